"""What each legal line does right now: points it scores, points it hands over, lines it kills.

Everything here is read from the game's public state and read-only views with numpy, cheaply
even at 180 stars, so every level can afford it on every move.

Words used throughout the computer player:
- a triangle is *live* while it can still be closed (no side crossed, a side still undrawn);
- a line *scores* the live triangles it completes;
- a line is *unsafe* when, after it, the opponent can close a triangle: it gives a triangle a
  second side while its third side stays drawable, or leaves an earlier such offer in place;
- a line *kills* a live triangle when it crosses one of its sides.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from triangles_qt.engine import Game


def live_triangles(game: Game) -> np.ndarray:
    """Ids of the triangles that can still be closed."""
    return np.flatnonzero((game.triangle_crossed_counts == 0) & (game.triangle_drawn_counts < 3))


@dataclass(frozen=True)
class MoveFacts:
    """Per legal line (parallel arrays, in the order of `edges`)."""

    edges: np.ndarray  # legal line ids
    scores: np.ndarray  # points the line scores now
    offers: np.ndarray  # live triangles it gives a second side (a point for the opponent each)
    leaves: np.ndarray  # points already on offer that stay on offer after the line
    kills: np.ndarray  # live triangles it kills by crossing one of their undrawn sides

    @property
    def handed_over(self) -> np.ndarray:
        """Points the opponent can take at once after the line (ignoring play-again)."""
        handed: np.ndarray = self.offers + self.leaves
        return handed

    @property
    def safe(self) -> np.ndarray:
        """Lines that score nothing and hand nothing over."""
        safe: np.ndarray = (self.scores == 0) & (self.handed_over == 0)
        return safe


def move_facts(game: Game, *, with_kills: bool = False) -> MoveFacts:
    """Facts about every legal line of `game` (which must not be over)."""
    board = game.board
    edges = game.legal_edges()
    drawn = game.drawn_mask
    counts = game.triangle_drawn_counts
    live = live_triangles(game)
    sides = board.triangle_sides[live]
    side_drawn = drawn[sides]
    live_counts = counts[live]
    n_lines = len(board.edges)

    # A live triangle with two sides drawn: its open side scores it.
    two = live_counts == 2
    open_side_of_two = sides[two][~side_drawn[two]]
    score_per_line = np.bincount(open_side_of_two, minlength=n_lines)
    # A live triangle with one side drawn: either open side gives it away.
    one = live_counts == 1
    open_sides_of_one = sides[one][~side_drawn[one]]
    offer_per_line = np.bincount(open_sides_of_one, minlength=n_lines)

    scores = score_per_line[edges]
    offers = offer_per_line[edges]

    # Points on offer now stay on offer unless the line takes them or crosses their open side.
    on_offer_total = len(open_side_of_two)
    leaves = np.full(len(edges), on_offer_total, dtype=np.int64) - scores
    if on_offer_total:
        position = np.full(n_lines, -1, dtype=np.int64)
        position[edges] = np.arange(len(edges))
        lines, points = np.unique(open_side_of_two, return_counts=True)
        for line, pts in zip(lines.tolist(), points.tolist(), strict=True):
            crossing = position[board.crossing_lines(line)]
            crossing = crossing[crossing >= 0]
            leaves[crossing] -= pts

    kills = np.zeros(len(edges), dtype=np.int64)
    if with_kills:
        position = np.full(n_lines, -1, dtype=np.int64)
        position[edges] = np.arange(len(edges))
        open_sides = sides[~side_drawn]
        lines, tris = np.unique(open_sides, return_counts=True)
        for line, count in zip(lines.tolist(), tris.tolist(), strict=True):
            crossing = position[board.crossing_lines(line)]
            kills[crossing[crossing >= 0]] += count
    return MoveFacts(edges, scores, offers, leaves, kills)
