"""The star board widget, for the window and tests: see the `board` package for its parts."""

from .board.view import MOUSE_HIT_RADIUS, BoardView

__all__ = ["MOUSE_HIT_RADIUS", "BoardView"]
