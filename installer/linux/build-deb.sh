#!/usr/bin/env bash
# Build the Linux packages of Triangles:
#   dist/triangles_<version>_<arch>.deb             (Debian/Ubuntu; app in /usr/lib/triangles)
#   dist/triangles-<version>-linux-<machine>.tar.gz  (portable: unpack anywhere, run ./triangles)
#
# Works on a fresh Debian 12 / Ubuntu machine that has only Python 3.11+ and pip: as root it
# installs the system packages it needs with apt-get; everything Python goes into its own
# virtual environment under build/linux/venv. Run from anywhere:
#
#   bash installer/linux/build-deb.sh
#
# Environment: PYTHON (interpreter for the build venv; default: the distribution's
# /usr/bin/python3 when it is 3.11 or newer, as it is built optimized and gives a smaller, faster
# bundle, else python3 on PATH), SKIP_APT=1 to skip the apt-get step (when the packages below are
# already there or you are not root).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
if [ -z "${PYTHON:-}" ]; then
  PYTHON=python3
  if /usr/bin/python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    PYTHON=/usr/bin/python3
  fi
fi
BUILD="$ROOT/build/linux"
DIST="$ROOT/dist"
VENV="$BUILD/venv"

info() { "$PYTHON" installer/project_info.py get "$1"; }
VERSION="$(info VERSION)"
APP_ID="$(info APP_ID)"
EXECUTABLE="$(info EXECUTABLE)"
echo "==> Building Triangles $VERSION ($APP_ID) with $("$PYTHON" -V) ($PYTHON)"

# Tools for building and validating, plus the system libraries Qt's xcb/wayland/offscreen
# plugins link to: PyInstaller must find them to bundle and check the app, and the smoke test
# below runs the bundle. The xcb list is the one README's apt line and the .deb's Depends use
# (installer/linux/deb_depends.py); the Wayland plugin adds its own two.
BUILD_PACKAGES=(binutils desktop-file-utils appstream python3-venv)
read -r -a QT_RUNTIME_PACKAGES <<<"$("$PYTHON" installer/linux/deb_depends.py --apt-packages)"
QT_RUNTIME_PACKAGES+=(libwayland-client0 libwayland-cursor0)
# PyInstaller bundles Python's shared library; Debian's own python3 has it in a separate package.
PYTHON_LIBRARY_PACKAGE="$("$PYTHON" - <<'EOF'
import os
import sys
import sysconfig

name = sysconfig.get_config_var("INSTSONAME") or ""
folder = sysconfig.get_config_var("LIBDIR") or ""
if name and not os.path.exists(os.path.join(folder, name)) and sys.prefix == "/usr":
    print(f"libpython{sys.version_info.major}.{sys.version_info.minor}")
EOF
)"
if [ -n "$PYTHON_LIBRARY_PACKAGE" ]; then
  BUILD_PACKAGES+=("$PYTHON_LIBRARY_PACKAGE")
fi
if [ "${SKIP_APT:-0}" != 1 ] && command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "==> apt-get: build tools and Qt's system libraries"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends \
      "${BUILD_PACKAGES[@]}" "${QT_RUNTIME_PACKAGES[@]}" >/dev/null
  else
    echo "note: not root, skipping apt-get; needed: ${BUILD_PACKAGES[*]} ${QT_RUNTIME_PACKAGES[*]}"
  fi
fi

echo "==> Build environment: $VENV"
mkdir -p "$BUILD" "$DIST"
# A venv made by another interpreter (PYTHON changed) is made again.
PYTHON_PATH="$(command -v "$PYTHON")"
if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/.made-by" 2>/dev/null)" != "$PYTHON_PATH" ]; then
  "$PYTHON" -m venv --clear "$VENV"
  echo "$PYTHON_PATH" >"$VENV/.made-by"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip
"$VENV/bin/python" -m pip install -q "pyinstaller>=6.10,<7"
# The app exactly as pip installs it (package data, metadata with the version): its
# dependencies first, then the current tree, reinstalled every time even if the version is the same.
"$VENV/bin/python" -m pip install -q "$ROOT"
"$VENV/bin/python" -m pip install -q --force-reinstall --no-deps "$ROOT"

echo "==> PyInstaller bundle"
rm -rf "$BUILD/dist"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$BUILD/dist" --workpath "$BUILD/work" installer/triangles.spec
BUNDLE="$BUILD/dist/$EXECUTABLE"
dangling="$(find "$BUNDLE" -xtype l)"
if [ -n "$dangling" ]; then
  echo "error: the bundle has links to files it does not hold:" >&2
  echo "$dangling" >&2
  exit 1
fi

echo "==> Smoke test of the bundle: --version and an offscreen --screenshot"
bundle_version="$("$BUNDLE/$EXECUTABLE" --version | tail -n 1)"
case "$bundle_version" in
  *"$VERSION"*) ;;
  *) echo "error: bundle says '$bundle_version', expected version $VERSION" >&2; exit 1 ;;
esac
rm -f "$BUILD/smoke.png"
QT_QPA_PLATFORM=offscreen "$BUNDLE/$EXECUTABLE" --screenshot "$BUILD/smoke.png"
"$PYTHON" installer/png_size.py "$BUILD/smoke.png"

ARCH="$(dpkg --print-architecture)"
MACHINE="$(uname -m)"
STAGE="$BUILD/deb/${EXECUTABLE}_${VERSION}_${ARCH}"
echo "==> Staging the package tree in $STAGE"
rm -rf "$STAGE"
APP_DIR="usr/lib/$EXECUTABLE"  # the bundle, as a private library folder (FHS)
DOC_DIR="$STAGE/usr/share/doc/$EXECUTABLE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/lib" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
  "$STAGE/usr/share/metainfo" "$DOC_DIR" "$STAGE/usr/share/lintian/overrides"
cp -a "$BUNDLE" "$STAGE/$APP_DIR"
# Shared objects need no execute bit (PyInstaller copies them with one).
find "$STAGE/$APP_DIR" -type f -name "*.so*" -exec chmod 0644 {} +
ln -s "../lib/$EXECUTABLE/$EXECUTABLE" "$STAGE/usr/bin/$EXECUTABLE"
install -m 644 "installer/linux/$APP_ID.desktop" "$STAGE/usr/share/applications/$APP_ID.desktop"
"$PYTHON" installer/project_info.py render "installer/linux/$APP_ID.metainfo.xml" \
  "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "resources/icon/png/triangles-$size.png" \
    "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 resources/icon/triangles.svg \
  "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
"$PYTHON" installer/project_info.py render installer/linux/copyright "$DOC_DIR/copyright"
"$PYTHON" installer/project_info.py render installer/linux/changelog "$BUILD/changelog"
gzip -9n <"$BUILD/changelog" >"$DOC_DIR/changelog.gz"
install -m 644 installer/linux/lintian-overrides "$STAGE/usr/share/lintian/overrides/$EXECUTABLE"
# The manual page is made from the bundled app's own --help.
"$PYTHON" installer/linux/manpage.py "$BUNDLE/$EXECUTABLE" "$BUILD/$EXECUTABLE.6"
mkdir -p "$STAGE/usr/share/man/man6"
gzip -9n <"$BUILD/$EXECUTABLE.6" >"$STAGE/usr/share/man/man6/$EXECUTABLE.6.gz"
chmod -R u+rwX,go+rX,go-w "$STAGE"

echo "==> Validating the desktop entry and the AppStream metadata"
desktop-file-validate "$STAGE/usr/share/applications/$APP_ID.desktop"
appstreamcli validate --no-net "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"

echo "==> Dependencies: the Debian packages that own the system libraries the bundle links"
DEPENDS="$("$PYTHON" installer/linux/deb_depends.py "$STAGE/$APP_DIR")"
echo "    Depends: $DEPENDS"

INSTALLED_KB="$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)"
{
  echo "Package: $EXECUTABLE"
  echo "Version: $VERSION"
  echo "Architecture: $ARCH"
  echo "Maintainer: $(info MAINTAINER)"
  echo "Installed-Size: $INSTALLED_KB"
  echo "Depends: $DEPENDS"
  echo "Section: games"
  echo "Priority: optional"
  echo "Homepage: $(info HOMEPAGE)"
  echo "Description: $(info SUMMARY)"
  echo " Triangles is a game for two on a night sky full of stars. Players take turns"
  echo " drawing a straight line between two stars; a line may not cross another line"
  echo " or pass through a star. Closing a triangle with no star inside scores a point."
  echo " Play against the computer or a friend, with a mouse or a touchscreen."
} >"$STAGE/DEBIAN/control"

DEB="$DIST/${EXECUTABLE}_${VERSION}_${ARCH}.deb"
echo "==> dpkg-deb: $DEB"
rm -f "$DEB"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'

TARBALL="$DIST/${EXECUTABLE}-${VERSION}-linux-${MACHINE}.tar.gz"
TAR_TOP="${EXECUTABLE}-${VERSION}-linux-${MACHINE}"
echo "==> Portable archive: $TARBALL"
TAR_STAGE="$BUILD/tar/$TAR_TOP"
rm -rf "$BUILD/tar"
mkdir -p "$TAR_STAGE"
cp -a "$BUNDLE/." "$TAR_STAGE/"
mkdir -p "$TAR_STAGE/share"
cp -a "$STAGE/usr/share/applications" "$STAGE/usr/share/icons" "$STAGE/usr/share/metainfo" \
  "$TAR_STAGE/share/"
install -m 644 "$DOC_DIR/copyright" "$TAR_STAGE/COPYRIGHT"
# The apt line from the one list of the xcb plugin's libraries (deb_depends.py).
sed "s|@QT_APT_PACKAGES@|$("$PYTHON" installer/linux/deb_depends.py --apt-packages)|" \
  installer/linux/README.portable.txt >"$TAR_STAGE/README.txt"
chmod 644 "$TAR_STAGE/README.txt"
tar -C "$BUILD/tar" --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "$TAR_TOP"

deb_bytes="$(stat -c %s "$DEB")"
echo
echo "Built:"
echo "  $DEB  ($((deb_bytes / 1024 / 1024)) MiB, installed size $((INSTALLED_KB / 1024)) MiB)"
echo "  $TARBALL  ($(($(stat -c %s "$TARBALL") / 1024 / 1024)) MiB)"
limit=$((60 * 1024 * 1024))
if [ "$deb_bytes" -gt "$limit" ]; then
  echo "error: the .deb is larger than the 60 MiB target" >&2
  exit 1
fi
