"""The player's puzzle practice (puzzles/schedule.py's `Progress`), kept in puzzles.json.

    {
      "format": "triangles-puzzles",
      "version": 1,
      "solved": 12, "missed": 3, "streak": 4, "best_streak": 7, "rating": 1064,
      "cards": {"builtin/0007": {"right_in_a_row": 2, "due": "<year>-<month>-<day>", "tries": 3}}
    }

A card's "due" is null once the puzzle is learnt. Every field is checked when read; a damaged
file is set aside (store.py) and practice starts again from nothing, told once; no other file is
touched.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from pathlib import Path
from typing import TypeGuard

from ..puzzles.schedule import Card, Progress
from .files import parse_json_bytes
from .problems import DamagedFile, Problem, ProblemKind, excerpt
from .store import Store

FILE_NAME = "puzzles.json"
FORMAT_NAME = "triangles-puzzles"
FORMAT_VERSION = 1
MAX_CARDS = 100_000
MAX_COUNT = 10**9
MAX_KEY_LENGTH = 200
# A rating outside these bounds cannot come from answers: the file was damaged or forged.
RATING_RANGE = (-10_000, 10_000)
_COUNTS = ("solved", "missed", "streak", "best_streak")


def progress_to_bytes(progress: Progress) -> bytes:
    document = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        **{name: getattr(progress, name) for name in _COUNTS},
        "rating": progress.rating,
        "cards": {
            key: {
                "right_in_a_row": card.right_in_a_row,
                "due": None if card.due is None else card.due.isoformat(),
                "tries": card.tries,
            }
            for key, card in sorted(progress.cards.items())
        },
    }
    return (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def progress_from_bytes(data: bytes) -> Progress:
    """Parse and check every field; DamagedFile says what is wrong."""
    document = parse_json_bytes(data)
    if not isinstance(document, Mapping) or document.get("format") != FORMAT_NAME:
        raise DamagedFile(ProblemKind.WRONG_DATA, "not a Triangles puzzle progress file")
    version = document.get("version")
    if not _is_count(version):
        raise DamagedFile(ProblemKind.WRONG_DATA, "the version number is missing")
    if version != FORMAT_VERSION:
        raise DamagedFile(ProblemKind.UNKNOWN_VERSION, f"unknown version {excerpt(version)}")
    counts = [document.get(name) for name in _COUNTS]
    whole = [value for value in counts if _is_count(value)]
    if len(whole) != len(counts):
        raise DamagedFile(ProblemKind.WRONG_DATA, "the counts must be whole numbers >= 0")
    rating = document.get("rating")
    if not _is_int(rating) or not RATING_RANGE[0] <= rating <= RATING_RANGE[1]:
        raise DamagedFile(ProblemKind.WRONG_DATA, f"bad rating {excerpt(rating)}")
    cards = document.get("cards")
    if not isinstance(cards, Mapping) or len(cards) > MAX_CARDS:
        raise DamagedFile(
            ProblemKind.WRONG_DATA, f"'cards' must be an object of at most {MAX_CARDS}"
        )
    solved, missed, streak, best_streak = whole
    if streak > best_streak or best_streak > solved:
        raise DamagedFile(ProblemKind.WRONG_DATA, "the streaks disagree with the counts")
    progress = Progress({}, solved, missed, streak, best_streak, rating)
    for key, entry in cards.items():
        progress.cards[key] = _card_from(key, entry)
    return progress


def _card_from(key: object, entry: object) -> Card:
    if not isinstance(key, str) or not 0 < len(key) <= MAX_KEY_LENGTH:
        raise DamagedFile(ProblemKind.WRONG_DATA, f"bad puzzle name {excerpt(key)}")
    if not isinstance(entry, Mapping):
        raise DamagedFile(ProblemKind.WRONG_DATA, f"puzzle {excerpt(key)} is not an object")
    right, tries, due = entry.get("right_in_a_row"), entry.get("tries"), entry.get("due")
    if not _is_count(right) or not _is_count(tries) or right > tries:
        raise DamagedFile(ProblemKind.WRONG_DATA, f"puzzle {excerpt(key)}: bad counts")
    day = None
    if due is not None:
        try:
            day = dt.date.fromisoformat(due) if isinstance(due, str) else None
        except ValueError:
            day = None
        if day is None:
            raise DamagedFile(ProblemKind.WRONG_DATA, f"puzzle {excerpt(key)}: bad date")
    return Card(right, day, tries)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_count(value: object) -> TypeGuard[int]:
    return _is_int(value) and 0 <= value <= MAX_COUNT


class PuzzleProgressStore(Store[Progress]):
    """puzzles.json. Methods return a Problem (or None), never raise; `progress` is what the
    file held when read, with this run's answers."""

    file_name = FILE_NAME

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path)
        self.progress = Progress()

    def parse(self, data: bytes) -> Progress:
        return progress_from_bytes(data)

    def load(self) -> Problem | None:
        progress, problem = self.read()
        self.progress = progress if progress is not None else Progress()
        return problem

    def save(self) -> Problem | None:
        return self.write_bytes(progress_to_bytes(self.progress))


__all__ = ["FILE_NAME", "PuzzleProgressStore", "progress_from_bytes", "progress_to_bytes"]
