"""The player's record against the computer, per level and board size, kept in statistics.json.

    {
      "format": "triangles-statistics",
      "version": 1,
      "records": [
        {"level": "hard", "size": 60, "played": 5, "won": 2, "lost": 2, "drawn": 1,
         "streak": 0, "best_streak": 2}
      ]
    }

Counting rules:
- only games between a person and the computer count; two-player games are not recorded;
- a draw is neither a win nor a loss: it adds to "played" and "drawn" only;
- "streak" is the current run of wins in a row; a loss or a draw ends it (a draw is not a win,
  so the run is broken), and "best_streak" is the longest run ever.

Loading validates every field; a damaged file is quarantined (see storage.py) and the statistics
start from zero, and a failed write keeps the previous file.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .engine import COMPUTER_LEVELS, MAX_STARS, MIN_STARS, Game
from .storage import (
    DamagedFile,
    Problem,
    ProblemKind,
    atomic_write,
    data_dir,
    parse_json_bytes,
    quarantine,
    read_capped,
)

FILE_NAME = "statistics.json"
FORMAT_NAME = "triangles-statistics"
FORMAT_VERSION = 1
MAX_RECORDS = 10_000
WON, LOST, DRAWN = "won", "lost", "drawn"
_COUNTS = ("played", "won", "lost", "drawn", "streak", "best_streak")


@dataclass
class Record:
    """The results at one level on one board size."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0
    best_streak: int = 0

    def add(self, outcome: str) -> None:
        if outcome not in (WON, LOST, DRAWN):
            raise ValueError(f"unknown outcome {outcome!r}")
        self.played += 1
        if outcome == WON:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        elif outcome == LOST:
            self.lost += 1
            self.streak = 0
        else:
            self.drawn += 1
            self.streak = 0

    def is_consistent(self) -> bool:
        return (
            self.won + self.lost + self.drawn == self.played
            and self.streak <= self.best_streak <= self.won
        )


@dataclass
class Statistics:
    """All records, keyed by (level, board size)."""

    records: dict[tuple[str, int], Record] = field(default_factory=dict)

    def record(self, level: str, size: int) -> Record:
        return self.records.get((level, size), Record())

    def add(self, level: str, size: int, outcome: str) -> Record:
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown level {level!r}")
        record = self.records.setdefault((level, size), Record())
        record.add(outcome)
        return record

    def rows(self) -> list[tuple[str, int, Record]]:
        """Every record, easiest level and smallest board first."""
        keys = sorted(self.records, key=lambda key: (COMPUTER_LEVELS.index(key[0]), key[1]))
        return [(level, size, self.records[(level, size)]) for level, size in keys]

    @property
    def is_empty(self) -> bool:
        return not self.records

    def to_json_bytes(self) -> bytes:
        document = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "records": [
                {"level": level, "size": size, **asdict(record)}
                for level, size, record in self.rows()
            ],
        }
        return (json.dumps(document, indent=1) + "\n").encode("utf-8")

    @classmethod
    def from_json_bytes(cls, data: bytes) -> Statistics:
        """Parse and validate; DamagedFile says what is wrong."""
        document = parse_json_bytes(data)
        if not isinstance(document, Mapping) or document.get("format") != FORMAT_NAME:
            raise DamagedFile(ProblemKind.WRONG_DATA, "not a Triangles statistics file")
        version = document.get("version")
        if not _is_count(version):
            raise DamagedFile(ProblemKind.WRONG_DATA, "the version number is missing")
        if version != FORMAT_VERSION:
            raise DamagedFile(ProblemKind.UNKNOWN_VERSION, f"unknown version {version}")
        entries = document.get("records")
        if not isinstance(entries, list) or len(entries) > MAX_RECORDS:
            raise DamagedFile(ProblemKind.WRONG_DATA, "'records' must be a list")
        statistics = cls()
        for number, entry in enumerate(entries, start=1):
            if not isinstance(entry, Mapping):
                raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number} is not an object")
            level, size = entry.get("level"), entry.get("size")
            if (
                level not in COMPUTER_LEVELS
                or not _is_count(size)
                or not MIN_STARS <= size <= MAX_STARS
            ):
                raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number}: bad level or size")
            counts = [entry.get(name) for name in _COUNTS]
            if not all(_is_count(value) for value in counts):
                raise DamagedFile(
                    ProblemKind.WRONG_DATA, f"record {number}: counts must be whole numbers >= 0"
                )
            record = Record(*counts)
            if not record.is_consistent():
                raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number}: counts disagree")
            if (level, size) in statistics.records:
                raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number} is a duplicate")
            statistics.records[(level, size)] = record
        return statistics


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def game_result(game: Game) -> tuple[str, int, str] | None:
    """(computer level, board size, the person's outcome) for a finished game against the
    computer; None for a game that is not over or not between a person and the computer."""
    if not game.is_over:
        return None
    computers = [seat for seat, player in enumerate(game.players) if player.is_computer]
    if len(computers) != 1:
        return None
    computer = computers[0]
    level = game.players[computer].computer
    if level not in COMPUTER_LEVELS:
        return None
    size = game.board.n or len(game.board.points)
    winner = game.winner
    if winner is None:
        outcome = DRAWN
    elif winner == computer:
        outcome = LOST
    else:
        outcome = WON
    return level, size, outcome


class StatisticsStore:
    """statistics.json on disk and in memory. Methods return a Problem (or None), never raise."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME
        self.statistics = Statistics()
        # True while a damaged file could not be moved aside: it must not be written over.
        self._stuck = False

    def load(self) -> Problem | None:
        self.statistics = Statistics()
        self._stuck = False
        try:
            data = read_capped(self.path)
            if data is None:
                return None
            self.statistics = Statistics.from_json_bytes(data)
        except DamagedFile as damage:
            # A file the system would not let us read may be fine: leave it where it is. A
            # damaged one is moved aside. Either way, one still in place is never written over.
            kept_as = None if damage.kind is ProblemKind.UNREADABLE else quarantine(self.path)
            self._stuck = kept_as is None and self.path.exists()
            return Problem(damage.kind, self.path, kept_as, damage.detail)
        return None

    def add_game(self, game: Game) -> Problem | None:
        """Count a finished game against the computer (others are ignored) and save."""
        result = game_result(game)
        if result is None:
            return None
        self.statistics.add(*result)
        return self.save()

    def reset(self) -> Problem | None:
        """Forget every result; if that cannot be saved, nothing is forgotten."""
        problem = self._write(Statistics())
        if problem is None:
            self.statistics = Statistics()
        return problem

    def save(self) -> Problem | None:
        return self._write(self.statistics)

    def _write(self, statistics: Statistics) -> Problem | None:
        if self._stuck:
            return Problem(ProblemKind.WRITE_FAILED, self.path, None, "a damaged file is in place")
        try:
            atomic_write(self.path, statistics.to_json_bytes())
        except OSError as error:
            return Problem(ProblemKind.WRITE_FAILED, self.path, None, error.strerror or str(error))
        return None


__all__ = [
    "DRAWN",
    "FILE_NAME",
    "LOST",
    "WON",
    "Record",
    "Statistics",
    "StatisticsStore",
    "game_result",
]
