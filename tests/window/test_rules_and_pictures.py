"""Journeys through the whole window: the rules (F1) and pictures of the board.

Each test drives the window as a player does: keys in the window, actions from the menus,
rows of the move list.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from triangles_qt.ui.main_window import MainWindow


@pytest.fixture
def shown_window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.board_view.set_animations_enabled(False)
    window.resize(1200, 860)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    yield window
    window.session.shutdown(5000)


def press_f1(qtbot, window: MainWindow):
    window.activateWindow()
    window.board_view.setFocus()
    QTest.keyClick(window.board_view, Qt.Key.Key_F1)
    rules = window.findChild(type(window.show_rules()))  # the one rules window
    qtbot.waitUntil(rules.isVisible)
    return rules


def test_f1_opens_the_rules_at_the_top_after_they_were_read_to_the_end(qtbot, shown_window):
    window = shown_window
    rules = window.show_rules()
    rules.close()
    rules = press_f1(qtbot, window)
    bar = rules.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0, "the rules are longer than their window"
    bar.setValue(bar.maximum())  # read to the end
    rules.close()
    qtbot.waitUntil(lambda: not rules.isVisible())
    rules = press_f1(qtbot, window)
    assert bar.value() == bar.minimum()


def test_f1_while_the_rules_are_open_keeps_the_place(qtbot, shown_window):
    window = shown_window
    rules = press_f1(qtbot, window)
    bar = rules.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    press_f1(qtbot, window)
    assert bar.value() == bar.maximum() // 2


@pytest.mark.parametrize("section", ["counts.title", "back.title"])
def test_the_rules_open_at_a_section_asked_for(qtbot, shown_window, section):
    window = shown_window
    rules = window.show_rules(section)
    bar = rules.scroll_area.verticalScrollBar()
    viewport = rules.scroll_area.viewport()
    heading = rules.findChild(type(viewport), f"rules_{section}")
    top = heading.mapTo(viewport, heading.rect().topLeft()).y()
    assert 0 <= top < viewport.height() - heading.height(), "the heading shows"
    # At the top of the window, unless the section is in the last screenful.
    assert top < viewport.height() // 8 or bar.value() == bar.maximum()
    assert bar.value() > bar.minimum()
