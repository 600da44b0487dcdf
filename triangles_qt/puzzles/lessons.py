"""Learning from one's mistakes (pure Python): a player's marked lines of an analysed game, gone
through one by one from the position before each, and how a line drawn there is judged.

A lesson is the marked lines (inaccuracy or worse) of one player, the worst (the most chances
lost) first or in the order played (`lesson_lines`). An answer is judged by the analysis's
own measure: right when, drawn in the game, it would have been marked good (`Mark.GOOD`: it
keeps the best within the marks' threshold). The best line and the line drawn in the game are
known from the analysis (`judge_known`); any other is searched (`judge_line`): solved to the
end where the entry is exact, else estimated by a fresh search of Hard's, its best and its
value then both from that search. A wrong answer to a puzzle says what it costs too
(`line_cost`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from triangles_qt.engine import Game, Line, Player
from triangles_qt.engine.review import GameReview, Mark, MoveReview

# The work (`Searcher.work`) a fresh estimate of an answer gets: about what the analysis gives
# the positions of a whole game at most (ai/reviewer.py: MAX_ESTIMATE_WORK).
ESTIMATE_WORK = 1_000_000


def human_seats(game: Game) -> list[int]:
    """The seats a person plays (against the computer: one; two players: both)."""
    return [seat for seat, player in enumerate(game.players) if not player.is_computer]


def lesson_lines(review: GameReview, seat: int, worst_first: bool) -> list[int]:
    """The indices of `seat`'s marked lines: the costliest in chances first (then the earliest),
    or in the order played."""
    marked = review.marked(seat)
    return review.biggest(seat, len(marked)) if worst_first else marked


def position_before(game: Game, number: int) -> Game:
    """The position before line `number` (0 for the first) of `game`, as a game between two
    people under the names of those who played it, for the lesson's board."""
    players = game.players_of_line(number)
    return game.continued_from(number, [Player(player.name) for player in players])


def normalized(line: Line) -> Line:
    i, j = line
    return (min(i, j), max(i, j))


@dataclass(frozen=True)
class Judgement:
    """What an answer is worth, as final margins of its player (their points minus the other's
    at the end, with best play by both after it)."""

    right: bool  # it would have been marked good
    best: int  # with the best line
    value: int  # with the answer
    exact: bool  # both worked out to the end of the game

    @property
    def cost(self) -> int:
        """Points the answer gives away against the best (0 for a best line)."""
        return max(0, self.best - self.value)


def judged(entry: MoveReview, best: int, value: int, exact: bool) -> Judgement:
    """The judgement of a line worth `value` where the best is worth `best`, by the marks of
    `entry`'s position."""
    as_drawn = replace(entry, best=max(best, value), actual=value)
    return Judgement(as_drawn.mark is Mark.GOOD, max(best, value), value, exact)


def judge_known(entry: MoveReview, drawn: Line, answer: Line) -> Judgement | None:
    """The judgement of `answer` when the analysis has it (the best line, or `drawn`, the line
    drawn in the game); None when it needs a search."""
    if normalized(answer) == normalized(entry.best_line):
        return judged(entry, entry.best, entry.best, entry.exact)
    if normalized(answer) == normalized(drawn):
        return judged(entry, entry.best, entry.actual, entry.exact)
    return None


def judge_line(position: Game, entry: MoveReview, answer: Line) -> Judgement:
    """The judgement of `answer` drawn in `position` (the position before `entry`'s line, not
    changed): solved exactly where the entry is exact (and the solve fits EXACT_WORK), else
    estimated by a fresh search within ESTIMATE_WORK. Slow: run it off the GUI thread."""
    # Deferred: the window imports this module for its lesson menu, and the search loads only
    # when an answer is judged (off the GUI thread), not for the first paint.
    from triangles_qt.ai.reviewer import EXACT_WORK
    from triangles_qt.ai.search import estimate_line, solve_line

    edge = position.board.edge_id(*answer)
    margin = position.lead(position.current_player)
    if entry.exact:
        solved, _work = solve_line(position, edge, work_limit=EXACT_WORK)
        if solved is not None:
            return judged(entry, margin + solved.best, margin + solved.drawn, True)
    estimate = estimate_line(position, edge, ESTIMATE_WORK)
    if estimate is None:  # (only when cancelled, which this search never is)
        raise RuntimeError("the search of the answer was cancelled")
    return judged(entry, margin + estimate.best, margin + estimate.drawn, estimate.exact)


def line_cost(position: Game, answer: Line, best: int) -> int | None:
    """The points `answer` drawn in `position` (not changed) gives away against `best`, the
    best result still to come for its side (a puzzle's `best`), solved exactly; None when the
    solve does not fit EXACT_WORK. Slow: run it off the GUI thread."""
    # Deferred: as in judge_line.
    from triangles_qt.ai.reviewer import EXACT_WORK
    from triangles_qt.ai.search import solve_line

    solved, _work = solve_line(position, position.board.edge_id(*answer), work_limit=EXACT_WORK)
    return None if solved is None else max(0, best - solved.drawn)
