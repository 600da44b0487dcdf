"""The computer opponent (pure Python + numpy, no Qt): `choose_move(game, level, ...)`.

The window runs `choose_move` on a worker thread; it never touches the game it is given.
"""

from .levels import DEFAULT_TIME_LIMITS, Level, choose_move

__all__ = ["DEFAULT_TIME_LIMITS", "Level", "choose_move"]
