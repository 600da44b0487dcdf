"""Boards: generation (deterministic blue noise) and validation of explicit stars."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys

import numpy as np
import pytest

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, PRESET_SIZES, Board
from triangles_qt.engine import board as board_module
from triangles_qt.engine.board import GENERATION_MARGIN

from ..selection import slow_among


def digest(board: Board) -> str:
    return hashlib.sha256(json.dumps(board.points).encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    ("n", "seed", "expected"),
    [(24, 1, "c5a0d92e4927f56c"), (60, 7, "9e851fc126611a5a"), (180, 42, "0d13194e303e9603")],
)
def test_generation_is_the_same_everywhere(n, seed, expected):
    # Pinned digests: a board number must give the same stars on every OS and Python version,
    # so players can replay a board by its number.
    assert digest(Board.generate(n, seed)) == expected


def test_generation_is_deterministic_and_seed_dependent():
    assert Board.generate(60, 3).points == Board.generate(60, 3).points
    assert Board.generate(60, 3).points != Board.generate(60, 4).points


@pytest.mark.parametrize("n", [3, *PRESET_SIZES, 300])
def test_generated_boards_are_spread_out_within_margins(n):
    for seed in range(3):
        board = Board.generate(n, seed)
        assert len(board.points) == n and board.n == n and board.seed == seed
        xy = board.xy
        assert xy[:, 0].min() >= GENERATION_MARGIN
        assert xy[:, 0].max() <= CANVAS_WIDTH - GENERATION_MARGIN
        assert xy[:, 1].min() >= GENERATION_MARGIN
        assert xy[:, 1].max() <= CANVAS_HEIGHT - GENERATION_MARGIN
        d2 = ((xy[:, None, :] - xy[None, :, :]) ** 2).sum(axis=2)
        np.fill_diagonal(d2, 10**9)
        minimum = 45 if n <= 180 else 40
        assert d2.min() >= minimum**2


@pytest.mark.parametrize(
    ("points", "message"),
    [
        ([(0, 0), (1, 1)], "at least 3"),
        ([(0, 0), (1, 1), (0, 0)], "both at"),
        ([(0, 0), (1, 1), (2.5, 3)], "integer"),
        ([(0, 0), (1, 1), (True, 3)], "integer"),
        ([(0, 0), (1, 1), (1601, 3)], "off the"),
        ([(0, 0), (1, 1), (5, -1)], "off the"),
        ([(0, 0), (1, 1), (5,)], "pair"),
        ([(0, 0), (1, 1), "ab"], "pair"),
        (5, "sequence"),
    ],
)
def test_explicit_stars_are_validated(points, message):
    with pytest.raises(ValueError, match=message):
        Board(points)


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (301, 1), (60, -1), (60, 1.5), ("60", 1)])
def test_generation_rejects_impossible_options(n, seed):
    with pytest.raises(ValueError):
        Board.generate(n, seed)


def test_bad_tolerance_is_rejected():
    with pytest.raises(ValueError, match="tolerance"):
        Board([(0, 0), (1, 0), (0, 1)], tolerance=-1)
    with pytest.raises(ValueError, match="tolerance"):
        Board([(0, 0), (1, 0), (0, 1)], tolerance=2.0)


def test_importing_the_engine_loads_no_qt():
    code = (
        "import sys, triangles_qt.engine as e; e.Game(e.Board.generate(24, 1)); "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt6')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def grid_boards(count: int, seed: int) -> list[Board]:
    """Boards of stars on coarse and fine grids: many collinear stars, lines touching and
    overlapping, the cases the exact tests are for (and generated boards)."""
    rng = random.Random(seed)
    boards = [Board.generate(60, seed=3), Board.generate(24, seed=2)]
    for _ in range(count):
        step = rng.choice([1, 10, 100])
        stars: set[tuple[int, int]] = set()
        for _ in range(rng.randint(3, 40)):
            stars.add(
                (
                    rng.randint(0, CANVAS_WIDTH // step) * step,
                    rng.randint(0, CANVAS_HEIGHT // step) * step,
                )
            )
        if len(stars) >= 3:
            boards.append(Board(sorted(stars), tolerance=rng.choice([0, 1, 10])))
    return boards


@pytest.mark.parametrize("count", slow_among([15, 60], slow=[60]))
def test_crossings_worked_out_together_are_those_of_one_line_at_a_time(monkeypatch, count):
    rng = random.Random(8)
    for board in grid_boards(count, seed=8):
        # Passes of one pair, of a few lines and of every line at once.
        monkeypatch.setattr(board_module, "CROSSINGS_PASS", rng.choice([1, 50, 150_000]))
        alone = Board(board.points, board.tolerance)
        lines = list(range(len(board.edges)))
        rng.shuffle(lines)
        board.compute_crossings(lines[: len(lines) // 2])
        board.compute_crossings(np.array(lines))  # (those known already are left as they are)
        for line in range(len(board.edges)):
            together, one_by_one = board.cached_crossings(line), alone._full_crossings(line)
            assert together is not None
            for got, expected in zip(together, one_by_one, strict=True):
                assert np.array_equal(got, expected) and got.dtype == expected.dtype
                assert not got.flags.writeable
            assert board.crossing_lines(line) is together[0]  # kept: not worked out again
