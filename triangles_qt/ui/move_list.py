"""The move list beside the board: every line of the game, to look back at.

`MoveList` is a dock panel listing every line in order (number, who drew it, triangles it
closed, and its mark once the game is analysed: for a mistake, the result it threw away; the
line that decided the game in bold) under a "Start" row for the empty board, with the
analysis panel (analysis_panel.py) below. Choosing a row asks for that position;
Up/Down and Left/Right step, Home/End jump. Showing the chosen position on the board is
`LookingBack`'s (looking_back.py). The list never changes the game being played.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QMenu,
    QSizePolicy,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import DrawnLine, Game, common_prefix_length
from ..engine.review import GameReview
from .analysis_panel import (
    AnalysisPanel,
    decided_here_text,
    mark_icon,
    mark_text,
    move_tooltip,
    result_change_text,
)
from .texts import line_player_name
from .themes import Theme

# By key code (QKeyEvent.key() gives an int).
_STEP_KEYS: dict[int, int] = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Right: 1,
}


class MoveList(QDockWidget):
    """Every line of the game in order; choosing a row emits the position after it."""

    # How many lines the chosen position has (0: the empty board).
    position_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveList")
        self.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("moveListTree")
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.installEventFilter(self)
        self.continue_button = QToolButton(self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.continue_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.continue_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.analysis = AnalysisPanel(self)
        panel = QWidget(self)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.analysis)
        layout.addWidget(self.continue_button)
        # Room for the four columns (the mark's word is the widest) without a scroll bar.
        panel.setMinimumWidth(290)
        self.setWidget(panel)
        self._lines: list[DrawnLine] = []
        self._names: list[str] = []  # who drew each line
        self._icons: tuple[QIcon, QIcon] = (QIcon(), QIcon())
        self._quiet = False  # rows are being set from the game: not the player's choice
        self._marked: tuple[GameReview | None, int] = (None, 0)  # what the marks show
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Moves"))
        self.tree.setHeaderLabels(
            [self.tr("#"), self.tr("Player"), self.tr("Triangles"), self.tr("Analysis")]
        )
        self._marked = (None, 0)  # the marks' words in the new language
        start = self.tree.topLevelItem(0)
        if start is not None:
            start.setText(1, self.tr("Start"))

    def set_continue_menu(self, menu: QMenu) -> None:
        """The window's "Continue from here" choices, offered under the list too."""
        self.continue_button.setMenu(menu)
        self.continue_button.setText(menu.title().replace("&", ""))
        menu.menuAction().changed.connect(self._continue_menu_changed)

    def _continue_menu_changed(self) -> None:
        menu = self.continue_button.menu()
        if menu is not None:
            action = menu.menuAction()
            self.continue_button.setText(action.text().replace("&", ""))
            self.continue_button.setEnabled(action.isEnabled())

    def set_theme(self, theme: Theme) -> None:
        self._icons = (_dot(theme.player_color(0)), _dot(theme.player_color(1)))
        for row in range(1, self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            assert item is not None
            item.setIcon(1, self._icons[self._lines[row - 1][2]])

    def show_game(self, game: Game, shown: int | None = None) -> None:
        """List `game`'s lines (only the rows that changed) and select the position `shown`
        (None: the latest)."""
        lines = game.lines
        names = [line_player_name(game, number) for number in range(len(lines))]
        closed = _closed_per_line(game)
        self._quiet = True
        if self.tree.topLevelItemCount() == 0:
            self.tree.addTopLevelItem(QTreeWidgetItem(["", self.tr("Start"), ""]))
        keep = common_prefix_length(
            list(zip(self._lines, self._names, strict=True)), list(zip(lines, names, strict=True))
        )
        while self.tree.topLevelItemCount() > keep + 1:
            self.tree.takeTopLevelItem(self.tree.topLevelItemCount() - 1)
        rows = []
        for number in range(keep, len(lines)):
            player = lines[number][2]
            count = closed[number]
            item = QTreeWidgetItem([str(number + 1), names[number], f"+{count}" if count else ""])
            item.setIcon(1, self._icons[player])
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignCenter)
            rows.append(item)
        self.tree.addTopLevelItems(rows)
        self._lines, self._names = lines, names
        self._show_marks(game.current_review, keep)
        self.select_position(len(lines) if shown is None else shown)
        self._quiet = False
        for column in (0, 1, 2, 3):
            self.tree.resizeColumnToContents(column)

    def _show_marks(self, review: GameReview | None, kept_rows: int) -> None:
        """Each analysed line's mark, in words with a shaped icon (its best line on hover): for
        a mistake, the result it threw away; the line that decided the game in bold."""
        count = 0 if review is None else len(review.moves)
        decisive = None if review is None else review.decisive
        start = 0
        if self._marked[0] is review:
            start = min(kept_rows, self._marked[1])  # only rows added since
        for number in range(start, len(self._lines)):
            item = self.tree.topLevelItem(number + 1)
            assert item is not None
            if number < count:
                assert review is not None
                move = review.moves[number]
                change = move.result_change
                word = mark_text(move.mark) if change is None else result_change_text(change[0])
                tooltip = move_tooltip(move)
                if number == decisive:
                    tooltip += " " + decided_here_text()
                item.setText(3, word)
                item.setIcon(3, mark_icon(move.mark))
                item.setToolTip(3, tooltip)
                item.setData(3, Qt.ItemDataRole.AccessibleTextRole, tooltip)
            else:
                item.setText(3, "")
                item.setIcon(3, QIcon())
                item.setToolTip(3, "")
                item.setData(3, Qt.ItemDataRole.AccessibleTextRole, "")
            font = item.font(0)
            font.setBold(number == decisive)
            for column in range(4):
                item.setFont(column, font)
        self._marked = (review, len(self._lines))

    def select_position(self, count: int) -> None:
        item = self.tree.topLevelItem(max(0, min(count, len(self._lines))))
        if item is not None and item is not self.tree.currentItem():
            quiet, self._quiet = self._quiet, True
            self.tree.setCurrentItem(item)
            self._quiet = quiet
        if item is not None:
            self.tree.scrollToItem(item)

    def shown_position(self) -> int:
        item = self.tree.currentItem()
        return 0 if item is None else self.tree.indexOfTopLevelItem(item)

    def step(self, delta: int) -> None:
        self._choose(self.shown_position() + delta)

    def _choose(self, count: int) -> None:
        count = max(0, min(count, len(self._lines)))
        self.select_position(count)
        self.position_chosen.emit(count)

    def _current_changed(
        self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None
    ) -> None:
        if current is not None and not self._quiet:
            self.position_chosen.emit(self.tree.indexOfTopLevelItem(current))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in _STEP_KEYS:
                self.step(_STEP_KEYS[key])
                return True
            if key == Qt.Key.Key_Home:
                self._choose(0)
                return True
            if key == Qt.Key.Key_End:
                self._choose(len(self._lines))
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(300, 240)


def _closed_per_line(game: Game) -> list[int]:
    """How many triangles each line closed, in the order of the lines."""
    closed = [0] * game.move_count
    number_of = {line[:2]: index for index, line in enumerate(game.lines)}
    for a, b, c, _player in game.triangles:
        # A triangle is closed by the last of its three sides to be drawn.
        closed[max(number_of[side] for side in ((a, b), (a, c), (b, c)))] += 1
    return closed


def _dot(colour: QColor) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    icon = QIcon(pixmap)
    icon.addPixmap(pixmap, QIcon.Mode.Selected)  # not tinted into the selection's colour
    return icon
