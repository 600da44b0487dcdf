"""Words on the board: the short label that says why a line is refused, next to the line.

The reasons come from the engine (`Game.check` and `Game.obstacles`); this module only words them
and draws them. A line that both crosses drawn lines and touches stars gets both reasons.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from triangles_qt.engine import Game, Reason

from ..themes import Theme

# Label sizes in device-independent pixels.
LABEL_FONT_PX = 13
LABEL_PADDING_X = 8.0
LABEL_PADDING_Y = 4.0
# Distance from the line to the nearest edge of the label.
LABEL_OFFSET = 10.0
# The room kept between the label and a star (the star's drawn radius and a little more).
STAR_CLEARANCE = 8.0


def refusal_reasons(game: Game, i: int, j: int) -> list[str]:
    """Why line i-j is refused now, in the player's words; [] when it is not refused."""
    reason = game.check(i, j)
    if reason is None:
        return []
    if reason is Reason.GAME_OVER:
        return [QCoreApplication.translate("BoardView", "Game over")]
    if reason is Reason.EXISTS:
        return [QCoreApplication.translate("BoardView", "Already drawn")]
    stars, lines = game.obstacles(i, j)
    reasons = []
    if lines:
        reasons.append(QCoreApplication.translate("BoardView", "Crosses a line"))
    if stars:
        reasons.append(QCoreApplication.translate("BoardView", "Touches a star"))
    return reasons


class RefusalLabel(QGraphicsItem):
    """A small plate with the reasons a line is refused, drawn at a fixed pixel size.

    The flashed (or previewed) line shows and hides it with itself. Its position is the middle of
    the line; `shift` (px) moves the plate off the line, where the view found
    room for it inside the window.
    """

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.theme = theme
        self.lines: list[str] = []
        self.shift = QPointF()
        self._font = QFont()
        self._font.setPixelSize(LABEL_FONT_PX)
        self._font.setBold(True)

    def set_font(self, font: QFont) -> None:
        self.prepareGeometryChange()
        self._font = QFont(font)
        self._font.setPixelSize(LABEL_FONT_PX)
        self._font.setBold(True)

    def set_text(self, lines: list[str]) -> None:
        self.prepareGeometryChange()
        self.lines = list(lines)
        self.update()

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def plate_size(self) -> tuple[float, float]:
        """Width and height of the plate, in px."""
        metrics = QFontMetricsF(self._font)
        width = max((metrics.horizontalAdvance(line) for line in self.lines), default=0.0)
        height = metrics.height() * len(self.lines)
        return width + 2 * LABEL_PADDING_X, height + 2 * LABEL_PADDING_Y

    def set_shift(self, shift: QPointF) -> None:
        self.prepareGeometryChange()
        self.shift = QPointF(shift)
        self.update()

    def plate_rect(self) -> QRectF:
        width, height = self.plate_size()
        return QRectF(self.shift.x() - width / 2, self.shift.y() - height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self.plate_rect().adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self.lines:
            return
        theme = self.theme
        rect = self.plate_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.warning_color, 1.6))
        painter.setBrush(QColor(theme.panel_color))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setFont(self._font)
        painter.setPen(theme.text_color)
        inner = rect.adjusted(LABEL_PADDING_X, LABEL_PADDING_Y, -LABEL_PADDING_X, -LABEL_PADDING_Y)
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, self.text)


def label_shift(
    middle: QPointF,
    direction: QPointF,
    size: tuple[float, float],
    bounds: QRectF,
    stars: Sequence[QPointF] = (),
) -> QPointF:
    """Where to put a plate of `size` (px) beside a line through `middle` (viewport px) going
    along `direction`: off the line on the side with more room, inside `bounds`, and where it
    covers none of `stars` (viewport px): further off the line, slid along it, or on the other
    side when the first place covers one. Returned relative to `middle`."""
    width, height = size
    length = (direction.x() ** 2 + direction.y() ** 2) ** 0.5 or 1.0
    tx, ty = direction.x() / length, direction.y() / length
    nx, ny = -ty, tx
    # Towards the middle of the window, where there is room for the plate.
    centre = bounds.center()
    if (centre.x() - middle.x()) * nx + (centre.y() - middle.y()) * ny < 0:
        nx, ny = -nx, -ny
    # How far the plate's centre must be from the line so that the plate clears it.
    reach = abs(nx) * width / 2 + abs(ny) * height / 2 + LABEL_OFFSET
    along = abs(tx) * width / 2 + abs(ty) * height / 2 + STAR_CLEARANCE
    margin = 4.0

    def place(side: float, out: float, slide: float) -> QPointF:
        x = middle.x() + side * nx * (reach + out) + tx * slide
        y = middle.y() + side * ny * (reach + out) + ty * slide
        x = min(max(x, bounds.left() + width / 2 + margin), bounds.right() - width / 2 - margin)
        y = min(max(y, bounds.top() + height / 2 + margin), bounds.bottom() - height / 2 - margin)
        return QPointF(x, y)

    def covers_a_star(at: QPointF) -> bool:
        plate = QRectF(at.x() - width / 2, at.y() - height / 2, width, height)
        room = plate.adjusted(-STAR_CLEARANCE, -STAR_CLEARANCE, STAR_CLEARANCE, STAR_CLEARANCE)
        return any(room.contains(star) for star in stars)

    for out in (0.0, 2 * STAR_CLEARANCE, 4 * STAR_CLEARANCE):
        for slide in (0.0, along, -along, 2 * along, -2 * along):
            for side in (1.0, -1.0):
                at = place(side, out, slide)
                if not covers_a_star(at):
                    return at - middle
    return place(1.0, 0.0, 0.0) - middle
