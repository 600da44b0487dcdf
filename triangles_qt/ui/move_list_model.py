"""The rows of the move list as a model (`MoveListModel`): "Start" for the empty board, then
one row per line with its number, who drew it, the triangles it closed and its mark once the
game is analysed. A new line inserts a row, an undo removes one, and the view asks only for
the rows on screen, so a game of hundreds of lines opens as quickly as a short one."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QIcon

from ..engine import DrawnLine, common_prefix_length
from ..engine.review import GameReview, Mark, MoveReview
from .marks import decided_here_text, mark_icon, mark_word, move_tooltip

_ROOT = QModelIndex()
_ANY_INDEX = QModelIndex | QPersistentModelIndex
# The roles the rows answer, as plain numbers (the view asks for each of many per cell).
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_ROLES = frozenset((_DISPLAY, _DECORATION, _TOOLTIP, _ACCESSIBLE, _FONT, _ALIGNMENT))


class MoveListModel(QAbstractTableModel):
    """The rows of the move list: "Start" (row 0, the empty board), then one row per line
    (row k for line k). The view asks for what it shows; the list tells it which rows came,
    went or changed."""

    NUMBER, PLAYER, CLOSED, MARK = range(4)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[DrawnLine] = []
        self._names: list[str] = []  # who drew each line
        self._closed: list[int] = []  # how many triangles each line closed
        self._review: GameReview | None = None
        self._dots: tuple[QIcon, QIcon] = (QIcon(), QIcon())
        self._bold = QFont()  # the line that decided the game
        self._bold.setBold(True)
        self._mark_icons = {mark: mark_icon(mark) for mark in Mark}

    # -- What the view asks ----------------------------------------------------------------------

    def rowCount(self, parent: _ANY_INDEX = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._lines) + 1

    def columnCount(self, parent: _ANY_INDEX = _ROOT) -> int:
        return 0 if parent.isValid() else 4

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = (
            QCoreApplication.translate("MoveList", "#"),
            QCoreApplication.translate("MoveList", "Player"),
            QCoreApplication.translate("MoveList", "Triangles"),
            QCoreApplication.translate("MoveList", "Analysis"),
        )
        return titles[section] if 0 <= section < len(titles) else None

    def data(self, index: _ANY_INDEX, role: int = _DISPLAY) -> object:
        if role not in _ROLES or not index.isValid():
            return None  # (the view asks for many roles per cell; most rows show few)
        row, column = index.row(), index.column()
        number = row - 1
        if row == 0:
            if column == self.PLAYER and role == _DISPLAY:
                return QCoreApplication.translate("MoveList", "Start")
            return None
        if number >= len(self._lines):
            return None
        if role == _FONT:
            review = self._review
            return self._bold if review is not None and review.decisive == number else None
        if column == self.NUMBER:
            if role == _DISPLAY:
                return str(row)
            if role == _ALIGNMENT:
                return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        elif column == self.PLAYER:
            if role in (_DISPLAY, _TOOLTIP):
                return self._names[number]  # on hover too, whole where the column cuts it
            if role == _DECORATION:
                return self._dots[self._lines[number].player]
        elif column == self.CLOSED:
            if role == _DISPLAY:
                count = self._closed[number]
                return f"+{count}" if count else ""
            if role == _ALIGNMENT:
                return Qt.AlignmentFlag.AlignCenter
        else:
            return self._mark_data(number, role)
        return None

    def _mark_data(self, number: int, role: int) -> object:
        move = self.move_review(number)
        if move is None:
            return None
        if role == _DISPLAY:
            return mark_word(move)
        if role == _DECORATION:
            return self._mark_icons[move.mark]
        if role in (_TOOLTIP, _ACCESSIBLE):
            tooltip = move_tooltip(move)
            assert self._review is not None
            if number == self._review.decisive:
                tooltip += " " + decided_here_text()
            return tooltip
        return None

    # -- What the list tells ---------------------------------------------------------------------

    @property
    def dots(self) -> tuple[QIcon, QIcon]:
        return self._dots

    @property
    def mark_icons(self) -> list[QIcon]:
        return list(self._mark_icons.values())

    @property
    def line_count(self) -> int:
        return len(self._lines)

    @property
    def review(self) -> GameReview | None:
        return self._review

    def move_review(self, number: int) -> MoveReview | None:
        """The analysis of line `number` (0 for the first), if it is analysed."""
        review = self._review
        if review is None or number >= len(review.moves):
            return None
        return review.moves[number]

    def most_closing_line(self) -> int | None:
        """A line that closed the most triangles (None: no lines)."""
        closed = self._closed
        return max(range(len(closed)), key=closed.__getitem__, default=None)

    def first_lines_by_name(self) -> dict[str, int]:
        """Each name in the list, with the first line drawn under it."""
        first: dict[str, int] = {}
        for number, name in enumerate(self._names):
            first.setdefault(name, number)
        return first

    def set_lines(self, lines: list[DrawnLine], names: list[str], closed: list[int]) -> None:
        """The game's lines, who drew each and the triangles each closed: the rows past the
        lines both share are removed and the new ones inserted; a name that reads differently
        (another language) is changed in place."""
        keep = common_prefix_length(self._lines, lines)
        if len(self._lines) > keep:
            self.beginRemoveRows(_ROOT, keep + 1, len(self._lines))
            del self._lines[keep:], self._names[keep:], self._closed[keep:]
            self.endRemoveRows()
        renamed = [number for number in range(keep) if self._names[number] != names[number]]
        if renamed:
            self._names[:keep] = names[:keep]
            self._changed(renamed[0], renamed[-1], self.PLAYER, self.PLAYER)
        if len(lines) > keep:
            self.beginInsertRows(_ROOT, keep + 1, len(lines))
            self._lines[keep:] = lines[keep:]
            self._names[keep:] = names[keep:]
            self._closed[keep:] = closed[keep:]
            self.endInsertRows()

    def set_review(self, review: GameReview | None) -> None:
        """The analysis the marks show (None: no marks)."""
        if review is self._review:
            return
        self._review = review
        if self._lines:
            self._changed(0, len(self._lines) - 1, self.NUMBER, self.MARK)

    def set_dots(self, dots: tuple[QIcon, QIcon]) -> None:
        """Each player's colour dot (a new theme)."""
        self._dots = dots
        if self._lines:
            self._changed(0, len(self._lines) - 1, self.PLAYER, self.PLAYER)

    def retranslate(self) -> None:
        """The header, the "Start" row and the marks' words in the current language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        self.dataChanged.emit(self.index(0, 0), self.index(len(self._lines), self.MARK))

    def _changed(self, first: int, last: int, left: int, right: int) -> None:
        """Lines `first` to `last` changed in columns `left` to `right`."""
        self.dataChanged.emit(self.index(first + 1, left), self.index(last + 1, right))
