"""One go at a puzzle (pure Python): each line drawn is right or "not this one"; the second miss
earns a hint (the star a best line starts from), the third shows a best line and ends the go.
A built-in puzzle's answer is right when it is one of the puzzle's solutions (`answer`); where
a search judges the answer (learning from one's mistakes), its verdict is taken (`take`).

Only the first answer counts for the schedule (`Schedule.answered`): right at the first try is
solved, anything else missed; the tries after a miss are for learning.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from triangles_qt.engine import Line, Star

from .builtin import Puzzle

# The miss after which the start of a best line is shown, and the one after which the line is.
HINT_AFTER = 2
REVEAL_AFTER = 3


class Verdict(enum.Enum):
    RIGHT = "right"
    WRONG = "wrong"  # another try
    REVEALED = "revealed"  # wrong, and the go is over: a best line is shown


@dataclass
class Attempt:
    solutions: frozenset[Line]  # lines known to be right, each as (i, j), i < j
    misses: int = 0
    over: bool = False

    @classmethod
    def at(cls, puzzle: Puzzle) -> Attempt:
        """A go at `puzzle`, whose solutions are every right answer."""
        return cls(puzzle.solutions)

    def answer(self, line: Line) -> Verdict:
        """The verdict on `line`, drawn as the answer, right when it is one of `solutions`."""
        i, j = line
        return self.take((min(i, j), max(i, j)) in self.solutions)

    def take(self, right: bool) -> Verdict:
        """The verdict on an answer judged `right` or not."""
        if self.over:
            raise ValueError("the go at this puzzle is over")
        if right:
            self.over = True
            return Verdict.RIGHT
        self.misses += 1
        if self.misses >= REVEAL_AFTER:
            self.over = True
            return Verdict.REVEALED
        return Verdict.WRONG

    @property
    def first_answer(self) -> bool:
        """Whether no answer was given yet (the next one is the one that counts)."""
        return self.misses == 0 and not self.over

    @property
    def hint_star(self) -> Star | None:
        """The star a best line starts from, once the misses earned it."""
        if self.misses < HINT_AFTER:
            return None
        return self.best_line[0]

    @property
    def best_line(self) -> Line:
        """A best line (the first in star order)."""
        return min(self.solutions)
