"""Keeping the books of play: the autosave and the statistics of the session's games.

`Bookkeeper` listens to the session, for any front end. After every change of the game
(`changed`) it writes the autosave (off the GUI thread) and counts a game against the computer,
once, when it has just finished, and the person's accuracy in it once it is analysed in full;
a game given up (`game_abandoned`) goes to the statistics, which
count it as a loss when the rules say so (`engine.counted.giving_up_counts_as_loss`).
A result that could not be written is written as soon as writing works again, and at quit
(`write_unsaved`). It also notices settings that could not be written. When a file that could
not be written is written again (the data folder is back, say), `saving_resumed` says so.

Whatever goes wrong with a file comes out as `problem(what, Problem)`, `what` naming the file as
persistence.messages does (AUTOSAVE_FILE, STATISTICS_FILE, SETTINGS_FILE); the front end words
and shows it. QtCore only: it runs and is tested without any widget.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal

from .engine import Game
from .persistence import (
    AutosaveStore,
    AutosaveWriter,
    BackgroundWriter,
    Problem,
    StatisticsStore,
)
from .persistence.locking import LOCK_WAIT_MS
from .persistence.messages import AUTOSAVE_FILE, SETTINGS_FILE, STATISTICS_FILE
from .session import GameSession
from .settings import Settings


class Bookkeeper(QObject):
    """The autosave and the statistics of one session's games."""

    problem = Signal(str, object)  # which file (persistence.messages' name), the Problem
    statistics_changed = Signal()  # a result was counted (or could not be written)
    saving_resumed = Signal()  # every file that could not be written has been written since
    # From the writers' threads, queued to this object's (the GUI) thread.
    autosave_written = Signal(object)  # Problem | None
    statistics_written = Signal(object)  # Problem | None

    def __init__(
        self,
        session: GameSession,
        settings: Settings,
        statistics: StatisticsStore | None = None,
        autosave: AutosaveStore | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._settings = settings
        self.statistics = statistics if statistics is not None else StatisticsStore()
        self.autosave = autosave if autosave is not None else AutosaveStore()
        self.autosave_written.connect(self._autosave_written)
        self.autosave_writer = AutosaveWriter(self.autosave, self.autosave_written.emit)
        # The statistics are written off the GUI thread too: a save may wait for the lock.
        self.statistics_written.connect(self._statistics_written)
        self.statistics_writer = BackgroundWriter(
            self.statistics_written.emit, "triangles-statistics"
        )
        # False for pictures (--screenshot): no autosave written, no game counted.
        self.writes_enabled = True
        self._failing: set[str] = set()  # the files (as `problem` names them) not written
        # Whether the game on the board has been counted; one that arrives already finished
        # (an opened file) was not played here and is never counted.
        game = session.game
        self._counted = game is None or game.is_over
        session.game_abandoned.connect(self._game_abandoned)
        session.game_replaced.connect(self._game_replaced)
        session.changed.connect(self._game_changed)

    def load_statistics(self) -> None:
        """Read the statistics file (a damaged one is set aside and reported)."""
        problem = self.statistics.load()
        if problem is not None:
            self.problem.emit(STATISTICS_FILE, problem)

    def write_unsaved(self) -> None:
        """At quit: the last autosave written, and one more try for results a failed write
        left only in memory (waiting for another copy's lock as long as a save does); what
        went wrong is reported before this returns."""
        self.autosave_writer.flush()
        if self.writes_enabled and self.statistics.unsaved:
            self.statistics_writer.hand_over(self.statistics.save)
        self.statistics_writer.flush(2 * LOCK_WAIT_MS / 1000)
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall.value)

    # -- What the session reports --------------------------------------------------------------

    def _game_abandoned(self, game: Game) -> None:
        if self.writes_enabled and self.statistics.count_abandoned(game):
            self._save_statistics()

    def _game_replaced(self) -> None:
        game = self._session.game
        self._counted = game is None or game.is_over

    def _game_changed(self) -> None:
        game = self._session.game
        if game is None or not self.writes_enabled:
            return
        self._check_settings_written()
        self.autosave_writer.save(game)  # written off the GUI thread: see _autosave_written
        if game.is_over and not self._counted:
            self._counted = True
            if self.statistics.count_game(game):
                self._save_statistics()
        # Analysed in full: the person's accuracy, once per game (persistence.statistics).
        if game.is_over and self.statistics.count_accuracy(game):
            self._save_statistics()

    # -- Writing -------------------------------------------------------------------------------

    def _autosave_written(self, problem: Problem | None) -> None:
        if problem is not None:
            self.problem.emit(AUTOSAVE_FILE, problem)  # once, until a write succeeds again
        self._note_written(AUTOSAVE_FILE, _not_written(problem))
        if problem is None and self.statistics.unsaved:
            # Writing works again: a result that could not be written is written now.
            self._save_statistics()

    def _save_statistics(self) -> None:
        """A result was counted (shown at once): written off the GUI thread."""
        self.statistics_writer.hand_over(self.statistics.save)
        self.statistics_changed.emit()

    def _statistics_written(self, problem: Problem | None) -> None:
        """After a statistics write: report what went wrong, tell who shows them."""
        if problem is not None:
            self.problem.emit(STATISTICS_FILE, problem)
        self._note_written(STATISTICS_FILE, _not_written(problem))
        self.statistics_changed.emit()

    def _check_settings_written(self) -> None:
        """A settings write that did not happen (settings.py says why): reported once, not
        after every move."""
        problem = self._settings.write_problem
        if problem is not None and SETTINGS_FILE not in self._failing:
            self.problem.emit(SETTINGS_FILE, problem)
        self._note_written(SETTINGS_FILE, problem is not None)

    def _note_written(self, what: str, failing: bool) -> None:
        """Whether `what` could not be written; once none of the files that could not be
        written is left so, `saving_resumed`."""
        if failing:
            self._failing.add(what)
        elif what in self._failing:
            self._failing.discard(what)
            if not self._failing:
                self.saving_resumed.emit()


def _not_written(problem: Problem | None) -> bool:
    """Whether a write that ended with `problem` did not happen."""
    return problem is not None and (problem.is_write or problem.blocked)


__all__ = ["Bookkeeper"]
