"""The rules of Triangles, pure Python + numpy (no Qt): boards, games, records."""

from .board import CANVAS_HEIGHT, CANVAS_WIDTH, Board
from .game import Game, IllegalMove, Reason
from .pieces import (
    DrawnLine,
    Line,
    LineId,
    Point,
    ScoredTriangle,
    Seat,
    Star,
    Triangle,
    TriangleId,
    common_prefix_length,
)
from .record import (
    IllegalRecordMove,
    RecordError,
    UnknownRecordVersion,
    parse_record_text,
    record_to_json,
)
from .setup import DEFAULT_PLAYERS, Player, Rules, default_players
from .vocabulary import (
    COMPUTER_LEVELS,
    MAX_BOARD_NUMBER,
    MAX_NAME_LENGTH,
    MAX_STARS,
    MIN_BOARD_NUMBER,
    MIN_STARS,
    PRESET_SIZES,
    RANDOM_BOARD_NUMBERS,
    DefaultName,
    default_name,
)

__all__ = [
    "CANVAS_HEIGHT",
    "CANVAS_WIDTH",
    "COMPUTER_LEVELS",
    "DEFAULT_PLAYERS",
    "MAX_BOARD_NUMBER",
    "MAX_NAME_LENGTH",
    "MAX_STARS",
    "MIN_BOARD_NUMBER",
    "MIN_STARS",
    "PRESET_SIZES",
    "RANDOM_BOARD_NUMBERS",
    "Board",
    "DefaultName",
    "DrawnLine",
    "Game",
    "IllegalMove",
    "IllegalRecordMove",
    "Line",
    "LineId",
    "Player",
    "Point",
    "Reason",
    "RecordError",
    "Rules",
    "ScoredTriangle",
    "Seat",
    "Star",
    "Triangle",
    "TriangleId",
    "UnknownRecordVersion",
    "common_prefix_length",
    "default_name",
    "default_players",
    "parse_record_text",
    "record_to_json",
]
