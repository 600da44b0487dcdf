"""The player's record against the computer, per level and board size, kept in statistics.json.

    {
      "format": "triangles-statistics",
      "version": 2,
      "records": [
        {"level": "hard", "size": 60, "played": 5, "won": 2, "lost": 2, "drawn": 1,
         "streak": 1, "best_streak": 2}
      ]
    }

Counting rules (the seeds: a draw is neither a win nor a loss):
- only games between a person and the computer count; two-player games are not recorded;
- a draw adds to "played" and "drawn" only: it does not end a winning streak, nor extend it;
- the win rate counts decided games only: won / (won + lost);
- "streak" is the current run of wins not broken by a loss, "best_streak" the longest ever;
- a game against the computer given up after the person drew a line (a new game, Restart,
  Open, or a resumed game discarded) counts as a loss.

Version 1 files (Triangles 0.1, where a draw ended a streak) load and are written back as
version 2: their counts are valid under the new rules. Loading validates every field; a damaged
file is set aside (store.py) and the statistics start from zero.

Two copies of the app may share the data folder: each result is added to what the file holds
when it is written (read again if another copy changed it), under a lock (locking.py), so no
copy's results are lost.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..engine import COMPUTER_LEVELS, MAX_STARS, MIN_STARS, Game
from .files import parse_json_bytes
from .locking import locked
from .problems import DamagedFile, Problem, ProblemKind, excerpt
from .store import Store

FILE_NAME = "statistics.json"
FORMAT_NAME = "triangles-statistics"
FORMAT_VERSION = 2
READABLE_VERSIONS = (1, 2)
MAX_RECORDS = 10_000
# A billion games is beyond any person; larger counts mean a damaged (or forged) file, and
# would overflow the dialog's 32-bit number formatting.
MAX_COUNT = 10**9
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
        if self.played >= MAX_COUNT:
            return  # the bound a file is checked against; never reached by a person
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

    @property
    def decided(self) -> int:
        return self.won + self.lost

    @property
    def win_rate(self) -> float | None:
        """Wins among decided games (draws left out), or None before any decided game."""
        return self.won / self.decided if self.decided else None

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

    def copy(self) -> Statistics:
        return copy.deepcopy(self)

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
        """Parse and validate (versions 1 and 2); DamagedFile says what is wrong."""
        document = parse_json_bytes(data)
        if not isinstance(document, Mapping) or document.get("format") != FORMAT_NAME:
            raise DamagedFile(ProblemKind.WRONG_DATA, "not a Triangles statistics file")
        version = document.get("version")
        if not _is_count(version):
            raise DamagedFile(ProblemKind.WRONG_DATA, "the version number is missing")
        if version not in READABLE_VERSIONS:
            raise DamagedFile(ProblemKind.UNKNOWN_VERSION, f"unknown version {excerpt(version)}")
        entries = document.get("records")
        if not isinstance(entries, list) or len(entries) > MAX_RECORDS:
            raise DamagedFile(
                ProblemKind.WRONG_DATA, f"'records' must be a list of at most {MAX_RECORDS}"
            )
        statistics = cls()
        for number, entry in enumerate(entries, start=1):
            level, size, record = _record_from(number, entry)
            if (level, size) in statistics.records:
                raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number} is a duplicate")
            statistics.records[(level, size)] = record
        return statistics


def _record_from(number: int, entry: object) -> tuple[str, int, Record]:
    if not isinstance(entry, Mapping):
        raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number} is not an object")
    level, size = entry.get("level"), entry.get("size")
    if not isinstance(level, str) or level not in COMPUTER_LEVELS:
        raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number}: bad level {excerpt(level)}")
    if not isinstance(size, int) or not _is_count(size) or not MIN_STARS <= size <= MAX_STARS:
        raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number}: bad size {excerpt(size)}")
    counts = [entry.get(name) for name in _COUNTS]
    whole = [value for value in counts if isinstance(value, int) and _is_count(value)]
    if len(whole) != len(counts):
        raise DamagedFile(
            ProblemKind.WRONG_DATA, f"record {number}: counts must be whole numbers >= 0"
        )
    if any(value > MAX_COUNT for value in whole):
        raise DamagedFile(
            ProblemKind.WRONG_DATA, f"record {number}: a count is larger than {MAX_COUNT}"
        )
    record = Record(*whole)
    if not record.is_consistent():
        raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number}: counts disagree")
    return level, size, record


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _against_the_computer(game: Game) -> tuple[str, int, int] | None:
    """(computer level, board size, the person's seat), or None for any other game."""
    computers = [seat for seat, player in enumerate(game.players) if player.is_computer]
    if len(computers) != 1:
        return None
    level = game.players[computers[0]].computer
    if level not in COMPUTER_LEVELS:
        return None
    assert level is not None
    size = game.board.n or len(game.board.points)
    return level, size, 1 - computers[0]


def game_result(game: Game) -> tuple[str, int, str] | None:
    """(computer level, board size, the person's outcome) for a finished game against the
    computer; None for a game that is not over or not between a person and the computer."""
    match = _against_the_computer(game)
    if not game.is_over or match is None or game.given_lines:
        return None  # a game continued from a position is practice: it does not count
    level, size, person = match
    winner = game.winner
    outcome = DRAWN if winner is None else WON if winner == person else LOST
    return level, size, outcome


def abandoning_counts_as_loss(game: Game | None) -> bool:
    """True when giving up `game` now counts as a loss: a game against the computer, not over,
    in which the person has drawn at least one line."""
    if game is None or game.is_over or game.given_lines:
        return False
    match = _against_the_computer(game)
    return match is not None and any(player == match[2] for _, _, player in game.lines)


def abandoning_gives_up_practice(game: Game | None) -> bool:
    """True when giving up `game` now throws away a practice game the person is playing: one
    continued from a position against the computer, not over, in which the person has drawn
    a line since (not counted, so never a loss)."""
    if game is None or game.is_over or not game.given_lines:
        return False
    match = _against_the_computer(game)
    played = game.lines[game.given_lines :]
    return match is not None and any(player == match[2] for _, _, player in played)


class StatisticsStore(Store[Statistics]):
    """statistics.json on disk and in memory. Methods return a Problem (or None), never raise.

    `statistics` is what the file held when last read or written, with the results of this
    run not written yet. A result is written by adding it to what the file holds then (another
    copy of the app may have added its own); one that could not be written stays in memory and
    is written with the next write that succeeds (`retry_unsaved()` runs after each successful
    autosave and at quit)."""

    file_name = FILE_NAME

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path)
        self.statistics = Statistics()
        self._on_disk = Statistics()  # as last read or written
        self._unwritten: list[tuple[str, int, str]] = []  # results of this run, in order

    def parse(self, data: bytes) -> Statistics:
        return Statistics.from_json_bytes(data)

    def load(self) -> Problem | None:
        statistics, problem = self.read()
        self._on_disk = statistics if statistics is not None else Statistics()
        self._unwritten = []
        self.statistics = self._on_disk.copy()
        return problem

    @property
    def unsaved(self) -> bool:
        """True while results in memory are not on disk (the last write failed)."""
        return bool(self._unwritten)

    def add_game(self, game: Game) -> Problem | None:
        """Count a finished game against the computer (others are ignored) and save."""
        result = game_result(game)
        if result is None:
            return None
        return self._add(*result)

    def add_abandoned(self, game: Game | None) -> Problem | None:
        """Count `game`, given up before its end, as a loss when the rules say it is one
        (`abandoning_counts_as_loss`); anything else is ignored."""
        if game is None or not abandoning_counts_as_loss(game):
            return None
        match = _against_the_computer(game)
        assert match is not None
        return self._add(match[0], match[1], LOST)

    def _add(self, level: str, size: int, outcome: str) -> Problem | None:
        self.statistics.add(level, size, outcome)  # validates; shown at once
        self._unwritten.append((level, size, outcome))
        return self.save()

    def retry_unsaved(self) -> Problem | None:
        """Write results a failed write left only in memory; None when there are none."""
        return self.save() if self.unsaved else None

    def reset(self) -> Problem | None:
        """Forget every result; if that cannot be saved, nothing is forgotten."""
        with locked(self.path):
            problem = self.write_bytes(Statistics().to_json_bytes())
        if not self.failing:
            self._on_disk, self._unwritten = Statistics(), []
            self.statistics = Statistics()
        return problem

    def save(self) -> Problem | None:
        """Write this run's results added to what the file holds now."""
        with locked(self.path):
            current, found = self.reread()
            if current is not None:
                self._on_disk = current
            merged = self._on_disk.copy()
            for result in self._unwritten:
                merged.add(*result)
            self.statistics = merged
            problem = self.write_bytes(merged.to_json_bytes())
        if not self.failing:
            self._on_disk, self._unwritten = merged.copy(), []
        if found is not None and (problem is None or found.blocked):
            # What was in the file's place is the news; the refused write after it is not.
            return found
        return problem


__all__ = [
    "DRAWN",
    "FILE_NAME",
    "FORMAT_VERSION",
    "LOST",
    "MAX_COUNT",
    "WON",
    "Record",
    "Statistics",
    "StatisticsStore",
    "abandoning_counts_as_loss",
    "game_result",
]
