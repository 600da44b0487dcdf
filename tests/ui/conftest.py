"""Fixtures shared by the window tests."""

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from triangles_qt.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    """A main window with no dialog open and animations off; its computer worker is stopped
    afterwards so no thread outlives the test."""
    win = MainWindow()
    win.board_view.set_animations_enabled(False)
    yield win
    win.session.computer.shutdown(5000)
    win.close()
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
