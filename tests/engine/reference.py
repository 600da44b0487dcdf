"""A deliberately naive reference implementation of the rules, for property tests.

Written from the rules text, independent of the engine: exact rational arithmetic, brute force
over every pair and triple of stars (O(n^4) a position is fine up to about a dozen stars).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

Point = tuple[int, int]


def cross(o: Point, a: Point, b: Point) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def distance2_to_segment(p: Point, a: Point, b: Point) -> Fraction:
    """Exact squared distance from p to the closed segment a-b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = Fraction((p[0] - a[0]) * dx + (p[1] - a[1]) * dy, dx * dx + dy * dy)
    t = min(max(t, Fraction(0)), Fraction(1))
    cx, cy = a[0] + t * dx, a[1] + t * dy
    return (p[0] - cx) ** 2 + (p[1] - cy) ** 2


def on_segment(p: Point, a: Point, b: Point) -> bool:
    return distance2_to_segment(p, a, b) == 0


def segments_share_point_besides_common_endpoint(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Sample the candidate intersection points exactly: any shared point other than a common
    endpoint. Collinear overlaps are found through the endpoints lying on the other segment."""
    common = {a, b} & {c, d}
    candidates: list[tuple[Fraction, Fraction]] = []
    for p in (a, b):
        if on_segment(p, c, d):
            candidates.append((Fraction(p[0]), Fraction(p[1])))
    for p in (c, d):
        if on_segment(p, a, b):
            candidates.append((Fraction(p[0]), Fraction(p[1])))
    denominator = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
    if denominator != 0:
        t = Fraction((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0]), denominator)
        u = Fraction((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0]), denominator)
        if 0 <= t <= 1 and 0 <= u <= 1:
            candidates.append((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
    if len(common) == 2:
        return True
    commons = {(Fraction(p[0]), Fraction(p[1])) for p in common}
    if any(point not in commons for point in candidates):
        return True
    # Collinear overlap from a common endpoint: the midpoint of the shorter overlap is shared.
    if common:
        (s,) = common
        p = b if a == s else a
        q = d if c == s else c
        if (
            cross(s, p, q) == 0
            and (p[0] - s[0]) * (q[0] - s[0]) + (p[1] - s[1]) * (q[1] - s[1]) > 0
        ):
            return True
    return False


class ReferenceGame:
    def __init__(self, points, tolerance, play_again=False, first_player=0):
        self.points = [tuple(p) for p in points]
        self.tolerance = tolerance
        self.play_again = play_again
        self.drawn: list[tuple[int, int]] = []
        self.current_player = first_player
        self.scores = [0, 0]

    def reason(self, i: int, j: int) -> str | None:
        return self.all_reasons()[(min(i, j), max(i, j))]

    def all_reasons(self) -> dict[tuple[int, int], str | None]:
        pairs = itertools.combinations(range(len(self.points)), 2)
        if self.is_over():
            return {pair: "game_over" for pair in pairs}
        return {pair: self.geometric_reason(*pair) for pair in pairs}

    def geometric_reason(self, i: int, j: int) -> str | None:
        i, j = min(i, j), max(i, j)
        if (i, j) in self.drawn:
            return "exists"
        a, b = self.points[i], self.points[j]
        for k, p in enumerate(self.points):
            if k not in (i, j) and distance2_to_segment(p, a, b) <= self.tolerance**2:
                return "through_star"
        for k, m in self.drawn:
            if segments_share_point_besides_common_endpoint(a, b, self.points[k], self.points[m]):
                return "crosses"
        return None

    def empty(self, i: int, j: int, k: int) -> bool:
        a, b, c = self.points[i], self.points[j], self.points[k]
        area = cross(a, b, c)
        if area == 0:
            return False
        for m, p in enumerate(self.points):
            if m in (i, j, k):
                continue
            s1, s2, s3 = cross(a, b, p), cross(b, c, p), cross(c, a, p)
            if area > 0 and s1 >= 0 and s2 >= 0 and s3 >= 0:
                return False
            if area < 0 and s1 <= 0 and s2 <= 0 and s3 <= 0:
                return False
        return True

    def is_over(self) -> bool:
        drawn = set(self.drawn)
        for i, j, k in itertools.combinations(range(len(self.points)), 3):
            if not self.empty(i, j, k):
                continue
            sides = [(i, j), (i, k), (j, k)]
            undrawn = [s for s in sides if s not in drawn]
            if undrawn and all(self.geometric_reason(*s) is None for s in undrawn):
                return False
        return True

    def play(self, i: int, j: int) -> list[tuple[int, int, int]]:
        i, j = min(i, j), max(i, j)
        assert self.geometric_reason(i, j) is None
        drawn = set(self.drawn)
        closed = []
        for k in range(len(self.points)):
            if k in (i, j):
                continue
            both_sides_drawn = (min(i, k), max(i, k)) in drawn and (min(j, k), max(j, k)) in drawn
            if both_sides_drawn and self.empty(i, j, k):
                closed.append(tuple(sorted((i, j, k))))
        self.drawn.append((i, j))
        self.scores[self.current_player] += len(closed)
        if not (closed and self.play_again):
            self.current_player = 1 - self.current_player
        return sorted(closed)

    def winner(self):
        if not self.is_over() or self.scores[0] == self.scores[1]:
            return None
        return 0 if self.scores[0] > self.scores[1] else 1
