"""Learn from your mistakes in every language at the window's smallest size, in portrait and at
the default size: no text cut, nothing out of reach, no shortcut letter used twice among the
window's menus and the page's buttons; and the end screen with its "Learn from your mistakes"
button, at the smallest size."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.puzzles.helpers import analysed
from triangles_qt.i18n import LANGUAGES, set_language
from triangles_qt.puzzles.attempt import Verdict
from triangles_qt.puzzles.lessons import normalized
from triangles_qt.ui.main_window import MainWindow

from ..selection import each_once
from .layout_checks import PAGE_SIZES as SIZES
from .layout_checks import PseudoTranslator, layout_problems, letter_clashes, settled


# Each language and each size in the default selection, every pair in the slow one.
@pytest.mark.parametrize(("code", "size"), each_once(LANGUAGES, SIZES))
def test_a_lesson_fits(window, qtbot, code, size):
    set_language(code)
    assert_a_lesson_fits(window, qtbot, code, size)


@pytest.mark.parametrize("size", ["smallest", "portrait"])
def test_a_lesson_fits_words_longer_than_any_language_has(english, qtbot, make_window, size):
    """Every string 40 % longer (`PseudoTranslator`), in a window made with it."""
    translator = PseudoTranslator()
    QApplication.installTranslator(translator)
    try:
        window = make_window(end_screen=False)
        assert_a_lesson_fits(window, qtbot, "longer words", size)
    finally:
        QApplication.removeTranslator(translator)


def assert_a_lesson_fits(window: MainWindow, qtbot, code: str, size: str) -> None:
    """The page at `size` with its question, after a miss, after the hint, with the best line
    shown and at the end of the lesson."""
    window.show()
    qtbot.waitExposed(window)
    window.resize(SIZES[size])
    game = analysed()
    window.set_game(game)
    mode = window.mistakes
    with qtbot.waitSignal(mode.line_shown, timeout=10000):
        mode.open(1, True)
    page = mode.page
    window_letters = [
        *(action.text() for action in window.menuBar().actions()),
        page.next_button.text(),
        page.leave_button.text(),
    ]
    assert letter_clashes(window_letters) == []
    narrow = SIZES[size].width() < SIZES["default"].width()
    drawn = normalized(game.moves[mode.lines[0]])
    for step in ("question", Verdict.WRONG, Verdict.WRONG, Verdict.REVEALED, "end"):
        if step == "end":
            for _ in mode.lines[1:]:
                with qtbot.waitSignal(mode.line_shown, timeout=10000):
                    page.next_button.click()
            with qtbot.waitSignal(mode.line_shown, timeout=10000):
                page.next_button.click()
        elif step != "question":
            with qtbot.waitSignal(mode.answered, timeout=5000) as answered:
                mode.session.request_line(*drawn)
            assert answered.args[0] is step
        settled(window)
        assert window.size() == SIZES[size]
        problems = layout_problems(window, names_give_way=narrow)
        assert problems == [], "\n".join([code, size, str(step), *problems])


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_end_screen_with_learn_from_your_mistakes_fits(english, qtbot, make_window, code):
    set_language(code)
    window = make_window()  # with its end screen
    window.show()
    qtbot.waitExposed(window)
    window.resize(SIZES["smallest"])
    window.set_game(analysed())  # over and analysed: the end screen offers the lessons
    qtbot.waitUntil(lambda: window.end_screen.dialog is not None)
    dialog = window.end_screen.dialog
    qtbot.waitExposed(dialog)
    assert dialog.learn_button.isVisible()
    settled(dialog)
    problems = layout_problems(dialog)
    assert problems == [], "\n".join([code, *problems])
    dialog.close_button.click()
