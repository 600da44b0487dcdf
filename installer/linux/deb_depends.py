"""Print the Debian `Depends:` value for a PyInstaller bundle: `python deb_depends.py BUNDLE_DIR`.

`python deb_depends.py --apt-packages` prints the packages Qt's xcb platform plugin needs.

Every ELF file in the bundle is run through `ldd` with the bundle's own library folders on the
search path; each library that resolves outside the bundle is mapped to the Debian package that
owns it (`dpkg-query -S`). A library that resolves nowhere is an error: the build machine lacks a
package the app needs at run time, so the package would be broken for users too.

The packages Qt's xcb platform plugin needs are always listed as well (BASELINE): Qt loads some
of them at run time (libEGL/libGL, libdbus) where ldd cannot see it. BASELINE is the one list of
those packages, made from the app's own list of the plugin's libraries
(triangles_qt/system_libraries.py, which its start-up check uses too): README's apt line and
build-deb.sh's runtime packages come from it (`python deb_depends.py --apt-packages` prints it),
and a test checks it against the libraries PySide6's xcb plugin links (`needed_libraries`, read
from the ELF files themselves).
"""

from __future__ import annotations

import importlib.util
import os
import re
import struct
import subprocess
import sys
from pathlib import Path

APP_LIST = Path(__file__).resolve().parents[2] / "triangles_qt" / "system_libraries.py"


def _app_list() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location("triangles_system_libraries", APP_LIST)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.XCB_PLUGIN_LIBRARIES)


# Every system library Qt's xcb platform plugin and the Qt libraries it loads link to, with the
# Debian package that ships it: the app's own list (its start-up check names the packages to
# install from it), loaded by path so this script still runs without the app installed.
XCB_PLUGIN_LIBRARIES = _app_list()
# The C and C++ runtime: on every Debian and Ubuntu system (apt itself needs them).
BASE_SYSTEM_LIBRARIES = frozenset(
    {
        "ld-linux-x86-64.so.2",
        "ld-linux-aarch64.so.1",
        "libc.so.6",
        "libm.so.6",
        "libdl.so.2",
        "libpthread.so.0",
        "librt.so.1",
        "libgcc_s.so.1",
        "libstdc++.so.6",
    }
)
BASELINE = tuple(sorted(set(XCB_PLUGIN_LIBRARIES.values())))
SHT_DYNAMIC, DT_NULL, DT_NEEDED = 6, 0, 1
LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(.+?)\s+\(0x[0-9a-f]+\)\s*$|^\s*(\S+)\s+=>\s+not found")


def needed_libraries(path: Path) -> list[str]:
    """The DT_NEEDED entries of a 64-bit little-endian ELF file (what `readelf -d` lists)."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path} is not a 64-bit little-endian ELF file")
    (section_offset,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", data, section_offset + index * entry_size)
        for index in range(count)
    ]
    needed = []
    for _name, kind, _flags, _addr, offset, size, link, *_ in sections:
        if kind != SHT_DYNAMIC:
            continue
        strings_offset = sections[link][4]
        for position in range(offset, offset + size, 16):
            tag, value = struct.unpack_from("<qQ", data, position)
            if tag == DT_NULL:
                break
            if tag == DT_NEEDED:
                start = strings_offset + value
                needed.append(data[start : data.index(b"\0", start)].decode())
    return needed


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
    if argv == ["--apt-packages"]:
        print(" ".join(BASELINE))
        return 0
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
