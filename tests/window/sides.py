"""Answering "Which side do you play from here?" (Continue from here against the computer)
as a player does: a click on a side's button, or Enter for the side offered first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from triangles_qt.ui.main_window import MainWindow


def side_buttons(qtbot, window: MainWindow) -> tuple[QPushButton, QPushButton]:
    """The two sides' buttons of the open question (waited for)."""
    qtbot.waitUntil(lambda: window.looking_back.side_box is not None)
    box = window.looking_back.side_box
    qtbot.waitExposed(box)
    buttons = tuple(box.findChild(QPushButton, f"chooseSide{seat}") for seat in (0, 1))
    return buttons[0], buttons[1]


def take_side(qtbot, window: MainWindow, seat: int | None = None) -> None:
    """Take side `seat`, or with None the side offered first (Enter)."""
    buttons = side_buttons(qtbot, window)
    box = window.looking_back.side_box
    if seat is None:
        QTest.keyClick(box, Qt.Key.Key_Return)
    else:
        QTest.mouseClick(buttons[seat], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.looking_back.side_box is None)
