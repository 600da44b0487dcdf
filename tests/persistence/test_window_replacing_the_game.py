"""Every way the window replaces its game (New game, Open, Continue from here) checks what has
the autosave's name before writing there (issue 31), through the full MainWindow.

The fault is made after the window has started and written its autosave once (another program,
or a second copy of the app, put it there while Triangles ran), or before the window opens (a
window that never resumed a game, as after `--size`). Either way, whatever is in the autosave's
place is kept byte for byte, the player is told once, and the game goes on.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os

import pytest

from triangles_qt.engine import Board, Game
from triangles_qt.persistence import Problem, ProblemKind, game_to_bytes
from triangles_qt.persistence.messages import AUTOSAVE_FILE, STATISTICS_FILE, problem_message
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.new_game_dialog import NewGameDialog

from ..selection import slow_among
from .as_user import ordinary_user_can_run_the_app, ordinary_user_folder, run_as_ordinary_user
from .faults import AUTOSAVE, FAULTS, NOT_READABLE, POSIX_ONLY, private_file, told_once
from .games import TWO_PEOPLE, autosaved, open_file


def _new_game(window: MainWindow, qtbot, _outside) -> None:
    window.menus.new_game.trigger()
    dialog = window.findChild(NewGameDialog)
    dialog.human_radio.setChecked(True)
    dialog.accept()
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)


def _open(window: MainWindow, _qtbot, outside) -> None:
    game = Game(Board.generate(24, seed=9), players=TWO_PEOPLE)
    game.play(*(int(v) for v in game.legal_moves()[0]))
    path = outside / "opened.triangles"
    path.write_bytes(game_to_bytes(game))
    open_file(window, path)


def _continue(window: MainWindow, _qtbot, _outside) -> None:
    window.menus.continue_from_here[None].trigger()  # two people: nothing to give up, no question


ACTIONS = {"New game": _new_game, "Open": _open, "Continue from here": _continue}
# When the fault is made: after the window's first autosave (in the default selection), or
# before the window is built (in the slow one).
WHEN = slow_among(["after the first autosave", "before the window"], slow=["before the window"])


def _window_with_a_game(make_window) -> MainWindow:
    window = make_window()
    game = window.start_game(Board.generate(24, seed=5), players=TWO_PEOPLE)
    for _ in range(2):
        window.board_view.line_requested.emit(*(int(v) for v in game.legal_moves()[0]))
    autosaved(window)
    return window


@POSIX_ONLY
@pytest.mark.parametrize("fault", FAULTS, ids=[fault.name for fault in FAULTS])
@pytest.mark.parametrize("when", WHEN)
@pytest.mark.parametrize("action", sorted(ACTIONS))
def test_replacing_the_game_keeps_what_has_the_autosaves_name(
    qtbot, make_window, _isolated_data_dir, tmp_path, action, when, fault
):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    path = _isolated_data_dir / AUTOSAVE
    if when == "before the window":
        fault.make(path, outside)
        window = _window_with_a_game(make_window)
    else:
        window = _window_with_a_game(make_window)
        path.unlink()
        fault.make(path, outside)
    replaced = window.game
    ACTIONS[action](window, qtbot, outside)
    assert window.game is not replaced
    window.board_view.line_requested.emit(*(int(v) for v in window.game.legal_moves()[0]))
    autosaved(window)
    fault.kept(path, outside)
    assert told_once(window.files.messages, fault), window.files.messages


# In the ordinary user's process: a window starts a game and draws a line (so the autosave is
# written once), and when the fault comes after that, makes its own autosave unreadable (mode 000:
# its owner may not read it either). Then the action replaces the game, a line is drawn, and what
# the window said is printed, with the autosave's bytes as they were before.
REPLACE_AS_ORDINARY_USER = """
import hashlib, json, os
from pathlib import Path
from PySide6.QtWidgets import QApplication
from triangles_qt.engine import Board, Player
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.new_game_dialog import NewGameDialog

application = QApplication([])
path = Path(os.environ["TRIANGLES_DATA_DIR"]) / "autosave.triangles"
window = MainWindow()
window.board_view.set_animations_enabled(False)
game = window.start_game(Board.generate(24, seed=5), players=(Player("Ana"), Player("Ben")))
window.board_view.line_requested.emit(*(int(v) for v in game.legal_moves()[0]))
window.bookkeeper.autosave_writer.flush()
if AFTER_THE_FIRST_AUTOSAVE:
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    os.chmod(path, 0)
else:
    before = None
ACTION
window.board_view.line_requested.emit(*(int(v) for v in window.game.legal_moves()[0]))
window.bookkeeper.autosave_writer.flush()
QApplication.processEvents()
print(json.dumps({"moves": window.game.move_count, "messages": window.files.messages,
                  "before": before}))
"""

ACTIONS_AS_ORDINARY_USER = {
    "New game": """
window.menus.new_game.trigger()
dialog = window.findChild(NewGameDialog)
dialog.human_radio.setChecked(True)
dialog.accept()
while window.session.is_preparing:
    QApplication.processEvents()
""",
    "Open": """
from triangles_qt.persistence import Problem, ProblemKind, game_to_bytes
from triangles_qt.persistence.messages import AUTOSAVE_FILE, STATISTICS_FILE, problem_message
from triangles_qt.engine import Game
opened = Game(Board.generate(24, seed=9), players=(Player("Ana"), Player("Ben")))
opened.play(*(int(v) for v in opened.legal_moves()[0]))
saved = path.parent.parent / "opened.triangles"
saved.write_bytes(game_to_bytes(opened))
window.files.open_path(saved)
while window.session.is_preparing:
    QApplication.processEvents()
""",
    "Continue from here": "window.menus.continue_from_here[None].trigger()",
}


# Each fault once in the default selection (with a different action each), every pair in the
# slow one: each case starts the app as another user.
AS_ORDINARY_USER_CASES = [
    case
    if case in (("Continue from here", "after the first autosave"), ("Open", "before the window"))
    else pytest.param(*case, marks=pytest.mark.slow)
    for case in itertools.product(
        sorted(ACTIONS_AS_ORDINARY_USER), ["after the first autosave", "before the window"]
    )
]


@pytest.mark.parametrize(("action", "when"), AS_ORDINARY_USER_CASES)
def test_replacing_the_game_leaves_an_autosave_the_user_may_not_read(action, when):
    if not ordinary_user_can_run_the_app():
        pytest.skip("the ordinary user (nobody) cannot read this checkout or its Python")
    with ordinary_user_folder() as home:
        data = home / "Triangles"
        data.mkdir()
        status = home.stat()
        os.chown(data, status.st_uid, status.st_gid)
        after = when == "after the first autosave"
        secret = None if after else private_file(data / AUTOSAVE)  # root's own
        code = REPLACE_AS_ORDINARY_USER.replace("ACTION", ACTIONS_AS_ORDINARY_USER[action])
        code = code.replace("AFTER_THE_FIRST_AUTOSAVE", repr(after))
        process = run_as_ordinary_user(code, {"TRIANGLES_DATA_DIR": str(data)})
        assert process.returncode == 0, process.stderr
        seen = json.loads(process.stdout.strip().splitlines()[-1])
        assert seen["moves"] >= 1
        kept = (data / AUTOSAVE).read_bytes()
        if after:
            assert hashlib.sha256(kept).hexdigest() == seen["before"]
        else:
            assert kept == secret
        assert not [p.name for p in data.iterdir() if p.name.startswith(AUTOSAVE + ".")]
        assert sum(NOT_READABLE in message for message in seen["messages"]) == 1


@pytest.mark.parametrize("language", ["id", "ro", "fi", "pl"])
def test_what_was_found_before_writing_is_told_in_the_players_language(qapp, tmp_path, language):
    from triangles_qt import i18n

    path = tmp_path / AUTOSAVE
    kept = tmp_path / (AUTOSAVE + ".damaged-20260101-120000")
    found = {
        what: Problem(ProblemKind.NOT_VALID, path, kept, "x", before_writing=True)
        for what in (AUTOSAVE_FILE, STATISTICS_FILE)
    }
    english = {what: problem_message(what, problem) for what, problem in found.items()}
    assert english[AUTOSAVE_FILE] == (
        "The saved game in progress could not be read. The file is incomplete or damaged. The "
        f"damaged file was kept as \u201c{kept.name}\u201d. The game on the board is saved in "
        "its place."
    )
    try:
        assert i18n.set_language(language) == language
        for what, problem in found.items():
            translated = problem_message(what, problem)
            assert kept.name in translated
            # Every sentence is the language's own: none is left in English.
            for sentence in english[what].split(". "):
                assert sentence.rstrip(".") not in translated
    finally:
        i18n.set_language("en")
