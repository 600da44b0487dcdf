"""settings.ini while the app runs (issue 31): QSettings is never handed a name that is not a
regular file, so a named pipe put there (or where QSettings keeps its lock) cannot hold the
window for ever; the player is told once, and the settings are written once the name is free."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys

import pytest

from triangles_qt.persistence import ProblemKind
from triangles_qt.settings import Settings

from ..app_process import driven_start, run_script, seen_by
from .faults import NOT_A_FILE

POSIX_ONLY = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")
TOLD = (
    "Your settings could not be saved. Its name belongs to a folder, pipe or device, not to a "
    "file. The file was left as it is and will not be changed."
)

# A window plays; then a named pipe takes NAME in the data folder, and the player starts a New
# game (its choices are saved at once), switches the theme (saved from the event loop), draws
# lines and closes the window (saved again). In a process of its own, so a QSettings waiting on
# the pipe makes this test fail by its time limit instead of holding the test run.
PIPE_WHILE_RUNNING = """
import json, os
from pathlib import Path
from PySide6.QtWidgets import QApplication
from triangles_qt.engine import Board, Player
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.new_game_dialog import NewGameDialog

application = QApplication([])
window = MainWindow()
window.board_view.set_animations_enabled(False)
window.start_game(Board.generate(24, seed=5), players=(Player("Ana"), Player("Ben")))
window.settings.theme = "nebula"
window.settings.sync()
pipe = Path(os.environ["TRIANGLES_DATA_DIR"]) / NAME
pipe.unlink(missing_ok=True)
os.mkfifo(pipe)
window.menus.new_game.trigger()
dialog = window.findChild(NewGameDialog)
dialog.human_radio.setChecked(True)
dialog.accept()
while window.session.is_preparing:
    QApplication.processEvents()
window.set_theme("daylight")
QApplication.processEvents()
for _ in range(2):
    window.board_view.line_requested.emit(*(int(v) for v in window.game.legal_moves()[0]))
    window.bookkeeper.autosave_writer.flush()
    QApplication.processEvents()
window.close()
print(json.dumps(window.files.messages))
"""


@POSIX_ONLY
@pytest.mark.parametrize("name", ["settings.ini", "settings.ini.lock"])
def test_a_pipe_put_in_the_settings_place_while_the_app_runs_is_never_waited_on(
    _isolated_data_dir, name
):
    result = subprocess.run(
        [sys.executable, "-c", PIPE_WHILE_RUNNING.replace("NAME", repr(name))],
        env=dict(os.environ, TRIANGLES_DATA_DIR=str(_isolated_data_dir)),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    messages = json.loads(result.stdout.strip().splitlines()[-1])
    assert sum(TOLD in message for message in messages) == 1, messages
    assert stat.S_ISFIFO(os.lstat(_isolated_data_dir / name).st_mode)


def test_settings_wait_while_their_name_is_a_link_to_nothing_and_are_written_after(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.theme = "daylight"
    settings.sync()
    path.unlink()
    path.symlink_to(tmp_path / "nowhere.ini")
    settings.theme = "high_contrast"
    settings.sync()
    problem = settings.write_problem
    assert problem is not None and problem.kind is ProblemKind.BAD_LINK and problem.blocked
    assert settings.theme == "high_contrast"  # kept in memory
    assert path.is_symlink() and not (tmp_path / "nowhere.ini").exists()
    path.unlink()  # the name is free again: what was kept is written with the next write
    settings.animations = False
    settings.sync()
    assert settings.write_problem is None
    again = Settings(path)
    assert (again.theme, again.animations) == ("high_contrast", False)


def test_a_change_is_written_from_the_event_loop_without_a_sync(qapp, tmp_path):
    """As QSettings does by itself: the window sets some choices without calling sync()."""
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.language = "fi"
    qapp.processEvents()
    assert "language=fi" in path.read_text()


# The New Game dialog of a first start, filled in with NAMES for two people, and the theme
# switched; then the window is closed. The next start records what it remembers.
NAME_THE_PLAYERS = """
def on_window(window, seen):
    dialog = window.new_game_dialog
    dialog.human_radio.setChecked(True)
    for edit, name in zip(dialog.name_edits, NAMES):
        edit.setText(name)
    accepted = dialog.choices()
    seen["accepted"] = [accepted.name1, accepted.name2]
    dialog.accept()
    window.set_theme("daylight")
    window.close()
    QApplication.processEvents()
    seen["messages"] = list(window.files.messages)
"""
WHAT_IS_REMEMBERED = """
def on_window(window, seen):
    choices = window.settings.new_game
    seen["names"] = [choices.name1, choices.name2]
    seen["opponent"] = choices.opponent
    seen["theme"] = window.settings.theme
    seen["messages"] = list(window.files.messages)
"""


@pytest.mark.parametrize(
    "names",
    [("Team #1", 'Ann "Red"'), ('#1 \\ \u00e9 "x" ;,', "@home a\ufeffb")],
    ids=["hash-and-quotes", "escapes-at-sign-and-mark"],
)
def test_every_name_the_new_game_dialog_accepts_survives_a_restart(_isolated_data_dir, names):
    """Issue 42: a name QSettings writes unquoted (a # or a quote in it) wiped every setting at
    the next start. (A name with a leading byte-order mark, which the dialog's line edit drops
    by itself, is test_hostile_files'.)"""
    first = seen_by(
        run_script(_isolated_data_dir, driven_start(NAME_THE_PLAYERS.replace("NAMES", repr(names))))
    )
    assert first["messages"] == [] and first["accepted"] == list(names)
    again = seen_by(run_script(_isolated_data_dir, driven_start(WHAT_IS_REMEMBERED)))
    assert again["names"] == list(names)  # byte for byte
    assert (again["opponent"], again["theme"]) == ("human", "daylight")
    assert again["messages"] == []
    assert not list(_isolated_data_dir.glob("settings.ini.damaged-*"))


# A named pipe swapped in for NAME right after the app's check of the settings' names (the
# CALL-th check: the first is made at start, before the settings are read; the second before
# the first write). Once the window is up, the theme is switched (a write) and a line drawn.
SWAPPED_AFTER_THE_CHECK = """
import os
from pathlib import Path
import triangles_qt.settings as settings_module

checks = []
check = settings_module.settings_write_problem
def check_then_swap(path=None):
    problem = check(path)
    checks.append(path)
    if len(checks) == CALL:
        target = Path(os.environ["TRIANGLES_DATA_DIR"]) / NAME
        target.unlink(missing_ok=True)
        os.mkfifo(target)
    return problem
settings_module.settings_write_problem = check_then_swap

def on_window(window, seen):
    window.new_game_dialog.reject()
    window.set_theme("daylight")
    QApplication.processEvents()  # written from the event loop
    window.board_view.line_requested.emit(*(int(v) for v in window.game.legal_moves()[0]))
    window.close()
    QApplication.processEvents()
    seen["messages"] = list(window.files.messages)
"""


@POSIX_ONLY
@pytest.mark.parametrize(("name", "call"), [("settings.ini", 1), ("settings.ini.lock", 2)])
def test_a_pipe_swapped_in_after_the_check_is_never_waited_on(_isolated_data_dir, name, call):
    """Issue 42: QSettings opened settings.ini (or its lock) after the app's check, and a pipe
    put there in between held the window for good."""
    (_isolated_data_dir / "settings.ini").write_text("[new_game]\nopponent=human\n")
    script = SWAPPED_AFTER_THE_CHECK.replace("NAME", repr(name)).replace("CALL", str(call))
    seen = seen_by(run_script(_isolated_data_dir, driven_start(script), timeout=90))
    told = [message for message in seen["messages"] if NOT_A_FILE in message]
    assert len(told) == 1, seen["messages"]
    assert stat.S_ISFIFO(os.lstat(_isolated_data_dir / name).st_mode)  # left alone
