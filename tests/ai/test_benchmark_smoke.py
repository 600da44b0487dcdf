"""The tournament script runs end to end (a tiny version of the table README quotes)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "ai.py"


def test_tournament_script_prints_its_table() -> None:
    out = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            *("--games", "2", "--sizes", "24", "--hard-time", "0.05", "--jobs", "1"),
            *("--timing-sizes", "--speed-sizes"),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    rows = [line for line in out.stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| pairing | 24 stars, alternate | 24 stars, play again |")
    for pairing in ("Medium vs Easy", "Hard vs Medium", "Hard vs Easy"):
        assert any(row.startswith(f"| {pairing} |") and "(4 games)" in row for row in rows)
