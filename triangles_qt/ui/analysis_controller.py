"""The window's "Analyse game": the action, the analysis panel under the move list, the marks,
and the best line drawn dashed on the board while its move is looked at.

`AnalysisController` gets what it drives: the `GameAnalysis` (reviewing.py: it asks the session
for the analysis and hands the result to it, which keeps it with the game), the session (the
game), the move list and its analysis panel, the board view, `LookingBack` (which position the
board shows) and the Analyse action. It talks back through `status`. Its words stay in the
"MainWindow" context of the catalogues.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction

from ..engine import Level
from ..reviewing import GameAnalysis
from ..session import GameSession
from .board.view import BoardView
from .looking_back import LookingBack
from .move_list import MoveList


class AnalysisController(QObject):
    """Analysing the game from the window: start, stop, progress, marks and the best line."""

    status = Signal(str)  # a message for the status line
    # The finished game the end screen asked to analyse is analysed (its accuracies can show).
    finished_game_analysed = Signal()

    def __init__(
        self,
        analysis: GameAnalysis,
        session: GameSession,
        move_list: MoveList,
        board_view: BoardView,
        looking_back: LookingBack,
        analyse_action: QAction,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._analysis = analysis
        self._session = session
        self._move_list = move_list
        self._view = board_view
        self._looking_back = looking_back
        self._action = analyse_action
        self._for_end_screen = False  # the analysis running was asked for by the end screen
        panel = move_list.analysis
        panel.analyse_button.setDefaultAction(analyse_action)
        panel.cancel_button.clicked.connect(analysis.cancel)
        analyse_action.triggered.connect(self.toggle)
        analysis.running_changed.connect(self._on_running)
        analysis.progress.connect(panel.set_progress)
        analysis.finished.connect(self._on_finished)
        analysis.failed.connect(self._on_failed)
        panel.continue_requested.connect(self._continue_before_decisive)
        self.retranslate()

    def retranslate(self) -> None:
        self._action.setText(
            QCoreApplication.translate("MainWindow", "Stop &analysing")
            if self._analysis.running
            else QCoreApplication.translate("MainWindow", "&Analyse game")
        )
        self._action.setStatusTip(
            QCoreApplication.translate(
                "MainWindow",
                "Let the computer work out what each line cost and which line was best",
            )
        )

    def toggle(self) -> None:
        """Analyse the game (unless every line is analysed), or stop the analysis running."""
        if self._analysis.running:
            self._analysis.cancel()
            self.status.emit(QCoreApplication.translate("MainWindow", "Analysis stopped."))
            return
        if self._analysis.start():
            self._move_list.show()  # where the progress and the results are
            self.status.emit(
                QCoreApplication.translate(
                    "MainWindow", "Analysing the game; you can keep playing meanwhile."
                )
            )

    def analyse_finished_game(self) -> None:
        """From the end screen: analyse the game unless that is under way or done; either way
        the move list shows, with the marks as they come."""
        if not self._analysis.running and not self._analysis.complete:
            self.toggle()
            self._for_end_screen = self._analysis.running
        self._move_list.show()

    def refresh(self) -> None:
        """After any change: the action's state, the marks' panel and the best line."""
        self.refresh_action()
        self.show_position()

    def refresh_action(self) -> None:
        """Analyse is offered while an analysis can start or is running."""
        analysis = self._analysis
        self._action.setEnabled(analysis.running or (analysis.can_start and not analysis.complete))

    def show_position(self, *_args: object) -> None:
        """The panel tells what the line on the board did; its best line shows dashed."""
        game = self._session.game
        if game is None:
            return
        shown = self._looking_back.shown_position
        browsing = shown is not None
        if shown is None:
            shown = self._move_list.shown_position()
        self._move_list.analysis.show_position(game, shown)
        review = game.current_review
        # On the board of a game still going on, only while looking back (never a hint the
        # player did not ask for).
        if review is None or not 0 < shown <= len(review.moves):
            return
        if not browsing and not game.is_over:
            return
        move = review.moves[shown - 1]
        if move.cost > 0:
            self._view.show_best_line(*move.best_line)

    def _continue_before_decisive(self, count: int, level: Level | None) -> None:
        """Play on from before the line that decided the game: that position, then Continue."""
        self._looking_back.show_position(count)
        self._looking_back.continue_from_here(level)

    def _on_running(self, running: bool) -> None:
        if running:
            self._for_end_screen = False  # (set again when the end screen asked for it)
        self._move_list.analysis.set_running(running)
        self.retranslate()
        self.refresh()

    def _on_finished(self) -> None:
        self.status.emit(QCoreApplication.translate("MainWindow", "The analysis is done."))
        self.refresh()
        game = self._session.game
        if self._for_end_screen and game is not None and game.is_over and self._analysis.complete:
            self.finished_game_analysed.emit()
        self._for_end_screen = False

    def _on_failed(self, _details: str) -> None:
        if self._session.game is None:
            return
        self.status.emit(
            QCoreApplication.translate(
                "MainWindow", "The analysis could not be finished; the game goes on."
            )
        )


__all__ = ["AnalysisController"]
