"""The game in progress, saved after every change to autosave.triangles and resumed at start.

The file is an ordinary game record (the engine's format, the same as a saved `.triangles`
game), written atomically, so a crash or power cut between two moves leaves either the position
before the move or the one after it, never half a file. At the next start an unfinished game
comes back exactly: board, lines, triangles, scores, turn, options and opponent. A finished
game is not resumed (it stays in the file until the next game replaces it).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from ..engine import Game
from .games import game_from_bytes, game_to_bytes
from .problems import Problem
from .store import Store

FILE_NAME = "autosave.triangles"


class AutosaveStore(Store[Game]):
    """autosave.triangles. Methods report a Problem (or None); they never raise."""

    file_name = FILE_NAME

    def parse(self, data: bytes) -> Game:
        return game_from_bytes(data)

    def load(self) -> tuple[Game | None, Problem | None]:
        """The unfinished game to resume (or None), and what went wrong reading it (or None)."""
        game, problem = self.read()
        if game is not None and game.is_over:
            return None, problem
        return game, problem

    def save(self, game: Game) -> Problem | None:
        return self.write_bytes(game_to_bytes(game))


class AutosaveWriter:
    """Writes the autosave on a thread of its own, so a slow disk's fsync never holds up the
    window. The record is made at once (the game changes afterwards); the latest one wins over
    one still waiting, and `flush` waits for the last write (at quit). `written` gets each
    write's Problem (or None) on the writer's thread: hand it over to the GUI thread."""

    def __init__(self, store: AutosaveStore, written: Callable[[Problem | None], None]) -> None:
        self.store = store
        self._written = written
        self._waiting: bytes | None = None
        self._writing = False
        self._condition = threading.Condition()
        self._thread: threading.Thread | None = None

    def save(self, game: Game) -> None:
        data = game_to_bytes(game)
        with self._condition:
            self._waiting = data
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="triangles-autosave", daemon=True
                )
                self._thread.start()
            self._condition.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every record handed over is written; False if that took too long."""
        with self._condition:
            return self._condition.wait_for(
                lambda: self._waiting is None and not self._writing, timeout
            )

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._waiting is not None)
                data, self._waiting = self._waiting, None
                self._writing = True
            assert data is not None
            problem = self.store.write_bytes(data)
            self._written(problem)  # handed over before `flush` may return
            with self._condition:
                self._writing = False
                self._condition.notify_all()


__all__ = ["FILE_NAME", "AutosaveStore", "AutosaveWriter"]
