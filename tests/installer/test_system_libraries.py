"""One list of the system libraries Qt's xcb plugin needs: README, the .deb, the app's start-up
check and the plugin agree."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from triangles_qt.system_libraries import (
    XCB_PLUGIN_LIBRARIES,
    missing_libraries,
    packages_for,
    unloadable,
)

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"


@pytest.fixture(scope="module")
def depends(load_installer):
    return load_installer("linux/deb_depends.py")


APT_LINE = re.compile(r"^sudo apt-get install (.+)$", re.MULTILINE)


def pyside_qt_folder() -> Path | None:
    try:
        import PySide6
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        return None
    folder = Path(PySide6.__file__).parent / "Qt"
    return folder if (folder / "plugins" / "platforms" / "libqxcb.so").is_file() else None


def test_readme_apt_line_is_the_shared_list(depends):
    lines = APT_LINE.findall((ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(lines) == 1, lines
    assert lines[0].split() == list(depends.BASELINE)


def test_apt_packages_option_prints_the_list(depends):
    result = subprocess.run(
        [sys.executable, str(INSTALLER / "linux" / "deb_depends.py"), "--apt-packages"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.split() == list(depends.BASELINE)
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0"} <= set(depends.BASELINE)


def test_build_script_installs_the_shared_list():
    script = (INSTALLER / "linux" / "build-deb.sh").read_text(encoding="utf-8")
    assert script.count("deb_depends.py --apt-packages") == 2  # apt-get, the archive's README
    assert "@QT_APT_PACKAGES@" in script
    # No second, hand-kept copy of the xcb libraries in the script.
    assert "libxcb-icccm4" not in script


def test_portable_readme_gets_the_shared_list():
    readme = (INSTALLER / "linux" / "README.portable.txt").read_text(encoding="utf-8")
    assert "sudo apt install @QT_APT_PACKAGES@" in readme
    assert "libxcb" not in readme


@pytest.mark.skipif(pyside_qt_folder() is None, reason="PySide6 without the Linux xcb plugin")
def test_list_covers_every_library_the_xcb_plugin_links(depends):
    """Follow DT_NEEDED from libqxcb.so through PySide6's own Qt libraries; every library
    from outside PySide6 must be on the list (or be the C/C++ runtime every system has)."""
    qt = pyside_qt_folder()
    assert qt is not None
    bundled = {path.name: path for path in (qt / "lib").iterdir()}
    queue = [qt / "plugins" / "platforms" / "libqxcb.so"]
    seen: set[str] = set()
    external: set[str] = set()
    while queue:
        path = queue.pop()
        for name in depends.needed_libraries(path):
            if name in bundled:
                if name not in seen:
                    seen.add(name)
                    queue.append(bundled[name])
            else:
                external.add(name)
    assert "libxcb-icccm.so.4" in external and "libQt6XcbQpa.so.6" in seen
    uncovered = external - set(depends.XCB_PLUGIN_LIBRARIES) - depends.BASE_SYSTEM_LIBRARIES
    assert not uncovered, f"add to XCB_PLUGIN_LIBRARIES: {sorted(uncovered)}"
    # The start-up check demands every library on the list: none may be one the plugin does
    # not need, or a machine without it could not start Triangles.
    unneeded = set(depends.XCB_PLUGIN_LIBRARIES) - external
    assert not unneeded, f"remove from XCB_PLUGIN_LIBRARIES: {sorted(unneeded)}"


def test_the_debian_list_is_the_apps_own(depends):
    assert depends.XCB_PLUGIN_LIBRARIES == XCB_PLUGIN_LIBRARIES


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's dynamic loader")
def test_a_library_the_loader_cannot_find_is_named():
    assert unloadable("libc.so.6") is None
    assert unloadable("libtriangles-stand-in.so.1") == "libtriangles-stand-in.so.1"
    assert missing_libraries(["libtriangles-b.so.1", "libc.so.6", "libtriangles-a.so.2"]) == [
        "libtriangles-a.so.2",
        "libtriangles-b.so.1",
    ]


def test_a_library_is_named_by_the_one_the_loader_could_not_find():
    """A library that is there but needs one that is not: the missing one is named."""
    needs = {"libxcb-cursor.so.0": "libxcb-render-util.so.0", "libxcb.so.1": None}
    missing = missing_libraries(needs, needs.get)
    assert missing == ["libxcb-render-util.so.0"]
    assert packages_for(missing) == ["libxcb-render-util0"]
    assert packages_for(["libglib-2.0.so.0", "libgthread-2.0.so.0", "libfoo.so.9"]) == [
        "libfoo.so.9",
        "libglib2.0-0",
    ]


@pytest.mark.slow  # a dpkg-query for each library
@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="not a Debian system")
def test_each_library_comes_from_the_package_listed(depends):
    folders = [Path("/usr/lib/x86_64-linux-gnu"), Path("/lib/x86_64-linux-gnu")]
    folders += [Path("/usr/lib/aarch64-linux-gnu"), Path("/usr/lib")]
    checked = 0
    for soname, package in depends.XCB_PLUGIN_LIBRARIES.items():
        path = next((folder / soname for folder in folders if (folder / soname).exists()), None)
        if path is None:
            continue
        owner = depends.owning_package(str(path))
        assert owner is not None, soname
        # Ubuntu 24.04 renamed some for 64-bit time (libglib2.0-0t64, providing the old name).
        assert owner in (package, f"{package}t64"), (soname, owner, package)
        checked += 1
    assert checked > 0


def test_needed_libraries_refuses_what_is_not_elf(depends, tmp_path):
    text = tmp_path / "not-elf.so"
    text.write_bytes(b"#!/bin/sh\n")
    with pytest.raises(ValueError):
        depends.needed_libraries(text)
