"""The whole window at its smallest, its default size, portrait and landscape, in every
language, with the move list open on an analysed game: no text cut, no sideways scroll bar,
every button within reach."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget

from tests.ai.test_reviewer import finished_small_game
from triangles_qt.ai.reviewer import review_game
from triangles_qt.engine import Game
from triangles_qt.i18n import LANGUAGES, set_language
from triangles_qt.ui.main_window import DEFAULT_SIZE, MainWindow

from .layout_checks import layout_problems

MINIMUM_SIZE = QSize(480, 400)  # the window's own minimum (asserted below)
SIZES = {
    "smallest": MINIMUM_SIZE,
    "default": DEFAULT_SIZE,
    "portrait": QSize(MINIMUM_SIZE.width(), DEFAULT_SIZE.height()),
    "low landscape": QSize(DEFAULT_SIZE.width(), MINIMUM_SIZE.height()),
}


def analysed_game() -> Game:
    """A finished game between two long names, analysed exactly: every mark, a mistake that
    threw the win away, and the line that decided the game."""
    game = finished_small_game(0, False)
    names = [{"name": "Anna-Kaarina"}, {"name": "Bartholomew"}]
    game = Game.from_record(game.to_record() | {"players": names})
    game.review = review_game(game)
    assert game.current_review is not None and game.current_review.decisive is not None
    return game


@pytest.fixture
def window(qtbot, english):
    win = MainWindow()
    qtbot.addWidget(win)
    win.end_screen.enabled = False
    yield win
    win.session.computer.shutdown(5000)


def settled(window: MainWindow) -> None:
    """Events handled until the layout stands still (a new text asks for room, the room
    shows or hides a scroll bar, which asks again)."""
    last = None
    for _ in range(50):
        QApplication.processEvents()
        now = [widget.geometry().getRect() for widget in window.findChildren(QWidget)]
        if now == last:
            return
        last = now
    raise AssertionError("the layout never settles")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_window_with_the_move_list_fits(window, qtbot, code, size):
    assert window.minimumSize() == MINIMUM_SIZE
    set_language(code)
    game = analysed_game()
    window.set_game(game)
    window.show()
    qtbot.waitExposed(window)
    window.menus.move_list_toggle.setChecked(True)
    window.resize(SIZES[size])
    settled(window)
    assert window.size() == SIZES[size]
    # Narrower than the default, a long name may give way in the score bar, whole on hover.
    narrow = SIZES[size].width() < DEFAULT_SIZE.width()
    move_list, panel = window.move_list, window.move_list.analysis
    review = game.current_review
    assert review is not None and review.decisive is not None
    # The overview (Start chosen), the line that decided the game, the last line, and the
    # analysis running again.
    for shown in (0, review.decisive + 1, game.move_count):
        move_list.select_position(shown)
        move_list.position_chosen.emit(shown)
        settled(window)
        assert panel.chart.isVisibleTo(window) and panel.decisive_button.isVisibleTo(window)
        problems = layout_problems(window, names_give_way=narrow)
        assert problems == [], "\n".join([code, size, str(shown), *problems])
    panel.set_running(True)
    panel.set_progress(3, 10)
    settled(window)
    assert panel.progress_bar.isVisibleTo(window)
    problems = layout_problems(window, names_give_way=narrow)
    assert problems == [], "\n".join([code, size, "running", *problems])
