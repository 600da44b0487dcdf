"""persistence/my_mistakes.py: My mistakes round-trip through my_mistakes.json; every record is
checked when read, a damaged file is set aside (never written over unread), and a puzzle is
kept once."""

from __future__ import annotations

import json

import pytest

from tests.puzzles.helpers import analysed
from triangles_qt.engine import Player
from triangles_qt.persistence import DamagedFile, quarantined_files
from triangles_qt.persistence.my_mistakes import (
    MAX_PUZZLES,
    MyMistakesStore,
    mistakes_from_bytes,
    mistakes_to_bytes,
)
from triangles_qt.puzzles.my_mistakes import exact_mistakes


@pytest.fixture(scope="module")
def records():
    return exact_mistakes(analysed((Player("You"), Player("Computer", "easy"))))


def test_my_mistakes_round_trip_and_each_is_kept_once(tmp_path, records):
    store = MyMistakesStore(tmp_path / "my_mistakes.json")
    assert store.add(records) == (len(records), None)
    assert store.add(records) == (0, None)
    again = MyMistakesStore(tmp_path / "my_mistakes.json")
    assert again.load() is None
    assert [p.id for p in again.puzzles] == [r["puzzle"]["id"] for r in records]
    assert all(p.source == "mine" for p in again.puzzles)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="triangles-puzzles"),
        lambda d: d.update(version=2),
        lambda d: d.update(puzzles={}),
        lambda d: d.update(puzzles=[{}] * (MAX_PUZZLES + 1)),
        lambda d: d["puzzles"][0]["puzzle"].update(id="../x"),
        lambda d: d["puzzles"][0]["puzzle"].update(solutions=[]),
        lambda d: d["puzzles"][0]["puzzle"].update(grade="easiest"),
        lambda d: d["puzzles"][0].update(board="round"),
        lambda d: d["puzzles"][0].update(moves=[[0, 99]]),
    ],
)
def test_every_field_is_checked(change, records):
    document = json.loads(mistakes_to_bytes(records))
    change(document)
    with pytest.raises(DamagedFile):
        mistakes_from_bytes(json.dumps(document).encode())


def test_a_damaged_file_is_set_aside_before_anything_is_added(tmp_path, records):
    path = tmp_path / "my_mistakes.json"
    path.write_text('{"format": "triangles-my-mistakes", "version": 1, "puzzles": 3}', "utf-8")
    store = MyMistakesStore(path)
    added, problem = store.add(records)
    assert added == len(records) and problem is not None and not problem.is_write
    [kept] = quarantined_files(path)
    assert kept.read_text("utf-8").endswith('"puzzles": 3}')
    assert len(json.loads(path.read_text("utf-8"))["puzzles"]) == len(records)
    assert store.load() is None  # told once
