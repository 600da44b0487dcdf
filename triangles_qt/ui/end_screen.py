"""The end of a game: the end screen (the result, New game, Rematch, Analyse, Close) and the
status line's summary.

`EndScreenController` opens the end screen (an `EndDialog`, end_dialog.py) when a game of the
session ends; it gets the session (the game that ended), the theme the screen wears and the
window it opens over. It talks back through signals: what the player chose on the screen
(`new_game_requested`, `rematch_requested`, `analyse_requested`, `learn_requested`) and
`status`. Its words stay in the "MainWindow" context of the catalogues.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from ..session import GameSession
from .end_dialog import EndDialog
from .texts import game_outcome_title
from .themes import Theme


class EndScreenController(QObject):
    """Opens the end screen (`EndDialog`) over `parent` when a game of the session ends, and
    passes on what the player chose on it."""

    new_game_requested = Signal()
    rematch_requested = Signal()
    analyse_requested = Signal()
    learn_requested = Signal(int, bool)  # a seat's marked lines, the worst first or not
    status = Signal(str)  # a message for the status line

    def __init__(self, session: GameSession, theme: Theme, parent: QWidget) -> None:
        super().__init__(parent)
        self._session = session
        self._theme = theme
        self._parent = parent
        self._dialog: EndDialog | None = None
        # False: no end screen opens (pictures for --screenshot, a window closing).
        self.enabled = True

    @property
    def dialog(self) -> EndDialog | None:
        """The end screen while it is open."""
        return self._dialog

    def open(self) -> None:
        """The game has just ended: say how, and offer what comes next."""
        game = self._session.game
        if game is None or not self.enabled:
            return
        self.close()
        dialog = EndDialog(game, self._theme, self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.new_game_requested.connect(self.new_game_requested)
        dialog.rematch_requested.connect(self.rematch_requested)
        dialog.analyse_requested.connect(self.analyse_requested)
        dialog.learn_requested.connect(self.learn_requested)
        dialog.finished.connect(partial(self._gone, dialog))
        self._dialog = dialog
        first, second = game.scores
        self.status.emit(
            QCoreApplication.translate(
                "MainWindow", "Game over: {first} \u2013 {second}. {result}"
            ).format(result=game_outcome_title(game), first=first, second=second)
        )
        dialog.open()

    def close(self) -> None:
        """Take the end screen down (the game goes on, or another one comes)."""
        dialog = self._dialog
        if dialog is not None:
            self._dialog = None
            dialog.done(0)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        if self._dialog is not None:
            self._dialog.set_theme(theme)

    def _gone(self, dialog: EndDialog, _result: int = 0) -> None:
        # Only forget this dialog: another end screen may be showing by now.
        if self._dialog is dialog:
            self._dialog = None


__all__ = ["EndScreenController"]
