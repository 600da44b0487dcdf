"""The analysis benchmark runs end to end (tiny versions of the tables README quotes). The
default selection runs its check against the independent solver; its timing table and its
idle-and-busy comparison run in the slow one (tests/ai/test_reviewer.py checks the same game
idle and busy in the default selection)."""

from __future__ import annotations

import importlib.util
import re
import sys

import pytest

from triangles_qt.engine.review import GameReview, MoveReview

from .helpers import BENCHMARKS, run_python

SCRIPT = str(BENCHMARKS / "analysis.py")


@pytest.mark.slow
def test_the_analysis_benchmark_prints_a_row_per_game() -> None:
    stdout = run_python(SCRIPT, *("--sizes", "12", "--games", "1", "--seconds", "0.5"))
    rows = [
        row.split()
        for row in stdout.splitlines()
        if row.split()[:2] in (["12", "no"], ["12", "yes"])
    ]
    assert [row[1] for row in rows] == ["no", "yes"]
    for row in rows:
        lines, exact, exact_line = int(row[2]), int(row[6]), int(row[7])
        marks = [int(v) for v in row[8].split("/")]
        assert len(marks) == 4 and sum(marks) == lines and 0 < exact_line <= exact <= lines
        assert float(row[3]) > 0 and float(row[4]) > 0 and row[5] == "(0.5)"
    assert "12 stars: longest analysis" in stdout


def test_the_check_against_the_independent_solver_counts_every_line() -> None:
    stdout = run_python(SCRIPT, *("--check", "--sizes", "7", "--pairings", "1", "--seconds", "0.5"))
    summary = stdout.splitlines()[-1]
    assert summary.startswith("all 7-star games with 0 busy processes:")
    marked = re.search(r"marked exact (\d+) \(with the solver's best and actual: (\d+)\)", summary)
    assert marked is not None and marked.group(1) == marked.group(2) != "0"
    assert "left as estimates 0 (0.0 %)" in summary and "(100.0 %)" in summary


def test_the_story_figures_count_every_game() -> None:
    stdout = run_python(SCRIPT, *("--story", "--sizes", "7", "--pairings", "1"))
    summary = next(row for row in stdout.splitlines() if row.startswith("7 stars: games 2:"))
    assert "jumps of 2+ between lines 0;" in summary
    assert "lines costing 4+ marked good 0;" in summary
    assert re.search(r"lost games without a deciding line 0 of \d+", summary)
    assert "7 stars: longest analysis" in stdout


def story_figures(games):
    """benchmarks/analysis.py's `story_figures` (the script imported as a module)."""
    name = "benchmark_analysis"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name].story_figures(games)


def review(*entries: tuple[int, int, int]) -> GameReview:
    """(mover, best, actual) per line, 20 points still to play at each."""
    moves = tuple(MoveReview(b, a, False, (0, 1), m, 20) for m, b, a in entries)
    return GameReview(tuple((k, k + 1) for k in range(len(moves))), moves)


def test_the_story_figures_count_what_an_analysis_gets_wrong() -> None:
    # Costs and chart from separate searches, as before one story: line 1 says it leaves -1,
    # line 2 starts from +3 for the other seat (a jump of 2), and seat 1 loses by 6.
    split = review((0, 0, 0), (1, 0, -1), (0, 3, 3), (1, -3, -3), (0, 3, 2), (1, -2, -6))
    figures = story_figures([(("hard", "easy"), split)])
    assert figures["jumps"] == 1
    assert figures["lost games"] == 1 and figures["losers gave"] == 5
    # Hard's point given away on line 4 is marked: in a close game it lowers its chances.
    assert figures["hard lines"] == 3 and figures["hard marked"] == 1
    # One story, the same losses: no jump, the loser's marked lines carry all it gave away.
    story = review((0, 0, 0), (1, 0, -1), (0, 1, 1), (1, -1, -3), (0, 3, 3), (1, -3, -6))
    figures = story_figures([(("hard", "easy"), story)])
    assert figures["jumps"] == 0 and figures["no deciding line"] == 0
    assert figures["losers marked gave"] == figures["losers gave"] == 6
    assert figures["decided by 4+, loser unmarked"] == 0 and figures["costly good"] == 0


@pytest.mark.slow
def test_the_same_game_idle_and_busy() -> None:
    stdout = run_python(SCRIPT, *("--same-when-busy", "--sizes", "12", "--seconds", "0.5"))
    assert "entries that differ: 0 []" in stdout
