"""The computer opponent (pure Python + numpy, no Qt): `choose_move(game, level, ...)`.

The window runs `choose_move` in its worker process (worker.py), which keeps a `SearchHelper`
for Hard; it never touches the game it is given.
"""

from .helper import SearchHelper
from .levels import DEFAULT_TIME_LIMITS, choose_move

__all__ = ["DEFAULT_TIME_LIMITS", "SearchHelper", "choose_move"]
