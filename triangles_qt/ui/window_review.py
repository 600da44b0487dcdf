"""The main window's looking back: the move list beside the board, the earlier position shown,
and playing on from it ("Continue from here").

A part of `MainWindow` (a mixin, like `WindowMenus`, so that each file reads in one sitting; what
it uses of the rest of the window is declared in window_base.py): the position browser and the
move list do the work; this wires them to the window's score bar, status line and session. Its
words stay in the "MainWindow" context of the catalogues.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent

from ..engine import Game
from .abandon_prompt import ask_before_abandoning
from .window_base import WindowBase


class WindowReview(WindowBase):
    """Looking back, for `MainWindow` (which has the move list, browser, session, score bar)."""

    def _on_move_list_visible(self, visible: bool) -> None:
        if visible:
            self.move_list.tree.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self.browser.back_to_game()

    def _update_continue(self) -> None:
        self.continue_menu.menuAction().setEnabled(
            self.browser.can_continue and not self.session.is_preparing
        )

    def _show_scores(self) -> None:
        """The score bar tells the position the board shows (an earlier one when looking back)."""
        shown = self.browser.shown_game
        if shown is not None:
            self.score_bar.show_game(shown)
        self._update_continue()

    def _on_browsing(self, browsing: bool) -> None:
        if browsing:
            self.show_status(
                QCoreApplication.translate(
                    "MainWindow", "Looking back. End (or the last move) returns to the game."
                )
            )
        else:
            self.statusBar().clearMessage()
            game = self.session.game
            if game is not None:
                self.move_list.select_position(game.move_count)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The move list stands beside the board, or below it when the window is portrait.
        portrait = self.height() > self.width()
        area = (
            Qt.DockWidgetArea.BottomDockWidgetArea
            if portrait
            else Qt.DockWidgetArea.RightDockWidgetArea
        )
        if self.dockWidgetArea(self.move_list) != area and not self.move_list.isFloating():
            self.addDockWidget(area, self.move_list)

    def continue_from_here(self, level: str | None) -> None:
        """A new game from the position on the board (an earlier one when looking back): with a
        friend, or against the computer at `level`, the person taking the seat to move. It is
        practice: the statistics do not count it."""
        game, continued = self.session.game, self.browser.continued_game(level)
        if continued is None:
            return
        self.abandon_prompt = ask_before_abandoning(self, game, partial(self._play_on, continued))

    def _play_on(self, game: Game) -> None:
        self.set_game(game)
        if game.given_lines:
            text = QCoreApplication.translate(
                "MainWindow", "Playing on from line {number}."
            ).format(number=game.given_lines)
        else:
            text = QCoreApplication.translate("MainWindow", "Playing on from the empty board.")
        self.show_status(text)
