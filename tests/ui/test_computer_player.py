"""The computer opponent in the window: worker thread, thinking indicator, stale answers, undo."""

from __future__ import annotations

import threading
import time

from PySide6.QtWidgets import QApplication

from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.session import MIN_COMPUTER_DELAY_MS
from triangles_qt.ui import computer_player
from triangles_qt.ui.computer_player import ComputerPlayer
from triangles_qt.ui.main_window import MainWindow

VS_EASY = (Player("You"), Player("Computer", "easy"))


class SlowSearch:
    """A stand-in for choose_move that answers only when released, ignoring cancellation
    (the worst case: a search that does not notice it is no longer wanted)."""

    def __init__(self, answer=None) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.calls: list[dict] = []
        self.answer = answer

    def __call__(self, game, level, *, seed=None, time_limit=None, cancelled=None):
        self.calls.append(
            {
                "game": game,
                "level": level,
                "time_limit": time_limit,
                "cancelled": cancelled,
                "thread": threading.current_thread(),
            }
        )
        self.started.set()
        self.release.wait(10)
        if self.answer is not None:
            return self.answer
        i, j = game.legal_moves()[0]
        return int(i), int(j)


def first_legal(game: Game) -> tuple[int, int]:
    i, j = game.legal_moves()[0]
    return int(i), int(j)


def test_worker_answers_with_a_legal_line_off_the_gui_thread(qtbot, monkeypatch):
    fake = SlowSearch()
    fake.release.set()
    monkeypatch.setattr(computer_player, "choose_move", fake)
    player = ComputerPlayer()
    game = Game(Board.generate(24, seed=1))
    with qtbot.waitSignal(player.answered, timeout=5000) as blocker:
        request_id = player.request(game, "hard")
    got_id, i, j = blocker.args
    assert got_id == request_id
    assert game.check(i, j) is None
    call = fake.calls[0]
    assert call["thread"] is not threading.main_thread()
    assert call["game"] is not game  # a copy: the worker never shares the live game
    assert call["level"] == "hard" and call["time_limit"] == computer_player.HARD_TIME_LIMIT
    assert not player.busy
    assert player.shutdown(1000)


def test_cancel_raises_the_flag_the_search_polls(qtbot, monkeypatch):
    fake = SlowSearch()
    monkeypatch.setattr(computer_player, "choose_move", fake)
    player = ComputerPlayer()
    player.request(Game(Board.generate(24, seed=2)), "easy")
    assert fake.started.wait(5)
    assert fake.calls[0]["cancelled"]() is False
    player.cancel()
    assert fake.calls[0]["cancelled"]() is True
    fake.release.set()
    assert player.shutdown(5000)


def test_a_failing_search_is_reported_not_raised(qtbot, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("search exploded")

    monkeypatch.setattr(computer_player, "choose_move", broken)
    player = ComputerPlayer()
    with qtbot.waitSignal(player.failed, timeout=5000) as blocker:
        request_id = player.request(Game(Board.generate(24, seed=2)), "easy")
    assert blocker.args[0] == request_id
    assert "search exploded" in blocker.args[1]


def test_the_computer_answers_and_the_turn_comes_back(window, qtbot):
    game = window.start_game(Board.generate(24, seed=11), Rules(), VS_EASY)
    assert window.board_view.is_input_enabled()
    window.board_view.line_requested.emit(*first_legal(game))
    assert game.move_count == 1
    # The computer's turn: input off, thinking shown.
    assert window.computer_thinking
    assert not window.board_view.is_input_enabled()
    assert window.score_bar.thinking
    assert window.score_bar.active_seat() == 1
    assert "thinking" in window.score_bar.turn_text()
    qtbot.waitUntil(lambda: game.move_count == 2, timeout=10000)
    assert game.lines[1][2] == 1  # drawn by the computer
    assert not window.computer_thinking
    assert window.board_view.is_input_enabled()
    assert not window.score_bar.thinking
    assert window.score_bar.turn_text() == "Your turn"
    assert len(window.board_view.drawn_lines()) == 2


def test_the_computer_starts_when_it_is_first(window, qtbot):
    game = window.start_game(Board.generate(24, seed=12), Rules(), VS_EASY, first_player=1)
    assert window.computer_thinking
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=10000)
    assert game.current_player == 0
    assert not window.undo_action.isEnabled()  # nothing of the player's to take back


def test_the_computer_line_waits_a_moment(window, qtbot, monkeypatch):
    fake = SlowSearch()
    fake.release.set()  # answers at once
    monkeypatch.setattr(computer_player, "choose_move", fake)
    started = time.monotonic()
    game = window.start_game(Board.generate(24, seed=13), Rules(), VS_EASY, first_player=1)
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=MIN_COMPUTER_DELAY_MS + 3000)
    assert time.monotonic() - started >= MIN_COMPUTER_DELAY_MS / 1000


def settle(qtbot, window) -> None:
    """Wait for the worker's answer to reach the window and for anything it scheduled."""
    qtbot.waitUntil(lambda: not window.computer.busy, timeout=5000)
    QApplication.processEvents()
    QApplication.processEvents()


def test_new_game_while_thinking_drops_the_late_answer(window, qtbot, monkeypatch):
    fake = SlowSearch(answer=(0, 1))
    monkeypatch.setattr(computer_player, "choose_move", fake)
    window.session.computer_delay_ms = 0  # an accepted line shows at once
    board = Board.generate(24, seed=14)
    window.start_game(board, Rules(), VS_EASY, first_player=1)
    assert fake.started.wait(5)
    assert window.computer_thinking
    # New game (two players, same board, so the late line 0-1 would still be legal).
    fresh = window.start_game(board, Rules())
    assert fake.calls[0]["cancelled"]()  # the search was told to stop
    assert not window.computer_thinking
    assert window.board_view.is_input_enabled()
    fake.release.set()
    settle(qtbot, window)
    assert window.game is fresh
    assert fresh.move_count == 0
    assert len(window.board_view.drawn_lines()) == 0


def test_undo_while_thinking_cancels_and_takes_back_the_players_line(window, qtbot, monkeypatch):
    fake = SlowSearch()
    monkeypatch.setattr(computer_player, "choose_move", fake)
    window.session.computer_delay_ms = 0
    game = window.start_game(Board.generate(24, seed=15), Rules(), VS_EASY)
    window.board_view.line_requested.emit(*first_legal(game))
    assert fake.started.wait(5)
    window.undo_action.trigger()
    assert game.move_count == 0
    assert not window.computer_thinking
    assert window.board_view.is_input_enabled()
    fake.release.set()
    settle(qtbot, window)
    assert game.move_count == 0


def test_undo_against_the_computer_takes_back_its_reply_and_the_players_line(window, qtbot):
    game = window.start_game(Board.generate(24, seed=16), Rules(), VS_EASY)
    window.board_view.line_requested.emit(*first_legal(game))
    qtbot.waitUntil(lambda: game.move_count == 2, timeout=10000)
    first_line = game.moves[0]
    window.board_view.line_requested.emit(*first_legal(game))
    qtbot.waitUntil(lambda: game.move_count == 4, timeout=10000)
    window.undo_action.trigger()
    assert game.move_count == 2
    assert game.moves[0] == first_line
    assert game.current_player == 0
    assert window.board_view.is_input_enabled()
    assert len(window.board_view.drawn_lines()) == 2
    window.undo_action.trigger()
    assert game.move_count == 0
    assert not window.undo_action.isEnabled()


def test_input_is_ignored_while_the_computer_thinks(window, qtbot, monkeypatch):
    fake = SlowSearch()
    monkeypatch.setattr(computer_player, "choose_move", fake)
    game = window.start_game(Board.generate(24, seed=17), Rules(), VS_EASY, first_player=1)
    assert fake.started.wait(5)
    window.board_view.line_requested.emit(*first_legal(game))
    assert game.move_count == 0
    fake.release.set()
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=5000)


def test_hint_shows_hards_line_without_playing_it(window, qtbot, monkeypatch):
    fake = SlowSearch(answer=(3, 5))
    fake.release.set()
    monkeypatch.setattr(computer_player, "choose_move", fake)
    shown = []
    monkeypatch.setattr(window.board_view, "show_hint", lambda i, j: shown.append((i, j)))
    game = window.start_game(Board.generate(24, seed=18), Rules(), VS_EASY)
    assert game.check(3, 5) is None
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: shown == [(3, 5)], timeout=5000)
    assert fake.calls[0]["level"] == "hard"
    assert game.move_count == 0
    assert window.statusBar().currentMessage().startswith("Hint")


def test_a_stale_hint_is_not_shown(window, qtbot, monkeypatch):
    fake = SlowSearch(answer=(3, 5))
    monkeypatch.setattr(computer_player, "choose_move", fake)
    shown = []
    monkeypatch.setattr(window.board_view, "show_hint", lambda i, j: shown.append((i, j)))
    game = window.start_game(Board.generate(24, seed=19), Rules())
    window.hint_action.trigger()
    assert fake.started.wait(5)
    i, j = first_legal(game)
    window.board_view.line_requested.emit(i, j)  # the position moves on
    fake.release.set()
    qtbot.waitUntil(lambda: not window.computer.busy, timeout=5000)
    assert shown == []


def test_quitting_while_thinking_waits_for_the_worker(qtbot, monkeypatch):
    fake = SlowSearch()
    monkeypatch.setattr(computer_player, "choose_move", fake)
    win = MainWindow()
    qtbot.addWidget(win)
    win.start_game(Board.generate(24, seed=20), Rules(), VS_EASY, first_player=1)
    assert fake.started.wait(5)
    threading.Timer(0.2, fake.release.set).start()  # the search ends a little after the cancel
    win.close()
    assert not win.computer._pool.activeThreadCount()
