"""The star board's scene: what a game looks like, kept equal to the game it is given.

The scene draws from a `Game` (stars, `game.lines`, `game.triangles`) and keeps no copy of the
rules: `sync()` adds and removes only what changed; a refusal flashes with a label saying why, a
hint marches, markers ring the hovered, picked and focused stars, and the rubber band previews a
line. Every animation is started, ended and dropped here, through one `Animator`. The view shows
it on screen; `picture.py` renders it into a PNG or an SVG without any view.

Scene coordinates are board units (CANVAS_WIDTH x CANVAS_HEIGHT).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEasingCurve, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsScene

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game, Reason

from ..themes import Theme
from .animator import Animator, Tween
from .art import paint_sky
from .items import LastLineGlow, LineItem, SegmentItem, StarMarker, TriangleItem
from .labels import label_shift, refusal_reasons
from .layers import LineLayer, StarLayer, TriangleLayer
from .style import Z_FLASH, Z_HINT, Z_RUBBER_BAND, BoardStyle, cosmetic_pen

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


class BoardScene(QGraphicsScene):
    """The items of one board. `vector`: for an SVG picture (no pixmaps, no caches)."""

    def __init__(self, style: BoardStyle, parent=None) -> None:
        super().__init__(parent)
        self.style = style
        self.setSceneRect(QRectF(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT))
        # Items rarely move and there are at most a few thousand: a linear scan of bounding
        # rectangles beats keeping a BSP tree up to date while lines are added and animated.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.game: Game | None = None
        self.animations_enabled = True
        self.animator = Animator(self)
        self._moves: list[Tween] = []  # lines growing, triangles filling, the last line's glow
        self.flash_animation: Tween | None = None
        self.hint_animation: Tween | None = None
        # Where labels go: the view's transform, its viewport and font (set by the view).
        self._frame = (QTransform(), QRectF(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT), QFont())

        self.stars: StarLayer | None = None
        # What the scene shows, in game order: settled shapes in the layers, the newest ones
        # as separate animated items until their animation ends.
        self._line_keys: list[tuple[int, int, int]] = []
        self._triangle_keys: list[tuple[int, int, int, int]] = []
        self.line_layer = LineLayer(style, self.sceneRect())
        self.triangle_layer = TriangleLayer(style, self.sceneRect())
        self.last_glow = LastLineGlow(style)
        self.rubber_band = SegmentItem(style, Z_RUBBER_BAND)
        self.flash = SegmentItem(style, Z_FLASH)
        self.hint = SegmentItem(style, Z_HINT)
        self.markers = {
            kind: StarMarker(style, kind)
            for kind in (StarMarker.HOVER, StarMarker.SELECTION, StarMarker.FOCUS)
        }
        for item in (
            self.line_layer,
            self.triangle_layer,
            self.last_glow,
            self.rubber_band,
            self.flash,
            self.hint,
            *self.markers.values(),
        ):
            self.addItem(item)
        # What the preview of a refused line says and points at, for one target.
        self._preview_key: tuple | None = None
        self._preview: tuple[list[str], list[QLineF], list[QPointF]] = ([], [], [])

    # -- The game ----------------------------------------------------------------------------------

    def set_game(self, game: Game | None) -> None:
        """Show this game from scratch, without animation."""
        self.finish_animations()
        self.clear_flash()
        self.clear_hint()
        self.line_layer.truncate(0)
        self.triangle_layer.truncate(0)
        self._line_keys.clear()
        self._triangle_keys.clear()
        if self.stars is not None:
            self.removeItem(self.stars)
            self.stars = None
        self.game = game
        self._preview_key = None
        if game is not None:
            # Dots and strokes are sized from the tolerance this game is played with.
            if game.board.tolerance != self.style.tolerance:
                self.style.tolerance = game.board.tolerance
                self.set_zoom(self.style.scale, self.style.device_pixel_ratio, force=True)
                self.line_layer.update()
            self.stars = StarLayer(self.style, game.board.xy, self.sceneRect())
            self.addItem(self.stars)
        self._sync_items(animate=False)

    def sync(self, animate: bool = True) -> None:
        """Redraw from the game after a move or an undo: add and remove only what changed."""
        self.finish_animations()
        self._preview_key = None
        # A refusal or a hint is about the position before: it no longer applies.
        self.clear_flash()
        self.clear_hint()
        self._sync_items(animate=animate and self.animations_enabled)

    def drawn_lines(self) -> list[tuple[int, int, int]]:
        """The lines the scene shows, (i, j, player) in order, read back from its items."""
        live = sorted(
            (item for item in self.items() if isinstance(item, LineItem)),
            key=lambda item: item.index,
        )
        return self.line_layer.keys + [item.key for item in live]

    def drawn_triangles(self) -> list[tuple[int, int, int, int]]:
        live = sorted(
            (item for item in self.items() if isinstance(item, TriangleItem)),
            key=lambda item: item.index,
        )
        return self.triangle_layer.keys + [item.key for item in live]

    def _sync_items(self, animate: bool) -> None:
        game = self.game
        lines = game.lines if game is not None else []
        triangles = game.triangles if game is not None else []
        points = game.board.points if game is not None else ()

        # Undo (or another game) dropped lines or triangles: take them off the scene.
        kept_lines = _common_prefix(self._line_keys, lines)
        kept_triangles = _common_prefix(self._triangle_keys, triangles)
        if kept_lines < len(self._line_keys):
            self.line_layer.truncate(kept_lines)
            del self._line_keys[kept_lines:]
        if kept_triangles < len(self._triangle_keys):
            self.triangle_layer.truncate(kept_triangles)
            del self._triangle_keys[kept_triangles:]

        new_lines = list(enumerate(lines))[kept_lines:]
        animate = animate and 0 < len(new_lines) <= MAX_ANIMATED_LINES
        for index, key in new_lines:
            i, j, player = key
            a, b = _point(points[i]), _point(points[j])
            self._line_keys.append(key)
            if animate:
                self._animate_line(LineItem(self.style, a, b, player), index, key)
            else:
                self.line_layer.add(index, key, a, b, player)

        for index, key in list(enumerate(triangles))[kept_triangles:]:
            i, j, k, player = key
            corners = [_point(points[i]), _point(points[j]), _point(points[k])]
            self._triangle_keys.append(key)
            if animate:
                self._animate_triangle(TriangleItem(self.style, corners, player), index, key)
            else:
                self.triangle_layer.add(index, key, corners, player)

        if lines:
            i, j, player = lines[-1]
            self.last_glow.set_line(_point(points[i]), _point(points[j]), player)
            if animate:
                glow = Tween(LINE_GROW_MS, self.last_glow.set_progress, QEasingCurve.Type.OutCubic)
                self._moves.append(self.animator.start(glow))
        else:
            self.last_glow.setVisible(False)
        if game is not None:
            if self.style.current_player != game.current_player:
                self.style.current_player = game.current_player
                # The selection ring is drawn in the colour of the player to move.
                self.markers[StarMarker.SELECTION].update()
            if self.stars is not None:
                self.stars.set_spent(_spent_stars(game))

    # -- Animations: every one starts and ends here -----------------------------------------------

    def _animate_line(self, item: LineItem, index: int, key: tuple) -> None:
        item.index, item.key = index, key
        self.addItem(item)

        def settle() -> None:
            # The line has arrived: it joins the settled layer.
            if item.scene() is self:
                self.removeItem(item)
                self.line_layer.add(item.index, item.key, item.a, item.b, item.player)

        tween = Tween(LINE_GROW_MS, item.set_progress, QEasingCurve.Type.OutCubic, done=settle)
        self._moves.append(self.animator.start(tween))

    def _animate_triangle(self, item: TriangleItem, index: int, key: tuple) -> None:
        item.index, item.key = index, key
        self.addItem(item)

        def settle() -> None:
            if item.scene() is self:
                self.removeItem(item)
                self.triangle_layer.add(item.index, item.key, item.corners, item.player)

        # The triangle fills in as its closing line arrives.
        delay = 0.35
        tween = Tween(
            int(TRIANGLE_FADE_MS / (1.0 - delay)),
            item.set_progress,
            QEasingCurve.Type.InOutQuad,
            keys=((0.0, 0.0), (delay, 0.0), (1.0, 1.0)),
            done=settle,
        )
        self._moves.append(self.animator.start(tween))

    def finish_animations(self) -> None:
        """Jump every line, triangle and glow animation to its end."""
        running, self._moves = self._moves, []
        self.animator.finish(running)

    def running_animations(self) -> int:
        self._moves = [tween for tween in self._moves if self.animator.is_running(tween)]
        return len(self._moves)

    def set_animations_enabled(self, enabled: bool) -> None:
        self.animations_enabled = bool(enabled)
        if not enabled:
            self.finish_animations()
            # A refusal flashing now stays plainly visible for the rest of its time.
            self.flash.set_emphasis(1.0)
            if self.hint_animation is not None:
                self.animator.stop(self.hint_animation)
                self.hint_animation = None
                self.hint.set_dash_offset(0.0)

    # -- Refusal and hint ----------------------------------------------------------------------

    def show_refusal(self, i: int, j: int, reason: Reason) -> None:
        """Flash line i-j dashed in the warning colour for a moment, with a label saying why
        and every obstacle pointed at."""
        if not self._is_line(i, j):
            return
        assert self.game is not None
        points = self.game.board.points
        lines, stars = _blockers(self.game, i, j, reason)
        pen, casing = self._warning_pens(1.5)
        self.flash.set_segment(_point(points[i]), _point(points[j]), pen, casing, lines, stars)
        self.flash.setVisible(True)
        self._set_label(self.flash, refusal_reasons(self.game, i, j))
        self.animator.stop(self.flash_animation)

        def pulse(value: float) -> None:
            # Two quick pulses of width; the colour never fades, so it stays readable.
            self.flash.set_emphasis(value if self.animations_enabled else 1.0)

        self.flash_animation = self.animator.start(
            Tween(REFUSAL_FLASH_MS, pulse, keys=REFUSAL_PULSE, done=self._flash_done)
        )

    def _flash_done(self) -> None:
        self.flash_animation = None
        self.flash.hide()

    def clear_flash(self) -> None:
        self.animator.stop(self.flash_animation)
        self.flash_animation = None
        self.flash.hide()

    def show_hint(self, i: int, j: int) -> None:
        """Show a suggested line without playing it, until the next sync or input."""
        if not self._is_line(i, j):
            return
        assert self.game is not None
        points = self.game.board.points
        width = self.style.line_width * HINT_WIDTH
        pen = cosmetic_pen(self.style.theme.hint_color, width, Qt.PenStyle.CustomDashLine)
        pen.setDashPattern(list(HINT_DASHES))
        self.hint.set_segment(_point(points[i]), _point(points[j]), pen, self._casing_pen(width))
        self.hint.set_dash_offset(0.0)
        self.hint.setVisible(True)
        self.animator.stop(self.hint_animation)
        self.hint_animation = None
        if self.animations_enabled:
            # Dots marching from the first star to the second: it moves, so it is noticed,
            # and its colour never fades into the board.
            march = Tween(
                HINT_MARCH_MS,
                self.hint.set_dash_offset,
                keys=((0.0, 0.0), (1.0, -float(sum(HINT_DASHES)))),
                looping=True,
            )
            self.hint_animation = self.animator.start(march)

    def clear_hint(self) -> None:
        self.animator.stop(self.hint_animation)
        self.hint_animation = None
        self.hint.hide()

    def _is_line(self, i: int, j: int) -> bool:
        if self.game is None:
            return False
        count = len(self.game.board.points)
        return 0 <= i < count and 0 <= j < count and i != j

    # -- Markers and the rubber band ----------------------------------------------------------

    def place_markers(self, selected: int | None, hovered: int | None, focused: int | None) -> None:
        """Ring these stars (None: no ring)."""
        points = self.game.board.points if self.game is not None else ()
        hovered = hovered if hovered != selected else None
        for kind, star in (
            (StarMarker.SELECTION, selected),
            (StarMarker.HOVER, hovered),
            (StarMarker.FOCUS, focused),
        ):
            marker = self.markers[kind]
            # Only a change moves or shows the marker, so a pointer moving over the sky or
            # within one star's reach repaints nothing.
            if star is None or star >= len(points):
                marker.star = None
                marker.setVisible(False)
                continue
            if marker.star != star:
                marker.star = star
                marker.setPos(_point(points[star]))
            marker.setVisible(True)

    def show_preview(self, first: int | None, target: int | None, end: QPointF | None) -> None:
        """The rubber band from star `first` to star `target` or, without one, to `end`."""
        band = self.rubber_band
        game = self.game
        if game is None or first is None or end is None:
            band.hide()
            return
        style = self.style
        color = style.theme.player_color(game.current_player)
        casing = None
        reasons: list[str] = []
        blocking_lines: list[QLineF] = []
        blocking_stars: list[QPointF] = []
        if target is None:
            # Following the pointer: a faint, provisional stroke.
            color.setAlpha(120)
            pen = cosmetic_pen(color, style.line_width * 1.3)
        elif (reason := game.check(first, target)) is not None:
            # Preview that this line would be refused, why, and what is in the way, before the
            # player lets go. The pointer moves often and the position rarely: ask the engine
            # once per target (sync and set_game forget the answer).
            pen, casing = self._warning_pens(1.2)
            if self._preview_key != (first, target):
                self._preview_key = (first, target)
                self._preview = (
                    refusal_reasons(game, first, target),
                    *_blockers(game, first, target, reason),
                )
            reasons, blocking_lines, blocking_stars = self._preview
        else:
            # Snapped to a star it may join: brighter, with a soft halo, still not a drawn line.
            color.setAlpha(200)
            pen = cosmetic_pen(color, style.line_width * 1.3)
            halo = QColor(color)
            halo.setAlpha(60)
            casing = cosmetic_pen(halo, style.line_width * 4)
        start = _point(game.board.points[first])
        band.set_segment(start, end, pen, casing, blocking_lines, blocking_stars)
        band.setVisible(True)
        self._set_label(band, reasons)

    def set_frame(self, transform: QTransform, bounds: QRectF, font: QFont) -> None:
        """How the view shows the scene, so labels find room inside the window."""
        self._frame = (QTransform(transform), QRectF(bounds), QFont(font))

    def _set_label(self, segment: SegmentItem, reasons: list[str]) -> None:
        """Put the reasons on a plate beside the segment, inside the window."""
        transform, bounds, font = self._frame
        label = segment.label
        label.theme = self.style.theme
        label.set_font(font)
        label.set_text(reasons)
        label.setVisible(segment.isVisible() and bool(reasons))
        if not reasons:
            return
        line = segment.line()
        label.setPos(line.center())
        middle = transform.map(line.center())
        direction = transform.map(line.p2()) - transform.map(line.p1())
        label.set_shift(label_shift(middle, direction, label.plate_size(), bounds))

    def _warning_pens(self, thickness: float) -> tuple[QPen, QPen]:
        """A dashed stroke in the warning colour over a casing in the sky colour, so that it
        reads on any background, even on top of a drawn line."""
        width = self.style.line_width * thickness
        pen = cosmetic_pen(self.style.theme.warning_color, width, Qt.PenStyle.CustomDashLine)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([2.4, 1.6])
        return pen, self._casing_pen(width)

    def _casing_pen(self, width: float) -> QPen:
        """A stroke in the sky's colour under a signal, so that lines and triangles under it
        do not eat its contrast."""
        casing_color = QColor(self.style.theme.sky_top)
        casing_color.setAlpha(CASING_ALPHA)
        return cosmetic_pen(casing_color, width + 3.0)

    # -- Look ------------------------------------------------------------------------------------

    def set_theme(self, theme: Theme) -> None:
        self.style.theme = theme
        for segment in (self.flash, self.rubber_band, self.hint):
            segment.label.theme = theme
        self.set_zoom(self.style.scale, self.style.device_pixel_ratio, force=True)
        # Cached layers are painted again only when told so.
        self.line_layer.update()
        self.triangle_layer.update()
        self.update()

    def set_zoom(self, scale: float, device_pixel_ratio: float, force: bool = False) -> None:
        """Pixel sizes follow the zoom: items sized in pixels change extent."""
        style = self.style
        if not force and (scale, device_pixel_ratio) == (style.scale, style.device_pixel_ratio):
            return
        style.update_zoom(scale, device_pixel_ratio)
        for marker in self.markers.values():
            marker.refresh_geometry()
        self.last_glow.refresh_geometry()
        if self.stars is not None:
            self.stars.refresh_geometry()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        # Only a picture rendered from the scene uses this; the view paints its own cached sky.
        paint_sky(painter, self.sceneRect(), self.style.theme)


def _point(xy) -> QPointF:
    return QPointF(float(xy[0]), float(xy[1]))


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
