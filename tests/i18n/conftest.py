"""Every i18n test starts and ends in English, whatever language it switched to, and with Qt's
file dialogs as Qt sets them up (`fresh_qt_dialog_state`)."""

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from .file_dialogs import FILE_SIZE

ROOT = Path(__file__).resolve().parents[2]


def load_update_module():
    """translations/update.py (the translators' workflow script), imported by path."""
    path = ROOT / "translations" / "update.py"
    spec = importlib.util.spec_from_file_location("translations_update", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def update_module():
    return load_update_module()


@pytest.fixture
def english(qapp):
    from triangles_qt.i18n import set_language

    set_language("en")
    yield qapp
    set_language("en")


@pytest.fixture
def window_options(english):
    """The window in English with no end screen (a test finishes games to read them); a module
    that needs another changes it with the `window` mark."""
    return {"end_screen": False}


@pytest.fixture(autouse=True)
def fresh_qt_dialog_state(tmp_path):
    """Qt's file dialog keeps its columns and history in the user's QtProject settings: each
    test starts from Qt's defaults, in its own folder, and leaves the user's file alone."""
    scope, user_config = QSettings.Scope.UserScope, QStandardPaths.StandardLocation
    before = QStandardPaths.writableLocation(user_config.GenericConfigLocation)
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, scope, str(tmp_path / "qt-settings"))
    yield
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, scope, before)


@pytest.fixture
def folder(tmp_path):
    """A folder with a subfolder, a saved game and a picture: each dialog lists a folder and a
    file, with a size, a type and a date."""
    place = tmp_path / "games"
    (place / "older games").mkdir(parents=True)
    (place / "last.triangles").write_bytes(b"x" * FILE_SIZE)
    (place / "board.png").write_bytes(b"x" * FILE_SIZE)  # what the Export dialog lists
    return place
