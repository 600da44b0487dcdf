"""The star board: integer star positions, their generation, and what the rules precompute.

A board's stars never change once built. It precomputes, exactly and once, everything about them
that no move can change: which lines pass through a star (and so can never be drawn) and which
triangles are empty (no star inside or on a side), the only ones that can ever score. Every game
on the board shares this, on any thread: `prepare()` computes it all, under a lock.

One thing grows after that: a cache of which lines each line crosses, filled as games and searches
ask, line by line or many lines in batched passes (`compute_crossings`); computing it for every
line up front would hold up a big board's start. The
window's thread and the computer's worker share it; entries are only ever added, under the lock,
and an entry once stored never changes, so readers need no lock.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from functools import cached_property

import numpy as np

from .geometry import conflicts_pairwise, conflicts_with_many
from .pieces import Line, LineId, Point, Star, Triangle
from .vocabulary import MAX_BOARD_NUMBER, MAX_STARS, MIN_BOARD_NUMBER, MIN_STARS

CANVAS_WIDTH = 1600
CANVAS_HEIGHT = 1000
# How close (board units, closed) another star may come to a line before the line is refused as
# passing through it. The board view draws a star's dot and a line's stroke so that together they
# just fill this distance at every zoom: a refused line is seen to touch the star, an accepted one
# leaves a gap. 10 keeps stars easy to see on the smallest window (docs/decisions/0002).
DEFAULT_TOLERANCE = 10
# The largest tolerance a board accepts (records are checked against it too).
MAX_TOLERANCE = 100
# Generated stars keep this far from the canvas edges.
GENERATION_MARGIN = 50
# Pairs of lines one pass of `Board.compute_crossings` compares (bounds its memory).
CROSSINGS_PASS = 150_000


class Board:
    """Stars at distinct integer points on a CANVAS_WIDTH x CANVAS_HEIGHT canvas."""

    def __init__(
        self,
        points: Iterable[Sequence[int]],
        tolerance: int = DEFAULT_TOLERANCE,
        *,
        n: int | None = None,
        seed: int | None = None,
    ) -> None:
        stars = _validated_points(points)
        if isinstance(tolerance, bool) or not isinstance(tolerance, int | np.integer):
            raise ValueError(f"tolerance must be an integer, not {tolerance!r}")
        if not 0 <= tolerance <= MAX_TOLERANCE:
            raise ValueError(
                f"tolerance must be between 0 and {MAX_TOLERANCE} board units, not {tolerance}"
            )
        self.points: tuple[Point, ...] = stars
        self.tolerance = int(tolerance)
        self.n = n
        self.seed = seed
        self.xy = np.array(stars, dtype=np.int64)
        self.xy.setflags(write=False)
        self._lock = threading.Lock()
        self._crossings: dict[LineId, _Crossings] = {}
        self._crossings_requested: set[LineId] = set()

    @classmethod
    def generate(cls, n: int, seed: int, tolerance: int = DEFAULT_TOLERANCE) -> Board:
        """A blue-noise cloud of n stars, the same for the same (n, seed) everywhere."""
        if isinstance(n, bool) or not isinstance(n, int | np.integer):
            raise ValueError(f"the number of stars must be an integer, not {n!r}")
        if not MIN_STARS <= n <= MAX_STARS:
            raise ValueError(
                f"the number of stars must be from {MIN_STARS} to {MAX_STARS}, not {n}"
            )
        if (
            isinstance(seed, bool)
            or not isinstance(seed, int | np.integer)
            or not MIN_BOARD_NUMBER <= seed <= MAX_BOARD_NUMBER
        ):
            raise ValueError(
                f"the board number (seed) must be a whole number from {MIN_BOARD_NUMBER} "
                f"to {MAX_BOARD_NUMBER}, not {seed!r}"
            )
        points = _poisson_disc(int(n), int(seed))
        return cls(points, tolerance, n=int(n), seed=int(seed))

    @property
    def most_lines(self) -> int:
        """The most lines a game on this board can have: lines never cross, so the drawn lines
        are a plane graph on the stars, which has at most 3n - 6 edges."""
        return max(0, 3 * len(self.points) - 6)

    def __len__(self) -> int:
        return len(self.points)

    def __repr__(self) -> str:
        if self.seed is not None:
            return f"Board.generate({self.n}, seed={self.seed})"
        return f"Board({len(self.points)} stars, tolerance={self.tolerance})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Board)
            and self.points == other.points
            and self.tolerance == other.tolerance
        )

    def __hash__(self) -> int:
        return hash((self.points, self.tolerance))

    def __getstate__(self) -> dict[str, object]:
        """Pickled (say, for the computer's process) with what it computed, without its lock."""
        with self._lock:
            state = dict(vars(self))
            state["_crossings"] = dict(self._crossings)
            state["_crossings_requested"] = set(self._crossings_requested)
        del state["_lock"]
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        vars(self).update(state)
        self._lock = threading.Lock()

    # -- What the rules precompute ------------------------------------------------------------

    @cached_property
    def edges(self) -> np.ndarray:
        """Every pair of stars (i, j), i < j, as an (E, 2) int array; a line's id is its row."""
        i, j = np.triu_indices(len(self.points), k=1)
        result = np.stack([i, j], axis=1).astype(np.int64)
        result.setflags(write=False)
        return result

    @cached_property
    def edge_ids(self) -> np.ndarray:
        """n x n matrix of line ids (symmetric; -1 on the diagonal)."""
        n = len(self.points)
        ids = np.full((n, n), -1, dtype=np.int64)
        e = self.edges
        ids[e[:, 0], e[:, 1]] = np.arange(len(e))
        ids[e[:, 1], e[:, 0]] = np.arange(len(e))
        ids.setflags(write=False)
        return ids

    def edge_id(self, i: Star, j: Star) -> LineId:
        return int(self.edge_ids[i, j])

    @cached_property
    def through_star(self) -> np.ndarray:
        """Boolean per line: some other star lies within the tolerance of it (never drawable)."""
        result = _lines_through_stars(self.xy, self.edges, self.tolerance)
        result.setflags(write=False)
        return result

    @cached_property
    def _triangle_data(self) -> tuple[np.ndarray, np.ndarray]:
        triangles = _empty_triangles(self.xy, self.edges, self.edge_ids, self.through_star)
        sides = np.stack(
            [
                self.edge_ids[triangles[:, 0], triangles[:, 1]],
                self.edge_ids[triangles[:, 0], triangles[:, 2]],
                self.edge_ids[triangles[:, 1], triangles[:, 2]],
            ],
            axis=1,
        ).reshape(-1, 3)
        triangles.setflags(write=False)
        sides.setflags(write=False)
        return triangles, sides

    @property
    def triangles(self) -> np.ndarray:
        """Every triangle that can ever score, as a (T, 3) array of sorted star indices.

        That is every triangle with no star inside or on a side and none of whose sides passes
        within the tolerance of a star (such a side can never be drawn).
        """
        return self._triangle_data[0]

    @property
    def triangle_sides(self) -> np.ndarray:
        """(T, 3) line ids of each triangle's sides: (i-j, i-k, j-k)."""
        return self._triangle_data[1]

    @cached_property
    def triangles_of_edge(self) -> tuple[np.ndarray, np.ndarray]:
        """CSR index from line id to the triangles it is a side of: (offsets, triangle ids)."""
        sides = self.triangle_sides
        flat = sides.ravel()
        order = np.argsort(flat, kind="stable")
        tri_ids = (order // 3).astype(np.int64)
        counts = np.bincount(flat, minlength=len(self.edges))
        offsets = np.zeros(len(self.edges) + 1, dtype=np.int64)
        np.cumsum(counts, out=offsets[1:])
        offsets.setflags(write=False)
        tri_ids.setflags(write=False)
        return offsets, tri_ids

    def lines_crossing(self, edge: LineId, among: np.ndarray) -> np.ndarray:
        """The line ids in `among` that line `edge` conflicts with (shares a point with, other
        than a common endpoint): drawing one makes the other undrawable."""
        ends = self.edges[among]
        i, j = self.edge_pairs[edge]
        xy = self.xy
        hit = conflicts_with_many(
            xy[i], xy[j], xy[ends[:, 0]], xy[ends[:, 1]], i, j, ends[:, 0], ends[:, 1]
        )
        hit &= among != edge
        conflicting: np.ndarray = among[hit]
        return conflicting

    def triangles_of_lines(self, lines: np.ndarray) -> np.ndarray:
        """Every triangle id having a side in `lines` (repeated once per such side)."""
        offsets, tri_ids = self.triangles_of_edge
        return _concatenated_rows(offsets, tri_ids, lines)

    def crossing_lines(self, edge: LineId) -> np.ndarray:
        """Every line that is not through a star and that line `edge` conflicts with: drawing
        one makes the other undrawable (sorted ids; computed once per line, then cached)."""
        return self._full_crossings(edge)[0]

    def cached_crossings(self, edge: LineId) -> _Crossings | None:
        """For a line played before (a search plays the same lines over and over): every line
        it conflicts with, and for each side of a triangle among those, (triangle, side).

        The first request for a line returns None (the caller tests only the lines still open,
        which is cheaper once); from the second on, the full answer is computed and cached.
        """
        found = self._crossings.get(edge)
        if found is not None:
            return found
        with self._lock:
            first_request = edge not in self._crossings_requested
            self._crossings_requested.add(edge)
        return None if first_request else self._full_crossings(edge)

    def compute_crossings(self, lines: Iterable[int]) -> None:
        """Work out now the crossings of each of `lines` not known yet, as `crossing_lines`
        gives them, in batched passes: far fewer numpy calls than line by line, for a search
        that will ask for them all (ai.levels.prepare_for_hard)."""
        known = self._crossings
        missing = np.array([line for line in lines if line not in known], dtype=np.int64)
        if not len(missing):
            return
        clear = self._clear_edges
        starts, ends = self.edges[clear, 0], self.edges[clear, 1]
        # The sides tests in 32 bits: exact, for coordinates on the canvas.
        xy32 = self.xy.astype(np.int32)
        sx, sy, ex, ey = xy32[starts, 0], xy32[starts, 1], xy32[ends, 0], xy32[ends, 1]
        fx, fy = ex - sx, ey - sy
        per_pass = max(1, CROSSINGS_PASS // max(len(clear), 1))
        for first in range(0, len(missing), per_pass):
            batch = missing[first : first + per_pass]
            i, j = self.edges[batch, 0], self.edges[batch, 1]
            px, py = xy32[i, 0][:, None], xy32[i, 1][:, None]
            qx, qy = xy32[j, 0][:, None], xy32[j, 1][:, None]
            dx, dy = qx - px, qy - py
            # Two lines can conflict only where neither has both ends strictly on one side of
            # the other: the exact test runs on those pairs alone.
            maybe = (
                np.sign(dx * (sy - py) - dy * (sx - px)) * np.sign(dx * (ey - py) - dy * (ex - px))
                <= 0
            )
            maybe &= (
                np.sign(fx * (py - sy) - fy * (px - sx)) * np.sign(fx * (qy - sy) - fy * (qx - sx))
                <= 0
            )
            rows, cols = np.nonzero(maybe)  # by line, each line's in ascending order
            a, b, c, d = i[rows], j[rows], starts[cols], ends[cols]
            xy = self.xy
            hit = conflicts_pairwise(xy[a], xy[b], xy[c], xy[d], a, b, c, d)
            hit &= clear[cols] != batch[rows]
            rows, crossing = rows[hit], clear[cols[hit]]
            # What follows from them, for the whole pass at once, then kept line by line (each
            # a part of the pass's arrays).
            triangles, sides, per_crossing = self._triangles_beside(crossing)
            bounds = np.searchsorted(rows, np.arange(len(batch) + 1))
            triangle_bounds = np.concatenate(([0], np.cumsum(per_crossing)))[bounds].tolist()
            bounds_list = bounds.tolist()
            for row, line in enumerate(batch.tolist()):
                lines_at = slice(bounds_list[row], bounds_list[row + 1])
                triangles_at = slice(triangle_bounds[row], triangle_bounds[row + 1])
                self._keep_crossings(
                    line, (crossing[lines_at], triangles[triangles_at], sides[triangles_at])
                )

    def _full_crossings(self, edge: LineId) -> _Crossings:
        found = self._crossings.get(edge)
        if found is not None:
            return found
        crossing = self.lines_crossing(edge, self._clear_edges)
        triangles, sides, _ = self._triangles_beside(crossing)
        return self._keep_crossings(edge, (crossing, triangles, sides))

    def _triangles_beside(self, lines: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The triangles having a side in `lines` (once per such side, in the order of
        `lines`), that side of each, and how many there are per line."""
        offsets, _ = self.triangles_of_edge
        per_line = offsets[lines + 1] - offsets[lines]
        return self.triangles_of_lines(lines), np.repeat(lines, per_line), per_line

    def _keep_crossings(self, edge: LineId, computed: _Crossings) -> _Crossings:
        """Keep what `edge` conflicts with. Computed outside the lock (another thread may
        compute the same line meanwhile: the answers are equal), stored under it; whoever
        stores first wins, so every caller gets the same arrays."""
        for array in computed:
            array.setflags(write=False)
        with self._lock:
            return self._crossings.setdefault(edge, computed)

    @cached_property
    def _clear_edges(self) -> np.ndarray:
        return np.flatnonzero(~self.through_star)

    @cached_property
    def edge_pairs(self) -> tuple[Line, ...]:
        """Per line id, its stars (i, j) as plain ints."""
        return tuple(zip(*self.edges.T.tolist(), strict=True))

    @cached_property
    def triangle_tuples(self) -> tuple[Triangle, ...]:
        """Per triangle id, its stars (i, j, k) as plain ints."""
        return tuple(zip(*self.triangles.T.tolist(), strict=True))

    @cached_property
    def edge_triangle_lists(self) -> tuple[tuple[int, ...], ...]:
        """Per line id, the triangles it is a side of, as plain tuples (fast in loops)."""
        offsets, tri_ids = self.triangles_of_edge
        flat = tri_ids.tolist()
        bounds = offsets.tolist()
        return tuple(tuple(flat[bounds[e] : bounds[e + 1]]) for e in range(len(self.edges)))

    def prepare(self) -> Board:
        """Compute everything the rules need now, once, whichever threads ask (else each part
        is computed on first use). Every game calls this, so a board in play is complete."""
        with self._lock:
            _ = self.edge_triangle_lists, self.edge_pairs, self.triangle_tuples, self._clear_edges
        return self


# What a line conflicts with: (crossing line ids, triangles with such a side, that side).
_Crossings = tuple[np.ndarray, np.ndarray, np.ndarray]


def _concatenated_rows(offsets: np.ndarray, values: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The CSR rows `rows` of (offsets, values), one after another."""
    starts = offsets[rows]
    counts = offsets[rows + 1] - starts
    total = int(counts.sum())
    if total == 0:
        return np.empty(0, dtype=values.dtype)
    # Index of each output element in `values`: its row's start + its position within the row.
    first_of_row = np.cumsum(counts) - counts
    within = np.arange(total) - np.repeat(first_of_row, counts)
    rows_values: np.ndarray = values[np.repeat(starts, counts) + within]
    return rows_values


def _validated_points(points: Iterable[Sequence[int]]) -> tuple[Point, ...]:
    try:
        raw = list(points)
    except TypeError:
        raise ValueError("stars must be a sequence of (x, y) integer pairs") from None
    if len(raw) < MIN_STARS:
        raise ValueError(f"a board needs at least {MIN_STARS} stars, not {len(raw)}")
    if len(raw) > MAX_STARS:
        raise ValueError(f"a board has at most {MAX_STARS} stars, not {len(raw)}")
    stars: list[tuple[int, int]] = []
    seen: dict[tuple[int, int], int] = {}
    for index, point in enumerate(raw):
        # Sequences only: a set has no order and a mapping's items are not coordinates.
        is_pair = isinstance(point, Sequence | np.ndarray) and not isinstance(point, str | bytes)
        if not is_pair or len(point) != 2:
            raise ValueError(f"star {index} must be an (x, y) pair of integers")
        x, y = point[0], point[1]
        for value in (x, y):
            if isinstance(value, bool) or not isinstance(value, int | np.integer):
                raise ValueError(f"star {index} must have integer coordinates")
        x, y = int(x), int(y)
        if not (0 <= x <= CANVAS_WIDTH and 0 <= y <= CANVAS_HEIGHT):
            # The coordinates are not repeated: one may be thousands of digits long.
            raise ValueError(f"star {index} is off the {CANVAS_WIDTH} x {CANVAS_HEIGHT} canvas")
        if (x, y) in seen:
            raise ValueError(f"stars {seen[(x, y)]} and {index} are both at ({x}, {y})")
        seen[(x, y)] = index
        stars.append((x, y))
    return tuple(stars)


def _poisson_disc(n: int, seed: int) -> list[tuple[int, int]]:
    """Dart throwing: random candidates, each kept if far enough from those already kept.

    The separation starts near the densest random packing for n stars and shrinks only when a
    batch of candidates cannot place them all. Integer arithmetic and PCG64 make the result the
    same on every platform.
    """
    rng = np.random.Generator(np.random.PCG64(seed))
    m = GENERATION_MARGIN
    width, height = CANVAS_WIDTH - 2 * m, CANVAS_HEIGHT - 2 * m
    # Squared separation: (0.7 * sqrt(area / n))^2 = 0.49 * area / n, kept integer for portability.
    separation2 = (49 * width * height) // (100 * n)
    kept = np.empty((0, 2), dtype=np.int64)
    batch = max(64, 30 * n)
    while len(kept) < n:
        candidates = rng.integers([m, m], [m + width + 1, m + height + 1], size=(batch, 2))
        x, y = candidates[:, 0].copy(), candidates[:, 1].copy()
        blocked = np.zeros(batch, dtype=bool)
        if len(kept):
            dx = x[:, None] - kept[None, :, 0]
            dy = y[:, None] - kept[None, :, 1]
            np.any(dx * dx + dy * dy < separation2, axis=1, out=blocked)
        # Candidates are taken in order, so a choice only blocks those after it.
        chosen: list[int] = []
        index = 0
        while len(kept) + len(chosen) < n:
            index += int(np.argmin(blocked[index:]))  # the first one not blocked
            if blocked[index]:
                break
            chosen.append(index)
            dx, dy = x[index:] - x[index], y[index:] - y[index]
            blocked[index:] |= dx * dx + dy * dy < separation2
        if chosen:
            kept = np.vstack([kept, candidates[chosen]])
        if len(kept) < n:
            separation2 = (separation2 * 81) // 100  # separation * 0.9
    return [(int(x), int(y)) for x, y in kept]


def _lines_through_stars(xy: np.ndarray, edges: np.ndarray, tolerance: int) -> np.ndarray:
    """Exact: for each line i-j, is any other star within `tolerance` of the closed segment?"""
    n = len(xy)
    tol2 = tolerance * tolerance
    result = np.zeros(len(edges), dtype=bool)
    x, y = xy[:, 0], xy[:, 1]
    a, b = edges[:, 0], edges[:, 1]
    ax, ay, bx, by = x[a], y[a], x[b], y[b]
    # Only stars inside a segment's bounding box widened by the tolerance can be near it (the
    # boxes compared in 32 bits: coordinates are small).
    x32, y32 = x.astype(np.int32), y.astype(np.int32)
    low_x = (np.minimum(ax, bx) - tolerance).astype(np.int32)
    high_x = (np.maximum(ax, bx) + tolerance).astype(np.int32)
    low_y = (np.minimum(ay, by) - tolerance).astype(np.int32)
    high_y = (np.maximum(ay, by) + tolerance).astype(np.int32)
    # Work in chunks of lines to bound memory (chunk x n matrices).
    chunk = max(1, 1_000_000 // max(n, 1))
    for start in range(0, len(edges), chunk):
        lines = slice(start, start + chunk)
        near = (x32 >= low_x[lines, None]) & (x32 <= high_x[lines, None])
        near &= (y32 >= low_y[lines, None]) & (y32 <= high_y[lines, None])
        row = np.arange(near.shape[0])
        near[row, a[lines]] = False
        near[row, b[lines]] = False
        rows, stars = np.nonzero(near)
        rows += start
        dx, dy = bx[rows] - ax[rows], by[rows] - ay[rows]
        rx, ry = x[stars] - ax[rows], y[stars] - ay[rows]
        cross = dx * ry - dy * rx
        length2 = dx * dx + dy * dy
        # Farther than the tolerance from the line through the segment is farther from the
        # segment too: only the others are measured to the segment itself.
        close = np.flatnonzero(cross * cross <= tol2 * length2)
        rows, dx, dy, rx, ry = rows[close], dx[close], dy[close], rx[close], ry[close]
        along, length2 = rx * dx + ry * dy, length2[close]
        qx, qy = rx - dx, ry - dy  # from the far end
        hit = np.where(
            along <= 0,
            rx * rx + ry * ry <= tol2,
            (along < length2) | (qx * qx + qy * qy <= tol2),
        )
        result[rows[hit]] = True
    return result


def _empty_triangles(
    xy: np.ndarray, edges: np.ndarray, edge_ids: np.ndarray, through_star: np.ndarray
) -> np.ndarray:
    """Every triangle with three clear sides (not through a star) and no star inside.

    Clear sides already rule out a star on a side. Stars inside are counted in O(1) a triangle
    from "stars below a segment" counts (the classic strip method), with stars ranked in
    lexicographic (x, y) order so that equal x coordinates need no special case: a clear
    segment has no star collinear with it between its ends, so the rank strip is exact.
    """
    n = len(xy)
    order = np.lexsort((xy[:, 1], xy[:, 0]))  # rank -> star
    pts = xy[order]
    x, y = pts[:, 0], pts[:, 1]
    # below[a, c] (a < c by rank): stars ranked strictly between a and c lying strictly on the
    # clockwise side of the directed line a -> c.
    below = np.zeros((n, n), dtype=np.int64)
    ranks = np.arange(n)
    for first in range(n - 2):
        cs = ranks[first + 2 :]
        ps = ranks[first + 1 : -1]
        dx = (x[cs] - x[first])[:, None]
        dy = (y[cs] - y[first])[:, None]
        side = dx * (y[ps] - y[first])[None, :] - dy * (x[ps] - x[first])[None, :]
        between = ps[None, :] < cs[:, None]
        below[first, cs] = ((side < 0) & between).sum(axis=1)

    clear_by_rank = ~through_star[edge_ids[order][:, order]]
    np.fill_diagonal(clear_by_rank, False)
    upper = np.triu(clear_by_rank, 1)
    a_idx, b_idx = np.nonzero(upper)
    # For each clear pair a < b, the c > b with a-c and b-c clear.
    candidates = upper[a_idx] & upper[b_idx]
    pair, c = np.nonzero(candidates)
    a, b = a_idx[pair], b_idx[pair]
    turn = (x[c] - x[a]) * (y[b] - y[a]) - (y[c] - y[a]) * (x[b] - x[a])  # orient(a, c, b)
    # turn > 0: b lies on the counter-clockwise side of a -> c ("above"); < 0: "below".
    ab, bc, ac = below[a, b], below[b, c], below[a, c]
    inside = np.where(turn > 0, ab + bc - ac, ac - ab - bc - 1)
    keep = inside == 0
    result = np.sort(np.stack([order[a[keep]], order[b[keep]], order[c[keep]]], axis=1), axis=1)
    # A stable, platform-independent order: lexicographic by star indices.
    result = result[np.lexsort((result[:, 2], result[:, 1], result[:, 0]))]
    return np.ascontiguousarray(result, dtype=np.int64)
