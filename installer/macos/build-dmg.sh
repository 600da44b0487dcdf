#!/usr/bin/env bash
# Build the macOS disk image of Triangles:
#   dist/triangles-<version>-macos-<arch>.dmg   (Triangles.app and a link to /Applications)
#
# Runs on macOS 13+ with Python 3.11+ (python3 on PATH); everything Python goes into
# build/macos/venv. The .app is checked with --version and an offscreen --screenshot before
# it is packed.
#
#   bash installer/macos/build-dmg.sh
#
# Signing and notarization run only when their environment variables are set:
#   MACOS_SIGN_IDENTITY   a "Developer ID Application: ..." identity in the keychain:
#                         signs every binary, the app (hardened runtime) and the .dmg
#   MACOS_NOTARY_PROFILE  a notarytool keychain profile (xcrun notarytool store-credentials):
#                         submits the signed .dmg, waits for Apple, staples the ticket
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
BUILD="$ROOT/build/macos"
VENV="$BUILD/venv"
info() { "$PYTHON" installer/project_info.py get "$1"; }
VERSION="$(info VERSION)"
APP_NAME="$(info APP_NAME)"
EXECUTABLE="$(info EXECUTABLE)"
ARCH="$(uname -m)"
echo "==> Building $APP_NAME $VERSION for macOS ($ARCH)"

mkdir -p "$BUILD" "$ROOT/dist"
if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip
"$VENV/bin/python" -m pip install -q "pyinstaller>=6.10,<7"
"$VENV/bin/python" -m pip install -q "$ROOT"
"$VENV/bin/python" -m pip install -q --force-reinstall --no-deps "$ROOT"

echo "==> PyInstaller bundle"
rm -rf "$BUILD/dist"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$BUILD/dist" --workpath "$BUILD/work" installer/triangles.spec
APP="$BUILD/dist/$APP_NAME.app"
APP_EXE="$APP/Contents/MacOS/$EXECUTABLE"

echo "==> Smoke test of the app: --version and an offscreen --screenshot"
bundle_version="$("$APP_EXE" --version | tail -n 1)"
case "$bundle_version" in
  *"$VERSION"*) ;;
  *) echo "error: app says '$bundle_version', expected version $VERSION" >&2; exit 1 ;;
esac
rm -f "$BUILD/smoke.png"
QT_QPA_PLATFORM=offscreen "$APP_EXE" --screenshot "$BUILD/smoke.png"
"$PYTHON" installer/png_size.py "$BUILD/smoke.png"
plutil -lint "$APP/Contents/Info.plist"

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  echo "==> Signing with '$MACOS_SIGN_IDENTITY' (hardened runtime)"
  # Inside out: every library and executable first, then the app itself.
  find "$APP/Contents" -type f \( -name "*.dylib" -o -name "*.so" -o -perm -u+x \) -print0 |
    while IFS= read -r -d '' binary; do
      if file "$binary" | grep -q "Mach-O"; then
        codesign --force --timestamp --options runtime \
          --entitlements installer/macos/entitlements.plist \
          --sign "$MACOS_SIGN_IDENTITY" "$binary"
      fi
    done
  codesign --force --timestamp --options runtime \
    --entitlements installer/macos/entitlements.plist \
    --sign "$MACOS_SIGN_IDENTITY" "$APP"
  codesign --verify --deep --strict --verbose=2 "$APP"
else
  echo "note: MACOS_SIGN_IDENTITY not set: the app is not signed (Gatekeeper will ask)"
fi

DMG="$ROOT/dist/${EXECUTABLE}-${VERSION}-macos-${ARCH}.dmg"
echo "==> Disk image: $DMG"
STAGE="$BUILD/dmg"
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "$APP_NAME $VERSION" -srcfolder "$STAGE" -fs HFS+ \
  -format UDZO -imagekey zlib-level=9 -ov "$DMG"

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
fi
if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
  if [ -z "${MACOS_SIGN_IDENTITY:-}" ]; then
    echo "error: notarization needs a signed app: set MACOS_SIGN_IDENTITY too" >&2
    exit 1
  fi
  echo "==> Notarizing with profile '$MACOS_NOTARY_PROFILE'"
  xcrun notarytool submit "$DMG" --keychain-profile "$MACOS_NOTARY_PROFILE" --wait
  xcrun stapler staple "$DMG"
  xcrun stapler validate "$DMG"
fi

hdiutil verify "$DMG"
echo "Built: $DMG ($(($(stat -f %z "$DMG") / 1024 / 1024)) MiB)"
