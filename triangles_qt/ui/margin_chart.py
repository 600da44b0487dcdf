"""The small chart under the move list: the first player's final margin with best play through
the game (`margins`), estimates dashed, the line that decided the game marked."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine.review import GameReview, Mark
from .marks import MARK_COLORS

CHART_HEIGHT = 84


def margins(review: GameReview | None) -> list[int]:
    """The first player's final margin with best play, at the start and after each analysed
    line (the chart's values: the analysis's one story, `GameReview.values`)."""
    return [] if review is None else list(review.values)


class MarginChart(QWidget):
    """The first player's final margin with best play through the game, the position on the
    board marked: above the middle line the first player is ahead, below it the second. The
    stretches worked out exactly are solid, the estimates dashed and paler, and the line that
    decided the game has a mark of its own (in the mistake's colour and shape)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("marginChart")
        self.setMinimumHeight(CHART_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.values: list[int] = []
        self._scale = 1
        self.current = 0
        # Whether the step into each value from the one before is exact (one fewer than the
        # values), and the value after the line that decided the game.
        self.exact: list[bool] = []
        self.decisive: int | None = None
        self._colors = (QColor("#3B82F6"), QColor("#EF4444"))
        self._labels = ("", "")

    def set_colors(self, first: QColor, second: QColor) -> None:
        self._colors = (QColor(first), QColor(second))
        self.update()

    def set_labels(self, first_ahead: str, second_ahead: str) -> None:
        self._labels = (first_ahead, second_ahead)
        self.update()

    @property
    def labels(self) -> tuple[str, str]:
        """What the chart writes in the half where the first player, and the second, leads."""
        return self._labels

    def set_values(
        self,
        values: list[int],
        current: int,
        *,
        exact: list[bool] | None = None,
        decisive: int | None = None,
    ) -> None:
        self.values, self.current = list(values), current
        # The largest lead either way sets the scale, worked out once for all the points.
        self._scale = max(1, max((abs(v) for v in self.values), default=0))
        self.exact = list(exact or [])[: max(0, len(values) - 1)]
        self.decisive = decisive
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(200, CHART_HEIGHT)

    def point(self, index: int) -> QPointF:
        """Where the value after `index` lines is drawn."""
        # The curve keeps clear of the "... ahead" labels along the top and bottom edges.
        inset = QFontMetricsF(self._label_font()).height() + 4
        area = QRectF(self.rect()).adjusted(4, inset, -4, -inset)
        top = self._scale
        x = area.left() + area.width() * index / max(1, len(self.values) - 1)
        y = area.center().y() - (area.height() / 2) * self.values[index] / top
        return QPointF(x, y)

    def _label_font(self) -> QFont:
        font = self.font()
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        return font

    def exact_stretches(self) -> list[tuple[int, int]]:
        """The runs of steps worked out exactly, as (first value, last value) indices."""
        runs: list[tuple[int, int]] = []
        for step, exact in enumerate(self.exact):
            if not exact:
                continue
            if runs and runs[-1][1] == step:
                runs[-1] = (runs[-1][0], step + 1)
            else:
                runs.append((step, step + 1))
        return runs

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        middle = self.rect().center().y()
        text_color = palette.text().color()
        faint = QColor(text_color)
        faint.setAlpha(90)
        painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
        painter.drawLine(0, middle, self.width(), middle)
        if len(self.values) < 2:
            painter.end()
            return
        points = [self.point(k) for k in range(len(self.values))]
        exact_spans = [
            (points[first].x(), points[last].x()) for first, last in self.exact_stretches()
        ]
        # Each side's lead filled in its player's colour: pale where it is an estimate, full
        # where it is exact.
        area = QPainterPath(QPointF(points[0].x(), middle))
        for p in points:
            area.lineTo(p)
        area.lineTo(points[-1].x(), middle)
        area.closeSubpath()
        for seat, top, height in ((0, 0.0, middle), (1, middle, self.height() - middle)):
            for alpha, spans in ((45, [(0.0, float(self.width()))]), (65, exact_spans)):
                fill = QColor(self._colors[seat])
                fill.setAlpha(alpha)
                for left, right in spans:
                    painter.save()
                    painter.setClipRect(QRectF(left, top, right - left, height))
                    painter.fillPath(area, fill)
                    painter.restore()
        for step in range(len(points) - 1):
            exact = step < len(self.exact) and self.exact[step]
            if exact:
                painter.setPen(QPen(text_color, 1.6))
            else:
                pale = QColor(text_color)
                pale.setAlpha(150)
                painter.setPen(QPen(pale, 1.2, Qt.PenStyle.DashLine))
            painter.drawLine(points[step], points[step + 1])
        painter.setPen(faint)
        painter.setFont(self._label_font())
        top_rect = QRectF(self.rect()).adjusted(6, 2, -6, -2)
        painter.drawText(
            top_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self._labels[0]
        )
        painter.drawText(
            top_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, self._labels[1]
        )
        if self.decisive is not None and 0 < self.decisive < len(points):
            # Where the game was decided: a line in the mistake's colour, its square on the curve.
            colour = QColor(MARK_COLORS[Mark.MISTAKE])
            x = points[self.decisive].x()
            painter.setPen(QPen(colour, 1.5, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(x, 0), QPointF(x, self.height()))
            painter.setPen(QPen(QColor("#202020"), 0.8))
            painter.setBrush(colour)
            mark = points[self.decisive]
            painter.drawRect(QRectF(mark.x() - 4, mark.y() - 4, 8, 8))
        if 0 <= self.current < len(points):
            x = points[self.current].x()
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.drawLine(QPointF(x, 0), QPointF(x, self.height()))
            painter.setBrush(palette.highlight())
            painter.drawEllipse(points[self.current], 3.5, 3.5)
        painter.end()
