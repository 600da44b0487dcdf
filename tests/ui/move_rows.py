"""Reading and clicking the move list's rows through its model and view (row 0 is "Start",
row k the k-th line; columns: number, player, triangles closed, mark)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from triangles_qt.ui.move_list import MoveList
from triangles_qt.ui.move_list_model import MoveListModel

NUMBER, PLAYER, CLOSED, MARK = (
    MoveListModel.NUMBER,
    MoveListModel.PLAYER,
    MoveListModel.CLOSED,
    MoveListModel.MARK,
)


def row_count(move_list: MoveList) -> int:
    return move_list.model.rowCount()


def cell(move_list: MoveList, row: int, column: int, role=Qt.ItemDataRole.DisplayRole):
    """What the model gives the view for one cell (None where the cell is empty)."""
    return move_list.model.index(row, column).data(role)


def text(move_list: MoveList, row: int, column: int) -> str:
    return cell(move_list, row, column) or ""


def is_bold(move_list: MoveList, row: int, column: int) -> bool:
    font = cell(move_list, row, column, Qt.ItemDataRole.FontRole)
    return font is not None and font.bold()


def column_texts(move_list: MoveList, column: int) -> list[str]:
    """A column's texts, line after line (without the Start row)."""
    return [text(move_list, row, column) for row in range(1, row_count(move_list))]


def choose(move_list: MoveList, row: int) -> None:
    """Make `row` the current row, as the keyboard or a click would."""
    move_list.view.setCurrentIndex(move_list.model.index(row, 0))


def click(move_list: MoveList, row: int) -> None:
    """A mouse click on `row`, where the view shows it."""
    view = move_list.view
    view.scrollTo(move_list.model.index(row, 0))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=move_list.row_rect(row).center()
    )
