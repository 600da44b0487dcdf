"""The player's preferences: one typed place for every QSettings key and its default.

Settings live in `<data dir>/settings.ini` (INI format, readable by people). The data dir is the
platform's app data location, or `TRIANGLES_DATA_DIR` when that is set (tests and portable
installs use it); see persistence/folder.py. The file is checked strictly before QSettings
touches it (persistence/settings_file.py); when something that must not be written over is in
its place, the settings live in memory only for this run. Every getter validates what it reads:
a missing, corrupt or wrong-typed value gives the default, never an exception.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

from .engine import COMPUTER_LEVELS, MAX_NAME_LENGTH, PRESET_SIZES
from .engine.record import name_problem
from .persistence.folder import (
    APP_NAME,
    DATA_DIR_VARIABLE,
    data_dir,
    set_application_identity,
)
from .persistence.settings_file import SETTINGS_FILE_NAME

OPPONENT_HUMAN = "human"
OPPONENT_COMPUTER = "computer"
OPPONENTS = (OPPONENT_HUMAN, OPPONENT_COMPUTER)

DEFAULT_THEME = "nebula"
DEFAULT_SIZE = 60


@dataclass(frozen=True)
class NewGameChoices:
    """What the New Game dialog sets, remembered for next time (the board number is not)."""

    size: int = DEFAULT_SIZE
    opponent: str = OPPONENT_COMPUTER
    level: str = "medium"
    # Names as the player typed them; empty means "the default name for this seat".
    name1: str = ""
    name2: str = ""
    first_player: int = 0
    play_again: bool = False

    @property
    def against_computer(self) -> bool:
        return self.opponent == OPPONENT_COMPUTER


# Keys, in one place.
_KEY_THEME = "view/theme"
_KEY_LANGUAGE = "view/language"
_KEY_ANIMATIONS = "view/animations"
_KEY_GEOMETRY = "window/geometry"
_KEY_NEW_GAME = "new_game/"  # prefix of the NewGameChoices fields


def settings_path() -> Path:
    return data_dir() / SETTINGS_FILE_NAME


class _MemoryStore:
    """The part of QSettings that Settings uses, kept in memory: for a run that must not write
    the settings file (something not understood is in its place, or the folder is unusable)."""

    def __init__(self) -> None:
        self._values: dict[str, object] = {}

    def value(self, key: str) -> object:
        return self._values.get(key)

    def setValue(self, key: str, value: object) -> None:
        self._values[key] = value

    def sync(self) -> None:
        pass

    def status(self) -> QSettings.Status:
        return QSettings.Status.NoError


class Settings:
    """Typed access to the settings file. Writes go to disk when `sync()` runs or Qt decides.
    `in_memory`: read nothing from disk and write nothing there (defaults for this run)."""

    def __init__(self, path: Path | str | None = None, in_memory: bool = False) -> None:
        self.path = Path(path) if path is not None else settings_path()
        self.in_memory = in_memory
        if in_memory:
            self._store: QSettings | _MemoryStore = _MemoryStore()
            return
        # QSettings creates the folder when it writes; make sure it can.
        # A read-only location: reading still works, and writes fail quietly.
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._store = QSettings(str(self.path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        self._store.sync()

    @property
    def write_failed(self) -> bool:
        """QSettings writes settings.ini atomically but fails silently; this tells."""
        return self._store.status() == QSettings.Status.AccessError

    # -- Low-level typed reads: anything unexpected gives the default -------------------------

    def _raw(self, key: str) -> object:
        try:
            return self._store.value(key)
        except Exception:  # PySide refuses some stored variants by raising; treat as damaged
            return None

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
        name = self._str(key, "", MAX_NAME_LENGTH).strip()
        return name if name and name_problem(name, MAX_NAME_LENGTH) is None else ""

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
        self._store.setValue(_KEY_THEME, str(key))

    @property
    def language(self) -> str:
        """A language code such as "fi", or "" for the system's language."""
        value = self._str(_KEY_LANGUAGE, "", max_length=20)
        return value if value.replace("_", "").replace("-", "").isalnum() or not value else ""

    @language.setter
    def language(self, code: str) -> None:
        self._store.setValue(_KEY_LANGUAGE, str(code))

    @property
    def animations(self) -> bool:
        return self._bool(_KEY_ANIMATIONS, True)

    @animations.setter
    def animations(self, enabled: bool) -> None:
        self._store.setValue(_KEY_ANIMATIONS, bool(enabled))

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
        self._store.setValue(_KEY_GEOMETRY, base64.b64encode(bytes(data)).decode("ascii"))

    # -- New game ------------------------------------------------------------------------------

    @property
    def new_game(self) -> NewGameChoices:
        defaults = NewGameChoices()
        p = _KEY_NEW_GAME
        size = self._int(p + "size", defaults.size, 3, 300)
        return NewGameChoices(
            size=size if size in PRESET_SIZES else defaults.size,
            opponent=self._choice(p + "opponent", defaults.opponent, OPPONENTS),
            level=self._choice(p + "level", defaults.level, COMPUTER_LEVELS),
            name1=self._name(p + "name1"),
            name2=self._name(p + "name2"),
            first_player=self._int(p + "first_player", defaults.first_player, 0, 1),
            play_again=self._bool(p + "play_again", defaults.play_again),
        )

    @new_game.setter
    def new_game(self, choices: NewGameChoices) -> None:
        p = _KEY_NEW_GAME
        self._store.setValue(p + "size", int(choices.size))
        self._store.setValue(p + "opponent", choices.opponent)
        self._store.setValue(p + "level", choices.level)
        self._store.setValue(p + "name1", choices.name1[:MAX_NAME_LENGTH])
        self._store.setValue(p + "name2", choices.name2[:MAX_NAME_LENGTH])
        self._store.setValue(p + "first_player", int(choices.first_player))
        self._store.setValue(p + "play_again", bool(choices.play_again))


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
