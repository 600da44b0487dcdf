"""Analysing a game: for every line, the best result its player could still reach and the
result the line actually drawn leaves (`review_game`), with Hard's search (`search_move`).

For the line drawn from position P (player A to move) into position Q:
- best = A's margin in P + the search's value of P (the best line's result);
- actual = A's margin in Q + or - the value of Q (+ when A draws again in Q, as after a
  triangle with "Play again"), or just the margin when the line ended the game.
Both are exact when the searches saw the end of the game. Otherwise they are Hard's estimate,
and then they must be seen from the same horizon: Q is searched one depth less deep than P
was, which is how far P's search looked past that line, so a line is not blamed only because
the two searches stopped at a different ply. A line that is the search's own best costs
nothing.

The positions are analysed from the last line back: near the end the search is exact within
milliseconds, and the time left over goes to the earlier positions. Each position gets a share
of what is left of `seconds`, by weight: positions with more lines than Hard searches
(SEARCH_LINE_LIMIT) see little however long they search, so they weigh less; and what the
remaining positions cost besides their searches is kept back.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from triangles_qt.engine import Game
from triangles_qt.engine.review import GameReview, MoveReview

from .budget import Budget
from .search import (
    SEARCH_LINE_LIMIT,
    SOLVE_LINE_LIMITS,
    SOLVE_SHARE,
    SearchResult,
    search_move,
    solve_move,
)

Progress = Callable[[int, int], None]  # (positions done, positions in all)
# A position's share of the time is at most this many seconds (a long search of one position
# helps little, and the worker reports progress after each).
MAX_POSITION_SECONDS = 1.5
# Weight of a position where Hard would play by rule rather than search.
OPEN_POSITION_WEIGHT = 0.25
# Seconds a position takes beyond its searches' share, per line that can be drawn in it
# (building the search's view of the position, and a search's last steps before it looks at
# the clock, grow with them), as measured at 180 stars on the 2-core development machine.
SECONDS_PER_OPEN_LINE = 1e-4
# Of a position's share, the search of the position itself gets this part; the rest is for
# the position after the line drawn, which needs one depth less.
FIRST_SEARCH_SHARE = 0.75


def analysis_seconds(stars: int) -> float:
    """How long a whole game on a board of `stars` stars is analysed: 8 s at 24 stars, 40 s
    at 60, 50 s from 72 on (targets: 10 s and 60 s on a 2-core machine)."""
    return min(50.0, max(4.0, 8.0 + (stars - 24) * 32.0 / 36.0))


def review_game(
    game: Game,
    *,
    seconds: float | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> GameReview | None:
    """The analysis of every line of `game` (not changed), reusing the entries of its
    `current_review`; None when cancelled. `seconds`: the time for the whole game (None: no
    limit, every search runs to the end, for small boards)."""
    moves = game.moves
    kept = game.current_review
    first = 0 if kept is None else len(kept.moves)
    total = len(moves) - first
    if total == 0:
        return kept if kept is not None else GameReview((), ())
    start = time.monotonic()
    position = game.copy()
    open_lines = _open_lines(position, first)
    weights = [OPEN_POSITION_WEIGHT if n > SEARCH_LINE_LIMIT else 1.0 for n in open_lines]
    remaining_weight = sum(weights)
    remaining_lines = sum(open_lines)
    # Kept back from the shares for the remaining positions' own costs, so the earliest (the
    # most open) still fit in `seconds`; the largest seen so far wins.
    cost_per_line = SECONDS_PER_OPEN_LINE
    later: SearchResult | None = None  # the search of the position after the line
    later_over = position.is_over
    found: list[MoveReview] = []
    for number in range(len(moves) - 1, first - 1, -1):
        position.undo()  # now at the position before line `number`
        weight, lines = weights[number - first], open_lines[number - first]
        share = None
        began = time.monotonic()
        if seconds is not None:
            left = seconds - (began - start) - cost_per_line * remaining_lines
            share = min(MAX_POSITION_SECONDS, max(0.0, left) * weight / remaining_weight)
        remaining_weight -= weight
        remaining_lines -= lines
        entry, later = _review_line(position, moves[number], later, later_over, share, cancelled)
        if share is not None:
            beyond = time.monotonic() - began - share
            cost_per_line = max(cost_per_line, beyond / max(1, lines))
        later_over = False
        if cancelled is not None and cancelled():
            return None
        found.append(entry)
        if progress is not None:
            progress(len(found), total)
    found.reverse()
    earlier = () if kept is None else kept.moves
    return GameReview(tuple(moves), earlier + tuple(found))


def _open_lines(game: Game, first: int) -> list[int]:
    """How many lines can be drawn in each position from line `first` on (`game` is left as
    it was)."""
    counts = []
    undone = []
    while game.move_count > first:
        undone.append(game.moves[-1])
        game.undo()
        counts.append(len(game.legal_edges()))
    for i, j in reversed(undone):
        game.play(i, j)
    counts.reverse()
    return counts


def _review_line(
    position: Game,
    line: tuple[int, int],
    later: SearchResult | None,
    later_over: bool,
    share: float | None,
    cancelled: Callable[[], bool] | None,
) -> tuple[MoveReview, SearchResult]:
    """The entry of `line` drawn in `position` (left as it was), and the search of `position`.
    `later`: the search of the position after the line, if one was made (an exact one is used
    as it is); `later_over`: the line ends the game."""
    deadline = None if share is None else time.monotonic() + share
    here = _search(position, _budget(share and share * FIRST_SEARCH_SHARE, cancelled))
    mover = position.current_player
    best = position.lead(mover) + here.value
    best_line = _line_of(position, here.line)
    edge = position.board.edge_id(*line)
    position.play_edge(edge)
    try:
        margin = position.lead(mover)
        sign = 1 if position.current_player == mover else -1
        if later_over:
            actual, after_exact = margin, True
        elif here.line == edge:  # the search's own best line: its value is the line's
            actual, after_exact = best, here.exact
        elif later is not None and later.exact and here.exact:
            actual, after_exact = margin + sign * later.value, True
        elif not here.exact and here.depth <= 1:
            actual, after_exact = margin, False  # P looked no further than this line's points
        else:
            depth = None if here.exact else here.depth - 1
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            after = _search(position, _budget(left, cancelled), depth)
            actual, after_exact = margin + sign * after.value, after.exact
    finally:
        position.undo()
    exact = here.exact and after_exact
    if actual > best:
        # Only estimates can disagree so; the line drawn was then as good as any seen.
        best, best_line = actual, line
    return MoveReview(best, actual, exact, best_line), here


def _budget(seconds: float | None, cancelled: Callable[[], bool] | None) -> Budget | None:
    if seconds is None:
        return Budget(float("inf"), cancelled) if cancelled is not None else None
    return Budget(seconds, cancelled)


def _search(position: Game, budget: Budget | None, depth: int | None = None) -> SearchResult:
    """The search's result, at least one ply deep even when the time is up (a depth-1 search
    takes milliseconds). With no depth given and the end within reach, one search to the end
    is tried first, as Hard does (it needs far fewer nodes than deepening step by step)."""
    result = None
    near_the_end = len(position.legal_edges()) <= SOLVE_LINE_LIMITS[position.rules.play_again]
    if depth is None and near_the_end and (budget is None or budget.remaining() > 0):
        result = solve_move(position, None if budget is None else budget.share(SOLVE_SHARE))
    if result is None and (budget is None or budget.remaining() > 0):
        result = search_move(position, budget, max_depth=depth)
    if result is None:
        result = search_move(position, max_depth=1)
    assert result is not None  # (a position that is not over has a line to draw)
    return result


def _line_of(game: Game, edge: int) -> tuple[int, int]:
    i, j = game.board.edges[edge]
    return int(i), int(j)
