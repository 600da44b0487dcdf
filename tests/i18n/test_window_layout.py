"""The whole window at its smallest, its default size, portrait and landscape, in every
language and with every string 40 % longer, with the move list open on an analysed game: no
text cut, no sideways scroll bar, every button within reach."""

from __future__ import annotations

import copy
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QTreeView, QWidget

from tests.ai.helpers import finished_small_game
from triangles_qt.ai.reviewer import review_game
from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.i18n import LANGUAGES, set_language
from triangles_qt.ui.about import AboutBox
from triangles_qt.ui.main_window import DEFAULT_WINDOW_SIZE, MainWindow
from triangles_qt.ui.rules_figures import two_triangles_figure

from ..selection import each_once
from .file_dialogs import open_file_dialog
from .layout_checks import PseudoTranslator, layout_problems, settled

MINIMUM_SIZE = QSize(480, 400)  # the window's own minimum (asserted below)
SIZES = {
    "smallest": MINIMUM_SIZE,
    "default": DEFAULT_WINDOW_SIZE,
    "portrait": QSize(MINIMUM_SIZE.width(), DEFAULT_WINDOW_SIZE.height()),
    "low landscape": QSize(DEFAULT_WINDOW_SIZE.width(), MINIMUM_SIZE.height()),
}


@functools.cache
def analysed_record() -> dict:
    """The record of a finished game between two long names, analysed exactly (once for all
    the checks: the analysis is the same every time)."""
    game = finished_small_game(0, False)
    names = [{"name": "Anna-Kaarina"}, {"name": "Bartholomew"}]
    game = Game.from_record(game.to_record() | {"players": names})
    game.review = review_game(game)
    return game.to_record()


def analysed_game() -> Game:
    """A finished game between two long names, analysed exactly: every mark, a mistake that
    threw the win away, and the line that decided the game."""
    game = Game.from_record(copy.deepcopy(analysed_record()))
    assert game.current_review is not None and game.current_review.decisive is not None
    return game


# Each language and each size in the default selection, every pair in the slow one.
@pytest.mark.parametrize(("code", "size"), each_once(LANGUAGES, SIZES))
def test_the_window_with_the_move_list_fits(window, qtbot, code, size):
    set_language(code)
    assert_the_window_fits(window, qtbot, code, size)


@pytest.mark.parametrize("size", SIZES)
def test_the_window_fits_words_longer_than_any_language_has(english, qtbot, make_window, size):
    """Every string 40 % longer (`PseudoTranslator`): a language the app does not have yet
    fits as well."""
    translator = PseudoTranslator()
    QApplication.installTranslator(translator)
    try:
        window = make_window(end_screen=False)
        assert window.menus.game_menu.title() == "&Game \u00c5\u00c9"  # (the words are longer)
        assert_the_window_fits(window, qtbot, "longer words", size)
    finally:
        QApplication.removeTranslator(translator)


def assert_the_window_fits(window: MainWindow, qtbot, code: str, size: str) -> None:
    """The window with the move list open on an analysed game, at `size`: the overview, the
    line that decided the game, the last line, and the analysis running again."""
    assert window.minimumSize() == MINIMUM_SIZE
    game = analysed_game()
    window.set_game(game)
    window.show()
    qtbot.waitExposed(window)
    window.menus.move_list_toggle.setChecked(True)
    window.resize(SIZES[size])
    settled(window)
    assert window.size() == SIZES[size]
    # Narrower than the default, a long name may give way in the score bar, whole on hover.
    narrow = SIZES[size].width() < DEFAULT_WINDOW_SIZE.width()
    move_list, panel = window.move_list, window.move_list.analysis
    review = game.current_review
    assert review is not None and review.decisive is not None
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


def finish_a_game(window: MainWindow) -> None:
    """Two long names play the figure's square to its end; the end screen opens."""
    figure, _ = two_triangles_figure()
    game = Game(figure.board, Rules(), (Player("Anna-Kaarina"), Player("Bartholomew")))
    for i, j in figure.moves[:-1]:
        game.play(i, j)
    window.set_game(game)
    window.board_view.line_requested.emit(*figure.moves[-1])


def opened_dialogs(window: MainWindow, qtbot, folder: Path) -> Iterator[tuple[str, QWidget, bool]]:
    """Each dialog as a player opens it from the window, and whether it is squeezed here (Qt
    sizes its message boxes to their text itself)."""
    yield "new game", window.open_new_game_dialog(), True
    yield "statistics", window.files.show_statistics(), True
    yield "rules", window.show_rules(), True
    window.menus.about.trigger()
    about = next(
        widget for widget in QApplication.topLevelWidgets() if isinstance(widget, AboutBox)
    )
    yield "about", about, False
    about.close()
    game = window.start_game(Board.generate(24, seed=5), Rules())
    window.session.request_line(*(int(v) for v in game.legal_moves()[0]))
    window.menus.restart.trigger()
    box = window.abandon_prompt.box
    assert box is not None
    yield "abandon", box, False
    box.button(QMessageBox.StandardButton.Cancel).click()
    window.end_screen.enabled = True
    finish_a_game(window)
    qtbot.waitUntil(lambda: window.end_screen.dialog is not None)
    yield "end", window.end_screen.dialog, True
    for which in ("ask_save", "ask_open"):
        dialog = open_file_dialog(qtbot, window, folder, which)
        yield which, dialog, False  # squeezed: test_qt_file_dialogs_squeezed, below
        dialog.reject()


def dialog_problems(dialog: QWidget, names_give_way: bool) -> list[str]:
    problems = layout_problems(dialog, names_give_way=names_give_way)
    if isinstance(dialog, QFileDialog):
        # Qt's own folder box lists the folder's whole path, longer than a small dialog.
        problems = [problem for problem in problems if not problem.startswith("lookInCombo")]
    return problems


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_dialog_fits_at_its_size_and_squeezed(window, qtbot, code, folder):
    set_language(code)
    window.show()
    qtbot.waitExposed(window)
    for name, dialog, squeezable in opened_dialogs(window, qtbot, folder):
        qtbot.waitExposed(dialog)
        settled(dialog)
        problems = dialog_problems(dialog, names_give_way=False)
        assert problems == [], "\n".join([code, name, "own size", *problems])
        if not squeezable:
            continue
        dialog.resize(MINIMUM_SIZE)
        settled(dialog)
        assert dialog.width() <= MINIMUM_SIZE.width(), (code, name, dialog.size())
        assert dialog.height() <= MINIMUM_SIZE.height(), (code, name, dialog.size())
        problems = dialog_problems(dialog, names_give_way=True)
        assert problems == [], "\n".join([code, name, "squeezed", *problems])


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("which", ["ask_save", "ask_open"])
def test_qt_file_dialogs_squeezed(window, qtbot, folder, which, code):
    set_language(code)
    window.show()
    qtbot.waitExposed(window)
    dialog = open_file_dialog(qtbot, window, folder, which)
    header = dialog.findChild(QTreeView, "treeView").header()
    assert not any(header.isSectionHidden(column) for column in range(header.count()))
    dialog.resize(MINIMUM_SIZE)
    settled(dialog)
    assert dialog.size().boundedTo(MINIMUM_SIZE) == dialog.size()
    assert dialog_problems(dialog, names_give_way=True) == []
    # The details gave way, the name stayed; widened again, every column is back.
    assert not header.isSectionHidden(0) and header.hiddenSectionCount() > 0
    dialog.resize(DEFAULT_WINDOW_SIZE)
    settled(dialog)
    assert header.hiddenSectionCount() == 0
    assert dialog_problems(dialog, names_give_way=True) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_statistics_with_a_game_squeezed(window, qtbot, code):
    """The nine columns need more than the window's smallest width: narrowed, the table turns
    on its side (a column per level and size), every heading and number whole."""
    set_language(code)
    window.show()
    qtbot.waitExposed(window)
    figure, _ = two_triangles_figure()
    game = Game(figure.board, Rules(), (Player("You"), Player("Computer", "hard")))
    for i, j in figure.moves:
        game.play(i, j)
    window.bookkeeper.statistics.add_game(game)
    dialog = window.files.show_statistics()
    qtbot.waitExposed(dialog)
    settled(dialog)
    assert not dialog.on_its_side and dialog_problems(dialog, names_give_way=False) == []
    shown = dialog.row_texts()
    dialog.resize(MINIMUM_SIZE)
    settled(dialog)
    assert dialog.size().boundedTo(MINIMUM_SIZE) == dialog.size()
    assert dialog.on_its_side and dialog.row_texts() == shown
    assert dialog_problems(dialog, names_give_way=False) == []
    dialog.resize(DEFAULT_WINDOW_SIZE)
    settled(dialog)
    assert not dialog.on_its_side and dialog.row_texts() == shown
    dialog.close()
