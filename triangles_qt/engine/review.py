"""A game's analysis as data: for each line, the best result its player could still reach and
the result the line actually drawn leaves, and how it reads (good, inaccuracy, mistake,
blunder).

The computer works it out (`triangles_qt.ai.reviewer`); the game keeps it (`Game.review`) and
its record carries it as an optional field, checked as strictly as the rest of the record:

    "analysis": {"version": 2,
                 "moves": [{"best": 2, "actual": 0, "exact": true, "line": [4, 9]}, ...]}

one entry per line from the first on (fewer entries than lines: the lines after them are not
analysed yet). Results are final score differences seen from the line's player (their points
minus the opponent's at the end of the game, with best play by both from there on).

The analysis tells one story: each position has one value, so a line's actual result is the
best result of the next line's player (negated when the other player draws next), and the
chart, the costs and the marks all read those values (`GameReview.values`). A record of
version 2 that breaks this is refused; a record from before (no version) whose estimates break
it has its analysis left out when it is opened (`Game.review_dropped`), to be analysed again.
The first lines of an analysis still tell one story when later lines are taken back or others
drawn (`GameReview.for_moves`).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, TypeGuard

from .pieces import Line, common_prefix_length

# Marks read a line's cost as the chances it took away (win 1, draw 1/2, loss 0), the chances of
# a final margin `value` with `points` points still to be scored being
#     1 / (1 + exp(-CHANCE_SLOPE * value / sqrt(points)))
# (the same margin decides more the less is left to play for). CHANCE_SLOPE is fitted on games
# between the computer's levels (benchmarks/review_calibration.py, docs/review.md). A line is an
# inaccuracy, a mistake or a blunder from these drops in chances; whatever the drop, a line
# that throws the result away is at least a mistake, and one that hands a triangle over or
# gives away more (NEVER_GOOD_POINTS) is at least an inaccuracy.
CHANCE_SLOPE = 2.11
INACCURACY_DROP = 0.03
MISTAKE_DROP = 0.12
BLUNDER_DROP = 0.3
NEVER_GOOD_POINTS = 2
# A line's accuracy: full for a line that gives nothing away, halved by a triangle handed over
# (2 points), a third for two: 100 / (1 + cost / ACCURACY_HALVING_POINTS) per cent. A player's
# accuracy in a game is the mean over their lines (docs/review.md).
ACCURACY_HALVING_POINTS = 2
# The "analysis" field's version: 2 where the analysis tells one story (a line's actual result
# is the next line's best, in one player's view); records from before have none.
REVIEW_VERSION = 2


class Mark(enum.Enum):
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def rank(self) -> int:
        """0 for good, up to 3 for a blunder."""
        return list(Mark).index(self)


class Outcome(enum.IntEnum):
    """A final result from one player's view."""

    LOSS = -1
    DRAW = 0
    WIN = 1

    @classmethod
    def of(cls, margin: int) -> Outcome:
        """The result a final score difference (the player's points minus the other's) is."""
        return cls((margin > 0) - (margin < 0))


def chances(value: int, points: int) -> float:
    """A player's chances (win 1, draw 1/2, loss 0) with a final margin of `value` expected
    and `points` points still to be scored (see CHANCE_SLOPE)."""
    if points <= 0:
        return (Outcome.of(value) + 1) / 2
    return 1.0 / (1.0 + math.exp(-CHANCE_SLOPE * value / math.sqrt(points)))


@dataclass(frozen=True)
class AnalysisEntry:
    """One line's analysis as a record holds it (the rest follows from the position)."""

    best: int  # final score difference the line's player could still reach before the line
    actual: int  # final score difference reachable after the line actually drawn
    exact: bool  # both worked out to the end of the game (else the computer's estimate)
    best_line: Line  # a line that reaches `best`


@dataclass(frozen=True)
class MoveReview(AnalysisEntry):
    """One line's analysis, from the view of the player who drew it, with what its position
    says: who drew it and how many points were still to be scored before it."""

    mover: int  # the seat that drew the line
    points_left: int  # points still to be scored before the line (its live triangles)

    @property
    def cost(self) -> int:
        """Points the line gave away against the best line (0 for a best line)."""
        return self.best - self.actual

    @property
    def chances_lost(self) -> float:
        """How much the line lowered its player's chances (see `chances`)."""
        return chances(self.best, self.points_left) - chances(self.actual, self.points_left)

    @property
    def result_change(self) -> tuple[Outcome, Outcome] | None:
        """The result the player could still reach before the line and the one it leaves,
        when the line changed it; None when it kept the result."""
        before, after = Outcome.of(self.best), Outcome.of(self.actual)
        if after >= before:
            return None
        return before, after

    @property
    def mark(self) -> Mark:
        if self.cost <= 0:
            return Mark.GOOD
        lost = self.chances_lost
        mark = (
            Mark.BLUNDER
            if lost >= BLUNDER_DROP
            else Mark.MISTAKE
            if lost >= MISTAKE_DROP
            else Mark.INACCURACY
            if lost >= INACCURACY_DROP
            else Mark.GOOD
        )
        if self.result_change is not None and mark.rank < Mark.MISTAKE.rank:
            return Mark.MISTAKE
        if self.cost >= NEVER_GOOD_POINTS and mark is Mark.GOOD:
            return Mark.INACCURACY
        return mark


@dataclass(frozen=True)
class GameReview:
    """The analysis of a game's first `len(moves)` lines, `lines` being those lines.

    It tells one story: the position before each line has one value, the line's `best`, and
    the value after it, the line's `actual`, is the next line's `best` (`values`)."""

    lines: tuple[Line, ...]
    moves: tuple[MoveReview, ...]

    def __post_init__(self) -> None:
        if len(self.lines) != len(self.moves):
            raise ValueError("a review needs one entry per line")

    @cached_property
    def exact_tail(self) -> int:
        """How many of the last entries in a row are worked out exactly (the analysis is exact
        from the end of the game back to some line, and estimates before it)."""
        count = 0
        for move in reversed(self.moves):
            if not move.exact:
                break
            count += 1
        return count

    @cached_property
    def values(self) -> list[int]:
        """The first seat's final margin with best play at the start and after each line (the
        chart's values): the first line's best, then each line's actual."""
        if not self.moves:
            return []
        first = self.moves[0]
        values = [first.best if first.mover == 0 else -first.best]
        values += [move.actual if move.mover == 0 else -move.actual for move in self.moves]
        return values

    @cached_property
    def loser(self) -> int | None:
        """The seat behind after the last line analysed, with best play from there (None when
        level)."""
        if not self.values or self.values[-1] == 0:
            return None
        return 1 if self.values[-1] > 0 else 0

    @cached_property
    def decisive(self) -> int | None:
        """Where the game was decided: the index of the line after which the loser's value
        never again reached a draw (or, when it never did, never again its highest); None in a
        level game, or when the loser's value never fell."""
        loser = self.loser
        if loser is None:
            return None
        values = [v if loser == 0 else -v for v in self.values]
        target = min(0, max(values))
        last = max(k for k, value in enumerate(values) if value >= target)
        return None if last == len(self.moves) else last

    def seat_lines(self, seat: int) -> list[int]:
        """The indices of the lines `seat` drew."""
        return [k for k, move in enumerate(self.moves) if move.mover == seat]

    def accuracy(self, seat: int) -> float | None:
        """`seat`'s accuracy in per cent (see ACCURACY_HALVING_POINTS); None without lines."""
        lines = self.seat_lines(seat)
        if not lines:
            return None
        scores = [100.0 / (1 + self.moves[k].cost / ACCURACY_HALVING_POINTS) for k in lines]
        return sum(scores) / len(scores)

    def points_given(self, seat: int) -> int:
        """The points `seat`'s lines gave away in all."""
        return sum(self.moves[k].cost for k in self.seat_lines(seat))

    def marked(self, seat: int | None = None) -> list[int]:
        """The indices of the marked lines (inaccuracy or worse), of `seat` or of either."""
        return [
            k
            for k, move in enumerate(self.moves)
            if move.mark is not Mark.GOOD and (seat is None or move.mover == seat)
        ]

    def biggest(self, seat: int, count: int = 3) -> list[int]:
        """The indices of `seat`'s `count` costliest marked lines, costliest (then earliest)
        first."""
        ranked = sorted(self.marked(seat), key=lambda k: (-self.moves[k].chances_lost, k))
        return ranked[:count]

    def story_break(self) -> int | None:
        """The index of the first line whose actual result is not the next line's best (in
        one player's view): where the analysis contradicts itself; None when it does not."""
        for k in range(len(self.moves) - 1):
            move, following = self.moves[k], self.moves[k + 1]
            expected = following.best if following.mover == move.mover else -following.best
            if move.actual != expected:
                return k
        return None

    def for_moves(self, moves: Sequence[Line]) -> GameReview:
        """The part of this analysis still about a game with these lines: the entries of the
        lines both share from the first on."""
        shared = common_prefix_length(self.lines, [tuple(line) for line in moves])
        if shared == len(self.lines):
            return self
        return GameReview(self.lines[:shared], self.moves[:shared])


def review_record(moves: Sequence[AnalysisEntry]) -> dict[str, Any]:
    """The record's "analysis" field for these entries (the first lines' analysis)."""
    return {
        "version": REVIEW_VERSION,
        "moves": [
            {
                "best": move.best,
                "actual": move.actual,
                "exact": move.exact,
                "line": [move.best_line[0], move.best_line[1]],
            }
            for move in moves
        ],
    }


class ReviewFieldError(ValueError):
    """A malformed "analysis" field; the message names the place (the record turns it into a
    RecordError)."""


def reviews_from_field(
    field: object, stars: int, moves: int, limit: int
) -> tuple[list[AnalysisEntry], bool]:
    """The entries of a record's "analysis" field, checked one by one: at most `moves` of them,
    results whole numbers from -`limit` to `limit` with the actual one not above the best, the
    best line two different stars of the `stars` on the board; and whether the field is of
    this version (REVIEW_VERSION: it must tell one story), not from before. Whether that line
    could be drawn, and the story, are for the replay to check (`Game.from_record`)."""
    if not isinstance(field, Mapping):
        raise ReviewFieldError("analysis must be an object")
    version = field.get("version")
    if version is not None and version != REVIEW_VERSION:
        raise ReviewFieldError(f"analysis.version must be {REVIEW_VERSION}")
    entries = field.get("moves")
    if not isinstance(entries, list):
        raise ReviewFieldError("analysis.moves must be a list")
    if len(entries) > moves:
        raise ReviewFieldError("analysis.moves has more entries than the game has moves")
    reviews = []
    for index, entry in enumerate(entries):
        where = f"analysis.moves[{index}]"
        if not isinstance(entry, Mapping):
            raise ReviewFieldError(f"{where} must be an object")
        best, actual = entry.get("best"), entry.get("actual")
        for name, value in (("best", best), ("actual", actual)):
            if not _is_int(value) or not -limit <= value <= limit:
                raise ReviewFieldError(
                    f"{where}.{name} must be a whole number from -{limit} to {limit}"
                )
        assert _is_int(best) and _is_int(actual)
        if actual > best:
            raise ReviewFieldError(f"{where}.actual is more than its best")
        exact = entry.get("exact")
        if not isinstance(exact, bool):
            raise ReviewFieldError(f"{where}.exact must be true or false")
        line = entry.get("line")
        if (
            not isinstance(line, list)
            or len(line) != 2
            or not all(_is_int(v) and 0 <= v < stars for v in line)
            or line[0] == line[1]
        ):
            raise ReviewFieldError(f"{where}.line must be two different stars of the board")
        reviews.append(AnalysisEntry(best, actual, exact, (line[0], line[1])))
    return reviews, version == REVIEW_VERSION


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
