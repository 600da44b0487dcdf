"""What "Analyse game" shows under the move list: the button, the progress with Cancel, what
the chosen line did (its mark, and the best line when it cost something) and a small chart
of the margin through the game.

The words for a mark (`mark_text`) and its icon (`mark_icon`) are here too, so that the move
list marks its rows the same way. The panel shows; the window decides (analysis_controller.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game
from ..engine.review import GameReview, Mark, MoveReview
from .texts import player_names
from .themes import Theme

# The marks' colours: each mark also has its own shape and word, so none relies on colour.
MARK_COLORS = {Mark.GOOD: "#2E9D5B", Mark.INACCURACY: "#D99A00", Mark.MISTAKE: "#D0312D"}
CHART_HEIGHT = 84


class AnalysisPanel(QWidget):
    """The analysis under the move list (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.analyse_button = QToolButton(self)
        self.analyse_button.setObjectName("analyseButton")
        self.analyse_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.analyse_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setObjectName("analysisProgress")
        self.progress_bar.setTextVisible(True)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancelAnalysis")
        self.summary = QLabel(self)
        self.summary.setObjectName("analysisSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = MarginChart(self)
        running = QHBoxLayout()
        running.setContentsMargins(0, 0, 0, 0)
        running.addWidget(self.progress_bar, 1)
        running.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.analyse_button)
        layout.addLayout(running)
        layout.addWidget(self.chart)
        layout.addWidget(self.summary)
        self._game: Game | None = None
        self._shown = 0
        self.set_running(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.cancel_button.setText(self.tr("Cancel"))
        self.progress_bar.setFormat(self.tr("Analysing: %v of %m lines"))
        self.chart.setAccessibleName(self.tr("Margin through the game"))
        if self._game is not None:
            self.show_position(self._game, self._shown)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_theme(self, theme: Theme) -> None:
        self.chart.set_colors(theme.player_color(0), theme.player_color(1))

    def set_running(self, running: bool) -> None:
        self.progress_bar.setVisible(running)
        self.cancel_button.setVisible(running)
        self.analyse_button.setVisible(not running)
        if running:
            self.progress_bar.setRange(0, 0)  # busy until the first position is done

    def set_progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)

    def show_position(self, game: Game, shown: int) -> None:
        """The analysis of `game` with the position after `shown` lines on the board."""
        self._game, self._shown = game, shown
        review = game.current_review
        self.chart.set_values(margins(game, review), shown)
        names = player_names(game)
        self.chart.set_labels(
            self.tr("{name} ahead").format(name=names[0]),
            self.tr("{name} ahead").format(name=names[1]),
        )
        self.chart.setVisible(review is not None)
        self.chart.setAccessibleDescription(self._chart_description(game, review))
        self.summary.setText(self._summary(game, review, shown))

    def _summary(self, game: Game, review: GameReview | None, shown: int) -> str:
        if review is None:
            return self.tr("Analyse the game to see what each line cost and which was best.")
        if shown == 0 or shown > len(review.moves):
            counts = {mark: 0 for mark in Mark}
            for move in review.moves:
                counts[move.mark] += 1
            text = self.tr(
                "Lines analysed: {count}. Good: {good}, inaccuracies: {inaccuracies}, "
                "mistakes: {mistakes}."
            ).format(
                count=len(review.moves),
                good=counts[Mark.GOOD],
                inaccuracies=counts[Mark.INACCURACY],
                mistakes=counts[Mark.MISTAKE],
            )
            if len(review.moves) < game.move_count:
                text += " " + self.tr("The lines after them are not analysed yet.")
            return text
        move = review.moves[shown - 1]
        name = player_names(game)[game.lines[shown - 1][2]]
        text = self.tr("Line {number} ({name}): {mark}.").format(
            number=shown, name=name, mark=mark_text(move.mark)
        )
        if move.cost > 0:
            # The board shows no star numbers: the best line is named by its dashed drawing.
            text += " " + self.tr(
                "Best was the dashed line, for a final margin of {best}; this line leaves {actual}."
            ).format(best=signed(move.best), actual=signed(move.actual))
        else:
            text += " " + self.tr("Final margin with best play from here: {value}.").format(
                value=signed(move.actual)
            )
        if move.exact:
            text += " " + self.tr("Worked out to the end of the game.")
        else:
            text += " " + self.tr("Hard's estimate: the end of the game was too far ahead to see.")
        return text

    def _chart_description(self, game: Game, review: GameReview | None) -> str:
        if review is None:
            return ""
        values = margins(game, review)
        name = player_names(game)[0]
        return self.tr("{name}'s final margin with best play, from {first} to {last}.").format(
            name=name, first=signed(values[0]), last=signed(values[-1])
        )


def margins(game: Game, review: GameReview | None) -> list[int]:
    """The first player's final margin with best play, at the start and after each analysed
    line (the chart's values)."""
    if review is None or not review.moves:
        return []
    seats = [line[2] for line in game.lines]
    first = review.moves[0]
    values = [first.best if seats[0] == 0 else -first.best]
    for seat, move in zip(seats, review.moves, strict=False):
        values.append(move.actual if seat == 0 else -move.actual)
    return values


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("\u2212" + str(-value) if value < 0 else "0")


def mark_text(mark: Mark) -> str:
    """A mark in the player's language."""
    words = {
        Mark.GOOD: QCoreApplication.translate("AnalysisPanel", "good"),
        Mark.INACCURACY: QCoreApplication.translate("AnalysisPanel", "inaccuracy"),
        Mark.MISTAKE: QCoreApplication.translate("AnalysisPanel", "mistake"),
    }
    return words[mark]


def move_tooltip(move: MoveReview) -> str:
    """What a marked row of the move list says on hover (and to a screen reader)."""
    text = mark_text(move.mark)
    if move.cost > 0:
        text += ": " + QCoreApplication.translate(
            "AnalysisPanel", "final margin {best} with the best line, {actual} with this one"
        ).format(best=signed(move.best), actual=signed(move.actual))
    return text


def mark_icon(mark: Mark) -> QIcon:
    """A small shape in the mark's colour: a disc (good), a diamond (inaccuracy), a square
    (mistake)."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#202020"), 0.8))
    painter.setBrush(QColor(MARK_COLORS[mark]))
    if mark is Mark.GOOD:
        painter.drawEllipse(QRectF(1.5, 1.5, 9, 9))
    elif mark is Mark.INACCURACY:
        painter.drawPolygon(
            QPolygonF([QPointF(6, 0.8), QPointF(11.2, 6), QPointF(6, 11.2), QPointF(0.8, 6)])
        )
    else:
        painter.drawRect(QRectF(1.5, 1.5, 9, 9))
    painter.end()
    icon = QIcon(pixmap)
    icon.addPixmap(pixmap, QIcon.Mode.Selected)
    return icon


class MarginChart(QWidget):
    """The first player's final margin with best play through the game, the position on the
    board marked: above the middle line the first player is ahead, below it the second."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("marginChart")
        self.setMinimumHeight(CHART_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.values: list[int] = []
        self.current = 0
        self._colors = (QColor("#3B82F6"), QColor("#EF4444"))
        self._labels = ("", "")

    def set_colors(self, first: QColor, second: QColor) -> None:
        self._colors = (QColor(first), QColor(second))
        self.update()

    def set_labels(self, first_ahead: str, second_ahead: str) -> None:
        self._labels = (first_ahead, second_ahead)
        self.update()

    def set_values(self, values: list[int], current: int) -> None:
        self.values, self.current = list(values), current
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(200, CHART_HEIGHT)

    def point(self, index: int) -> QPointF:
        """Where the value after `index` lines is drawn."""
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        top = max(1, max(abs(v) for v in self.values))
        x = area.left() + area.width() * index / max(1, len(self.values) - 1)
        y = area.center().y() - (area.height() / 2) * self.values[index] / top
        return QPointF(x, y)

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
        # Each side's lead filled in its player's colour.
        for seat, clip in (
            (0, QRectF(0, 0, self.width(), middle)),
            (1, QRectF(0, middle, self.width(), self.height() - middle)),
        ):
            area = QPainterPath(QPointF(points[0].x(), middle))
            for p in points:
                area.lineTo(p)
            area.lineTo(points[-1].x(), middle)
            area.closeSubpath()
            fill = QColor(self._colors[seat])
            fill.setAlpha(110)
            painter.save()
            painter.setClipRect(clip)
            painter.fillPath(area, fill)
            painter.restore()
        painter.setPen(QPen(text_color, 1.4))
        painter.drawPolyline(QPolygonF(points))
        painter.setPen(faint)
        font = painter.font()
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        painter.setFont(font)
        top = QRectF(self.rect()).adjusted(6, 2, -6, -2)
        painter.drawText(
            top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self._labels[0]
        )
        painter.drawText(
            top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, self._labels[1]
        )
        if 0 <= self.current < len(points):
            x = points[self.current].x()
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.drawLine(QPointF(x, 0), QPointF(x, self.height()))
            painter.setBrush(palette.highlight())
            painter.drawEllipse(points[self.current], 3.5, 3.5)
        painter.end()
