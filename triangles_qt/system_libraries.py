"""The system libraries Qt's X11 platform plugin (xcb) needs, with the Debian packages that ship
them, and which of them this machine cannot load.

One list for two users: the start-up check (display_checks.py), which names the packages to install
instead of letting Qt abort, and the Debian package's dependencies
(installer/linux/deb_depends.py loads this file by its path, so it imports nothing but the
standard library). A test checks the list against the libraries PySide6's xcb plugin links.
"""

from __future__ import annotations

import ctypes
import os
import re
from collections.abc import Callable, Iterable, Mapping

# Every system library Qt's xcb platform plugin and the Qt libraries it loads link to (their
# DT_NEEDED entries outside PySide6's own folder), with the Debian package that ships it.
XCB_PLUGIN_LIBRARIES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}
# What the dynamic loader says when it cannot find a library: "<name>: cannot open shared
# object file: No such file or directory" (the name is the library asked for, or one it needs).
_NOT_FOUND = re.compile(r"^(\S+?): cannot open shared object file")


def unloadable(soname: str) -> str | None:
    """None when the dynamic loader can load `soname` (it stays loaded: Qt loads it next
    anyway); else the name of the library it could not find: `soname` itself or one that
    `soname` needs in turn."""
    try:
        ctypes.CDLL(soname, mode=os.RTLD_LAZY)
    except OSError as error:
        found = _NOT_FOUND.match(str(error))
        return found.group(1) if found else soname
    return None


def missing_libraries(
    sonames: Iterable[str], find_missing: Callable[[str], str | None] = unloadable
) -> list[str]:
    """The libraries among `sonames` (and those they need) that cannot be loaded, sorted."""
    missing = {name for name in map(find_missing, sonames) if name is not None}
    return sorted(missing)


def packages_for(
    sonames: Iterable[str], packages: Mapping[str, str] = XCB_PLUGIN_LIBRARIES
) -> list[str]:
    """The Debian packages that ship `sonames`, by `packages` (library -> package); a library
    not in it stands for itself."""
    return sorted({packages.get(name, name) for name in sonames})


__all__ = ["XCB_PLUGIN_LIBRARIES", "missing_libraries", "packages_for", "unloadable"]
