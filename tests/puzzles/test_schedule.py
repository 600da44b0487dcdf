"""puzzles/schedule.py and puzzles/attempt.py: the spaced repetition on a fake clock, the rating,
which puzzle comes next, and one go at a puzzle (hint, reveal)."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

import pytest

from triangles_qt.puzzles.attempt import Attempt, Verdict
from triangles_qt.puzzles.builtin import Puzzle
from triangles_qt.puzzles.schedule import (
    GRADE_RATINGS,
    START_RATING,
    Progress,
    Schedule,
    key_of,
    rated,
)

DAY = dt.date(2026, 12, 3)


def puzzle(number: int, grade: str = "easy") -> Puzzle:
    return Puzzle(f"{number:04d}", "test", grade, {}, frozenset({(1, 4), (2, 5)}), 3)


class Source:
    name = "test"

    def __init__(self, puzzles: list[Puzzle]) -> None:
        self._puzzles = puzzles

    def puzzles(self) -> list[Puzzle]:
        return self._puzzles


class Clock:
    def __init__(self) -> None:
        self.day = DAY

    def __call__(self) -> dt.date:
        return self.day

    def after(self, days: int) -> None:
        self.day = DAY + dt.timedelta(days=days)


def test_solved_comes_back_after_1_3_7_21_days_and_then_is_learnt():
    clock = Clock()
    first = puzzle(1)
    schedule = Schedule([Source([first, puzzle(2)])], clock=clock)
    elapsed = 0
    for interval in (1, 3, 7, 21):
        card = schedule.answered(first, True)
        assert card.due == clock.day + dt.timedelta(days=interval)
        clock.after(elapsed + interval - 1)
        assert schedule.due_count() == 0  # not a day early
        elapsed += interval
        clock.after(elapsed)
        assert schedule.next_puzzle() is first
    assert schedule.answered(first, True).due is None  # learnt
    assert schedule.next_puzzle() is not first


def test_missed_comes_back_the_next_day_and_starts_over():
    clock = Clock()
    first = puzzle(1)
    schedule = Schedule([Source([first, puzzle(2)])], clock=clock)
    schedule.answered(first, True)
    schedule.answered(first, True)
    card = schedule.answered(first, False)
    assert card.due == DAY + dt.timedelta(days=1) and card.right_in_a_row == 0
    assert schedule.answered(first, True).due == DAY + dt.timedelta(days=1)
    progress = schedule.progress
    assert (progress.solved, progress.missed, progress.streak, progress.best_streak) == (3, 1, 1, 2)


def test_the_longest_overdue_comes_first_then_new_ones_by_rating():
    clock = Clock()
    easy, medium, hard = puzzle(1), puzzle(2, "medium"), puzzle(3, "hard")
    schedule = Schedule([Source([hard, medium, easy])], clock=clock)
    assert schedule.next_puzzle() is easy  # the rating starts nearest easy
    schedule.answered(hard, False)  # due tomorrow
    clock.after(1)
    schedule.answered(medium, False)  # due the day after
    clock.after(5)
    assert schedule.next_puzzle() is hard
    assert schedule.next_puzzle(skip={key_of(hard)}) is medium
    schedule.progress.rating = 1700
    clock.day = DAY
    assert schedule.next_puzzle() is easy  # the only new one
    schedule.sources.append(Source([puzzle(4, "hard"), puzzle(5, "medium")]))
    assert schedule.next_puzzle().grade == "hard"


def test_the_rating_rises_with_a_solve_and_falls_with_a_miss_more_for_easier_puzzles():
    assert (
        rated(START_RATING, GRADE_RATINGS["hard"], True)
        > rated(START_RATING, GRADE_RATINGS["easy"], True)
        > START_RATING
    )
    assert (
        rated(START_RATING, GRADE_RATINGS["easy"], False)
        < rated(START_RATING, GRADE_RATINGS["hard"], False)
        < START_RATING
    )
    schedule = Schedule([Source([puzzle(1, "medium")])], Progress(), clock=Clock())
    schedule.answered(puzzle(1, "medium"), True)
    assert schedule.progress.rating == rated(START_RATING, 1300, True)


def test_one_go_at_a_puzzle_hint_then_reveal():
    attempt = Attempt.at(puzzle(1))
    assert attempt.first_answer
    assert attempt.answer((0, 1)) is Verdict.WRONG and attempt.hint_star is None
    assert not attempt.first_answer
    assert attempt.answer((1, 0)) is Verdict.WRONG and attempt.hint_star == 1
    assert attempt.answer((0, 3)) is Verdict.REVEALED and attempt.over
    assert attempt.best_line == (1, 4)
    with pytest.raises(ValueError):
        attempt.answer((1, 4))
    right = Attempt.at(puzzle(1))
    assert right.answer((5, 2)) is Verdict.RIGHT and right.over  # either order of the stars


def test_the_puzzles_package_loads_no_qt():
    code = (
        "import sys, triangles_qt.puzzles.schedule, triangles_qt.puzzles.attempt;"
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
