"""Practice that repeats: which puzzle comes next, and what an answer changes (pure Python).

A puzzle answered right at the first try comes back after 1, 3, 7 and then 21 days, and after
that it is learnt; one missed comes back the next day and starts over. Puzzles due come first
(the longest overdue first); when none is due, a new one: of the player's own mistakes first
(my_mistakes.py), else of the grade nearest the player's rating. The rating rises and falls
like a chess rating: each grade stands for a rating, and an answer moves the player's towards
the result against it.

Puzzles come from sources (`PuzzleSource`): the built-in set and the player's own mistakes; a
puzzle is known in the progress by its source and id (`key_of`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from .builtin import GRADES, Puzzle, builtin_puzzles

# Days until a puzzle answered right comes back, by how many times in a row it was right.
INTERVALS = (1, 3, 7, 21)
# A puzzle missed comes back after this many days.
MISSED_INTERVAL = 1
# The rating each grade stands for, and the player's at the start.
GRADE_RATINGS = {"easy": 1000, "medium": 1300, "hard": 1600}
START_RATING = 1000
# The source of the player's own mistakes (my_mistakes.py), whose new puzzles come first.
MY_MISTAKES = "mine"
# How far one answer moves the rating at most (the Elo system's K).
RATING_STEP = 32
# The rating difference at which the stronger side is expected to win ten times in eleven.
RATING_SCALE = 400

Clock = Callable[[], dt.date]


def today() -> dt.date:
    return dt.date.today()


class PuzzleSource(Protocol):
    """Somewhere puzzles come from."""

    name: str

    def puzzles(self) -> Sequence[Puzzle]: ...


class BuiltinSource:
    """The puzzles that ship with the app (read once, at first need)."""

    name = "builtin"

    def __init__(self) -> None:
        self._loaded: list[Puzzle] | None = None

    def puzzles(self) -> Sequence[Puzzle]:
        if self._loaded is None:
            self._loaded = builtin_puzzles()
        return self._loaded


def key_of(puzzle: Puzzle) -> str:
    return f"{puzzle.source}/{puzzle.id}"


@dataclass
class Card:
    """What the player has done with one puzzle."""

    right_in_a_row: int = 0  # answers right at the first try since the last miss
    due: dt.date | None = None  # when it comes back; None once learnt
    tries: int = 0  # times it was answered


@dataclass
class Progress:
    """The player's practice: every puzzle seen, and the counts."""

    cards: dict[str, Card] = field(default_factory=dict)
    solved: int = 0
    missed: int = 0
    streak: int = 0
    best_streak: int = 0
    rating: int = START_RATING


class Schedule:
    """The next puzzle from `sources` and what an answer changes in `progress`, on the day
    `clock` says (injectable, for tests)."""

    def __init__(
        self,
        sources: Sequence[PuzzleSource],
        progress: Progress | None = None,
        clock: Clock = today,
    ) -> None:
        self.sources = list(sources)
        self.progress = progress if progress is not None else Progress()
        self.clock = clock

    def next_puzzle(self, skip: Collection[str] = ()) -> Puzzle | None:
        """The puzzle to do now: the longest overdue one, else a new one of the player's own
        mistakes, else a new one of the grade nearest the rating; None when there is none of
        either. `skip`: keys not to give (the puzzle just done, one that could not be read)."""
        now = self.clock()
        due: list[tuple[dt.date, str, Puzzle]] = []
        new: list[Puzzle] = []
        for source in self.sources:
            for puzzle in source.puzzles():
                key = key_of(puzzle)
                if key in skip:
                    continue
                card = self.progress.cards.get(key)
                if card is None:
                    new.append(puzzle)
                elif card.due is not None and card.due <= now:
                    due.append((card.due, key, puzzle))
        if due:
            return min(due, key=lambda entry: entry[:2])[2]
        if not new:
            return None
        rating = self.progress.rating
        return min(
            new,
            key=lambda p: (
                p.source != MY_MISTAKES,
                abs(GRADE_RATINGS[p.grade] - rating),
                GRADES.index(p.grade),
            ),
        )

    def answered(self, puzzle: Puzzle, right: bool) -> Card:
        """Count an answer (`right`: found at the first try) and set when the puzzle comes
        back; the puzzle's card after it."""
        progress = self.progress
        card = progress.cards.setdefault(key_of(puzzle), Card())
        card.tries += 1
        now = self.clock()
        if right:
            progress.solved += 1
            progress.streak += 1
            progress.best_streak = max(progress.best_streak, progress.streak)
            step = card.right_in_a_row
            card.right_in_a_row += 1
            learnt = step >= len(INTERVALS)
            card.due = None if learnt else now + dt.timedelta(days=INTERVALS[step])
        else:
            progress.missed += 1
            progress.streak = 0
            card.right_in_a_row = 0
            card.due = now + dt.timedelta(days=MISSED_INTERVAL)
        progress.rating = rated(progress.rating, GRADE_RATINGS[puzzle.grade], right)
        return card

    def due_count(self) -> int:
        """How many puzzles seen before are due now."""
        now = self.clock()
        return sum(
            1 for card in self.progress.cards.values() if card.due is not None and card.due <= now
        )


def rated(rating: int, against: int, won: bool) -> int:
    """The rating after one answer to a puzzle rated `against` (Elo's formula)."""
    expected = 1 / (1 + 10 ** ((against - rating) / RATING_SCALE))
    return round(rating + RATING_STEP * ((1 if won else 0) - expected))
