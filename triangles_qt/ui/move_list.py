"""The move list beside (or below) the board: every line of the game, to look back at.

`MoveList` is a dock panel listing every line in order (number, who drew it, triangles it
closed, and its mark once the game is analysed: for a mistake, the result it threw away; the
line that decided the game in bold) under a "Start" row for the empty board, with the
analysis panel (analysis_panel.py) under the list, or beside it when the panel stands wide
below the board. Choosing a row asks for that position; Up/Down and Left/Right step,
Home/End jump, N and P go to the next and the previous marked line. Showing the chosen
position on the board is `LookingBack`'s (looking_back.py).
The list never changes the game being played.

The rows are a model (`MoveListModel`, move_list_model.py) shown by a `QTreeView`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QDockWidget,
    QFrame,
    QHeaderView,
    QMainWindow,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionViewItem,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game
from .analysis_panel import AnalysisPanel
from .marks import mark_word_choices
from .move_list_model import MoveListModel
from .texts import line_player_name, seat_name
from .themes import Theme

# The panel's margin at the window's edges, in pixels.
PANEL_MARGIN = 6

# The most triangles one line can close: the two on either side of it.
MOST_CLOSED_BY_A_LINE = 2

# By key code (QKeyEvent.key() gives an int).
_STEP_KEYS: dict[int, int] = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Right: 1,
}


# The next and the previous marked line (the analysis panel's buttons).
_MARK_KEYS: dict[int, int] = {
    Qt.Key.Key_N: 1,
    Qt.Key.Key_P: -1,
}


class _Details(QScrollArea):
    """What stands with the list (the analysis, Continue from here): as tall as its content
    needs at its width, and scrolled rather than cut when the panel is shorter than that."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._content = content
        self.setObjectName("moveListDetails")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        content.installEventFilter(self)

    def content_height(self, width: int) -> int:
        layout = self._content.layout()
        if layout is not None and layout.hasHeightForWidth():
            return layout.totalHeightForWidth(width)
        return self._content.sizeHint().height()

    def sizeHint(self) -> QSize:
        width = self._content.minimumSizeHint().width()
        return QSize(width, self.content_height(max(width, self.viewport().width())))

    def minimumSizeHint(self) -> QSize:
        # As wide as the widest button, and a few lines tall: the rest scrolls.
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        width = self._content.minimumSizeHint().width() + scroll_bar
        return QSize(width, 3 * self.fontMetrics().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._content and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # new text, a button shown: the panel makes room
        return super().eventFilter(watched, event)


class _ListView(QTreeView):
    """The rows, asking for the width that shows every column whole (see _fit_columns)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preferred_width = 0

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(self.preferred_width, self.minimumWidth()), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The row of the position on the board stays in sight when the list gets shorter (the
        # analysis below it takes room once a long game is listed).
        current = self.currentIndex()
        if current.isValid():
            self.scrollTo(current)


class MoveList(QDockWidget):
    """Every line of the game in order; choosing a row emits the position after it."""

    # How many lines the chosen position has (0: the empty board).
    position_chosen = Signal(int)
    # The room the panel needs changed (wider marks, another language): where it stands may too.
    room_changed = Signal()

    # Rows the list keeps on screen however short the panel is.
    MINIMUM_ROWS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveList")
        self.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.model = MoveListModel(self)
        self.view = _ListView(self)
        self.view.setObjectName("moveListView")
        self.view.setModel(self.model)
        self.view.setRootIsDecorated(False)
        self.view.setItemsExpandable(False)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setAllColumnsShowFocus(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        # The columns always fit (see _fit_columns): a long name gives way, no sideways scroll.
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        header = self.view.header()
        header.setStretchLastSection(False)
        header.setSectionsMovable(False)
        for column in range(4):
            mode = QHeaderView.ResizeMode.Fixed
            if column == MoveListModel.PLAYER:
                mode = QHeaderView.ResizeMode.Stretch
            header.setSectionResizeMode(column, mode)
        selection = self.view.selectionModel()
        selection.currentRowChanged.connect(self._current_changed)
        self.view.installEventFilter(self)
        self.continue_button = QToolButton(self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.continue_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.continue_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.analysis = AnalysisPanel(self)
        self.analysis.position_requested.connect(self._choose)
        details = QWidget(self)
        details.setObjectName("moveListDetailsPage")
        details_layout = QVBoxLayout(details)
        details_layout.setContentsMargins(0, 0, 0, 0)
        details_layout.setSpacing(4)
        details_layout.addWidget(self.analysis)
        details_layout.addWidget(self.continue_button)
        details_layout.addStretch(1)
        self.details = _Details(details, self)
        panel = QWidget(self)
        self._layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, panel)
        # Room between the buttons and the window's edge (the separator is on the other side).
        self._layout.setContentsMargins(0, 0, PANEL_MARGIN, PANEL_MARGIN)
        self._layout.setSpacing(4)
        self._layout.addWidget(self.view, 1)
        self._layout.addWidget(self.details)
        self.setWidget(panel)
        # The analysis asking for more room (running, a longer text) may no longer fit beside
        # the list: its place is chosen again.
        panel.installEventFilter(self)
        self.dockLocationChanged.connect(lambda _area: self._arrange())
        self.topLevelChanged.connect(lambda _floating: self._arrange())
        self._quiet = False  # rows are being set from the game: not the player's choice
        self._fitted: tuple[object, ...] = ()  # what the column widths were fitted to
        self._texts = _ListTexts((), 0)  # the longest texts the game's rows can hold
        # The fixed columns' widths in the regular type and in bold, and the least name width.
        self._column_widths: tuple[dict[int, int], dict[int, int], int, int] = ({}, {}, 0, 0)
        self.retranslate()

    # -- Language, theme, placement --------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Moves"))
        self.model.retranslate()
        self._fitted = ()
        self._fit_columns()

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
        self.model.set_dots((_dot(theme.player_color(0)), _dot(theme.player_color(1))))

    def side_by_side(self) -> bool:
        """Whether the analysis stands beside the list (wide below the board) or under it."""
        return self._layout.direction() == QBoxLayout.Direction.LeftToRight

    # What the window asks to choose where the panel stands (main_window.py): the same answers
    # wherever it stands now, so the choice never flips back and forth.

    def width_beside(self) -> int:
        """The panel's width beside the board: every column whole."""
        inner = max(self.view.sizeHint().width(), self.details.minimumSizeHint().width())
        return inner + self._chrome().width()

    def minimum_width_beside(self) -> int:
        inner = max(self.view.minimumWidth(), self.details.minimumSizeHint().width())
        return inner + self._chrome().width()

    def minimum_height_below(self, width: int) -> int:
        """The least height of the panel below the board in a window `width` wide."""
        view, details = self.view.minimumHeight(), self.details.minimumSizeHint().height()
        if self._fits_side_by_side(width - self._chrome().width()):
            inner = max(view, details)
        else:
            inner = view + self._layout.spacing() + details
        return inner + self._chrome().height()

    def _chrome(self) -> QSize:
        """What the dock adds around the list and the analysis: the title bar, the frame and
        the panel's margins."""
        outer, inner = super().sizeHint(), self.widget().sizeHint()
        margins = self._layout.contentsMargins()
        return QSize(
            max(0, outer.width() - inner.width()) + margins.left() + margins.right(),
            max(0, outer.height() - inner.height()) + margins.top() + margins.bottom(),
        )

    def _fits_side_by_side(self, inner_width: int) -> bool:
        room = self.view.sizeHint().width() + self._layout.spacing()
        return inner_width >= room + self.details.minimumSizeHint().width()

    def _arrange(self) -> None:
        """Below the board with room for both, the analysis stands beside the list; else under
        it (beside the board, floating, or too narrow), where the list keeps the height."""
        window = self.parentWidget()
        below = (
            isinstance(window, QMainWindow)
            and not self.isFloating()
            and window.dockWidgetArea(self) == Qt.DockWidgetArea.BottomDockWidgetArea
        )
        wide = below and self._fits_side_by_side(self.widget().width())
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if direction != self._layout.direction():
            self._layout.setDirection(direction)
            self._layout.setStretchFactor(self.details, 1 if wide else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    # -- The game --------------------------------------------------------------------------------

    def show_game(self, game: Game, shown: int | None = None) -> None:
        """List `game`'s lines (only the rows that changed) and select the position `shown`
        (None: the latest)."""
        lines = game.lines
        names = _names_per_line(game)
        self._texts = _ListTexts.of(game)
        self._quiet = True
        self.model.set_lines(lines, names, _closed_per_line(game))
        self.model.set_review(game.current_review)
        self.select_position(len(lines) if shown is None else shown)
        self._quiet = False
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Each column as wide as the widest text it will ever hold in this game and language
        (the last line number the board allows, "+2", every mark's word, every player's name,
        in bold as the line that decided the game shows them), so the list keeps its width
        while lines are drawn and analysed, and the board beside it never moves. The players'
        names take the rest and give way ("Maximili…", whole on hover) only when the panel is
        narrow; the list is never narrower than its columns, so no word is cut and nothing
        scrolls sideways."""
        model, view, header = self.model, self.view, self.view.header()
        texts = self._texts
        words = tuple(mark_word_choices())
        fitted = (texts, words, self.font().key(), view.font().key())
        if fitted == self._fitted:
            return
        self._fitted = fitted
        dots, marks = model.dots, model.mark_icons
        samples: dict[int, tuple[list[str], Sequence[QIcon]]] = {
            model.NUMBER: ([str(texts.last_number)], ()),
            model.CLOSED: ([f"+{MOST_CLOSED_BY_A_LINE}"], ()),
            model.MARK: (list(words), marks),
        }
        fixed = {column: self._column_width(column, *sample) for column, sample in samples.items()}
        bold = {
            column: self._column_width(column, *sample, bold=True)
            for column, sample in samples.items()
        }
        # A name gives way down to its dot and a few letters, never below the column's title.
        shortest = max(
            header.sectionSizeHint(model.PLAYER),
            view.sizeHintForIndex(model.index(0, model.PLAYER)).width(),
            self._column_width(model.PLAYER, ["Mmmm\u2026"], dots),
        )
        whole = self._column_width(model.PLAYER, list(texts.names), dots, bold=True)
        # A mark's words give way too in the narrowest panel (whole on hover), down to its icon
        # and a few letters.
        mark_shortest = min(
            fixed[model.MARK], self._column_width(model.MARK, ["Mmmm\u2026"], marks)
        )
        header.setMinimumSectionSize(min(min(fixed.values()), mark_shortest))
        around = 2 * view.frameWidth()
        around += view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
        columns = sum(fixed.values()) - fixed[model.MARK] + mark_shortest
        view.setMinimumWidth(columns + shortest + around)
        view.preferred_width = sum(bold.values()) + max(whole, shortest) + around
        self._column_widths = (fixed, bold, shortest, mark_shortest)
        self._size_columns()
        rows = self.MINIMUM_ROWS * max(1, view.sizeHintForRow(0))
        view.setMinimumHeight(header.sizeHint().height() + rows + 2 * view.frameWidth())
        view.updateGeometry()
        self._arrange()
        self.room_changed.emit()

    def _size_columns(self) -> None:
        """The columns as wide as their texts in bold (the line that decided the game), where
        the view has the room; in the narrowest panel as wide as they are in the regular type."""
        fixed, bold, shortest, mark_shortest = self._column_widths
        room = self.view.viewport().width()
        widths = bold if room >= sum(bold.values()) + shortest else dict(fixed)
        mark = self.model.MARK
        if room < sum(fixed.values()) + shortest:
            others = sum(width for column, width in fixed.items() if column != mark)
            widths[mark] = max(mark_shortest, room - shortest - others)
        header = self.view.header()
        for column, width in widths.items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def _column_width(
        self, column: int, texts: list[str], icons: Sequence[QIcon] = (), bold: bool = False
    ) -> int:
        """The width `column` needs for the widest of `texts` (with an icon; in bold), measured
        as the view measures a cell, and for its title."""
        view = self.view
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.features = QStyleOptionViewItem.ViewItemFeature.HasDisplay
        if icons:
            option.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration
            option.icon = icons[0]
            extent = view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, view)
            option.decorationSize = QSize(extent, extent)
        width = view.header().sectionSizeHint(column)
        font = QFont(view.font())
        font.setBold(bold)
        option.font = font
        option.fontMetrics = QFontMetrics(font)
        for text in texts:
            option.text = text
            size = view.style().sizeFromContents(
                QStyle.ContentsType.CT_ItemViewItem, option, QSize(), view
            )
            width = max(width, size.width())
        return width

    def select_position(self, count: int) -> None:
        index = self.model.index(max(0, min(count, self.model.line_count)), 0)
        if index != self.view.currentIndex():
            quiet, self._quiet = self._quiet, True
            self.view.setCurrentIndex(index)
            self._quiet = quiet
        self.view.scrollTo(index)

    def shown_position(self) -> int:
        index = self.view.currentIndex()
        return index.row() if index.isValid() else 0

    def row_rect(self, count: int) -> QRect:
        """Where the row of the position after `count` lines is, in the view's viewport."""
        return self.view.visualRect(self.model.index(count, 0))

    def step(self, delta: int) -> None:
        self._choose(self.shown_position() + delta)

    def _choose(self, count: int) -> None:
        count = max(0, min(count, self.model.line_count))
        self.select_position(count)
        self.position_chosen.emit(count)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and not self._quiet:
            self.position_chosen.emit(current.row())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._arrange()
        elif watched is self.view and event.type() == QEvent.Type.Resize:
            self._size_columns()
        elif watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in _STEP_KEYS:
                self.step(_STEP_KEYS[key])
                return True
            if key == Qt.Key.Key_Home:
                self._choose(0)
                return True
            if key == Qt.Key.Key_End:
                self._choose(self.model.line_count)
                return True
            if key in _MARK_KEYS:
                self.analysis.step_mark(_MARK_KEYS[key])
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fitted = ()
            self._fit_columns()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), 240)


class _ListTexts(NamedTuple):
    """What a game's rows can hold at most, in the current language: every player's name
    (earlier players' too), and the number of its last line."""

    names: tuple[str, ...]
    last_number: int

    @classmethod
    def of(cls, game: Game) -> _ListTexts:
        parts = [part.players for part in game.earlier_players] + [game.players]
        names = tuple(dict.fromkeys(seat_name(players, s) for players in parts for s in (0, 1)))
        return cls(names, game.board.most_lines)


def _names_per_line(game: Game) -> list[str]:
    """Who drew each line (`line_player_name`), asked once per player and not per line."""
    known: dict[tuple[int, int], str] = {}
    names = []
    for number, line in enumerate(game.lines):
        key = (id(game.players_of_line(number)), line.player)
        name = known.get(key)
        if name is None:
            name = known[key] = line_player_name(game, number)
        names.append(name)
    return names


def _closed_per_line(game: Game) -> list[int]:
    """How many triangles each line closed, in the order of the lines."""
    closed = [0] * game.move_count
    number_of = {line[:2]: index for index, line in enumerate(game.lines)}
    for a, b, c, _player in game.triangles:
        # A triangle is closed by the last of its three sides to be drawn.
        closed[max(number_of[side] for side in ((a, b), (a, c), (b, c)))] += 1
    return closed


def _dot(colour: QColor) -> QIcon:
    """A player's colour dot; on a selected row ringed in white, so a dot of the selection's
    own colour still shows."""
    icon = QIcon()
    for mode, ring in ((QIcon.Mode.Normal, None), (QIcon.Mode.Selected, QColor("white"))):
        pixmap = QPixmap(12, 12)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if ring is None:
            painter.setPen(Qt.PenStyle.NoPen)
        else:
            painter.setPen(QPen(ring, 1.5))
        painter.setBrush(colour)
        painter.drawEllipse(QRectF(1.25, 1.25, 9.5, 9.5))
        painter.end()
        icon.addPixmap(pixmap, mode)  # the selected one never tinted into the selection
    return icon
