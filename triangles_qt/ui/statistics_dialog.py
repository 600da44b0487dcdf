"""Game > Statistics: the player's results against the computer, per level and board size.

A table with one row per level and board size played (played, won, lost, drawn, the win rate
over decided games, current and best winning streak) and a Reset button that asks before it
forgets anything.
The dialog shows the store it is given; counting happens in FileActions when a game ends.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..persistence.statistics import Record, StatisticsStore
from .app_style import fit_to_layout
from .texts import level_display_name

COLUMN_COUNT = 9
MAX_VISIBLE_ROWS = 12
COLUMN_PADDING = 20
MIN_COLUMN_WIDTH = 56
# The width the dialog opens at; it can be narrowed to what the table and the buttons need (the
# notes wrap), so it fits beside or over the smallest window.
DIALOG_WIDTH = 560


class StatisticsDialog(QDialog):
    """Non-modal: it can stay open beside the board and updates when a game ends."""

    reset_failed = Signal(object)  # a persistence.Problem

    def __init__(self, store: StatisticsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.store = store
        self._confirm: QMessageBox | None = None

        self.heading = QLabel(self)
        self.heading.setObjectName("statisticsHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)

        self.table = QTableWidget(0, COLUMN_COUNT, self)
        self.table.setObjectName("statisticsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)

        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("statisticsEmpty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.note = QLabel(self)
        self.note.setObjectName("statisticsNote")
        self.note.setWordWrap(True)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetStatistics")
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)

        self.retranslate()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(DIALOG_WIDTH, hint.width()), hint.height())

    # -- Content ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.heading.setText(self.tr("Your results against the computer"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Level"),
                self.tr("Stars"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Lost"),
                self.tr("Drawn"),
                self.tr("Win rate"),
                self.tr("Winning streak"),
                self.tr("Best streak"),
            ]
        )
        self.empty_label.setText(
            self.tr("No games against the computer yet. Finish one and your results appear here.")
        )
        self.note.setText(
            self.tr(
                "A draw is neither a win nor a loss: the win rate counts won and lost games "
                "only, and a draw does not end a winning streak. A game against the computer "
                "abandoned after you drew a line counts as a loss. Games between two people "
                "are not counted."
            )
        )
        self.reset_button.setText(self.tr("&Reset\u2026"))
        self.refresh()

    def refresh(self) -> None:
        rows = self.store.statistics.rows()
        self.table.setRowCount(len(rows))
        locale = QLocale()
        for row, (level, size, record) in enumerate(rows):
            cells = [level_display_name(level), locale.toString(size), *self._counts(record)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                alignment = Qt.AlignmentFlag.AlignVCenter
                alignment |= (
                    Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignHCenter
                )
                item.setTextAlignment(alignment)
                self.table.setItem(row, column, item)
        # Every column as wide as its heading or widest number (in the current language), with
        # some air; the table is exactly that wide, and the dialog fits round it.
        self.table.resizeColumnsToContents()
        width = 2 * self.table.frameWidth()
        for column in range(COLUMN_COUNT):
            column_width = max(self.table.columnWidth(column) + COLUMN_PADDING, MIN_COLUMN_WIDTH)
            self.table.setColumnWidth(column, column_width)
            width += column_width
        self.table.setFixedWidth(width)
        # As tall as its rows (up to a dozen; more scroll), so no empty grid hangs below them.
        shown_rows = min(len(rows), MAX_VISIBLE_ROWS)
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(row) for row in range(shown_rows))
        self.table.setFixedHeight(height)
        empty = not rows
        self.table.setVisible(not empty)
        self.empty_label.setVisible(empty)
        self.reset_button.setEnabled(not empty)
        if not self.isVisible():
            self.adjustSize()
        else:
            # Open while the language changes or a row arrives: grow to show the whole table.
            fit_to_layout(self)

    @staticmethod
    def _counts(record: Record) -> list[str]:
        locale = QLocale()
        rate = record.win_rate
        rate_text = (
            "\u2013" if rate is None else locale.toString(round(rate * 100)) + locale.percent()
        )
        numbers = [record.played, record.won, record.lost, record.drawn]
        return [
            *(locale.toString(value) for value in numbers),
            rate_text,
            locale.toString(record.streak),
            locale.toString(record.best_streak),
        ]

    def row_texts(self) -> list[list[str]]:
        """What the table shows, row by row (for tests and accessibility checks)."""
        return [
            [_text(self.table.item(row, column)) for column in range(COLUMN_COUNT)]
            for row in range(self.table.rowCount())
        ]

    # -- Reset --------------------------------------------------------------------------------

    def ask_reset(self) -> QMessageBox:
        """Ask first (without a nested event loop); only Reset forgets the statistics."""
        box = QMessageBox(self)
        box.setObjectName("confirmResetStatistics")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Reset statistics"))
        box.setText(self.tr("Forget all your results against the computer?"))
        box.setInformativeText(self.tr("This cannot be undone."))
        reset = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        reset.setObjectName("confirmReset")
        keep = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self._reset_answered(button is reset))
        self._confirm = box
        box.open()
        return box

    def _reset_answered(self, confirmed: bool) -> None:
        self._confirm = None
        if not confirmed:
            return
        problem = self.store.reset()
        self.refresh()
        if problem is not None:
            self.reset_failed.emit(problem)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_layout(self)  # the wrapped note's height, at the screen's scale

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["StatisticsDialog"]


def _text(item: QTableWidgetItem | None) -> str:
    return "" if item is None else item.text()
