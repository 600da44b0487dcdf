"""The star board on screen: shows a `BoardScene` and turns mouse, touch and keys into picks.

The view fits the board to the window (turned 90 degrees when the window is taller than wide),
follows the screen's pixel density, and hands each press, move, release, touch and key to the
`Picker`, with the stars' positions in viewport pixels. When the picker completes a line, the
view emits `line_requested(i, j)`; the session decides (play or refuse) and the window calls
`sync()` or `show_refusal()`. Hit testing happens in viewport pixels, so a fingertip gets a
bigger target than a mouse.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QInputDevice, QPainter, QPixmapCache
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game, Reason

from ..themes import Theme, theme_by_key
from .art import sky_pixmap
from .picker import Picker
from .scene import BoardScene
from .style import BoardStyle, board_transform

# Hit radii in device-independent pixels; the nearest star inside the radius wins.
MOUSE_HIT_RADIUS = 14.0
TOUCH_HIT_MM = 6.0
# Space kept free round the board, in pixels.
VIEW_PADDING = 10.0
# Mouse events that the system makes from touches are ignored for this long after a touch,
# because the touch events themselves were already handled.
SYNTHESIZED_MOUSE_GRACE_MS = 800

_ARROW_DIRECTIONS = {
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


class BoardView(QGraphicsView):
    """The board of one game. Emits line_requested(i, j) when the player picks two stars."""

    line_requested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, theme: Theme | None = None) -> None:
        super().__init__(parent)
        self.board = BoardScene(BoardStyle(theme or theme_by_key(None)), self)
        self.setScene(self.board)
        self.picker = Picker()
        self._input_enabled = True
        self._touch_id: int | None = None
        self._touch_clock = QElapsedTimer()
        self._sky_key: tuple | None = None
        self._sky = None
        self._portrait = False

        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # Every item pads its own bounding rectangle for antialiasing and saves what it changes.
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
            | QGraphicsView.OptimizationFlag.DontSavePainterState
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(160, 120)
        self._fit()
        self.retranslate()

    # -- The interface the window uses ----------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self.board.game

    @property
    def theme(self) -> Theme:
        return self.board.style.theme

    def set_game(self, game: Game | None) -> None:
        """Show this game (new, loaded or restarted): rebuild everything, without animation."""
        self.picker.reset()
        self._touch_id = None
        self.board.set_game(game)
        self._refresh_markers()

    def sync(self, animate: bool = True) -> None:
        """Redraw from the game after a move or an undo: add and remove only what changed."""
        self.board.sync(animate)
        self._refresh_markers()

    def show_refusal(self, i: int, j: int, reason: Reason) -> None:
        """Flash line i-j with a label saying why it is refused; the game is unchanged."""
        self.board.show_refusal(i, j, reason)

    def show_hint(self, i: int, j: int) -> None:
        """Show a suggested line without playing it, until the next sync or input."""
        self.board.show_hint(i, j)

    def refusal_label(self) -> str:
        """The words next to a flashed line ("" when none shows): for tests and scripts."""
        label = self.board.flash.label
        return label.text if self.board.flash.isVisible() and label.isVisible() else ""

    def preview_label(self) -> str:
        """The words next to the dashed preview of a line that would be refused."""
        label = self.board.rubber_band.label
        return label.text if self.board.rubber_band.isVisible() and label.isVisible() else ""

    def set_theme(self, theme: Theme) -> None:
        """Switch the look; everything repaints at once."""
        self.board.set_theme(theme)
        self._sky_key = None
        self._refresh_markers()
        self.viewport().update()

    def set_input_enabled(self, enabled: bool) -> None:
        """While disabled (the computer thinks, the game is over) input does nothing."""
        self._input_enabled = bool(enabled)
        if not enabled:
            self.picker.cancel()
            self.picker.hovered = None
            self._touch_id = None
            self.viewport().unsetCursor()
            self._refresh_markers()
        else:
            self._update_hover()

    def is_input_enabled(self) -> bool:
        return self._input_enabled

    def set_animations_enabled(self, enabled: bool) -> None:
        self.board.set_animations_enabled(enabled)

    def animations_enabled(self) -> bool:
        return self.board.animations_enabled

    def running_animations(self) -> int:
        return self.board.running_animations()

    def clear_selection(self) -> None:
        """Forget a half-picked line (the first star, a drag in progress)."""
        self.picker.cancel()
        self._touch_id = None
        self._refresh_markers()

    # -- Reading the view (tests and scripts) --------------------------------------------------

    @property
    def selected_star(self) -> int | None:
        return self.picker.selected

    @property
    def hovered_star(self) -> int | None:
        return self.picker.hovered

    @property
    def focused_star(self) -> int | None:
        return self.picker.focused if self.picker.keyboard_active else None

    @property
    def is_portrait(self) -> bool:
        return self._portrait

    def drawn_lines(self) -> list[tuple[int, int, int]]:
        """The lines the scene shows, (i, j, player) in order: equal to game.lines when synced."""
        return self.board.drawn_lines()

    def drawn_triangles(self) -> list[tuple[int, int, int, int]]:
        """The triangles the scene shows, (i, j, k, player) in order: equal to game.triangles."""
        return self.board.drawn_triangles()

    def star_view_position(self, star: int) -> QPointF:
        """Where star `star` is in viewport coordinates (where to click or touch it)."""
        assert self.game is not None
        x, y = self.game.board.points[star]
        return self.viewportTransform().map(QPointF(x, y))

    def hit_radius(self, touch: bool) -> float:
        """The pick radius in viewport pixels: about a fingertip for touch."""
        if not touch:
            # Generous, and always beyond the dot, however large the zoom makes it.
            return max(MOUSE_HIT_RADIUS, self.board.style.star_radius + 6.0)
        screen = self.screen()
        dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
        return max(self.hit_radius(False), TOUCH_HIT_MM / 25.4 * dpi)

    # -- Translation, screens, layout ----------------------------------------------------------

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Star board"))
        self.setAccessibleDescription(
            self.tr(
                "Pick two stars to draw a line: click or tap one and then the other, or drag "
                "from one to the other. Arrow keys move between stars, Space picks, Esc cancels."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # Moved to a screen of another pixel density: pens, pixmaps and caches change size.
            self._fit()
            self.board.line_layer.update()
            self.board.triangle_layer.update()
        return super().event(event)

    def sizeHint(self) -> QSize:
        # QGraphicsView would ask for the whole scene at scale 1 (1600 x 1000 pixels).
        return QSize(960, 600)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        width, height = self.viewport().width(), self.viewport().height()
        self._portrait = height > width
        transform = board_transform(width, height, VIEW_PADDING, self._portrait)
        self.setTransform(transform)
        self.centerOn(CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2)
        dpr = self.viewport().devicePixelRatioF()
        _reserve_pixmap_cache(width, height, dpr)
        self.board.set_zoom(math.sqrt(abs(transform.determinant())), dpr)
        self._refresh_preview()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        viewport = self.viewport()
        dpr = viewport.devicePixelRatioF()
        key = (self.theme.key, viewport.width(), viewport.height(), dpr)
        if key != self._sky_key:
            self._sky = sky_pixmap(self.theme, viewport.size(), dpr)
            self._sky_key = key
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, self._sky)
        painter.restore()

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
            self.board.place_markers(picker.selected, picker.hovered, focused)
        else:
            self.board.place_markers(None, None, None)
        self._refresh_preview()

    def _refresh_preview(self) -> None:
        self.board.set_frame(self.viewportTransform(), QRectF(self.viewport().rect()), self.font())
        if not self._can_pick():
            self.board.show_preview(None, None, None)
            return
        radius = self.hit_radius(self._touch_id is not None)
        target, end = self.picker.preview(self._star_xy(), radius, self.underMouse())
        if end is not None:
            inverse, _ = self.viewportTransform().inverted()
            scene_end = inverse.map(QPointF(*end))
            if target is not None:
                scene_end = QPointF(*map(float, self.game.board.points[target]))
        self.board.show_preview(self.picker.selected, target, None if end is None else scene_end)

    def _request(self, line: tuple[int, int] | None) -> None:
        if line is not None:
            self._refresh_markers()
            self.line_requested.emit(*line)

    # -- Mouse ---------------------------------------------------------------------------------

    def _from_touch(self, event) -> bool:
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

    def mousePressEvent(self, event) -> None:
        event.accept()  # the board swallows clicks, also while it takes no input
        if self._from_touch(event) or not self._can_pick():
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(_xy(event.position()), self.hit_radius(False))
        elif event.button() == Qt.MouseButton.RightButton:
            self.clear_selection()

    def mouseMoveEvent(self, event) -> None:
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

    def mouseReleaseEvent(self, event) -> None:
        event.accept()
        if self._from_touch(event) or not self._can_pick():
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._release(_xy(event.position()), self.hit_radius(False))

    def mouseDoubleClickEvent(self, event) -> None:
        # A fast second click is still a click (on another star: the second end of the line).
        self.mousePressEvent(event)

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        if not self.picker.pressing:
            self.picker.pointer_left()
            self._refresh_markers()

    def wheelEvent(self, event) -> None:
        event.accept()  # the board always fits the view: nothing to scroll

    def _press(self, pos: tuple[float, float], radius: float) -> None:
        self.board.clear_hint()
        self.picker.press(self._star_xy(), pos, radius)
        self._refresh_markers()

    def _release(self, pos: tuple[float, float], radius: float) -> None:
        line = self.picker.release(self._star_xy(), pos, radius)
        self._update_hover(radius)
        self._request(line)

    # -- Touch -------------------------------------------------------------------------------

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() in _TOUCH_EVENTS:
            self._touch(event)
            event.accept()
            return True
        return super().viewportEvent(event)

    def _touch(self, event) -> None:
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

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and (
            self.picker.selected is not None or self.board.hint.isVisible()
        ):
            self.board.clear_hint()
            self.clear_selection()
            event.accept()
            return
        if not self._can_pick():
            event.ignore()
            return
        centre = (self.viewport().width() / 2, self.viewport().height() / 2)
        if key in _ARROW_DIRECTIONS and not (event.modifiers() & Qt.KeyboardModifier.AltModifier):
            self.board.clear_hint()
            self.picker.arrow(self._star_xy(), *_ARROW_DIRECTIONS[key], centre)
            self._refresh_markers()
            event.accept()
        elif key in _PICK_KEYS:
            self.board.clear_hint()
            line = self.picker.pick_focused(self._star_xy(), centre)
            self._refresh_markers()
            self._request(line)
            event.accept()
        else:
            event.ignore()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self._refresh_markers()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self._refresh_markers()


def _xy(point: QPointF) -> tuple[float, float]:
    return (point.x(), point.y())


def _reserve_pixmap_cache(width: int, height: int, dpr: float) -> None:
    """Make room in Qt's pixmap cache for the cached layers of a view this size.

    The two layers cache one viewport-sized pixmap each; if the cache (10 MB by default) is
    too small for them, every repaint would render them again from scratch.
    """
    needed_kb = int(3 * width * height * dpr * dpr * 4 / 1024) + 10 * 1024
    if QPixmapCache.cacheLimit() < needed_kb:
        QPixmapCache.setCacheLimit(needed_kb)
