"""Strings of triangles, the components the exact search (exact.py) knows by their length and
ends alone: their moves (`string_transitions`), and the ones whose capture needs no search
(`takes_at_once`, `COIN`).

A component's signature is a triple (see exact.py): a path of n triangles is (PATH, n, ends),
`ends` the number of its two ends that are a line to no other triangle (the others are a
triangle with a single undrawn side, on offer); a ring of n triangles is (RING, n, 0); any other
component is (OTHER, its shape number, 0) or, when large, (LARGE, its lines, its triangles).
"""

from __future__ import annotations

from dataclasses import dataclass

PATH, RING, OTHER, LARGE = 0, 1, 2, 3

Signature = tuple[int, int, int]
State = tuple[Signature, ...]

# Without "Play again", the strings one line takes whole: a triangle on offer alone and two on
# offer with the same last side. Such a *coin* is a move that scores and passes the turn, and
# nothing else, so a strategy for the position with the other coin (or a free tempo line) in its
# place, played the same, changes only the points of whoever takes it: taking the larger coin
# is never worse than taking the smaller one or passing, and those need no search.
COIN, PAIR_COIN = (PATH, 1, 1), (PATH, 2, 0)


@dataclass(slots=True)
class Transition:
    """One move inside a component: what it scores, an order key, the local line id (-1 for
    a string's move, which stands for any of its alike lines), and the components it leaves
    and the free tempo lines it frees (their count). Those two are worked out when the move
    is first played (`ExactSearch.outcome`): until then `source` holds the component's lines
    and triangles."""

    points: int
    order: int
    line: int
    source: tuple[int, int] | None
    children: State = ()
    freed: int = 0


def takes_at_once(signature: Signature) -> bool:
    """Whether, with "Play again", the side to move loses nothing by taking a triangle on
    offer in this component at once, whatever the rest of the position: a lone triangle on
    offer or two that one line takes (a point that does not change the turn), a path of at
    least 3 triangles open at one end (taking one still leaves the choice between taking all
    and leaving the last two, the all-but-two rule of dots and boxes) or of at least 5 open at
    both ends (taking one still leaves the choice of handing over the last four). Its first
    move (`ExactSearch.transitions`) is that capture."""
    kind, n, ends = signature
    if kind != PATH:
        return False
    if ends == 1:
        return n != 2
    return ends == 0 and (n == 2 or n >= 5)


def string_transitions(signature: Signature) -> list[Transition]:
    """The moves of a path or ring of n triangles, one per distinct result."""
    kind, n, ends = signature
    results: dict[tuple[int, State], int] = {}
    if kind == RING:
        results[(0, ((PATH, n, 0),))] = 0
    else:
        left, right = (1, 1) if ends == 2 else ((1, 0) if ends == 1 else (0, 0))
        cuts: list[tuple[tuple[int, int, int], tuple[int, int, int]]] = []
        # A line cut leaves the triangles on its left (count, left end, right end) and on its
        # right; an end line drawn leaves the whole string with that end on offer.
        if left:
            cuts.append(((0, 0, 0), (n, 0, right)))
        for i in range(1, n):
            cuts.append(((i, left, 0), (n - i, 0, right)))
        if right:
            cuts.append(((n, left, 0), (0, 0, 0)))
        before = _signature_on_offer_string(n, ends)
        for pieces in cuts:
            points = 0
            children: list[Signature] = []
            for count, a, b in pieces:
                if count == 0:
                    continue
                if count == 1 and a == 0 and b == 0:
                    points += 1  # its last side drawn
                else:
                    children.append((PATH, count, a + b))
            result = (points, tuple(sorted(children)))
            if result not in results:
                after = sum(_signature_on_offer_string(c[1], c[2]) for c in children)
                results[result] = -points * 64 if points else max(0, after - before)
    return [
        Transition(points, order, -1, None, children)
        for (points, children), order in results.items()
    ]


def _signature_on_offer_string(n: int, ends: int) -> int:
    if n == 1:
        return 1 if ends == 1 else 0
    return 2 - ends
