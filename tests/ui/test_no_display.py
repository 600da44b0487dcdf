"""Started with no display, the app says so in one sentence and exits 1 (not Qt's abort, 134)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from triangles_qt.app import missing_display

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
