"""What "Analyse game" shows under the move list: the button, the progress with Cancel, what
the chosen line did (its mark, the result it threw away, and the best line when it cost
something), a small chart of the margin through the game (estimates dashed, the line that
decided the game marked), and a button to play on from just before that line.

The words for a mark (`mark_text`, `mark_label`) and its icon (`mark_icon`) are here too, so
that the move list marks its rows the same way. The panel shows; the window decides
(analysis_controller.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
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
from ..engine.review import GameReview, Mark, MoveReview, Outcome
from .texts import is_the_player_at_the_keyboard, line_player_name, player_name
from .themes import Theme

# The marks' colours: each mark also has its own shape and word, so none relies on colour.
MARK_COLORS = {Mark.GOOD: "#2E9D5B", Mark.INACCURACY: "#D99A00", Mark.MISTAKE: "#D0312D"}
CHART_HEIGHT = 84


class AnalysisPanel(QWidget):
    """The analysis under the move list (see the module's docstring)."""

    # Play on from the position before the line that decided the game: the lines before it,
    # and the computer's level to play against (None: with a friend, as the game was).
    continue_requested = Signal(int, object)

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
        self.decisive_button = QPushButton(self)
        self.decisive_button.setObjectName("continueBeforeDecisive")
        self.decisive_button.clicked.connect(self._continue_before_decisive)
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
        layout.addWidget(self.decisive_button)
        self._game: Game | None = None
        self._shown = 0
        self.set_running(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.cancel_button.setText(self.tr("Cancel"))
        # The bar follows the work done, not the count of lines (the last lines are the
        # quickest).
        self.progress_bar.setFormat(self.tr("Analysing: %p%"))
        self.chart.setAccessibleName(self.tr("Margin through the game"))
        self.chart.setToolTip(
            self.tr("Solid: worked out to the end of the game. Dashed: Hard's estimate.")
        )
        self.decisive_button.setToolTip(
            self.tr("A new game from the position before the line that decided this one")
        )
        if self._game is not None:
            self.show_position(self._game, self._shown)
        else:
            self.decisive_button.hide()

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
        """The work done so far of the work in all (the analysis's own units)."""
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(min(done, max(1, total)))

    def show_position(self, game: Game, shown: int) -> None:
        """The analysis of `game` with the position after `shown` lines on the board."""
        self._game, self._shown = game, shown
        review = game.current_review
        decisive = None if review is None else review.decisive
        self.chart.set_values(
            margins(game, review),
            shown,
            exact=[] if review is None else [move.exact for move in review.moves],
            decisive=None if decisive is None else decisive + 1,
        )
        self.chart.set_labels(self._ahead(game, 0), self._ahead(game, 1))
        self.chart.setVisible(review is not None)
        self.chart.setAccessibleDescription(self._chart_description(game, review))
        self.summary.setText(self._summary(game, review, shown))
        self.decisive_button.setVisible(decisive is not None)
        if decisive is not None:
            self.decisive_button.setText(
                self.tr("Play on from before line {number}").format(number=decisive + 1)
            )

    def _continue_before_decisive(self) -> None:
        game = self._game
        review = None if game is None else game.current_review
        if game is None or review is None or review.decisive is None:
            return
        level = next((player.computer for player in game.players if player.computer), None)
        self.continue_requested.emit(review.decisive, level)

    def _summary(self, game: Game, review: GameReview | None, shown: int) -> str:
        if review is None:
            return self.tr("Analyse the game to see what each line cost and which was best.")
        if shown == 0 or shown > len(review.moves):
            return self._overview(game, review)
        move = review.moves[shown - 1]
        name = line_player_name(game, shown - 1)
        text = self.tr("Line {number} ({name}): {mark}.").format(
            number=shown, name=name, mark=mark_label(move)
        )
        if review.decisive == shown - 1:
            text += " " + decided_here_text()
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

    def _overview(self, game: Game, review: GameReview) -> str:
        """The marks counted, where the game was decided and which lines are exact."""
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
        decisive = review.decisive
        if decisive is not None:
            move = review.moves[decisive]
            change = move.result_change
            assert change is not None
            decided = self.tr("The game was decided on line {number} ({name}): {change}.")
            text += " " + decided.format(
                number=decisive + 1,
                name=line_player_name(game, decisive),
                change=result_change_text(change[0]),
            )
        exact = review.exact_tail
        if exact == len(review.moves):
            text += " " + self.tr("Every line is worked out to the end of the game.")
        elif exact:
            text += " " + self.tr(
                "Lines {first} to {last} are worked out to the end of the game; the earlier "
                "ones are Hard's estimates (dashed in the chart)."
            ).format(first=len(review.moves) - exact + 1, last=len(review.moves))
        else:
            text += " " + self.tr("Every line is Hard's estimate (dashed in the chart).")
        if len(review.moves) < game.move_count:
            text += " " + self.tr("The lines after them are not analysed yet.")
        return text

    def _ahead(self, game: Game, seat: int) -> str:
        """The chart's label for the half where `seat` leads."""
        if is_the_player_at_the_keyboard(game, seat):
            return self.tr("You are ahead")
        return self.tr("{name} ahead").format(name=player_name(game, seat))

    def _chart_description(self, game: Game, review: GameReview | None) -> str:
        if review is None:
            return ""
        values = margins(game, review)
        first, last = signed(values[0]), signed(values[-1])
        if is_the_player_at_the_keyboard(game, 0):
            text = self.tr("Your final margin with best play, from {first} to {last}.")
        else:
            text = self.tr("{name}'s final margin with best play, from {first} to {last}.")
        text = text.format(name=player_name(game, 0), first=first, last=last)
        if review.decisive is not None:
            text += " " + self.tr("Decided on line {number}.").format(number=review.decisive + 1)
        return text


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


def result_change_text(before: Outcome) -> str:
    """What a mistake threw away: the win (for a draw or a loss) or the draw (for a loss)."""
    if before is Outcome.DRAW:
        return QCoreApplication.translate("AnalysisPanel", "threw away the draw")
    return QCoreApplication.translate("AnalysisPanel", "threw away the win")


def decided_here_text() -> str:
    """Said of the line that decided the game."""
    return QCoreApplication.translate("AnalysisPanel", "This line decided the game.")


def mark_label(move: MoveReview) -> str:
    """The mark, with the result it threw away when it is a mistake."""
    change = move.result_change
    if change is None:
        return mark_text(move.mark)
    return QCoreApplication.translate("AnalysisPanel", "mistake ({change})").format(
        change=result_change_text(change[0])
    )


def move_tooltip(move: MoveReview) -> str:
    """What a marked row of the move list says on hover (and to a screen reader)."""
    text = mark_label(move)
    if move.cost > 0:
        text += ": " + QCoreApplication.translate(
            "AnalysisPanel", "final margin {best} with the best line, {actual} with this one"
        ).format(best=signed(move.best), actual=signed(move.actual))
    if not move.exact:
        text += " (" + QCoreApplication.translate("AnalysisPanel", "estimate") + ")"
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
