"""The search to the end of the game over a position's independent parts (`ExactSearch`).

A position falls apart into *components*: drawn lines cut the board into regions, and a line
only touches the live triangles it is a side of and the lines it crosses, so lines connected by
neither never interact. Near the end nearly every component is a *string of triangles*: each
triangle with at most two undrawn sides, each line a side of at most two live triangles and
crossing nothing drawable, so the component is a path or a ring of triangles joined by lines,
as the coins and strings of dots and boxes. Two such strings with as many triangles and the
same kind of ends are the same game, whichever lines they are made of.

So a node of this search is the sorted tuple of its components' *signatures* and the parity of
the free tempo lines (see subgame.py), not the set of lines drawn. A signature is a small int
(strings.py) naming:

- a path of n triangles by n and `ends`, the number of its ends that are a line to no other
  triangle (0, 1 or 2; the other ends are a triangle with a single undrawn side, on offer);
- a ring of n triangles by n;
- any other component of up to `SHAPE_LINE_LIMIT` (components.py) lines by its shape number
  (shapes.py);
- a larger one by its number in the search's list of the large components met (its drawable
  lines and live triangles, as masks over the subgame's local ids).

Positions that differ only by which of two alike strings was cut, or where along a string,
share one table entry, and of alike components only one is searched for a move. A component's
moves, the points each scores and the components it leaves, are worked out once per signature
and kept, with how each changes the node's table key, a sum over the signatures
(components.py), so that a move's result is looked up in the table before it is built. The
search is the same negamax of the score difference still to come for the side to move as
`Searcher`'s (search.py), with alpha-beta pruning and a table of bounds, always to the end of
the game: every value it returns is exact.
"""

from __future__ import annotations

from dataclasses import dataclass

from .budget import Budget
from .components import Components
from .strings import (
    COIN,
    FIRST_OTHER,
    PAIR_COIN,
    Signature,
    State,
    Transition,
    takes_at_once,
)
from .subgame import Subgame

# A move's order key outweighs any count of cut-offs (`ExactSearch._history`).
_HISTORY_SCALE = 1 << 20
# The clock, the cancel flag and the limits are checked every this many nodes.
POLL_INTERVAL = 16
_INFINITY = 1 << 20
# A position to search from: its drawable lines and live triangles (local masks) and the
# parity of the free tempo lines outside them.
Root = tuple[int, int, int]


class OutOfWork(Exception):
    """The search's work limit, node limit or budget ran out."""


@dataclass(frozen=True)
class RootMove:
    """A line drawable at the root, as the search plays it; `line` is the local id (-1: a
    pass)."""

    line: int
    points: int
    child: State
    passes: int


class ExactSearch(Components):
    """Exact values of a subgame's positions, searched over its components (see the module's
    docstring and `Components`). `work` counts the nodes and the moves generated (with the
    look-ups of moves' results), as `Searcher.work` counts its nodes and moves."""

    def __init__(
        self,
        game: Subgame,
        budget: Budget | None = None,
        *,
        work_limit: int | None = None,
        node_limit: int | None = None,
    ) -> None:
        super().__init__(game)
        self.budget = budget
        self.work_limit = work_limit
        self.node_limit = node_limit
        self.nodes = 0
        # node key (`key_of`) -> (lower bound, upper bound, best move: its component and
        # transition); the bounds are equal when the value is exact.
        self.table: dict[int, tuple[int, int, tuple[Signature, Transition] | None]] = {}
        # Per local line: how often it cut a node off (lines alike in order go by it);
        # the last entry stands for a string's moves, which name no line.
        self._history = [0] * (len(game.lines) + 1)
        self._everything = (1 << len(game.lines)) - 1
        self._tri_count = [m.bit_count() for m in game.triangles_of]

    @property
    def work(self) -> int:
        return self.nodes + self.generated

    # -- The search -------------------------------------------------------------------------

    def _poll(self) -> None:
        """Every `POLL_INTERVAL` nodes: stop when the budget, the node or the work limit ran
        out."""
        if self.budget is not None and self.budget.expired():
            raise OutOfWork
        if self.node_limit is not None and self.nodes >= self.node_limit:
            raise OutOfWork
        if self.work_limit is not None and self.nodes + self.generated >= self.work_limit:
            raise OutOfWork

    def value(self, state: State, passes: int, key: int, alpha: int, beta: int) -> int:
        """Score difference still to come for the side to move, within alpha-beta; `key` is
        the node's (`key_of`)."""
        if not state:
            return 0
        self.nodes += 1
        if self.nodes % POLL_INTERVAL == 0:
            self._poll()
        if self.game.play_again:
            # A string whose triangle on offer is best taken at once (`takes_at_once`): taking
            # it is the node's value, the other moves need no search.
            for index, signature in enumerate(state):
                if signature >= FIRST_OTHER:
                    break  # (the strings' signatures sort first)
                if takes_at_once(signature):
                    capture = self.transitions(signature)[0]
                    return self._after(state, key, index, capture, passes, alpha, beta)
        table = self.table
        entry = table.get(key)
        tt_move = None
        best = -_INFINITY
        best_move = None
        lower, upper = -_INFINITY, _INFINITY
        if entry is not None:
            lower, upper, tt_move = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            # The value lies within both bounds: search only the window's part between them.
            if lower > alpha:
                alpha = lower
            if upper < beta:
                beta = upper
        alpha0, beta0 = alpha, beta
        if tt_move is not None:
            # The best move of an earlier visit first, before the others are generated: it
            # often settles the node alone.
            best = self._after(state, key, state.index(tt_move[0]), tt_move[1], passes, alpha, beta)
            best_move = tt_move
            alpha = max(alpha, best)
        coin = False
        if alpha < beta:
            history = self._history
            skipped = (None, None) if tt_move is None else tt_move
            # Without "Play again", a coin (a component one line takes whole) of 2 points is
            # worth taking before one of 1, and any coin before a pass (see `COIN`).
            previous = None
            if not self.game.play_again:
                coin = PAIR_COIN in state or COIN in state
                if coin and PAIR_COIN in state:
                    previous = COIN
            distinct = []
            lowest = _INFINITY
            transitions = self.known_moves
            for index, signature in enumerate(state):
                if signature == previous:
                    continue  # an alike component: the same moves, or a smaller coin
                previous = signature
                known = transitions.get(signature) or self.transitions(signature)
                distinct.append((index, signature, known))
                if known[0].order < lowest:
                    lowest = known[0].order
            # A move whose result the table already knows to reach beta settles the node
            # before any search (an enhanced transposition cut-off): results are looked up
            # by key alone, so this costs a sum and a look-up a move.
            cut = self._transposition_cut(state, key, distinct, beta)
            if cut is not None:
                value, signature, move = cut
                table[key] = (max(lower, value), upper, (signature, move))
                return value
            # The move that sorts first comes from the moves of the lowest order key alone
            # (each component's moves are in that order): it is tried before the others are
            # generated, since it settles most nodes that are settled.
            first: tuple[int, Transition, Signature] | None = None
            first_key = 0
            looked = 0
            for index, signature, known in distinct:
                for move in known:
                    if move.order != lowest:
                        break
                    looked += 1
                    if first is None or -history[move.line] < first_key:
                        first, first_key = (index, move, signature), -history[move.line]
            self.generated += looked
            assert first is not None
            index, move, signature = first
            if not (move is skipped[1] and signature == skipped[0]):
                value = self._after(state, key, index, move, passes, alpha, beta)
                if value > best:
                    best, best_move = value, (signature, move)
                    alpha = max(alpha, value)
                if alpha >= beta:
                    self._credit(move)
            if alpha < beta:
                moves: list[tuple[int, int, Transition, Signature]] = []
                for index, signature, known in distinct:
                    for move in known:
                        if move is first[1] and signature == first[2]:
                            continue
                        moves.append(
                            (
                                move.order * _HISTORY_SCALE - history[move.line],
                                index,
                                move,
                                signature,
                            )
                        )
                moves.sort(key=_first)
                self.generated += len(moves) + 1 - looked
                for _, index, move, signature in moves:
                    if move is skipped[1] and signature == skipped[0]:
                        continue
                    value = self._after(state, key, index, move, passes, alpha, beta)
                    if value > best:
                        best, best_move = value, (signature, move)
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                self._credit(move)
                                break
        if passes and alpha < beta and not coin:
            value = -self.value(state, 0, key ^ 1, -beta, -alpha)
            if value > best:
                best, best_move = value, None
        # What this search proves, added to what the table knew: a value at or below the
        # window is an upper bound, at or above it a lower bound, inside it exact.
        if best <= alpha0:
            upper = best
        elif best >= beta0:
            lower = best
        else:
            lower = upper = best
        table[key] = (lower, upper, best_move)
        return best

    def _transposition_cut(
        self,
        state: State,
        key: int,
        distinct: list[tuple[int, Signature, list[Transition]]],
        beta: int,
    ) -> tuple[int, Signature, Transition] | None:
        """A move whose result the table already knows to be worth at least `beta` (its
        value, component and move), looked up by key alone; None if there is none."""
        table = self.table
        play_again = self.game.play_again
        alone = len(state) == 1
        for _, signature, known in distinct:
            self.generated += len(known)
            for move in known:
                if move.source is not None:
                    continue  # (its result is not worked out yet: not in the table either)
                points = move.points
                if alone and not move.children:
                    value = points
                else:
                    entry = table.get((key + move.delta) ^ (move.freed & 1))
                    if entry is None:
                        continue
                    value = points + entry[0] if points and play_again else points - entry[1]
                if value >= beta:
                    return value, signature, move
        return None

    def _credit(self, move: Transition) -> None:
        """`move` cut a node off: moves alike in order go by how often their line did."""
        if move.line >= 0 and self._history[move.line] < _HISTORY_SCALE - 1:
            self._history[move.line] += 1

    def _after(
        self,
        state: State,
        key: int,
        index: int,
        move: Transition,
        passes: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The value of `move` in the component `state[index]` of the node `state` (its key
        `key`), for the side to move. A result whose table entry settles it is read by its
        key alone (counted as a node), without building it."""
        if move.source is not None:
            self.outcome(move)
        children = move.children
        points = move.points
        again = points and self.game.play_again
        if again:
            low, high = alpha - points, beta - points
        else:
            low, high = points - beta, points - alpha
        if children or len(state) > 1:
            child_key = (key + move.delta) ^ (move.freed & 1)
            entry = self.table.get(child_key)
            if entry is not None and (entry[0] >= high or entry[0] == entry[1] or entry[1] <= low):
                self.nodes += 1
                value = entry[0] if entry[0] >= high or entry[0] == entry[1] else entry[1]
            else:
                child = state[:index] + state[index + 1 :] + children
                if children and len(child) > 1:
                    child = tuple(sorted(child))
                value = self.value(child, passes ^ (move.freed & 1), child_key, low, high)
        else:
            value = 0
        return points + value if again else points - value

    # -- The root ---------------------------------------------------------------------------

    def root_moves(self, root: Root) -> list[RootMove]:
        """Every line of `root`'s components, scoring lines first, and the pass if the free
        tempo lines are odd (from an even count a pass is answered by a pass)."""
        avail, live, passes = root
        _, free = self.decompose(avail, live)
        keyed = []
        rest = avail & ~free
        while rest:
            bit = rest & -rest
            rest ^= bit
            k = bit.bit_length() - 1
            points, child, freed = self.play(k, avail, live)
            keyed.append((-points, k, RootMove(k, points, child, (passes + freed) & 1)))
        keyed.sort(key=_root_order)
        moves = [move for _, _, move in keyed]
        if (passes + free.bit_count()) & 1:
            moves.append(self.pass_move(root))
        return moves

    def root_state(self, root: Root) -> tuple[State, int]:
        """`root` as a node of the search: its components and the parity of its free tempo
        lines."""
        avail, live, passes = root
        state, free = self.decompose(avail, live)
        return state, (passes + free.bit_count()) & 1

    def pass_move(self, root: Root) -> RootMove:
        """A free tempo line drawn at `root` (from either parity)."""
        state, passes = self.root_state(root)
        return RootMove(-1, 0, state, passes ^ 1)

    def move_value(self, move: RootMove, alpha: int, beta: int) -> int:
        """The value of one root move for the side to move, within alpha-beta."""
        points = move.points
        key = self.key_of(move.child, move.passes)
        if points and self.game.play_again:
            return points + self.value(move.child, move.passes, key, alpha - points, beta - points)
        return points - self.value(move.child, move.passes, key, points - beta, points - alpha)

    def root_value(
        self, root: Root | None = None, alpha: int = -_INFINITY, beta: int = _INFINITY
    ) -> tuple[int, int]:
        """The value of `root` (by default the subgame's) within alpha-beta and the local id
        of a best line (-1: a pass); the value is exact when it lies strictly inside the
        window."""
        best, best_line = -_INFINITY, -2
        for move in self.root_moves(self.root if root is None else root):
            value = self.move_value(move, max(alpha, best), beta)
            if value > best:
                best, best_line = value, move.line
                if best >= beta:
                    break
        return best, best_line

    @property
    def root(self) -> Root:
        """The subgame's own position."""
        return self._everything, self.game.live, self.game.passes

    def judge(
        self, drawn_line: int, floor: int | None = None, root: Root | None = None
    ) -> tuple[int, int, int | None]:
        """The best value of `root` (by default the subgame's), the value of `drawn_line` (a
        board line id drawable there; a free tempo line is a pass) and the board line id of a
        best line (`drawn_line` when none does better; None: a pass), for the analysis. The
        line drawn is searched first with a full window, the others only for something
        better (a null window first). `floor`: the line drawn's value, already known. The
        root's value stays in the table."""
        g = self.game
        root = self.root if root is None else root
        moves = self.root_moves(root)
        drawn = next((m for m in moves if m.line >= 0 and g.lines[m.line] == drawn_line), None)
        if drawn is None:
            drawn = next((m for m in moves if m.line == -1), None) or self.pass_move(root)
        others = [m for m in moves if m is not drawn]
        drawn_value = self.move_value(drawn, -_INFINITY, _INFINITY) if floor is None else floor
        best, best_move = drawn_value, drawn
        for move in others:
            value = self.move_value(move, best, best + 1)
            if value > best:
                value = self.move_value(move, value - 1, _INFINITY)
                best, best_move = value, move
        state, passes = self.root_state(root)
        if state:
            self.table[self.key_of(state, passes)] = (best, best, None)
        if best_move is drawn:
            return best, drawn_value, drawn_line
        return best, drawn_value, None if best_move.line == -1 else g.lines[best_move.line]


def _first(move: tuple[int, int, Transition, Signature]) -> int:
    return move[0]


def _root_order(item: tuple[int, int, RootMove]) -> tuple[int, int]:
    return item[0], item[1]
