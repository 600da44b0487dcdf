"""The star board on screen: draws a Game and turns mouse, touch and keyboard input into intents.

The view keeps no copy of the rules or the position. It draws from the `Game` it is given
(stars, `game.lines`, `game.triangles`) and emits `line_requested(i, j)` when the player picks two
stars; the window decides (check, play, refuse) and calls `sync()` or `show_refusal()`. Hover,
selection, drag and keyboard focus are UI state that lives only here.

Scene coordinates are board units (CANVAS_WIDTH x CANVAS_HEIGHT). The board is scaled to fit the
view and, when the view is taller than wide, turned 90 degrees so it fills a portrait screen.
Hit testing happens in viewport pixels, so a fingertip gets a bigger target than a mouse.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import (
    QEasingCurve,
    QElapsedTimer,
    QEvent,
    QLineF,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QInputDevice, QPainter, QPen, QPixmapCache
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game, Reason

from .board_art import sky_pixmap
from .board_items import (
    Z_FLASH,
    Z_HINT,
    Z_RUBBER_BAND,
    BoardStyle,
    LastLineGlow,
    LineItem,
    LineLayer,
    SegmentItem,
    StarLayer,
    StarMarker,
    TriangleItem,
    TriangleLayer,
    board_transform,
)
from .board_labels import label_shift, refusal_reasons
from .themes import Theme, theme_by_key

# Hit radii in device-independent pixels; the nearest star inside the radius wins.
MOUSE_HIT_RADIUS = 14.0
TOUCH_HIT_MM = 6.0
# Moving farther than this after a press makes it a drag rather than a click.
DRAG_THRESHOLD = 6.0
# Space kept free round the board, in pixels.
VIEW_PADDING = 10.0
# Mouse events that the system makes from touches are ignored for this long after a touch,
# because the touch events themselves were already handled.
SYNTHESIZED_MOUSE_GRACE_MS = 800
LINE_GROW_MS = 200
TRIANGLE_FADE_MS = 220
REFUSAL_FLASH_MS = 800
# (time fraction, stroke width factor) of a refusal's two pulses.
REFUSAL_PULSE = ((0.0, 1.0), (0.12, 1.7), (0.3, 1.0), (0.45, 1.7), (0.63, 1.0), (1.0, 1.0))
# A hint: round dots (dash, gap in stroke widths) that march along the line.
HINT_WIDTH = 1.3
HINT_DASHES = (1.0, 2.2)
HINT_MARCH_MS = 700
# Opacity (0-255) of the sky-coloured casing under a refused line, a preview or a hint.
CASING_ALPHA = 220
# A sync that adds more lines than this (a loaded game, a long redo) is shown at once.
MAX_ANIMATED_LINES = 3

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
        self._style = BoardStyle(theme or theme_by_key(None))
        self._game: Game | None = None
        self._input_enabled = True
        self._animations_enabled = True

        scene = QGraphicsScene(self)
        scene.setSceneRect(QRectF(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT))
        # Items rarely move and there are at most a few thousand: a linear scan of bounding
        # rectangles beats keeping a BSP tree up to date while lines are added and animated.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self._scene = scene

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

        # UI state (never part of the game): hover, selection, press/drag, keyboard focus.
        self._hovered: int | None = None
        self._selected: int | None = None
        self._focused: int | None = None
        self._keyboard_active = False
        self._pressing = False
        self._press_had_selection = False
        self._press_pos = QPointF()
        self._dragged = False
        self._pointer: QPointF | None = None  # last pointer position while over the view
        self._touch_id: int | None = None
        self._touch_clock = QElapsedTimer()

        # Items that live as long as the view.
        style = self._style
        self._stars: StarLayer | None = None
        # What the scene shows, in game order: settled shapes in the layers, the newest ones
        # as separate animated items until their animation ends.
        self._line_keys: list[tuple[int, int, int]] = []
        self._triangle_keys: list[tuple[int, int, int, int]] = []
        self._line_layer = LineLayer(style, scene.sceneRect())
        self._triangle_layer = TriangleLayer(style, scene.sceneRect())
        self._last_glow = LastLineGlow(style)
        self._rubber_band = SegmentItem(style, Z_RUBBER_BAND)
        self._flash = SegmentItem(style, Z_FLASH)
        self._hint = SegmentItem(style, Z_HINT)
        self._hover_marker = StarMarker(style, StarMarker.HOVER)
        self._selection_marker = StarMarker(style, StarMarker.SELECTION)
        self._focus_marker = StarMarker(style, StarMarker.FOCUS)
        for item in (
            self._line_layer,
            self._triangle_layer,
            self._last_glow,
            self._rubber_band,
            self._flash,
            self._hint,
            self._hover_marker,
            self._selection_marker,
            self._focus_marker,
        ):
            scene.addItem(item)

        self._animations: list[_Animation] = []
        self._flash_animation: QVariantAnimation | None = None
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._flash_done)
        self._hint_animation: QVariantAnimation | None = None
        # What the preview of a refused line says and points at, for one target.
        self._preview_key: tuple | None = None
        self._preview: tuple[list[str], list[QLineF], list[QPointF]] = ([], [], [])

        self._sky_key: tuple | None = None
        self._sky = None
        self._portrait = False
        self._fit()
        self.retranslate()

    # -- The interface the window uses ----------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def theme(self) -> Theme:
        return self._style.theme

    def set_game(self, game: Game | None) -> None:
        """Show this game (new, loaded or restarted): rebuild everything, without animation."""
        self._finish_animations()
        self._clear_flash()
        self._clear_hint()
        self._line_layer.truncate(0)
        self._triangle_layer.truncate(0)
        self._line_keys.clear()
        self._triangle_keys.clear()
        if self._stars is not None:
            self._scene.removeItem(self._stars)
            self._stars = None
        self._game = game
        self._preview_key = None
        self._hovered = None
        self._focused = None
        self._cancel_selection()
        if game is not None:
            # Dots and strokes are sized from the tolerance this game is played with.
            if game.board.tolerance != self._style.tolerance:
                self._style.tolerance = game.board.tolerance
                self._style.update_zoom(self._style.scale, self._style.device_pixel_ratio)
                self._refresh_geometry()
                self._line_layer.update()
            self._stars = StarLayer(self._style, game.board.xy, self._scene.sceneRect())
            self._scene.addItem(self._stars)
        self._sync_items(animate=False)
        self._refresh_markers()

    def sync(self, animate: bool = True) -> None:
        """Redraw from the game after play() or undo(): add and remove only what changed."""
        self._finish_animations()
        self._preview_key = None
        # A refusal or a hint is about the position before: it no longer applies.
        self._clear_flash()
        self._clear_hint()
        self._sync_items(animate=animate and self._animations_enabled)
        self._refresh_markers()

    def show_refusal(self, i: int, j: int, reason: Reason) -> None:
        """Flash line i-j dashed in the warning colour for a moment, with a label saying why and
        every obstacle pointed at; the game is unchanged."""
        if self._game is None:
            return
        points = self._game.board.points
        if not (0 <= i < len(points) and 0 <= j < len(points)) or i == j:
            return
        lines, stars = _blockers(self._game, i, j, reason)
        pen, casing = self._warning_pens(1.5)
        self._flash.set_segment(_point(points[i]), _point(points[j]), pen, casing, lines, stars)
        self._set_label(self._flash, refusal_reasons(self._game, i, j))
        self._flash.set_emphasis(1.0)
        self._flash.setVisible(True)
        if self._flash_animation is not None:
            self._flash_animation.stop()
            self._flash_animation = None
        self._flash_timer.stop()
        if self._animations_enabled:
            animation = QVariantAnimation(self)
            animation.setDuration(REFUSAL_FLASH_MS)
            # Two quick pulses of width; the colour never fades, so it stays readable.
            for at, value in REFUSAL_PULSE:
                animation.setKeyValueAt(at, value)
            animation.valueChanged.connect(self._flash.set_emphasis)
            animation.finished.connect(self._flash_done)
            self._flash_animation = animation
            animation.start()
        else:
            self._flash_timer.start(REFUSAL_FLASH_MS)

    def _flash_done(self) -> None:
        self._flash_animation = None
        self._flash.hide()

    def refusal_label(self) -> str:
        """The words next to a flashed line ("" when none shows): for tests and scripts."""
        label = self._flash.label
        return label.text if self._flash.isVisible() and label.isVisible() else ""

    def preview_label(self) -> str:
        """The words next to the dashed preview of a line that would be refused."""
        label = self._rubber_band.label
        return label.text if self._rubber_band.isVisible() and label.isVisible() else ""

    def _set_label(self, segment: SegmentItem, reasons: list[str]) -> None:
        """Put the reasons on a plate beside the segment, inside the window."""
        label = segment.label
        label.theme = self._style.theme
        label.set_font(self.font())
        label.set_text(reasons)
        label.setVisible(segment.isVisible() and bool(reasons))
        if not reasons:
            return
        line = segment.line()
        middle_scene = line.center()
        label.setPos(middle_scene)
        transform = self.viewportTransform()
        middle = transform.map(middle_scene)
        direction = transform.map(line.p2()) - transform.map(line.p1())
        bounds = QRectF(self.viewport().rect())
        label.set_shift(label_shift(middle, direction, label.plate_size(), bounds))

    def set_theme(self, theme: Theme) -> None:
        """Switch the look; everything repaints at once."""
        self._style.theme = theme
        for segment in (self._flash, self._rubber_band, self._hint):
            segment.label.theme = theme
        self._style.update_zoom(self._style.scale, self._style.device_pixel_ratio)
        self._sky_key = None
        self._refresh_geometry()
        self._update_rubber_band()
        # Cached layers are painted again only when told so.
        self._line_layer.update()
        self._triangle_layer.update()
        self._scene.update()
        self.viewport().update()

    def set_input_enabled(self, enabled: bool) -> None:
        """While disabled (the computer thinks, the game is over) input does nothing."""
        self._input_enabled = bool(enabled)
        if not enabled:
            self._cancel_selection()
            self._hovered = None
            self._refresh_markers()
            self.viewport().unsetCursor()
        else:
            self._update_hover()

    def is_input_enabled(self) -> bool:
        return self._input_enabled

    def set_animations_enabled(self, enabled: bool) -> None:
        self._animations_enabled = bool(enabled)
        if not enabled:
            self._finish_animations()
            if self._flash_animation is not None:
                # A refusal flashing now stays plainly visible for the rest of its time.
                remaining = REFUSAL_FLASH_MS - self._flash_animation.currentTime()
                self._flash_animation.stop()
                self._flash_animation = None
                self._flash.set_emphasis(1.0)
                self._flash_timer.start(max(1, remaining))
            if self._hint_animation is not None:
                self._hint_animation.stop()
                self._hint_animation = None
                self._hint.set_dash_offset(0.0)

    def animations_enabled(self) -> bool:
        return self._animations_enabled

    def show_hint(self, i: int, j: int) -> None:
        """Show a suggested line without playing it, until the next sync or input."""
        if self._game is None:
            return
        points = self._game.board.points
        if not (0 <= i < len(points) and 0 <= j < len(points)) or i == j:
            return
        width = self._style.line_width * HINT_WIDTH
        pen = _pen(self._style.theme.hint_color, width)
        pen.setStyle(Qt.PenStyle.CustomDashLine)
        pen.setDashPattern(list(HINT_DASHES))
        self._hint.set_segment(_point(points[i]), _point(points[j]), pen, self._casing_pen(width))
        self._hint.set_dash_offset(0.0)
        self._hint.setVisible(True)
        if self._hint_animation is not None:
            self._hint_animation.stop()
            self._hint_animation = None
        if self._animations_enabled:
            # Dots marching from the first star to the second: it moves, so it is noticed,
            # and its colour never fades into the board.
            animation = QVariantAnimation(self)
            animation.setDuration(HINT_MARCH_MS)
            animation.setStartValue(0.0)
            animation.setEndValue(-float(sum(HINT_DASHES)))
            animation.setLoopCount(-1)
            animation.valueChanged.connect(self._hint.set_dash_offset)
            self._hint_animation = animation
            animation.start()

    def clear_selection(self) -> None:
        """Forget a half-picked line (the first star, a drag in progress)."""
        self._cancel_selection()
        self._refresh_markers()

    # -- Reading the view (tests and scripts) --------------------------------------------------

    @property
    def selected_star(self) -> int | None:
        return self._selected

    @property
    def hovered_star(self) -> int | None:
        return self._hovered

    @property
    def focused_star(self) -> int | None:
        return self._focused if self._keyboard_active else None

    @property
    def is_portrait(self) -> bool:
        return self._portrait

    def drawn_lines(self) -> list[tuple[int, int, int]]:
        """The lines the scene shows, (i, j, player) in order: equal to game.lines when synced.

        Read back from the scene's items (settled layer first, then the animated ones), so a
        test comparing it with the game checks what is really drawn.
        """
        live = [item for item in self._scene.items() if isinstance(item, LineItem)]
        live.sort(key=lambda item: item.index)
        return self._line_layer.keys + [item.key for item in live]

    def drawn_triangles(self) -> list[tuple[int, int, int, int]]:
        """The triangles the scene shows, (i, j, k, player) in order: equal to game.triangles."""
        live = [item for item in self._scene.items() if isinstance(item, TriangleItem)]
        live.sort(key=lambda item: item.index)
        return self._triangle_layer.keys + [item.key for item in live]

    def star_view_position(self, star: int) -> QPointF:
        """Where star `star` is in viewport coordinates (where to click or touch it)."""
        assert self._game is not None
        x, y = self._game.board.points[star]
        return self.viewportTransform().map(QPointF(x, y))

    def hit_radius(self, touch: bool) -> float:
        """The pick radius in viewport pixels: about a fingertip for touch."""
        if not touch:
            # Generous, and always beyond the dot, however large the zoom makes it.
            return max(MOUSE_HIT_RADIUS, self._style.star_radius + 6.0)
        screen = self.screen()
        dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
        return max(self.hit_radius(False), TOUCH_HIT_MM / 25.4 * dpi)

    # -- Translation ------------------------------------------------------------------------------

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
            self._line_layer.update()
            self._triangle_layer.update()
        return super().event(event)

    # -- Layout and painting --------------------------------------------------------------------

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
        scale = math.sqrt(abs(transform.determinant()))
        dpr = self.viewport().devicePixelRatioF()
        _reserve_pixmap_cache(width, height, dpr)
        if (scale, dpr) != (self._style.scale, self._style.device_pixel_ratio):
            self._style.update_zoom(scale, dpr)
            self._refresh_geometry()
        self._update_rubber_band()

    def _refresh_geometry(self) -> None:
        """Pixel sizes changed (zoom, screen, theme): items sized in pixels change extent."""
        for marker in (self._hover_marker, self._selection_marker, self._focus_marker):
            marker.refresh_geometry()
        self._last_glow.refresh_geometry()
        if self._stars is not None:
            self._stars.refresh_geometry()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        viewport = self.viewport()
        dpr = viewport.devicePixelRatioF()
        key = (self._style.theme.key, viewport.width(), viewport.height(), dpr)
        if key != self._sky_key:
            self._sky = sky_pixmap(self._style.theme, viewport.size(), dpr)
            self._sky_key = key
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, self._sky)
        painter.restore()

    # -- Keeping the scene equal to the game ----------------------------------------------------

    def _sync_items(self, animate: bool) -> None:
        game = self._game
        lines = game.lines if game is not None else []
        triangles = game.triangles if game is not None else []
        style = self._style
        points = game.board.points if game is not None else ()

        # Undo (or another game) dropped lines or triangles: take them off the scene.
        kept_lines = _common_prefix(self._line_keys, lines)
        kept_triangles = _common_prefix(self._triangle_keys, triangles)
        if kept_lines < len(self._line_keys):
            self._line_layer.truncate(kept_lines)
            del self._line_keys[kept_lines:]
        if kept_triangles < len(self._triangle_keys):
            self._triangle_layer.truncate(kept_triangles)
            del self._triangle_keys[kept_triangles:]

        new_lines = list(enumerate(lines))[kept_lines:]
        animate = animate and 0 < len(new_lines) <= MAX_ANIMATED_LINES
        for index, key in new_lines:
            i, j, player = key
            a, b = _point(points[i]), _point(points[j])
            self._line_keys.append(key)
            if not animate:
                self._line_layer.add(index, key, a, b, player)
                continue
            item = LineItem(style, a, b, player)
            item.index, item.key = index, key
            item.set_progress(0.0)
            self._scene.addItem(item)
            self._animate(
                item.set_progress,
                LINE_GROW_MS,
                QEasingCurve.Type.OutCubic,
                done=lambda item=item: self._settle_line(item),
            )

        for index, key in list(enumerate(triangles))[kept_triangles:]:
            i, j, k, player = key
            corners = [_point(points[i]), _point(points[j]), _point(points[k])]
            self._triangle_keys.append(key)
            if not animate:
                self._triangle_layer.add(index, key, corners, player)
                continue
            item = TriangleItem(style, corners, player)
            item.index, item.key = index, key
            item.set_progress(0.0)
            self._scene.addItem(item)
            # The triangle fills in as its closing line arrives.
            self._animate(
                item.set_progress,
                TRIANGLE_FADE_MS,
                QEasingCurve.Type.InOutQuad,
                delay_fraction=0.35,
                done=lambda item=item: self._settle_triangle(item),
            )

        if lines:
            i, j, player = lines[-1]
            self._last_glow.set_line(_point(points[i]), _point(points[j]), player)
            if animate:
                self._last_glow.set_progress(0.0)
                self._animate(
                    self._last_glow.set_progress, LINE_GROW_MS, QEasingCurve.Type.OutCubic
                )
        else:
            self._last_glow.setVisible(False)
        if game is not None:
            if style.current_player != game.current_player:
                style.current_player = game.current_player
                self._selection_marker.update()  # drawn in the colour of the player to move
            if self._stars is not None:
                self._stars.set_spent(_spent_stars(game))

    def _settle_line(self, item: LineItem) -> None:
        """An animated line has arrived: it joins the settled layer."""
        if item.scene() is self._scene:
            self._scene.removeItem(item)
            self._line_layer.add(item.index, item.key, item.a, item.b, item.player)

    def _settle_triangle(self, item: TriangleItem) -> None:
        if item.scene() is self._scene:
            self._scene.removeItem(item)
            self._triangle_layer.add(item.index, item.key, item.corners, item.player)

    def _animate(
        self,
        apply: Callable[[float], None],
        duration: int,
        easing: QEasingCurve.Type,
        delay_fraction: float = 0.0,
        done: Callable[[], None] | None = None,
    ) -> None:
        animation = QVariantAnimation(self)
        total = int(duration / (1.0 - delay_fraction)) if delay_fraction else duration
        animation.setDuration(total)
        animation.setStartValue(0.0)
        if delay_fraction:
            animation.setKeyValueAt(delay_fraction, 0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(easing)
        animation.valueChanged.connect(apply)
        entry = _Animation(animation, apply, done)
        self._animations.append(entry)
        animation.finished.connect(lambda: self._animation_finished(entry))
        animation.start()

    def _animation_finished(self, entry: _Animation) -> None:
        if entry in self._animations:
            self._animations.remove(entry)
            entry.end()

    def _finish_animations(self) -> None:
        """Jump every running animation to its end (the state it leads to is already real)."""
        running, self._animations = self._animations, []
        for entry in running:
            entry.animation.stop()
            entry.end()

    def running_animations(self) -> int:
        return len(self._animations)

    def _clear_flash(self) -> None:
        if self._flash_animation is not None:
            self._flash_animation.stop()
            self._flash_animation = None
        self._flash_timer.stop()
        self._flash.hide()

    def _clear_hint(self) -> None:
        if self._hint_animation is not None:
            self._hint_animation.stop()
            self._hint_animation = None
        self._hint.hide()

    # -- Hit testing ------------------------------------------------------------------------------

    def _star_view_xy(self) -> np.ndarray:
        if self._game is None:
            return np.empty((0, 2))
        t = self.viewportTransform()
        xy = self._game.board.xy
        xs = t.m11() * xy[:, 0] + t.m21() * xy[:, 1] + t.dx()
        ys = t.m12() * xy[:, 0] + t.m22() * xy[:, 1] + t.dy()
        return np.column_stack((xs, ys))

    def _star_at(self, pos: QPointF, radius: float) -> int | None:
        """The star nearest to viewport point `pos` within `radius` pixels, if any."""
        xy = self._star_view_xy()
        if not len(xy):
            return None
        d2 = (xy[:, 0] - pos.x()) ** 2 + (xy[:, 1] - pos.y()) ** 2
        nearest = int(np.argmin(d2))
        return nearest if d2[nearest] <= radius * radius else None

    def _can_pick(self) -> bool:
        return self._input_enabled and self._game is not None and not self._game.is_over

    # -- Picking: the same for mouse and touch ----------------------------------------------------

    def _press(self, pos: QPointF, radius: float) -> None:
        self._clear_hint()
        self._keyboard_active = False
        self._pointer = QPointF(pos)
        star = self._star_at(pos, radius)
        self._press_pos = QPointF(pos)
        self._dragged = False
        if self._selected is None:
            if star is None:
                self._refresh_markers()
                return
            self._selected = star
            self._press_had_selection = False
        else:
            if star is None:
                # A press on empty sky drops the half-picked line.
                self._cancel_selection()
                self._refresh_markers()
                return
            self._press_had_selection = True
        self._pressing = True
        self._focused = self._selected
        self._refresh_markers()

    def _move(self, pos: QPointF, radius: float) -> None:
        self._pointer = QPointF(pos)
        if self._pressing:
            delta = pos - self._press_pos
            if math.hypot(delta.x(), delta.y()) > DRAG_THRESHOLD:
                self._dragged = True
        self._update_hover(radius)

    def _release(self, pos: QPointF, radius: float) -> None:
        if not self._pressing:
            return
        self._pressing = False
        self._pointer = QPointF(pos)
        star = self._star_at(pos, radius)
        first = self._selected
        if first is None:
            return
        if star is None:
            if self._dragged:
                self._cancel_selection()  # dropped on empty sky
        elif star == first:
            if self._press_had_selection and not self._dragged:
                self._cancel_selection()  # clicked the first star again
        else:
            self._request(first, star)
        self._update_hover(radius)

    def _request(self, first: int, second: int) -> None:
        self._cancel_selection()
        self._refresh_markers()
        self.line_requested.emit(first, second)

    def _cancel_selection(self) -> None:
        self._selected = None
        self._pressing = False
        self._dragged = False
        self._touch_id = None
        self._rubber_band.hide()

    # -- Markers and the rubber band --------------------------------------------------------------

    def _update_hover(self, radius: float | None = None) -> None:
        radius = self.hit_radius(False) if radius is None else radius
        star = None
        if self._can_pick() and self._pointer is not None and not self._keyboard_active:
            star = self._star_at(self._pointer, radius)
        if star != self._hovered:
            self._hovered = star
            if star is None:
                self.viewport().unsetCursor()
            else:
                self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self._refresh_markers()

    def _refresh_markers(self) -> None:
        points = self._game.board.points if self._game is not None else ()
        interactive = self._can_pick()
        self._place_marker(self._selection_marker, self._selected if interactive else None, points)
        hovered = self._hovered if self._hovered != self._selected else None
        self._place_marker(self._hover_marker, hovered if interactive else None, points)
        focused = self._focused if (self._keyboard_active and self.hasFocus()) else None
        self._place_marker(self._focus_marker, focused if interactive else None, points)
        self._update_rubber_band()

    @staticmethod
    def _place_marker(marker: StarMarker, star: int | None, points) -> None:
        # Only a change moves or shows the marker, so a pointer moving over the sky or within
        # one star's reach repaints nothing.
        if star is None or star >= len(points):
            marker.star = None
            marker.setVisible(False)
            return
        if marker.star != star:
            marker.star = star
            marker.setPos(_point(points[star]))
        marker.setVisible(True)

    def _update_rubber_band(self) -> None:
        band = self._rubber_band
        game = self._game
        first = self._selected
        if game is None or first is None or not self._can_pick():
            band.hide()
            return
        points = game.board.points
        target: int | None = None
        if self._keyboard_active:
            target = self._focused if self._focused != first else None
            end = _point(points[target]) if target is not None else None
        elif self._pointer is not None and (self._pressing or self.underMouse()):
            target = self._star_at(self._pointer, self.hit_radius(self._touch_id is not None))
            if target == first:
                target = None
            end = _point(points[target]) if target is not None else self._scene_point(self._pointer)
        else:
            end = None
        if end is None:
            band.hide()
            return
        style = self._style
        color = style.theme.player_color(game.current_player)
        casing = None
        reasons: list[str] = []
        blocking_lines: list[QLineF] = []
        blocking_stars: list[QPointF] = []
        if target is None:
            # Following the pointer: a faint, provisional stroke.
            color.setAlpha(120)
            pen = _pen(color, style.line_width * 1.3)
        elif (reason := game.check(first, target)) is not None:
            # Preview that this line would be refused, why, and what is in the way, before the
            # player lets go.
            pen, casing = self._warning_pens(1.2)
            # The pointer moves often and the position rarely: ask the engine once per target
            # (sync and set_game forget the answer).
            key = (first, target)
            if self._preview_key != key:
                self._preview_key = key
                self._preview = (
                    refusal_reasons(game, first, target),
                    *_blockers(game, first, target, reason),
                )
            reasons, blocking_lines, blocking_stars = self._preview
        else:
            # Snapped to a star it may join: brighter, with a soft halo, still not a drawn line.
            color.setAlpha(200)
            pen = _pen(color, style.line_width * 1.3)
            halo = QColor(color)
            halo.setAlpha(60)
            casing = _pen(halo, style.line_width * 4)
        band.set_segment(_point(points[first]), end, pen, casing, blocking_lines, blocking_stars)
        band.setVisible(True)
        self._set_label(band, reasons)

    def _warning_pens(self, thickness: float) -> tuple[QPen, QPen]:
        """A dashed stroke in the warning colour over a casing in the sky colour, so that it
        reads on any background, even on top of a drawn line."""
        theme = self._style.theme
        width = self._style.line_width * thickness
        pen = _pen(theme.warning_color, width, Qt.PenStyle.CustomDashLine)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([2.4, 1.6])
        return pen, self._casing_pen(width)

    def _casing_pen(self, width: float) -> QPen:
        """A stroke in the sky's colour under a signal, so that lines and triangles under it
        do not eat its contrast."""
        casing_color = QColor(self._style.theme.sky_top)
        casing_color.setAlpha(CASING_ALPHA)
        return _pen(casing_color, width + 3.0)

    def _scene_point(self, pos: QPointF) -> QPointF:
        """mapToScene for a fractional viewport point (Qt's overload takes whole pixels)."""
        inverse, _ = self.viewportTransform().inverted()
        return inverse.map(pos)

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
        if self._from_touch(event):
            event.accept()
            return
        if not self._can_pick():
            event.accept()  # the board swallows clicks while it takes no input
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(event.position(), self.hit_radius(False))
        elif event.button() == Qt.MouseButton.RightButton:
            self.clear_selection()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._from_touch(event):
            event.accept()
            return
        if self._keyboard_active and not self._pressing:
            # The mouse is back: the keyboard focus ring gives way to the hover highlight.
            delta = event.position() - (self._pointer or event.position())
            if self._pointer is None or math.hypot(delta.x(), delta.y()) > 2:
                self._keyboard_active = False
        if not self._can_pick():
            self._pointer = event.position()
            return
        self._move(event.position(), self.hit_radius(False))
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self._from_touch(event):
            event.accept()
            return
        if not self._can_pick():
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._release(event.position(), self.hit_radius(False))
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        # A fast second click is still a click (on another star: the second end of the line).
        self.mousePressEvent(event)

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        if not self._pressing:
            self._pointer = None
            self._hovered = None
            self._refresh_markers()

    def wheelEvent(self, event) -> None:
        event.accept()  # the board always fits the view: nothing to scroll

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
            point = points[0]
            self._touch_id = point.id()
            self._press(point.position(), radius)
            if kind == QEvent.Type.TouchBegin:
                return
        point = next((p for p in points if p.id() == self._touch_id), None)
        if point is None:
            return
        if kind == QEvent.Type.TouchEnd or point.state() == point.State.Released:
            self._release(point.position(), radius)
            self._touch_id = None
            # A finger does not hover: after lifting, nothing stays highlighted under it.
            self._pointer = None
            self._hovered = None
            self._refresh_markers()
        else:
            self._move(point.position(), radius)

    # -- Keyboard ------------------------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and (self._selected is not None or self._hint.isVisible()):
            self._clear_hint()
            self.clear_selection()
            event.accept()
            return
        if not self._can_pick():
            event.ignore()
            return
        if key in _ARROW_DIRECTIONS and not (event.modifiers() & Qt.KeyboardModifier.AltModifier):
            self._clear_hint()
            self._move_focus(*_ARROW_DIRECTIONS[key])
            event.accept()
        elif key in _PICK_KEYS:
            self._clear_hint()
            self._pick_focused()
            event.accept()
        else:
            event.ignore()

    def _move_focus(self, dx: float, dy: float) -> None:
        xy = self._star_view_xy()
        if not len(xy):
            return
        if not self._keyboard_active or self._focused is None:
            # The first arrow press shows the ring where the player is looking.
            self._keyboard_active = True
            start = self._selected if self._selected is not None else self._focused
            if start is None:
                centre = np.array([self.viewport().width() / 2, self.viewport().height() / 2])
                start = int(np.argmin(((xy - centre) ** 2).sum(axis=1)))
            self._focused = start
            self._hovered = None
            self._refresh_markers()
            return
        origin = xy[self._focused]
        delta = xy - origin
        along = delta[:, 0] * dx + delta[:, 1] * dy
        across = np.abs(delta[:, 0] * dy - delta[:, 1] * dx)
        # Stars ahead, within about 65 degrees of the arrow; straight ahead is preferred.
        ahead = (along > 0.5) & (across <= 2.2 * along)
        if not ahead.any():
            return
        score = np.where(ahead, along + 2.0 * across, np.inf)
        self._focused = int(np.argmin(score))
        self._refresh_markers()

    def _pick_focused(self) -> None:
        if not self._keyboard_active or self._focused is None:
            self._move_focus(0.0, 0.0)  # first press only shows the focus ring
            return
        star = self._focused
        if self._selected is None:
            self._selected = star
            self._refresh_markers()
        elif star == self._selected:
            self.clear_selection()
        else:
            self._request(self._selected, star)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self._refresh_markers()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self._refresh_markers()


class _Animation:
    """A running animation, what it animates, and what to do when it ends or is cut short."""

    def __init__(
        self,
        animation: QVariantAnimation,
        apply: Callable[[float], None],
        done: Callable[[], None] | None,
    ) -> None:
        self.animation = animation
        self.apply = apply
        self.done = done

    def end(self) -> None:
        self.apply(1.0)
        if self.done is not None:
            self.done()
        self.animation.deleteLater()


def _reserve_pixmap_cache(width: int, height: int, dpr: float) -> None:
    """Make room in Qt's pixmap cache for the cached layers of a view this size.

    The two layers cache one viewport-sized pixmap each; if the cache (10 MB by default) is
    too small for them, every repaint would render them again from scratch.
    """
    needed_kb = int(3 * width * height * dpr * dpr * 4 / 1024) + 10 * 1024
    if QPixmapCache.cacheLimit() < needed_kb:
        QPixmapCache.setCacheLimit(needed_kb)


def _point(xy) -> QPointF:
    return QPointF(float(xy[0]), float(xy[1]))


def _pen(color: QColor, width: float, style=Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


def _common_prefix(shown: list, wanted: list) -> int:
    n = min(len(shown), len(wanted))
    k = 0
    while k < n and shown[k] == wanted[k]:
        k += 1
    return k


def _blockers(game: Game, i: int, j: int, reason: Reason) -> tuple[list[QLineF], list[QPointF]]:
    """What refuses line i-j, to point at it: every drawn line it would cross and every star it
    would touch, as the engine reports them (both kinds when both stand in the way)."""
    if reason not in (Reason.THROUGH_STAR, Reason.CROSSES):
        return [], []
    points = game.board.points
    stars, lines = game.obstacles(i, j)
    return (
        [QLineF(_point(points[a]), _point(points[b])) for a, b in lines],
        [_point(points[k]) for k in stars],
    )


def _spent_stars(game: Game) -> np.ndarray:
    """Stars from which no line can be drawn any more (shown dimmed while the game goes on)."""
    n = len(game.board.points)
    if game.is_over:
        return np.zeros(n, dtype=bool)
    edges = game.board.edges[game.open_mask]
    counts = np.bincount(edges.ravel(), minlength=n)
    return counts == 0
