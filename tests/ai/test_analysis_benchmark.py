"""The analysis benchmark runs end to end (a tiny version of the table README quotes)."""

from __future__ import annotations

from .test_benchmark_smoke import BENCHMARKS, run_python


def test_the_analysis_benchmark_prints_a_row_per_game() -> None:
    stdout = run_python(
        str(BENCHMARKS / "analysis.py"), *("--sizes", "12", "--games", "1", "--seconds", "0.5")
    )
    rows = [
        row.split()
        for row in stdout.splitlines()
        if row.split()[:2] in (["12", "no"], ["12", "yes"])
    ]
    assert [row[1] for row in rows] == ["no", "yes"]
    for row in rows:
        lines, exact = int(row[2]), int(row[-2])
        good, inaccurate, mistaken = (int(v) for v in row[-1].split("/"))
        assert good + inaccurate + mistaken == lines and 0 < exact <= lines
    assert "12 stars: longest analysis" in stdout
