"""The puzzle mode in every language at the window's smallest size, in portrait and at the
default size: no text cut, nothing out of reach, and no shortcut letter used twice in the Game
menu or among the window's buttons and menus."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from triangles_qt.i18n import LANGUAGES, set_language
from triangles_qt.puzzles.attempt import Verdict
from triangles_qt.ui.main_window import DEFAULT_WINDOW_SIZE, MainWindow

from ..selection import each_once
from .layout_checks import PAGE_SIZES as SIZES
from .layout_checks import (
    PseudoTranslator,
    layout_problems,
    letter_clashes,
    menu_mnemonic_clashes,
    settled,
)


def _wrong_line(window: MainWindow) -> tuple[int, int]:
    mode = window.puzzles
    board = mode.game.board
    for edge in mode.game.legal_edges():
        line = (int(board.edges[edge][0]), int(board.edges[edge][1]))
        if not mode.puzzle.is_solution(line):
            return line
    raise AssertionError("a puzzle has a wrong line")


# Each language and each size in the default selection, every pair in the slow one.
@pytest.mark.parametrize(("code", "size"), each_once(LANGUAGES, SIZES))
def test_the_puzzle_mode_fits(window, qtbot, code, size):
    set_language(code)
    assert_the_puzzle_mode_fits(window, qtbot, code, size)


@pytest.mark.parametrize("size", ["smallest", "portrait"])
def test_the_puzzle_mode_fits_words_longer_than_any_language_has(english, qtbot, make_window, size):
    """Every string 40 % longer (`PseudoTranslator`), in a window made with it."""
    translator = PseudoTranslator()
    QApplication.installTranslator(translator)
    try:
        window = make_window()
        assert window.puzzles.action.text().startswith("&Puzzles \u00c5")
        assert_the_puzzle_mode_fits(window, qtbot, "longer words", size)
    finally:
        QApplication.removeTranslator(translator)


def assert_the_puzzle_mode_fits(window: MainWindow, qtbot, code: str, size: str) -> None:
    """The mode at `size` with its question, after a miss, after the hint and with the best
    line shown."""
    window.show()
    qtbot.waitExposed(window)
    window.resize(SIZES[size])
    mode = window.puzzles
    with qtbot.waitSignal(mode.puzzle_shown, timeout=10000):
        mode.action.trigger()
    assert menu_mnemonic_clashes(window.menus.game_menu) == []
    page = mode.page
    window_letters = [
        *(action.text() for action in window.menuBar().actions()),
        page.next_button.text(),
        page.leave_button.text(),
    ]
    assert letter_clashes(window_letters) == []
    narrow = SIZES[size].width() < DEFAULT_WINDOW_SIZE.width()
    for step in ("question", Verdict.WRONG, Verdict.WRONG, Verdict.REVEALED):
        if step != "question":
            # A wrong answer's cost comes later, worked out off the GUI thread: the text
            # is measured once it is there.
            with (
                qtbot.waitSignal(mode.cost_shown, timeout=10000),
                qtbot.waitSignal(mode.answered, timeout=5000) as answered,
            ):
                mode.session.request_line(*_wrong_line(window))
            assert answered.args[0] is step
        settled(window)
        assert window.size() == SIZES[size]
        problems = layout_problems(window, names_give_way=narrow)
        assert problems == [], "\n".join([code, size, str(step), *problems])
