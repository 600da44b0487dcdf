"""Analysing the session's game ("Analyse game") in the computer's worker, for any front end.

`GameAnalysis` asks the session (`GameSession.request_analysis`) to have the computer analyse
every line of the game (see ai/reviewer.py), reports progress, and on success checks the answer
the way a saved game's analysis is checked (`Game.review_from_field`) and hands it to the
session, which keeps it with that game. A game that already has an analysis of its first lines
is analysed again as a whole (ai/reviewer.py: later values decide earlier entries). Lines
drawn or taken back while it runs are fine (the game uses what still applies); a new,
restarted or opened game cancels it. QtCore only.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from .engine import Game, RecordError
from .session import GameSession

log = logging.getLogger(__name__)


class GameAnalysis(QObject):
    """One analysis at a time of the session's game."""

    running_changed = Signal(bool)
    progress = Signal(int, int)  # positions done, positions in all
    finished = Signal()  # the analysis is with the game (the session said `changed`)
    # It could not be done; the text (English) says why, for the log. The front end says it
    # in the player's words.
    failed = Signal(str)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._request: int | None = None
        self._game: Game | None = None  # the game being analysed
        self._snapshot: Game | None = None  # a copy as it was sent (to check the answer)
        # The time for a whole game; None: by the size of its board (analysis_seconds).
        self.seconds: float | None = None
        session.analysis_progress.connect(self._on_progress)
        session.analysis_done.connect(self._on_done)
        session.analysis_failed.connect(self._on_failed)
        session.game_replaced.connect(self.cancel)

    @property
    def running(self) -> bool:
        return self._request is not None

    @property
    def can_start(self) -> bool:
        """There is a game with a line to analyse, and no analysis runs."""
        game = self._session.game
        return (
            game is not None
            and game.move_count > 0
            and not self.running
            and not self._session.is_preparing
        )

    @property
    def complete(self) -> bool:
        """Every line of the game has its analysis."""
        game = self._session.game
        review = None if game is None else game.current_review
        return review is not None and game is not None and len(review.moves) == game.move_count

    def start(self) -> bool:
        """Analyse the session's game (again as a whole when lines came after its analysis);
        False if it cannot."""
        game = self._session.game
        if game is None or not self.can_start:
            return False
        self._game = game
        self._snapshot = game.copy()
        self._request = self._session.request_analysis(game, seconds=self.seconds)
        self.running_changed.emit(True)
        return True

    def cancel(self) -> None:
        """Stop the analysis (nothing is kept of it)."""
        if self._request is not None:
            self._session.cancel_analysis(self._request)
            self._end()

    def _end(self) -> None:
        self._request = None
        self._game = self._snapshot = None
        self.running_changed.emit(False)

    def _on_progress(self, request_id: int, done: int, total: int) -> None:
        if request_id == self._request:
            self.progress.emit(done, total)

    def _on_done(self, request_id: int, field: object) -> None:
        if request_id != self._request:
            return
        game, snapshot = self._game, self._snapshot
        assert game is not None and snapshot is not None
        self._end()
        try:
            # Never trust an answer: checked like a saved game's analysis (on the board the
            # game already has, so it takes a replay's milliseconds).
            review = snapshot.review_from_field(field)
        except RecordError as error:
            log.error("The computer's analysis does not fit the game: %s", error)
            self.failed.emit(f"the analysis does not fit the game: {error}")
            return
        if not self._session.attach_review(game, review):
            self.failed.emit("another game is on")
            return
        self.finished.emit()

    def _on_failed(self, request_id: int, details: str) -> None:
        if request_id == self._request:
            self._end()
            self.failed.emit(details)


__all__ = ["GameAnalysis"]
