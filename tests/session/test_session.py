"""The mid end on its own: whole games through `GameSession`, with no widget at all."""

from __future__ import annotations

import logging
import threading

import pytest
from PySide6.QtWidgets import QApplication

from tests.fakes import FakeComputer
from tests.windows import background_threads_end
from triangles_qt.engine import Board, Game, Player, Reason, Rules
from triangles_qt.session import GameSession, Move

VS_EASY = (Player("Ann"), Player("Computer", "easy"))


def first_legal(game: Game) -> tuple[int, int]:
    i, j = game.legal_moves()[0]
    return int(i), int(j)


class Recorder:
    """Every signal of a session, in order."""

    def __init__(self, session: GameSession) -> None:
        self.events: list[tuple] = []
        for name in (
            "game_replaced",
            "moved",
            "undone",
            "refused",
            "busy",
            "thinking_changed",
            "hint_found",
            "hint_unavailable",
            "computer_answer_replaced",
            "changed",
            "game_over",
            "preparing",
            "redone",
            "computer_restarted",
            "game_abandoned",
            "analysis_progress",
            "analysis_done",
            "analysis_failed",
        ):
            getattr(session, name).connect(
                lambda *args, name=name: self.events.append((name, *args))
            )

    def names(self) -> list[str]:
        return [event[0] for event in self.events]

    def of(self, name: str) -> list[tuple]:
        return [event[1:] for event in self.events if event[0] == name]


@pytest.fixture
def session(qtbot):
    session = GameSession()
    session.computer_delay_ms = 0
    yield session
    session.shutdown(5000)


def test_a_whole_game_against_the_computer_with_undo_and_hint(qtbot, session):
    record = Recorder(session)
    game = Game(Board.generate(24, seed=3), Rules(), VS_EASY)
    session.set_game(game)
    assert record.names()[:2] == ["game_replaced", "changed"]
    assert session.input_allowed and session.undo_count == 0

    # A hint: the strongest level's line, shown but not played.
    with qtbot.waitSignal(session.hint_found, timeout=10000) as hint:
        assert session.request_hint()
    assert game.check(*hint.args) is None
    assert game.move_count == 0

    # The person's line, then the computer's reply.
    session.request_line(*first_legal(game))
    assert session.computer_thinking and not session.input_allowed
    qtbot.waitUntil(lambda: game.move_count == 2, timeout=10000)
    assert [m.by_computer for (m,) in record.of("moved")] == [False, True]
    assert record.of("thinking_changed") == [(True,), (False,)]

    # Undo against the computer takes back its reply and the person's line.
    assert session.undo_count == 2
    assert session.undo() == 2
    assert game.move_count == 0 and record.of("undone") == [(2,)]

    # Play to the end: the person always takes the first legal line.
    while not game.is_over:
        if session.input_allowed:
            session.request_line(*first_legal(game))
        else:
            before = game.move_count
            qtbot.waitUntil(lambda before=before: game.move_count > before, timeout=10000)
    assert record.names().count("game_over") == 1
    assert record.names()[-1] == "game_over"
    moves = [m for (m,) in record.of("moved")]
    assert sum(len(m.closed) for m in moves) == sum(game.scores)
    assert not session.input_allowed and not session.hint_available
    # After the end, a line is refused because the game is over.
    session.request_line(0, 1)
    assert record.of("refused")[-1] == (0, 1, Reason.GAME_OVER)
    assert QApplication.allWidgets() == []  # the mid end needs no widget


def test_a_refused_line_changes_nothing(session):
    record = Recorder(session)
    game = Game(Board.generate(24, seed=4), Rules())
    session.set_game(game)
    i, j = first_legal(game)
    session.request_line(i, j)
    session.request_line(j, i)
    assert game.move_count == 1
    assert record.of("refused") == [(j, i, Reason.EXISTS)]


def test_play_again_is_reported_with_the_move(session):
    # Three stars: the third line closes the triangle; with play-again the closer goes on,
    # but the game is over, so it does not "play again".
    board = Board([(0, 0), (100, 0), (0, 100), (900, 900)])
    game = Game(board, Rules(play_again=True))
    record = Recorder(session)
    session.set_game(game)
    for line in ((0, 1), (1, 2)):
        session.request_line(*line)
    session.request_line(0, 2)
    move: Move = record.of("moved")[-1][0]
    assert move.closed and move.player == 0
    assert move.plays_again == (not game.is_over)


def test_busy_while_the_computer_thinks(qtbot, session):
    record = Recorder(session)
    game = Game(Board.generate(24, seed=5), Rules(), VS_EASY, first_player=1)
    session.set_game(game)
    assert session.computer_thinking
    session.request_line(*first_legal(game))
    assert record.names().count("busy") == 1
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=10000)


@pytest.fixture
def faked(qtbot):
    computer = FakeComputer()
    session = GameSession(computer)
    session.computer_delay_ms = 0
    game = Game(Board.generate(24, seed=6), Rules(), VS_EASY, first_player=1)
    session.set_game(game)
    assert computer.requests
    return session, computer, game


@pytest.mark.parametrize(
    "answer, problem",
    [((0, 99), "does not have"), ((3, 3), "does not have"), ("refused", "refused")],
)
def test_a_wrong_computer_answer_is_logged_reported_and_replaced(
    qtbot, faked, caplog, answer, problem
):
    session, computer, game = faked
    record = Recorder(session)
    if answer == "refused":
        first = first_legal(game)
        game.play(*first)  # behind the session's back, so the answer becomes refused
        game.undo()
        answer = next(
            (int(i), int(j))
            for i in range(24)
            for j in range(i + 1, 24)
            if game.check(i, j) is Reason.THROUGH_STAR
        )
    with caplog.at_level(logging.WARNING, logger="triangles_qt.session"):
        computer.answered.emit(1, *answer)
        qtbot.waitUntil(lambda: game.move_count == 1, timeout=2000)
    (details,) = record.of("computer_answer_replaced")
    assert problem in details[0]
    assert any(problem in r.getMessage() for r in caplog.records)
    assert game.lines[0][2] == 1  # the computer's seat played a legal line


def test_a_failed_search_is_logged_and_a_legal_line_played(qtbot, faked, caplog):
    session, computer, game = faked
    record = Recorder(session)
    with caplog.at_level(logging.WARNING, logger="triangles_qt.session"):
        computer.failed.emit(1, "Traceback: boom")
        qtbot.waitUntil(lambda: game.move_count == 1, timeout=2000)
    assert "boom" in record.of("computer_answer_replaced")[0][0]
    assert any("boom" in r.getMessage() for r in caplog.records)


def test_a_stale_answer_is_dropped(qtbot, faked):
    session, computer, game = faked
    fresh = Game(game.board, Rules(), VS_EASY, first_player=1)
    session.set_game(fresh)  # the first request is now stale
    assert computer.cancelled >= 1
    computer.answered.emit(1, *first_legal(fresh))
    QApplication.processEvents()  # what an answer sets off (a zero delay) has happened
    assert fresh.move_count == 0 and session.computer_thinking
    computer.answered.emit(2, *first_legal(fresh))
    QApplication.processEvents()  # the same delivery plays the answer waited for
    assert fresh.move_count == 1


def test_prepare_builds_off_the_gui_thread_and_stops_the_computer_first(qtbot, faked):
    session, computer, game = faked
    record = Recorder(session)
    built_on = []

    def build() -> Game:
        built_on.append(threading.current_thread())
        return Game(Board.generate(60, seed=8), Rules())

    session.prepare(build)
    assert computer.cancelled >= 1 and not session.computer_thinking
    assert session.is_preparing and not session.input_allowed
    session.request_line(*first_legal(game))  # the board takes no lines meanwhile
    assert game.move_count == 0
    qtbot.waitUntil(lambda: not session.is_preparing, timeout=10000)
    assert built_on[0] is not threading.main_thread()
    assert len(session.game.board.points) == 60 and session.input_allowed
    assert record.of("preparing") == [(True,), (False,)]
    assert "game_replaced" in record.names()


def test_the_latest_preparation_wins(qtbot, session):
    release = threading.Event()
    slow = Game(Board.generate(24, seed=9), Rules())
    fast = Game(Board.generate(24, seed=10), Rules())

    def build_slow() -> Game:
        release.wait(10)
        return slow

    session.prepare(build_slow)
    session.prepare(lambda: fast)
    qtbot.waitUntil(lambda: session.game is fast, timeout=10000)
    release.set()
    background_threads_end(qtbot)  # the stale result would have been handed over by now
    assert session.game is fast


def test_set_game_drops_a_preparation(qtbot, session):
    release = threading.Event()
    chosen = Game(Board.generate(24, seed=11), Rules())
    session.prepare(lambda: release.wait(10) and Game(Board.generate(24, seed=12), Rules()))
    session.set_game(chosen)
    assert not session.is_preparing
    release.set()
    background_threads_end(qtbot)
    assert session.game is chosen


def test_a_failed_preparation_is_reported_and_keeps_the_game(qtbot, session):
    game = Game(Board.generate(24, seed=13), Rules())
    session.set_game(game)
    errors = []

    def build() -> Game:
        raise ValueError("damaged")

    session.prepare(build, failed=errors.append)
    qtbot.waitUntil(lambda: not session.is_preparing, timeout=10000)
    assert [str(e) for e in errors] == ["damaged"]
    assert session.game is game and session.input_allowed


def test_redo_draws_the_undone_lines_again_until_another_line_is_drawn(session):
    game = Game(Board.generate(24, seed=14), Rules())
    session.set_game(game)
    for _ in range(3):
        session.request_line(*first_legal(game))
    drawn = game.lines
    assert not session.can_redo
    session.undo()
    session.undo()
    assert game.move_count == 1 and session.can_redo
    assert session.redo() == 1
    assert session.redo() == 1
    assert game.lines == drawn and not session.can_redo
    # Undo, then draw a different line: redo is gone.
    session.undo()
    other = next(m for m in map(tuple, game.legal_moves().tolist()) if m != drawn[-1][:2])
    session.request_line(*other)
    assert not session.can_redo and session.redo() == 0
    # Undo, then draw the same line by hand: the rest of redo stays.
    session.undo()
    session.undo()
    session.request_line(*drawn[1][:2])
    assert session.can_redo
    session.redo()
    assert game.moves[:2] == [d[:2] for d in drawn[:2]]


def test_redo_against_the_computer_brings_back_its_reply_without_asking_it(qtbot, session):
    game = Game(Board.generate(24, seed=15), Rules(), VS_EASY)
    session.set_game(game)
    session.request_line(*first_legal(game))
    qtbot.waitUntil(lambda: game.move_count == 2, timeout=10000)
    drawn = game.lines
    session.undo()
    record = Recorder(session)
    assert session.redo() == 2
    assert game.lines == drawn
    assert [m.by_computer for (m,) in record.of("moved")] == [False, True]
    assert record.of("redone") == [(2,)]
    assert session.input_allowed and not session.computer_thinking


def test_a_restarted_computer_is_reported_and_its_process_warmed_up(qtbot, faked):
    session, computer, _game = faked
    assert computer.warmed  # a game against the computer starts its process early
    record = Recorder(session)
    computer.fault.emit(1, "died")
    computer.fault.emit(1, "undecodable")  # answered by the fallback line: no restart
    assert record.names().count("computer_restarted") == 1


def test_a_held_computer_neither_starts_nor_thinks_until_let_go(qtbot):
    """A window holds the computer until it is first painted (a picture never lets it go):
    the game is on the board meanwhile, the computer's turn waits, its process is not even
    started; let go, it sets the game up and thinks."""
    computer = FakeComputer()
    session = GameSession(computer)
    session.hold_computer()
    game = Game(Board.generate(24, seed=6), Rules(), VS_EASY, first_player=1)
    session.set_game(game)
    assert session.game is game and session.computer_held
    assert computer.warmed_games == [] and computer.requests == []
    assert not session.computer_thinking and not session.input_allowed  # the computer's turn
    session.release_computer()
    assert computer.warmed_games == [game]
    assert [level for _game, level in computer.requests] == ["easy"]
    assert session.computer_thinking
    session.release_computer()  # once is enough
    assert len(computer.requests) == 1 and len(computer.warmed_games) == 1


def test_let_go_the_computer_is_warmed_up_only_for_a_game_against_it(qtbot):
    computer = FakeComputer()
    session = GameSession(computer)
    session.hold_computer()
    session.set_game(Game(Board.generate(24, seed=6), players=(Player("A"), Player("B"))))
    session.release_computer()
    assert computer.warmed_games == [] and computer.requests == []
    assert session.input_allowed
    against = Game(Board.generate(24, seed=7), Rules(), VS_EASY)  # the person first
    session.set_game(against)
    assert computer.warmed_games == [against] and computer.requests == []


def test_holding_the_computer_cancels_its_turn(qtbot, faked):
    session, computer, game = faked
    assert session.computer_thinking
    session.hold_computer()
    assert computer.cancelled_ids == [1] and not session.computer_thinking
    computer.answered.emit(1, *first_legal(game))  # too late: dropped
    QApplication.processEvents()  # a zero delay would have played it now
    assert game.move_count == 0


def test_a_game_replaced_before_its_end_is_handed_over_as_given_up(qtbot, session):
    # The statistics count a game given up against the computer as a loss: the session says
    # which game was given up, before it says that another one is on.
    first = Game(Board.generate(24, seed=3), Rules(), (Player("Ann"), Player("Bob")))
    record = Recorder(session)
    session.set_game(first)
    assert record.of("game_abandoned") == []  # nothing was on the board before
    session.request_line(*first_legal(first))
    record = Recorder(session)
    assert session.restart()
    assert record.names()[:2] == ["game_abandoned", "game_replaced"]
    assert record.of("game_abandoned") == [(first,)]
    # A finished game is not given up when the next one comes.
    finished = Game(Board([(0, 0), (1000, 0), (500, 800)]), Rules())
    session.set_game(finished)
    for i, j in [(0, 1), (0, 2), (1, 2)]:
        session.request_line(i, j)
    assert finished.is_over
    record = Recorder(session)
    session.set_game(Game(Board.generate(24, seed=4)))
    assert record.of("game_abandoned") == []


def test_an_analysis_is_asked_of_the_session_and_answered_through_it(qtbot, faked):
    session, computer, game = faked
    record = Recorder(session)
    request = session.request_analysis(game, seconds=3.0)
    assert computer.analyses[-1][1] == 3.0
    assert computer.analyses[-1][0].moves == game.moves
    computer.analysis_progress.emit(request, 1, 4)
    computer.analysis_done.emit(request, {"moves": []})
    computer.analysis_failed.emit(request, "stuck")
    assert record.of("analysis_progress") == [(request, 1, 4)]
    assert record.of("analysis_done") == [(request, {"moves": []})]
    assert record.of("analysis_failed") == [(request, "stuck")]
    session.cancel_analysis(request)
    assert computer.cancelled_ids[-1] == request
