"""The game in progress, saved after every change to autosave.triangles and resumed at start.

The file is an ordinary game record (the engine's format, the same as a saved `.triangles`
game), written atomically, so a crash or power cut between two moves leaves either the position
before the move or the one after it, never half a file. At the next start an unfinished game
comes back exactly: board, lines, triangles, scores, turn, options and opponent. A finished
game is not resumed (it stays in the file until the next game replaces it).
"""

from __future__ import annotations

from pathlib import Path

from .engine import Game
from .storage import (
    DamagedFile,
    Problem,
    ProblemKind,
    atomic_write,
    data_dir,
    game_to_bytes,
    quarantine,
    read_game_file,
)

FILE_NAME = "autosave.triangles"


class AutosaveStore:
    """autosave.triangles. Methods report a Problem (or None); they never raise."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME
        # A damaged autosave that could not be moved aside must not be written over.
        self._stuck = False

    def load(self) -> tuple[Game | None, Problem | None]:
        """The unfinished game to resume (or None), and what went wrong reading it (or None)."""
        self._stuck = False
        if not self.path.exists():
            return None, None
        try:
            game = read_game_file(self.path)
        except DamagedFile as damage:
            kept_as = None if damage.kind is ProblemKind.UNREADABLE else quarantine(self.path)
            self._stuck = kept_as is None and self.path.exists()
            return None, Problem(damage.kind, self.path, kept_as, damage.detail)
        if game.is_over:
            return None, None
        return game, None

    def save(self, game: Game) -> Problem | None:
        if self._stuck:
            return Problem(ProblemKind.WRITE_FAILED, self.path, None, "a damaged file is in place")
        try:
            atomic_write(self.path, game_to_bytes(game))
        except OSError as error:
            return Problem(ProblemKind.WRITE_FAILED, self.path, None, error.strerror or str(error))
        return None


__all__ = ["FILE_NAME", "AutosaveStore"]
