"""Input on the board: mouse, touch and keys become picker calls, and picks become lines.

`BoardInput` is the event half of `BoardView` (it needs the view's `board_scene`, `picker`,
`hit_radius` and `line_requested`, declared below). Each event is turned into a call on the
`Picker` with the stars' positions in viewport pixels; what the picker then holds (hover,
selection, focus, the rubber band's end) is shown by the scene; a completed pick is emitted as
`line_requested(i, j)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import numpy as np
from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QTouchEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView

from triangles_qt.engine import Game

from .picker import Picker
from .scene import BoardScene
from .style import star_point

# Mouse events that the system makes from touches are ignored for this long after a touch,
# because the touch events themselves were already handled.
SYNTHESIZED_MOUSE_GRACE_MS = 800

# By key code: QKeyEvent.key() is an int.
_ARROW_DIRECTIONS: dict[int, tuple[float, float]] = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
_PICK_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select)
_TOUCH_EVENTS = (
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.TouchEnd,
    QEvent.Type.TouchCancel,
)


class BoardInput(QGraphicsView):
    """Mouse, touch and keyboard handlers of the board view (a mixin of `BoardView`)."""

    # Supplied by BoardView:
    line_requested: ClassVar[Signal]
    board_scene: BoardScene
    picker: Picker
    _input_enabled: bool
    _touch_id: int | None  # the finger that draws, while one does
    _touch_clock: QElapsedTimer  # since the last touch event
    if TYPE_CHECKING:

        @property
        def game(self) -> Game | None: ...
        def hit_radius(self, touch: bool) -> float: ...
        def clear_selection(self) -> None: ...

    # -- Between the picker and the scene ------------------------------------------------------

    def _star_xy(self) -> np.ndarray:
        """Every star's position in viewport pixels."""
        if self.game is None:
            return np.empty((0, 2))
        t = self.viewportTransform()
        xy = self.game.board.xy
        xs = t.m11() * xy[:, 0] + t.m21() * xy[:, 1] + t.dx()
        ys = t.m12() * xy[:, 0] + t.m22() * xy[:, 1] + t.dy()
        return np.column_stack((xs, ys))

    def _can_pick(self) -> bool:
        return self._input_enabled and self.game is not None and not self.game.is_over

    def _update_hover(self, radius: float | None = None) -> None:
        radius = self.hit_radius(False) if radius is None else radius
        before = self.picker.hovered
        self.picker.hover(self._star_xy(), radius, self._can_pick())
        if self.picker.hovered != before:
            if self.picker.hovered is None:
                self.viewport().unsetCursor()
            else:
                self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self._refresh_markers()

    def _refresh_markers(self) -> None:
        picker = self.picker
        if self._can_pick():
            focused = picker.focused if (picker.keyboard_active and self.hasFocus()) else None
            self.board_scene.place_markers(picker.selected, picker.hovered, focused)
        else:
            self.board_scene.place_markers(None, None, None)
        self._refresh_preview()

    def _refresh_preview(self) -> None:
        """The rubber band where the picker says, in scene coordinates."""
        scene = self.board_scene
        scene.set_frame(self.viewportTransform(), QRectF(self.viewport().rect()), self.font())
        game = self.game
        if game is None or not self._can_pick():
            scene.show_preview(None, None, None)
            return
        radius = self.hit_radius(self._touch_id is not None)
        target, end = self.picker.preview(self._star_xy(), radius, self.underMouse())
        end_point = None
        if target is not None:
            end_point = star_point(game.board.points[target])
        elif end is not None:
            inverse, _ = self.viewportTransform().inverted()
            end_point = inverse.map(QPointF(*end))
        scene.show_preview(self.picker.selected, target, end_point)

    def _request(self, line: tuple[int, int] | None) -> None:
        if line is not None:
            self._refresh_markers()
            self.line_requested.emit(*line)

    # -- Mouse ---------------------------------------------------------------------------------

    def _from_touch(self, event: QMouseEvent) -> bool:
        """A mouse event the system made from a touch that was already handled as a touch."""
        synthesized = event.source() != Qt.MouseEventSource.MouseEventNotSynthesized
        device = event.device()
        if device is not None and device.type() == QInputDevice.DeviceType.TouchScreen:
            synthesized = True
        return (
            synthesized
            and self._touch_clock.isValid()
            and self._touch_clock.elapsed() < SYNTHESIZED_MOUSE_GRACE_MS
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # the board swallows clicks, also while it takes no input
        if self._from_touch(event) or not self._can_pick():
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(_xy(event.position()), self.hit_radius(False))
        elif event.button() == Qt.MouseButton.RightButton:
            self.clear_selection()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._from_touch(event):
            event.accept()
            return
        self.picker.mouse_moved(_xy(event.position()))
        if not self._can_pick():
            self.picker.pointer = _xy(event.position())
            return
        self.picker.move(self._star_xy(), _xy(event.position()), self.hit_radius(False))
        self._update_hover()
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if self._from_touch(event) or not self._can_pick():
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._release(_xy(event.position()), self.hit_radius(False))

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A fast second click is still a click (on another star: the second end of the line).
        self.mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        if not self.picker.pressing:
            self.picker.pointer_left()
            self._refresh_markers()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.accept()  # the board always fits the view: nothing to scroll

    def _press(self, pos: tuple[float, float], radius: float) -> None:
        self.board_scene.clear_hint()
        self.picker.press(self._star_xy(), pos, radius)
        self._refresh_markers()

    def _release(self, pos: tuple[float, float], radius: float) -> None:
        line = self.picker.release(self._star_xy(), pos, radius)
        self._update_hover(radius)
        self._request(line)

    # -- Touch -------------------------------------------------------------------------------

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() in _TOUCH_EVENTS:
            assert isinstance(event, QTouchEvent)
            self._touch(event)
            event.accept()
            return True
        return super().viewportEvent(event)

    def _touch(self, event: QTouchEvent) -> None:
        self._touch_clock.restart()
        kind = event.type()
        if not self._can_pick():
            return
        radius = self.hit_radius(True)
        if kind == QEvent.Type.TouchCancel:
            self.clear_selection()
            return
        points = event.points()
        if not points:
            return
        if kind == QEvent.Type.TouchBegin or self._touch_id is None:
            # Only the first finger draws; more fingers are ignored until all are lifted.
            self._touch_id = points[0].id()
            self._press(_xy(points[0].position()), radius)
            if kind == QEvent.Type.TouchBegin:
                return
        point = next((p for p in points if p.id() == self._touch_id), None)
        if point is None:
            return
        if kind == QEvent.Type.TouchEnd or point.state() == point.State.Released:
            line = self.picker.release(self._star_xy(), _xy(point.position()), radius)
            self._touch_id = None
            # A finger does not hover: after lifting, nothing stays highlighted under it.
            self.picker.pointer_left()
            self._refresh_markers()
            self._request(line)
        else:
            self.picker.move(self._star_xy(), _xy(point.position()), radius)
            self._update_hover(radius)

    # -- Keyboard ------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and (
            self.picker.selected is not None or self.board_scene.hint.isVisible()
        ):
            self.board_scene.clear_hint()
            self.clear_selection()
            event.accept()
            return
        if not self._can_pick():
            event.ignore()
            return
        centre = (self.viewport().width() / 2, self.viewport().height() / 2)
        if key in _ARROW_DIRECTIONS and not (event.modifiers() & Qt.KeyboardModifier.AltModifier):
            self.board_scene.clear_hint()
            self.picker.arrow(self._star_xy(), *_ARROW_DIRECTIONS[key], centre)
            self._refresh_markers()
            event.accept()
        elif key in _PICK_KEYS:
            self.board_scene.clear_hint()
            line = self.picker.pick_focused(self._star_xy(), centre)
            self._refresh_markers()
            self._request(line)
            event.accept()
        else:
            event.ignore()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._refresh_markers()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._refresh_markers()


def _xy(point: QPointF) -> tuple[float, float]:
    return (point.x(), point.y())
