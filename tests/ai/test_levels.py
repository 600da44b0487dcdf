"""The levels play as described: Easy like a beginner, Medium never gives what it can keep."""

from __future__ import annotations

import random

import numpy as np

from triangles_qt.ai import choose_move
from triangles_qt.ai.analysis import move_facts
from triangles_qt.ai.policy import greedy_net
from triangles_qt.engine import Board, Game, Level, Rules

from .helpers import random_position


def _facts_of(game: Game, line: tuple[int, int]) -> tuple[int, int]:
    """(points scored, points handed over) by drawing `line` now."""
    facts = move_facts(game)
    index = int(np.flatnonzero(facts.edges == game.board.edge_id(*line))[0])
    return int(facts.scores[index]), int(facts.handed_over[index])


def _positions(count: int, seed: int) -> list[Game]:
    rng = random.Random(seed)
    return [random_position(rng, rng.choice([24, 60])) for _ in range(count)]


def test_medium_always_plays_a_line_of_best_one_move_value() -> None:
    for index, game in enumerate(_positions(30, seed=1)):
        facts = move_facts(game)
        values = greedy_net(game, facts)
        line = choose_move(game, Level.MEDIUM, seed=index)
        chosen = values[facts.edges == game.board.edge_id(*line)][0]
        assert chosen == values.max()


def test_medium_plays_safe_while_it_can_and_takes_a_free_triangle() -> None:
    checked_safe = checked_take = 0
    for index, game in enumerate(_positions(60, seed=2)):
        facts = move_facts(game)
        points, handed = _facts_of(game, choose_move(game, Level.MEDIUM, seed=index))
        if facts.scores.max() == 0 and facts.safe.any():
            checked_safe += 1
            assert (points, handed) == (0, 0)
        free = (facts.scores > 0) & (facts.handed_over == 0)
        if free.any():
            checked_take += 1
            assert points > 0
    assert checked_safe and checked_take


def test_medium_hands_over_as_little_as_possible_when_every_line_gives() -> None:
    # Two stars short of a triangle: every line of this 4-star board is on a triangle.
    game = Game(Board([(0, 0), (400, 0), (0, 400), (300, 300)]), Rules(play_again=False))
    game.play(0, 1)
    line = choose_move(game, Level.MEDIUM, seed=0)
    facts = move_facts(game)
    assert _facts_of(game, line)[1] == facts.handed_over.min()


def test_easy_usually_takes_what_is_on_offer_but_not_always() -> None:
    game = Game(Board.generate(24, seed=9))
    rng = random.Random(5)
    while True:
        game.play_edge(int(rng.choice(game.legal_edges().tolist())))
        facts = move_facts(game)
        if facts.scores.any() and not facts.scores.all():
            break
    takes = sum(_facts_of(game, choose_move(game, Level.EASY, seed=s))[0] > 0 for s in range(200))
    assert 0.65 * 200 <= takes <= 0.95 * 200


def test_easy_can_blunder_where_medium_never_does() -> None:
    easy_gifts = medium_gifts = 0
    for index, game in enumerate(_positions(80, seed=4)):
        facts = move_facts(game)
        if not facts.safe.any() or facts.scores.any():
            continue
        easy_gifts += _facts_of(game, choose_move(game, Level.EASY, seed=index))[1] > 0
        medium_gifts += _facts_of(game, choose_move(game, Level.MEDIUM, seed=index))[1] > 0
    assert easy_gifts > 0
    assert medium_gifts == 0
