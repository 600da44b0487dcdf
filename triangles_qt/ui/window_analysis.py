"""The main window's "Analyse game": the action, the analysis panel under the move list, the
marks, and the best line drawn dashed on the board while its move is looked at.

A part of `MainWindow` (a mixin, like `WindowReview`; what it uses of the rest of the window is
declared in window_base.py): `GameAnalysis` (reviewing.py) runs the analysis in the computer's
worker and the session keeps the result with the game; this wires it to the window. Its words
stay in the "MainWindow" context of the catalogues.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from ..reviewing import GameAnalysis
from .window_base import WindowBase

ANALYSE_SHORTCUT = "Ctrl+Shift+A"


class WindowAnalysis(WindowBase):
    """Analysing the game, for `MainWindow` (which has the session, move list, browser, board)."""

    def _build_analysis(self) -> None:
        self.analysis = GameAnalysis(self.session, self)
        self.analyse_action = self._action(
            "analyse", self.toggle_analysis, QKeySequence(ANALYSE_SHORTCUT)
        )
        panel = self.move_list.analysis
        panel.analyse_button.setDefaultAction(self.analyse_action)
        panel.cancel_button.clicked.connect(self.analysis.cancel)
        self.analysis.running_changed.connect(self._on_analysis_running)
        self.analysis.progress.connect(panel.set_progress)
        self.analysis.finished.connect(self._on_analysis_finished)
        self.analysis.failed.connect(self._on_analysis_failed)
        # After the browser has shown the chosen position (connected before this).
        self.move_list.position_chosen.connect(self._show_analysis_of_position)

    def _retranslate_analysis(self) -> None:
        running = self.analysis.running
        self.analyse_action.setText(
            QCoreApplication.translate("MainWindow", "Stop &analysing")
            if running
            else QCoreApplication.translate("MainWindow", "&Analyse game")
        )
        self.analyse_action.setStatusTip(
            QCoreApplication.translate(
                "MainWindow",
                "Let the computer work out what each line cost and which line was best",
            )
        )

    def toggle_analysis(self) -> None:
        """Analyse the game (its lines not analysed yet), or stop the analysis running."""
        if self.analysis.running:
            self.analysis.cancel()
            self.show_status(QCoreApplication.translate("MainWindow", "Analysis stopped."))
            return
        if self.analysis.start():
            self.move_list.show()  # where the progress and the results are
            self.show_status(
                QCoreApplication.translate(
                    "MainWindow", "Analysing the game; you can keep playing meanwhile."
                )
            )

    def analyse_finished_game(self) -> None:
        """From the end screen: analyse the game unless that is under way or done; either way
        the move list shows, with the marks as they come."""
        if not self.analysis.running and not self.analysis.complete:
            self.toggle_analysis()
        self.move_list.show()

    def _update_analysis(self) -> None:
        """After any change: the action's state, the marks' panel and the best line."""
        self.analyse_action.setEnabled(
            self.analysis.running or (self.analysis.can_start and not self.analysis.complete)
        )
        self._show_analysis_of_position()

    def _on_analysis_running(self, running: bool) -> None:
        self.move_list.analysis.set_running(running)
        self._retranslate_analysis()
        self._update_analysis()

    def _on_analysis_finished(self) -> None:
        self.show_status(QCoreApplication.translate("MainWindow", "The analysis is done."))
        self._update_analysis()

    def _on_analysis_failed(self, _details: str) -> None:
        if self.session.game is None:
            return
        self.show_status(
            QCoreApplication.translate(
                "MainWindow", "The analysis could not be finished; the game goes on."
            )
        )

    def _show_analysis_of_position(self, *_args: object) -> None:
        """The panel tells what the line on the board did; its best line shows dashed."""
        game = self.session.game
        if game is None:
            return
        shown = self.browser.shown_position
        browsing = shown is not None
        if shown is None:
            shown = self.move_list.shown_position()
        self.move_list.analysis.show_position(game, shown)
        review = game.current_review
        # On the board of a game still going on, only while looking back (never a hint the
        # player did not ask for).
        if review is None or not 0 < shown <= len(review.moves):
            return
        if not browsing and not game.is_over:
            return
        move = review.moves[shown - 1]
        if move.cost > 0:
            self.board_view.show_best_line(*move.best_line)


__all__ = ["ANALYSE_SHORTCUT", "WindowAnalysis"]
