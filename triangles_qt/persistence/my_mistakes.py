"""My mistakes (puzzles/my_mistakes.py): the player's exact mistakes as puzzles, kept in
my_mistakes.json in the data folder.

    {
      "format": "triangles-my-mistakes",
      "version": 1,
      "puzzles": [<a game record with its "puzzle" object, as resources/puzzles/ holds>, ...]
    }

Each puzzle's "puzzle" object carries its "id" (from its position). Every record is checked
when read (its fields, and its game record's, as a saved game's: `read_record`; the moves are
replayed when the puzzle is shown, and one that does not replay is left out, as a built-in one
is); a damaged file is set aside (store.py) and the list starts again from nothing, told once;
no other file is touched. At most MAX_PUZZLES are kept, the oldest dropped first.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..engine import RecordError
from ..engine.record import read_record
from ..puzzles.builtin import Puzzle, puzzle_from_record
from ..puzzles.schedule import MY_MISTAKES
from .files import parse_json_bytes
from .problems import DamagedFile, Problem, ProblemKind, excerpt
from .store import Store

FILE_NAME = "my_mistakes.json"
FORMAT_NAME = "triangles-my-mistakes"
FORMAT_VERSION = 1
MAX_PUZZLES = 500
_ID = re.compile(r"[0-9a-f]{1,64}")


def mistakes_to_bytes(records: Sequence[Mapping[str, Any]]) -> bytes:
    document = {"format": FORMAT_NAME, "version": FORMAT_VERSION, "puzzles": list(records)}
    return (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def mistakes_from_bytes(data: bytes) -> list[dict[str, Any]]:
    """The puzzle records, each checked; DamagedFile says what is wrong."""
    document = parse_json_bytes(data)
    if not isinstance(document, Mapping) or document.get("format") != FORMAT_NAME:
        raise DamagedFile(ProblemKind.WRONG_DATA, "not a Triangles my-mistakes file")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise DamagedFile(ProblemKind.WRONG_DATA, "the version number is missing")
    if version != FORMAT_VERSION:
        raise DamagedFile(ProblemKind.UNKNOWN_VERSION, f"unknown version {excerpt(version)}")
    records = document.get("puzzles")
    if not isinstance(records, list) or len(records) > MAX_PUZZLES:
        raise DamagedFile(
            ProblemKind.WRONG_DATA, f"'puzzles' must be a list of at most {MAX_PUZZLES}"
        )
    for number, record in enumerate(records):
        try:
            puzzle_of(record)
            read_record({key: value for key, value in record.items() if key != "puzzle"})
        except RecordError as error:
            raise DamagedFile(ProblemKind.WRONG_DATA, f"puzzle {number + 1}: {error}") from None
    return list(records)


def puzzle_of(record: object) -> Puzzle:
    """The puzzle of one record (RecordError names what is wrong)."""
    if not isinstance(record, dict) or not isinstance(record.get("puzzle"), dict):
        raise RecordError("a puzzle must be a JSON object with a puzzle object")
    puzzle_id = record["puzzle"].get("id")
    if not isinstance(puzzle_id, str) or not _ID.fullmatch(puzzle_id):
        raise RecordError("puzzle.id must be a short hexadecimal name")
    return puzzle_from_record(record, puzzle_id, MY_MISTAKES)


class MyMistakesStore(Store[list[dict[str, Any]]]):
    """my_mistakes.json. Read once, at first need (`load`); methods return a Problem (or
    None), never raise. `puzzles` are the records' puzzles, this run's additions with them."""

    file_name = FILE_NAME

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path)
        self.records: list[dict[str, Any]] = []
        self.puzzles: list[Puzzle] = []
        self.loaded = False

    def parse(self, data: bytes) -> list[dict[str, Any]]:
        return mistakes_from_bytes(data)

    def load(self) -> Problem | None:
        """Read the file unless it was read already (a damaged one is set aside)."""
        if self.loaded:
            return None
        self.loaded = True
        records, problem = self.read()
        self.records = records if records is not None else []
        self.puzzles = [puzzle_of(record) for record in self.records]
        return problem

    def add(self, records: Sequence[dict[str, Any]]) -> tuple[int, Problem | None]:
        """Add the puzzles not kept yet (read first, never over a file not read) and write;
        how many were new, and what went wrong writing (or reading, first)."""
        problem = self.load()
        known = {puzzle.id for puzzle in self.puzzles}
        new = [record for record in records if record["puzzle"]["id"] not in known]
        if not new:
            return 0, problem
        self.records = (self.records + new)[-MAX_PUZZLES:]
        self.puzzles = [puzzle_of(record) for record in self.records]
        written = self.write_bytes(mistakes_to_bytes(self.records))
        return len(new), problem or written


__all__ = ["FILE_NAME", "MyMistakesStore", "mistakes_from_bytes", "mistakes_to_bytes"]
