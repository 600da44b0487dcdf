"""The game in progress, saved after every change to autosave.triangles and resumed at start.

The file is an ordinary game record (the engine's format, the same as a saved `.triangles`
game), written atomically, so a crash or power cut between two moves leaves either the position
before the move or the one after it, never half a file. At the next start an unfinished game
comes back exactly: board, lines, triangles, scores, turn, options and opponent. A finished
game is not resumed (it stays in the file until the next game replaces it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..engine import Game
from .games import game_from_bytes, game_to_bytes
from .problems import Problem
from .store import Store
from .writer import BackgroundWriter

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


class AutosaveWriter(BackgroundWriter):
    """Writes the autosave off the window's thread (`BackgroundWriter`). The record is made at
    once (the game changes afterwards); the latest one wins over one still waiting."""

    def __init__(self, store: AutosaveStore, written: Callable[[Problem | None], None]) -> None:
        super().__init__(written, "triangles-autosave")
        self.store = store

    def save(self, game: Game) -> None:
        self.hand_over(partial(self.store.write_bytes, game_to_bytes(game)))


__all__ = ["FILE_NAME", "AutosaveStore", "AutosaveWriter"]
