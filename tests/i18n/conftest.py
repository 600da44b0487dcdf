"""Every i18n test starts and ends in English, whatever language it switched to."""

import importlib.util
from pathlib import Path

import pytest

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
def window(qtbot, english):
    """A main window in English with no end screen (a test finishes games to read them); its
    processes are stopped afterwards. Modules that need another window define their own."""
    from triangles_qt.ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.end_screen.enabled = False
    yield win
    win.session.computer.shutdown(5000)
