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
        open_lines = [int(e) for e in game.legal_edges()]
        if order is not None:
            open_lines = order
        live = live_triangles(game)
        drawn = game.drawn_mask
        sides = board.triangle_sides[live]
        undrawn = [[int(s) for s in row if not drawn[s]] for row in sides.tolist()]

        is_side = {s for row in undrawn for s in row}
        open_set = set(open_lines)
        crossing: dict[int, list[int]] = {}
        for e in open_lines:
            crossing[e] = [f for f in board.crossing_lines(e).tolist() if f in open_set]
        free = [e for e in open_lines if e not in is_side and not crossing[e]]
        free_set = set(free)
        lines = [e for e in open_lines if e not in free_set]
        local = {e: k for k, e in enumerate(lines)}

        crosses = []
        for e in lines:
            mask = 0
            for f in crossing[e]:
                mask |= 1 << local[f]
            crosses.append(mask)
        sides_of: list[list[tuple[int, int]]] = [[] for _ in lines]
        triangles_of = [0] * len(lines)
        triangle_sides = []
        for t, row in enumerate(undrawn):
            mask = 0
            for s in row:
                mask |= 1 << local[s]
            triangle_sides.append(mask)
            for s in row:
                k = local[s]
                sides_of[k].append((1 << t, mask & ~(1 << k)))
                triangles_of[k] |= 1 << t
        kills = []
        for e in lines:
            killed = 0
            for f in crossing[e]:
                killed |= triangles_of[local[f]]
            kills.append(killed)
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
