"""The one-move facts agree with what the engine does when the line is actually drawn."""

from __future__ import annotations

import random

import numpy as np
import pytest

from triangles_qt.ai.analysis import live_triangles, move_facts
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
