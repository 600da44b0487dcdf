"""The names of a game's pieces, for signatures: stars, lines, triangles and who drew them.

A star is its index on the board; a line is its two stars (smaller first wherever the engine
gives one out); the board also numbers every line and every empty triangle, and those ids index
its arrays. Drawn lines and scored triangles are tuples with named fields, so they compare equal
to the plain tuples older code and records use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

Star = int
"""A star's index on its board, 0 to len(board) - 1."""

Point = tuple[int, int]
"""A star's integer (x, y) position on the canvas."""

Line = tuple[Star, Star]
"""A line between two stars, (i, j); the engine gives them out with i < j."""

Triangle = tuple[Star, Star, Star]
"""A triangle's stars, (i, j, k) sorted."""

LineId = int
"""A line's row in `Board.edges`: what the engine's arrays over lines are indexed by."""

TriangleId = int
"""An empty triangle's row in `Board.triangles`."""

Seat = int
"""Which player: 0 (who is listed first) or 1."""


class DrawnLine(NamedTuple):
    """A line on the board and the player who drew it."""

    i: Star
    j: Star
    player: Seat


class ScoredTriangle(NamedTuple):
    """A triangle that scored, its stars sorted, and the player who closed it."""

    i: Star
    j: Star
    k: Star
    player: Seat


def common_prefix_length(shown: Sequence[object], wanted: Sequence[object]) -> int:
    """How many entries two sequences share from the first on: what of the lines (or
    triangles) on show still stands for the position wanted, so only the rest is redrawn."""
    count = 0
    for a, b in zip(shown, wanted, strict=False):
        if a != b:
            break
        count += 1
    return count
