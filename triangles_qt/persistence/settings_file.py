"""settings.ini, checked strictly before QSettings reads or writes it.

QSettings parses almost any text and its writer follows links, so the app looks first, with
its own strict reading of the INI format: a file that is not fully understood (damaged text,
an unknown kind of value, a link to nothing or to something that is not a valid settings file)
is set aside before anything is written in its place; a named pipe, a device or a file the
system will not let us read is left alone, and then the settings are not written at all.

QSettings itself never opens settings.ini or its lock: the app reads the file (capped, without
following a link to nothing or waiting on a named pipe, checked once open), hands QSettings a
private copy to read or change, and writes the result back atomically under its own lock
(locking.py). A pipe swapped in after a check can then hold nothing up.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QSettings

from .files import atomic_write, decode_text, quarantine, read_capped, regular_file_exists
from .folder import data_dir, folder_problem
from .locking import lock_path, locked
from .problems import LEFT_ALONE, DamagedFile, Problem, ProblemKind

SETTINGS_FILE_NAME = "settings.ini"
MAX_SETTINGS_BYTES = 256 * 1024
# How long a settings write (on the window's thread) waits for another copy's lock before it
# is left for the next write.
SETTINGS_LOCK_WAIT_MS = 50

# The kind of value each key of settings.ini holds (settings.py writes them; a test checks they
# agree). Keys of other versions are kept as they are: QSettings carries them along.
TEXT, NAME, WHOLE_NUMBER, YES_NO = "text", "name", "whole number", "yes/no"
SETTINGS_SCHEMA: dict[str, str] = {
    "view/theme": TEXT,
    "view/language": TEXT,
    "view/animations": YES_NO,
    "window/geometry": TEXT,
    "new_game/size": WHOLE_NUMBER,
    "new_game/opponent": TEXT,
    "new_game/level": TEXT,
    "new_game/name1": NAME,
    "new_game/name2": NAME,
    "new_game/first_player": WHOLE_NUMBER,
    "new_game/play_again": YES_NO,
}

# Keys and section names as QSettings writes them: anything beyond these characters is
# %-escaped, so a space in a key means the file was not written as settings.
_SECTION = re.compile(r"\[([A-Za-z0-9_%.-]*)\]")
_KEY = re.compile(r"[A-Za-z0-9_%./-]+")
# What QSettings writes for text: characters, backslash escapes (a quote is written \"), and
# stretches in double quotes (around a comma or semicolon, or spaces at either end); a leading
# @ doubled. An unquoted comma would make a list, an unquoted semicolon a comment; a # inside a
# value is a character like any other.
_TEXT_BODY = r'(?:[^\\",;]|\\.|"(?:[^"\\]|\\.)*")*'
_TEXT = re.compile(r"(?!@(?!@))" + _TEXT_BODY)
# A name QSettings cannot carry as text (settings.py writes those as UTF-8 bytes), as it writes
# bytes: @ByteArray(...) with backslash escapes, the whole in double quotes around a comma or
# semicolon.
_BYTES = re.compile(r'@ByteArray\((?:[^\\",;]|\\.)*\)|"@ByteArray\((?:[^"\\]|\\.)*\)"')
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")
_YES_NO = re.compile(r"true|false|1|0", re.IGNORECASE)


def settings_file() -> Path:
    return data_dir() / SETTINGS_FILE_NAME


def check_settings_text(text: str) -> None:
    """DamagedFile unless every line is a comment, a [section] or key=value, and every known
    key holds its kind of value in the form QSettings writes it."""
    section = ""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        heading = _SECTION.fullmatch(line)
        if heading is not None:
            section = heading.group(1).strip()
            continue
        key, equals, value = line.partition("=")
        if not equals or _KEY.fullmatch(key.strip()) is None:
            raise DamagedFile(ProblemKind.NOT_VALID, f"line {number} is not key=value")
        name = key.strip() if section in ("", "General") else f"{section}/{key.strip()}"
        kind = SETTINGS_SCHEMA.get(name)
        if kind is not None and not _holds(value.strip(), kind):
            raise DamagedFile(ProblemKind.WRONG_DATA, f"{name} (line {number}) should be {kind}")


def _holds(value: str, kind: str) -> bool:
    if kind == WHOLE_NUMBER:
        return _WHOLE_NUMBER.fullmatch(value) is not None
    if kind == YES_NO:
        return _YES_NO.fullmatch(value) is not None
    if kind == NAME and _BYTES.fullmatch(value) is not None:
        return True
    return _TEXT.fullmatch(value) is not None


def check_settings_file(path: Path | None = None) -> Problem | None:
    """Look at settings.ini before QSettings does. None: fine (or absent), use it. A Problem
    otherwise: a damaged file or bad link has been moved aside (`kept_as`) and the defaults
    apply; when `blocked`, something stays at the name and the settings must not be written."""
    path = Path(path) if path is not None else settings_file()
    reason = folder_problem(path.parent)
    if reason is not None:
        return Problem(ProblemKind.FOLDER_UNUSABLE, path.parent, None, reason, blocked=True)
    try:
        data = read_capped(path, MAX_SETTINGS_BYTES)
        if data is None or not data.strip():
            return None  # an empty file is what QSettings writes when nothing has been set
        check_settings_text(decode_text(data))
    except DamagedFile as damage:
        kept_as = None if damage.kind in LEFT_ALONE else quarantine(path)
        blocked = kept_as is None and os.path.lexists(path)
        return Problem(damage.kind, path, kept_as, damage.detail, blocked=blocked)
    return None


def settings_write_problem(path: Path | None = None) -> Problem | None:
    """Why QSettings must not be handed settings.ini now, or None when it may: the name (or
    that of the lock QSettings takes beside it, `<name>.lock`) belongs to something that is not
    a regular file. QSettings opens both to read before it writes, and a named pipe would hold
    it (and the window) for ever. Checked right before every write: they may appear while the
    app runs."""
    path = Path(path) if path is not None else settings_file()
    for name in (path, lock_path(path)):
        try:
            regular_file_exists(name)
        except DamagedFile as damage:
            if damage.kind is ProblemKind.UNREADABLE:
                continue  # no name to look at (a folder in the way): QSettings fails at once
            return Problem(
                damage.kind, name, None, damage.detail, blocked=True, before_writing=True
            )
    return None


def read_settings(path: Path) -> dict[str, object]:
    """Every key of settings.ini and its value as QSettings reads it ({} when there is no
    file), from bytes the app read itself; DamagedFile when its name is not a regular file
    (or a link to one), or it cannot be read."""
    data = read_capped(path, MAX_SETTINGS_BYTES) or b""
    with _private_copy(data) as copy:
        store = QSettings(str(copy), QSettings.Format.IniFormat)
        values: dict[str, object] = {}
        for key in _keys(store):
            try:
                values[key] = store.value(key)
            except Exception:  # PySide refuses some stored variants by raising: damaged
                values[key] = None
        del store
    return values


def write_settings(path: Path, changes: Mapping[str, object]) -> Problem | None:
    """Set `changes` in settings.ini, keeping every other key it holds now (another copy's
    too): under its lock, the file read as `read_settings` reads it, changed by QSettings in a
    private copy, and written back atomically. A Problem when that could not be done."""
    with locked(path, SETTINGS_LOCK_WAIT_MS) as refused:
        if refused is not None:
            return refused
        try:
            data = read_capped(path, MAX_SETTINGS_BYTES) or b""
        except DamagedFile as damage:
            return Problem(
                damage.kind, path, None, damage.detail, blocked=True, before_writing=True
            )
        with _private_copy(data) as copy:
            store = QSettings(str(copy), QSettings.Format.IniFormat)
            for key, value in changes.items():
                store.setValue(key, value)
            store.sync()
            written = store.status() == QSettings.Status.NoError
            del store
            data = copy.read_bytes() if written else b""
        if not written:
            return Problem(ProblemKind.WRITE_FAILED, path, None, "QSettings could not write it")
        try:
            atomic_write(path, data)
        except OSError as error:
            return Problem(ProblemKind.WRITE_FAILED, path, None, error.strerror or str(error))
    return None


@contextmanager
def _private_copy(data: bytes) -> Iterator[Path]:
    """`data` as a settings file in a folder of the app's own, removed after."""
    with tempfile.TemporaryDirectory(prefix="triangles-settings-") as folder:
        copy = Path(folder) / SETTINGS_FILE_NAME
        copy.write_bytes(data)
        yield copy


def _keys(store: QSettings) -> list[str]:
    """Every key of `store`. A stored variant PySide cannot rebuild (a damaged or forged file)
    raises its error at the first call after QSettings read the file; asked again, it answers."""
    for _attempt in range(2):
        try:
            return store.allKeys()
        except Exception:  # PySide raises what it met while reading: damaged, so skipped
            continue
    return []


__all__ = [
    "MAX_SETTINGS_BYTES",
    "SETTINGS_FILE_NAME",
    "SETTINGS_SCHEMA",
    "check_settings_file",
    "check_settings_text",
    "read_settings",
    "settings_file",
    "settings_write_problem",
    "write_settings",
]
