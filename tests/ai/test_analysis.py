"""The one-move facts agree with what the engine does when the line is actually drawn."""

from __future__ import annotations

import random

import numpy as np
import pytest

from triangles_qt.ai.analysis import live_triangles, move_facts
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Board, Game

from .helpers import random_position


def _on_offer(game: Game) -> int:
    """Points the side to move can take at once: live triangles with two sides drawn."""
    live = live_triangles(game)
    return int((game.triangle_drawn_counts[live] == 2).sum())


@pytest.mark.parametrize("seed", range(12))
def test_facts_match_playing_each_line(seed: int) -> None:
    rng = random.Random(seed)
    game = random_position(rng, rng.choice([9, 24]))
    facts = move_facts(game, with_kills=True)
    assert np.array_equal(facts.edges, game.legal_edges())
    for index, edge in enumerate(facts.edges.tolist()):
        live_before = game.live_triangle_count
        points = game.play_edge(edge)
        try:
            assert facts.scores[index] == points
            assert facts.handed_over[index] == _on_offer(game)
            # Every live triangle the line neither scored nor killed is still live.
            lost = live_before - game.live_triangle_count
            assert lost >= points
            if facts.kills[index] == 0:
                assert lost == points
        finally:
            game.undo()


def test_conflicting_lines_are_exactly_the_lines_a_drawn_line_blocks() -> None:
    board = Board.generate(24, seed=3)
    for edge in range(0, len(board.edges), 7):
        if board.through_star[edge]:
            continue
        game = Game(board)
        game.play_edge(edge)
        blocked = np.flatnonzero(~game.open_mask & ~board.through_star & ~game.drawn_mask)
        assert np.array_equal(np.sort(board.crossing_lines(edge)), blocked)


@pytest.mark.parametrize("seed", range(6))
def test_subgame_kills_are_the_triangles_a_line_takes_off_the_board(seed: int) -> None:
    """The searches' table of what each line kills by crossing (Subgame.kills) names exactly
    the live triangles that stop being live, other than those it closes, when it is drawn."""
    rng = random.Random(seed)
    game = random_position(rng, rng.choice([9, 24]))
    sub = Subgame.of(game)
    live_ids = live_triangles(game).tolist()
    for k, edge in enumerate(sub.lines):
        game.play_edge(edge)
        try:
            still_live = set(live_triangles(game).tolist())
            closed = {t for t, sides in enumerate(sub.triangle_sides) if sides == 1 << k}
            died = {
                t for t, tri in enumerate(live_ids) if tri not in still_live and t not in closed
            }
            assert died == {t for t in range(len(live_ids)) if sub.kills[k] >> t & 1}
        finally:
            game.undo()


@pytest.mark.parametrize("stars, fraction", [(24, 0.3), (60, 0.0), (60, 0.5)])
def test_subgame_crosses_and_kills_match_the_engine_on_larger_boards(
    stars: int, fraction: float
) -> None:
    """Subgame builds its masks a block of lines at a time: on a 60-star board, with over a
    thousand lines, each line sampled still makes exactly its crossing lines undrawable and
    kills exactly the live triangles one of whose sides it crosses."""
    rng = random.Random(stars)
    game = random_position(rng, stars, play_again=False, fraction=fraction)
    sub = Subgame.of(game)
    if fraction == 0.0:
        assert len(sub.lines) > 1000  # several blocks of rows
    live_ids = live_triangles(game).tolist()
    sides = game.board.triangle_sides
    for k in range(0, len(sub.lines), max(1, len(sub.lines) // 40)):
        edge = sub.lines[k]
        crossed = set(game.board.crossing_lines(edge).tolist())
        assert {j for j, other in enumerate(sub.lines) if other in crossed} == {
            j for j in range(len(sub.lines)) if sub.crosses[k] >> j & 1
        }
        killed = {
            t
            for t, tri in enumerate(live_ids)
            if any(int(s) in crossed and not game.drawn_mask[s] for s in sides[tri])
        }
        assert killed == {t for t in range(len(live_ids)) if sub.kills[k] >> t & 1}
