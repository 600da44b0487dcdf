"""Every way of starting the app checks the data folder before it writes there (issue 31).

The plain start, `--size`, `--seed` and `--load` each meet each thing that may have the
autosave's name without being a game the app wrote: a damaged file, a link to a foreign file, a
dangling link, a named pipe, a socket, and (as an ordinary user) a file that user may not read.
The real start runs in its own process (`triangles_qt.app.main`, as `python -m triangles_qt`
runs it); once its window is up a line is drawn and the window closed, so the autosave is
written at least twice. Whatever was in the autosave's place is kept byte for byte (a link as a
link, its target untouched), and the player is told once.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from triangles_qt.engine import Board, Game
from triangles_qt.persistence import game_to_bytes

from ..app_process import driven_start, run_script, seen_by
from ..selection import slow_among
from .as_user import ordinary_user_can_run_the_app, ordinary_user_folder, run_as_ordinary_user
from .faults import AUTOSAVE, FAULTS, NOT_READABLE, POSIX_ONLY, private_file, told_once
from .games import TWO_PEOPLE

# Once the window is up: the message box and the New Game dialog of a plain start are closed, a
# line is drawn, the window is closed (the last autosave written), and what the window said is
# recorded.
DRAW_A_LINE_AND_CLOSE = """
def on_window(window, seen):
    for other in QApplication.topLevelWidgets():
        if other is not window and other.isVisible():
            other.close()
    game = window.game
    window.board_view.line_requested.emit(*(int(v) for v in game.legal_moves()[0]))
    seen["moves"] = game.move_count
    window.close()
    QApplication.processEvents()  # the autosave's outcome, sent from its thread
    seen["messages"] = list(window.files.messages)
"""

# The New Game choices a start with --size or --seed takes: two people, so no computer's
# process starts and the line drawn is the first player's.
TWO_PEOPLE_SETTINGS = b"[new_game]\nopponent=human\n"

START_PATHS = {
    "plain": [],
    "--size": ["--size", "24"],
    "--seed": ["--seed", "7"],
    "--load": ["--load", "GAME"],
}


# --size and --load in the default selection; the plain start and --seed (the path --size
# takes) in the slow one.
STARTS = slow_among(sorted(START_PATHS), slow=["plain", "--seed"])


def _script(arguments: list[str], saved_game) -> str:
    argv = [str(saved_game) if arg == "GAME" else arg for arg in arguments]
    return driven_start(DRAW_A_LINE_AND_CLOSE, argv)


def _saved_game(folder: Path) -> Path:
    """A game in progress between two people, saved where `--load` finds it."""
    game = Game(Board.generate(24, seed=4), players=TWO_PEOPLE)
    game.play(*(int(v) for v in game.legal_moves()[0]))
    path = folder / "friends.triangles"
    path.write_bytes(game_to_bytes(game))
    return path


def _seen(result: subprocess.CompletedProcess) -> dict:
    seen = seen_by(result)
    assert seen["code"] == 0 and seen["moves"] >= 1
    return seen


@POSIX_ONLY
@pytest.mark.parametrize("fault", FAULTS, ids=[fault.name for fault in FAULTS])
@pytest.mark.parametrize("start", STARTS)
def test_every_start_keeps_what_has_the_autosaves_name(_isolated_data_dir, tmp_path, start, fault):
    data, outside = _isolated_data_dir, tmp_path / "elsewhere"
    outside.mkdir()
    (data / "settings.ini").write_bytes(TWO_PEOPLE_SETTINGS)
    fault.make(data / AUTOSAVE, outside)
    saved_game = _saved_game(outside)
    saved_bytes = saved_game.read_bytes()
    seen = _seen(run_script(data, _script(START_PATHS[start], saved_game)))
    fault.kept(data / AUTOSAVE, outside)
    assert told_once(seen["messages"], fault), seen["messages"]
    assert saved_game.read_bytes() == saved_bytes  # a game opened is only ever read


@pytest.mark.parametrize("start", STARTS)
def test_every_start_leaves_an_autosave_the_user_may_not_read(start):
    """As an ordinary user (root may read anything): the file stays as it is, unwritten."""
    if not ordinary_user_can_run_the_app():
        pytest.skip("the ordinary user (nobody) cannot read this checkout or its Python")
    with ordinary_user_folder() as home:
        data = home / "Triangles"
        data.mkdir()
        (data / "settings.ini").write_bytes(TWO_PEOPLE_SETTINGS)
        for path in (data, data / "settings.ini"):
            os.chown(path, *_owner(home))
        secret = private_file(data / AUTOSAVE)  # root's own: the ordinary user may not read it
        saved_game = _saved_game(home)
        os.chown(saved_game, *_owner(home))
        result = run_as_ordinary_user(
            _script(START_PATHS[start], saved_game), {"TRIANGLES_DATA_DIR": str(data)}
        )
        seen = _seen(result)
        assert (data / AUTOSAVE).read_bytes() == secret
        assert not [p.name for p in data.iterdir() if p.name.startswith(AUTOSAVE + ".")]
        assert sum(NOT_READABLE in message for message in seen["messages"]) == 1


def _owner(folder) -> tuple[int, int]:
    status = os.stat(folder)
    return status.st_uid, status.st_gid
