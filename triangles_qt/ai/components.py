"""A position's independent parts as the exact search (exact.py) sees them: the components
of a position (`Components.decompose`), their signatures, their moves worked out once per
signature, and the table keys of nodes (`Components.key_of`), which a move changes by a fixed
amount.

See exact.py's docstring for what a component and a signature are.
"""

from __future__ import annotations

from hashlib import blake2b

from .shapes import Shapes
from .strings import (
    LARGE,
    OTHER,
    Signature,
    State,
    Transition,
    kind_of,
    number_of,
    path,
    ring,
    signature_of,
    string_transitions,
)
from .subgame import Subgame

# A component of more lines than this is not given a shape number: numbering it costs more than
# the rare alike component it would find saves. Its signature numbers it among the large ones.
SHAPE_LINE_LIMIT = 12


class Components:
    """The components, signatures, moves and node keys of one subgame's positions. `generated`
    counts the moves worked out (part of `ExactSearch.work`)."""

    def __init__(self, game: Subgame) -> None:
        self.game = game
        self.generated = 0
        self.shapes = Shapes(game)
        # Signature -> its moves, ordered (`transitions`), for those met so far.
        self.known_moves: dict[Signature, list[Transition]] = {}
        self._keys: dict[Signature, int] = {}
        # The large components met (their lines and triangles), numbered in that order.
        self._large: list[tuple[int, int]] = []
        self._large_numbers: dict[tuple[int, int], int] = {}

    # -- Components -------------------------------------------------------------------------

    def decompose(self, avail: int, live: int) -> tuple[State, int]:
        """The sorted signatures of the components of the position with drawable lines
        `avail` and live triangles `live` (local masks), and the mask of its free tempo
        lines."""
        parts, free = self.components(avail, live)
        signatures = [self.signature(lines, tris, avail, live) for lines, tris in parts]
        signatures.sort()
        return tuple(signatures), free

    def components(self, avail: int, live: int) -> tuple[list[tuple[int, int]], int]:
        """The components of the position with drawable lines `avail` and live triangles
        `live` (local masks), each as the masks of its lines and its triangles, and the mask
        of the free tempo lines."""
        g = self.game
        crosses = g.crosses
        triangles_of = g.triangles_of
        sides = g.triangle_sides
        parts = []
        free = 0
        rest = avail
        while rest:
            low = rest & -rest
            lines = 0
            frontier = low
            tris = 0
            while frontier:
                lines |= frontier
                reach = 0
                while frontier:
                    bit = frontier & -frontier
                    frontier ^= bit
                    k = bit.bit_length() - 1
                    reach |= crosses[k]
                    new_tris = triangles_of[k] & live & ~tris
                    tris |= new_tris
                    while new_tris:
                        tbit = new_tris & -new_tris
                        new_tris ^= tbit
                        reach |= sides[tbit.bit_length() - 1]
                frontier = reach & avail & ~lines
            rest &= ~lines
            if not tris and not crosses[low.bit_length() - 1] & avail:
                free |= low
            else:
                parts.append((lines, tris))
        return parts, free

    def signature(self, lines: int, tris: int, avail: int, live: int) -> Signature:
        """The signature of a component (its lines and triangles) of the position with
        drawable lines `avail` and live triangles `live` (see the module's docstring)."""
        g = self.game
        ground = 0  # lines that are a side of one live triangle only
        rest = lines
        while rest:
            bit = rest & -rest
            rest ^= bit
            k = bit.bit_length() - 1
            if g.crosses[k] & avail:
                return self._other(lines, tris)
            count = (g.triangles_of[k] & live).bit_count()
            if count > 2:
                return self._other(lines, tris)
            ground += count == 1
        single = 0  # triangles with one undrawn side
        rest = tris
        while rest:
            tbit = rest & -rest
            rest ^= tbit
            count = (g.triangle_sides[tbit.bit_length() - 1] & avail).bit_count()
            if count > 2:
                return self._other(lines, tris)
            single += count == 1
        n = tris.bit_count()
        if ground == 0 and single == 0:
            return ring(n)
        return path(n, ground)

    def _other(self, lines: int, tris: int) -> Signature:
        """The signature of a component that is not a string of triangles."""
        if lines.bit_count() > SHAPE_LINE_LIMIT:
            number = self._large_numbers.get((lines, tris))
            if number is None:
                number = self._large_numbers[(lines, tris)] = len(self._large)
                self._large.append((lines, tris))
            return signature_of(LARGE, number)
        return signature_of(OTHER, self.shapes.number(lines, tris))

    # -- Moves inside one component ---------------------------------------------------------

    def transitions(self, signature: Signature) -> list[Transition]:
        known = self.known_moves.get(signature)
        if known is None:
            kind = kind_of(signature)
            if kind == OTHER:
                known = self.moves_of(*self.shapes.examples[number_of(signature)])
            elif kind == LARGE:
                known = self.moves_of(*self._large[number_of(signature)])
            else:
                known = string_transitions(signature)
            known.sort(key=_order)
            parent = 2 * self.signature_key(signature)
            for move in known:
                move.delta -= parent
                if move.source is None:
                    move.delta += 2 * sum(map(self.signature_key, move.children))
            self.known_moves[signature] = known
        return known

    def signature_key(self, signature: Signature) -> int:
        """A random 128-bit number for `signature` (the same for every search), the part of a
        node's key (`key_of`) its component gives."""
        known = self._keys.get(signature)
        if known is None:
            digest = blake2b(signature.to_bytes(8, "little"), digest_size=16).digest()
            known = self._keys[signature] = int.from_bytes(digest, "little")
        return known

    def key_of(self, state: State, passes: int) -> int:
        """A node's key in the table: twice the sum of its components' keys, plus its pass
        parity. A move changes it by a fixed amount (`Transition.delta`), so the key of a
        move's result is known without building the result."""
        return 2 * sum(map(self.signature_key, state)) + passes

    def moves_of(self, lines: int, tris: int) -> list[Transition]:
        """The moves of a component given by its lines and its triangles, line by line,
        ordered as `Searcher._moves` orders them: scoring lines first (most points first),
        then by how many triangles they offer."""
        g = self.game
        result = []
        rest = lines
        while rest:
            bit = rest & -rest
            rest ^= bit
            k = bit.bit_length() - 1
            points = offers = 0
            for tbit, others in g.sides_of[k]:
                if tris & tbit:
                    missing = others & lines
                    if not missing:
                        points += 1
                    elif missing & (missing - 1) == 0:
                        offers += 1
            order = -points * 64 if points else offers
            result.append(Transition(points, order, k, (lines, tris)))
        self.generated += len(result)
        return result

    def outcome(self, move: Transition) -> tuple[State, int]:
        """The components `move` leaves and how many free tempo lines it frees."""
        if move.source is not None:
            lines, tris = move.source
            _, move.children, move.freed = self.play(move.line, lines, tris)
            move.source = None
            move.delta += 2 * sum(map(self.signature_key, move.children))
            self.generated += lines.bit_count()
        return move.children, move.freed

    def play(self, k: int, avail: int, live: int) -> tuple[int, State, int]:
        """Line `k` drawn where `avail` is drawable and `live` live: its points, the
        components left and how many free tempo lines they leave."""
        g = self.game
        n_avail = avail & ~(1 << k | g.crosses[k])
        closed = 0
        candidates = g.triangles_of[k] & live
        while candidates:
            tbit = candidates & -candidates
            candidates ^= tbit
            if g.triangle_sides[tbit.bit_length() - 1] & avail == 1 << k:
                closed |= tbit
        n_live = live & ~(closed | g.kills[k])
        children, free = self.decompose(n_avail, n_live)
        return closed.bit_count(), children, free.bit_count()


def _order(move: Transition) -> int:
    return move.order
