#!/usr/bin/env bash
# Install the built .deb, check it the way a player's system sees it, launch the installed app,
# let its computer play one move in its own worker process, measure it, and remove it again.
# Needs root (dpkg/apt-get) on Debian or Ubuntu.
#
#   bash installer/linux/check-deb.sh [dist/triangles_<version>_<arch>.deb]
#
# Prints: package size, installed size, cold start (first launch after install, page cache
# dropped when the machine allows it) and warm start of `triangles --screenshot` to its first
# window, offscreen. Leaves nothing installed: the package is purged at the end, also on failure.
set -euo pipefail
# Look for commands as a player's shell would: a virtual environment or ~/.local/bin with a
# development copy of `triangles` must not stand in for the installed launcher.
PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
export PATH

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
info() { "$PYTHON" installer/project_info.py get "$1"; }
VERSION="$(info VERSION)"
APP_ID="$(info APP_ID)"
PACKAGE="$(info EXECUTABLE)"
DEB="${1:-dist/${PACKAGE}_${VERSION}_$(dpkg --print-architecture).deb}"
WORK="$(mktemp -d)"
SHOT="$WORK/shot.png"

if [ "$(id -u)" != 0 ]; then
  echo "error: run as root (installs and removes a package)" >&2
  exit 1
fi
if [ ! -f "$DEB" ]; then
  echo "error: $DEB not found; build it with: bash installer/linux/build-deb.sh" >&2
  exit 1
fi
if dpkg-query -W -f='${Status}' "$PACKAGE" 2>/dev/null | grep -q "install ok installed"; then
  echo "error: $PACKAGE is already installed; remove it first (dpkg -r $PACKAGE)" >&2
  exit 1
fi

cleanup() {
  if dpkg-query -W "$PACKAGE" >/dev/null 2>&1; then
    dpkg --purge "$PACKAGE" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! command -v desktop-file-validate >/dev/null || ! command -v appstreamcli >/dev/null; then
  echo "==> apt-get: the validators (desktop-file-utils, appstream)"
  apt-get install -y -qq --no-install-recommends desktop-file-utils appstream >/dev/null
fi

echo "==> Installing $DEB (apt-get resolves its Depends)"
apt-get install -y -qq --no-install-recommends "$(realpath "$DEB")" >/dev/null
dpkg-query -W -f='${Status}\n' "$PACKAGE" | grep -q "install ok installed" || fail "not installed"

echo "==> Files where the desktop expects them"
command -v triangles >/dev/null || fail "no triangles command on PATH"
[ "$(command -v triangles)" = /usr/bin/triangles ] || fail "triangles is not /usr/bin/triangles"
DESKTOP="/usr/share/applications/$APP_ID.desktop"
[ -f "$DESKTOP" ] || fail "missing $DESKTOP"
desktop-file-validate "$DESKTOP" || fail "desktop entry does not validate"
ICON_NAME="$(sed -n 's/^Icon=//p' "$DESKTOP")"
for size in 16 24 32 48 64 128 256 512; do
  [ -f "/usr/share/icons/hicolor/${size}x${size}/apps/$ICON_NAME.png" ] ||
    fail "missing ${size}px icon $ICON_NAME"
done
[ -f "/usr/share/icons/hicolor/scalable/apps/$ICON_NAME.svg" ] || fail "missing scalable icon"
METAINFO="/usr/share/metainfo/$APP_ID.metainfo.xml"
[ -f "$METAINFO" ] || fail "missing $METAINFO"
appstreamcli validate --no-net "$METAINFO" >/dev/null || fail "metainfo does not validate"
EXEC_COMMAND="$(sed -n 's/^Exec=//p' "$DESKTOP" | cut -d' ' -f1)"
command -v "$EXEC_COMMAND" >/dev/null || fail "the menu entry runs '$EXEC_COMMAND', not on PATH"

echo "==> triangles --version"
installed_version="$(triangles --version)"
echo "    $installed_version"
case "$installed_version" in
  *"$VERSION"*) ;;
  *) fail "installed app reports '$installed_version', expected $VERSION" ;;
esac

export QT_QPA_PLATFORM=offscreen
# Each launch gets its own empty data folder, like a first start on a new account.
export TRIANGLES_DATA_DIR="$WORK/data"

echo "==> Two computer moves, searched in the installed app's own worker process and its helper"
computer="$(triangles --check-computer)" || fail "the installed app's computer did not move"
echo "    $computer"
case "$computer" in
  "computer moves "*" from worker process "*" with search helper process "*) ;;
  *) fail "unexpected answer from --check-computer: $computer" ;;
esac

echo "==> Cold start: the first launch of the installed app, to its first window (--screenshot)"
if sync && (echo 3 >/proc/sys/vm/drop_caches) 2>/dev/null; then
  cache_note="page cache dropped"
else
  cache_note="page cache could not be dropped here: first launch after install"
fi
cold_seconds="$("$PYTHON" - "$SHOT" <<'EOF'
import subprocess, sys, time
start = time.perf_counter()
subprocess.run(["triangles", "--screenshot", sys.argv[1]], check=True)
print(f"{time.perf_counter() - start:.2f}")
EOF
)"
"$PYTHON" installer/png_size.py "$SHOT" || fail "no screenshot from the installed app"
echo "    cold start: ${cold_seconds} s ($cache_note)"

echo "==> Warm start: 10 launches"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --runs 10 --warmup 1 --export-json "$WORK/warm.json" \
    "triangles --screenshot $WORK/warm.png" >/dev/null
  warm="$("$PYTHON" - "$WORK/warm.json" <<'EOF'
import json, sys
result = json.load(open(sys.argv[1]))["results"][0]
mean, stddev, fastest = result["mean"], result["stddev"], result["min"]
print(f"{mean:.2f} s ± {stddev:.2f} s (min {fastest:.2f} s)")
EOF
)"
else
  warm="$("$PYTHON" - "$WORK/warm.png" <<'EOF'
import statistics, subprocess, sys, time
times = []
for _ in range(10):
    start = time.perf_counter()
    subprocess.run(["triangles", "--screenshot", sys.argv[1]], check=True)
    times.append(time.perf_counter() - start)
print(f"{statistics.mean(times):.2f} s ± {statistics.stdev(times):.2f} s (min {min(times):.2f} s)")
EOF
)"
fi
echo "    warm start: $warm"

installed_kib="$(dpkg-query -W -f='${Installed-Size}' "$PACKAGE")"
deb_bytes="$(stat -c %s "$DEB")"
app_dir="$(dirname "$(readlink -f /usr/bin/triangles)")"
on_disk="$(du -sh "$app_dir" | cut -f1)"

echo "==> Removing the package"
dpkg --purge "$PACKAGE" >/dev/null
! dpkg-query -W -f='${Status}' "$PACKAGE" 2>/dev/null | grep -q "installed" ||
  fail "package still installed after purge"
[ ! -e /usr/bin/triangles ] || fail "/usr/bin/triangles left behind"
[ ! -e "$app_dir" ] || fail "$app_dir left behind"
[ ! -e "$DESKTOP" ] || fail "$DESKTOP left behind"
[ ! -e "$METAINFO" ] || fail "$METAINFO left behind"
! ls /usr/share/icons/hicolor/*/apps/"$ICON_NAME".* >/dev/null 2>&1 || fail "icons left behind"

echo
system="$(sed -n 's/^PRETTY_NAME="\{0,1\}\([^"]*\)"\{0,1\}$/\1/p' /etc/os-release)"
echo "Linux package figures ($(uname -m), $system):"
echo "  package:        $(basename "$DEB"), $(awk -v b="$deb_bytes" 'BEGIN { printf "%.1f MiB", b / 1048576 }')"
echo "  installed size: $(awk -v k="$installed_kib" 'BEGIN { printf "%.0f MiB", k / 1024 }') ($app_dir: $on_disk)"
echo "  cold start:     ${cold_seconds} s to the first window ($cache_note)"
echo "  warm start:     $warm"
echo "PASS: installs, launches, removes cleanly"
