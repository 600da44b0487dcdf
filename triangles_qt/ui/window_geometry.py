"""Where the window opens and how big: the size and place the player left it at (kept in the
settings when the window closes), else the default size within the screen."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from ..settings import Settings

DEFAULT_WINDOW_SIZE = QSize(1200, 860)
MINIMUM_SIZE = QSize(480, 400)
# The default size takes at most this share of the screen's free area.
SCREEN_SHARE = 0.92


class WindowGeometry:
    def __init__(self, window: QMainWindow, settings: Settings) -> None:
        self._window = window
        self._settings = settings
        self._remember = True  # off for pictures: see `forget`

    def restore(self) -> None:
        """The size and place kept last time, else the default size within the screen."""
        window = self._window
        saved = self._settings.window_geometry
        if saved and window.restoreGeometry(QByteArray(saved)):
            return
        size = QSize(DEFAULT_WINDOW_SIZE)
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            available = screen.availableGeometry().size()
            if available.width() > 0 and available.height() > 0:
                size = size.boundedTo(available * SCREEN_SHARE)
        window.resize(size.expandedTo(window.minimumSize()))

    def remember(self) -> None:
        """Keep the window's size and place for next time (not full screen's)."""
        if self._remember and not self._window.isFullScreen():
            self._settings.window_geometry = bytes(self._window.saveGeometry().data())

    def forget(self) -> None:
        """Leave the size and place kept for next time alone (a picture's window)."""
        self._remember = False


__all__ = ["DEFAULT_WINDOW_SIZE", "MINIMUM_SIZE", "WindowGeometry"]
