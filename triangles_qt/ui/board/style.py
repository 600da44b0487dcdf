"""The look of the star board that every painter shares: stacking order, pixel sizes, pens.

`BoardStyle` holds the theme and the sizes that follow the zoom (star dots and strokes fill the
star tolerance, so what the player sees touch is what the rules refuse). The same style paints
the board on screen and exported pictures; with `vector` set, items paint in vectors only (no
pixmaps), for an SVG that stays sharp at any size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF, QTransform

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH
from triangles_qt.engine.board import DEFAULT_TOLERANCE

from ..themes import Theme
from .art import hatch_pixmap, paint_hatch

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
    # Paint in vectors only (an SVG picture): no pixmaps, no pixel-grid shortcuts.
    vector: bool = False
    _hatch_cache: dict[tuple[str, int, float], QBrush] = field(default_factory=dict)

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
        """The theme's hatch of this player as a tiled brush, cached per pixel density."""
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


def device_ratio(painter: QPainter) -> float:
    """Device pixels per device-independent pixel of what the painter paints on.

    Cosmetic pen widths are in device pixels, so they are multiplied by this to look the same
    on a high-DPI screen as on a normal one.
    """
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def round_pen(
    color: QColor,
    width: float,
    style: Qt.PenStyle = Qt.PenStyle.SolidLine,
    cosmetic: bool = True,
) -> QPen:
    """A pen with round ends and joins; cosmetic (its width in pixels at any zoom) by default."""
    pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(cosmetic)
    return pen


def line_pen(color: QColor, width: float) -> QPen:
    # Flat caps: the star dots cover the ends, and batched flat-capped lines stroke much
    # faster than round-capped ones.
    pen = QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    pen.setCosmetic(True)
    return pen


def paint_triangles(
    painter: QPainter, polygons: list[QPolygonF], player: int, style: BoardStyle, fill: float = 1.0
) -> None:
    """Fill triangles of one player: translucent colour, then the theme's hatch if any.

    Filled without antialiasing: every edge lies under a drawn line that covers it, and aliased
    fills are much faster, which keeps a full board repaint cheap. In vectors
    the hatch is strokes cut at the triangle's sides, otherwise a tiled pixmap brush.
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
    pattern = theme.hatches[player]
    if pattern is not None and style.vector:
        stroke = theme.player_color(player)
        stroke.setAlpha(round(theme.hatch_alpha * fill))
        paint_hatch(painter, [polygon.toList() for polygon in polygons], pattern, stroke)
    elif pattern is not None:
        # Keep the hatch at a fixed on-screen size and anchored to the view, so that it is
        # equally fine at every zoom and runs on seamlessly across neighbouring triangles.
        brush = QBrush(style.hatch_brush(player))
        inverse, ok = painter.worldTransform().inverted()
        if ok:
            brush.setTransform(inverse)
        painter.setOpacity(painter.opacity() * fill)
        painter.setBrush(brush)
        for polygon in polygons:
            painter.drawPolygon(polygon)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)


def star_point(xy: Sequence[float]) -> QPointF:
    """A star's (or any board point's) position as a scene point."""
    return QPointF(float(xy[0]), float(xy[1]))


def board_transform(width: int, height: int, padding: float, portrait: bool) -> QTransform:
    """Scale (and in portrait, turn 90 degrees) the board rectangle to fit the viewport."""
    board_w, board_h = (CANVAS_HEIGHT, CANVAS_WIDTH) if portrait else (CANVAS_WIDTH, CANVAS_HEIGHT)
    scale = max(0.01, min((width - 2 * padding) / board_w, (height - 2 * padding) / board_h))
    transform = QTransform()
    if portrait:
        transform.rotate(90)
    transform.scale(scale, scale)
    return transform
