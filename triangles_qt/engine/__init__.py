"""The rules of Triangles, pure Python + numpy (no Qt): boards, games, records."""

from .board import CANVAS_HEIGHT, CANVAS_WIDTH, PRESET_SIZES, Board
from .game import DEFAULT_PLAYERS, Game, IllegalMove, Player, Reason, Rules
from .record import (
    IllegalRecordMove,
    RecordError,
    UnknownRecordVersion,
    parse_record_text,
    record_to_json,
)

__all__ = [
    "CANVAS_HEIGHT",
    "CANVAS_WIDTH",
    "DEFAULT_PLAYERS",
    "PRESET_SIZES",
    "Board",
    "Game",
    "IllegalMove",
    "IllegalRecordMove",
    "Player",
    "Reason",
    "RecordError",
    "Rules",
    "UnknownRecordVersion",
    "parse_record_text",
    "record_to_json",
]
