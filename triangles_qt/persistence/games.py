"""Game files (.triangles, and the autosave): the engine's record format as bytes on disk."""

from __future__ import annotations

from pathlib import Path

from ..engine import Game, IllegalRecordMove, RecordError, UnknownRecordVersion
from ..engine.record import record_to_json
from .files import parse_json_bytes, read_capped
from .problems import DamagedFile, ProblemKind


def game_to_bytes(game: Game) -> bytes:
    return (record_to_json(game.to_record()) + "\n").encode("utf-8")


def game_from_bytes(data: bytes) -> Game:
    """A game record, validated by the engine and replayed through the rules."""
    record = parse_json_bytes(data)
    try:
        return Game.from_record(record)
    except UnknownRecordVersion as error:
        raise DamagedFile(ProblemKind.UNKNOWN_VERSION, str(error)) from None
    except IllegalRecordMove as error:
        raise DamagedFile(ProblemKind.ILLEGAL_MOVES, str(error)) from None
    except RecordError as error:
        raise DamagedFile(ProblemKind.WRONG_DATA, str(error)) from None


def read_game_file(path: Path) -> Game:
    """A saved game from disk (DamagedFile says what is wrong; a missing file is MISSING)."""
    data = read_capped(Path(path))
    if data is None:
        raise DamagedFile(ProblemKind.MISSING, "the file does not exist")
    return game_from_bytes(data)


__all__ = ["game_from_bytes", "game_to_bytes", "read_game_file"]
