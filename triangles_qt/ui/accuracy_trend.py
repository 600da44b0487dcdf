"""The trend of the person's accuracy in the statistics dialog: one dot per analysed game
against the computer, oldest on the left, and the mean of the last games as a line through
them (TREND_GAMES), so a run of better games shows as a rising line."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

TREND_HEIGHT = 90
# The line is the mean of this many games up to each one.
TREND_GAMES = 5


def running_means(values: list[float], count: int = TREND_GAMES) -> list[float]:
    """The mean of each value with the `count` - 1 before it (fewer at the start)."""
    return [
        sum(values[max(0, k - count + 1) : k + 1]) / (k + 1 - max(0, k - count + 1))
        for k in range(len(values))
    ]


class AccuracyTrend(QWidget):
    """Accuracies in per cent, oldest first (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accuracyTrend")
        self.setMinimumHeight(TREND_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.values: list[float] = []

    def set_values(self, values: list[float]) -> None:
        self.values = list(values)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(300, TREND_HEIGHT)

    def point(self, index: int, value: float) -> QPointF:
        """Where the value of game `index` is drawn (none at the bottom, full at the top)."""
        area = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        x = area.left() + area.width() * (index + 0.5) / max(1, len(self.values))
        return QPointF(x, area.bottom() - area.height() * value / 100)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        faint = QColor(palette.text().color())
        faint.setAlpha(70)
        painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
        middle = self.point(0, 50).y()
        painter.drawLine(QPointF(0, middle), QPointF(self.width(), middle))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.text().color())
        for index, value in enumerate(self.values):
            painter.drawEllipse(self.point(index, value), 2.5, 2.5)
        means = running_means(self.values)
        painter.setPen(QPen(palette.highlight().color(), 2))
        for index in range(1, len(means)):
            painter.drawLine(
                self.point(index - 1, means[index - 1]), self.point(index, means[index])
            )
        painter.end()
