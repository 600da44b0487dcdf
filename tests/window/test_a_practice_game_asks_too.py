"""A practice game (one continued from a position) is not thrown away by New game unasked: the
question is the one any game against the computer gets, saying that it is not counted; kept,
it stays on the board; given up, nothing is counted."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.ui import move_rows
from tests.window.games import finished_game
from tests.window.sides import take_side
from triangles_qt.ui.main_window import MainWindow

QUESTION = {
    "en": "Abandon this practice game? It is not counted.",
    "id": "Tinggalkan permainan latihan ini? Permainan ini tidak dihitung.",
    "ro": "Abandonezi acest joc de exercițiu? Nu se numără în statistici.",
    "fi": "Luovutatko tämän harjoituspelin? Sitä ei lasketa tilastoihin.",
}


def a_practice_game_with_a_line_of_the_person(window: MainWindow, qtbot):
    game = finished_game()
    with qtbot.waitSignal(window.game_changed):
        window.session.set_game(game)
    window.end_screen.close()
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    move_rows.click(window.move_list, 20)
    qtbot.waitUntil(lambda: window.board_view.game.move_count == 20)
    window.menus.continue_from_here["easy"].trigger()
    take_side(qtbot, window)
    qtbot.waitUntil(lambda: window.game is not game and window.game.given_lines == 20)
    practice = window.game
    qtbot.waitUntil(window.board_view.is_input_enabled, timeout=30000)
    i, j = (int(v) for v in practice.legal_moves()[0])
    window.session.request_line(i, j)
    qtbot.waitUntil(lambda: window.board_view.is_input_enabled() or practice.is_over, timeout=30000)
    assert not practice.is_over
    return practice


def new_game_from_the_dialog(window: MainWindow, qtbot) -> QMessageBox:
    dialog = window.open_new_game_dialog()
    dialog.accept()
    qtbot.waitUntil(lambda: window.abandon_prompt.box is not None)
    return window.abandon_prompt.box


def test_new_game_asks_before_a_practice_game_is_given_up(qtbot, window, language):
    practice = a_practice_game_with_a_line_of_the_person(window, qtbot)
    box = new_game_from_the_dialog(window, qtbot)
    assert box.text() == QUESTION[language]
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: window.abandon_prompt.box is None)
    assert window.game is practice and not window.session.is_preparing


def test_a_practice_game_given_up_is_not_counted(qtbot, window):
    practice = a_practice_game_with_a_line_of_the_person(window, qtbot)
    before = window.bookkeeper.statistics.statistics
    box = new_game_from_the_dialog(window, qtbot)
    box.findChild(QPushButton, "confirmAbandonButton").click()
    qtbot.waitUntil(lambda: window.game is not practice, timeout=10000)
    assert window.bookkeeper.statistics.statistics == before
