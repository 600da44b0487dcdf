"""Print the Debian `Depends:` value for a PyInstaller bundle: `python deb_depends.py BUNDLE_DIR`.

Every ELF file in the bundle is run through `ldd` with the bundle's own library folders on the
search path; each library that resolves outside the bundle is mapped to the Debian package that
owns it (`dpkg-query -S`). A library that resolves nowhere is an error: the build machine lacks a
package the app needs at run time, so the package would be broken for users too.

The packages Qt's xcb platform plugin needs are always listed as well (BASELINE): Qt loads some
of them at run time (libEGL/libGL, libdbus) where ldd cannot see it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

BASELINE = (
    "libxcb-cursor0",
    "libxkbcommon-x11-0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxcb-image0",
    "libxcb-render-util0",
    "libegl1",
    "libgl1",
    "libfontconfig1",
    "libdbus-1-3",
)
LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(.+?)\s+\(0x[0-9a-f]+\)\s*$|^\s*(\S+)\s+=>\s+not found")


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_libraries(bundle: Path) -> tuple[set[str], set[str]]:
    """(resolved paths outside the bundle, names that did not resolve at all)."""
    files = elf_files(bundle)
    bundled_names = {path.name for path in bundle.rglob("*")}
    library_dirs = sorted({str(path.parent) for path in files})
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(library_dirs))
    outside: set[str] = set()
    missing: set[str] = set()
    bundle_root = str(bundle.resolve())
    for path in files:
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in result.stdout.splitlines():
            match = LDD_LINE.match(line)
            if not match:
                continue
            if match.group(3):
                if match.group(3) not in bundled_names:
                    missing.add(f"{match.group(3)} (needed by {path.relative_to(bundle)})")
                continue
            resolved = os.path.realpath(match.group(2))
            if not resolved.startswith(bundle_root + os.sep):
                outside.add(match.group(2))
    return outside, missing


def owning_package(library: str) -> str | None:
    """The package owning a library path; tries the merged-/usr spellings of the path too."""
    candidates = {library, os.path.realpath(library)}
    for path in list(candidates):
        if path.startswith("/usr/"):
            candidates.add(path[len("/usr") :])
        else:
            candidates.add("/usr" + path)
    for path in sorted(candidates):
        result = subprocess.run(["dpkg-query", "-S", path], capture_output=True, text=True)
        if result.returncode == 0 and result.stdout:
            # "libfoo1:amd64: /usr/lib/..." -> "libfoo1"
            return result.stdout.splitlines()[0].split(":")[0].strip()
    return None


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    bundle = Path(argv[0])
    outside, missing = system_libraries(bundle)
    if missing:
        print("error: libraries the bundle needs are missing on this machine:", file=sys.stderr)
        for name in sorted(missing):
            print(f"  {name}", file=sys.stderr)
        return 1
    packages = set(BASELINE)
    for library in sorted(outside):
        package = owning_package(library)
        if package is None:
            print(f"error: no Debian package owns {library}", file=sys.stderr)
            return 1
        packages.add(package)
    print(", ".join(sorted(packages)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
