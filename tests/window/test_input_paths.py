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
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QPointingDevice
from PySide6.QtTest import QTest

from triangles_qt.engine import Board, Game, Player, Rules, default_players
from triangles_qt.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
LANDSCAPE = (1200, 860)
PORTRAIT = (700, 1100)
VS_EASY = (Player("You"), Player("Computer", "easy"))

# -- The window and where its stars are -----------------------------------------------------------


@pytest.fixture
def open_window(qtbot) -> Callable[..., MainWindow]:
    """Show a full main window of `size` with a fresh 24-star game between two people."""
    windows: list[MainWindow] = []

    def make(size: tuple[int, int] = LANDSCAPE, players=None) -> MainWindow:
        window = MainWindow()
        qtbot.addWidget(window)
        windows.append(window)
        window.board_view.set_animations_enabled(False)
        window.session.computer_delay_ms = 0
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        window.start_game(Board.generate(24, seed=3), Rules(), players or default_players())
        return window

    yield make
    for window in windows:
        window.session.shutdown(5000)


def viewport(window: MainWindow):
    return window.board_view.viewport()


def at(window: MainWindow, star: int) -> QPoint:
    """Where a star is in the board's viewport, by Qt's own mapping (not the view's)."""
    view = window.board_view
    x, y = view.game.board.points[star]
    return view.mapFromScene(QPointF(x, y))


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

_touch_device: QPointingDevice | None = None


def touch_device() -> QPointingDevice:
    global _touch_device  # one registered device for the whole run, as on a real machine
    if _touch_device is None:
        _touch_device = QTest.createTouchDevice()
    return _touch_device


def touch(window: MainWindow):
    return QTest.touchEvent(viewport(window), touch_device())


def mouse_drag(qtbot, window: MainWindow, i: int, j: int) -> None:
    target = viewport(window)
    QTest.mousePress(target, LEFT, NO_MOD, at(window, i))
    QTest.mouseMove(target, (at(window, i) + at(window, j)) / 2)
    QTest.mouseMove(target, at(window, j))
    QTest.mouseRelease(target, LEFT, NO_MOD, at(window, j))


def click_click(qtbot, window: MainWindow, i: int, j: int) -> None:
    QTest.mouseClick(viewport(window), LEFT, NO_MOD, at(window, i))
    qtbot.wait(120)
    QTest.mouseClick(viewport(window), LEFT, NO_MOD, at(window, j))


def tap(window: MainWindow, star: int) -> None:
    target = viewport(window)
    touch(window).press(0, at(window, star), target).commit()
    touch(window).release(0, at(window, star), target).commit()


def tap_tap(gap_ms: int) -> Callable[..., None]:
    def draw(qtbot, window: MainWindow, i: int, j: int) -> None:
        tap(window, i)
        assert window.board_view.selected_star == i, "the first tap picks its star"
        qtbot.wait(gap_ms)
        tap(window, j)

    draw.__name__ = f"tap_tap_{gap_ms}ms"
    return draw


def touch_drag(qtbot, window: MainWindow, i: int, j: int) -> None:
    target = viewport(window)
    touch(window).press(0, at(window, i), target).commit()
    touch(window).move(0, (at(window, i) + at(window, j)) / 2, target).commit()
    touch(window).move(0, at(window, j), target).commit()
    touch(window).release(0, at(window, j), target).commit()


def drag_with_a_second_finger(qtbot, window: MainWindow, i: int, j: int) -> None:
    """The first finger draws i-j; a second one lands on another star meanwhile and lifts."""
    target = viewport(window)
    other = next(k for k in range(len(window.game.board.points)) if k not in (i, j))
    middle = (at(window, i) + at(window, j)) / 2
    touch(window).press(0, at(window, i), target).commit()
    touch(window).move(0, middle, target).commit()
    touch(window).stationary(0).press(1, at(window, other), target).commit()
    touch(window).move(0, at(window, j), target).stationary(1).commit()
    touch(window).stationary(0).release(1, at(window, other), target).commit()
    touch(window).release(0, at(window, j), target).commit()


POINTER_PATHS = [
    mouse_drag,
    click_click,
    tap_tap(60),
    tap_tap(250),
    tap_tap(1000),
    touch_drag,
    drag_with_a_second_finger,
]


def spiral(presses: int) -> list[Qt.Key]:
    """Arrow keys that wind outwards: right 1, down 1, left 2, up 2, right 3, ..."""
    turns = [Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up]
    keys: list[Qt.Key] = []
    leg = 0
    while len(keys) < presses:
        keys += [turns[leg % 4]] * (leg // 2 + 1)
        leg += 1
    return keys[:presses]


def keyboard(qtbot, window: MainWindow, wanted: Callable[[int, int], bool]) -> tuple[int, int]:
    """Arrow keys to a first star, Space, arrows to a second star with which `wanted` holds,
    Enter. Returns the line picked."""
    view = window.board_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the focus ring
    first = view.focused_star
    assert first is not None
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.selected_star == first
    seen = {first}
    for key in spiral(40):
        QTest.keyClick(view, key)
        star = view.focused_star
        if star is not None and star not in seen and wanted(first, star):
            QTest.keyClick(view, Qt.Key.Key_Return)
            return first, star
        seen.add(star)
    raise AssertionError("no star the arrows reached makes the line the test needs")


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
