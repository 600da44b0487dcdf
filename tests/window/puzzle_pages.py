"""What the tests of Game > Puzzles share: a fake clock, opening the puzzle mode, drawing an
answer, and a puzzle's card in the schedule."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

from triangles_qt.puzzles.attempt import Verdict
from triangles_qt.ui.main_window import MainWindow

DAY = dt.date(2026, 12, 3)


class FakeClock:
    def __init__(self, day: dt.date) -> None:
        self.day = day

    def __call__(self) -> dt.date:
        return self.day


def open_puzzles(qtbot, window: MainWindow, clock: FakeClock) -> SimpleNamespace:
    """Game > Puzzles; the page's board as the input helpers take a window's."""
    window.puzzles.clock = clock
    assert window.puzzles.action in window.menus.game_menu.actions()
    with qtbot.waitSignal(window.puzzles.puzzle_shown, timeout=10000):
        window.puzzles.action.trigger()
    page = window.puzzles.page
    assert page.isVisible() and page.board_view.game is window.puzzles.game
    return SimpleNamespace(board_view=page.board_view, game=page.board_view.game)


def answer(qtbot, window: MainWindow, draw) -> Verdict:
    with qtbot.waitSignal(window.puzzles.answered, timeout=5000) as blocker:
        draw()
    return blocker.args[0]


def card_of(window: MainWindow, puzzle):
    return window.puzzles.schedule.progress.cards[f"{puzzle.source}/{puzzle.id}"]
