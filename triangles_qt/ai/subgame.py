"""The part of a position a search needs, as bit masks (`Subgame`), cut down to what can
still change the score:

- the live triangles, each reduced to its undrawn sides;
- every drawable line, with the set of other drawable lines it would cross;
- *free tempo lines*, which are sides of no live triangle and cross no drawable line, are
  left out of the line list: drawing one only passes the turn. Two of them cancel out (whoever
  likes the position answers a pass with a pass), so only their parity is kept, as one
  optional "pass" move.

Lines are bits of a Python int, so a move is a handful of integer operations.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from triangles_qt.engine import Game

from .analysis import live_triangles


@dataclass
class Subgame:
    """The part of a position a search needs, as bit masks over `lines` (local line ids)."""

    lines: list[int]  # board line ids of the drawable lines, local id = position
    crosses: list[int]  # local id -> mask of the local lines it crosses
    sides_of: list[list[tuple[int, int]]]  # local id -> [(triangle bit, its other undrawn sides)]
    triangles_of: list[int]  # local id -> mask of live triangles having it as an undrawn side
    kills: list[int]  # local id -> mask of live triangles that die when it is drawn (it crosses
    # one of their sides); a crossing line no longer drawable has taken its triangles already
    live: int  # mask of live triangles
    near: int  # mask of live triangles with one undrawn side (on offer to the side to move)
    triangle_sides: list[int]  # triangle index -> mask of its undrawn sides
    passes: int  # parity of the free tempo lines (0 or 1)
    pass_line: int | None  # a free tempo line to draw when the search passes
    play_again: bool

    @classmethod
    def of(cls, game: Game, order: list[int] | None = None) -> Subgame:
        board = game.board
        open_lines = [int(e) for e in game.legal_edges()] if order is None else order
        drawn = game.drawn_mask
        undrawn = [
            [int(s) for s in row if not drawn[s]]
            for row in board.triangle_sides[live_triangles(game)].tolist()
        ]

        is_open = np.zeros(len(board.edges), dtype=bool)
        is_open[open_lines] = True
        crossing = {e: board.crossing_lines(e) for e in open_lines}
        is_side = {s for row in undrawn for s in row}
        free = [e for e in open_lines if e not in is_side and not is_open[crossing[e]].any()]
        free_set = set(free)
        lines = [e for e in open_lines if e not in free_set]
        local_of = np.full(len(board.edges), -1, dtype=np.int64)
        local_of[lines] = np.arange(len(lines))
        local = {e: k for k, e in enumerate(lines)}

        sides_of: list[list[tuple[int, int]]] = [[] for _ in lines]
        triangles_of = [0] * len(lines)
        triangle_sides = []
        for t, row in enumerate(undrawn):
            mask = 0
            for s in row:
                mask |= 1 << local[s]
            triangle_sides.append(mask)
            tbit = 1 << t
            for s in row:
                k = local[s]
                sides_of[k].append((tbit, mask & ~(1 << k)))
                triangles_of[k] |= tbit
        crosses, kills = _crossing_masks(lines, crossing, local_of, undrawn)
        return cls(
            lines=lines,
            crosses=crosses,
            sides_of=sides_of,
            triangles_of=triangles_of,
            kills=kills,
            live=(1 << len(undrawn)) - 1,
            near=sum(1 << t for t, row in enumerate(undrawn) if len(row) == 1),
            triangle_sides=triangle_sides,
            passes=len(free) % 2,
            pass_line=free[0] if free else None,
            play_again=game.rules.play_again,
        )


def _crossing_masks(
    lines: list[int],
    crossing: dict[int, np.ndarray],
    local_of: np.ndarray,
    undrawn: list[list[int]],
) -> tuple[list[int], list[int]]:
    """Per local line, the mask of the local lines it crosses and the mask of the live triangles
    it kills (it crosses one of their undrawn sides). Built as boolean matrices and packed into
    ints a block of rows at a time, which on a large board's first position (thousands of
    lines and triangles) is much faster than OR-ing one crossing at a time."""
    count = len(lines)
    # Each triangle's undrawn sides as three local ids, a missing side pointing at the padding
    # column `count` (never set).
    side_ids = np.full((len(undrawn), 3), count, dtype=np.int64)
    for t, row in enumerate(undrawn):
        side_ids[t, : len(row)] = local_of[row]
    crosses: list[int] = []
    kills: list[int] = []
    for first in range(0, count, _BLOCK_ROWS):
        block = lines[first : first + _BLOCK_ROWS]
        crossed = np.zeros((len(block), count + 1), dtype=bool)
        arrays = [crossing[e] for e in block]
        rows = np.repeat(np.arange(len(block)), [len(a) for a in arrays])
        ids = local_of[np.concatenate(arrays)]
        crossed[rows[ids >= 0], ids[ids >= 0]] = True
        killed = crossed[:, side_ids[:, 0]]
        for side in (1, 2):
            killed |= crossed[:, side_ids[:, side]]
        crosses += _row_ints(crossed[:, :count])
        kills += _row_ints(killed)
    return crosses, kills


# Rows of the boolean matrices built at once (bounds their memory on the largest boards).
_BLOCK_ROWS = 256


def _row_ints(matrix: np.ndarray) -> list[int]:
    """Each row of a boolean matrix as an int, column j being bit j."""
    packed = np.packbits(matrix, axis=1, bitorder="little")
    return [int.from_bytes(row.tobytes(), "little") for row in packed]
