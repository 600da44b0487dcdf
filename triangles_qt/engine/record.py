"""Game records: the save-game format (JSON), validated and replayed through the rules.

    {
      "format": "triangles-game",
      "version": 1,
      "board": {"stars": [[x, y], ...], "tolerance": 10, "n": 60, "seed": 7},
      "rules": {"play_again": false},
      "players": [{"name": "Ann", "computer": null}, {"name": "Computer", "computer": "hard"}],
      "first_player": 0,
      "moves": [[i, j], ...],
      "given_lines": 12,
      "earlier_players": [{"lines": 12, "players": [{"name": "Ann", "computer": null}, ...]}],
      "analysis": {"moves": [{"best": 2, "actual": 0, "exact": true, "line": [4, 9]}, ...]}
    }

"n" and "seed" are present only for generated boards. A name that is the English default of its
seat ("You" and "Computer" against the computer, else "Player 1" and "Player 2") stands for the
default name, which the window shows in the player's language (`Game.default_name_of`).
"given_lines", "earlier_players" and "analysis" are optional (older records have none):
"earlier_players" says who drew given lines where other players than the record's did (the
first `lines` of them, then the next part up to its `lines`...; see `Game.players_of_line`);
"analysis" is the game's analysis (see `review.py`), one entry per line from the first on.

Loading never trusts the file: every field is type-checked, the board is rebuilt from its stars,
and the moves are replayed through the rules (`Game.from_record`), so a tampered record cannot
produce an impossible position. Nothing in it is executed.
A record keeps the tolerance its game was played with (0.1 wrote 4), so it replays unchanged
whatever today's default; a record without the field loads with LEGACY_TOLERANCE, 0.1's.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, TypeGuard

from .board import MAX_TOLERANCE, Board
from .pieces import Line
from .review import AnalysisEntry, ReviewFieldError, review_record, reviews_from_field
from .setup import EarlierPlayers, Player, Rules
from .vocabulary import MAX_FILE_BYTES, MAX_NAME_LENGTH, MIN_BOARD_NUMBER, stored_level

FORMAT_NAME = "triangles-game"
FORMAT_VERSION = 1
EXCERPT_LENGTH = 40
# Characters no one can read in a name: controls (newlines, tabs, escapes), lone surrogates (they
# cannot be written as UTF-8), and line or paragraph separators.
_UNREADABLE_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
# Characters that turn the text after them around (embeddings, overrides, isolates): in a name
# they would reverse the rest of a sentence that shows it, or disguise the name itself.
_DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# What shows nothing on its own: spaces, format characters (zero-width space, byte-order mark,
# tags), combining marks with nothing to combine with, and the blank letters of Hangul and
# Braille. A name must have something else.
_INVISIBLE_CATEGORIES = frozenset({"Zs", "Cf", "Mn", "Me"})
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# The tolerance of a record that does not give one: 0.1's, the only one it ever used.
LEGACY_TOLERANCE = 4
# The largest board number a record may carry: 0.1's --seed took up to 2**63 - 1 (the app now
# makes at most MAX_BOARD_NUMBER), so its games still open; a larger one is made up, and would
# fill the window's title and the suggested file name.
MAX_RECORDED_BOARD_NUMBER = 2**63 - 1


class RecordError(ValueError):
    """A game record that cannot be loaded; the message names the problem."""


class UnknownRecordVersion(RecordError):
    """A record of a format version this app does not read (perhaps from a newer version)."""


class IllegalRecordMove(RecordError):
    """A well-formed record whose moves break the rules (or name stars not on the board)."""


def excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """A short, escaped quotation of a bad value for a message: never the whole of a huge value,
    never a control character or lone surrogate that would break a text widget or a log."""
    text = value if isinstance(value, str) else _short_repr(value, limit)
    shown = "".join(
        char if char.isprintable() else char.encode("unicode_escape", "backslashreplace").decode()
        for char in text[:limit]
    )
    return f"\u201c{shown}\u201d" + ("\u2026" if len(text) > limit else "")


def _short_repr(value: object, limit: int) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return f"an integer of about {int(value.bit_length() * 0.30103)} digits"
    if isinstance(value, list | dict) and len(value) > limit:
        return f"a {type(value).__name__} of {len(value)} items"
    try:
        return repr(value)[: limit + 1]
    except (ValueError, RecursionError):
        return type(value).__name__


def name_problem(name: object, max_length: int = MAX_NAME_LENGTH) -> str | None:
    """Why `name` is not a name a person can read (English), or None when it is fine: text of
    1 to `max_length` characters with at least one that can be seen, without control
    characters, lone surrogates, line separators or characters that change the direction of
    the text around them."""
    if not isinstance(name, str):
        return "must be text"
    if not name.strip():
        return "must not be empty"
    if len(name) > max_length:
        return f"must be at most {max_length} characters long"
    for char in name:
        if unicodedata.category(char) in _UNREADABLE_CATEGORIES:
            return (
                "contains a character that cannot be shown (a control character or lone surrogate)"
            )
        if char in _DIRECTION_CONTROLS:
            return "contains a character that changes the direction of the text around it"
    if all(_invisible(char) for char in name):
        return "has no character that can be seen"
    return None


def _invisible(char: str) -> bool:
    return unicodedata.category(char) in _INVISIBLE_CATEGORIES or char in _BLANK_LETTERS


class RecordedGame(NamedTuple):
    """What a record holds: a game's setup and its moves (the position follows from them)."""

    board: Board
    rules: Rules
    players: tuple[Player, Player]
    first_player: int
    moves: Sequence[Line]
    # How many of the moves the game was given to start from ("continue from here"); 0 for a
    # game played from the empty board. Optional in records (older ones have none).
    given_lines: int = 0
    # The analysis of the first lines (`review.py`); optional in records.
    analysis: tuple[AnalysisEntry, ...] = ()
    # Who drew given lines where other players did (`Game.earlier_players`); optional.
    earlier_players: tuple[EarlierPlayers, ...] = ()
    # Whether the analysis is of this version (it must tell one story), not from before.
    analysis_current: bool = True


def record_of(game: RecordedGame) -> dict[str, Any]:
    """The JSON-ready record of a game (see `Game.to_record`)."""
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
        "players": [_player_record(p) for p in game.players],
        "first_player": game.first_player,
        "moves": [[i, j] for i, j in game.moves],
    } | (
        ({"given_lines": game.given_lines} if game.given_lines else {})
        | (
            {"earlier_players": [_earlier_record(part) for part in game.earlier_players]}
            if game.earlier_players
            else {}
        )
        | ({"analysis": review_record(game.analysis)} if game.analysis else {})
    )


def _player_record(player: Player) -> dict[str, Any]:
    return {
        "name": player.name,
        "computer": None if player.computer is None else player.computer.value,
    }


def _earlier_record(part: EarlierPlayers) -> dict[str, Any]:
    return {"lines": part.lines, "players": [_player_record(p) for p in part.players]}


def record_to_json(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def parse_record_text(text: str | bytes) -> Any:
    """JSON text to a record object, refusing oversized or undecodable input. The cap is in
    bytes (UTF-8), whether the record comes as text or as bytes."""
    too_large = RecordError(f"the record is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    if len(text) > MAX_FILE_BYTES:
        raise too_large
    if isinstance(text, str) and len(text.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        raise too_large
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("the record is not UTF-8 text") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise RecordError("the record is not valid JSON: nested too deeply") from None
    except ValueError:  # JSONDecodeError, and integers beyond Python's digit limit
        raise RecordError("the record is not valid JSON") from None


def read_record(record: object) -> RecordedGame:
    """A record (dict, or JSON text) checked field by field, its moves not yet replayed:
    `Game.from_record` replays them through the rules."""
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
        raise UnknownRecordVersion(
            f"unknown record version {version if abs(version) < 2**31 else excerpt(version)}"
            " (this app reads version 1)"
        )

    board = _board_from(_field(record, "board", Mapping))
    rules_field = _field(record, "rules", Mapping)
    play_again = rules_field.get("play_again", False)
    if not isinstance(play_again, bool):
        raise RecordError("rules.play_again must be true or false")

    players_field = _field(record, "players", list)
    if len(players_field) != 2:
        raise RecordError("the record must name exactly two players")
    players = tuple(_player_from(index, entry) for index, entry in enumerate(players_field))

    first = record.get("first_player", 0)
    if not _is_int(first) or first not in (0, 1):
        raise RecordError("first_player must be 0 or 1")

    moves = _field(record, "moves", list)
    n = len(board.points)
    lines: list[Line] = []
    for number, move in enumerate(moves, start=1):
        if not isinstance(move, list) or len(move) != 2 or not all(_is_int(v) for v in move):
            raise RecordError(f"move {number} must be a pair of star numbers")
        i, j = move
        if not (0 <= i < n and 0 <= j < n) or i == j:
            raise IllegalRecordMove(
                f"move {number} names stars that are not on the board: {excerpt(i)}-{excerpt(j)}"
            )
        lines.append((i, j))
    given = record.get("given_lines", 0)
    if not _is_int(given) or not 0 <= given <= len(lines):
        raise RecordError("given_lines must be a whole number from 0 to the number of moves")
    earlier = _earlier_players_from(record.get("earlier_players", []), given)
    analysis: tuple[AnalysisEntry, ...] = ()
    current = True
    if "analysis" in record:
        analysis, current = analysis_from_field(record["analysis"], n, len(lines))
    rules = Rules(play_again=play_again)
    return RecordedGame(
        board, rules, (players[0], players[1]), first, lines, given, analysis, earlier, current
    )


def _earlier_players_from(field: object, given: int) -> tuple[EarlierPlayers, ...]:
    """The "earlier_players" parts: each covers given lines after the one before it."""
    what = "earlier_players"
    if not isinstance(field, list):
        raise RecordError(f"{what} must be a list")
    parts: list[EarlierPlayers] = []
    for index, entry in enumerate(field):
        where = f"{what}[{index}]"
        if not isinstance(entry, Mapping):
            raise RecordError(f"{where} must be an object")
        end = entry.get("lines")
        before = parts[-1].lines if parts else 0
        if not _is_int(end) or not before < end <= given:
            raise RecordError(
                f"{where}.lines must be a whole number after the part before it and at most"
                " given_lines"
            )
        seats = entry.get("players")
        if not isinstance(seats, list) or len(seats) != 2:
            raise RecordError(f"{where}.players must name exactly two players")
        pair = tuple(_player_from(seat, player, where) for seat, player in enumerate(seats))
        parts.append(EarlierPlayers(end, (pair[0], pair[1])))
    return tuple(parts)


def analysis_from_field(
    field: object, stars: int, moves: int
) -> tuple[tuple[AnalysisEntry, ...], bool]:
    """The entries of an "analysis" field for a game of `moves` moves on `stars` stars, each
    checked (RecordError names the place), and whether the field is of this version (else
    from before it); whether each best line could be drawn where it stands, and whether the
    entries tell one story, is for the replay to check."""
    # No final score difference can be beyond this: the triangles scored in one game are faces
    # of one triangulation of the stars, which has at most 2n - 5.
    limit = max(0, 2 * stars - 5)
    try:
        entries, current = reviews_from_field(field, stars, moves, limit)
    except ReviewFieldError as error:
        raise RecordError(str(error)) from None
    return tuple(entries), current


def _player_from(index: int, entry: object, within: str = "") -> Player:
    where = f"{within}.players[{index}]" if within else f"players[{index}]"
    if not isinstance(entry, Mapping):
        raise RecordError(f"{where} must be an object")
    name = entry.get("name")
    problem = name_problem(name)
    if problem is not None or not isinstance(name, str):
        raise RecordError(f"{where}.name {problem}: {excerpt(name)}")
    computer = entry.get("computer")
    level = stored_level(computer)
    if computer is not None and level is None:
        raise RecordError(f"{where}.computer is an unknown computer level: {excerpt(computer)}")
    return Player(name, level)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


_KIND_NAMES: dict[type, str] = {list: "a list", Mapping: "an object"}


def _field(record: Mapping[str, Any], name: str, kind: type) -> Any:
    value = record.get(name)
    if not isinstance(value, kind):
        expected = _KIND_NAMES.get(kind, kind.__name__)
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
    if n is not None and (not _is_int(n) or n != len(stars)):
        raise RecordError("board.n must equal the number of stars")
    if seed is not None and (
        not _is_int(seed) or not MIN_BOARD_NUMBER <= seed <= MAX_RECORDED_BOARD_NUMBER
    ):
        raise RecordError(
            f"board.seed must be a whole number from {MIN_BOARD_NUMBER} to "
            f"{MAX_RECORDED_BOARD_NUMBER}, "
            f"not {excerpt(seed)}"
        )
    try:
        return Board([tuple(s) for s in stars], tolerance, n=n, seed=seed)
    except ValueError as error:
        detail = str(error)
        raise RecordError(
            f"invalid board: {detail[:200]}" + ("\u2026" if len(detail) > 200 else "")
        ) from None
