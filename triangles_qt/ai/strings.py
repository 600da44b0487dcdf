"""Strings of triangles, the components the exact search (exact.py) knows by their length and
ends alone: their moves (`string_transitions`), and the ones whose capture needs no search
(`takes_at_once`, `COIN`).

A component's signature is a small int (see exact.py) that names its kind and, for a string,
its length and ends: a path of n triangles is `path(n, ends)`, `ends` the number of its two ends
that are a line to no other triangle (the others are a triangle with a single undrawn side, on
offer); a ring of n triangles is `ring(n)`; any other component is `signature_of(OTHER, its
shape number)` or, when large, `signature_of(LARGE, its number in the search's list of large
components)`. Signatures sort by kind first (paths, rings, others, large ones) and paths by
length, then ends; a node of the search is a sorted tuple of them, so ints keep its hashing and
sorting cheap.
"""

from __future__ import annotations

from dataclasses import dataclass

PATH, RING, OTHER, LARGE = 0, 1, 2, 3

Signature = int
State = tuple[Signature, ...]

# A signature's kind sits above this bit; a path keeps its ends in its two lowest bits.
_KIND_SHIFT = 40
_NUMBER_MASK = (1 << _KIND_SHIFT) - 1


def signature_of(kind: int, number: int) -> Signature:
    """The signature of a component of `kind` with `number` below it (see the module's
    docstring)."""
    return kind << _KIND_SHIFT | number


def path(n: int, ends: int) -> Signature:
    """A path of n triangles with `ends` ends that are a line to no other triangle."""
    return n << 2 | ends


def ring(n: int) -> Signature:
    """A ring of n triangles."""
    return signature_of(RING, n)


def kind_of(signature: Signature) -> int:
    """PATH, RING, OTHER or LARGE."""
    return signature >> _KIND_SHIFT


def number_of(signature: Signature) -> int:
    """What a signature holds below its kind: a ring's length, a shape number, a large
    component's number (a path's is its length and ends, see `path`)."""
    return signature & _NUMBER_MASK


def string_parts(signature: Signature) -> tuple[int, int, int]:
    """(kind, triangles, ends) of a path or a ring (a ring's ends are 0)."""
    if signature >> _KIND_SHIFT == RING:
        return RING, signature & _NUMBER_MASK, 0
    return PATH, signature >> 2, signature & 3


# Without "Play again", the strings one line takes whole: a triangle on offer alone and two on
# offer with the same last side. Such a *coin* is a move that scores and passes the turn, and
# nothing else, so a strategy for the position with the other coin (or a free tempo line) in its
# place, played the same, changes only the points of whoever takes it: taking the larger coin
# is never worse than taking the smaller one or passing, and those need no search.
COIN, PAIR_COIN = path(1, 1), path(2, 0)
# Every signature of a string (a path or a ring) is below this one.
FIRST_OTHER = signature_of(OTHER, 0)


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
    # How the move changes a node's key (`ExactSearch.key_of`), once its children are known.
    delta: int = 0


def takes_at_once(signature: Signature) -> bool:
    """Whether, with "Play again", the side to move loses nothing by taking a triangle on
    offer in this component at once, whatever the rest of the position: a lone triangle on
    offer or two that one line takes (a point that does not change the turn), a path of at
    least 3 triangles open at one end (taking one still leaves the choice between taking all
    and leaving the last two, the all-but-two rule of dots and boxes) or of at least 5 open at
    both ends (taking one still leaves the choice of handing over the last four). Its first
    move (`ExactSearch.transitions`) is that capture."""
    if signature >= RING << _KIND_SHIFT:
        return False
    n, ends = signature >> 2, signature & 3
    if ends == 1:
        return n != 2
    return ends == 0 and (n == 2 or n >= 5)


def string_transitions(signature: Signature) -> list[Transition]:
    """The moves of a path or ring of n triangles, one per distinct result."""
    kind, n, ends = string_parts(signature)
    results: dict[tuple[int, State], int] = {}
    if kind == RING:
        results[(0, (path(n, 0),))] = 0
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
                    children.append(path(count, a + b))
            result = (points, tuple(sorted(children)))
            if result not in results:
                after = sum(_signature_on_offer_string(c >> 2, c & 3) for c in children)
                results[result] = -points * 64 if points else max(0, after - before)
    return [
        Transition(points, order, -1, None, children)
        for (points, children), order in results.items()
    ]


def _signature_on_offer_string(n: int, ends: int) -> int:
    if n == 1:
        return 1 if ends == 1 else 0
    return 2 - ends
