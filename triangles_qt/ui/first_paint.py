"""The computer held back until the window has first been painted, so that the window comes
first at the start; its process then starts, and its turn is played, if the game needs it.

`ComputerAfterPaint` gets the session, the window and the board's viewport: it holds the
session's computer, watches the window's first show and the board's first paint, and releases
the computer from the event loop once that paint is done. A window shown but never painted
(minimised, say) releases it after `COMPUTER_START_WAIT_MS`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ..session import GameSession

COMPUTER_START_WAIT_MS = 1000


class ComputerAfterPaint(QObject):
    def __init__(self, session: GameSession, window: QWidget, viewport: QWidget) -> None:
        super().__init__(window)
        self._session = session
        self._window = window
        self._viewport = viewport
        self._waiting = True
        session.hold_computer()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._release)
        window.installEventFilter(self)

    def forget(self) -> None:
        """Stop waiting without ever releasing the computer (a picture never needs it)."""
        self._stop_watching()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._window and kind == QEvent.Type.Show and self._waiting:
            if not self._timer.isActive():
                self._viewport.installEventFilter(self)
                self._timer.start(COMPUTER_START_WAIT_MS)
        elif watched is self._viewport and kind == QEvent.Type.Paint:
            self._timer.start(0)  # once this paint is done, from the event loop
        return super().eventFilter(watched, event)

    def _release(self) -> None:
        if self._waiting:
            self._stop_watching()
            self._session.release_computer()

    def _stop_watching(self) -> None:
        self._waiting = False
        self._timer.stop()
        self._window.removeEventFilter(self)
        self._viewport.removeEventFilter(self)


__all__ = ["COMPUTER_START_WAIT_MS", "ComputerAfterPaint"]
