"""The engine's exact predicates against an independent oracle: GEOS, through shapely.

GEOS decides whether segments cross or touch and whether a point lies in or on a polygon with
robust predicates, which are exact on small integer coordinates like the board's. Distances it
computes in floating point, so a case within a hair of the tolerance is left to exact rational
arithmetic instead. Small grids make the degenerate cases common: collinear stars, shared
endpoints, overlaps, a star exactly on a side or exactly at the tolerance.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import strategies as st

from triangles_qt.engine import Board
from triangles_qt.engine.geometry import (
    conflicts_pairwise,
    conflicts_with_many,
    segments_conflict,
    within_tolerance,
)

from ..selection import property_test

shapely = pytest.importorskip("shapely")
from shapely.geometry import LineString, Point, Polygon  # noqa: E402

small = st.tuples(st.integers(0, 6), st.integers(0, 6))
wide = st.tuples(st.integers(0, 1600), st.integers(0, 1000))
points = st.one_of(small, wide)


def geos_conflict(a, b, c, d) -> bool:
    """Segments a-b and c-d share a point other than a common endpoint (a != b, c != d)."""
    ab, cd = LineString([a, b]), LineString([c, d])
    shared = {a, b} & {c, d}
    if len(shared) == 2:
        return True
    if len(shared) == 1:
        # Meeting at the common endpoint only leaves the interiors apart, or touching at that
        # point; anything more is an overlap along a line.
        return ab.relate(cd)[0] == "1"
    return ab.intersects(cd)


@property_test(300, 1500, small, small, small, small)
def test_crossing_and_touching_on_a_small_grid(a, b, c, d):
    if a == b or c == d:
        return
    assert segments_conflict(a, b, c, d) == geos_conflict(a, b, c, d)


@property_test(200, 800, points, points, points, points)
def test_crossing_and_touching_anywhere(a, b, c, d):
    if a == b or c == d:
        return
    assert segments_conflict(a, b, c, d) == geos_conflict(a, b, c, d)


@property_test(60, 300, small, small, st.lists(st.tuples(small, small), min_size=1, max_size=30))
def test_the_vectorized_conflict_test_agrees(p, q, segments):
    segments = [(s, e) for s, e in segments if s != e]
    if p == q or not segments:
        return
    # Stars are identified by index: equal points get equal indices.
    index: dict[tuple[int, int], int] = {}
    ids = [index.setdefault(point, len(index)) for point in (p, q)]
    starts = np.array([s for s, _ in segments], dtype=np.int64)
    ends = np.array([e for _, e in segments], dtype=np.int64)
    start_ids = np.array([index.setdefault(s, len(index)) for s, _ in segments])
    end_ids = np.array([index.setdefault(e, len(index)) for _, e in segments])
    got = conflicts_with_many(
        np.array(p), np.array(q), starts, ends, ids[0], ids[1], start_ids, end_ids
    )
    assert got.tolist() == [geos_conflict(p, q, s, e) for s, e in segments]


@property_test(100, 300, st.lists(st.tuples(small, small, small, small), min_size=1, max_size=30))
def test_the_pairwise_conflict_test_agrees(pairs):
    pairs = [(p, q, s, e) for p, q, s, e in pairs if p != q and s != e]
    if not pairs:
        return
    index: dict[tuple[int, int], int] = {}  # stars by index: equal points, equal indices
    columns = list(zip(*pairs, strict=True))
    points = [np.array(column, dtype=np.int64) for column in columns]
    ids = [np.array([index.setdefault(point, len(index)) for point in c]) for c in columns]
    got = conflicts_pairwise(*points, *ids)
    assert got.tolist() == [geos_conflict(p, q, s, e) for p, q, s, e in pairs]


def exact_distance2(p, a, b) -> Fraction:
    """Squared distance from point p to the closed segment a-b, as an exact fraction."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = Fraction((p[0] - a[0]) * dx + (p[1] - a[1]) * dy, length2)
    t = min(max(t, Fraction(0)), Fraction(1))
    ex, ey = a[0] + t * dx - p[0], a[1] + t * dy - p[1]
    return ex * ex + ey * ey


def geos_within(p, a, b, tolerance: int) -> bool:
    distance = LineString([a, b]).distance(Point(p))
    if abs(distance - tolerance) > 1e-7 * max(1, tolerance):
        return distance < tolerance
    return exact_distance2(p, a, b) <= tolerance * tolerance  # a hair from the tolerance


@property_test(300, 1500, small, small, small, st.integers(0, 4))
def test_distance_to_a_segment_on_a_small_grid(p, a, b, tolerance):
    if a == b:
        return
    assert within_tolerance(p, a, b, tolerance) == geos_within(p, a, b, tolerance)


@property_test(200, 800, points, points, points, st.integers(0, 100))
def test_distance_to_a_segment_anywhere(p, a, b, tolerance):
    if a == b:
        return
    assert within_tolerance(p, a, b, tolerance) == geos_within(p, a, b, tolerance)


def test_the_oracle_sees_the_boundary_cases():
    # The cases the rules hinge on, so a broken oracle cannot agree by accident.
    assert geos_conflict((0, 0), (4, 0), (2, 0), (6, 0))  # collinear overlap
    assert not geos_conflict((0, 0), (4, 0), (4, 0), (6, 0))  # end to end
    assert not geos_conflict((0, 0), (4, 0), (0, 0), (-3, 0))  # opposite ways from one star
    assert geos_conflict((0, 0), (4, 0), (0, 0), (2, 0))  # the same way from one star
    assert geos_conflict((0, 0), (4, 0), (2, 0), (2, 5))  # a T
    assert geos_within((2, 4), (0, 0), (4, 0), 4) and not geos_within((2, 5), (0, 0), (4, 0), 4)
    assert geos_within((7, 4), (0, 0), (4, 0), 5)  # 3-4-5 from the end


# -- Whole boards: lines through stars, empty triangles, crossings ------------------------------

boards = st.tuples(
    st.lists(
        st.tuples(st.integers(0, 12), st.integers(0, 9)), min_size=3, max_size=12, unique=True
    ),
    st.integers(0, 2),
)


@property_test(20, 80, boards)
def test_a_board_agrees_with_geos(case):
    stars, tolerance = case
    board = Board(stars, tolerance)
    through = [
        any(
            geos_within(star, stars[i], stars[j], tolerance)
            for k, star in enumerate(stars)
            if k not in (i, j)
        )
        for i, j in board.edge_pairs
    ]
    assert board.through_star.tolist() == through

    # A triangle scores when its three sides are drawable and no other star is in or on it.
    expected = set()
    for i, j, k in itertools.combinations(range(len(stars)), 3):
        sides = (board.edge_id(i, j), board.edge_id(i, k), board.edge_id(j, k))
        if any(through[side] for side in sides):
            continue
        shape = Polygon([stars[i], stars[j], stars[k]])
        if shape.area == 0:
            continue
        others = [Point(star) for m, star in enumerate(stars) if m not in (i, j, k)]
        if not any(shape.intersects(star) for star in others):
            expected.add((i, j, k))
    assert set(board.triangle_tuples) == expected

    clear = np.flatnonzero(~board.through_star)
    for edge in range(len(board.edges)):
        i, j = board.edge_pairs[edge]
        geos = {
            int(other)
            for other in clear
            if other != edge
            and geos_conflict(stars[i], stars[j], *(stars[s] for s in board.edge_pairs[other]))
        }
        assert set(board.crossing_lines(edge).tolist()) == geos
