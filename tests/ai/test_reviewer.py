"""The analysis of a game against the exact solver on small boards, and its time and cancel."""

from __future__ import annotations

import random

import pytest

from triangles_qt.ai.reviewer import analysis_seconds, review_game
from triangles_qt.engine import Board, Game, Rules
from triangles_qt.engine.review import Mark

from .helpers import play_randomly, random_board
from .solver import ExactSolver


def finished_small_game(seed: int, play_again: bool) -> Game:
    """A whole game of random lines on a board of 6 or 7 stars."""
    rng = random.Random(seed)
    board = random_board(rng, rng.randint(6, 7))
    game = Game(board, Rules(play_again=play_again), first_player=rng.randrange(2))
    play_randomly(game, rng, 200)
    assert game.is_over
    return game


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


@pytest.mark.parametrize("seed", range(10))
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


def test_random_play_is_marked_and_the_marks_follow_the_cost() -> None:
    marks = set()
    for seed in range(10):
        review = review_game(finished_small_game(seed, seed % 2 == 0))
        assert review is not None
        for move in review.moves:
            assert move.cost >= 0
            # In score difference: a triangle handed over costs 2.
            expected = (
                Mark.GOOD if move.cost == 0 else Mark.INACCURACY if move.cost <= 2 else Mark.MISTAKE
            )
            assert move.mark is expected
            marks.add(move.mark)
    assert marks == set(Mark)  # random lines give all three


def test_an_analysis_goes_on_from_the_entries_it_already_has() -> None:
    game = finished_small_game(3, False)
    whole = review_game(game)
    assert whole is not None
    part_game = game.restarted()
    part_game.replay(game.moves[:4])
    part = review_game(part_game)
    assert part is not None and len(part.moves) == 4
    # Entries depend only on the lines up to their own, so the first four already agree.
    assert part.moves == whole.moves[:4]
    game.review = part
    calls = []
    extended = review_game(game, progress=lambda done, total: calls.append((done, total)))
    assert extended == whole
    assert calls[-1] == (len(game.moves) - 4, len(game.moves) - 4)


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
    assert seen == [1, 2]


def test_a_time_limited_analysis_covers_every_line_and_keeps_best_at_least_actual() -> None:
    game = Game(Board.generate(24, seed=4), Rules(play_again=True))
    play_randomly(game, random.Random(4), 200)
    review = review_game(game, seconds=2.0)
    assert review is not None and len(review.moves) == game.move_count
    assert all(m.best >= m.actual for m in review.moves)
    assert review.moves[-1].exact  # the last line is always worked out to the end
    assert not review.moves[0].exact  # the first cannot be, in 2 s at 24 stars


def test_the_time_for_a_game_grows_with_the_board_within_the_targets() -> None:
    assert analysis_seconds(24) <= 10 and analysis_seconds(60) <= 60
    assert analysis_seconds(24) < analysis_seconds(60) <= analysis_seconds(180)
