"""The data folder gone for a while as the app runs (issue 42): what could not be written
meanwhile is written once the folder is back, and the player is told both times."""

from __future__ import annotations

from triangles_qt.persistence import AutosaveStore, StatisticsStore

from ..app_process import driven_start, run_script, seen_by

# Once the window is up (a plain start, two people: its New Game dialog closed), the data
# folder is moved away and a file put in its place; a game against the computer is lost (it
# counts); the folder comes back; another game is lost; the window is closed.
OUTAGE_WHILE_PLAYING = """
import os
from pathlib import Path
from tests.persistence.games import autosaved, one_line_from_the_end

def lose_a_game(window):
    game, move = one_line_from_the_end("lost")
    window.set_game(game)
    window.board_view.line_requested.emit(*move)
    autosaved(window)
    QApplication.processEvents()

def on_window(window, seen):
    window.new_game_dialog.reject()
    data = Path(os.environ["TRIANGLES_DATA_DIR"])
    away = data.with_name(data.name + "-away")
    data.rename(away)
    data.write_text("not a folder")
    lose_a_game(window)
    seen["during"] = list(window.files.messages)
    data.unlink()
    away.rename(data)
    lose_a_game(window)
    window.close()
    QApplication.processEvents()
    seen["messages"] = list(window.files.messages)
"""

FOLDER_GONE = "The folder where Triangles keeps your data cannot be opened."
KEPT_FOR_LATER = "saved there as soon as the folder can be used again"
SAVED_AGAIN = "Triangles can save your data again: what was kept is saved now."


def test_after_the_data_folder_comes_back_everything_is_saved(_isolated_data_dir):
    (_isolated_data_dir / "settings.ini").write_text("[new_game]\nopponent=human\n")
    seen = seen_by(run_script(_isolated_data_dir, driven_start(OUTAGE_WHILE_PLAYING)))
    statistics = StatisticsStore()
    assert statistics.load() is None
    assert statistics.statistics.record("easy", 12).lost == 2  # the game lost meanwhile too
    game, problem = AutosaveStore().read()
    assert problem is None and game is not None and game.is_over  # the last game, saved
    [told] = seen["during"]  # once, for both files
    assert told.startswith(FOLDER_GONE) and KEPT_FOR_LATER in told
    assert seen["messages"] == [told, SAVED_AGAIN]
