"""benchmarks/thinking.py's figures of the computer's processes on a busy machine run end to end
(short runs, on the machine as it is)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "thinking.py"


@pytest.mark.slow
def test_the_busy_machine_figures_are_printed() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--hard-vs-hard", "3", "--churn", "3", "--busy", "0"],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout
    hard = re.search(r"Hard vs Hard, 60 stars, 3 s .*: (\d+) moves, (\d+) quick fallback", out)
    churn = re.search(r"New game / Restart .*: (\d+) of them, (\d+) worker processes lost", out)
    assert hard is not None and churn is not None, out
    assert int(churn.group(1)) >= 2
