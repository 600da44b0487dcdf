"""Every line the computer draws (and so every Hint, which is Hard's line) obeys the star rule.

Games are played with each level on generated boards, and each chosen line is checked against
an independent judge built on shapely's floating-point geometry, not on the engine's exact
integer predicates: the line is not drawn yet, no other star lies within the board's tolerance
of it, and it meets no drawn line except at a shared star. A margin keeps floating point away
from the boundary: a star exactly at the tolerance is refused by the engine (<=), so the judge
only requires the distance to exceed the tolerance minus a millionth.
"""

from __future__ import annotations

import numpy as np
import pytest
import shapely

from triangles_qt.ai import choose_move
from triangles_qt.engine import Board, Game, Level, Rules

EPSILON = 1e-6


def judge(game: Game, i: int, j: int) -> str | None:
    """Why line i-j breaks the rules, judged by shapely; None if it is fine."""
    board = game.board
    if any({i, j} == {a, b} for a, b, _ in game.lines):
        return "already drawn"
    segment = shapely.LineString([board.points[i], board.points[j]])
    others = [k for k in range(len(board.points)) if k not in (i, j)]
    distances = shapely.distance(shapely.points(board.xy[others]), segment)
    if (distances <= board.tolerance - EPSILON).any():
        return f"touches star {others[int(np.argmin(distances))]}"
    for a, b, _ in game.lines:
        drawn = shapely.LineString([board.points[a], board.points[b]])
        shared = {i, j} & {a, b}
        meeting = segment.intersection(drawn)
        if meeting.is_empty:
            continue
        if shared and meeting.geom_type == "Point":
            (star,) = shared
            if meeting.distance(shapely.Point(board.points[star])) < EPSILON:
                continue
        return f"crosses line {a}-{b}"
    return None


# Hard searches by positions visited instead of time: fast, and the same on every machine.
LIMITS = {Level.EASY: {}, Level.MEDIUM: {}, Level.HARD: {"node_limit": 3000}}


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize(("n", "seed", "play_again"), [(24, 295759, False), (24, 11, True)])
def test_every_line_the_computer_draws_keeps_clear_of_stars(level, n, seed, play_again):
    game = Game(Board.generate(n, seed), Rules(play_again=play_again))
    checked = 0
    while not game.is_over:
        i, j = choose_move(game, level, seed=checked, **LIMITS[level])
        assert judge(game, i, j) is None, (level, game.move_count, i, j, judge(game, i, j))
        game.play(i, j)
        checked += 1
    assert checked > 30


def test_the_judge_sees_what_the_engine_refuses():
    """The independent judge agrees with the engine on every line of a game in progress, so a
    computer line it passes is one the engine accepts, and the other way round."""
    game = Game(Board.generate(60, 4))
    rng = np.random.default_rng(4)
    for _ in range(40):
        legal = game.legal_moves()
        game.play(*map(int, legal[rng.integers(len(legal))]))
    for i, j in game.board.edges:
        engine_says_fine = game.check(int(i), int(j)) is None
        assert (judge(game, int(i), int(j)) is None) == engine_says_fine, (i, j)
