"""The built-in puzzles: positions from games between the computer's levels, shipped as game
records (the app's .triangles format) in resources/puzzles/, each with a "puzzle" object:

    "puzzle": {"id": "0001", "grade": "easy", "solutions": [[i, j], ...], "best": 2,
               "decided_at": 3, "wrong": 5, "lines": 9}

"solutions" are every line that keeps the best exact result for the side to move, "best" that
result (the score difference still to come), "decided_at" how many plies ahead a search must
look to find it, "wrong" how many of the "lines" drawable lose against it.
benchmarks/make_puzzles.py makes them (docs/puzzles.md).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from triangles_qt.engine import Game, Line, RecordError

PUZZLE_DIR = Path(__file__).resolve().parent.parent / "resources" / "puzzles"
GRADES = ("easy", "medium", "hard")
# A puzzle decided by the points lines score at once is easy, within MEDIUM_DEPTH plies medium,
# beyond it hard.
MEDIUM_DEPTH = 3
# Where at most this share of the drawable lines are right, a puzzle that needs looking ahead
# is a grade harder.
FEW_RIGHT_SHARE = 0.125


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the position (a game whose side to move is the solver's) and its answer."""

    id: str
    source: str  # where it comes from: "builtin" (and later the player's own mistakes)
    grade: str
    record: dict[str, Any]  # the game record, without the "puzzle" object
    solutions: frozenset[Line]  # each as (i, j), i < j
    best: int

    def game(self) -> Game:
        """A fresh game at the puzzle's position, replayed through the rules, every solution
        checked to be drawable there (RecordError names the problem). Replaying a big board
        takes a moment: the window does it off its thread."""
        game = Game.from_record(self.record)
        if game.is_over:
            raise RecordError("the puzzle's game is over")
        for i, j in sorted(self.solutions):
            if j >= len(game.board.points) or game.check(i, j) is not None:
                raise RecordError(f"puzzle solution {i}-{j} cannot be drawn in its position")
        return game

    def is_solution(self, line: Line) -> bool:
        i, j = line
        return (min(i, j), max(i, j)) in self.solutions


def grade_of(right: int, lines: int, decided_at: int) -> str:
    """The grade of a puzzle from how far ahead its answer is decided (`decided_at` plies) and
    how few of its `lines` drawable lines (`right` of them) keep the best result: easy when the
    points lines score at once decide, else medium up to MEDIUM_DEPTH plies, hard beyond; a
    puzzle that needs looking ahead counts one ply deeper where few lines are right."""
    if decided_at <= 1:
        return GRADES[0]
    depth = decided_at + (1 if right <= FEW_RIGHT_SHARE * lines else 0)
    return GRADES[1] if depth <= MEDIUM_DEPTH else GRADES[2]


def puzzle_record(
    game: Game,
    solutions: Sequence[Line],
    grade: str,
    best: int,
    decided_at: int,
    wrong: int,
    lines: int,
) -> dict[str, Any]:
    """The record of `game`'s position as a puzzle (what resources/puzzles/ holds)."""
    record = game.to_record()
    record["puzzle"] = {
        "grade": grade,
        "solutions": sorted([min(i, j), max(i, j)] for i, j in solutions),
        "best": best,
        "decided_at": decided_at,
        "wrong": wrong,
        "lines": lines,
    }
    return record


def puzzle_from_record(record: object, puzzle_id: str, source: str) -> Puzzle:
    """A puzzle from its record, its "puzzle" object checked (RecordError names the problem);
    the position is replayed and the solutions checked against it by `Puzzle.game`."""
    if not isinstance(record, dict):
        raise RecordError("a puzzle must be a JSON object")
    field = record.get("puzzle")
    if not isinstance(field, dict):
        raise RecordError("the record has no puzzle object")
    grade = field.get("grade")
    if grade not in GRADES:
        raise RecordError("puzzle.grade must be easy, medium or hard")
    best = field.get("best")
    if not _is_int(best):
        raise RecordError("puzzle.best must be a whole number")
    raw = field.get("solutions")
    if not isinstance(raw, list) or not raw:
        raise RecordError("puzzle.solutions must be a list of lines")
    solutions: set[Line] = set()
    for line in raw:
        if not isinstance(line, list) or len(line) != 2 or not all(_is_int(s) for s in line):
            raise RecordError("each of puzzle.solutions must be a pair of star numbers")
        i, j = min(line), max(line)
        if not 0 <= i < j:
            raise RecordError(f"puzzle solution {i}-{j} is not a line")
        solutions.add((i, j))
    game_record = {key: value for key, value in record.items() if key != "puzzle"}
    return Puzzle(puzzle_id, source, str(grade), game_record, frozenset(solutions), best)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def builtin_puzzles(folder: Path = PUZZLE_DIR) -> list[Puzzle]:
    """Every built-in puzzle, in file order (a file that does not read is left out)."""
    puzzles = []
    for path, record in _records(folder):
        try:
            puzzles.append(puzzle_from_record(record, path.stem, "builtin"))
        except RecordError:
            continue
    return puzzles


def _records(folder: Path) -> Iterator[tuple[Path, object]]:
    for path in sorted(folder.glob("*.json")):
        try:
            yield path, json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
