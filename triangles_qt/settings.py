"""The player's preferences: one typed place for every QSettings key and its default.

Settings live in `<data dir>/settings.ini` (INI format, readable by people). The data dir is the
platform's app data location, or `TRIANGLES_DATA_DIR` when that is set (tests and portable
installs use it); see persistence/folder.py. The file is checked strictly before QSettings
touches it (persistence/settings_file.py); when something that must not be written over is in
its place, the settings live in memory only for this run. Every getter validates what it reads:
a missing, corrupt or wrong-typed value gives the default, never an exception.

QSettings never opens the file: it reads and changes a private copy of the bytes the app read
itself (persistence/settings_file.py), to read the file at the start and to write the changes,
each time right after checking that its name (and its lock's) belongs to a regular file or to
nothing. Changes are written from the event loop (as QSettings would) or at `sync()`; one that
cannot be written is kept and written later.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QTimer

from .engine import MAX_NAME_LENGTH, PRESET_SIZES, Level, stored_level
from .engine.record import name_problem
from .persistence.folder import (
    APP_NAME,
    DATA_DIR_VARIABLE,
    data_dir,
    set_application_identity,
)
from .persistence.problems import DamagedFile, Problem
from .persistence.settings_file import (
    SETTINGS_FILE_NAME,
    read_settings,
    settings_write_problem,
    write_settings,
)

OPPONENT_HUMAN = "human"
OPPONENT_COMPUTER = "computer"
OPPONENTS = (OPPONENT_HUMAN, OPPONENT_COMPUTER)

DEFAULT_THEME = "nebula"
DEFAULT_BOARD_STARS = 60


@dataclass(frozen=True)
class NewGameChoices:
    """What the New Game dialog sets, remembered for next time (the board number is not)."""

    size: int = DEFAULT_BOARD_STARS
    opponent: str = OPPONENT_COMPUTER
    level: Level = Level.MEDIUM
    # Names as the player typed them; empty means "the default name for this seat".
    name1: str = ""
    name2: str = ""
    first_player: int = 0
    play_again: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "level", Level(self.level))  # a level's stored value, too

    @property
    def against_computer(self) -> bool:
        return self.opponent == OPPONENT_COMPUTER


# Keys, in one place.
_KEY_THEME = "view/theme"
_KEY_LANGUAGE = "view/language"
_KEY_ANIMATIONS = "view/animations"
_KEY_GEOMETRY = "window/geometry"
_KEY_NEW_GAME = "new_game/"  # prefix of the NewGameChoices fields
# What QSettings drops from the start of a text value (it takes them for byte-order marks), so
# a name starting with one is written as its UTF-8 bytes instead (persistence/settings_file.py
# accepts both forms).
_DROPPED_AT_START = ("\ufeff", "\ufffe")


def settings_path() -> Path:
    return data_dir() / SETTINGS_FILE_NAME


class Settings:
    """Typed access to the settings file. Changes are written from the event loop or when
    `sync()` runs. `in_memory`: read nothing from disk and write nothing there (defaults for
    this run)."""

    def __init__(self, path: Path | str | None = None, in_memory: bool = False) -> None:
        self.path = Path(path) if path is not None else settings_path()
        self.in_memory = in_memory
        self._values: dict[str, object] = {}  # as read from the file
        self._changed: dict[str, object] = {}  # set since, not written yet
        self._write_scheduled = False
        self._write_problem: Problem | None = None
        if in_memory:
            return
        # QSettings creates the folder when it writes; make sure it can.
        # A read-only location: reading still works, and writes fail (and say so).
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._write_problem = settings_write_problem(self.path)
        if self._write_problem is None or self._write_problem.path != self.path:
            # (A pipe where the lock goes matters only for writing.)
            try:
                self._values = read_settings(self.path)
            except DamagedFile as damage:  # changed since it was checked: defaults
                self._write_problem = Problem(
                    damage.kind, self.path, None, damage.detail, blocked=True
                )

    def sync(self) -> None:
        """Write the changes now: through a QSettings made for this write only, after
        checking the file's name (`settings_write_problem`). What cannot be written stays to
        be written next time, and `write_problem` says why."""
        self._write_scheduled = False
        if self.in_memory or not self._changed:
            return
        self._write_problem = settings_write_problem(self.path)
        if self._write_problem is None:
            self._write_problem = write_settings(self.path, self._changed)
        if self._write_problem is None:
            self._values.update(self._changed)
            self._changed.clear()

    @property
    def write_problem(self) -> Problem | None:
        """Why the last write did not happen, or None when it did (or none was needed)."""
        return None if self.in_memory else self._write_problem

    def _set(self, key: str, value: object) -> None:
        self._changed[key] = value
        if not self._write_scheduled and QCoreApplication.instance() is not None:
            # Written once control is back in the event loop, as QSettings itself would.
            self._write_scheduled = True
            QTimer.singleShot(0, self.sync)

    # -- Low-level typed reads: anything unexpected gives the default -------------------------

    def _raw(self, key: str) -> object:
        return self._changed[key] if key in self._changed else self._values.get(key)

    def _str(self, key: str, default: str, max_length: int = 200) -> str:
        value = self._raw(key)
        if isinstance(value, str) and len(value) <= max_length:
            return value
        return default

    def _int(self, key: str, default: int, minimum: int, maximum: int) -> int:
        value = self._raw(key)
        if isinstance(value, bool):
            return default
        if isinstance(value, str):
            try:
                value = int(value.strip())
            except ValueError:
                return default
        if isinstance(value, int) and minimum <= value <= maximum:
            return value
        return default

    def _bool(self, key: str, default: bool) -> bool:
        value = self._raw(key)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0"):
            return value.strip().lower() in ("true", "1")
        if isinstance(value, int) and value in (0, 1):
            return value == 1
        return default

    def _name(self, key: str) -> str:
        """A remembered player name, or "" (the default name) for one no one could read."""
        value = self._raw(key)
        if isinstance(value, (QByteArray, bytes)):  # see `_set_name`
            try:
                value = bytes(value.data() if isinstance(value, QByteArray) else value).decode()
            except UnicodeDecodeError:
                return ""
        name = value.strip() if isinstance(value, str) and len(value) <= MAX_NAME_LENGTH else ""
        return name if name and name_problem(name, MAX_NAME_LENGTH) is None else ""

    def _set_name(self, key: str, name: str) -> None:
        """Store `name` so that it reads back exactly: as text, or as its UTF-8 bytes when
        QSettings would not keep its first character."""
        name = name[:MAX_NAME_LENGTH]
        self._set(key, QByteArray(name.encode()) if name.startswith(_DROPPED_AT_START) else name)

    def _choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        value = self._str(key, default)
        return value if value in choices else default

    # -- View -----------------------------------------------------------------------------------

    @property
    def theme(self) -> str:
        """A theme key; the UI falls back to the default theme for an unknown one."""
        return self._str(_KEY_THEME, DEFAULT_THEME, max_length=40)

    @theme.setter
    def theme(self, key: str) -> None:
        self._set(_KEY_THEME, str(key))

    @property
    def language(self) -> str:
        """A language code such as "fi", or "" for the system's language."""
        value = self._str(_KEY_LANGUAGE, "", max_length=20)
        return value if value.replace("_", "").replace("-", "").isalnum() or not value else ""

    @language.setter
    def language(self, code: str) -> None:
        self._set(_KEY_LANGUAGE, str(code))

    @property
    def animations(self) -> bool:
        return self._bool(_KEY_ANIMATIONS, True)

    @animations.setter
    def animations(self, enabled: bool) -> None:
        self._set(_KEY_ANIMATIONS, bool(enabled))

    @property
    def window_geometry(self) -> bytes:
        """What QWidget.saveGeometry() returned last time, or b"" for none."""
        # Stored as base64 text: a plain string cannot carry a serialized Python object.
        text = self._str(_KEY_GEOMETRY, "", max_length=4000)
        try:
            return base64.b64decode(text.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError, ValueError):
            return b""

    @window_geometry.setter
    def window_geometry(self, data: bytes) -> None:
        self._set(_KEY_GEOMETRY, base64.b64encode(bytes(data)).decode("ascii"))

    # -- New game ------------------------------------------------------------------------------

    @property
    def new_game(self) -> NewGameChoices:
        defaults = NewGameChoices()
        p = _KEY_NEW_GAME
        size = self._int(p + "size", defaults.size, 3, 300)
        return NewGameChoices(
            size=size if size in PRESET_SIZES else defaults.size,
            opponent=self._choice(p + "opponent", defaults.opponent, OPPONENTS),
            level=stored_level(self._str(p + "level", "")) or defaults.level,
            name1=self._name(p + "name1"),
            name2=self._name(p + "name2"),
            first_player=self._int(p + "first_player", defaults.first_player, 0, 1),
            play_again=self._bool(p + "play_again", defaults.play_again),
        )

    @new_game.setter
    def new_game(self, choices: NewGameChoices) -> None:
        p = _KEY_NEW_GAME
        self._set(p + "size", int(choices.size))
        self._set(p + "opponent", choices.opponent)
        self._set(p + "level", choices.level.value)
        self._set_name(p + "name1", choices.name1)
        self._set_name(p + "name2", choices.name2)
        self._set(p + "first_player", int(choices.first_player))
        self._set(p + "play_again", bool(choices.play_again))


__all__ = [
    "APP_NAME",
    "DATA_DIR_VARIABLE",
    "OPPONENTS",
    "OPPONENT_COMPUTER",
    "OPPONENT_HUMAN",
    "NewGameChoices",
    "Settings",
    "data_dir",
    "set_application_identity",
    "settings_path",
]
