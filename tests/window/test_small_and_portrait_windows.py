"""Small and portrait windows with the move list open: the score bar still says whose turn it
is (and at the end, the result) in words, under the cards when it is narrow; in a tall window
the height the board cannot use goes to the list."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

from tests.i18n.layout_checks import settled
from tests.window.games import VS_EASY, finished_game
from triangles_qt.engine import Board, Rules
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.move_list_placement import MOVE_LIST_HEIGHT_SHARE, board_scale


def with_the_list(window: MainWindow, qtbot, width: int, height: int) -> None:
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    window.resize(width, height)
    settled(window)
    assert window.size().width() == width and window.size().height() == height


def assert_the_turn_is_said(window: MainWindow) -> None:
    bar = window.score_bar
    label = bar.turn_label
    assert label.isVisibleTo(window) and label.text() == bar.turn_text() != ""
    assert window.rect().contains(QRect(label.mapTo(window, QPoint(0, 0)), label.size()))
    for card in bar.cards:
        assert not card.geometry().intersects(label.geometry())
    assert label.height() >= label.fontMetrics().height()


def test_the_smallest_window_still_says_whose_turn_and_the_result(qtbot, window, language):
    with qtbot.waitSignal(window.game_changed):
        window.start_game(Board.generate(60, seed=5), Rules(), VS_EASY)
    with_the_list(window, qtbot, 480, 400)
    assert_the_turn_is_said(window)
    with qtbot.waitSignal(window.game_changed):
        window.set_game(finished_game())
    window.end_screen.close()
    settled(window)
    assert_the_turn_is_said(window)


def test_a_tall_window_gives_the_list_the_height_the_board_cannot_use(qtbot, window):
    with qtbot.waitSignal(window.game_changed):
        window.set_game(finished_game())
    window.end_screen.close()
    with_the_list(window, qtbot, 700, 1000)
    view, move_list = window.board_view, window.move_list
    # The list is taller than its share, and the board is drawn as large as it would be with
    # the list at its share (the room between them being the board's height it cannot use).
    share = int((window.centralWidget().height() + move_list.height()) * MOVE_LIST_HEIGHT_SHARE)
    assert move_list.height() > share + 40
    larger_view = view.height() + move_list.height() - share
    assert board_scale(view.width(), view.height()) >= board_scale(view.width(), larger_view)


def test_the_move_list_keeps_a_margin_at_the_window_edges(qtbot, window):
    with qtbot.waitSignal(window.game_changed):
        window.set_game(finished_game())
    window.end_screen.close()
    with_the_list(window, qtbot, 1200, 860)  # beside the board
    for width, height in ((1200, 860), (700, 1000)):  # then below it
        window.resize(width, height)
        settled(window)
        button = window.move_list.continue_button
        right = button.mapTo(window, QPoint(button.width(), 0)).x()
        assert window.width() - right >= 4, (width, height)
