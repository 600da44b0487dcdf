"""The board's big layers: every star in one item, every settled line and triangle in two more.

One item instead of hundreds keeps QGraphicsView's per-item cost out of every repaint; the
layers cull to the exposed area and batch per player. Records are kept in game order, so undo
can drop the newest ones.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from typing import Generic, TypeVar

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .art import paint_star, star_pixmap, star_reach
from .style import (
    LINE_PADDING,
    Z_LINE,
    Z_STARS,
    Z_TRIANGLE,
    BoardStyle,
    device_ratio,
    line_pen,
    paint_triangles,
)

# A layer's records: the key of each shape in the game (a line's or a triangle's tuple) and
# the shape it draws.
_Key = TypeVar("_Key", bound=tuple[int, ...])
_Shape = TypeVar("_Shape", QLineF, QPolygonF)


class StarLayer(QGraphicsItem):
    """Every star of the board in one item, drawn unscaled: one pre-rendered pixmap per star (on
    screen) or the star's vectors (an SVG picture)."""

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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
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
        painter.save()
        painter.resetTransform()
        if style.vector:

            def draw(x: float, y: float) -> None:
                paint_star(painter, QPointF(x, y), style.star_radius, style.theme)
        else:
            pixmap = star_pixmap(style.theme, style.star_radius, device_ratio(painter))
            half = pixmap.width() / pixmap.devicePixelRatio() / 2

            def draw(x: float, y: float) -> None:
                painter.drawPixmap(QPointF(x - half, y - half), pixmap)

        for dim in (False, True):
            chosen = np.flatnonzero(visible & (self._spent == dim))
            if dim:
                painter.setOpacity(style.theme.spent_star_alpha)
            for index in chosen:
                draw(xs[index], ys[index])
        painter.restore()


class _Layer(QGraphicsItem, Generic[_Key, _Shape]):
    """Many settled shapes drawn by one item, batched per player and culled to the exposed area.

    One item instead of hundreds keeps QGraphicsView's per-item cost out of every repaint, and
    its device-coordinate cache turns a full repaint into one pixmap blit: only the area of an
    added or removed shape is painted again. Records are kept in game order, so undo can drop
    the newest ones. A whole game goes in with one `add_many`: one pass over its shapes, one
    repaint of the area they cover.
    """

    def __init__(self, style: BoardStyle, rect: QRectF, z: float) -> None:
        super().__init__()
        self._style = style
        self._rect = rect.adjusted(-LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING)
        self._indices: list[int] = []  # position of each record in the game's list
        self._keys: list[_Key] = []
        self._shapes: list[_Shape] = []
        self._players: list[int] = []
        # Each shape's box (left, top, right, bottom), and the same as an array for culling,
        # made again only when a paint needs it after a change.
        self._box_rows: list[tuple[float, float, float, float]] = []
        self._box_array: np.ndarray | None = None
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        if not style.vector:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def __len__(self) -> int:
        return len(self._keys)

    @property
    def keys(self) -> list[_Key]:
        return list(self._keys)

    def boundingRect(self) -> QRectF:
        return self._rect

    def _box(self, shape: _Shape) -> QRectF:
        """The rectangle `shape` covers."""
        raise NotImplementedError

    def add(self, index: int, key: _Key, shape: _Shape, player: int) -> None:
        """Add one record (a line or triangle whose animation ended)."""
        self.add_many([(index, key, shape, player)])

    def add_many(self, records: Iterable[tuple[int, _Key, _Shape, int]]) -> None:
        """Add (index in the game's list, key, shape, player) records, each in its place in
        game order, and repaint once where they are."""
        added: list[tuple[float, float, float, float]] = []
        for index, key, shape, player in records:
            box = self._box(shape)
            row = (box.left(), box.top(), box.right(), box.bottom())
            added.append(row)
            # Animations may end out of order; records stay in game order all the same.
            at = bisect.bisect(self._indices, index)
            self._indices.insert(at, index)
            self._keys.insert(at, key)
            self._shapes.insert(at, shape)
            self._players.insert(at, player)
            self._box_rows.insert(at, row)
        if added:
            self._box_array = None
            self._repaint(np.array(added))

    def truncate(self, count: int) -> None:
        """Keep only the first `count` records (undo), repainting where the others were."""
        if count >= len(self._keys):
            return
        gone = np.array(self._box_rows[count:])
        del self._indices[count:], self._keys[count:], self._shapes[count:], self._players[count:]
        del self._box_rows[count:]
        self._box_array = None
        self._repaint(gone)

    def _repaint(self, boxes: np.ndarray) -> None:
        """Repaint the area the (left, top, right, bottom) rows of `boxes` cover."""
        area = QRectF(
            QPointF(boxes[:, 0].min(), boxes[:, 1].min()),
            QPointF(boxes[:, 2].max(), boxes[:, 3].max()),
        )
        self.update(area.adjusted(-LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING))

    def _visible_by_player(
        self, option: QStyleOptionGraphicsItem
    ) -> tuple[list[_Shape], list[_Shape]]:
        """The shapes whose boxes meet the exposed rectangle, split by player."""
        by_player: tuple[list[_Shape], list[_Shape]] = ([], [])
        if not self._keys:
            return by_player
        exposed = option.exposedRect.adjusted(
            -LINE_PADDING, -LINE_PADDING, LINE_PADDING, LINE_PADDING
        )
        if self._box_array is None:
            self._box_array = np.array(self._box_rows, dtype=float).reshape(-1, 4)
        boxes = self._box_array
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


class LineLayer(_Layer[tuple[int, int, int], QLineF]):
    """Every settled line, in its player's colour."""

    def __init__(self, style: BoardStyle, rect: QRectF) -> None:
        super().__init__(style, rect, Z_LINE)

    def _box(self, shape: QLineF) -> QRectF:
        return QRectF(shape.p1(), shape.p2()).normalized()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        style = self._style
        width = style.line_width * device_ratio(painter)
        for player, lines in enumerate(self._visible_by_player(option)):
            if lines:
                pen = line_pen(style.theme.player_colors[player], width)
                # In a picture the board is at scale 1: the same width, scaling with the picture.
                pen.setCosmetic(not style.vector)
                painter.setPen(pen)
                painter.drawLines(lines)


class TriangleLayer(_Layer[tuple[int, int, int, int], QPolygonF]):
    """Every settled scored triangle, filled in its closer's colour."""

    def __init__(self, style: BoardStyle, rect: QRectF) -> None:
        super().__init__(style, rect, Z_TRIANGLE)

    def _box(self, shape: QPolygonF) -> QRectF:
        return shape.boundingRect()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for player, polygons in enumerate(self._visible_by_player(option)):
            paint_triangles(painter, polygons, player, self._style)
