"""The built-in puzzles (resources/puzzles/): enough of them, of every kind the issue asks for,
each one's answer re-solved with the project's exact search, and a sample checked by the
independent solver of the AI's tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from triangles_qt.ai.exact_lines import best_lines, line_values
from triangles_qt.engine import Game, RecordError
from triangles_qt.puzzles.builtin import (
    GRADES,
    PUZZLE_DIR,
    builtin_puzzles,
    grade_of,
    puzzle_from_record,
)

from ..ai.solver import BitSolver

PUZZLES = builtin_puzzles()
PATHS = sorted(PUZZLE_DIR.glob("*.json"))
# Every this many puzzles one is re-solved in the default selection; all of them under `slow`.
SAMPLE_EVERY = 25


def _lines(game: Game, edges: list[int]) -> set[tuple[int, int]]:
    return {(int(game.board.edges[e][0]), int(game.board.edges[e][1])) for e in edges}


def test_at_least_two_hundred_puzzles_ship_and_every_file_reads():
    assert len(PATHS) >= 200
    assert len(PUZZLES) == len(PATHS)  # none left out as unreadable


@pytest.mark.parametrize("index", range(0, len(PUZZLES), SAMPLE_EVERY // 5))
def test_a_sample_of_the_positions_replays_with_drawable_solutions(index):
    assert not PUZZLES[index].game().is_over


@pytest.mark.slow
def test_every_position_replays_with_drawable_solutions():
    for puzzle in PUZZLES:
        assert not puzzle.game().is_over


def test_the_puzzles_cover_the_sizes_the_variants_and_the_grades():
    sizes = [len(p.record["board"]["stars"]) for p in PUZZLES]
    assert min(sizes) == 12 and max(sizes) == 60
    assert {p.record["rules"]["play_again"] for p in PUZZLES} == {False, True}
    grades = [p.grade for p in PUZZLES]
    assert all(grades.count(grade) >= 20 for grade in GRADES)


def test_every_puzzle_has_a_real_wrong_answer_and_few_right_ones():
    for path in PATHS:
        field = json.loads(path.read_text(encoding="utf-8"))["puzzle"]
        assert field["lines"] - field["wrong"] == len(field["solutions"]) <= 3, path.name
        assert field["grade"] == grade_of(
            len(field["solutions"]), field["lines"], field["decided_at"]
        ), path.name


def _check_solutions(index: int) -> None:
    puzzle = PUZZLES[index]
    game = puzzle.game()
    values = line_values(game)
    right = best_lines(values)
    assert _lines(game, right) == set(puzzle.solutions), puzzle.id
    assert values[right[0]] == puzzle.best
    assert puzzle.best - min(values.values()) >= 2, puzzle.id


@pytest.mark.parametrize("index", range(0, len(PUZZLES), SAMPLE_EVERY))
def test_a_sample_of_the_puzzles_re_solves_to_its_solutions(index):
    _check_solutions(index)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(PUZZLES)))
def test_every_puzzle_re_solves_to_its_solutions(index):
    _check_solutions(index)


# The independent solver searches every line to the end: it is kept to the smallest puzzles.
INDEPENDENT_MAX_LINES = 12
INDEPENDENT_MAX_STARS = 16


def test_the_independent_solver_agrees_on_a_sample():
    boards = [p for p in PUZZLES if len(p.record["board"]["stars"]) <= INDEPENDENT_MAX_STARS]
    small = [p for p in boards if len(p.game().legal_edges()) <= INDEPENDENT_MAX_LINES][:4]
    assert len(small) >= 3
    for puzzle in small:
        game = puzzle.game()
        solver = BitSolver(game)
        values = {int(e): solver.move_value(game, int(e)) for e in game.legal_edges()}
        assert _lines(game, best_lines(values)) == set(puzzle.solutions), puzzle.id
        assert max(values.values()) == puzzle.best


def test_a_damaged_puzzle_is_refused_with_its_reason():
    record = json.loads(PATHS[0].read_text(encoding="utf-8"))
    bad = json.loads(json.dumps(record))
    bad["puzzle"]["solutions"] = [[0, 0]]
    with pytest.raises(RecordError, match="is not a line"):
        puzzle_from_record(bad, "x", "builtin")
    bad["puzzle"]["solutions"] = [list(bad["moves"][0])]  # drawn already
    with pytest.raises(RecordError, match="cannot be drawn"):
        puzzle_from_record(bad, "x", "builtin").game()
    bad = json.loads(json.dumps(record))
    bad["puzzle"]["grade"] = "impossible"
    with pytest.raises(RecordError, match="grade"):
        puzzle_from_record(bad, "x", "builtin")
    assert puzzle_from_record(record, "x", "builtin").game().move_count == len(record["moves"])


def test_a_puzzle_is_a_game_record_the_app_opens():
    record = json.loads(PATHS[0].read_text(encoding="utf-8"))
    game = Game.from_record(record)  # the "puzzle" object is ignored by the game's reader
    assert game.move_count == len(record["moves"]) and not game.is_over


def test_an_installed_package_finds_its_puzzles(tmp_path):
    """The package as setuptools builds it for a wheel (pyproject's package data) holds every
    puzzle, and the app finds them there, away from the checkout."""
    root = PUZZLE_DIR.parents[2]
    built = tmp_path / "lib"
    setup = "import setuptools; setuptools.setup()"
    subprocess.run(
        [sys.executable, "-c", setup, "-q", "build_py", "--build-lib", str(built)],
        cwd=root,
        check=True,
        capture_output=True,
    )
    code = (
        "from triangles_qt.puzzles.builtin import PUZZLE_DIR, builtin_puzzles;"
        "print(PUZZLE_DIR); print(len(builtin_puzzles()))"
    )
    shown = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(built)},
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    assert shown == [str(built / "triangles_qt" / "resources" / "puzzles"), str(len(PATHS))]
