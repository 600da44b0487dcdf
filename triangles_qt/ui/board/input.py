"""Input on the board: mouse, touch and keys become picker calls, and picks become lines.

`BoardInput` is owned by the board view, which hands it each press, move, release, touch and
key from its event overrides. It is given what it works with: the view (where the board is on
screen: its transform, viewport, focus and screen), the scene (the game, and the markers, hint
and rubber band it shows) and the `Picker` (the state machine of a pick), plus where to send a
completed pick. Each event becomes a call on the picker with the stars' positions in viewport
pixels; what the picker then holds (hover, selection, focus, the rubber band's end) is shown by
the scene; a completed pick goes to `request_line(i, j)`. Hit testing happens in viewport
pixels, so a fingertip gets a bigger target than a mouse.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QInputDevice, QKeyEvent, QMouseEvent, QTouchEvent
from PySide6.QtWidgets import QGraphicsView

from .picker import Picker
from .scene import BoardScene
from .style import star_point

# Hit radii in device-independent pixels; the nearest star inside the radius wins.
MOUSE_HIT_RADIUS = 14.0
TOUCH_HIT_MM = 6.0
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
TOUCH_EVENTS = (
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.TouchEnd,
    QEvent.Type.TouchCancel,
)


class BoardInput:
    """The mouse, touch and keyboard input of one board view."""

    def __init__(
        self,
        view: QGraphicsView,
        scene: BoardScene,
        picker: Picker,
        request_line: Callable[[int, int], object],
    ) -> None:
        self._view = view
        self._scene = scene
        self._picker = picker
        self._request_line = request_line
        self._enabled = True
        self._touch_id: int | None = None  # the finger that draws, while one does
        self._touch_clock = QElapsedTimer()  # since the last touch event

    # -- What the view asks --------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """While disabled (the computer thinks, the game is over) input does nothing."""
        self._enabled = bool(enabled)
        if not enabled:
            self._picker.cancel()
            self._picker.hovered = None
            self._touch_id = None
            self._view.viewport().unsetCursor()
            self.refresh_markers()
        else:
            self._update_hover()

    def reset(self) -> None:
        """Another game is on the board: nothing picked, no finger drawing."""
        self._picker.reset()
        self._touch_id = None
        self.refresh_markers()

    def clear_selection(self) -> None:
        """Forget a half-picked line (the first star, a drag in progress)."""
        self._picker.cancel()
        self._touch_id = None
        self.refresh_markers()

    def hit_radius(self, touch: bool) -> float:
        """The pick radius in viewport pixels: about a fingertip for touch."""
        if not touch:
            # Generous, and always beyond the dot, however large the zoom makes it.
            return max(MOUSE_HIT_RADIUS, self._scene.board_style.star_radius + 6.0)
        screen = self._view.screen()
        dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
        return max(self.hit_radius(False), TOUCH_HIT_MM / 25.4 * dpi)

    def refresh_markers(self) -> None:
        """The markers (picked, hovered, focused star) and the rubber band as the picker says."""
        picker = self._picker
        if self._can_pick():
            focused = picker.focused if (picker.keyboard_active and self._view.hasFocus()) else None
            self._scene.place_markers(picker.selected, picker.hovered, focused)
        else:
            self._scene.place_markers(None, None, None)
        self.refresh_preview()

    def refresh_preview(self) -> None:
        """The rubber band where the picker says, in scene coordinates."""
        scene, view = self._scene, self._view
        scene.set_frame(view.viewportTransform(), QRectF(view.viewport().rect()), view.font())
        game = scene.game
        if game is None or not self._can_pick():
            scene.show_preview(None, None, None)
            return
        radius = self.hit_radius(self._touch_id is not None)
        target, end = self._picker.preview(self._star_xy(), radius, view.underMouse())
        end_point = None
        if target is not None:
            end_point = star_point(game.board.points[target])
        elif end is not None:
            inverse, _ = view.viewportTransform().inverted()
            end_point = inverse.map(QPointF(*end))
        scene.show_preview(self._picker.selected, target, end_point)

    # -- Between the picker and the scene ------------------------------------------------------

    def _star_xy(self) -> np.ndarray:
        """Every star's position in viewport pixels."""
        game = self._scene.game
        if game is None:
            return np.empty((0, 2))
        t = self._view.viewportTransform()
        xy = game.board.xy
        xs = t.m11() * xy[:, 0] + t.m21() * xy[:, 1] + t.dx()
        ys = t.m12() * xy[:, 0] + t.m22() * xy[:, 1] + t.dy()
        return np.column_stack((xs, ys))

    def _can_pick(self) -> bool:
        game = self._scene.game
        return self._enabled and game is not None and not game.is_over

    def _update_hover(self, radius: float | None = None) -> None:
        radius = self.hit_radius(False) if radius is None else radius
        picker = self._picker
        before = picker.hovered
        picker.hover(self._star_xy(), radius, self._can_pick())
        if picker.hovered != before:
            if picker.hovered is None:
                self._view.viewport().unsetCursor()
            else:
                self._view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.refresh_markers()

    def _request(self, line: tuple[int, int] | None) -> None:
        if line is not None:
            self.refresh_markers()
            self._request_line(*line)

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

    def mouse_pressed(self, event: QMouseEvent) -> None:
        event.accept()  # the board swallows clicks, also while it takes no input
        if self._from_touch(event) or not self._can_pick():
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(_xy(event.position()), self.hit_radius(False))
        elif event.button() == Qt.MouseButton.RightButton:
            self.clear_selection()

    def mouse_moved(self, event: QMouseEvent) -> None:
        if self._from_touch(event):
            event.accept()
            return
        self._picker.mouse_moved(_xy(event.position()))
        if not self._can_pick():
            self._picker.pointer = _xy(event.position())
            return
        self._picker.move(self._star_xy(), _xy(event.position()), self.hit_radius(False))
        self._update_hover()
        event.accept()

    def mouse_released(self, event: QMouseEvent) -> None:
        event.accept()
        if self._from_touch(event) or not self._can_pick():
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._release(_xy(event.position()), self.hit_radius(False))

    def pointer_left(self) -> None:
        """The mouse left the board: no star stays hovered (unless a drag goes on)."""
        if not self._picker.pressing:
            self._picker.pointer_left()
            self.refresh_markers()

    def _press(self, pos: tuple[float, float], radius: float) -> None:
        self._scene.clear_hint()
        self._picker.press(self._star_xy(), pos, radius)
        self.refresh_markers()

    def _release(self, pos: tuple[float, float], radius: float) -> None:
        line = self._picker.release(self._star_xy(), pos, radius)
        self._update_hover(radius)
        self._request(line)

    # -- Touch -------------------------------------------------------------------------------

    def touched(self, event: QTouchEvent) -> None:
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
            line = self._picker.release(self._star_xy(), _xy(point.position()), radius)
            self._touch_id = None
            # A finger does not hover: after lifting, nothing stays highlighted under it.
            self._picker.pointer_left()
            self.refresh_markers()
            self._request(line)
        else:
            self._picker.move(self._star_xy(), _xy(point.position()), radius)
            self._update_hover(radius)

    # -- Keyboard ------------------------------------------------------------------------------

    def key_pressed(self, event: QKeyEvent) -> None:
        """Arrows move the focus between stars, Space (or Enter) picks, Esc cancels; any other
        key is ignored, so it goes on to the window (its shortcuts)."""
        key = event.key()
        scene, picker = self._scene, self._picker
        if key == Qt.Key.Key_Escape and (picker.selected is not None or scene.hint.isVisible()):
            scene.clear_hint()
            self.clear_selection()
            event.accept()
            return
        if not self._can_pick():
            event.ignore()
            return
        viewport = self._view.viewport()
        centre = (viewport.width() / 2, viewport.height() / 2)
        if key in _ARROW_DIRECTIONS and not (event.modifiers() & Qt.KeyboardModifier.AltModifier):
            scene.clear_hint()
            picker.arrow(self._star_xy(), *_ARROW_DIRECTIONS[key], centre)
            self.refresh_markers()
            event.accept()
        elif key in _PICK_KEYS:
            scene.clear_hint()
            line = picker.pick_focused(self._star_xy(), centre)
            self.refresh_markers()
            self._request(line)
            event.accept()
        else:
            event.ignore()


def _xy(point: QPointF) -> tuple[float, float]:
    return (point.x(), point.y())
