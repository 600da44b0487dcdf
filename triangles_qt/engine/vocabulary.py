"""The facts every layer shares, declared once: levels, board sizes and numbers, names.

The engine validates with them, the computer, persistence and the window offer and check the
same values by importing them from here (this module imports nothing of the app).
"""

from __future__ import annotations

import enum
from typing import Final

PRESET_SIZES: Final = (24, 60, 80, 120, 180)
"""The board sizes the New Game dialog offers (stars)."""

MIN_STARS: Final = 3
MAX_STARS: Final = 300
"""Any board, generated or explicit, has MIN_STARS to MAX_STARS stars."""

MIN_BOARD_NUMBER: Final = 0
MAX_BOARD_NUMBER: Final = 999_999_999
"""A board number (the seed of `Board.generate`) a player can give: up to nine digits."""

RANDOM_BOARD_NUMBERS: Final = 1_000_000
"""A new random board gets a number below this: at most six digits, easy to note and retype."""

MAX_FILE_BYTES: Final = 5 * 1024 * 1024
"""The largest file the app reads (a game record, statistics, settings), and so the largest
record the engine parses."""

MAX_NAME_LENGTH: Final = 40
"""A player's name has 1 to MAX_NAME_LENGTH characters."""


class Level(enum.StrEnum):
    """The computer's levels, weakest first; a level's value is what records, settings and
    statistics store (and the command line's `--level` takes), so it never changes."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


def stored_level(value: object) -> Level | None:
    """The level a file stores as `value`, or None when `value` names none."""
    return next((level for level in Level if level.value == value), None)


class DefaultName(enum.Enum):
    """A name a player keeps until they type their own; the value is its English text.

    Games and records keep the default as such, so the window shows it in the player's current
    language; the English text is what records store beside the marker and what old records hold.
    """

    YOU = "You"
    COMPUTER = "Computer"
    PLAYER_1 = "Player 1"
    PLAYER_2 = "Player 2"


def default_name(seat: int, computer: bool, against_computer: bool) -> DefaultName:
    """The default name of the player in `seat` (0 or 1): the computer is "Computer", its
    opponent "You"; two people are "Player 1" and "Player 2"."""
    if computer:
        return DefaultName.COMPUTER
    if against_computer:
        return DefaultName.YOU
    return DefaultName.PLAYER_1 if seat == 0 else DefaultName.PLAYER_2
