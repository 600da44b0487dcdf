"""The window's persistence, end to end: statistics, resume, Save/Open, picture export, and
every kind of damaged file met while the app runs."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QMessageBox

from tests.persistence.games import autosaved, open_file
from tests.windows import close_window
from triangles_qt import persistence as storage
from triangles_qt.app import OpenedWindow, open_window
from triangles_qt.background import PROCESS_NAME, StandbyProcess
from triangles_qt.command_line import parse_arguments
from triangles_qt.engine import Board, Game
from triangles_qt.persistence import AutosaveStore, Problem, ProblemKind, quarantined_files
from triangles_qt.persistence.statistics import StatisticsStore
from triangles_qt.settings import NewGameChoices, Settings
from triangles_qt.ui.main_window import MainWindow

from .games import (
    TWO_PEOPLE,
    damaged_game_files,
    damaged_statistics_files,
    game_in_progress,
    one_line_from_the_end,
)


@pytest.fixture
def start_window(qapp):
    """The window as a plain start opens it (`app.open_window`): with the unfinished game of
    last time, if there is one. Kept until the test ends, then ended as every test's window
    is (`close_window`). A start has its application before its window (`qapp`), also when
    this is the first test run."""
    opened_windows: list[OpenedWindow] = []

    def start() -> OpenedWindow:
        opened = open_window(Settings(), parse_arguments([]))
        opened_windows.append(opened)
        opened.window.board_view.set_animations_enabled(False)
        return opened

    yield start
    for opened in reversed(opened_windows):
        close_window(opened.window)


def play_as_person(window: MainWindow, i: int, j: int) -> None:
    """Draw a line the way the board view reports a player's pick (and let it be saved)."""
    window.board_view.line_requested.emit(i, j)
    autosaved(window)


def assert_usable(window: MainWindow) -> None:
    """A new game can be started and a line drawn in it."""
    game = window.start_game(Board.generate(24, seed=11))
    i, j = (int(v) for v in game.legal_moves()[0])
    play_as_person(window, i, j)
    assert window.game is game and game.move_count == 1


# -- Statistics -----------------------------------------------------------------------------


@pytest.mark.parametrize("outcome", ["won", "lost", "drawn"])
def test_a_finished_game_against_the_computer_is_counted_once(make_window, outcome):
    window = make_window()
    game, move = one_line_from_the_end(outcome)
    window.set_game(game)
    play_as_person(window, *move)
    assert game.is_over
    record = window.bookkeeper.statistics.statistics.record("easy", 12)
    counts = {"won": record.won, "lost": record.lost, "drawn": record.drawn}
    assert record.played == 1 and counts[outcome] == 1 and sum(counts.values()) == 1
    # Undo the last line and draw it again: still one game.
    window.undo()
    assert not game.is_over
    play_as_person(window, *move)
    assert game.is_over
    assert window.bookkeeper.statistics.statistics.record("easy", 12).played == 1
    # On disk, for the next start.
    on_disk = StatisticsStore()
    assert on_disk.load() is None
    assert on_disk.statistics.record("easy", 12).played == 1


def test_another_game_counts_again(make_window):
    window = make_window()
    game, move = one_line_from_the_end("won")
    window.set_game(game)
    play_as_person(window, *move)
    replay = game.to_record()["moves"]
    window.set_game(Game.from_record({**game.to_record(), "moves": replay[:-1]}))
    play_as_person(window, *move)
    assert window.bookkeeper.statistics.statistics.record("easy", 12).won == 2


def test_two_player_games_are_not_counted(make_window):
    window = make_window()
    game, move = one_line_from_the_end("won", players=TWO_PEOPLE)
    window.set_game(game)
    play_as_person(window, *move)
    assert game.is_over
    assert window.bookkeeper.statistics.statistics.is_empty
    assert not (storage.data_dir() / "statistics.json").exists()


def test_an_opened_finished_game_is_not_counted(make_window, tmp_path):
    game, move = one_line_from_the_end("won")
    game.play(*move)
    path = tmp_path / "finished.triangles"
    path.write_bytes(storage.game_to_bytes(game))
    window = make_window()
    open_file(window, path)
    assert window.game.is_over
    assert window.bookkeeper.statistics.statistics.is_empty


def test_statistics_dialog_shows_the_table_and_reset_asks_first(make_window, qtbot):
    window = make_window()
    for outcome in ("won", "won", "drawn"):
        game, move = one_line_from_the_end(outcome)
        window.set_game(game)
        play_as_person(window, *move)
    dialog = window.files.show_statistics()
    rows = dialog.row_texts()
    assert len(rows) == 1
    assert rows[0][:6] == ["Easy", "12", "3", "2", "0", "1"]
    assert rows[0][6] == "100%"  # two decided games, both won: the draw is left out
    assert rows[0][7:] == ["2", "2"]  # the draw did not end the streak of two
    box = dialog.ask_reset()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert len(dialog.row_texts()) == 1
    box = dialog.ask_reset()
    box.findChild(type(box.buttons()[0]), "confirmReset").click()
    assert dialog.row_texts() == []
    assert dialog.empty_label.isVisibleTo(dialog)
    assert json.loads((storage.data_dir() / "statistics.json").read_text())["records"] == []
    dialog.close()


# -- Resume ---------------------------------------------------------------------------------


def test_a_new_window_does_not_resume_the_start_does(make_window, start_window):
    game = game_in_progress(players=TWO_PEOPLE)
    AutosaveStore().save(game)
    window = make_window()
    assert window.game.to_record() != game.to_record()
    opened = start_window()
    assert opened.chosen and opened.window.game.to_record() == game.to_record()
    assert opened.window.statusBar().currentMessage() == "Your unfinished game is back."


def test_resume_after_a_crash_between_two_moves_restores_the_exact_position(
    make_window, start_window
):
    first = make_window()
    first.set_game(game_in_progress(players=TWO_PEOPLE))
    i, j = (int(v) for v in first.game.legal_moves()[0])
    play_as_person(first, i, j)
    expected = first.game.to_record()
    expected_scores, expected_turn = first.game.scores, first.game.current_player
    # The crash: the first window is never closed or asked to save anything.
    second = start_window().window
    assert second.game.to_record() == expected
    assert (second.game.scores, second.game.current_player) == (expected_scores, expected_turn)
    assert second.game.triangles == first.game.triangles
    assert second.board_view.game is second.game
    k, m = (int(v) for v in second.game.legal_moves()[0])
    play_as_person(second, k, m)
    assert second.game.move_count == len(expected["moves"]) + 1


def test_if_the_computer_was_thinking_it_thinks_again(start_window, qtbot):
    game = game_in_progress(moves=6)  # "You" against "Computer" (easy)
    if not game.players[game.current_player].is_computer:
        game.play(*(int(v) for v in game.legal_moves()[0]))
    assert game.players[game.current_player].is_computer
    AutosaveStore().save(game)
    window = start_window().window
    assert window.game.to_record() == game.to_record()
    assert not window.session.computer_thinking  # not before the window is on screen
    window.show()
    qtbot.waitUntil(lambda: window.session.computer_thinking)
    moves_before = window.game.move_count
    qtbot.waitUntil(lambda: window.game.move_count > moves_before, timeout=10_000)


def test_a_finished_game_is_not_resumed(start_window):
    game, move = one_line_from_the_end("won")
    game.play(*move)
    AutosaveStore().save(game)
    opened = start_window()
    assert not opened.chosen and opened.window.game.to_record() != game.to_record()
    assert opened.window.files.messages == []


def test_every_move_and_undo_is_autosaved(make_window):
    window = make_window()
    game = window.start_game(Board.generate(24, seed=4))
    for _ in range(3):
        play_as_person(window, *(int(v) for v in game.legal_moves()[0]))
        assert AutosaveStore().load()[0].to_record() == game.to_record()
    window.undo()
    autosaved(window)
    assert AutosaveStore().load()[0].move_count == 2


# -- Save, Open and picture export ------------------------------------------------------------


def test_save_and_open_a_game(make_window, tmp_path):
    window = make_window()
    window.set_game(game_in_progress(players=TWO_PEOPLE))
    path = tmp_path / "my game.triangles"
    assert window.files.save_to(path)
    other = make_window()
    open_file(other, path)
    assert other.game.to_record() == window.game.to_record()
    assert other.files.messages == []


def test_a_failed_save_keeps_the_earlier_file(make_window, tmp_path, monkeypatch):
    window = make_window()
    window.set_game(game_in_progress(players=TWO_PEOPLE))
    path = tmp_path / "game.triangles"
    assert window.files.save_to(path)
    before = path.read_bytes()
    play_as_person(window, *(int(v) for v in window.game.legal_moves()[0]))

    def full_disk(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    assert not window.files.save_to(path)
    assert path.read_bytes() == before
    assert "could not be saved" in window.files.messages[-1]


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_export_picture(make_window, tmp_path, suffix):
    window = make_window()
    game, move = one_line_from_the_end("won")
    game.play(*move)
    window.set_game(game)
    path = tmp_path / f"board.{suffix}"
    assert window.files.export_to(path)
    if suffix == "png":
        image = QImage(str(path))
        assert not image.isNull() and image.width() == 1600 and image.height() > 1000
    else:
        assert QSvgRenderer(str(path)).isValid()
        assert "You win!" in path.read_text(encoding="utf-8")


def test_the_game_menu_has_the_file_actions(make_window):
    window = make_window()
    names = [action.objectName() for action in window.menus.game_menu.actions()]
    for name in ("saveGame", "openGame", "exportPicture", "statistics"):
        assert name in names
    assert window.files.save_game.shortcut().toString() == "Ctrl+S"
    assert window.files.open_game.shortcut().toString() == "Ctrl+O"


# -- Damaged files while the app runs ----------------------------------------------------------


@pytest.mark.parametrize("case", sorted(damaged_statistics_files()))
def test_damaged_statistics_give_a_message_and_are_kept_aside(make_window, qtbot, case):
    original = damaged_statistics_files()[case]
    path = storage.data_dir() / "statistics.json"
    path.write_bytes(original)
    window = make_window()
    assert len(window.files.messages) == 1
    assert "Your statistics could not be read." in window.files.messages[0]
    [kept] = quarantined_files(path)
    assert kept.read_bytes() == original
    assert kept.name in window.files.messages[0]
    window.show()  # the message box comes once the window is on screen
    qtbot.waitUntil(lambda: window.files.message_box is not None)
    box = window.files.message_box
    assert f"{box.text()} {box.informativeText()}" == window.files.messages[0]
    window.files.message_box.close()
    assert_usable(window)
    assert kept.read_bytes() == original


@pytest.mark.parametrize("case", sorted(damaged_game_files()))
def test_a_damaged_autosave_gives_a_message_and_is_kept_aside(start_window, case):
    original = damaged_game_files()[case]
    path = storage.data_dir() / "autosave.triangles"
    path.write_bytes(original)
    opened = start_window()
    window = opened.window
    assert not opened.chosen
    assert "The game in progress could not be restored." in window.files.messages[-1]
    [kept] = quarantined_files(path)
    assert kept.read_bytes() == original
    assert_usable(window)
    assert AutosaveStore().load()[0].move_count == 1  # a fresh autosave beside the kept one
    assert kept.read_bytes() == original


@pytest.mark.parametrize("case", sorted(damaged_game_files()))
def test_a_damaged_game_file_gives_a_message_and_stays_as_it_was(make_window, tmp_path, case):
    original = damaged_game_files()[case]
    path = tmp_path / "shared.triangles"
    path.write_bytes(original)
    window = make_window()
    current = window.game
    open_file(window, path)
    assert window.game is current
    assert "Could not open the game" in window.files.messages[-1]
    assert "The current game goes on." in window.files.messages[-1]
    assert path.read_bytes() == original
    assert_usable(window)


def test_a_failing_autosave_says_so_once_and_keeps_the_previous_file(make_window, monkeypatch):
    window = make_window()
    game = window.start_game(Board.generate(24, seed=4))
    play_as_person(window, *(int(v) for v in game.legal_moves()[0]))
    before = (storage.data_dir() / "autosave.triangles").read_bytes()

    def read_only(*args):
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", read_only)
        play_as_person(window, *(int(v) for v in game.legal_moves()[0]))
        play_as_person(window, *(int(v) for v in game.legal_moves()[0]))
        assert game.move_count == 3
        assert len(window.files.messages) == 1
        assert "could not be saved" in window.files.messages[0]
        assert (storage.data_dir() / "autosave.triangles").read_bytes() == before
    play_as_person(window, *(int(v) for v in game.legal_moves()[0]))
    assert AutosaveStore().load()[0].move_count == 4


def test_settings_that_cannot_be_written_are_reported_once(make_window, monkeypatch):
    window = make_window()
    game = window.start_game(Board.generate(24, seed=4))
    refused = Problem(ProblemKind.WRITE_FAILED, window.settings.path, None, "refused")
    monkeypatch.setattr(Settings, "write_problem", property(lambda self: refused))
    play_as_person(window, *(int(v) for v in game.legal_moves()[0]))
    play_as_person(window, *(int(v) for v in game.legal_moves()[0]))
    assert game.move_count == 2
    assert len(window.files.messages) == 1
    assert "Your settings could not be saved" in window.files.messages[0]


def test_the_save_open_and_export_dialogs_do_what_they_say(make_window, tmp_path, qtbot):
    window = make_window()
    window.set_game(game_in_progress(players=TWO_PEOPLE))
    saved = tmp_path / "from the dialog.triangles"
    dialog = window.files.ask_save()
    dialog.fileSelected.emit(str(saved))
    dialog.close()
    assert storage.read_game_file(saved).to_record() == window.game.to_record()

    other = make_window()
    dialog = other.files.ask_open()
    dialog.fileSelected.emit(str(saved))
    dialog.close()
    qtbot.waitUntil(lambda: not other.session.is_preparing, timeout=10000)
    assert other.game.to_record() == window.game.to_record()

    picture = tmp_path / "shared.svg"
    dialog = window.files.ask_export()
    dialog.fileSelected.emit(str(picture))
    dialog.close()
    assert QSvgRenderer(str(picture)).isValid()


def test_saved_files_are_readable_by_others(make_window, tmp_path):
    window = make_window()
    path = tmp_path / "game.triangles"
    assert window.files.save_to(path)
    if os.name == "posix":
        umask = os.umask(0)
        os.umask(umask)
        # Like any new file (not private like a temporary file), so it can be shared.
        assert path.stat().st_mode & 0o777 == 0o666 & ~umask


def test_settings_that_cannot_be_saved_give_a_message(make_window, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"")  # settings.ini's folder would have to be here: writes fail
    window = make_window(settings=Settings(blocker / "settings.ini"))
    window.settings.new_game = NewGameChoices(size=24)
    window.settings.sync()
    window.start_game(Board.generate(24, seed=2))
    assert window.files.messages == [
        "Your settings could not be saved. The system did not allow the file to be written (the "
        "disk may be full or read-only). The previous file is unchanged. The game goes on."
    ]
    play_as_person(window, *(int(v) for v in window.game.legal_moves()[0]))
    assert len(window.files.messages) == 1  # said once


def test_the_file_actions_and_statistics_retranslate(make_window):
    from PySide6.QtCore import QCoreApplication, QEvent

    window = make_window()
    dialog = window.files.show_statistics()
    window.files.save_game.setText("stale")
    dialog.heading.setText("stale")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert window.files.save_game.text() == "&Save game\u2026"
    assert dialog.heading.text() == "Your results against the computer"
    dialog.close()


def test_a_game_is_read_and_replayed_off_the_gui_thread(make_window, tmp_path, qtbot):
    window = make_window()
    current = window.game
    path = tmp_path / "long.triangles"
    path.write_bytes(storage.game_to_bytes(game_in_progress(players=TWO_PEOPLE)))
    window.files.open_path(path)
    assert window.session.is_preparing and window.game is current
    assert not window.board_view.is_input_enabled()
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)
    assert window.game is not current
    assert window.game.to_record() == storage.read_game_file(path).to_record()


def _reading_processes() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name == PROCESS_NAME]


def _reading_process(qtbot) -> multiprocessing.process.BaseProcess:
    """This window's reading process, once the readers of windows closed before it in the same
    test process have ended (they stop on their own once their window is gone)."""
    qtbot.waitUntil(lambda: len(_reading_processes()) == 1, timeout=10000)
    [process] = _reading_processes()
    return process


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="needs SIGSTOP and /proc")
@pytest.mark.parametrize("when", ["before choosing the file", "after choosing the file"])
def test_a_reading_process_held_stopped_is_ended_and_the_file_read_another_way(
    make_window, tmp_path, qtbot, monkeypatch, when
):
    """Issue 42: the window waited for ever (busy, lines refused) for a stopped reader."""
    window = make_window()
    path = tmp_path / "friends.triangles"
    path.write_bytes(storage.game_to_bytes(game_in_progress(players=TWO_PEOPLE)))
    take = StandbyProcess.take

    def take_then_stop(standby):
        taken = take(standby)
        os.kill(taken[0].pid, signal.SIGSTOP)  # it has the file's name, and stops
        return taken

    dialog = window.files.ask_open()
    reader = _reading_process(qtbot)
    if when == "before choosing the file":
        os.kill(reader.pid, signal.SIGSTOP)
    else:
        monkeypatch.setattr(StandbyProcess, "take", take_then_stop)
    try:
        dialog.fileSelected.emit(str(path))
        dialog.close()
        qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=60000)
        qtbot.waitUntil(lambda: not reader.is_alive(), timeout=10000)  # ended by the watchdog
    finally:
        if reader.is_alive():
            reader.kill()
    assert window.game.to_record() == storage.read_game_file(path).to_record()
    assert window.files.messages == []


def test_a_killed_reading_process_is_reported_as_such(make_window, tmp_path, qtbot, monkeypatch):
    """Issue 42: it was reported as "The system did not allow the file to be read"."""
    window = make_window()
    current = window.game
    path = tmp_path / "friends.triangles"
    path.write_bytes(storage.game_to_bytes(game_in_progress(players=TWO_PEOPLE)))
    take = StandbyProcess.take

    def take_then_kill(standby):
        taken = take(standby)
        os.kill(taken[0].pid, signal.SIGKILL)  # as the system's out-of-memory killer would
        return taken

    monkeypatch.setattr(StandbyProcess, "take", take_then_kill)
    dialog = window.files.ask_open()
    dialog.fileSelected.emit(str(path))
    dialog.close()
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=30000)
    assert window.game is current
    assert window.files.messages == [
        "Could not open the game \u201cfriends.triangles\u201d. The process reading it was ended "
        "before it had finished; the file itself may be fine. The file was not changed. The "
        "current game goes on."
    ]
