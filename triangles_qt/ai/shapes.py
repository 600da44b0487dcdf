"""Alike components get one number (`Shapes`), so that the exact search (exact.py) stores and
searches them once.

A component of a position is its drawable lines and live triangles, with two relations: a line
is an undrawn side of a triangle, and a line crosses a line. Everything that can still happen in
it follows from those (drawing a line scores the triangles it is the last side of, makes the
lines it crosses undrawable and kills the triangles whose sides those are), so two components
with a one-to-one map of lines to lines and triangles to triangles that keeps both relations are
the same game: they get the same *shape* number.

Whether two components are alike is decided exactly: a colour refinement (each vertex's colour
is refined by its neighbours' colours) sorts them into candidates, and a backtracking search for
the map itself decides between candidates with the same colours.
"""

from __future__ import annotations

from dataclasses import dataclass

from .subgame import Subgame

# Colour refinement rounds: enough to tell apart nearly all components that differ.
_ROUNDS = 4


@dataclass(frozen=True)
class _Graph:
    """A component as a graph: lines first, then triangles; `adjacent[v]` a mask of vertices."""

    adjacent: list[int]
    colours: list[int]


class Shapes:
    """Shape numbers of the components of one subgame's positions."""

    def __init__(self, game: Subgame) -> None:
        self.game = game
        self._known: dict[tuple[int, int], int] = {}
        self._candidates: dict[tuple[int, ...], list[tuple[_Graph, int]]] = {}
        self.examples: list[tuple[int, int]] = []  # shape -> (lines, triangles) of one of them

    def number(self, lines: int, tris: int, game: Subgame | None = None) -> int:
        """The shape of the component with these lines and live triangles (local masks of
        `game`, by default the subgame the numbers are for; components of other subgames of
        the same board get the same numbers when alike)."""
        cached = game is None or game is self.game
        known = self._known.get((lines, tris)) if cached else None
        if known is not None:
            return known
        graph = _graph(self.game if game is None else game, lines, tris)
        invariant = (lines.bit_count(), *sorted(graph.colours))
        candidates = self._candidates.setdefault(invariant, [])
        for other, shape in candidates:
            if _alike(graph, other):
                if cached and self.examples[shape][0] < 0:
                    self.examples[shape] = (lines, tris)
                break
        else:
            shape = len(self.examples)
            self.examples.append((lines, tris) if cached else (-1, -1))
            candidates.append((graph, shape))
        if cached:
            self._known[(lines, tris)] = shape
        return shape


def _graph(g: Subgame, lines: int, tris: int) -> _Graph:
    """The component with these lines and triangles of `g` as a graph, its vertices coloured
    by colour refinement."""
    line_ids = _bits(lines)
    tri_ids = _bits(tris)
    index = {k: i for i, k in enumerate(line_ids)}
    first_tri = len(line_ids)
    tri_index = {t: first_tri + i for i, t in enumerate(tri_ids)}
    adjacent = [0] * (len(line_ids) + len(tri_ids))
    for k in line_ids:
        v = index[k]
        for j in _bits(g.crosses[k] & lines):
            adjacent[v] |= 1 << index[j]
        for t in _bits(g.triangles_of[k] & tris):
            adjacent[v] |= 1 << tri_index[t]
            adjacent[tri_index[t]] |= 1 << v
    colours = [
        hash((0 if v < first_tri else 1, mask.bit_count())) for v, mask in enumerate(adjacent)
    ]
    for _ in range(_ROUNDS):
        colours = [
            hash((colours[v], *sorted(colours[u] for u in _bits(mask))))
            for v, mask in enumerate(adjacent)
        ]
    return _Graph(adjacent, colours)


def _bits(mask: int) -> list[int]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _alike(a: _Graph, b: _Graph) -> bool:
    """Whether a one-to-one map of `a`'s vertices onto `b`'s keeps colours and adjacency."""
    count = len(a.adjacent)
    if count != len(b.adjacent):
        return False
    # `a`'s vertices in breadth-first order from one of the rarest colour, so that each but the
    # first has a neighbour mapped before it.
    tally: dict[int, int] = {}
    for colour in a.colours:
        tally[colour] = tally.get(colour, 0) + 1
    start = min(range(count), key=lambda v: (tally[a.colours[v]], v))
    order = [start]
    seen = 1 << start
    for v in order:
        for u in _bits(a.adjacent[v] & ~seen):
            seen |= 1 << u
            order.append(u)
    if len(order) != count:
        return False  # (components are connected)
    image = [-1] * count
    position = [0] * count
    for i, v in enumerate(order):
        position[v] = i

    def extend(i: int, used: int) -> bool:
        if i == count:
            return True
        v = order[i]
        # The images of `v`'s neighbours mapped already: `v`'s image must be adjacent to
        # exactly those among the images so far.
        mapped_neighbours = 0
        parent = -1
        for u in _bits(a.adjacent[v]):
            if position[u] < i:
                mapped_neighbours |= 1 << image[u]
                parent = u
        candidates = b.adjacent[image[parent]] if parent >= 0 else (1 << count) - 1
        candidates &= ~used
        for w in _bits(candidates):
            if b.colours[w] != a.colours[v] or b.adjacent[w] & used != mapped_neighbours:
                continue
            image[v] = w
            if extend(i + 1, used | 1 << w):
                return True
        image[v] = -1
        return False

    return extend(0, 0)
