"""The board's small items: a line or triangle while it animates, the glow under the last
line, a stroke between two points (the rubber band, a refused line, a hint) and star markers.

Items hold only what they draw (positions, colours); the rules stay in the engine. Sizes that
should look the same at any zoom are in device-independent pixels (cosmetic pens, untransformed
markers), so the board stays sharp at every scale and on high-DPI screens.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from .art import star_pixmap, star_reach
from .labels import RefusalLabel
from .style import (
    LINE_PADDING,
    Z_LABEL,
    Z_LAST_LINE_GLOW,
    Z_LIVE_LINE,
    Z_LIVE_TRIANGLE,
    Z_MARKER,
    BoardStyle,
    device_ratio,
    line_pen,
    paint_triangles,
    round_pen,
)


class LineItem(QGraphicsItem):
    """A line being animated: it grows from its first star to its second, then settles."""

    def __init__(
        self,
        style: BoardStyle,
        a: QPointF,
        b: QPointF,
        player: int,
        index: int,
        key: tuple[int, int, int],
    ) -> None:
        super().__init__()
        self._style = style
        self.a = a
        self.b = b
        self.player = player
        self.index = index  # position in game.lines
        self.key = key  # (i, j, player), as in game.lines
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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        style = self._style
        width = style.line_width * device_ratio(painter)
        painter.setPen(line_pen(style.theme.player_colors[self.player], width))
        end = self.a + (self.b - self.a) * min(1.0, max(0.0, self.progress))
        painter.drawLine(self.a, end)


class TriangleItem(QGraphicsItem):
    """A triangle being animated: it fades in under the lines, then settles."""

    def __init__(
        self,
        style: BoardStyle,
        corners: list[QPointF],
        player: int,
        index: int,
        key: tuple[int, int, int, int],
    ) -> None:
        super().__init__()
        self._style = style
        self.player = player
        self.corners = corners
        self.index = index  # position in game.triangles
        self.key = key  # (i, j, k, player), as in game.triangles
        self._polygon = QPolygonF(corners)
        self._rect = self._polygon.boundingRect()
        self.progress = 1.0
        self.setZValue(Z_LIVE_TRIANGLE)

    def set_progress(self, progress: float) -> None:
        self.progress = progress
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        style = self._style
        theme = style.theme
        width = style.line_width * device_ratio(painter)
        progress = min(1.0, max(0.0, self.progress))
        line = QLineF(self._line.p1(), self._line.pointAt(progress))
        pens = [round_pen(theme.last_line_glow, width * 3.0)]
        if theme.last_line_halo:
            outer = theme.player_color(self._player)
            outer.setAlpha(theme.last_line_halo)
            pens.insert(0, round_pen(outer, width * 5.0))
        for pen in pens:
            pen.setCosmetic(not style.vector)  # a picture is at scale 1 and scales as a whole
            painter.setPen(pen)
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

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged:
            # `value` is the new scene, or None when the stroke left its scene.
            old = self.label.scene()
            if old is not None:
                old.removeItem(self.label)
            if isinstance(value, QGraphicsScene):
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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        ratio = device_ratio(painter)
        style = self._style
        if self.blocking_lines:
            glow = QColor(self._pen.color())
            glow.setAlpha(120)
            painter.setPen(round_pen(glow, style.line_width * 3.4 * ratio))
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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
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
