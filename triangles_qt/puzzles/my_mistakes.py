"""My mistakes: the positions of a person's exact mistakes, made puzzles (pure Python).

After an analysis, each marked line of a person (not the computer) whose entry is exact becomes
a puzzle of the built-in kind (builtin.py: the position's game record with its "puzzle"
object), every line of its position solved exactly (ai/exact_lines.py), so that its
solutions are every line that keeps the best result; a position too big to solve within
SOLVE_NODE_LIMIT is left out. A puzzle's id comes from its position, so a game analysed again
adds nothing twice. The schedule offers them from `MyMistakesSource` (schedule.py).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any

from triangles_qt.engine import Game

from .builtin import Puzzle, grade_of, puzzle_record
from .lessons import human_seats, position_before
from .schedule import MY_MISTAKES

# Each line's solve, and the search for how far ahead the answer shows, stop at this many nodes.
SOLVE_NODE_LIMIT = 400_000


def exact_mistakes(game: Game) -> list[dict[str, Any]]:
    """The puzzle records (each with its "id" in the "puzzle" object) of the exact marked lines
    of `game`'s people, in the order played. Slow: run it off the GUI thread."""
    review = game.current_review
    if review is None:
        return []
    people = human_seats(game)
    records = []
    for number in review.marked():
        move = review.moves[number]
        if move.exact and move.mover in people:
            record = mistake_record(position_before(game, number))
            if record is not None:
                records.append(record)
    return records


def mistake_record(position: Game) -> dict[str, Any] | None:
    """The puzzle record of `position` with every line solved, or None when it is too big to
    solve (or has a single line)."""
    # Deferred: the window imports this module, and the solver loads only where mistakes are
    # made puzzles (a process of their own), not for the first paint.
    from triangles_qt.ai.exact_lines import TooHard, best_lines, decided_at, line_values

    try:
        values = line_values(position, SOLVE_NODE_LIMIT)
        if len(values) < 2:
            return None
        solutions = best_lines(values)
        depth = decided_at(position, values, SOLVE_NODE_LIMIT)
    except TooHard:
        return None
    best = values[solutions[0]]
    edges = position.board.edges
    lines = [(int(edges[e][0]), int(edges[e][1])) for e in solutions]
    grade = grade_of(len(solutions), len(values), depth)
    wrong = len(values) - len(solutions)
    record = puzzle_record(position, lines, grade, best, depth, wrong, len(values))
    record["puzzle"]["id"] = position_id(record)
    return record


def position_id(record: dict[str, Any]) -> str:
    """An id of a puzzle record's position (its game record without the "puzzle" object)."""
    game = {key: value for key, value in record.items() if key != "puzzle"}
    text = json.dumps(game, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class MyMistakesSource:
    """The player's own mistakes as a source of puzzles: `held` gives them (the store's)."""

    name = MY_MISTAKES

    def __init__(self, held: Callable[[], Sequence[Puzzle]]) -> None:
        self._held = held

    def puzzles(self) -> Sequence[Puzzle]:
        return self._held()
