"""The main window's end of a game: the end screen (the result, New game, Rematch, Analyse,
Close) and the status line's summary.

A part of `MainWindow` (a mixin, like `WindowReview`; what it uses of the rest of the window is
declared in window_base.py); its words stay in the "MainWindow" context of the catalogues.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Qt

from .end_dialog import EndDialog
from .texts import game_outcome_title
from .window_base import WindowBase


class WindowEnd(WindowBase):
    """The end screen, for `MainWindow` (which has the session, the theme and the actions the
    screen's buttons lead to)."""

    _end_dialog: EndDialog | None

    def _show_end(self) -> None:
        game = self.session.game
        if game is None or self._closing or not self.end_screen_enabled:
            return
        self._close_end_dialog()
        dialog = EndDialog(game, self.theme, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.new_game_requested.connect(
            self.open_new_game_dialog, Qt.ConnectionType.QueuedConnection
        )
        dialog.rematch_requested.connect(self.rematch)
        dialog.analyse_requested.connect(self.analyse_finished_game)
        dialog.finished.connect(partial(self._end_dialog_gone, dialog))
        self._end_dialog = dialog
        first, second = game.scores
        self.show_status(
            QCoreApplication.translate(
                "MainWindow", "Game over: {first} \u2013 {second}. {result}"
            ).format(result=game_outcome_title(game), first=first, second=second)
        )
        dialog.open()

    @property
    def end_dialog(self) -> EndDialog | None:
        return self._end_dialog

    def _end_dialog_gone(self, dialog: EndDialog, _result: int = 0) -> None:
        # Only forget this dialog: another end screen may be showing by now.
        if self._end_dialog is dialog:
            self._end_dialog = None

    def _close_end_dialog(self) -> None:
        dialog = self._end_dialog
        if dialog is not None:
            self._end_dialog = None
            dialog.done(0)
