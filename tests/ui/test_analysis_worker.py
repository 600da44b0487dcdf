"""The analysis in the computer's worker: the protocol, progress, cancel, faults, and the
session's `GameAnalysis` that keeps the result with the game."""

from __future__ import annotations

import logging

import pytest

from triangles_qt.ai.protocol import (
    AnalysisDone,
    AnalysisRequest,
    Cancelled,
    Failed,
    Progress,
    Reply,
    Undecodable,
)
from triangles_qt.ai.worker import PositionDecoder, analyse
from triangles_qt.computer import ComputerPlayer, worker_process
from triangles_qt.computer import player as computer_player
from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.reviewing import GameAnalysis
from triangles_qt.session import GameSession

FAKES = "tests.ai.fake_searches:"


def played(moves: int, stars: int = 24, seed: int = 1) -> Game:
    game = Game(Board.generate(stars, seed=seed), Rules(play_again=True))
    for _ in range(moves):
        i, j = game.legal_moves()[-1]
        game.play(int(i), int(j))
    return game


@pytest.fixture
def player(qtbot):
    computer = ComputerPlayer()
    yield computer
    computer.shutdown(5000)


def collect(player: ComputerPlayer) -> dict[str, list]:
    seen: dict[str, list] = {"progress": [], "done": [], "failed": [], "fault": [], "line": []}
    player.analysis_progress.connect(lambda *args: seen["progress"].append(args))
    player.analysis_done.connect(lambda *args: seen["done"].append(args))
    player.analysis_failed.connect(lambda *args: seen["failed"].append(args))
    player.fault.connect(lambda *args: seen["fault"].append(args))
    player.answered.connect(lambda *args: seen["line"].append(args))
    return seen


def use_analysis(monkeypatch, name: str) -> None:
    monkeypatch.setattr(computer_player, "ANALYSIS_FUNCTION", FAKES + name)


# -- The worker's side -------------------------------------------------------------------------


def test_the_worker_reports_progress_then_the_analysis_field():
    game = played(30, stars=16)
    sent: list[Reply] = []
    reply = analyse(
        AnalysisRequest(4, game.to_record(), 2.0), PositionDecoder(), lambda _: False, sent.append
    )
    assert isinstance(reply, AnalysisDone) and reply.request_id == 4
    # Progress in the analysis's work, after each of the 30 positions, ending with all of it.
    assert all(isinstance(message, Progress) and message.request_id == 4 for message in sent)
    done = [message.done for message in sent if isinstance(message, Progress)]
    assert len(set(done)) == len(done) == 30 and done == sorted(done)
    assert isinstance(last := sent[-1], Progress) and last.done == last.total
    loaded = Game.from_record(game.to_record() | {"analysis": reply.field})
    assert loaded.review is not None and len(loaded.review.moves) == 30


def test_the_worker_says_cancelled_undecodable_or_error():
    game = played(6)
    record = game.to_record()
    cancelled = analyse(AnalysisRequest(1, record, 5.0), PositionDecoder(), lambda _: True, print)
    assert cancelled == Cancelled(1)
    undecodable = analyse(
        AnalysisRequest(2, {"moves": 1}, 5.0), PositionDecoder(), lambda _: False, print
    )
    assert isinstance(undecodable, Undecodable) and undecodable.request_id == 2
    failed = analyse(
        AnalysisRequest(3, record, 5.0, FAKES + "analysis_explode"),
        PositionDecoder(),
        lambda _: False,
        print,
    )
    assert isinstance(failed, Failed) and "analysis exploded" in failed.details


# -- Through the computer player ---------------------------------------------------------------


def test_an_analysis_runs_in_the_worker_with_progress(player, qtbot):
    game = played(12)
    seen = collect(player)
    request = player.analyse(game, seconds=2.0)
    qtbot.waitUntil(lambda: bool(seen["done"]), timeout=60000)
    assert {p[0] for p in seen["progress"]} == {request}
    assert len({p[1] for p in seen["progress"]}) == 12  # a report a position, in work
    _, done, total = seen["progress"][-1]
    assert done == total
    (done,) = seen["done"]
    assert done[0] == request and len(done[1]["moves"]) == 12
    assert not seen["failed"] and not seen["fault"]


def test_a_cancelled_analysis_stops_and_its_worker_plays_on(player, qtbot, monkeypatch):
    use_analysis(monkeypatch, "analysis_until_cancelled")
    game = played(8)
    seen = collect(player)
    request = player.analyse(game)
    qtbot.waitUntil(lambda: bool(seen["progress"]), timeout=30000)
    pids = player.worker_pids()
    player.cancel(request)
    qtbot.waitUntil(lambda: not player.busy, timeout=10000)
    assert player.worker_pids() == pids  # the same process, free again
    line_request = player.request(game, "medium")
    qtbot.waitUntil(lambda: bool(seen["line"]), timeout=30000)
    assert seen["line"][0][0] == line_request
    assert not seen["done"] and not seen["failed"] and not seen["fault"]


def test_a_worker_that_dies_mid_analysis_is_restarted_then_the_analysis_fails(
    player, qtbot, monkeypatch, caplog
):
    use_analysis(monkeypatch, "analysis_crash_after_progress")
    seen = collect(player)
    with caplog.at_level(logging.WARNING, logger=computer_player.__name__):
        request = player.analyse(played(8))
        qtbot.waitUntil(lambda: bool(seen["failed"]), timeout=60000)
    assert seen["fault"] == [(request, "died"), (request, "died")]
    assert seen["failed"][0][0] == request and not seen["done"]
    assert "the analysis stops" in caplog.text
    # The computer still plays.
    game = played(3)
    player.request(game, "medium")
    qtbot.waitUntil(lambda: bool(seen["line"]), timeout=30000)


def test_a_silent_analysis_is_taken_as_stuck(player, qtbot, monkeypatch):
    use_analysis(monkeypatch, "analysis_silent")
    monkeypatch.setattr(computer_player, "ANALYSIS_SILENCE", 1.0)
    seen = collect(player)
    player.analyse(played(4))
    qtbot.waitUntil(lambda: bool(seen["failed"]), timeout=60000)
    assert [kind for _, kind in seen["fault"]] == ["stalled", "stalled"]


# -- The session's GameAnalysis ----------------------------------------------------------------


@pytest.fixture
def session(qtbot):
    session = GameSession()
    yield session
    session.shutdown(5000)


# Two whole analyses of a 24-star game: in the slow selection.
@pytest.mark.slow
def test_the_analysis_is_kept_with_the_game_and_lines_drawn_meanwhile_keep_it(session, qtbot):
    game = played(10)
    session.set_game(game)
    analysis = GameAnalysis(session)
    analysis.seconds = 2.0
    running: list[bool] = []
    analysis.running_changed.connect(running.append)
    assert analysis.can_start and analysis.start()
    assert not analysis.can_start
    # A line drawn while it runs: the analysis goes on, for the ten lines it was given.
    i, j = (int(v) for v in game.legal_moves()[0])
    session.request_line(i, j)
    with qtbot.waitSignal(analysis.finished, timeout=60000):
        pass
    assert running == [True, False]
    review = game.current_review
    assert review is not None and len(review.moves) == 10 and not analysis.complete
    # Analysing again works the whole game out again (the new line's value decides the
    # earlier entries: one story), one report a line.
    progress: list[tuple[int, int]] = []
    analysis.progress.connect(lambda *args: progress.append(args))
    assert analysis.start()
    with qtbot.waitSignal(analysis.finished, timeout=60000):
        pass
    assert len(progress) == 11 and analysis.complete
    assert progress[-1][0] == progress[-1][1]
    assert game.current_review.story_break() is None


def test_a_new_game_cancels_the_analysis(session, qtbot, monkeypatch):
    use_analysis(monkeypatch, "analysis_until_cancelled")
    session.set_game(played(6))
    analysis = GameAnalysis(session)
    analysis.start()
    session.set_game(played(2, seed=5))
    assert not analysis.running
    qtbot.waitUntil(lambda: not session.computer.busy, timeout=10000)
    assert session.game.review is None


def test_an_answer_that_does_not_fit_the_game_is_refused(session, qtbot, monkeypatch, caplog):
    use_analysis(monkeypatch, "analysis_with_an_impossible_line")
    game = played(6)
    session.set_game(game)
    analysis = GameAnalysis(session)
    analysis.start()
    with qtbot.waitSignal(analysis.failed, timeout=30000) as blocker:
        pass
    assert "cannot be drawn" in blocker.args[0]
    assert game.review is None


def test_nothing_to_analyse_before_the_first_line(session):
    session.set_game(Game(Board.generate(24, seed=1), players=(Player("A"), Player("B"))))
    analysis = GameAnalysis(session)
    assert not analysis.can_start and not analysis.start()


def test_when_no_worker_process_can_start_the_analysis_fails_at_once(qtbot, monkeypatch):
    def refused(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(worker_process, "WorkerProcess", refused)
    player = ComputerPlayer()
    seen = collect(player)
    request = player.analyse(played(4))
    qtbot.waitUntil(lambda: bool(seen["failed"]), timeout=5000)
    assert seen["failed"][0][0] == request and not seen["done"]
    assert not player.busy
    player.shutdown(1000)
