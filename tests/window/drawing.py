"""Drawing a line in the whole window as a player does: where a star is on screen (`at`), the
mouse, touch and the keyboard (the window tests of every input path and of the puzzles use
them)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest

from triangles_qt.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def viewport(window: MainWindow):
    return window.board_view.viewport()


def at(window: MainWindow, star: int) -> QPoint:
    """Where a star is in the board's viewport, by Qt's own mapping (not the view's)."""
    view = window.board_view
    x, y = view.game.board.points[star]
    return view.mapFromScene(QPointF(x, y))


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
