"""Names in the move list: each row keeps its player's colour dot, selected too; the names
show whole at the window's default size; where a small window still cuts one, hovering shows
it whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyle

from tests.i18n.layout_checks import settled
from tests.ui import move_rows
from tests.window.games import VS_EASY, finished_game
from triangles_qt.engine import Board, Game, Rules
from triangles_qt.ui.main_window import MainWindow


def game_with_both_players(window: MainWindow, qtbot) -> Game:
    """A game against the computer with a line of each, the move list open on it."""
    with qtbot.waitSignal(window.game_changed):
        game = window.start_game(Board.generate(60, seed=5), Rules(), VS_EASY)
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    i, j = (int(v) for v in game.legal_moves()[0])
    window.session.request_line(i, j)
    qtbot.waitUntil(lambda: game.move_count >= 2, timeout=30000)
    qtbot.waitUntil(lambda: move_rows.row_count(window.move_list) == game.move_count + 1)
    settled(window)
    return game


def cut_names(window: MainWindow) -> list[str]:
    view, model = window.move_list.view, window.move_list.model
    width = view.header().sectionSize(model.PLAYER)
    return [
        move_rows.text(window.move_list, row, model.PLAYER)
        for row in range(1, model.rowCount())
        if view.sizeHintForIndex(model.index(row, model.PLAYER)).width() > width
    ]


def test_names_show_whole_at_the_default_size(qtbot, window, language):
    game_with_both_players(window, qtbot)
    assert window.width() == 1200
    assert cut_names(window) == []


# A whole 24-star analysis in the window: in the slow selection (the names at the default
# size and in the smallest window stay in the default one).
@pytest.mark.slow
def test_names_show_whole_beside_the_analysis(qtbot, window, language):
    with qtbot.waitSignal(window.game_changed):
        window.set_game(finished_game())
    window.end_screen.close()
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        window.menus.analyse.trigger()
    settled(window)
    assert cut_names(window) == []


def test_a_name_cut_in_the_smallest_window_shows_whole_on_hover(qtbot, window, language):
    game = game_with_both_players(window, qtbot)
    window.resize(480, 400)
    settled(window)
    for row in range(1, game.move_count + 1):
        name = move_rows.text(window.move_list, row, move_rows.PLAYER)
        assert (
            move_rows.cell(window.move_list, row, move_rows.PLAYER, Qt.ItemDataRole.ToolTipRole)
            == name
        )


def test_the_selected_row_keeps_its_dot(qtbot, window):
    game = game_with_both_players(window, qtbot)
    move_list = window.move_list
    for row in (1, 2):  # each player's line, selected
        seat = game.lines[row - 1].player
        move_rows.click(move_list, row)
        settled(window)
        rect = move_list.view.visualRect(move_list.model.index(row, move_rows.PLAYER))
        picture = move_list.view.viewport().grab(rect).toImage()
        highlight = QColor(picture.pixelColor(QPoint(picture.width() - 2, rect.height() // 2)))
        dot = window.theme.player_color(seat)
        # The dot stands out of the selection: pixels far from the highlight in its first
        # icon's room (a dot of the highlight's own colour keeps a ring that does).
        icon = move_list.view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        left = [picture.pixelColor(x, y) for x in range(icon) for y in range(picture.height())]
        standing_out = [c for c in left if colour_distance(c, highlight) > 120]
        assert len(standing_out) >= 8, (row, dot.name(), highlight.name())


def colour_distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
