"""The graphics items of the star board: stars, lines, triangles, markers.

Items hold only what they draw (positions, colours); the rules stay in the engine. Sizes that
should look the same at any zoom (star dots, line widths, rings) are in device-independent
pixels: lines use cosmetic pens, stars and markers are drawn untransformed, so the board stays
sharp at every scale and on high-DPI screens. Settled lines and triangles are drawn by two
cached layer items; only the newest ones are separate items while they animate.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH
from triangles_qt.engine.board import DEFAULT_TOLERANCE

from .board_art import hatch_pixmap, star_pixmap, star_reach
from .board_labels import RefusalLabel
from .themes import Theme

# Stacking order, back to front.
Z_TRIANGLE = 0
Z_LIVE_TRIANGLE = 0.5
Z_LAST_LINE_GLOW = 1
Z_LINE = 2
Z_LIVE_LINE = 2.5
Z_HINT = 3
Z_RUBBER_BAND = 4
Z_FLASH = 5
Z_STARS = 6
Z_MARKER = 7
Z_LABEL = 9  # above the markers (the focus ring is at Z_MARKER + 1)

# Lines are drawn with cosmetic pens, so their on-screen width does not depend on the zoom; their
# bounding rectangles (in board units) are padded enough for the widest pen at the smallest zoom.
LINE_PADDING = 24.0


# A star's solid dot and half a line's stroke together fill the star tolerance (converted to
# pixels at the current zoom) but for a small gap: a line the engine refuses as passing through a
# star is drawn touching its dot, and one it accepts leaves at least this gap. The gap is a tenth
# of the tolerance, and never more than MAX_GAP px, so that a refused line is still seen to touch.
GAP_SHARE = 0.1
MAX_GAP = 0.75
# Never thinner or smaller than this, in px, whatever the zoom (a board far too small for its
# tolerance could then show a touch the engine accepts; no window the app allows is that small).
MIN_LINE_WIDTH = 1.0
MIN_STAR_RADIUS = 1.2
# At most this share of the budget goes to half the stroke; the dot keeps the rest.
MAX_STROKE_SHARE = 0.3


@dataclass
class BoardStyle:
    """The theme and the pixel sizes that depend on the current zoom, shared by all items."""

    theme: Theme
    scale: float = 1.0  # device-independent pixels per board unit
    device_pixel_ratio: float = 1.0
    tolerance: int = DEFAULT_TOLERANCE  # board units: the board's star tolerance
    star_radius: float = 4.0  # px, a star's solid dot
    line_width: float = 2.6  # px
    marker_radius: float = 11.0  # px, hover / selection / focus rings
    current_player: int = 0
    _hatch_cache: dict = field(default_factory=dict)

    def update_zoom(self, scale: float, device_pixel_ratio: float) -> None:
        self.scale = scale
        self.device_pixel_ratio = device_pixel_ratio
        # The dot and the stroke follow the zoom so that they just fill the star tolerance:
        # what the player sees touch is what the rules refuse.
        reach = self.tolerance * scale
        budget = reach - min(GAP_SHARE * reach, MAX_GAP)
        width = self.theme.line_width * (0.75 + 0.3 * scale)
        width = min(width, self.theme.line_width * 1.5, 2 * MAX_STROKE_SHARE * budget)
        self.line_width = max(MIN_LINE_WIDTH, width)
        self.star_radius = max(MIN_STAR_RADIUS, budget - self.line_width / 2)
        self.marker_radius = self.star_radius + min(9.0, max(6.0, 7.0 * scale))

    def touch_distance(self) -> float:
        """Pixels from a star's centre to the centre of a line that just touches its dot."""
        return self.star_radius + self.line_width / 2

    def hatch_brush(self, player: int) -> QBrush | None:
        pattern = self.theme.hatches[player]
        if pattern is None:
            return None
        key = (self.theme.key, player, self.device_pixel_ratio)
        brush = self._hatch_cache.get(key)
        if brush is None:
            color = self.theme.player_color(player)
            color.setAlpha(self.theme.hatch_alpha)
            brush = QBrush(hatch_pixmap(pattern, color, self.device_pixel_ratio))
            self._hatch_cache[key] = brush
        return brush


# -- Items ------------------------------------------------------------------------------------


def device_ratio(painter: QPainter) -> float:
    """Device pixels per device-independent pixel of what the painter paints on.

    Cosmetic pen widths are in device pixels, so they are multiplied by this to look the same
    on a high-DPI screen as on a normal one.
    """
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def _cosmetic_pen(color: QColor, width: float, style=Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


class StarLayer(QGraphicsItem):
    """Every star of the board in one item: one pre-rendered pixmap per star, drawn unscaled."""

    def __init__(self, style: BoardStyle, xy: np.ndarray, rect: QRectF) -> None:
        super().__init__()
        self._style = style
        self._xy = np.asarray(xy, dtype=float).reshape(-1, 2)
        self._spent = np.zeros(len(self._xy), dtype=bool)
        self._board_rect = rect
        self.setZValue(Z_STARS)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def refresh_geometry(self) -> None:
        """The zoom or theme changed: the glow reaches a different distance in board units."""
        self.prepareGeometryChange()

    def set_spent(self, spent: np.ndarray) -> None:
        """Dim the stars no line can be drawn from any more; repaint only those that changed."""
        if len(spent) != len(self._spent):
            self._spent = spent.copy()
            self.update()
            return
        changed = np.flatnonzero(spent != self._spent)
        if not len(changed):
            return
        self._spent = spent.copy()
        style = self._style
        reach = star_reach(style.theme, style.star_radius) / max(0.05, style.scale)
        for index in changed:
            x, y = self._xy[index]
            self.update(QRectF(x - reach, y - reach, 2 * reach, 2 * reach))

    def boundingRect(self) -> QRectF:
        style = self._style
        pad = star_reach(style.theme, style.star_radius) / max(0.05, style.scale)
        return self._board_rect.adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not len(self._xy):
            return
        style = self._style
        # Only the stars whose glow reaches into the area being repainted.
        reach = star_reach(style.theme, style.star_radius) / max(0.05, style.scale)
        exposed = option.exposedRect.adjusted(-reach, -reach, reach, reach)
        x, y = self._xy[:, 0], self._xy[:, 1]
        visible = (
            (x >= exposed.left())
            & (x <= exposed.right())
            & (y >= exposed.top())
            & (y <= exposed.bottom())
        )
        if not visible.any():
            return
        t = painter.worldTransform()
        xs = t.m11() * x + t.m21() * y + t.dx()
        ys = t.m12() * x + t.m22() * y + t.dy()
        pixmap = star_pixmap(style.theme, style.star_radius, device_ratio(painter))
        half = pixmap.width() / pixmap.devicePixelRatio() / 2
        painter.save()
        painter.resetTransform()
        for dim in (False, True):
            chosen = np.flatnonzero(visible & (self._spent == dim))
            if dim:
                painter.setOpacity(style.theme.spent_star_alpha)
            for index in chosen:
                painter.drawPixmap(QPointF(xs[index] - half, ys[index] - half), pixmap)
        painter.restore()


def _line_pen(color: QColor, width: float) -> QPen:
    # Flat caps: the star dots cover the ends, and batched flat-capped lines stroke several
    # times faster than round-capped ones.
    pen = QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    pen.setCosmetic(True)
    return pen


def paint_triangles(
    painter: QPainter, polygons: list[QPolygonF], player: int, style: BoardStyle, fill: float = 1.0
) -> None:
    """Fill triangles of one player: translucent colour, then the theme's hatch if any.

    Filled without antialiasing: every edge lies under a drawn line that covers it, and aliased
    fills are an order of magnitude faster, which keeps a full board repaint cheap.
    """
    if not polygons:
        return
    theme = style.theme
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(Qt.PenStyle.NoPen)
    color = theme.player_color(player)
    color.setAlpha(round(theme.triangle_alpha * fill))
    painter.setBrush(color)
    for polygon in polygons:
        painter.drawPolygon(polygon)
    hatch = style.hatch_brush(player)
    if hatch is not None:
        # Keep the hatch at a fixed on-screen size and anchored to the view, so that it is
        # equally fine at every zoom and runs on seamlessly across neighbouring triangles.
        brush = QBrush(hatch)
        inverse, ok = painter.worldTransform().inverted()
        if ok:
            brush.setTransform(inverse)
        painter.setOpacity(painter.opacity() * fill)
        painter.setBrush(brush)
        for polygon in polygons:
            painter.drawPolygon(polygon)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)


class _Layer(QGraphicsItem):
    """Many settled shapes drawn by one item, batched per player and culled to the exposed area.

    One item instead of hundreds keeps QGraphicsView's per-item cost out of every repaint, and
    its device-coordinate cache turns a full repaint into one pixmap blit: only the area of an
    added or removed shape is painted again. Records are kept in game order, so undo can drop
    the newest ones.
    """

    def __init__(self, style: BoardStyle, rect: QRectF, z: float) -> None:
        super().__init__()
        self._style = style
        self._rect = rect.adjusted(-LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING)
        self._indices: list[int] = []  # position of each record in the game's list
        self._keys: list[tuple] = []
        self._shapes: list = []
        self._players: list[int] = []
        self._boxes = np.empty((0, 4))
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def __len__(self) -> int:
        return len(self._keys)

    @property
    def keys(self) -> list[tuple]:
        return list(self._keys)

    def boundingRect(self) -> QRectF:
        return self._rect

    def _insert(self, index: int, key: tuple, shape, player: int, box: QRectF) -> None:
        # Animations may end out of order; records stay in game order all the same.
        at = bisect.bisect(self._indices, index)
        self._indices.insert(at, index)
        self._keys.insert(at, key)
        self._shapes.insert(at, shape)
        self._players.insert(at, player)
        row = [box.left(), box.top(), box.right(), box.bottom()]
        self._boxes = np.insert(self._boxes, at, row, axis=0)
        self.update(box.adjusted(-LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING))

    def truncate(self, count: int) -> None:
        """Keep only the first `count` records (undo), repainting where the others were."""
        if count >= len(self._keys):
            return
        gone = self._boxes[count:]
        area = QRectF(
            QPointF(gone[:, 0].min(), gone[:, 1].min()), QPointF(gone[:, 2].max(), gone[:, 3].max())
        )
        del self._indices[count:], self._keys[count:], self._shapes[count:], self._players[count:]
        self._boxes = self._boxes[:count]
        self.update(area.adjusted(-LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING))

    def _visible_by_player(self, option) -> tuple[list, list]:
        """The shapes whose boxes meet the exposed rectangle, split by player."""
        by_player: tuple[list, list] = ([], [])
        if not self._keys:
            return by_player
        exposed = option.exposedRect.adjusted(
            -LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING
        )
        boxes = self._boxes
        hit = (
            (boxes[:, 2] >= exposed.left())
            & (boxes[:, 0] <= exposed.right())
            & (boxes[:, 3] >= exposed.top())
            & (boxes[:, 1] <= exposed.bottom())
        )
        shapes, players = self._shapes, self._players
        for index in np.flatnonzero(hit):
            by_player[players[index]].append(shapes[index])
        return by_player


class LineLayer(_Layer):
    """Every settled line, in its player's colour."""

    def __init__(self, style: BoardStyle, rect: QRectF) -> None:
        super().__init__(style, rect, Z_LINE)

    def add(self, index: int, key: tuple, a: QPointF, b: QPointF, player: int) -> None:
        self._insert(index, key, QLineF(a, b), player, QRectF(a, b).normalized())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        style = self._style
        width = style.line_width * device_ratio(painter)
        for player, lines in enumerate(self._visible_by_player(option)):
            if lines:
                painter.setPen(_line_pen(style.theme.player_colors[player], width))
                painter.drawLines(lines)


class TriangleLayer(_Layer):
    """Every settled scored triangle, filled in its closer's colour."""

    def __init__(self, style: BoardStyle, rect: QRectF) -> None:
        super().__init__(style, rect, Z_TRIANGLE)

    def add(self, index: int, key: tuple, corners: list[QPointF], player: int) -> None:
        polygon = QPolygonF(corners)
        self._insert(index, key, polygon, player, polygon.boundingRect())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for player, polygons in enumerate(self._visible_by_player(option)):
            paint_triangles(painter, polygons, player, self._style)


class LineItem(QGraphicsItem):
    """A line being animated: it grows from its first star to its second, then settles."""

    def __init__(self, style: BoardStyle, a: QPointF, b: QPointF, player: int) -> None:
        super().__init__()
        self._style = style
        self.a = a
        self.b = b
        self.player = player
        self.index = -1  # position in game.lines
        self.key: tuple = ()
        self.progress = 1.0
        self._rect = (
            QRectF(a, b)
            .normalized()
            .adjusted(-LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING)
        )
        self.setZValue(Z_LIVE_LINE)

    def set_progress(self, progress: float) -> None:
        self.progress = progress
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        style = self._style
        width = style.line_width * device_ratio(painter)
        painter.setPen(_line_pen(style.theme.player_colors[self.player], width))
        end = self.a + (self.b - self.a) * min(1.0, max(0.0, self.progress))
        painter.drawLine(self.a, end)


class TriangleItem(QGraphicsItem):
    """A triangle being animated: it fades in under the lines, then settles."""

    def __init__(self, style: BoardStyle, corners: list[QPointF], player: int) -> None:
        super().__init__()
        self._style = style
        self.player = player
        self.corners = corners
        self.index = -1  # position in game.triangles
        self.key: tuple = ()
        self._polygon = QPolygonF(corners)
        self._rect = self._polygon.boundingRect()
        self.progress = 1.0
        self.setZValue(Z_LIVE_TRIANGLE)

    def set_progress(self, progress: float) -> None:
        self.progress = progress
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        fill = min(1.0, max(0.0, self.progress))
        if fill > 0:
            paint_triangles(painter, [self._polygon], self.player, self._style, fill)


class LastLineGlow(QGraphicsItem):
    """A soft halo under the line drawn last, so the latest move is easy to spot."""

    def __init__(self, style: BoardStyle) -> None:
        super().__init__()
        self._style = style
        self._line = QLineF()
        self._player = 0
        self.progress = 1.0
        self.setZValue(Z_LAST_LINE_GLOW)
        self.setVisible(False)

    def set_line(self, a: QPointF, b: QPointF, player: int) -> None:
        self.prepareGeometryChange()
        self._line = QLineF(a, b)
        self._player = player
        self.progress = 1.0
        self.setVisible(True)
        self.update()

    def set_progress(self, progress: float) -> None:
        self.progress = progress
        self.update()

    def refresh_geometry(self) -> None:
        self.prepareGeometryChange()

    def boundingRect(self) -> QRectF:
        pad = 24.0 / max(0.05, self._style.scale) + 4
        return QRectF(self._line.p1(), self._line.p2()).normalized().adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        style = self._style
        theme = style.theme
        width = style.line_width * device_ratio(painter)
        progress = min(1.0, max(0.0, self.progress))
        line = QLineF(self._line.p1(), self._line.pointAt(progress))
        if theme.last_line_halo:
            outer = theme.player_color(self._player)
            outer.setAlpha(theme.last_line_halo)
            painter.setPen(_cosmetic_pen(outer, width * 5.0))
            painter.drawLine(line)
        painter.setPen(_cosmetic_pen(theme.last_line_glow, width * 3.0))
        painter.drawLine(line)


class SegmentItem(QGraphicsItem):
    """A straight stroke between two points: the rubber band, a refused line, a hint.

    A refused line can also point at what refuses it: the drawn lines it would cross and the
    stars it would pass through glow in the warning colour with it.
    """

    def __init__(self, style: BoardStyle, z: float) -> None:
        super().__init__()
        self._style = style
        self._line = QLineF()
        self._pen = QPen()
        self._casing: QPen | None = None
        self.blocking_lines: list[QLineF] = []
        self.blocking_stars: list[QPointF] = []
        self._rect = QRectF()
        # Animations change the stroke's width or move its dashes, never its colour or opacity,
        # so it keeps its contrast with the board at every frame.
        self.emphasis = 1.0
        self.dash_offset = 0.0
        # The words beside the stroke: above the stars, so a separate item, which shows and
        # hides with the stroke and joins the scene with it.
        self.label = RefusalLabel(style.theme)
        self.label.setZValue(Z_LABEL)
        self.label.setVisible(False)
        self.setZValue(z)
        self.setVisible(False)

    def line(self) -> QLineF:
        return QLineF(self._line)

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged:
            if self.label.scene() is not None:
                self.label.scene().removeItem(self.label)
            if value is not None:
                value.addItem(self.label)
        elif change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged:
            self.label.setVisible(bool(value) and bool(self.label.lines))
        return super().itemChange(change, value)

    def set_emphasis(self, emphasis: float) -> None:
        """Widen the stroke by this factor (a pulse)."""
        self.emphasis = float(emphasis)
        self.update()

    def set_dash_offset(self, offset: float) -> None:
        """Move the dashes along the line (marching dashes)."""
        self.dash_offset = float(offset)
        self.update()

    def stroke_pens(self) -> list[QPen]:
        """The pens the stroke is drawn with now, casing first (for tests of what is seen)."""
        return [pen for pen in (self._casing, self._pen) if pen is not None]

    def set_segment(
        self,
        a: QPointF,
        b: QPointF,
        pen: QPen,
        casing: QPen | None = None,
        blocking_lines: list[QLineF] | None = None,
        blocking_stars: list[QPointF] | None = None,
    ) -> None:
        """Stroke a-b with `pen` over `casing`, a wider pen that sets it off from what is below."""
        self.prepareGeometryChange()
        self._line = QLineF(a, b)
        self._pen = pen
        self._casing = casing
        self.blocking_lines = list(blocking_lines or [])
        self.blocking_stars = list(blocking_stars or [])
        rect = QRectF(a, b).normalized()
        for line in self.blocking_lines:
            rect = rect.united(QRectF(line.p1(), line.p2()).normalized())
        for star in self.blocking_stars:
            rect = rect.united(QRectF(star, star))
        # Star rings are drawn at a fixed pixel size, which is larger in board units when small.
        pad = LINE_PADDING + 30.0 / max(0.05, self._style.scale)
        self._rect = rect.adjusted(-pad, -pad, pad, pad)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        ratio = device_ratio(painter)
        style = self._style
        if self.blocking_lines:
            glow = QColor(self._pen.color())
            glow.setAlpha(120)
            painter.setPen(_cosmetic_pen(glow, style.line_width * 3.4 * ratio))
            painter.drawLines(self.blocking_lines)
        for pen in (self._casing, self._pen):
            if pen is None:
                continue
            pen = QPen(pen)
            pen.setWidthF(pen.widthF() * self.emphasis * (ratio if pen.isCosmetic() else 1.0))
            if pen.style() == Qt.PenStyle.CustomDashLine:
                pen.setDashOffset(self.dash_offset)
            painter.setPen(pen)
            painter.drawLine(self._line)
        if self.blocking_stars:
            # Rings of a fixed size on screen round the stars in the way.
            transform = painter.worldTransform()
            painter.save()
            painter.resetTransform()
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self._pen.color(), 2.4))
            radius = style.marker_radius
            for star in self.blocking_stars:
                painter.drawEllipse(transform.map(star), radius, radius)
            painter.restore()


class StarMarker(QGraphicsItem):
    """A ring round one star (hover, selection or keyboard focus), drawn at a fixed pixel size."""

    HOVER = "hover"
    SELECTION = "selection"
    FOCUS = "focus"

    def __init__(self, style: BoardStyle, kind: str) -> None:
        super().__init__()
        self._style = style
        self.kind = kind
        self.star: int | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_MARKER + (1 if kind == self.FOCUS else 0))
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        style = self._style
        # The ring, or the brightened star drawn inside it with its glow.
        r = max(style.marker_radius + 8, star_reach(style.theme, style.star_radius * 1.25))
        return QRectF(-r, -r, 2 * r, 2 * r)

    def refresh_geometry(self) -> None:
        self.prepareGeometryChange()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        style = self._style
        theme = style.theme
        r = style.marker_radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == self.SELECTION:
            color = theme.player_color(style.current_player)
            halo = QColor(color)
            halo.setAlpha(70)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(QPointF(0, 0), r + 3, r + 3)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, 2.6))
            painter.drawEllipse(QPointF(0, 0), r, r)
            # The star itself, brighter, so the chosen star stands out from its neighbours.
            pixmap = star_pixmap(theme, style.star_radius * 1.25, style.device_pixel_ratio, True)
            half = pixmap.width() / pixmap.devicePixelRatio() / 2
            painter.drawPixmap(QPointF(-half, -half), pixmap)
        elif self.kind == self.HOVER:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.hover_color, 1.8))
            painter.drawEllipse(QPointF(0, 0), r - 2, r - 2)
            pixmap = star_pixmap(theme, style.star_radius * 1.2, style.device_pixel_ratio, True)
            half = pixmap.width() / pixmap.devicePixelRatio() / 2
            painter.drawPixmap(QPointF(-half, -half), pixmap)
        else:
            pen = QPen(theme.focus_color, 2.2, Qt.PenStyle.DashLine)
            pen.setDashPattern([2.5, 2.0])
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)


def board_transform(width: int, height: int, padding: float, portrait: bool) -> QTransform:
    """Scale (and in portrait, turn 90 degrees) the board rectangle to fit the viewport."""
    board_w, board_h = (CANVAS_HEIGHT, CANVAS_WIDTH) if portrait else (CANVAS_WIDTH, CANVAS_HEIGHT)
    scale = max(0.01, min((width - 2 * padding) / board_w, (height - 2 * padding) / board_h))
    transform = QTransform()
    if portrait:
        transform.rotate(90)
    transform.scale(scale, scale)
    return transform
