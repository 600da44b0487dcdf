"""Analysing a game: for every line, the best result its player could still reach and the
result the line actually drawn leaves (`review_game`), as one story.

Every position of the game gets one value, and a line's results are read from them: its best
is the value of the position before it, its actual the value of the position after it (from
its player's view). The chart, the costs and the marks all follow from those values, so the
chart moves only at lines and every fall of a player's value lies on one of their lines. The
analysis goes from the last line back: the value of the position after a line is known when
the position before it is searched, so the line drawn is not searched again (`floor`), and
the search only looks for other lines that do better (`Searcher.judge`). The position's value
is the best of them and the line drawn, so a line never comes out better than the best, and a
line the search finds no better line for costs nothing.

What is worked out, and how far, depends on the game and on counted work (`Searcher.work`: the
search's nodes and the moves it generated), never on the clock, so the same game gets the same
analysis on an idle and on a busy machine:

1. Exact first: from the last line back, each position is solved to the end of the game within
   EXACT_WORK, until one needs more (or has more lines that matter than ever fit then) or the
   exact part has spent its share of the board's time (`exact_allowance`: set by the board,
   not by the time the analysis is given).
2. Estimates for the earlier positions: an iterative deepening search each, within a share of
   the work left (`seconds` turned into work at WORK_PER_SECOND, less what the exact part
   used), given from the latest of them back; a share not used passes to the earlier ones.
   An estimate is exact when its search saw the end and the value after its line is exact.

The time a game gets therefore decides only how deep the estimates go; the exact part is never
cut (on a busy machine the analysis takes longer instead). Progress is reported in units of
that work, so it moves with the work and not with the count of lines.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from triangles_qt.engine import Game
from triangles_qt.engine.review import GameReview, MoveReview

from .budget import Budget
from .exact_game import SharedExactSearch
from .search import SEARCH_LINE_LIMIT, LineJudgement, estimate_line, solve_line

Progress = Callable[[int, int], None]  # (work done, work in all), in the same units
# A position is solved exactly when that takes at most this much work (`ExactSearch.work`). It is
# not tried with more lines that matter than these (by play-again), where it never fits.
EXACT_WORK = 4_000_000
EXACT_LINE_LIMITS = {False: 40, True: 64}
# The share of the time a board's analysis is given (`analysis_seconds`) the exact part may
# spend in all, so that the analysis keeps within its time however far back the exact part
# reaches; the rest is the estimates'.
EXACT_SHARE = 0.6
# The work an analysis counts for a second of its time: about what the search does in a second
# of processor time on 24- to 60-star positions (benchmarks/analysis.py measures it).
WORK_PER_SECOND = 450_000
# The same for the exact part (`ExactSearch.work`, which counts other steps than the estimates'
# search): what it does in a second of processor time on the analysis's positions at 24 and 60
# stars, both variants (`benchmarks/exact_frontier.py --rate` measures it).
EXACT_WORK_PER_SECOND = 820_000
# What a position costs besides its searches, in work per line that can be drawn in it
# (building the search's view of the position grows with them).
WORK_PER_OPEN_LINE = 4
# An estimate gets at least this much work (besides the depths 1 and 2 it always completes),
# and at most this much.
MIN_ESTIMATE_WORK = 5_000
MAX_ESTIMATE_WORK = 1_000_000
# Weight of a position's share when it has more lines than Hard searches (SEARCH_LINE_LIMIT):
# a search sees little there however long it runs.
OPEN_POSITION_WEIGHT = 0.25


def analysis_seconds(stars: int) -> float:
    """The time a whole game on a board of `stars` stars is given: 8 s at 24 stars, 40 s at
    60, 50 s from 72 on (docs/computer.md gives the targets these keep within)."""
    return min(50.0, max(4.0, 8.0 + (stars - 24) * 32.0 / 36.0))


def exact_allowance(game: Game) -> int:
    """The most work (`ExactSearch.work`) the exact part of an analysis of `game` spends in
    all: EXACT_SHARE of the time a game on its board is given, at EXACT_WORK_PER_SECOND."""
    return int(EXACT_SHARE * analysis_seconds(len(game.board.points)) * EXACT_WORK_PER_SECOND)


def analysis_work(exact_work: int) -> int:
    """Work of the exact part (`ExactSearch.work`) in the analysis's units (WORK_PER_SECOND):
    the time it took."""
    return round(exact_work * WORK_PER_SECOND / EXACT_WORK_PER_SECOND)


@dataclass
class _Work:
    """The analysis's work (see the module's docstring): what it may spend and what it did."""

    allowed: float  # for the whole analysis (inf: no limit)
    done: int = 0

    def spend(self, search_work: int, open_lines: int) -> None:
        self.done += search_work + WORK_PER_OPEN_LINE * open_lines

    @property
    def left(self) -> float:
        return max(0.0, self.allowed - self.done)


def review_game(
    game: Game,
    *,
    seconds: float | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> GameReview | None:
    """The analysis of every line of `game` (not changed), one story from the last line back
    (see the module's docstring); None when cancelled. A `current_review` of every line is
    kept as it is; one of fewer lines is worked out again, since the values of the later
    positions decide the earlier entries. `seconds`: the time the whole game is given, as
    work; None: no limit, every position is solved exactly (for small boards)."""
    moves = game.moves
    kept = game.current_review
    if kept is not None and len(kept.moves) == len(moves):
        return kept
    if not moves:
        return GameReview((), ())
    work = _Work(float("inf") if seconds is None else seconds * WORK_PER_SECOND)
    budget = Budget(float("inf"), cancelled)
    found: dict[int, MoveReview] = {}
    position = game.copy()
    # 1. Exact, from the last line back. `later`: the value of the position after the line
    # being analysed (points still to come for its side to move), `later_exact` whether it is
    # exact; None before the last line of a game not over.
    later: int | None = 0 if game.is_over else None
    later_exact = game.is_over
    exact_left = None if seconds is None else exact_allowance(game)
    line_limit = None if seconds is None else EXACT_LINE_LIMITS[game.rules.play_again]
    unsettled = None  # the last line whose position the exact search could not settle
    shared = SharedExactSearch()  # one table for every position's search to the end
    for number in range(len(moves) - 1, -1, -1):
        position.undo()  # now at the position before line `number`
        edge = position.board.edge_id(*moves[number])
        floor = None if later is None else drawn_value(position, edge, later)
        exact_limit = None if exact_left is None else min(EXACT_WORK, exact_left)
        if exact_limit is not None and exact_limit <= 0:
            unsettled = number
            break
        judged, spent = solve_line(
            position,
            edge,
            floor,
            work_limit=exact_limit,
            line_limit=line_limit,
            budget=budget,
            shared=shared,
        )
        work.spend(analysis_work(spent), len(position.legal_edges()))
        if exact_left is not None:
            exact_left -= spent
        if budget.cancelled():
            return None
        if judged is None:
            unsettled = number
            break
        found[number] = _entry(position, judged, judged.drawn, exact=True)
        later, later_exact = judged.best, True
        # Until the exact search stops, all the work allowed may still go to it.
        ahead = max(work.left, number * MIN_ESTIMATE_WORK)
        if progress is not None:
            progress(*_progress(work, len(found), number, ahead))
    # 2. Estimates, from there back (`position` is before line `unsettled`). The line drawn is
    # worth what the position after it is worth (`later`), so the other lines need only beat
    # that: the position's value is the best of them and the line drawn, and a line never
    # comes out better than the best.
    if unsettled is not None:
        plan = _Plan(_open_lines(position, 0))
        for number in range(unsettled, -1, -1):
            if number < unsettled:
                position.undo()
            edge = position.board.edge_id(*moves[number])
            floor = None if later is None else drawn_value(position, edge, later)
            limit = plan.limits(work.left, number)[-1]
            judged = estimate_line(position, edge, limit, budget, floor)
            if judged is None or budget.cancelled():
                return None
            work.spend(judged.work, plan.open_lines[number])
            drawn = judged.drawn if floor is None else floor
            exact = judged.exact and (floor is None or later_exact)
            found[number] = _entry(position, judged, drawn, exact=exact)
            later, later_exact = judged.best, exact
            ahead = sum(plan.limits(work.left, number - 1)) + plan.overhead(number - 1)
            if progress is not None:
                progress(*_progress(work, len(found), number, ahead))
    return GameReview(tuple(moves), tuple(found[k] for k in range(len(moves))))


@dataclass(frozen=True)
class _Plan:
    """How the estimates share the work left: the positions before the lines from the first
    analysed on, by how many lines can be drawn in each."""

    open_lines: list[int]

    @property
    def weights(self) -> list[float]:
        return [OPEN_POSITION_WEIGHT if n > SEARCH_LINE_LIMIT else 1.0 for n in self.open_lines]

    def overhead(self, last: int) -> int:
        """The work of positions 0 to `last` besides their searches."""
        return WORK_PER_OPEN_LINE * sum(self.open_lines[: last + 1])

    def limits(self, left: float, last: int) -> list[int]:
        """The search work positions 0 to `last` get of `left`, by weight (the analysis goes
        from `last` back, and each passes what it does not use to those before it)."""
        weights = self.weights[: last + 1]
        total = sum(weights)
        rest = max(0.0, left - self.overhead(last))
        return [
            int(min(MAX_ESTIMATE_WORK, max(MIN_ESTIMATE_WORK, rest * weight / total)))
            for weight in weights
        ]


def _progress(work: _Work, done: int, left: int, ahead: float) -> tuple[int, int]:
    """(done, in all): the work done and the work still ahead as planned while the analysis
    has a limit; without one (every position exact), positions."""
    if work.allowed == float("inf"):
        return done, done + left
    return work.done, work.done + int(ahead)


def drawn_value(position: Game, edge: int, later: int) -> int:
    """Points still to come for the side to move in `position` (not changed) if it draws
    `edge`, the position after it being worth `later` to its side to move."""
    mover = position.current_player
    points = position.play_edge(edge)
    again = position.current_player == mover
    position.undo()
    return points + later if again else points - later


def _entry(position: Game, judged: LineJudgement, drawn: int, *, exact: bool) -> MoveReview:
    """The entry of the line drawn from `position`, worth `drawn` (points still to come for
    its player), the best being `judged`'s."""
    mover = position.current_player
    margin = position.lead(mover)
    i, j = position.board.edges[judged.best_line]
    return MoveReview(
        margin + judged.best,
        margin + drawn,
        exact,
        (int(i), int(j)),
        mover,
        position.live_triangle_count,
    )


def _open_lines(game: Game, first: int) -> list[int]:
    """How many lines can be drawn in each position from the one before line `first` to the
    one `game` is at (where it is left)."""
    counts = [len(game.legal_edges())]
    undone = []
    while game.move_count > first:
        undone.append(game.moves[-1])
        game.undo()
        counts.append(len(game.legal_edges()))
    for i, j in reversed(undone):
        game.play(i, j)
    counts.reverse()
    return counts
