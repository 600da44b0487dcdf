"""One go at a puzzle (pure Python): each line drawn is right or "not this one"; the second miss
earns a hint (the star a best line starts from), the third shows a best line and ends the go.

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
    puzzle: Puzzle
    misses: int = 0
    over: bool = False

    def answer(self, line: Line) -> Verdict:
        """The verdict on `line`, drawn as the answer."""
        if self.over:
            raise ValueError("the go at this puzzle is over")
        if self.puzzle.is_solution(line):
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
        return min(self.puzzle.solutions)
