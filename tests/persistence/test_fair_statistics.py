"""Fair statistics (issue 14): the win rate over decided games, draws beside it, a draw keeps a
winning streak, 0.1 files convert, an abandoned game against the computer counts as a loss, and
a result that could not be written is written later (issue 15)."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.persistence.games import autosaved, open_file
from triangles_qt.engine import Board, Game
from triangles_qt.engine.counted import giving_up_counts_as_loss
from triangles_qt.persistence import StatisticsStore, game_to_bytes
from triangles_qt.persistence.statistics import (
    DRAWN,
    FORMAT_VERSION,
    LOST,
    WON,
    Record,
    game_result,
)
from triangles_qt.ui.abandon_prompt import abandon_question

from .games import TWO_PEOPLE, YOU_VS_COMPUTER, game_in_progress, one_line_from_the_end

# What Triangles 0.1 wrote: version 1, where a draw had ended the streak.
STATISTICS_0_1 = {
    "format": "triangles-statistics",
    "version": 1,
    "records": [
        {"level": "hard", "size": 60, "played": 6, "won": 3, "lost": 1, "drawn": 2,
         "streak": 0, "best_streak": 2},
        {"level": "easy", "size": 24, "played": 1, "won": 0, "lost": 0, "drawn": 1,
         "streak": 0, "best_streak": 0},
    ],
}  # fmt: skip


def test_the_win_rate_counts_decided_games_only():
    record = Record()
    assert record.win_rate is None
    record.add(DRAWN)
    assert record.win_rate is None  # nothing decided yet
    for outcome in (WON, DRAWN, DRAWN, LOST, WON, WON):
        record.add(outcome)
    assert (record.won, record.lost, record.drawn, record.decided) == (3, 1, 3, 4)
    assert record.win_rate == pytest.approx(0.75)


def test_version_1_statistics_load_and_are_written_as_version_3(_isolated_data_dir):
    path = _isolated_data_dir / "statistics.json"
    path.write_text(json.dumps(STATISTICS_0_1))
    store = StatisticsStore()
    assert store.load() is None
    hard = store.statistics.record("hard", 60)
    assert (hard.played, hard.won, hard.lost, hard.drawn, hard.best_streak) == (6, 3, 1, 2, 2)
    assert hard.win_rate == pytest.approx(0.75)
    finished, move = one_line_from_the_end("drawn")
    finished.play(*move)
    assert store.add_game(finished) is None
    written = json.loads(path.read_text())
    assert written["version"] == FORMAT_VERSION == 3
    again = StatisticsStore()
    assert again.load() is None
    assert again.statistics.record("hard", 60) == hard
    assert again.statistics.record("easy", 12).drawn == 1


def test_the_dialog_shows_the_fair_rate_beside_the_draws(window, _isolated_data_dir):
    (_isolated_data_dir / "statistics.json").write_text(json.dumps(STATISTICS_0_1))
    window.bookkeeper.statistics.load()
    dialog = window.files.show_statistics()
    rows = {row[1]: row for row in dialog.row_texts()}
    assert rows["60"][2:7] == ["6", "3", "1", "2", "75%"]
    assert rows["24"][6] == "\u2013"  # only a draw: no rate
    dialog.close()


# -- Abandoning a game ---------------------------------------------------------------------------


def _game_the_person_has_played_in() -> Game:
    game = game_in_progress(moves=4, players=YOU_VS_COMPUTER)
    assert any(player == 0 for _, _, player in game.lines)
    return game


def test_which_abandoned_games_count_as_a_loss():
    assert giving_up_counts_as_loss(_game_the_person_has_played_in())
    assert not giving_up_counts_as_loss(game_in_progress(moves=4, players=TWO_PEOPLE))
    computer_first = Game(Board.generate(24, seed=2), players=YOU_VS_COMPUTER, first_player=1)
    computer_first.play(*(int(v) for v in computer_first.legal_moves()[0]))
    assert not giving_up_counts_as_loss(computer_first)  # only the computer has drawn
    finished, move = one_line_from_the_end("lost")
    finished.play(*move)
    assert not giving_up_counts_as_loss(finished)  # counted as a result already
    assert not giving_up_counts_as_loss(None)


def test_the_question_to_ask_before_giving_up_a_game():
    loss = abandon_question(_game_the_person_has_played_in())
    assert loss == "Abandon this game? It counts as a loss."
    assert abandon_question(_game_the_person_has_played_in(), restarting=True) == loss
    two_people = game_in_progress(moves=4, players=TWO_PEOPLE)
    assert abandon_question(two_people) is None
    assert "Restart" in abandon_question(two_people, restarting=True)
    fresh = Game(Board.generate(24, seed=2), players=YOU_VS_COMPUTER)
    assert abandon_question(fresh, restarting=True) is None


@pytest.mark.parametrize("language", ["id", "ro", "fi", "pl"])
def test_the_questions_are_translated(qapp, language):
    from triangles_qt import i18n

    games = (_game_the_person_has_played_in(), game_in_progress(players=TWO_PEOPLE))
    english = [abandon_question(game, restarting=True) for game in games]
    try:
        assert i18n.set_language(language) == language
        translated = [abandon_question(game, restarting=True) for game in games]
    finally:
        i18n.set_language("en")
    for source, text in zip(english, translated, strict=True):
        assert text and text != source


@pytest.mark.parametrize("how", ["new game", "restart", "open"])
def test_giving_up_against_the_computer_counts_as_a_loss(window, tmp_path, how):
    game = _game_the_person_has_played_in()
    window.set_game(game)
    if how == "new game":
        window.set_game(Game(Board.generate(24, seed=8), players=YOU_VS_COMPUTER))
    elif how == "restart":
        window.restart()  # asks first
        box = window.abandon_prompt.box
        assert box.text() == "Abandon this game? It counts as a loss."
        assert window.game is game
        box.findChild(QPushButton, "confirmAbandonButton").click()
    else:
        path = tmp_path / "other.triangles"
        path.write_bytes(game_to_bytes(game_in_progress(players=TWO_PEOPLE)))
        open_file(window, path)  # asks first
        box = window.abandon_prompt.box
        assert box.text() == "Abandon this game? It counts as a loss."
        assert window.game is game
        box.findChild(QPushButton, "confirmAbandonButton").click()
    assert window.game is not game
    record = window.bookkeeper.statistics.statistics.record("easy", 24)
    assert (record.played, record.lost) == (1, 1)
    autosaved(window)  # the statistics too, written off the window's thread
    assert StatisticsStore().load() is None and StatisticsStore().path.exists()


def test_replacing_a_game_with_no_line_of_the_person_counts_nothing(window):
    window.set_game(Game(Board.generate(24, seed=8), players=YOU_VS_COMPUTER))
    window.set_game(game_in_progress(players=TWO_PEOPLE))
    window.set_game(game_in_progress(players=TWO_PEOPLE, seed=6))
    assert window.bookkeeper.statistics.statistics.is_empty


# -- A result that could not be written ----------------------------------------------------------


def _full_disk(*args):
    raise OSError(28, "No space left on device")


def test_a_result_that_could_not_be_written_is_written_with_the_next_write(
    window, monkeypatch, _isolated_data_dir
):
    game, move = one_line_from_the_end("won")
    window.set_game(game)
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", _full_disk)
        window.board_view.line_requested.emit(*move)
        autosaved(window)
        assert game.is_over
        assert window.bookkeeper.statistics.unsaved
    assert not (_isolated_data_dir / "statistics.json").exists()
    # The disk has room again: the next autosave succeeds, and the result goes with it.
    other = window.start_game(Board.generate(24, seed=3))
    autosaved(window)
    assert other is window.game
    assert not window.bookkeeper.statistics.unsaved
    on_disk = StatisticsStore()
    assert on_disk.load() is None and on_disk.statistics.record("easy", 12).won == 1
    assert sum("statistics could not be saved" in m for m in window.files.messages) == 1


def test_a_result_that_could_not_be_written_is_written_at_quit(
    window, monkeypatch, _isolated_data_dir
):
    game, move = one_line_from_the_end("lost")
    window.set_game(game)
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", _full_disk)
        window.board_view.line_requested.emit(*move)
    assert window.bookkeeper.statistics.unsaved
    window.close()
    on_disk = StatisticsStore()
    assert on_disk.load() is None and on_disk.statistics.record("easy", 12).lost == 1


def test_the_open_dialog_grows_to_show_the_table_in_a_longer_language(
    window, qtbot, _isolated_data_dir
):
    from triangles_qt import i18n

    (_isolated_data_dir / "statistics.json").write_text(json.dumps(STATISTICS_0_1))
    window.bookkeeper.statistics.load()
    window.show()
    dialog = window.files.show_statistics()
    qtbot.waitExposed(dialog)
    try:
        assert i18n.set_language("ro") == "ro"
        margins = dialog.layout().contentsMargins()
        # The platform applies a new window size from the event loop.
        qtbot.waitUntil(
            lambda: dialog.width() >= dialog.table.width() + margins.left() + margins.right(),
            timeout=3000,
        )
    finally:
        i18n.set_language("en")
        dialog.close()


def test_open_keeps_the_game_when_the_player_declines(window, tmp_path):
    game = _game_the_person_has_played_in()
    window.set_game(game)
    path = tmp_path / "other.triangles"
    path.write_bytes(game_to_bytes(game_in_progress(players=TWO_PEOPLE)))
    open_file(window, path)
    window.abandon_prompt.box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.game is game
    assert window.bookkeeper.statistics.statistics.is_empty


def test_the_prompt_proceeds_at_once_when_nothing_is_lost(window):
    from triangles_qt.ui.abandon_prompt import ask_before_abandoning

    ran = []
    fresh = Game(Board.generate(24, seed=8), players=YOU_VS_COMPUTER)
    assert ask_before_abandoning(window, fresh, lambda: ran.append(1)) is None
    assert ran == [1]
    box = ask_before_abandoning(
        window, game_in_progress(players=TWO_PEOPLE), lambda: ran.append(2), restarting=True
    )
    assert box is not None and "Restart" in box.text() and ran == [1]
    box.findChild(QPushButton, "confirmAbandonButton").click()
    assert ran == [1, 2]


def test_a_game_continued_from_a_position_counts_neither_as_played_nor_abandoned():
    finished, move = one_line_from_the_end("won")
    continued = finished.continued_from(finished.move_count, YOU_VS_COMPUTER)
    assert game_result(finished.continued_from(0, finished.players)) is None  # not over
    continued.play(*move)
    assert continued.is_over and game_result(continued) is None
    started_here = _game_the_person_has_played_in()
    practice = started_here.continued_from(started_here.move_count - 1, YOU_VS_COMPUTER)
    practice.play(*(int(v) for v in practice.legal_moves()[0]))
    assert not giving_up_counts_as_loss(practice)
