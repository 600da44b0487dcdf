"""How the star board looks, in vectors: a star with its glow, hatching, the sky.

The board on screen paints each once (per theme, size and pixel density) into a pixmap and then
only copies it, which keeps glows, gradients and hundreds of faint background dots out of every
repaint; the rules figures and exported pictures call the same functions directly, so an SVG
stays sharp at any size.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from ..themes import HATCH_BACKWARD, HATCH_CROSS, HATCH_DOTS, HATCH_FORWARD, Theme

# Crisp dots (themes without glow) smaller than this get a soft halo that keeps them easy to
# see on a small board; it reaches past the dot, which lines may cross, but is no solid colour.
SMALL_DOT_RADIUS = 3.5
SMALL_DOT_HALO = 2.6  # the halo's reach, in dot radii


def _halo_alpha(radius: float) -> int:
    """Opacity (0-255) of a crisp dot's halo: none from SMALL_DOT_RADIUS up."""
    return round(120 * min(1.0, max(0.0, (SMALL_DOT_RADIUS - radius) / 2.0)))


def _reach_factor(has_glow: bool, radius: float) -> float:
    if has_glow:
        return 4.2
    return SMALL_DOT_HALO if _halo_alpha(radius) else 1.0


def paint_star(
    painter: QPainter, centre: QPointF, radius: float, theme: Theme, boost: bool = False
) -> None:
    """One star as the theme draws it, in vectors: its glow (or a small dot's halo) and its dot.

    The board copies it from a pixmap painted by this function; figures and SVG pictures call it
    directly, so that they stay sharp at any size.
    """
    core_color = QColor(theme.star_color)
    glow_color = theme.star_glow
    # The glow (or a small dot's halo) reaches well beyond the dot.
    reach = radius * _reach_factor(glow_color is not None, radius) + 2.0
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    if glow_color is not None:
        gradient = QRadialGradient(centre, reach)
        inner = QColor(glow_color)
        inner.setAlpha(190 if boost else 150)
        middle = QColor(glow_color)
        middle.setAlpha(70 if boost else 48)
        outer = QColor(glow_color)
        outer.setAlpha(0)
        gradient.setColorAt(0.0, inner)
        gradient.setColorAt(0.25, middle)
        gradient.setColorAt(1.0, outer)
        painter.setBrush(gradient)
        painter.drawEllipse(centre, reach, reach)
        # A hot white centre in the star colour reads as a light; the dot stays solid almost to
        # its radius, which is what a line must not touch, and only its very edge softens.
        core_gradient = QRadialGradient(centre, radius)
        core_gradient.setColorAt(0.0, QColor(255, 255, 255))
        core_gradient.setColorAt(0.5, core_color)
        core_gradient.setColorAt(0.84, core_color)
        edge = QColor(core_color)
        edge.setAlpha(0)
        core_gradient.setColorAt(1.0, edge)
        painter.setBrush(core_gradient)
        painter.drawEllipse(centre, radius, radius)
    else:
        # The dot is solid star colour out to its radius, so that a line touching it is seen to
        # touch; only a highlighted star gets a rim (inside the radius) to set it apart.
        rim_color = QColor(theme.star_rim)
        r = radius * (1.12 if boost else 1.0)
        halo_alpha = _halo_alpha(radius)
        if halo_alpha:
            halo = QRadialGradient(centre, radius * SMALL_DOT_HALO)
            inner = QColor(core_color)
            inner.setAlpha(halo_alpha)
            outer = QColor(core_color)
            outer.setAlpha(0)
            halo.setColorAt(0.0, inner)
            halo.setColorAt(1.0, outer)
            painter.setBrush(halo)
            painter.drawEllipse(centre, radius * SMALL_DOT_HALO, radius * SMALL_DOT_HALO)
        rim_width = min(1.5, 0.25 * r) if boost and rim_color.alpha() else 0.0
        painter.setPen(QPen(rim_color, rim_width) if rim_width else Qt.PenStyle.NoPen)
        painter.setBrush(core_color)
        painter.drawEllipse(centre, r - rim_width / 2, r - rim_width / 2)
    painter.restore()


@lru_cache(maxsize=64)
def _star_pixmap_cached(theme: Theme, radius: float, dpr: float, boost: bool) -> QPixmap:
    reach = radius * _reach_factor(theme.star_glow is not None, radius) + 2.0
    size = math.ceil(2 * reach * dpr)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(dpr, dpr)
    paint_star(painter, QPointF(reach, reach), radius, theme, boost)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def star_reach(theme: Theme, radius: float) -> float:
    """How far (px) a star of this radius paints from its centre, glow included."""
    return radius * _reach_factor(theme.star_glow is not None, radius) + 3.0


def star_pixmap(theme: Theme, radius: float, dpr: float, boost: bool = False) -> QPixmap:
    """One star as the theme draws it, centred in the pixmap (device-independent size)."""
    # Rounded down: the dot never grows past its radius.
    return _star_pixmap_cached(theme, math.floor(radius * 4) / 4, dpr, boost)


# Hatch strokes repeat every HATCH_CELL px, HATCH_WIDTH px wide; dots have this radius.
HATCH_CELL = 9.0
HATCH_WIDTH = 1.6
HATCH_DOT = 1.7


def _hatch_pen(color: QColor) -> QPen:
    pen = QPen(color, HATCH_WIDTH)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _families(pattern: str) -> list[tuple[float, float]]:
    """The stroke directions of a hatch, as the normals (a, b) of lines a*x + b*y = k*cell."""
    families = []
    if pattern in (HATCH_FORWARD, HATCH_CROSS):
        families.append((1.0, 1.0))
    if pattern in (HATCH_BACKWARD, HATCH_CROSS):
        families.append((1.0, -1.0))
    return families


def _chord(corners: list[QPointF], a: float, b: float, c: float) -> QLineF | None:
    """Where the line a*x + b*y = c runs inside the convex polygon `corners`."""
    hits = []
    values = [a * p.x() + b * p.y() for p in corners]
    for k, p in enumerate(corners):
        q, fp, fq = corners[k - 1], values[k], values[k - 1]
        if fp != fq and (fp - c) * (fq - c) <= 0:
            t = (c - fp) / (fq - fp)
            hits.append(QPointF(p.x() + (q.x() - p.x()) * t, p.y() + (q.y() - p.y()) * t))
    if len(hits) < 2:
        return None
    hits.sort(key=lambda h: (h.x(), h.y()))
    return QLineF(hits[0], hits[-1])


def paint_hatch(
    painter: QPainter, triangles: list[list[QPointF]], pattern: str, color: QColor
) -> None:
    """Hatch triangles (any convex polygons) in vectors: the strokes of the tile, anchored to
    the painter's origin (so they run on across neighbours), cut exactly at each side."""
    cell = HATCH_CELL
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if pattern == HATCH_DOTS:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        for corners in triangles:
            polygon = QPolygonF(corners)
            box = polygon.boundingRect()
            for gx in range(math.floor(box.left() / cell), math.ceil(box.right() / cell) + 1):
                for gy in range(math.floor(box.top() / cell), math.ceil(box.bottom() / cell) + 1):
                    dot = QPointF((gx + 0.5) * cell, (gy + 0.5) * cell)
                    if polygon.containsPoint(dot, Qt.FillRule.OddEvenFill):
                        painter.drawEllipse(dot, HATCH_DOT, HATCH_DOT)
        painter.restore()
        return
    painter.setPen(_hatch_pen(color))
    strokes = []
    for a, b in _families(pattern):
        for corners in triangles:
            values = [a * p.x() + b * p.y() for p in corners]
            for k in range(math.ceil(min(values) / cell), math.floor(max(values) / cell) + 1):
                chord = _chord(corners, a, b, k * cell)
                if chord is not None:
                    strokes.append(chord)
    if strokes:
        painter.drawLines(strokes)
    painter.restore()


def hatch_pixmap(pattern: str, color: QColor, dpr: float) -> QPixmap:
    """A small tile of hatch strokes that repeats seamlessly (the board's raster hatch)."""
    cell = HATCH_CELL
    size = math.ceil(cell * dpr)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(size / cell, size / cell)
    # The tile is the hatch of a square a little larger than itself, so the corners join up.
    square = [
        QPointF(-1, -1),
        QPointF(cell + 1, -1),
        QPointF(cell + 1, cell + 1),
        QPointF(-1, cell + 1),
    ]
    paint_hatch(painter, [square], pattern, color)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def paint_sky(painter: QPainter, rect: QRectF, theme: Theme) -> None:
    """The background: a gradient sky, with clouds and dust for a nebula (vectors)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    width, height = rect.width(), rect.height()
    gradient = QLinearGradient(0, 0, 0, height)
    gradient.setColorAt(0.0, theme.sky_top)
    gradient.setColorAt(1.0, theme.sky_bottom)
    painter.fillRect(QRectF(0, 0, width, height), gradient)
    if theme.nebula:
        _paint_nebula(painter, width, height)
    elif not theme.dark:
        # Paper: a soft vignette gives the flat sheet some depth.
        vignette = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.75)
        vignette.setColorAt(0.55, QColor(0, 0, 0, 0))
        vignette.setColorAt(1.0, QColor(90, 70, 30, 40))
        painter.fillRect(QRectF(0, 0, width, height), vignette)
    painter.restore()


def sky_pixmap(theme: Theme, size: QSize, dpr: float) -> QPixmap:
    """The sky of a whole view, painted once per theme, size and pixel density."""
    width, height = max(1, size.width()), max(1, size.height())
    image = QImage(math.ceil(width * dpr), math.ceil(height * dpr), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.scale(dpr, dpr)
    paint_sky(painter, QRectF(0, 0, width, height), theme)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def _paint_nebula(painter: QPainter, width: float, height: float) -> None:
    # Fixed seed: the sky looks the same every time, it only stretches with the window.
    rng = random.Random(20240611)
    painter.setPen(Qt.PenStyle.NoPen)
    clouds = (
        (0.18, 0.25, 0.55, QColor(120, 60, 200, 58)),
        (0.82, 0.72, 0.6, QColor(40, 110, 210, 52)),
        (0.6, 0.18, 0.4, QColor(200, 70, 150, 34)),
        (0.3, 0.85, 0.45, QColor(30, 150, 170, 30)),
    )
    span = max(width, height)
    for fx, fy, fr, color in clouds:
        centre = QPointF(fx * width, fy * height)
        radius = fr * span
        gradient = QRadialGradient(centre, radius)
        gradient.setColorAt(0.0, color)
        faded = QColor(color)
        faded.setAlpha(0)
        gradient.setColorAt(1.0, faded)
        painter.setBrush(gradient)
        painter.drawEllipse(centre, radius, radius)
    # Distant dust: tiny faint points, far too small to be mistaken for playable stars.
    count = int(width * height / 2600)
    for _ in range(count):
        x = rng.random() * width
        y = rng.random() * height
        alpha = int(18 + 50 * rng.random() ** 2)
        painter.setBrush(QColor(200, 215, 255, alpha))
        r = 0.35 + 0.5 * rng.random()
        painter.drawEllipse(QPointF(x, y), r, r)
