"""Whether Qt can open a window here, checked before Qt loads: without a display, or without
the system libraries its X11 plugin links, Qt would abort the process (status 134); these
checks give one sentence instead, and the start exits with status 1.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from .system_libraries import XCB_PLUGIN_LIBRARIES, missing_libraries, packages_for, unloadable

NO_DISPLAY_MESSAGE = (
    "triangles: there is no display to open the window on ({why}); set DISPLAY or "
    "WAYLAND_DISPLAY, or make a picture without one with "
    "QT_QPA_PLATFORM=offscreen triangles --screenshot FILE."
)
# Platform plugins that draw to an X11 or Wayland display; any other (offscreen, vnc, eglfs...)
# needs none.
DISPLAY_PLUGINS = ("xcb", "wayland", "wayland-egl")


def _requested_platforms(argv: Sequence[str], environ: dict[str, str]) -> list[str]:
    """The platform plugins Qt will try: -platform NAME, else QT_QPA_PLATFORM ("" = default)."""
    requested = environ.get("QT_QPA_PLATFORM", "")
    for index, arg in enumerate(argv):
        if arg == "-platform" and index + 1 < len(argv):
            requested = argv[index + 1]
    return [name.split(":")[0].strip() for name in requested.split(";") if name.strip()]


def _x11_server_reachable(display: str) -> bool:
    """Whether a local X server answers on DISPLAY (":0", "unix:1.0"); remote ones are assumed
    to."""
    host, _, number = display.rpartition(":")
    number = number.split(".")[0]
    if host not in ("", "unix") or not number.isdigit() or not sys.platform.startswith("linux"):
        return True
    import socket  # Deferred: only an X11 display needs it

    path = f"/tmp/.X11-unix/X{number}"
    for address in (path, "\0" + path):  # the socket file, then Linux's abstract socket
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(2)
            try:
                connection.connect(address)
            except OSError:
                continue
            return True
    return False


def missing_display(
    argv: Sequence[str], environ: dict[str, str] | None = None, platform: str = sys.platform
) -> str | None:
    """Why Qt would abort for want of a display (it ends the process with status 134 then), or
    None. Only X11/Wayland systems have the problem: Windows and macOS always have a screen."""
    environ = dict(os.environ if environ is None else environ)
    if platform.startswith(("win", "cygwin", "darwin")):
        return None
    plugins = _requested_platforms(argv, environ)
    if any(name not in DISPLAY_PLUGINS for name in plugins):
        return None
    x11 = environ.get("DISPLAY", "").strip()
    wayland = environ.get("WAYLAND_DISPLAY", "").strip()
    if not x11 and not wayland:
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    if x11 and not wayland and not _x11_server_reachable(x11):
        return f"no X server answers on DISPLAY={x11}"
    return None


MISSING_LIBRARIES_MESSAGE = (
    "triangles: Qt cannot open a window on X11 because system libraries it needs are missing "
    "({libraries}): install them (on Debian or Ubuntu: sudo apt-get install {packages}) and "
    "start Triangles again."
)


def xcb_plugin(package_folder: Path | None = None) -> Path | None:
    """PySide6's X11 platform plugin, the one `XCB_PLUGIN_LIBRARIES` lists the libraries of;
    None when this PySide6 has none there (a system-wide Qt, say, with its own packages)."""
    if package_folder is None:
        spec = importlib.util.find_spec("PySide6")  # found, not imported: Qt loads later
        if spec is None or not spec.submodule_search_locations:
            return None
        package_folder = Path(next(iter(spec.submodule_search_locations)))
    plugin = package_folder / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def missing_xcb_libraries(
    argv: Sequence[str],
    environ: dict[str, str] | None = None,
    platform: str = sys.platform,
    plugin: Path | None = None,
    find_missing: Callable[[str], str | None] = unloadable,
) -> str | None:
    """The sentence to print when Qt is about to open its X11 plugin (xcb) and system
    libraries the plugin needs cannot be loaded (Qt would abort with status 134), or None.
    Only where xcb is certainly the plugin: asked for first, or the default with no Wayland
    display (on a Wayland session Qt takes its Wayland plugin)."""
    environ = dict(os.environ if environ is None else environ)
    if not platform.startswith("linux"):
        return None
    plugins = _requested_platforms(argv, environ)
    if plugins[:1] != ["xcb"] and (plugins or environ.get("WAYLAND_DISPLAY", "").strip()):
        return None
    if (plugin or xcb_plugin()) is None:
        return None
    missing = missing_libraries(XCB_PLUGIN_LIBRARIES, find_missing)
    if not missing:
        return None
    return MISSING_LIBRARIES_MESSAGE.format(
        libraries=", ".join(missing),
        packages=" ".join(packages_for(missing, XCB_PLUGIN_LIBRARIES)),
    )
