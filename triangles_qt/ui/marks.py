"""How an analysed line's mark reads and looks, the same in the move list and in the analysis
panel: its word (`mark_text`), with the result a mistake threw away (`mark_label`), the word
with the points the line gave away (`mark_word`), what those points are (`cost_text`), what a
marked row says on hover (`move_tooltip`), and its icon in the mark's colour and shape
(`mark_icon`): each mark has a shape and a word of its own, so none relies on colour."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF

from ..engine.review import Mark, MoveReview, Outcome

MARK_COLORS = {
    Mark.GOOD: "#2E9D5B",
    Mark.INACCURACY: "#D99A00",
    Mark.MISTAKE: "#E0661B",
    Mark.BLUNDER: "#C0182B",
}


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("\u2212" + str(-value) if value < 0 else "0")


def mark_text(mark: Mark) -> str:
    """A mark in the player's language."""
    words = {
        Mark.GOOD: QCoreApplication.translate("AnalysisPanel", "good"),
        Mark.INACCURACY: QCoreApplication.translate("AnalysisPanel", "inaccuracy"),
        Mark.MISTAKE: QCoreApplication.translate("AnalysisPanel", "mistake"),
        Mark.BLUNDER: QCoreApplication.translate("AnalysisPanel", "blunder"),
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
    """The mark, with the result the line threw away when it threw one away."""
    change = move.result_change
    if change is None or move.cost <= 0:
        return mark_text(move.mark)
    return QCoreApplication.translate("AnalysisPanel", "{mark} ({change})").format(
        mark=mark_text(move.mark), change=result_change_text(change[0])
    )


def mark_word(move: MoveReview) -> str:
    """What the move list says of an analysed line: its mark, or the result it threw away,
    and the points it gave away beside it ("mistake −6")."""
    change = move.result_change
    word = mark_text(move.mark) if change is None else result_change_text(change[0])
    return word if move.cost <= 0 else f"{word} {signed(-move.cost)}"


def mark_word_choices() -> list[str]:
    """Every word the list can say of an analysed line (`mark_word`) in the current language,
    each with a one-digit cost beside it (a longer one may be shortened, whole on hover)."""
    words = [mark_text(mark) for mark in Mark] + [result_change_text(o) for o in Outcome]
    return words + [f"{word} {signed(-8)}" for word in words]


def cost_text(cost: int) -> str:
    """The points a line gave away, said as triangles handed over where they are whole ones (a
    triangle handed over costs 2: a point less for its player, one more for the other)."""
    if cost % 2 == 0:
        text = QCoreApplication.translate("AnalysisPanel", "triangles handed over: {count}")
        return text.format(count=cost // 2)
    text = QCoreApplication.translate("AnalysisPanel", "points given away: {count}")
    return text.format(count=cost)


def move_tooltip(move: MoveReview) -> str:
    """What a marked row of the move list says on hover (and to a screen reader): first the
    words the list shows (whole, where a narrow list shortens them), then the mark and the cost
    told in full."""
    text = mark_word(move)
    if move.result_change is not None and move.cost > 0:
        text += f" ({mark_text(move.mark)})"
    if move.cost > 0:
        text += f": {cost_text(move.cost)}; "
        text += QCoreApplication.translate(
            "AnalysisPanel", "final margin {best} with the best line, {actual} with this one"
        ).format(best=signed(move.best), actual=signed(move.actual))
    if not move.exact:
        text += " (" + QCoreApplication.translate("AnalysisPanel", "estimate") + ")"
    return text


def mark_icon(mark: Mark) -> QIcon:
    """A small shape in the mark's colour: a disc (good), a diamond (inaccuracy), a square
    (mistake), a triangle pointing down (blunder)."""
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
    elif mark is Mark.MISTAKE:
        painter.drawRect(QRectF(1.5, 1.5, 9, 9))
    else:
        painter.drawPolygon(QPolygonF([QPointF(0.5, 1.5), QPointF(11.5, 1.5), QPointF(6, 11.5)]))
    painter.end()
    icon = QIcon(pixmap)
    icon.addPixmap(pixmap, QIcon.Mode.Selected)
    return icon
