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
