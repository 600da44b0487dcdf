"""Game records: the save-game format (JSON), validated and replayed through the rules.

    {
      "format": "triangles-game",
      "version": 1,
      "board": {"stars": [[x, y], ...], "tolerance": 10, "n": 60, "seed": 7},
      "rules": {"play_again": false},
      "players": [{"name": "You", "computer": null}, {"name": "Computer", "computer": "hard"}],
      "first_player": 0,
      "moves": [[i, j], ...]
    }

"n" and "seed" are present only for generated boards. Loading never trusts the file: every field
is type-checked, the board is rebuilt from its stars, and the moves are replayed through the rules,
so a tampered record cannot produce an impossible position. Nothing in it is executed. A record
keeps the tolerance its game was played with (0.1 wrote 4), so it replays unchanged whatever
today's default; a record without the field loads with LEGACY_TOLERANCE, 0.1's tolerance.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .board import MAX_TOLERANCE, Board

if TYPE_CHECKING:
    from .game import Game

FORMAT_NAME = "triangles-game"
FORMAT_VERSION = 1
MAX_RECORD_BYTES = 5 * 1024 * 1024
COMPUTER_LEVELS = ("easy", "medium", "hard")
MAX_NAME_LENGTH = 100
# The tolerance of a record that does not give one: 0.1's, the only one it ever used.
LEGACY_TOLERANCE = 4


class RecordError(ValueError):
    """A game record that cannot be loaded; the message names the problem."""


class UnknownRecordVersion(RecordError):
    """A record of a format version this app does not read (perhaps from a newer version)."""


class IllegalRecordMove(RecordError):
    """A well-formed record whose moves break the rules (or name stars not on the board)."""


def game_to_record(game: Game) -> dict[str, Any]:
    board: dict[str, Any] = {
        "stars": [[x, y] for x, y in game.board.points],
        "tolerance": game.board.tolerance,
    }
    if game.board.seed is not None:
        board["n"] = game.board.n
        board["seed"] = game.board.seed
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "board": board,
        "rules": {"play_again": game.rules.play_again},
        "players": [{"name": p.name, "computer": p.computer} for p in game.players],
        "first_player": game.first_player,
        "moves": [[i, j] for i, j in game.moves],
    }


def record_to_json(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def parse_record_text(text: str | bytes) -> Any:
    """JSON text to a record object, refusing oversized or undecodable input."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"the record is larger than {MAX_RECORD_BYTES // (1024 * 1024)} MB")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("the record is not UTF-8 text") from None
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise RecordError("the record is not valid JSON") from None


def game_from_record(record: object) -> Game:
    from .game import Game, IllegalMove, Player, Rules

    if isinstance(record, str | bytes | bytearray):
        record = parse_record_text(bytes(record) if isinstance(record, bytearray) else record)
    if not isinstance(record, Mapping):
        raise RecordError("the record must be a JSON object")
    if record.get("format") != FORMAT_NAME:
        raise RecordError("this is not a Triangles game record (format name missing or wrong)")
    version = record.get("version")
    if not _is_int(version):
        raise RecordError("the record has no version number")
    if version != FORMAT_VERSION:
        raise UnknownRecordVersion(f"unknown record version {version} (this app reads version 1)")

    board = _board_from(_field(record, "board", Mapping))
    rules_field = _field(record, "rules", Mapping)
    play_again = rules_field.get("play_again", False)
    if not isinstance(play_again, bool):
        raise RecordError("rules.play_again must be true or false")

    players_field = _field(record, "players", list)
    if len(players_field) != 2:
        raise RecordError("the record must name exactly two players")
    players = []
    for index, entry in enumerate(players_field):
        if not isinstance(entry, Mapping):
            raise RecordError(f"player {index + 1} must be an object")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
            raise RecordError(
                f"player {index + 1} needs a name of 1 to {MAX_NAME_LENGTH} characters"
            )
        computer = entry.get("computer")
        if computer is not None and computer not in COMPUTER_LEVELS:
            raise RecordError(f"player {index + 1} has an unknown computer level {computer!r}")
        players.append(Player(name, computer))

    first = record.get("first_player", 0)
    if not _is_int(first) or first not in (0, 1):
        raise RecordError("first_player must be 0 or 1")

    moves = _field(record, "moves", list)
    game = Game(board, Rules(play_again=play_again), (players[0], players[1]), first)
    n = len(board.points)
    for number, move in enumerate(moves, start=1):
        if not isinstance(move, list) or len(move) != 2 or not all(_is_int(v) for v in move):
            raise RecordError(f"move {number} must be a pair of star numbers")
        i, j = move
        if not (0 <= i < n and 0 <= j < n) or i == j:
            raise IllegalRecordMove(f"move {number} names stars that are not on the board: {i}-{j}")
        try:
            game.play(i, j)
        except IllegalMove as error:
            raise IllegalRecordMove(
                f"move {number} ({i}-{j}) is not allowed: {error.reason.value}"
            ) from None
    return game


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field(record: Mapping[str, Any], name: str, kind: type) -> Any:
    value = record.get(name)
    if not isinstance(value, kind):
        expected = {list: "a list", Mapping: "an object"}.get(kind, kind.__name__)
        raise RecordError(f"'{name}' is missing or is not {expected}")
    return value


def _board_from(field: Mapping[str, Any]) -> Board:
    stars = field.get("stars")
    if not isinstance(stars, list):
        raise RecordError("board.stars must be a list of [x, y] pairs")
    for index, star in enumerate(stars):
        if not isinstance(star, list) or len(star) != 2 or not all(_is_int(v) for v in star):
            raise RecordError(f"board star {index} must be a pair of integers")
    tolerance = field.get("tolerance", LEGACY_TOLERANCE)
    if not _is_int(tolerance) or not 0 <= tolerance <= MAX_TOLERANCE:
        raise RecordError(
            f"board.tolerance must be a whole number of board units from 0 to {MAX_TOLERANCE}"
        )
    n, seed = field.get("n"), field.get("seed")
    if (n is None) != (seed is None):
        raise RecordError("board.n and board.seed go together")
    if n is not None and (not _is_int(n) or not _is_int(seed) or n != len(stars) or seed < 0):
        raise RecordError("board.n must equal the number of stars and board.seed be >= 0")
    try:
        return Board([tuple(s) for s in stars], tolerance, n=n, seed=seed)
    except ValueError as error:
        raise RecordError(f"invalid board: {error}") from None
