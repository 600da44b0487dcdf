"""Game > Statistics: the player's results against the computer, per level and board size.

A table with one row per level and board size played (played, won, lost, drawn, the win rate
over decided games, current and best winning streak) and a Reset button that asks before it
forgets anything. Where the dialog is too narrow for the nine columns (a small screen, or the
dialog narrowed by the player), the table turns on its side: one column per level and board
size, the headings down the left, so every heading and number stays whole.
The dialog shows the store it is given; counting happens in FileActions when a game ends.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QResizeEvent, QShowEvent
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
from .accuracy_trend import TREND_GAMES, AccuracyTrend
from .app_style import fit_to_layout
from .texts import level_display_name

COLUMN_COUNT = 9
MAX_VISIBLE_ROWS = 12
# The rows the table on its side keeps in sight in a dialog too low for all of them.
SIDE_ROWS_AT_LEAST = 4
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
        # What the table shows, one list of cell texts per level and board size.
        self._rows: list[list[str]] = []
        self._headings: list[str] = []
        # Whether the table stands on its side (a column per level and size), and the width of
        # each form's table with every text whole.
        self.on_its_side = False
        self._wide_width = 0
        self._side_width = 0

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

        self.accuracy_label = QLabel(self)
        self.accuracy_label.setObjectName("statisticsAccuracy")
        self.accuracy_label.setWordWrap(True)
        self.trend = AccuracyTrend(self)

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
        layout.addWidget(self.accuracy_label)
        layout.addWidget(self.trend)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)

        self.retranslate()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        wide = self._dialog_width_for(self._wide_width) if self._rows else 0
        return QSize(max(DIALOG_WIDTH, hint.width(), wide), hint.height())

    # -- Content ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.heading.setText(self.tr("Your results against the computer"))
        self._headings = [
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
        locale = QLocale()
        self._rows = [
            [level_display_name(level), locale.toString(size), *self._counts(record)]
            for level, size, record in self.store.statistics.rows()
        ]
        # Each form measured with its texts in the current language: the wide one is shown
        # wherever it fits.
        self._fill(on_its_side=True)
        self._side_width = self._natural_width()
        self._fill(on_its_side=False)
        self._wide_width = self._natural_width()
        accuracies = [entry.accuracy for entry in self.store.statistics.accuracies]
        self.trend.set_values(accuracies)
        self.trend.setVisible(bool(accuracies))
        self.accuracy_label.setVisible(bool(accuracies))
        if accuracies:
            recent = accuracies[-TREND_GAMES:]
            self.accuracy_label.setText(
                self.tr(
                    "Your accuracy in analysed games: {last} % in the last, {mean} % on "
                    "average over the last {count}. The line follows the average."
                ).format(
                    last=round(accuracies[-1]),
                    mean=round(sum(recent) / len(recent)),
                    count=len(recent),
                )
            )
        empty = not self._rows
        self.table.setVisible(not empty)
        self.empty_label.setVisible(empty)
        self.reset_button.setEnabled(not empty)
        # The dialog may be narrowed to the table on its side (or less, where so many levels
        # and sizes are played that even that form scrolls).
        self.table.setMinimumWidth(min(self._side_width, self._wide_width))
        if not self.isVisible():
            self.adjustSize()
        else:
            # Open while the language changes or a row arrives: grow to show the wide table
            # where the screen has room, else the table turns on its side.
            fit_to_layout(self)
            wanted = self._dialog_width_for(self._wide_width)
            screen = self.screen() or QGuiApplication.primaryScreen()
            room = screen.availableGeometry().width() if screen is not None else wanted
            if self.width() < wanted <= room:
                self.resize(wanted, self.height())
        self._fit_form()

    def _fill(self, *, on_its_side: bool) -> None:
        """The table in one form: a row per level and size, or (on its side) a column each."""
        self.on_its_side = on_its_side
        table, rows = self.table, self._rows
        table.clear()
        if on_its_side:
            table.setRowCount(COLUMN_COUNT)
            table.setColumnCount(len(rows))
            table.setVerticalHeaderLabels(self._headings)
        else:
            table.setRowCount(len(rows))
            table.setColumnCount(COLUMN_COUNT)
            table.setHorizontalHeaderLabels(self._headings)
        table.horizontalHeader().setVisible(not on_its_side)
        table.verticalHeader().setVisible(on_its_side)
        for record, cells in enumerate(rows):
            for field, text in enumerate(cells):
                item = QTableWidgetItem(text)
                alignment = Qt.AlignmentFlag.AlignVCenter
                alignment |= (
                    Qt.AlignmentFlag.AlignLeft
                    if field == 0 and not on_its_side
                    else Qt.AlignmentFlag.AlignHCenter
                )
                item.setTextAlignment(alignment)
                row, column = (field, record) if on_its_side else (record, field)
                table.setItem(row, column, item)
        # Every column as wide as its heading or widest text (in the current language), with
        # some air.
        table.resizeColumnsToContents()
        for column in range(table.columnCount()):
            column_width = max(table.columnWidth(column) + COLUMN_PADDING, MIN_COLUMN_WIDTH)
            table.setColumnWidth(column, column_width)
        # As tall as its rows (up to a dozen; more scroll), so no empty grid hangs below them.
        # On its side (a small dialog) it may give way to a few rows and scroll, so the note
        # and the buttons keep their room.
        shown_rows = min(table.rowCount(), MAX_VISIBLE_ROWS)
        height = 2 * table.frameWidth() + sum(table.rowHeight(row) for row in range(shown_rows))
        if not on_its_side:
            height += table.horizontalHeader().sizeHint().height()
            table.setFixedHeight(height)
            return
        least = 2 * table.frameWidth() + sum(
            table.rowHeight(row) for row in range(SIDE_ROWS_AT_LEAST)
        )
        table.setMinimumHeight(least)
        table.setMaximumHeight(height)

    def _natural_width(self) -> int:
        """The table's width with every column whole, in the form it is in."""
        table = self.table
        width = 2 * table.frameWidth()
        width += sum(table.columnWidth(column) for column in range(table.columnCount()))
        if self.on_its_side:
            # With room for the scroll bar it shows in a dialog too low for every row.
            width += table.verticalHeader().sizeHint().width()
            width += table.verticalScrollBar().sizeHint().width()
        return width

    def _side_margins(self) -> int:
        layout = self.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        return margins.left() + margins.right()

    def _dialog_width_for(self, table_width: int) -> int:
        return table_width + self._side_margins()

    def _available_table_width(self) -> int:
        return self.width() - self._side_margins()

    def _fit_form(self) -> None:
        """The wide table where the dialog has room for it, else the table on its side."""
        if not self._rows:
            return
        on_its_side = self._available_table_width() < self._wide_width
        if on_its_side != self.on_its_side:
            self._fill(on_its_side=on_its_side)
        self.table.setMaximumWidth(self._side_width if on_its_side else self._wide_width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_form()

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
        """What the table shows, a list of cell texts per level and board size, in either
        form (for tests and accessibility checks)."""
        table = self.table
        if self.on_its_side:
            return [
                [_text(table.item(field, record)) for field in range(COLUMN_COUNT)]
                for record in range(table.columnCount())
            ]
        return [
            [_text(table.item(record, field)) for field in range(COLUMN_COUNT)]
            for record in range(table.rowCount())
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
