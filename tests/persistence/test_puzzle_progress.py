"""puzzle_progress.py: the practice round-trips through puzzles.json; every field is checked when
read, and a damaged file is set aside (never written over) and practice starts from nothing."""

from __future__ import annotations

import datetime as dt
import json
import os

import pytest

from triangles_qt.persistence import DamagedFile, ProblemKind, quarantined_files
from triangles_qt.persistence.puzzle_progress import (
    PuzzleProgressStore,
    progress_from_bytes,
    progress_to_bytes,
)
from triangles_qt.puzzles.schedule import Card, Progress


def some_progress() -> Progress:
    cards = {
        "builtin/0007": Card(2, dt.date(2026, 12, 6), 3),
        "builtin/0100": Card(0, dt.date(2026, 12, 4), 1),
        "builtin/0002": Card(5, None, 5),
    }
    return Progress(cards, solved=7, missed=1, streak=2, best_streak=5, rating=1088)


def test_the_progress_round_trips(tmp_path):
    store = PuzzleProgressStore(tmp_path / "puzzles.json")
    store.progress = some_progress()
    assert store.save() is None
    again = PuzzleProgressStore(tmp_path / "puzzles.json")
    assert again.load() is None
    assert again.progress == some_progress()


def test_no_file_is_a_fresh_start(tmp_path):
    store = PuzzleProgressStore(tmp_path / "puzzles.json")
    assert store.load() is None
    assert store.progress == Progress()


def _document() -> dict:
    return json.loads(progress_to_bytes(some_progress()))


@pytest.mark.parametrize(
    ("change", "kind"),
    [
        (lambda d: d.update(format="triangles-statistics"), ProblemKind.WRONG_DATA),
        (lambda d: d.update(version=2), ProblemKind.UNKNOWN_VERSION),
        (lambda d: d.update(solved=-1), ProblemKind.WRONG_DATA),
        (lambda d: d.update(solved=True), ProblemKind.WRONG_DATA),
        (lambda d: d.update(streak=6), ProblemKind.WRONG_DATA),  # beyond the best streak
        (lambda d: d.update(rating="high"), ProblemKind.WRONG_DATA),
        (lambda d: d.update(rating=10**9), ProblemKind.WRONG_DATA),
        (lambda d: d.update(cards=[]), ProblemKind.WRONG_DATA),
        (lambda d: d["cards"]["builtin/0007"].update(due="tomorrow"), ProblemKind.WRONG_DATA),
        (lambda d: d["cards"]["builtin/0007"].update(due=20261206), ProblemKind.WRONG_DATA),
        (lambda d: d["cards"]["builtin/0007"].update(tries=1), ProblemKind.WRONG_DATA),
        (lambda d: d["cards"].update({"": {}}), ProblemKind.WRONG_DATA),
    ],
)
def test_a_field_out_of_place_is_damage(change, kind):
    document = _document()
    change(document)
    with pytest.raises(DamagedFile) as caught:
        progress_from_bytes(json.dumps(document).encode())
    assert caught.value.kind is kind


def test_a_damaged_file_is_set_aside_and_practice_starts_again(tmp_path):
    path = tmp_path / "puzzles.json"
    path.write_bytes(progress_to_bytes(some_progress())[:-20])  # cut short
    store = PuzzleProgressStore(path)
    problem = store.load()
    assert problem is not None and problem.kind is ProblemKind.NOT_VALID
    assert store.progress == Progress()
    [kept] = quarantined_files(path)
    assert problem.kept_as == kept and not path.exists()
    store.progress.solved = store.progress.best_streak = store.progress.streak = 1
    assert store.save() is None
    assert progress_from_bytes(path.read_bytes()).solved == 1
    assert kept.read_bytes() == progress_to_bytes(some_progress())[:-20]


@pytest.mark.skipif(os.name != "posix", reason="named pipes")
def test_a_pipe_in_its_place_is_left_alone_and_never_written(tmp_path):
    path = tmp_path / "puzzles.json"
    os.mkfifo(path)
    store = PuzzleProgressStore(path)
    problem = store.load()
    assert problem is not None and problem.blocked
    assert store.save() is not None
    assert path.is_fifo()
