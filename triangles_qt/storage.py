"""The data folder and safe file handling: capped reads, atomic writes, damaged files set aside.

Everything the app stores (settings.ini, statistics.json, autosave.triangles) lives in
`data_dir()`: the platform's app data location, or `TRIANGLES_DATA_DIR` when that is set. The
folder itself is decided in `settings.py`, so there is exactly one rule for it.

Three promises, because a player's data must survive crashes, power cuts and damaged files:
- a write is atomic: the new bytes go to a temporary file in the same folder, are flushed to the
  disk (fsync), and only then replace the old file; a failed write leaves the old file as it was;
- a damaged file is never overwritten or deleted: `quarantine()` renames it aside to
  `<name>.damaged-<YYYYmmdd-HHMMSS>` (with a counter when that name is taken);
- reads are capped (`MAX_FILE_BYTES`), and files are parsed as JSON or INI only, never executed.

No Qt widgets here: the UI turns a `Problem` into a translated message.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from .engine import Game, IllegalRecordMove, RecordError, UnknownRecordVersion
from .engine.record import record_to_json
from .settings import SETTINGS_FILE_NAME, data_dir

MAX_FILE_BYTES = 5 * 1024 * 1024
DAMAGED_MARK = ".damaged-"


class ProblemKind(enum.Enum):
    """What is wrong with a file; the UI has one translated sentence for each."""

    EMPTY = "empty"
    TOO_LARGE = "too large"
    NOT_TEXT = "not text"  # binary garbage
    NOT_VALID = "not valid"  # truncated or malformed JSON / INI
    WRONG_DATA = "wrong data"  # well-formed, but fields missing or of the wrong type
    UNKNOWN_VERSION = "unknown version"
    ILLEGAL_MOVES = "illegal moves"
    UNREADABLE = "unreadable"  # the operating system refused to read it
    MISSING = "missing"  # a file asked for by name is not there
    WRITE_FAILED = "write failed"  # the operating system refused to write it


@dataclass(frozen=True)
class Problem:
    """A file the app could not read or write, and where a damaged one was kept."""

    kind: ProblemKind
    path: Path
    kept_as: Path | None = None  # where the damaged file now is (None: not moved)
    detail: str = ""  # English detail for logs and the message's "details" part

    @property
    def is_write(self) -> bool:
        return self.kind is ProblemKind.WRITE_FAILED


class DamagedFile(Exception):
    """A file whose contents cannot be used; `kind` says why."""

    def __init__(self, kind: ProblemKind, detail: str = "") -> None:
        super().__init__(detail or kind.value)
        self.kind = kind
        self.detail = detail or kind.value


# -- Reading ----------------------------------------------------------------------------------


def read_capped(path: Path, limit: int = MAX_FILE_BYTES) -> bytes | None:
    """The file's bytes; None when it does not exist. DamagedFile when unreadable or too large.

    The size is checked before and while reading, so a huge (or growing) file is never loaded.
    """
    try:
        with open(path, "rb") as stream:
            data = stream.read(limit + 1)
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise DamagedFile(ProblemKind.UNREADABLE, f"{path.name} is a folder") from None
    except OSError as error:
        raise DamagedFile(ProblemKind.UNREADABLE, error.strerror or str(error)) from None
    if len(data) > limit:
        raise DamagedFile(ProblemKind.TOO_LARGE, f"larger than {limit // (1024 * 1024)} MB")
    return data


def parse_json_bytes(data: bytes) -> Any:
    """Bytes to a JSON value (json only: nothing in it is ever executed)."""
    if not data.strip():
        raise DamagedFile(ProblemKind.EMPTY, "the file is empty")
    if b"\x00" in data:
        raise DamagedFile(ProblemKind.NOT_TEXT, "the file contains binary data")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DamagedFile(ProblemKind.NOT_TEXT, "the file is not UTF-8 text") from None
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        raise DamagedFile(ProblemKind.NOT_VALID, f"not valid JSON: {error}") from None


# -- Writing ----------------------------------------------------------------------------------


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` all at once, or raise OSError and leave the old file intact."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # Created like any new file (0666 less the umask), not private like mkstemp's, because
    # saved games and pictures are meant to be shared.
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    descriptor = os.open(temporary, flags, 0o666)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no directory handles to flush."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


# -- Damaged files ----------------------------------------------------------------------------


def quarantine(path: Path, now: float | None = None) -> Path | None:
    """Rename a damaged file aside; the new path, or None when it could not be moved.

    The file is renamed, never copied over, overwritten or deleted: a hard link to a name that
    must not exist yet, then the old name is dropped; where links are not supported, a rename
    after checking that the name is free.
    """
    path = Path(path)
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    for attempt in range(1, 1000):
        suffix = "" if attempt == 1 else f"-{attempt}"
        target = path.with_name(f"{path.name}{DAMAGED_MARK}{stamp}{suffix}")
        try:
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:
            if target.exists():
                continue
            try:
                os.rename(path, target)
            except OSError:
                return None
            return target
        try:
            os.unlink(path)
        except OSError:
            # The damaged bytes are safe under the new name; the old name stays too, and the
            # caller must not write over it (it gets None and treats the file as stuck).
            with contextlib.suppress(OSError):
                os.unlink(target)
            return None
        return target
    return None


def quarantined_files(path: Path) -> list[Path]:
    """The damaged copies kept aside for `path`, oldest name first."""
    path = Path(path)
    return sorted(path.parent.glob(f"{path.name}{DAMAGED_MARK}*"))


# -- Game files (.triangles: the engine's record format) -----------------------------------------


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


# -- settings.ini -----------------------------------------------------------------------------

# The kind of value each key of settings.ini holds (see settings.py; a test checks they agree).
# QSettings reads INI values back as text, or as a typed value for `@Variant(...)` entries, or as a
# list for comma-separated text: anything but the expected kind means the file was damaged.
_TEXT, _WHOLE_NUMBER, _YES_NO = "text", "whole number", "yes/no"
SETTINGS_SCHEMA: dict[str, str] = {
    "view/theme": _TEXT,
    "view/language": _TEXT,
    "view/animations": _YES_NO,
    "window/geometry": _TEXT,
    "new_game/size": _WHOLE_NUMBER,
    "new_game/opponent": _TEXT,
    "new_game/level": _TEXT,
    "new_game/name1": _TEXT,
    "new_game/name2": _TEXT,
    "new_game/first_player": _WHOLE_NUMBER,
    "new_game/play_again": _YES_NO,
}


def settings_file() -> Path:
    return data_dir() / SETTINGS_FILE_NAME


def check_settings_file(path: Path | None = None) -> Problem | None:
    """Look at settings.ini before the app uses it; a damaged one is quarantined.

    QSettings silently skips what it cannot parse, so the app checks for itself: size, binary
    data, QSettings' own status, and the kind of every known value. An empty file is fine: it
    is what QSettings writes when nothing has been set.
    """
    path = Path(path) if path is not None else settings_file()
    try:
        data = read_capped(path)
        if data is None or not data.strip():
            return None
        if b"\x00" in data:
            raise DamagedFile(ProblemKind.NOT_TEXT, "the file contains binary data")
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            raise DamagedFile(ProblemKind.NOT_TEXT, "the file is not UTF-8 text") from None
        store = QSettings(str(path), QSettings.Format.IniFormat)
        status = store.status()
        if status == QSettings.Status.AccessError:
            raise DamagedFile(ProblemKind.UNREADABLE, "the file cannot be read")
        if status != QSettings.Status.NoError:
            raise DamagedFile(ProblemKind.NOT_VALID, "not a valid settings file")
        for key in store.allKeys():
            kind = SETTINGS_SCHEMA.get(key)
            if kind is None:
                continue  # a key from another version: harmless, QSettings keeps it
            try:
                value = store.value(key)
            except Exception:  # PySide raises for some stored variants it cannot convert
                value = None
            if not _is_kind(value, kind):
                raise DamagedFile(ProblemKind.WRONG_DATA, f"{key} should be a {kind}")
        del store
    except DamagedFile as damage:
        if damage.kind is ProblemKind.UNREADABLE:
            return Problem(damage.kind, path, None, damage.detail)
        return Problem(damage.kind, path, quarantine(path), damage.detail)
    return None


def _is_kind(value: object, kind: str) -> bool:
    if kind == _TEXT:
        return isinstance(value, str)
    if kind == _WHOLE_NUMBER:
        if isinstance(value, bool):
            return False
        if isinstance(value, int):
            return True
        return isinstance(value, str) and value.strip().lstrip("+-").isdigit()
    if kind == _YES_NO:
        if isinstance(value, bool):
            return True
        return isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0")
    return False


__all__ = [
    "DAMAGED_MARK",
    "MAX_FILE_BYTES",
    "SETTINGS_SCHEMA",
    "DamagedFile",
    "Problem",
    "ProblemKind",
    "atomic_write",
    "check_settings_file",
    "data_dir",
    "game_from_bytes",
    "game_to_bytes",
    "parse_json_bytes",
    "quarantine",
    "quarantined_files",
    "read_capped",
    "read_game_file",
    "settings_file",
]
