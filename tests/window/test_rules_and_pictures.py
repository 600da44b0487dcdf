"""Journeys through the whole window: the rules (F1) and pictures of the board.

Each test drives the window as a player does: keys in the window, actions from the menus,
rows of the move list.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from tests.ui import move_rows
from triangles_qt.engine import Board, Rules, default_players
from triangles_qt.ui.board.picture import render_board_picture
from triangles_qt.ui.main_window import MainWindow


def press_f1(qtbot, window: MainWindow):
    window.activateWindow()
    window.board_view.setFocus()
    QTest.keyClick(window.board_view, Qt.Key.Key_F1)
    rules = window.findChild(type(window.show_rules()))  # the one rules window
    qtbot.waitUntil(rules.isVisible)
    return rules


def test_f1_opens_the_rules_at_the_top_after_they_were_read_to_the_end(qtbot, window):
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


def test_f1_while_the_rules_are_open_keeps_the_place(qtbot, window):
    rules = press_f1(qtbot, window)
    bar = rules.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    press_f1(qtbot, window)
    assert bar.value() == bar.maximum() // 2


@pytest.mark.parametrize("section", ["counts.title", "back.title"])
def test_the_rules_open_at_a_section_asked_for(qtbot, window, section):
    rules = window.show_rules(section)
    bar = rules.scroll_area.verticalScrollBar()
    viewport = rules.scroll_area.viewport()
    heading = rules.findChild(type(viewport), f"rules_{section}")
    top = heading.mapTo(viewport, heading.rect().topLeft()).y()
    assert 0 <= top < viewport.height() - heading.height(), "the heading shows"
    # At the top of the window, unless the section is in the last screenful.
    assert top < viewport.height() // 8 or bar.value() == bar.maximum()
    assert bar.value() > bar.minimum()


# -- Export picture ----------------------------------------------------------------------------


def play_lines(window: MainWindow, count: int) -> None:
    game = window.game
    for _ in range(count):
        i, j = (int(v) for v in game.legal_moves()[0])
        window.session.request_line(i, j)


def choose_row(qtbot, window: MainWindow, lines: int) -> None:
    """Click the move list's row of the position after `lines` lines (0: Start)."""
    move_rows.click(window.move_list, lines)
    qtbot.waitUntil(lambda: window.board_view.game.move_count == lines)


def export_through_the_dialog(qtbot, window: MainWindow, path) -> str:
    """Game > Export picture, the file chosen and accepted; returns the dialog's title."""
    export = next(a for a in window.menus.game_menu.actions() if a.objectName() == "exportPicture")
    export.trigger()
    dialog = window.findChild(QFileDialog, "fileDialog")
    qtbot.waitUntil(dialog.isVisible)
    title = dialog.windowTitle()
    dialog.selectFile(str(path))
    dialog.accept()
    qtbot.waitUntil(path.exists)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the dialog goes
    return title


def test_export_picture_while_looking_back_exports_the_position_shown(qtbot, window, tmp_path):
    window.start_game(Board.generate(24, seed=3), Rules(), default_players())
    play_lines(window, 8)
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    choose_row(qtbot, window, 3)
    title = export_through_the_dialog(qtbot, window, tmp_path / "shown.png")
    assert "3" in title, "the dialog says which position it exports"
    position = window.game.continued_from(3, window.game.players)
    theme = window.board_view.theme
    picture = render_board_picture(position, theme, "png", of_lines=window.game.move_count)
    assert (tmp_path / "shown.png").read_bytes() == picture
    assert (tmp_path / "shown.png").read_bytes() != render_board_picture(window.game, theme, "png")
    # Back at the game (End), the picture is the game's.
    QTest.keyClick(window.move_list.view, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: window.board_view.game is window.game)
    title = export_through_the_dialog(qtbot, window, tmp_path / "game.png")
    assert "3" not in title
    assert (tmp_path / "game.png").read_bytes() == render_board_picture(window.game, theme, "png")


CAPTION = {
    "en": "After line 3 of 8",
    "id": "Setelah garis 3 dari 8",
    "ro": "După linia 3 din 8",
    "fi": "Viivan 3/8 jälkeen",
}


def test_a_picture_of_an_earlier_position_says_which_line_of_how_many(
    qtbot, window, tmp_path, language
):
    window.start_game(Board.generate(24, seed=3), Rules(), default_players())
    play_lines(window, 8)
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    choose_row(qtbot, window, 3)
    export_through_the_dialog(qtbot, window, tmp_path / "shown.svg")
    svg = (tmp_path / "shown.svg").read_text(encoding="utf-8")
    assert CAPTION[language] in svg
    assert "progress" not in svg and "Game in progress" not in svg
