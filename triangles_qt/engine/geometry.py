"""Exact geometric predicates on integer points.

Every test here is integer arithmetic on squared quantities: no square roots, no floats, so a star
at exactly the tolerance from a line is judged the same way on every machine. Coordinates are
bounded by the board canvas (a few thousand units), so every product fits easily in int64.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .pieces import Point


def orient(a: Point, b: Point, c: Point) -> int:
    """Twice the signed area of triangle abc: > 0 counter-clockwise, < 0 clockwise, 0 collinear."""
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def within_tolerance(p: Point, a: Point, b: Point, tolerance: int) -> bool:
    """True when p lies within `tolerance` (Euclidean, closed) of the closed segment a-b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    rx, ry = p[0] - a[0], p[1] - a[1]
    tol2 = tolerance * tolerance
    along = rx * dx + ry * dy
    length2 = dx * dx + dy * dy
    if along <= 0:
        return rx * rx + ry * ry <= tol2
    if along >= length2:
        qx, qy = p[0] - b[0], p[1] - b[1]
        return qx * qx + qy * qy <= tol2
    cross = dx * ry - dy * rx
    return cross * cross <= tol2 * length2


def _on_closed_segment(p: Point, a: Point, b: Point) -> bool:
    """p is collinear with a-b (caller checked) and inside its bounding box."""
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_conflict(a: Point, b: Point, c: Point, d: Point) -> bool:
    """True when segments a-b and c-d share any point other than a common endpoint.

    Two segments with one common endpoint conflict only if they overlap along a line from it;
    segments with no common endpoint conflict if they cross or touch anywhere.
    """
    shared = {a, b} & {c, d}
    if len(shared) == 2:
        return True  # the same segment
    if len(shared) == 1:
        (s,) = shared
        p = b if a == s else a
        q = d if c == s else c
        # Overlap from the shared endpoint: collinear and pointing the same way.
        return (
            orient(s, p, q) == 0
            and (p[0] - s[0]) * (q[0] - s[0]) + (p[1] - s[1]) * (q[1] - s[1]) > 0
        )
    o1, o2 = orient(a, b, c), orient(a, b, d)
    o3, o4 = orient(c, d, a), orient(c, d, b)
    if ((o1 > 0 and o2 < 0) or (o1 < 0 and o2 > 0)) and (
        (o3 > 0 and o4 < 0) or (o3 < 0 and o4 > 0)
    ):
        return True
    return (
        (o1 == 0 and _on_closed_segment(c, a, b))
        or (o2 == 0 and _on_closed_segment(d, a, b))
        or (o3 == 0 and _on_closed_segment(a, c, d))
        or (o4 == 0 and _on_closed_segment(b, c, d))
    )


def conflicts_with_many(
    p: np.ndarray,
    q: np.ndarray,
    starts: np.ndarray,
    ends: np.ndarray,
    p_index: int,
    q_index: int,
    start_index: np.ndarray,
    end_index: np.ndarray,
) -> np.ndarray:
    """Vectorized `segments_conflict` of one segment p-q against many segments starts-ends.

    Points are int64 arrays; the index arguments identify stars so that shared endpoints are
    recognised by identity (stars are distinct points, so this equals comparing coordinates).
    Returns a boolean array, one entry per segment.
    """
    return _conflicts(
        (int(p[0]), int(p[1]), int(q[0]), int(q[1]), p_index, q_index),
        (starts[:, 0], starts[:, 1], ends[:, 0], ends[:, 1], start_index, end_index),
    )


def conflicts_pairwise(
    p: np.ndarray,
    q: np.ndarray,
    starts: np.ndarray,
    ends: np.ndarray,
    p_index: np.ndarray,
    q_index: np.ndarray,
    start_index: np.ndarray,
    end_index: np.ndarray,
) -> np.ndarray:
    """Vectorized `segments_conflict` of segment p[k]-q[k] and segment starts[k]-ends[k], for
    every k: points are (K, 2) int64 arrays, the indices (K,) arrays identifying the stars (as
    in `conflicts_with_many`). Returns a boolean array, one entry per pair."""
    return _conflicts(
        (p[:, 0], p[:, 1], q[:, 0], q[:, 1], p_index, q_index),
        (starts[:, 0], starts[:, 1], ends[:, 0], ends[:, 1], start_index, end_index),
    )


# A segment's coordinates x1, y1, x2, y2 and its stars' indices: each a number (one segment
# for all the others) or an array (one segment per pair).
_Segments = tuple[Any, Any, Any, Any, Any, Any]


def _conflicts(first: _Segments, second: _Segments) -> np.ndarray:
    """`segments_conflict` of the first segments against the second ones, elementwise."""
    px, py, qx, qy, p_index, q_index = first
    sx, sy, ex, ey, start_index, end_index = second
    dx, dy = qx - px, qy - py
    o1 = np.sign(dx * (sy - py) - dy * (sx - px))
    o2 = np.sign(dx * (ey - py) - dy * (ex - px))
    fx, fy = ex - sx, ey - sy
    o3 = np.sign(fx * (py - sy) - fy * (px - sx))
    o4 = np.sign(fx * (qy - sy) - fy * (qx - sx))

    proper = (o1 * o2 < 0) & (o3 * o4 < 0)
    # Touching or collinear cases: a zero orientation with the point inside the other's box.
    lo_x, hi_x = _low_high(px, qx)
    lo_y, hi_y = _low_high(py, qy)
    s_in_pq = (o1 == 0) & (sx >= lo_x) & (sx <= hi_x) & (sy >= lo_y) & (sy <= hi_y)
    e_in_pq = (o2 == 0) & (ex >= lo_x) & (ex <= hi_x) & (ey >= lo_y) & (ey <= hi_y)
    bx_lo, bx_hi = np.minimum(sx, ex), np.maximum(sx, ex)
    by_lo, by_hi = np.minimum(sy, ey), np.maximum(sy, ey)
    p_in_se = (o3 == 0) & (px >= bx_lo) & (px <= bx_hi) & (py >= by_lo) & (py <= by_hi)
    q_in_se = (o4 == 0) & (qx >= bx_lo) & (qx <= bx_hi) & (qy >= by_lo) & (qy <= by_hi)

    share_start = (start_index == p_index) | (start_index == q_index)
    share_end = (end_index == p_index) | (end_index == q_index)
    shares = share_start | share_end
    general = proper | s_in_pq | e_in_pq | p_in_se | q_in_se

    # With one shared endpoint s, the others are p' (of p-q) and q' (of the segment): they
    # conflict only when collinear and on the same side of s.
    result: np.ndarray = general & ~shares
    one = shares & ~(share_start & share_end)
    if one.any():
        idx = np.flatnonzero(one)

        def at(values: Any) -> Any:  # the pairs sharing one endpoint (a number stays)
            return values[idx] if isinstance(values, np.ndarray) else values

        s_is_start = share_start[idx]
        s_x = np.where(s_is_start, sx[idx], ex[idx])
        s_y = np.where(s_is_start, sy[idx], ey[idx])
        other_x = np.where(s_is_start, ex[idx], sx[idx])
        other_y = np.where(s_is_start, ey[idx], sy[idx])
        s_is_p = (s_x == at(px)) & (s_y == at(py))
        mine_x = np.where(s_is_p, at(qx), at(px))
        mine_y = np.where(s_is_p, at(qy), at(py))
        ax, ay = mine_x - s_x, mine_y - s_y
        bx, by = other_x - s_x, other_y - s_y
        overlap = (ax * by - ay * bx == 0) & (ax * bx + ay * by > 0)
        result[idx] = overlap
    result[share_start & share_end] = True
    return result


def _low_high(a: Any, b: Any) -> tuple[Any, Any]:
    """The smaller and the larger of a and b, elementwise (numbers stay plain numbers, which
    numpy compares with arrays faster than its own scalars)."""
    if isinstance(a, np.ndarray):
        return np.minimum(a, b), np.maximum(a, b)
    return min(a, b), max(a, b)
