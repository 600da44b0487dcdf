"""The status line's news: what the session reports (triangles closed, lines taken back, a line
refused, a hint, the computer's troubles, a board being prepared) in the player's words, and
what the window's parts have to say through their `status` signals.

`StatusNews` gets the session and the window's status bar and subscribes to the session
itself.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QStatusBar

from ..engine import Reason
from ..session import GameSession, Move
from .texts import is_the_player_at_the_keyboard, player_name, refusal_text

STATUS_TIMEOUT_MS = 6000


class StatusNews(QObject):
    """Words on the status line for a few seconds, from the session and the window's parts."""

    def __init__(self, session: GameSession, status_bar: QStatusBar, parent: QObject) -> None:
        super().__init__(parent)
        self._session = session
        self._bar = status_bar
        session.game_replaced.connect(status_bar.clearMessage)
        session.moved.connect(self._on_moved)
        session.undone.connect(self._on_undone)
        session.redone.connect(self._on_redone)
        session.refused.connect(self._on_refused)
        session.busy.connect(lambda: self.show_status(self.tr("Wait: the computer is thinking.")))
        session.hint_found.connect(
            lambda _i, _j: self.show_status(self.tr("Hint: try the highlighted line."))
        )
        session.hint_unavailable.connect(
            lambda: self.show_status(self.tr("No hint is available right now."))
        )
        session.computer_answer_replaced.connect(
            lambda _details: self.show_status(
                self.tr("The computer chose a refused line; it plays another.")
            )
        )
        session.computer_restarted.connect(
            lambda: self.show_status(self.tr("The computer had a problem and started again."))
        )
        session.computer_fell_back.connect(
            lambda: self.show_status(
                self.tr(
                    "Hard could not think this move through: the computer played a quick line "
                    "instead.",
                )
            )
        )
        session.preparing.connect(self._on_preparing)

    def listen_to(self, *statuses: SignalInstance) -> None:
        """Show what each of these `status` signals of the window's parts says."""
        for status in statuses:
            status.connect(self.show_status)

    def show_status(self, text: str) -> None:
        """A message on the status line for a few seconds ("" clears it)."""
        if text:
            self._bar.showMessage(text, STATUS_TIMEOUT_MS)
        else:
            self._bar.clearMessage()

    def _on_moved(self, move: Move) -> None:
        game = self._session.game
        assert game is not None
        count = len(move.closed)
        if count == 0:
            self._bar.clearMessage()
        elif is_the_player_at_the_keyboard(game, move.player):
            self.show_status(self._you_closed(count, move.plays_again))
        elif count == 1:
            text = (
                self.tr("{name} closed a triangle and plays again!")
                if move.plays_again
                else self.tr("{name} closed a triangle!")
            )
            self.show_status(text.format(name=player_name(game, move.player)))
        else:
            text = (
                self.tr("{name} closed %n triangles and plays again!", "", count)
                if move.plays_again
                else self.tr("{name} closed %n triangles!", "", count)
            )
            self.show_status(text.format(name=player_name(game, move.player)))

    def _you_closed(self, count: int, plays_again: bool) -> str:
        """The same news for the person playing the computer, addressed to them."""
        if count == 1:
            if plays_again:
                return self.tr("You closed a triangle and play again!")
            return self.tr("You closed a triangle!")
        if plays_again:
            return self.tr("You closed %n triangles and play again!", "", count)
        return self.tr("You closed %n triangles!", "", count)

    def _on_undone(self, count: int) -> None:
        if count > 1:
            self.show_status(self.tr("Took back %n lines.", "", count))
        else:
            self.show_status(self.tr("Took back the last line."))

    def _on_redone(self, count: int) -> None:
        if count > 1:
            self.show_status(self.tr("Drew %n lines again.", "", count))
        elif count:
            self.show_status(self.tr("Drew the line again."))

    def _on_refused(self, _i: int, _j: int, reason: Reason) -> None:
        self.show_status(refusal_text(reason))

    def _on_preparing(self, preparing: bool) -> None:
        if preparing:
            self.show_status(self.tr("Preparing the board\u2026"))


__all__ = ["STATUS_TIMEOUT_MS", "StatusNews"]
