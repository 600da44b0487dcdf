"""Started with no display, or where Qt's X11 plugin lacks a system library, the app says so in
one sentence and exits 1 (not Qt's abort, 134)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from triangles_qt.display_checks import missing_display, missing_xcb_libraries, xcb_plugin
from triangles_qt.system_libraries import XCB_PLUGIN_LIBRARIES

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="only X11/Wayland systems can lack a display"
)


def run_without_display(data_dir, **extra: str) -> subprocess.CompletedProcess:
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    environment.update(TRIANGLES_DATA_DIR=str(data_dir), **extra)
    return subprocess.run(
        [sys.executable, "-m", "triangles_qt"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("display", [None, ":987"], ids=["unset", "no-server"])
def test_no_display_gives_one_sentence_and_status_1(tmp_path, display):
    extra = {} if display is None else {"DISPLAY": display}
    result = run_without_display(tmp_path, **extra)
    assert result.returncode == 1, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    sentence = lines[0]
    assert sentence.startswith("triangles: ") and sentence.endswith(".")
    for needed in ("DISPLAY", "WAYLAND_DISPLAY", "offscreen", "--screenshot"):
        assert needed in sentence
    assert result.stdout == ""


def test_offscreen_needs_no_display(tmp_path):
    picture = tmp_path / "shot.png"
    environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environment.update(QT_QPA_PLATFORM="offscreen", TRIANGLES_DATA_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt", "--screenshot", str(picture), "--size", "24"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert picture.stat().st_size > 0


@pytest.mark.parametrize(
    ("argv", "environ", "platform", "missing"),
    [
        ([], {}, "linux", True),
        ([], {"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ([], {"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        (["-platform", "offscreen"], {}, "linux", False),
        (["-platform", "xcb"], {"QT_QPA_PLATFORM": "offscreen"}, "linux", True),
        ([], {"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", True),
        ([], {"DISPLAY": "remote.example:0"}, "linux", False),
        ([], {}, "win32", False),
        ([], {}, "darwin", False),
    ],
)
def test_missing_display_cases(argv, environ, platform, missing):
    assert (missing_display(argv, environ, platform) is not None) == missing


# -- A system library Qt's X11 plugin needs is missing -------------------------------------------

# The real start with one library of the list replaced by a stand-in no system has (nothing is
# uninstalled): where xcb is the plugin Qt will load, the app names the package and exits 1
# before Qt is even loaded.
START_LACKING_A_LIBRARY = """
import sys
from triangles_qt import app, display_checks
display_checks.XCB_PLUGIN_LIBRARIES = {
    **display_checks.XCB_PLUGIN_LIBRARIES,
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libtriangles-stand-in-keysyms.so.1": "libxcb-keysyms1",
}
code = app.main(["triangles", *ARGUMENTS])
print("Qt loaded" if "PySide6.QtGui" in sys.modules else "Qt not loaded", code)
"""


def run_lacking_a_library(data_dir, arguments, **environment: str):
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env.update(TRIANGLES_DATA_DIR=str(data_dir), **environment)
    script = START_LACKING_A_LIBRARY.replace("ARGUMENTS", repr(arguments))
    return subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )


needs_the_xcb_plugin = pytest.mark.skipif(
    xcb_plugin() is None, reason="this PySide6 has no X11 platform plugin of its own"
)


@needs_the_xcb_plugin
@pytest.mark.parametrize(
    ("arguments", "environment"),
    [([], {}), (["-platform", "xcb"], {"WAYLAND_DISPLAY": "wayland-0"})],
    ids=["X11 session", "xcb asked for"],
)
def test_a_missing_library_gives_one_sentence_naming_the_package_and_status_1(
    tmp_path, arguments, environment
):
    # A display that is assumed to answer (a remote one): only the libraries are missing.
    result = run_lacking_a_library(tmp_path, arguments, DISPLAY="remote.example:0", **environment)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["Qt", "not", "loaded", "1"]
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    sentence = lines[0]
    assert sentence.startswith("triangles: ") and sentence.endswith(".")
    assert "libtriangles-stand-in-keysyms.so.1" in sentence
    assert "sudo apt-get install " in sentence and "libxcb-keysyms1" in sentence


@needs_the_xcb_plugin
def test_a_missing_xcb_library_does_not_stop_a_start_that_does_not_use_xcb(tmp_path):
    picture = tmp_path / "shot.png"
    result = run_lacking_a_library(
        tmp_path, ["--screenshot", str(picture), "--size", "24"], QT_QPA_PLATFORM="offscreen"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["Qt", "loaded", "0"]
    assert picture.stat().st_size > 0


def _all_missing(soname: str) -> str:
    return soname


@pytest.mark.parametrize(
    ("argv", "environ", "platform", "checked"),
    [
        ([], {"DISPLAY": ":0"}, "linux", True),
        ([], {"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        (["-platform", "xcb"], {"WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
        ([], {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ([], {"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
        ([], {"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        (["-platform", "offscreen"], {"DISPLAY": ":0"}, "linux", False),
        ([], {"DISPLAY": ":0"}, "darwin", False),
        ([], {}, "win32", False),
    ],
)
def test_the_libraries_are_checked_only_where_qt_will_load_its_x11_plugin(
    tmp_path, argv, environ, platform, checked
):
    stand_in = tmp_path / "libqxcb.so"
    stand_in.write_bytes(b"")
    message = missing_xcb_libraries(argv, environ, platform, stand_in, _all_missing)
    assert (message is not None) == checked
    if checked:
        assert message is not None
        assert all(soname in message for soname in XCB_PLUGIN_LIBRARIES)
        assert "libxcb-cursor0" in message and message.count("libglib2.0-0") == 1
