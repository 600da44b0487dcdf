"""The player's record against the computer, per level and board size, kept in statistics.json.

    {
      "format": "triangles-statistics",
      "version": 3,
      "records": [
        {"level": "hard", "size": 60, "played": 5, "won": 2, "lost": 2, "drawn": 1,
         "streak": 1, "best_streak": 2}
      ],
      "accuracies": [
        {"level": "hard", "size": 60, "accuracy": 87.5, "game": "3f09c2a41b7e66d0"}
      ]
    }

"accuracies" (version 3, optional) is the person's accuracy (engine/review.py) in each counted
game against the computer once it is analysed in full, oldest first, at most MAX_ACCURACIES
(the oldest go first); "game" tells the games apart, so analysing a game again adds nothing.

Counting rules (the seeds: a draw is neither a win nor a loss):
- only games between a person and the computer count; two-player games are not recorded;
- a draw adds to "played" and "drawn" only: it does not end a winning streak, nor extend it;
- the win rate counts decided games only: won / (won + lost);
- "streak" is the current run of wins not broken by a loss, "best_streak" the longest ever;
- a game against the computer given up after the person drew a line (a new game, Restart,
  Open, or a resumed game discarded) counts as a loss.

Version 1 files (Triangles 0.1, where a draw ended a streak) and version 2 files load and are
written back as version 3: their counts are valid under the new rules. Loading validates every
field; a damaged file is set aside (store.py) and the statistics start from zero.

Two copies of the app may share the data folder: each result is added to what the file holds
when it is written (read again if another copy changed it), only ever under a lock
(locking.py), so no copy's results are lost.
"""

from __future__ import annotations

import copy
import hashlib
import json
import threading
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..engine import MAX_STARS, MIN_STARS, Game, Level, stored_level
from ..engine.counted import giving_up_counts_as_loss, person_against_computer
from .files import parse_json_bytes
from .locking import locked
from .problems import DamagedFile, Problem, ProblemKind, excerpt
from .store import Store

FILE_NAME = "statistics.json"
FORMAT_NAME = "triangles-statistics"
FORMAT_VERSION = 3
READABLE_VERSIONS = (1, 2, 3)
MAX_RECORDS = 10_000
MAX_ACCURACIES = 1000
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


@dataclass(frozen=True)
class Accuracy:
    """The person's accuracy in one analysed game against the computer."""

    level: Level
    size: int
    accuracy: float  # per cent, one decimal
    game: str  # tells the game apart (`game_key`)


@dataclass
class Statistics:
    """All records, keyed by (level, board size), and the accuracies, oldest first."""

    records: dict[tuple[Level, int], Record] = field(default_factory=dict)
    accuracies: list[Accuracy] = field(default_factory=list)

    def add_accuracy(self, entry: Accuracy) -> bool:
        """Keep `entry` unless its game has one already; whether it was kept."""
        if any(kept.game == entry.game for kept in self.accuracies):
            return False
        self.accuracies.append(entry)
        del self.accuracies[:-MAX_ACCURACIES]
        return True

    def record(self, level: Level, size: int) -> Record:
        return self.records.get((level, size), Record())

    def add(self, level: Level, size: int, outcome: str) -> Record:
        record = self.records.setdefault((level, size), Record())
        record.add(outcome)
        return record

    def rows(self) -> list[tuple[Level, int, Record]]:
        """Every record, easiest level and smallest board first."""
        keys = sorted(self.records, key=lambda key: (list(Level).index(key[0]), key[1]))
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
                {"level": level.value, "size": size, **asdict(record)}
                for level, size, record in self.rows()
            ],
        }
        if self.accuracies:
            document["accuracies"] = [
                {**asdict(entry), "level": entry.level.value} for entry in self.accuracies
            ]
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
        accuracies = document.get("accuracies", [])
        if not isinstance(accuracies, list) or len(accuracies) > MAX_ACCURACIES:
            raise DamagedFile(
                ProblemKind.WRONG_DATA, f"'accuracies' must be a list of at most {MAX_ACCURACIES}"
            )
        for number, entry in enumerate(accuracies, start=1):
            if not statistics.add_accuracy(_accuracy_from(number, entry)):
                raise DamagedFile(ProblemKind.WRONG_DATA, f"accuracy {number} is a duplicate")
        return statistics


def _record_from(number: int, entry: object) -> tuple[Level, int, Record]:
    if not isinstance(entry, Mapping):
        raise DamagedFile(ProblemKind.WRONG_DATA, f"record {number} is not an object")
    level, size = stored_level(entry.get("level")), entry.get("size")
    if level is None:
        raise DamagedFile(
            ProblemKind.WRONG_DATA, f"record {number}: bad level {excerpt(entry.get('level'))}"
        )
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


def _accuracy_from(number: int, entry: object) -> Accuracy:
    if not isinstance(entry, Mapping):
        raise DamagedFile(ProblemKind.WRONG_DATA, f"accuracy {number} is not an object")
    level, size = stored_level(entry.get("level")), entry.get("size")
    accuracy, game = entry.get("accuracy"), entry.get("game")
    if level is None:
        raise DamagedFile(
            ProblemKind.WRONG_DATA, f"accuracy {number}: bad level {excerpt(entry.get('level'))}"
        )
    if not isinstance(size, int) or not _is_count(size) or not MIN_STARS <= size <= MAX_STARS:
        raise DamagedFile(ProblemKind.WRONG_DATA, f"accuracy {number}: bad size {excerpt(size)}")
    if (
        not isinstance(accuracy, int | float)
        or isinstance(accuracy, bool)
        or not 0 <= accuracy <= 100
    ):
        raise DamagedFile(
            ProblemKind.WRONG_DATA, f"accuracy {number}: must be a number from 0 to 100"
        )
    if not isinstance(game, str) or not 1 <= len(game) <= 64:
        raise DamagedFile(ProblemKind.WRONG_DATA, f"accuracy {number}: bad game {excerpt(game)}")
    return Accuracy(level, size, float(accuracy), game)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _level_size_and_person(game: Game) -> tuple[Level, int, int] | None:
    """(computer level, board size, the person's seat) for a game of a person against the
    computer (`counted.person_against_computer`), or None for any other game."""
    person = person_against_computer(game)
    if person is None:
        return None
    level = game.players[1 - person].computer
    assert level is not None
    size = game.board.n or len(game.board.points)
    return level, size, person


def game_result(game: Game) -> tuple[Level, int, str] | None:
    """(computer level, board size, the person's outcome) for a finished game against the
    computer; None for a game that is not over or not between a person and the computer."""
    match = _level_size_and_person(game)
    if not game.is_over or match is None or game.given_lines:
        return None  # a game continued from a position is practice: it does not count
    level, size, person = match
    winner = game.winner
    outcome = DRAWN if winner is None else WON if winner == person else LOST
    return level, size, outcome


def game_key(game: Game) -> str:
    """What tells a game apart in the statistics: its board and its lines."""
    board = [[x, y] for x, y in game.board.points]
    text = json.dumps([board, [list(line) for line in game.moves]])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def game_accuracy(game: Game) -> Accuracy | None:
    """The person's accuracy in a finished game against the computer that counts in the
    statistics (`game_result`) and is analysed in full; None for any other game."""
    match = _level_size_and_person(game)
    review = game.current_review
    if game_result(game) is None or match is None or review is None:
        return None
    if len(review.moves) < game.move_count:
        return None
    accuracy = review.accuracy(match[2])
    if accuracy is None:
        return None
    return Accuracy(match[0], match[1], round(accuracy, 1), game_key(game))


class StatisticsStore(Store[Statistics]):
    """statistics.json on disk and in memory. Methods return a Problem (or None), never raise.

    `statistics` is what the file held when last read or written, with the results of this
    run not written yet. A result is counted in memory at once (`count_game`,
    `count_abandoned`) and written by `save`, which adds it to what the file holds then
    (another copy of the app may have added its own), under the file's lock only: a result
    that could not be written stays in memory and is written with the next save that
    succeeds. Counting and reading `statistics` may happen on one thread while `save` runs on
    another (bookkeeping.py saves off the window's thread: `save` may wait for the lock)."""

    file_name = FILE_NAME

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path)
        self.statistics = Statistics()
        self._on_disk = Statistics()  # as last read or written
        self._unwritten: list[tuple[Level, int, str]] = []  # results of this run, in order
        self._unwritten_accuracies: list[Accuracy] = []  # kept this run, not written yet
        self._memory = threading.Lock()  # over the four above, between counting and saving

    def parse(self, data: bytes) -> Statistics:
        return Statistics.from_json_bytes(data)

    def load(self) -> Problem | None:
        statistics, problem = self.read()
        with self._memory:
            self._on_disk = statistics if statistics is not None else Statistics()
            self._unwritten = []
            self._unwritten_accuracies = []
            self.statistics = self._on_disk.copy()
        return problem

    @property
    def unsaved(self) -> bool:
        """True while results in memory are not on disk (the last write failed)."""
        return bool(self._unwritten or self._unwritten_accuracies)

    def count_accuracy(self, game: Game) -> bool:
        """Keep the person's accuracy in `game` in memory when it counts (`game_accuracy`) and
        is not kept already; True when it was kept. `save` writes it."""
        entry = game_accuracy(game)
        if entry is None:
            return False
        with self._memory:
            if not self.statistics.add_accuracy(entry):
                return False
            self._unwritten_accuracies.append(entry)
        return True

    def add_accuracy(self, game: Game) -> Problem | None:
        """`count_accuracy`, then save."""
        return self.save() if self.count_accuracy(game) else None

    def count_game(self, game: Game) -> bool:
        """Count a finished game against the computer in memory (others are ignored); True
        when it counted. `save` writes it."""
        result = game_result(game)
        if result is not None:
            self._count(*result)
        return result is not None

    def count_abandoned(self, game: Game | None) -> bool:
        """Count `game`, given up before its end, as a loss in memory when the rules say it is
        one (`giving_up_counts_as_loss`); True when it counted."""
        if game is None or not giving_up_counts_as_loss(game):
            return False
        match = _level_size_and_person(game)
        assert match is not None
        self._count(match[0], match[1], LOST)
        return True

    def add_game(self, game: Game) -> Problem | None:
        """`count_game`, then save."""
        return self.save() if self.count_game(game) else None

    def add_abandoned(self, game: Game | None) -> Problem | None:
        """`count_abandoned`, then save."""
        return self.save() if self.count_abandoned(game) else None

    def _count(self, level: Level, size: int, outcome: str) -> None:
        with self._memory:
            self.statistics.add(level, size, outcome)  # validates; shown at once
            self._unwritten.append((level, size, outcome))

    def retry_unsaved(self) -> Problem | None:
        """Write results a failed write left only in memory; None when there are none."""
        return self.save() if self.unsaved else None

    def reset(self) -> Problem | None:
        """Forget every result; if that cannot be saved, nothing is forgotten. The lock is
        not waited for (this runs on the window's thread)."""
        refused = self._folder_refusal()
        if refused is not None:
            return refused
        with locked(self.path, wait_ms=0) as refused:
            if refused is not None:
                return self._failed(refused)
            problem = self.write_bytes(Statistics().to_json_bytes())
            if not self.failing:
                with self._memory:
                    self._on_disk, self._unwritten = Statistics(), []
                    self._unwritten_accuracies = []
                    self.statistics = Statistics()
        return problem

    def save(self, wait_ms: int | None = None) -> Problem | None:
        """Write this run's results added to what the file holds now, under its lock (waited
        for up to `wait_ms`, locking.LOCK_WAIT_MS unless given); without the lock nothing is
        written, and the results wait in memory."""
        refused = self._folder_refusal()
        if refused is not None:
            return refused
        with locked(self.path, wait_ms) as refused:
            if refused is not None:
                return self._failed(refused)
            current, found = self.reread()
            with self._memory:
                if current is not None:
                    self._on_disk = current  # what other copies wrote: kept, added to
                written = len(self._unwritten)
                written_accuracies = len(self._unwritten_accuracies)
                merged = self._on_disk.copy()
                for result in self._unwritten:
                    merged.add(*result)
                for entry in self._unwritten_accuracies:
                    merged.add_accuracy(entry)
            problem = self.write_bytes(merged.to_json_bytes())
            with self._memory:
                if not self.failing:
                    self._on_disk = merged.copy()
                    del self._unwritten[:written]
                    del self._unwritten_accuracies[:written_accuracies]
                shown = self._on_disk.copy()
                for result in self._unwritten:  # counted while this was written
                    shown.add(*result)
                for entry in self._unwritten_accuracies:
                    shown.add_accuracy(entry)
                self.statistics = shown
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
    "Accuracy",
    "Record",
    "Statistics",
    "StatisticsStore",
    "game_accuracy",
    "game_key",
    "game_result",
]
