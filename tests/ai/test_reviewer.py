"""The analysis of a game against the exact solver on small boards, and its time and cancel."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from triangles_qt.ai import reviewer, search
from triangles_qt.ai.reviewer import analysis_seconds, review_game
from triangles_qt.ai.search import Searcher
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Board, Game, Rules
from triangles_qt.engine.review import NEVER_GOOD_POINTS, Mark, MoveReview

from ..selection import slow_among
from .helpers import finished_small_game, play_randomly, random_position
from .solver import BitSolver, ExactSolver, TooLong, outcome


def solver_entries(game: Game) -> list[tuple[int, int]]:
    """(best, actual) of every line of `game`, from the exact solver."""
    solver = ExactSolver()
    replay = game.restarted()
    entries = []
    for i, j in game.moves:
        mover = replay.current_player
        margin = replay.scores[mover] - replay.scores[1 - mover]
        best = margin + solver.value(replay)
        actual = margin + solver.move_value(replay, replay.board.edge_id(i, j))
        entries.append((best, actual))
        replay.play(i, j)
    return entries


# The games of seeds 0, 5 and 7 take the longest to solve: the slow selection checks them.
@pytest.mark.parametrize("seed", slow_among(range(10), slow=(0, 5, 7)))
@pytest.mark.parametrize("play_again", [False, True])
def test_every_line_agrees_with_the_exact_solver(seed: int, play_again: bool) -> None:
    game = finished_small_game(seed, play_again)
    review = review_game(game)
    assert review is not None
    assert review.lines == tuple(game.moves)
    expected = solver_entries(game)
    assert [(m.best, m.actual) for m in review.moves] == expected
    assert all(m.exact for m in review.moves)
    # The best line named reaches the best result.
    solver = ExactSolver()
    replay = game.restarted()
    for (i, j), entry in zip(game.moves, review.moves, strict=True):
        mover = replay.current_player
        margin = replay.scores[mover] - replay.scores[1 - mover]
        best_edge = replay.board.edge_id(*entry.best_line)
        assert replay.check(*entry.best_line) is None
        assert margin + solver.move_value(replay, best_edge) == entry.best
        replay.play(i, j)


def test_random_play_is_marked_and_a_result_thrown_away_is_at_least_a_mistake() -> None:
    marks = set()
    for seed in range(10):
        review = review_game(finished_small_game(seed, seed % 2 == 0))
        assert review is not None
        for move in review.moves:
            assert move.cost >= 0 and move.exact
            if outcome(move.actual) < outcome(move.best):
                assert move.mark.rank >= Mark.MISTAKE.rank
            assert (move.mark is Mark.GOOD) <= (move.cost < NEVER_GOOD_POINTS)
            marks.add(move.mark)
    assert {Mark.GOOD, Mark.MISTAKE, Mark.BLUNDER} <= marks


def test_an_analysis_of_fewer_lines_is_worked_out_again_and_one_of_all_kept() -> None:
    game = finished_small_game(3, False)
    whole = review_game(game)
    assert whole is not None
    part_game = game.restarted()
    part_game.replay(game.moves[:4])
    part = review_game(part_game)
    assert part is not None and len(part.moves) == 4
    game.review = part
    calls = []
    extended = review_game(game, progress=lambda done, total: calls.append((done, total)))
    assert extended == whole
    assert calls[-1] == (len(game.moves), len(game.moves))
    game.review = whole
    assert review_game(game) is whole


def test_a_game_in_progress_is_analysed_up_to_its_last_line() -> None:
    game = finished_small_game(5, True)
    while game.move_count > 3:
        game.undo()
    review = review_game(game)
    assert review is not None
    assert [(m.best, m.actual) for m in review.moves] == solver_entries(game)


def test_cancelling_stops_the_analysis_and_gives_nothing() -> None:
    game = Game(Board.generate(24, seed=2))
    play_randomly(game, random.Random(2), 30)
    seen: list[int] = []

    def cancelled() -> bool:
        return len(seen) >= 2

    review = review_game(
        game, seconds=6.0, progress=lambda done, _total: seen.append(done), cancelled=cancelled
    )
    assert review is None
    assert len(seen) == 2


# 16 stars in the default selection, 24 (with their longer exact part) in the slow one.
@pytest.mark.parametrize("stars", slow_among([16, 24], slow=[24]))
def test_a_limited_analysis_covers_every_line_and_keeps_best_at_least_actual(stars: int) -> None:
    game = Game(Board.generate(stars, seed=4), Rules(play_again=True))
    play_randomly(game, random.Random(4), 200)
    review = review_game(game, seconds=2.0)
    assert review is not None and len(review.moves) == game.move_count
    assert all(m.best >= m.actual for m in review.moves)
    assert review.story_break() is None
    assert review.moves[-1].exact  # the last line is always worked out to the end
    assert not review.moves[0].exact  # the first cannot be, with 2 s of work


def test_the_time_for_a_game_grows_with_the_board_within_the_targets() -> None:
    assert analysis_seconds(24) <= 10 and analysis_seconds(60) <= 60
    assert analysis_seconds(24) < analysis_seconds(60) <= analysis_seconds(180)


# -- Exact where exact is cheap, estimates from the same search, the same on a busy machine -----


def random_game(seed: int, play_again: bool, stars: int = 24) -> Game:
    """A whole game of random lines on a generated board (24 stars unless told)."""
    game = Game(Board.generate(stars, seed=seed), Rules(play_again=play_again))
    play_randomly(game, random.Random(seed), 200)
    assert game.is_over
    return game


# A 14-star game in the default selection; 24 stars, without and with Play again, in the slow one.
@pytest.mark.parametrize(
    ("stars", "play_again"),
    [(14, False), *(pytest.param(24, p, marks=pytest.mark.slow) for p in (False, True))],
)
def test_the_exact_part_does_not_depend_on_the_time_given(stars: int, play_again: bool) -> None:
    game = random_game(7, play_again, stars)
    hurried = review_game(game, seconds=0.01)
    assert hurried is not None
    tail = hurried.exact_tail
    # What the exact search settles within its fixed work is exact however little time the
    # analysis has, and more time makes no more of it exact.
    assert 12 <= tail < game.move_count
    patient = review_game(game, seconds=analysis_seconds(stars))
    assert patient is not None
    assert patient.exact_tail == tail and patient.moves[-tail:] == hurried.moves[-tail:]


def test_the_exact_part_spends_its_share_of_the_boards_time_at_its_own_rate(monkeypatch) -> None:
    """The exact part stops once it has spent `exact_allowance` (the board's time at the exact
    search's rate): a slower rate leaves it less work and fewer exact lines."""
    game = random_game(7, False, 14)
    spent: list[int] = []

    def solving(*args, **kwargs):
        judged, work = search.solve_line(*args, **kwargs)
        spent.append(work)
        return judged, work

    monkeypatch.setattr(reviewer, "solve_line", solving)
    full = review_game(game, seconds=analysis_seconds(14))
    assert full is not None
    monkeypatch.setattr(reviewer, "EXACT_WORK_PER_SECOND", 5_000)
    allowance = reviewer.exact_allowance(game)
    spent.clear()
    short = review_game(game, seconds=analysis_seconds(14))
    assert short is not None
    assert 0 < short.exact_tail < full.exact_tail
    # A search checks its work every few nodes (`POLL_INTERVAL`): it stops a little past it.
    assert allowance <= sum(spent) <= allowance + 1_000


# (On smaller boards in the default selection: test_every_line_agrees_with_the_exact_solver.)
# The independent solver's budget for one position marked exact, in positions searched.
SOLVER_POSITIONS = 1_000_000


@pytest.mark.slow
def test_exact_entries_agree_with_an_independent_solver_at_24_stars() -> None:
    game = random_game(3, False)
    review = review_game(game, seconds=0.5)
    assert review is not None
    solver = BitSolver(game.restarted())
    position = game.copy()
    settled = 0
    for number in range(game.move_count - 1, -1, -1):
        position.undo()
        entry = review.moves[number]
        mover = position.current_player
        margin = position.lead(mover)
        # A larger budget for the lines marked exact, which reach further back than it settles
        # in seconds.
        solver.limit = SOLVER_POSITIONS if entry.exact else 20_000
        drawn = position.board.edge_id(*game.moves[number])
        try:
            best = margin + solver.value(position)
            actual = margin + solver.move_value(position, drawn)
        except TooLong:
            break  # (a position the independent solver does not settle within its budget)
        settled += 1
        # Every line marked exact has the solver's results, and every line the solver settles
        # quickly is exact.
        assert entry.exact and (entry.best, entry.actual) == (best, actual), number
        truth = MoveReview(best, actual, True, entry.best_line, entry.mover, entry.points_left)
        assert entry.mark is truth.mark
    # Deeper than the exact part reached with Hard's own search to the end.
    assert review.exact_tail >= settled >= 20


@pytest.mark.parametrize(
    ("stars", "play_again", "seconds"),
    [
        (14, False, 0.3),
        pytest.param(24, False, 0.3, marks=pytest.mark.slow),
        pytest.param(24, True, 1.5, marks=pytest.mark.slow),
    ],
)
def test_the_same_game_gets_the_same_analysis_on_a_busy_machine(
    stars: int, play_again: bool, seconds: float
) -> None:
    game = random_game(5, play_again, stars)
    idle = review_game(game, seconds=seconds)
    # Two processes keep both cores busy meanwhile: the analysis counts work, not time.
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        loaded = review_game(game, seconds=seconds)
    finally:
        for process in busy:
            process.kill()
            process.wait()
    assert idle is not None and loaded is not None
    assert loaded.moves == idle.moves


def test_progress_follows_the_work_done_not_the_count_of_lines(monkeypatch) -> None:
    game = random_game(2, False, 16)
    searched: list[int] = []

    def solving(*args, **kwargs):
        judged, work = search.solve_line(*args, **kwargs)
        searched.append(reviewer.analysis_work(work))  # (the exact search counts its own way)
        return judged, work

    def estimating(*args, **kwargs):
        judged = search.estimate_line(*args, **kwargs)
        searched.append(judged.work)
        return judged

    monkeypatch.setattr(reviewer, "solve_line", solving)
    monkeypatch.setattr(reviewer, "estimate_line", estimating)
    reports: list[tuple[int, int]] = []
    searched_then: list[int] = []

    def report(done: int, total: int) -> None:
        reports.append((done, total))
        searched_then.append(sum(searched))

    review = review_game(game, seconds=1.0, progress=report)
    assert review is not None
    assert 0 < review.exact_tail < game.move_count, "both parts of the analysis report"
    # One report a position.
    done = [report[0] for report in reports]
    assert len(set(done)) == len(done) == game.move_count and done == sorted(done)
    assert reports[-1][0] == reports[-1][1]
    # Each report counts the work of the searches so far, and what each position cost besides
    # them (by the lines that can be drawn in it), not lines.
    position, open_lines = game.copy(), 0
    while position.move_count:
        position.undo()
        open_lines += len(position.legal_edges())
    for (work, _), searches in zip(reports, searched_then, strict=True):
        assert 0 < work - searches <= 2 * reviewer.WORK_PER_OPEN_LINE * open_lines


@pytest.mark.parametrize("depth", [2, 3])
def test_a_line_as_good_as_the_best_costs_nothing_at_the_searchs_depth(depth: int) -> None:
    rng = random.Random(depth)
    for _ in range(3):
        game = random_position(rng, 24, fraction=0.5)
        values = {}
        for edge in game.legal_edges().tolist():
            searcher = Searcher(Subgame.of(game))
            for d in range(1, depth + 1):
                judged = searcher.judge(edge, d)
            values[edge] = (judged.best, judged.drawn, judged.best_line)
        best = max(drawn for _, drawn, _ in values.values())
        for edge, (position_best, drawn, best_line) in values.items():
            assert position_best == best, edge  # one value of the position, whichever line
            assert drawn <= best
            assert values[best_line][1] == best  # the line named best is as good as that
