"""The board never moves under the player's finger: with the move list open, drawing lines and
analysing the game leave the list's width, and so every star, where they were. The list is as
wide as the longest texts it will hold (names, marks) from the moment it opens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from tests.i18n.layout_checks import settled
from tests.ui import move_rows
from tests.window.games import VS_EASY, finished_game
from triangles_qt.engine import Board, Rules
from triangles_qt.ui.main_window import MainWindow


def star_places(window: MainWindow) -> list[QPoint]:
    """Where each star is drawn in the window."""
    view = window.board_view
    count = len(view.game.board.points)
    return [view.mapTo(window, view.star_view_position(s).toPoint()) for s in range(count)]


def open_the_list(window: MainWindow, qtbot) -> None:
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    settled(window)


def test_drawing_the_first_lines_leaves_every_star_in_place(qtbot, window, language):
    with qtbot.waitSignal(window.game_changed):
        game = window.start_game(Board.generate(60, seed=5), Rules(), VS_EASY)
    open_the_list(window, qtbot)
    places, width = star_places(window), window.move_list.width()
    i, j = (int(v) for v in game.legal_moves()[0])
    window.session.request_line(i, j)  # the person's line, then the computer's
    qtbot.waitUntil(lambda: game.move_count >= 2, timeout=30000)
    qtbot.waitUntil(lambda: move_rows.row_count(window.move_list) == game.move_count + 1)
    settled(window)
    assert window.move_list.width() == width
    assert star_places(window) == places


# A whole 24-star analysis in the window: in the slow selection (drawing lines, above, stays
# in the default one).
@pytest.mark.slow
def test_analysing_leaves_every_star_in_place(qtbot, window, language):
    with qtbot.waitSignal(window.game_changed):
        window.set_game(finished_game())
    window.end_screen.close()
    open_the_list(window, qtbot)
    places, width = star_places(window), window.move_list.width()
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        window.menus.analyse.trigger()
    qtbot.waitUntil(lambda: move_rows.text(window.move_list, 1, move_rows.MARK) != "")
    settled(window)
    assert window.move_list.width() == width
    assert star_places(window) == places
