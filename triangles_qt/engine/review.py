"""A game's analysis as data: for each line, the best result its player could still reach and
the result the line actually drawn leaves, and how it reads (good, inaccuracy, mistake).

The computer works it out (`triangles_qt.ai.reviewer`); the game keeps it (`Game.review`) and
its record carries it as an optional field, checked as strictly as the rest of the record:

    "analysis": {"moves": [{"best": 2, "actual": 0, "exact": true, "line": [4, 9]}, ...]}

one entry per line from the first on (fewer entries than lines: the lines after them are not
analysed yet). Results are final score differences seen from the line's player (their points
minus the opponent's at the end of the game, with best play by both from there on). Each entry
depends only on the lines up to and including its own, so an analysis stays true for the lines
a game still shares with it (`GameReview.for_moves`): drawing more lines, or taking some back,
leaves the earlier entries as they are.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, TypeGuard

from .pieces import Line, common_prefix_length

# A mark reads the result first: a line that turns a win into a draw or a loss, or a draw into
# a loss, is a mistake whatever the points; one that keeps the result but costs margin is an
# inaccuracy. Costs are counted in the final score difference (a triangle handed over costs 2:
# a point less for its player, one more for the opponent). An estimate (the search did not
# see the end of the game) can be a point off at its horizon, so it calls a line an inaccuracy
# only from ESTIMATE_INACCURACY_POINTS, and a mistake only when it changes the result by a
# clear margin: at least ESTIMATE_MISTAKE_POINTS, more than a triangle handed over.
ESTIMATE_INACCURACY_POINTS = 2
ESTIMATE_MISTAKE_POINTS = 3


class Mark(enum.Enum):
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"


class Outcome(enum.IntEnum):
    """A final result from one player's view."""

    LOSS = -1
    DRAW = 0
    WIN = 1

    @classmethod
    def of(cls, margin: int) -> Outcome:
        """The result a final score difference (the player's points minus the other's) is."""
        return cls((margin > 0) - (margin < 0))


@dataclass(frozen=True)
class MoveReview:
    """One line's analysis, from the view of the player who drew it."""

    best: int  # final score difference that player could still reach before the line
    actual: int  # final score difference reachable after the line actually drawn
    exact: bool  # both worked out to the end of the game (else the computer's estimate)
    best_line: Line  # a line that reaches `best`

    @property
    def cost(self) -> int:
        """Points the line gave away against the best line (0 for a best line)."""
        return self.best - self.actual

    @property
    def result_change(self) -> tuple[Outcome, Outcome] | None:
        """The result the player could still reach before the line and the one it leaves,
        when the line changed it (a mistake); None when it kept the result."""
        before, after = Outcome.of(self.best), Outcome.of(self.actual)
        if after >= before or (not self.exact and self.cost < ESTIMATE_MISTAKE_POINTS):
            return None
        return before, after

    @property
    def mark(self) -> Mark:
        if self.result_change is not None:
            return Mark.MISTAKE
        if self.cost >= (1 if self.exact else ESTIMATE_INACCURACY_POINTS):
            return Mark.INACCURACY
        return Mark.GOOD


@dataclass(frozen=True)
class GameReview:
    """The analysis of a game's first `len(moves)` lines, `lines` being those lines."""

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
    def decisive(self) -> int | None:
        """Where the game was decided: the index of the last line that changed the result
        (the last mistake; after it the result held); None when no line changed it."""
        return next(
            (k for k in range(len(self.moves) - 1, -1, -1) if self.moves[k].result_change),
            None,
        )

    def for_moves(self, moves: Sequence[Line]) -> GameReview:
        """The part of this analysis still about a game with these lines: the entries of the
        lines both share from the first on."""
        shared = common_prefix_length(self.lines, [tuple(line) for line in moves])
        if shared == len(self.lines):
            return self
        return GameReview(self.lines[:shared], self.moves[:shared])


def review_record(moves: Sequence[MoveReview]) -> dict[str, Any]:
    """The record's "analysis" field for these entries (the first lines' analysis)."""
    return {
        "moves": [
            {
                "best": move.best,
                "actual": move.actual,
                "exact": move.exact,
                "line": [move.best_line[0], move.best_line[1]],
            }
            for move in moves
        ]
    }


class ReviewFieldError(ValueError):
    """A malformed "analysis" field; the message names the place (the record turns it into a
    RecordError)."""


def reviews_from_field(field: object, stars: int, moves: int, limit: int) -> list[MoveReview]:
    """The entries of a record's "analysis" field, checked one by one: at most `moves` of them,
    results whole numbers from -`limit` to `limit` with the actual one not above the best, the
    best line two different stars of the `stars` on the board. Whether that line could be drawn
    is for the replay to check (`Game.from_record`)."""
    if not isinstance(field, Mapping):
        raise ReviewFieldError("analysis must be an object")
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
        reviews.append(MoveReview(best, actual, exact, (line[0], line[1])))
    return reviews


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
