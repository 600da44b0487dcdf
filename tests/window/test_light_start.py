"""A light start: the window comes first, and nothing is built or loaded that it does not need.

Each start is the real one in its own process (`triangles_qt.app.main`, as `python -m
triangles_qt` runs it), watched from inside: which boards get their rules' tables prepared,
when the computer's worker process starts (against the window's first paint), and which
modules are loaded once a picture is written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QObject

from tests.app_process import run_script
from tests.persistence.games import TWO_PEOPLE, YOU_VS_COMPUTER, game_in_progress
from triangles_qt.engine import Board, Game
from triangles_qt.persistence import game_to_bytes

# Runs main(ARGUMENTS) and prints, as JSON: the boards prepared ([stars, board number] each
# time `Board.prepare` first works on a board), the computer's worker processes started (each
# noted with whether the window had been painted by then), and, once the window has been
# painted and has let its computer start, what is on the board. Then it closes the window.
WATCHED_START = """
import json
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from triangles_qt import app
from triangles_qt.computer import worker_process
from triangles_qt.engine import Board

seen = {"prepared": [], "workers": [], "painted": False}

prepare = Board.prepare
def counted_prepare(board):
    if not any(board is known for known in prepared_boards):
        prepared_boards.append(board)
        seen["prepared"].append([len(board.points), board.seed])
    return prepare(board)
prepared_boards = []
Board.prepare = counted_prepare

class CountedWorker(worker_process.WorkerProcess):
    def __init__(self, *args, **kwargs):
        seen["workers"].append({"after_paint": seen["painted"]})
        super().__init__(*args, **kwargs)
worker_process.WorkerProcess = CountedWorker

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if (
            event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window().objectName() == "mainWindow"
        ):
            seen["painted"] = True
        return False

def main_window():
    found = [w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow"]
    return found[0] if found else None

def once_painted_and_let_go():
    window = main_window()
    # (A window that holds its computer until painted says so; one that never holds it, not.)
    if window is None or not seen["painted"] or getattr(window.session, "computer_held", False):
        QTimer.singleShot(10, once_painted_and_let_go)
        return
    seen["board"] = [len(window.game.board.points), window.game.board.seed]
    window.close()
    QApplication.quit()

create = app.create_application
def create_and_watch(argv):
    application = create(argv)
    application.installEventFilter(FirstPaint(application))
    QTimer.singleShot(0, once_painted_and_let_go)
    return application
app.create_application = create_and_watch
code = app.main(ARGUMENTS)
print(json.dumps(dict(seen, code=code)))
"""

# Settings whose New Game choices put Hard to move first.
COMPUTER_FIRST = b"[new_game]\nopponent=computer\nlevel=hard\nfirst_player=1\n"


def watched_start(data_dir, *arguments: str) -> dict:
    script = WATCHED_START.replace("ARGUMENTS", repr(["triangles", *arguments]))
    result = run_script(data_dir, script)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["code"] == 0
    return seen


def saved_game(folder, players) -> str:
    game = Game(Board.generate(24, seed=4), players=players)
    game.play(*(int(v) for v in game.legal_moves()[0]))
    path = folder / "saved.triangles"
    path.write_bytes(game_to_bytes(game))
    return str(path)


def test_a_picture_prepares_one_board_and_starts_no_computer(_isolated_data_dir, tmp_path):
    (_isolated_data_dir / "settings.ini").write_bytes(COMPUTER_FIRST)
    picture = tmp_path / "window.png"
    seen = watched_start(
        _isolated_data_dir, "--size", "180", "--seed", "3", "--screenshot", str(picture)
    )
    assert picture.stat().st_size > 1000
    assert seen["prepared"] == [[180, 3]], "only the board of the picture is prepared"
    assert seen["workers"] == [], "a picture never starts the computer's process"


@pytest.mark.parametrize(
    ("autosaved", "arguments", "prepared"),
    [
        (True, [], [[24, 5]]),
        (False, ["--size", "24", "--seed", "7"], [[24, 7]]),
        (False, ["--load", "GAME"], [[24, 4]]),
        (True, ["--seed", "7"], [[24, 5], [60, 7]]),  # the second is offered in its place
    ],
    ids=["resumed", "size and seed", "load", "resumed, another asked for"],
)
def test_a_start_prepares_each_board_once_and_none_in_vain(
    _isolated_data_dir, tmp_path, autosaved, arguments, prepared
):
    if autosaved:
        game = game_in_progress(9, TWO_PEOPLE, seed=5)
        (_isolated_data_dir / "autosave.triangles").write_bytes(game_to_bytes(game))
    arguments = [saved_game(tmp_path, TWO_PEOPLE) if a == "GAME" else a for a in arguments]
    seen = watched_start(_isolated_data_dir, *arguments)
    assert seen["prepared"] == prepared
    assert seen["board"] == prepared[0]


def test_the_computer_starts_once_the_window_is_painted_and_only_when_needed(
    _isolated_data_dir, tmp_path
):
    # Against the computer (the first start's choices): its process starts, after the paint.
    seen = watched_start(_isolated_data_dir, "--size", "24", "--seed", "7")
    assert seen["workers"] == [{"after_paint": True}]
    # Its turn first: the same.
    (_isolated_data_dir / "settings.ini").write_bytes(COMPUTER_FIRST)
    seen = watched_start(_isolated_data_dir, "--size", "24", "--seed", "8")
    assert seen["workers"] == [{"after_paint": True}]
    # Two people: no computer's process at all.
    seen = watched_start(_isolated_data_dir, "--load", saved_game(tmp_path, TWO_PEOPLE))
    assert seen["workers"] == []


def test_a_resumed_game_against_the_computer_starts_it_after_the_paint(_isolated_data_dir):
    game = game_in_progress(6, YOU_VS_COMPUTER, seed=5)
    (_isolated_data_dir / "autosave.triangles").write_bytes(game_to_bytes(game))
    seen = watched_start(_isolated_data_dir)
    assert seen["board"] == [24, 5]
    assert seen["workers"] and all(worker["after_paint"] for worker in seen["workers"])


# What the first paint does not need, and so a start does not load: the computer's search and
# its processes, the dialogs (loaded when first opened), the package's metadata (read for
# About and --version), numpy's masked arrays.
NOT_FOR_THE_FIRST_PAINT = (
    "triangles_qt.ai",
    "triangles_qt.ai.worker",
    "triangles_qt.computer.worker_process",
    "multiprocessing",
    "triangles_qt.ui.new_game_dialog",
    "triangles_qt.ui.rules_window",
    "triangles_qt.ui.about",
    "importlib.metadata",
    "numpy.ma",
)

PICTURE_THEN_MODULES = """
import gc, json, sys
from triangles_qt import app
code = app.main(ARGUMENTS)
print(json.dumps({
    "code": code,
    "loaded": [name for name in NAMES if name in sys.modules],
    "collector": [gc.isenabled(), gc.get_freeze_count() > 0],
}))
"""


def test_a_picture_loads_nothing_the_first_paint_does_not_need(_isolated_data_dir, tmp_path):
    script = PICTURE_THEN_MODULES.replace("NAMES", repr(NOT_FOR_THE_FIRST_PAINT)).replace(
        "ARGUMENTS", repr(["triangles", "--size", "60", "--screenshot", str(tmp_path / "w.png")])
    )
    result = run_script(_isolated_data_dir, script)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["code"] == 0
    assert seen["loaded"] == []
    # Python's cycle collector runs again after the start, and leaves what it built alone.
    assert seen["collector"] == [True, True]


@pytest.mark.parametrize(("own", "expected"), [(None, "1"), ("3", "3")])
def test_numpy_loads_with_one_blas_thread_unless_told_otherwise(own, expected):
    """numpy's BLAS, which nothing here uses, starts one thread, not one per core (a setting
    of the user's own is kept)."""
    environment = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    if own is not None:
        environment["OPENBLAS_NUM_THREADS"] = own
    code = "import os, triangles_qt.engine; print(os.environ['OPENBLAS_NUM_THREADS'])"
    result = subprocess.run(
        [sys.executable, "-c", code], env=environment, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == expected


def test_a_window_shown_but_never_painted_still_lets_its_computer_play(qtbot, make_window):
    """Minimised at start, say: no paint comes, and the computer starts a moment after the
    window is shown instead (its turn first here, so its line comes)."""
    game = Game(Board.generate(24, seed=3), players=YOU_VS_COMPUTER, first_player=1)
    window = make_window(first_game=game, computer_after_paint=True, computer_delay_ms=0)
    window.setUpdatesEnabled(False)  # never painted
    paints = PaintCount()
    window.board_view.viewport().installEventFilter(paints)
    assert window.session.computer_held and game.move_count == 0
    window.show()
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=20_000)
    assert not window.session.computer_held and paints.count == 0


class PaintCount(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.count += event.type() == QEvent.Type.Paint
        return False
