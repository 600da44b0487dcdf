"""New game and Restart: the New Game dialog (window-modal, without a nested event loop), the
choices remembered, and the board built off the GUI thread once the player agrees to give the
game on the board up; Restart puts the same board, options and players on again.

`NewGameFlow` gets the session, the settings, the `AbandonPrompt`, the end screen (closed when
the dialog opens), the theme in use (the dialog shows the players' colours) and the window the
dialog opens over; it says what it did through `status`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from ..session import GameSession, game_from_choices
from ..settings import Settings
from .abandon_prompt import AbandonPrompt
from .end_screen import EndScreenController
from .themes import Theme

if TYPE_CHECKING:
    from .new_game_dialog import NewGameDialog


class NewGameFlow(QObject):
    status = Signal(str)

    def __init__(
        self,
        session: GameSession,
        settings: Settings,
        abandon_prompt: AbandonPrompt,
        end_screen: EndScreenController,
        theme: Callable[[], Theme],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._session = session
        self._settings = settings
        self._prompt = abandon_prompt
        self._end_screen = end_screen
        self._theme = theme
        self._window = window
        self._dialog: NewGameDialog | None = None
        end_screen.new_game_requested.connect(self.open_dialog, Qt.ConnectionType.QueuedConnection)
        end_screen.rematch_requested.connect(self.restart)

    @property
    def dialog(self) -> NewGameDialog | None:
        """The New Game dialog while it is open."""
        return self._dialog

    def open_dialog(self) -> NewGameDialog:
        """Show the New Game dialog (window-modal, without a nested event loop)."""
        if self._dialog is not None and self._dialog.isVisible():
            self._dialog.raise_()
            self._dialog.activateWindow()
            return self._dialog
        # Deferred: the dialogs load when first opened, not with the window (a lighter start).
        from .new_game_dialog import NewGameDialog

        self._end_screen.close()
        dialog = NewGameDialog(self._settings.new_game, self._theme().player_colors, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(partial(self._accepted, dialog))
        dialog.finished.connect(partial(self._gone, dialog))
        self._dialog = dialog
        dialog.open()
        return dialog

    def _gone(self, dialog: NewGameDialog, _result: int = 0) -> None:
        if self._dialog is dialog:
            self._dialog = None

    def _accepted(self, dialog: NewGameDialog) -> None:
        choices = dialog.choices()
        self._settings.new_game = choices
        self._settings.sync()
        # A large board takes a moment to build: off the GUI thread, so nothing stutters.
        build = partial(game_from_choices, choices, dialog.board_number())
        self._prompt.ask(partial(self._session.prepare, build))

    def restart(self) -> None:
        """The same board, options and players again, from an empty board (asking first
        when a game in progress would be wiped)."""
        self._prompt.ask(self._restart_now, restarting=True)

    def _restart_now(self) -> None:
        if self._session.restart():
            self.status.emit(self.tr("The same board again, from the start."))


__all__ = ["NewGameFlow"]
