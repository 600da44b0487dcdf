"""Every way of drawing a line, through the whole window as the player meets it.

The board view has tests of its own (tests/ui/test_board_view.py); these drive the same inputs
into the board of a full, shown `MainWindow`: mouse drag and click-click, touch tap-tap with
the gaps people leave between taps, touch drag, a second finger while one draws, and the
keyboard; in landscape and in portrait; on a fresh board, with the move list open, after a
refused line and after the computer's reply. Each input ends in the line on the board (the
game's lines and the scene's drawn lines agree) or, for a refused line, in the refusal shown
and nothing drawn.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QAction

from tests.window.drawing import (
    at,
    click_click,
    drag_with_a_second_finger,
    keyboard,
    mouse_drag,
    tap,
    tap_tap,
    touch_drag,
    viewport,
)
from triangles_qt.engine import Board, Game, Player, Rules, default_players
from triangles_qt.ui.main_window import MainWindow

LANDSCAPE = (1200, 860)
PORTRAIT = (700, 1100)
VS_EASY = (Player("You"), Player("Computer", "easy"))

# -- The window and where its stars are -----------------------------------------------------------


@pytest.fixture
def open_window(make_window) -> Callable[..., MainWindow]:
    """Show a full main window of `size` with a fresh 24-star game between two people."""

    def make(size: tuple[int, int] = LANDSCAPE, players=None) -> MainWindow:
        window = make_window(shown=True, computer_delay_ms=0)
        window.resize(*size)
        window.start_game(Board.generate(24, seed=3), Rules(), players or default_players())
        return window

    return make


def legal_far_pair(window: MainWindow, exclude: set[int] = frozenset()) -> tuple[int, int]:
    """Two stars far apart on screen whose line the rules accept now."""
    game = window.game
    count = len(game.board.points)
    best = None
    for i in range(count):
        for j in range(i + 1, count):
            if i in exclude or j in exclude or game.check(i, j) is not None:
                continue
            distance = QPointF(at(window, j) - at(window, i)).manhattanLength()
            if best is None or distance > best[0]:
                best = (distance, i, j)
    assert best is not None, "the test needs a legal line"
    return best[1], best[2]


def refused_pair(window: MainWindow) -> tuple[int, int]:
    """Two stars whose line crosses a drawn line (so the rules refuse it)."""
    game = window.game
    count = len(game.board.points)
    for i in range(count):
        for j in range(i + 1, count):
            reason = game.check(i, j)
            if reason is not None and reason.value == "crosses":
                return i, j
    raise AssertionError("the test needs a line that crosses a drawn one")


def drew(window: MainWindow, number: int, i: int, j: int) -> bool:
    """Line `number` (0 for the first) of the game is i-j (the computer may have replied since)."""
    lines = window.game.lines
    return len(lines) > number and set(lines[number][:2]) == {i, j}


def shows_the_game(window: MainWindow) -> bool:
    lines = [(int(a), int(b), int(p)) for a, b, p in window.game.lines]
    return window.board_view.drawn_lines() == lines


# -- The ways of drawing ------------------------------------------------------------------------

POINTER_PATHS = [
    mouse_drag,
    click_click,
    tap_tap(60),
    tap_tap(250),
    tap_tap(1000),
    touch_drag,
    drag_with_a_second_finger,
]


# -- The situations the player draws in ---------------------------------------------------------


def fresh(qtbot, window: MainWindow, draw) -> None:
    """A board as the game starts."""


def move_list_open(qtbot, window: MainWindow, draw) -> None:
    """The move list beside (or below) the board, opened from the View menu."""
    action = window.findChild(QAction, "moveListToggle")
    action.trigger()
    qtbot.waitUntil(lambda: window.move_list.isVisible())
    qtbot.wait(50)  # (the dock takes its place in the layout)
    assert window.move_list.isVisible()


def after_a_refused_line(qtbot, window: MainWindow, draw) -> None:
    """A line drawn, then one the rules refuse, drawn the same way."""
    i, j = legal_far_pair(window)
    window.session.request_line(i, j)
    a, b = refused_pair(window)
    before = len(window.game.lines)
    draw(qtbot, window, a, b)
    assert len(window.game.lines) == before, "a refused line is not drawn"
    assert window.statusBar().currentMessage(), "the refusal is said"


def after_the_computers_reply(qtbot, window: MainWindow, draw) -> None:
    """Against the computer: the player's line, then the computer's reply."""
    window.start_game(Board.generate(24, seed=3), Rules(), VS_EASY)
    i, j = legal_far_pair(window)
    window.session.request_line(i, j)
    qtbot.waitUntil(lambda: window.game.move_count == 2, timeout=30000)
    qtbot.waitUntil(lambda: window.board_view.is_input_enabled(), timeout=5000)


SITUATIONS = [fresh, move_list_open, after_a_refused_line, after_the_computers_reply]
# Every path in every situation in landscape, and in portrait on a fresh board and after a
# refused line; portrait with the move list open or after the computer's reply is in the slow
# selection.
SITUATIONS_AND_SIZES = [
    pytest.param(
        situation,
        size,
        id=f"{situation.__name__}-{name}",
        marks=[pytest.mark.slow]
        if size == PORTRAIT and situation in (move_list_open, after_the_computers_reply)
        else [],
    )
    for situation in SITUATIONS
    for size, name in ((LANDSCAPE, "landscape"), (PORTRAIT, "portrait"))
]


# -- The tests ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("situation", "size"), SITUATIONS_AND_SIZES)
@pytest.mark.parametrize("draw", POINTER_PATHS, ids=lambda d: d.__name__)
def test_a_pointer_or_finger_draws_the_line_in_the_whole_window(
    qtbot, open_window, draw, situation, size
):
    window = open_window(size)
    assert window.board_view.is_portrait == (size == PORTRAIT)
    situation(qtbot, window, draw)
    i, j = legal_far_pair(window)
    before = window.game.move_count
    draw(qtbot, window, i, j)
    qtbot.waitUntil(lambda: window.game.move_count > before, timeout=3000)
    assert drew(window, before, i, j)
    assert shows_the_game(window)
    assert window.board_view.selected_star is None, "nothing stays half-picked"


@pytest.mark.parametrize("size", [LANDSCAPE, PORTRAIT], ids=["landscape", "portrait"])
@pytest.mark.parametrize("situation", SITUATIONS, ids=lambda s: s.__name__)
def test_the_keyboard_draws_the_line_in_the_whole_window(qtbot, open_window, situation, size):
    window = open_window(size)
    game_lines = lambda: window.game.move_count  # noqa: E731
    if situation is after_a_refused_line:
        i, j = legal_far_pair(window)
        window.session.request_line(i, j)
        before = game_lines()
        keyboard(qtbot, window, lambda a, b: window.game.check(a, b) is not None)
        assert game_lines() == before
        assert window.statusBar().currentMessage()
    else:
        situation(qtbot, window, None)
    before = game_lines()
    i, j = keyboard(qtbot, window, lambda a, b: window.game.check(a, b) is None)
    qtbot.waitUntil(lambda: game_lines() > before, timeout=3000)
    assert drew(window, before, i, j)
    assert shows_the_game(window)


def test_taps_reach_every_corner_of_the_board_in_the_whole_window(qtbot, open_window):
    """Tap-tap from the star nearest each corner of the board to the one nearest the opposite
    corner: a tap lost anywhere on the board (say, far right, where the first tap worked and
    the second did not) fails here."""
    window = open_window(LANDSCAPE)
    rect = viewport(window).rect()
    corners = [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
    count = len(window.game.board.points)

    def nearest(corner: QPoint) -> int:
        return min(range(count), key=lambda k: QPointF(at(window, k) - corner).manhattanLength())

    for corner, opposite in ((0, 2), (1, 3)):
        i, j = nearest(corners[corner]), nearest(corners[opposite])
        if window.game.check(i, j) is not None:
            continue
        before = window.game.move_count
        tap_tap(250)(qtbot, window, i, j)
        qtbot.waitUntil(lambda before=before: window.game.move_count > before, timeout=3000)
        assert drew(window, before, i, j)
    assert window.game.move_count >= 1
    assert shows_the_game(window)


def test_a_whole_game_by_touch_in_the_whole_window(qtbot, open_window):
    """A game between two people, every line tapped star after star, to its end screen."""
    window = open_window(LANDSCAPE)
    window.start_game(Board.generate(24, seed=5), Rules(), default_players())
    window.end_screen.enabled = True
    game: Game = window.game
    while not game.is_over:
        i, j = (int(v) for v in game.legal_moves()[0])
        before = game.move_count
        tap(window, i)
        tap(window, j)
        qtbot.waitUntil(lambda before=before: game.move_count > before, timeout=3000)
    assert shows_the_game(window)
    qtbot.waitUntil(lambda: window.end_screen.dialog is not None, timeout=3000)
