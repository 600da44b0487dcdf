"""The alpha-beta search over the lines that still matter (`Searcher`), exact once it can see
the end: Hard's search (hard.py decides when Hard uses it) and the analysis's estimates.

The position is first cut down to what can still change the score (`Subgame`, subgame.py).
Lines are bits of a Python int, so a move is a handful of integer operations and a position is
identified by the set of lines drawn since the root (what was drawn before is the same for every
node, and everything else follows from it); transpositions share one table entry.

The search is a negamax of the score difference still to come, for the side to move, with
alpha-beta pruning, a transposition table, and iterative deepening: depth 1, 2, ... until the
clock runs out, the caller cancels, or a depth completes without any line of play reaching the
horizon, which means the value is exact. The answer is the best line of the last completed
depth, so it depends only on the position and how many depths fitted in the budget. Two
searches go straight to the end: one proving the best result the side to move can force
(`prove`), one for the best margin (`solve`).

The analysis of a game (reviewer.py) asks one search for two values at once (`judge`): the
position's best and the line actually drawn there, searched first, so both share one horizon;
exactly (`solve_line`) or from the deepest even depth within a fixed amount of work
(`estimate_line`), counted in nodes and moves generated, never in seconds.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from triangles_qt.engine import Game

from .budget import Budget
from .exact_game import SharedExactSearch
from .subgame import Subgame

# With play-again, above this many drawable lines a search sees too little for its cost: Hard
# then plays by rule (best one-move net value, or the shortest run handed over; hard.py).
SEARCH_LINE_LIMIT = 90
# Without play-again, Hard plays a Monte Carlo tree search (midgame.py) from this many drawable
# lines down to where it solves the end (hard.py's PROOF_LINE_LIMITS): from the first line on
# boards of up to 80 stars, where the parity of the safe lines already counts
# (docs/decisions/0003); on bigger boards the first moves keep to the rule, since building the
# search's view of 3,000 lines (Subgame.of) costs a good part of a move and its first level has
# more lines than it has time to sample.
MIDGAME_OPEN_LIMIT = 2000
# Polling the clock every this many nodes keeps the answer to a cancel well within its target
# even where a node has about a hundred lines to generate.
POLL_INTERVAL = 16
_EXACT, _LOWER, _UPPER = 0, 1, 2


class _Stop(Exception):
    """The budget ran out in the middle of a depth: that depth is discarded."""


@dataclass
class SearchResult:
    line: int  # board line id
    value: int  # score difference still to come for the side to move (exact if `exact`)
    depth: int  # last completed depth
    exact: bool
    nodes: int


@dataclass(frozen=True)
class Proof:
    outcome: int  # 1: the side to move can finish ahead, 0: level at best, -1: behind whatever
    line: int | None  # board line id that forces it (None when behind whatever it draws)


@dataclass
class _Entry:
    depth: int
    flag: int
    value: int
    move: int  # local line id, -1 for a pass, -2 for none
    exact: bool  # no line of play below reached the horizon


@dataclass(frozen=True)
class LineJudgement:
    """What one search says of a line drawn from a position (for the analysis), as points
    still to come for the side to move."""

    best_line: int  # board line id of a best line (the line drawn when none does better)
    best: int  # with the best line
    drawn: int  # with the line drawn (at most `best`)
    depth: int  # plies searched
    exact: bool  # both values hold to the end of the game
    work: int  # the search's work (`Searcher.work`) up to this answer


# A root move for `Searcher.judge`: as `Searcher._moves` gives them, or a pass.
_RootMove = tuple[int, int, int, int, int]
_PASS: _RootMove = (0, -1, 0, 0, 0)
_INFINITY = 1 << 20


def _local_id(move: _RootMove) -> int:
    return move[1]


@dataclass
class Searcher:
    game: Subgame
    budget: Budget | None = None
    node_limit: int | None = None
    # A cap on `work`, the search's nodes plus the moves it generated: the time a search
    # takes follows it closely whatever the number of lines (a node costs more with more).
    work_limit: int | None = None
    nodes: int = 0
    generated: int = 0
    table: dict[int, _Entry] = field(default_factory=dict)
    _hit_horizon: bool = False
    _judged_best: int = -2  # `judge`'s best root move at its last depth (local id, -1 a pass)

    @property
    def work(self) -> int:
        return self.nodes + self.generated

    # -- Moves ------------------------------------------------------------------------------

    def _moves(self, drawn: int, avail: int, live: int) -> list[tuple[int, int, int, int, int]]:
        """Each move as (order key, local id, points, triangles it closes, triangles it offers),
        best first.

        Ordered: scoring lines first (most points first), then by how many triangles they
        offer, so lines that hand over nothing come before those that do. What a line kills
        by crossing comes from the subgame's table when the search gets to it.
        """
        g = self.game
        moves = []
        rest = avail
        while rest:
            low = rest & -rest
            k = low.bit_length() - 1
            rest ^= low
            points = 0
            closed = 0
            offers = 0
            offered = 0
            for tbit, others in g.sides_of[k]:
                if live & tbit:
                    missing = others & ~drawn
                    if not missing:
                        points += 1
                        closed |= tbit
                    elif missing & (missing - 1) == 0:
                        offers += 1
                        offered |= tbit
            moves.append((-points * 64 if points else offers, k, points, closed, offered))
        moves.sort(key=_first)
        self.generated += len(moves)
        return moves

    def _most_points(self, drawn: int, near: int) -> int:
        """The most points one line scores now (0 if none scores); `near` holds the live
        triangles with one side left to draw."""
        per_line: dict[int, int] = {}
        sides = self.game.triangle_sides
        rest = near
        while rest:
            low = rest & -rest
            rest ^= low
            missing = sides[low.bit_length() - 1] & ~drawn
            per_line[missing] = per_line.get(missing, 0) + 1
        return max(per_line.values(), default=0)

    # -- Negamax ----------------------------------------------------------------------------

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % POLL_INTERVAL == 0 and self.budget is not None and self.budget.expired():
            raise _Stop
        if self.node_limit is not None and self.nodes >= self.node_limit:
            raise _Stop
        if self.work_limit is not None and self.nodes + self.generated >= self.work_limit:
            raise _Stop

    def _negamax(
        self,
        drawn: int,
        avail: int,
        live: int,
        near: int,
        passes: int,
        depth: int,
        alpha: int,
        beta: int,
    ) -> int:
        """Best score difference still to come for the side to move (within alpha-beta).

        `near`: the live triangles with one side left to draw (kept up to date move by move).
        """
        self._tick()
        key = drawn << 1 | passes
        entry = self.table.get(key)
        tt_move = -2
        if entry is not None:
            tt_move = entry.move
            if entry.depth >= depth or entry.exact:
                value = entry.value
                if (
                    entry.flag == _EXACT
                    or (entry.flag == _LOWER and value >= beta)
                    or (entry.flag == _UPPER and value <= alpha)
                ):
                    if not entry.exact:
                        self._hit_horizon = True
                    return value
        if depth <= 0:
            # Only points scored on the way count: every static guess at the give-and-take
            # still to come that we tried (best one-move net gain, points on offer) made
            # the search weaker than this, because an offer taken is usually an offer returned.
            self._hit_horizon = True
            return 0

        if depth == 1 and drawn:  # (not at the root, which must name its best line)
            # Every reply ends at the horizon, worth 0 from there: the value is just the most
            # points one line scores now. Cheaper from the triangles than from the lines, and a
            # position where every line ends the game is found exact one depth later.
            self._hit_horizon = True
            return self._most_points(drawn, near)

        outer_hit = self._hit_horizon
        self._hit_horizon = False
        alpha0 = alpha
        best = -(1 << 20)
        best_move = -2
        moves = self._moves(drawn, avail, live)
        if tt_move >= 0:
            for index, m in enumerate(moves):
                if m[1] == tt_move:
                    moves.insert(0, moves.pop(index))
                    break
        g = self.game
        play_again = g.play_again
        crosses = g.crosses
        kills = g.kills
        for _, k, points, closed, offered in moves:
            n_avail = avail & ~(1 << k | crosses[k])
            n_drawn = drawn | 1 << k
            n_live = live & ~(closed | kills[k])
            n_near = (near | offered) & n_live
            if not n_live:
                value = points
            elif points and play_again:
                value = points + self._negamax(
                    n_drawn,
                    n_avail,
                    n_live,
                    n_near,
                    passes,
                    depth - 1,
                    alpha - points,
                    beta - points,
                )
            else:
                value = points - self._negamax(
                    n_drawn,
                    n_avail,
                    n_live,
                    n_near,
                    passes,
                    depth - 1,
                    points - beta,
                    points - alpha,
                )
            if value > best:
                best, best_move = value, k
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if passes and alpha < beta:
            value = -self._negamax(drawn, avail, live, near, 0, depth - 1, -beta, -alpha)
            if value > best:
                best, best_move = value, -1
        exact = not self._hit_horizon
        self._hit_horizon = outer_hit or not exact
        flag = _EXACT
        if best <= alpha0:
            flag = _UPPER
        elif best >= beta:
            flag = _LOWER
        self.table[key] = _Entry(depth, flag, best, best_move, exact)
        return best

    def solve(self) -> SearchResult | None:
        """One search to the end of the game, without iterative deepening (which costs many
        times as many nodes when the end is within reach); None if out of budget."""
        g = self.game
        avail = (1 << len(g.lines)) - 1
        depth = len(g.lines) + g.passes + 1
        try:
            value = self._negamax(0, avail, g.live, g.near, g.passes, depth, -(1 << 20), 1 << 20)
        except _Stop:
            return None
        move = self.table[1 if g.passes else 0].move
        line = g.pass_line if move == -1 else g.lines[move]
        assert line is not None
        return SearchResult(line, value, depth, True, self.nodes)

    def prove(self, margin: int) -> Proof | None:
        """The best outcome the side to move can force, `margin` points ahead now (behind if
        negative), and a line that forces it; None if out of budget.

        Two searches to the end with a null window (can the side to move finish ahead? level?)
        prune far more than one for the exact margin. What they learn stays in the table for a
        margin search after them.
        """
        g = self.game
        avail = (1 << len(g.lines)) - 1
        depth = len(g.lines) + g.passes + 1
        root = 1 if g.passes else 0
        # Finishing ahead needs at least 1 - margin still to come, level at least -margin.
        for outcome, needed in ((1, 1 - margin), (0, -margin)):
            try:
                value = self._negamax(0, avail, g.live, g.near, g.passes, depth, needed - 1, needed)
            except _Stop:
                return None
            if value >= needed:
                move = self.table[root].move
                line = g.pass_line if move == -1 else g.lines[move]
                assert line is not None
                return Proof(outcome, line)
        return Proof(-1, None)

    def run(self, max_depth: int | None = None) -> SearchResult | None:
        """Iterative deepening from the root; None if not even depth 1 completed."""
        g = self.game
        avail = (1 << len(g.lines)) - 1
        # One more than the longest game left: depth-1 nodes never report themselves exact.
        limit = len(g.lines) + g.passes + 1 if max_depth is None else max_depth
        result: SearchResult | None = None
        depth = 1
        while depth <= limit:
            self._hit_horizon = False
            try:
                value = self._negamax(
                    0, avail, g.live, g.near, g.passes, depth, -(1 << 20), 1 << 20
                )
            except _Stop:
                break
            entry = self.table[1 if g.passes else 0]
            move = entry.move
            line = g.pass_line if move == -1 else g.lines[move]
            assert line is not None
            exact = entry.exact
            result = SearchResult(line, value, depth, exact, self.nodes)
            if exact:
                break
            depth += 1
        return result

    # -- Judging a line drawn (the analysis) -----------------------------------------------

    def judge(self, drawn_line: int, depth: int, floor: int | None = None) -> LineJudgement:
        """The root searched `depth` plies deep for the analysis of `drawn_line` (a board line
        id drawable at the root); `_Stop` when the budget or node limit runs out first.

        Both values come from this one search, so they share its horizon: the line drawn is
        searched first with a full window, and the other lines only for something better.
        `floor`: the line drawn's exact value, already known (then it is not searched again,
        and the others need only beat it).
        """
        g = self.game
        avail = (1 << len(g.lines)) - 1
        moves = self._moves(0, avail, g.live)
        drawn_move = next((m for m in moves if g.lines[m[1]] == drawn_line), None)
        others: list[_RootMove] = [m for m in moves if m is not drawn_move]
        if g.passes and drawn_move is not None:
            others.append(_PASS)
        # A free tempo line drawn is a pass (from either parity); the search's own pass move
        # is then that line too.
        drawn_root: _RootMove = _PASS if drawn_move is None else drawn_move
        for index, m in enumerate(others):  # the last depth's best line first
            if _local_id(m) == self._judged_best:
                others.insert(0, others.pop(index))
                break
        self._hit_horizon = False
        if floor is None:
            drawn_value = self._root_value(drawn_root, depth, -_INFINITY, _INFINITY)
        else:
            drawn_value = floor
        best, best_move = drawn_value, drawn_root
        for move in others:
            # First only whether it does better (a null window prunes far more), and then,
            # if it does, by how much.
            value = self._root_value(move, depth, best, best + 1)
            if value > best:
                value = self._root_value(move, depth, value - 1, _INFINITY)
                best, best_move = value, move
        exact = not self._hit_horizon
        self._judged_best = _local_id(best_move)
        if best_move is drawn_root:
            line = drawn_line
        elif best_move is _PASS:
            assert g.pass_line is not None
            line = g.pass_line
        else:
            line = g.lines[best_move[1]]
        return LineJudgement(line, best, drawn_value, depth, exact, self.work)

    def _root_value(self, move: _RootMove, depth: int, alpha: int, beta: int) -> int:
        """The value of one root move for the side to move, within alpha-beta."""
        g = self.game
        avail = (1 << len(g.lines)) - 1
        if move is _PASS:
            # From an odd count of free lines a pass leaves an even one, and the other way round.
            return -self._negamax(0, avail, g.live, g.near, 1 - g.passes, depth - 1, -beta, -alpha)
        _, k, points, closed, offered = move
        n_live = g.live & ~(closed | g.kills[k])
        if not n_live:
            return points
        n_avail = avail & ~(1 << k | g.crosses[k])
        n_near = (g.near | offered) & n_live
        if points and g.play_again:
            return points + self._negamax(
                1 << k, n_avail, n_live, n_near, g.passes, depth - 1, alpha - points, beta - points
            )
        return points - self._negamax(
            1 << k, n_avail, n_live, n_near, g.passes, depth - 1, points - beta, points - alpha
        )


def _first(move: tuple[int, int, int, int, int]) -> int:
    return move[0]


def search_move(
    game: Game,
    budget: Budget | None = None,
    *,
    node_limit: int | None = None,
    max_depth: int | None = None,
    order: list[int] | None = None,
) -> SearchResult | None:
    """Search `game` (not changed) and return the best line found, or None if out of budget."""
    sub = Subgame.of(game, order)
    return Searcher(sub, budget, node_limit).run(max_depth)


def solve_move(
    game: Game,
    budget: Budget | None = None,
    *,
    node_limit: int | None = None,
    order: list[int] | None = None,
) -> SearchResult | None:
    """The exact value and a best line of `game` (not changed), or None if out of budget."""
    return Searcher(Subgame.of(game, order), budget, node_limit).solve()


def solve_line(
    game: Game,
    line: int,
    floor: int | None = None,
    *,
    work_limit: int | None = None,
    line_limit: int | None = None,
    budget: Budget | None = None,
    shared: SharedExactSearch | None = None,
) -> tuple[LineJudgement | None, int]:
    """The exact values of `game` (not changed) and of `line` drawn in it (one search to the
    end over the position's components, `ExactSearch.judge`; None when `work_limit` or the
    budget did not suffice, or without a search when more than `line_limit` lines matter),
    and the work spent (`ExactSearch.work`). `floor`: the line's exact value when it is known
    already. `shared`: the search of the game's other positions, whose table this one uses
    and adds to (the analysis passes one for a whole game)."""
    search = SharedExactSearch() if shared is None else shared
    judged = search.judge(
        game, line, floor, work_limit=work_limit, line_limit=line_limit, budget=budget
    )
    if judged is None:
        return None, search.work
    depth = len(game.legal_edges()) + 2
    return LineJudgement(judged.best_line, judged.best, judged.drawn, depth, True, judged.work), (
        judged.work
    )


def estimate_line(
    game: Game,
    line: int,
    work_limit: int,
    budget: Budget | None = None,
    floor: int | None = None,
) -> LineJudgement | None:
    """The values of `game` (not changed) and of `line` drawn in it from one iterative
    deepening search (`Searcher.judge`) within `work_limit` (`Searcher.work`): exact when it
    saw the end, else those of the deepest even depth it completed, so that estimates of
    different positions count the same number of replies. Depths 1 and 2 are always
    completed. Its `work` is all the search did. None only when the budget's caller
    cancelled. `floor`: the value of `line` when it is known already (as in `judge`; then
    `exact` says only whether the other lines were seen to the end)."""
    sub = Subgame.of(game)
    searcher = Searcher(sub, budget)
    kept: LineJudgement | None = None
    for depth in range(1, len(sub.lines) + 3):
        searcher.work_limit = None if depth <= 2 else work_limit
        try:
            judged = searcher.judge(line, depth, floor)
        except _Stop:
            break
        if judged.exact:
            return judged
        if depth % 2 == 0 or kept is None:
            kept = judged
    if kept is None or (budget is not None and budget.cancelled()):
        return None
    return replace(kept, work=searcher.work)


def prove_move(
    game: Game, budget: Budget | None = None, *, node_limit: int | None = None
) -> Proof | None:
    """The best result the side to move in `game` (not changed) can force, and a line forcing
    it; None if out of budget."""
    return Searcher(Subgame.of(game), budget, node_limit).prove(game.lead(game.current_player))


def search_line_limit(play_again: bool) -> int:
    """The most drawable lines at which Hard searches; above it, it plays by rule."""
    return SEARCH_LINE_LIMIT if play_again else MIDGAME_OPEN_LIMIT
