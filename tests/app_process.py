"""Running the app the way a player starts it: `python -m triangles_qt` in its own process."""

import json
import os
import subprocess
import sys
from collections.abc import Sequence


def run_app(data_dir, *arguments: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """The app run offscreen with its data in `data_dir`; output captured as text."""
    return _run(data_dir, ["-m", "triangles_qt", *arguments], timeout)


def run_script(data_dir, script: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """Python code that starts the app its own way (`triangles_qt.app.main`, with arguments or
    a hook of its own), run like `run_app`."""
    return _run(data_dir, ["-c", script], timeout)


def _run(data_dir, arguments: list[str], timeout: float) -> subprocess.CompletedProcess:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", TRIANGLES_DATA_DIR=str(data_dir))
    return subprocess.run(
        [sys.executable, *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


# What every script that drives the real start shares. main() ends with QApplication.exec() and
# aboutToQuit, which must not happen to the test process's own application, so it runs in a
# process of its own. Once the main window is on screen (checked from the event loop, not
# guessed with a timer) and what main() queued right after showing it has run (a message box, the
# question about the unfinished game), `on_window(window, seen)` runs; then the app quits and
# prints `seen` as JSON with main()'s exit code.
_DRIVEN_START = """
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from triangles_qt import app

ON_WINDOW

seen = {}
def main_window():
    return [w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow"]

def once_shown():
    windows = main_window()
    if not windows or not windows[0].isVisible():
        QTimer.singleShot(0, once_shown)
        return
    QTimer.singleShot(0, drive)

def drive():
    try:
        [window] = main_window()
        on_window(window, seen)
    finally:
        QApplication.quit()

create = app.create_application
def create_and_plan(argv):
    application = create(argv)
    QTimer.singleShot(0, once_shown)
    return application
app.create_application = create_and_plan
code = app.main(ARGUMENTS)
print(json.dumps(dict(seen, code=code)))
"""


def driven_start(on_window: str, arguments: Sequence[str] = ()) -> str:
    """A script that starts the app as `triangles ARGUMENTS` and, once its window is on screen,
    runs `on_window`: Python source defining `on_window(window, seen)`, which records what the
    test checks in the dict `seen`."""
    return _DRIVEN_START.replace("ON_WINDOW", on_window).replace(
        "ARGUMENTS", repr(["triangles", *arguments])
    )


def seen_by(result: subprocess.CompletedProcess) -> dict:
    """What a `driven_start` script recorded, once it ended well."""
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


# Once the window is up: what it said is recorded, the message box and the New Game dialog of a
# fresh start are closed, a line is played on a new board and the window closed.
PLAY_A_LINE = """
from triangles_qt.engine import Board

def on_window(window, seen):
    seen["messages"] = list(window.files.messages)
    box = window.files.message_box
    seen["box"] = None if box is None else box.informativeText()
    for other in QApplication.topLevelWidgets():
        if other is not window and other.isVisible():
            other.close()
    game = window.start_game(Board.generate(24, seed=1))
    window.board_view.line_requested.emit(*(int(v) for v in game.legal_moves()[0]))
    seen["moves"] = game.move_count
    window.close()
"""
