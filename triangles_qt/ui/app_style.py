"""The app's widget style: Fusion, with check boxes, radio buttons and tool icons drawn in the
theme's colours, and Qt's file dialog fitted to its texts and the app's language.

Fusion draws the box of a check box or radio button in a shade of the window colour, which on a
dark theme is hardly visible (about 1.3:1), and Qt's stock tool icons are dark grey bitmaps
meant for a light window. `AppStyle` draws both from the palette's text colours instead, so they
keep at least 3:1 against the window in every theme (tests/ui/test_style.py measures it), and
leaves the icons off dialog buttons, as the app's own buttons have none.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QProxyStyle,
    QSplitter,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QTreeView,
    QWidget,
)

from .themes import Theme

BASE_STYLE = "Fusion"
ICON_SIZES = (16, 24, 32, 48)
# Columns of Qt's file system model.
SIZE_COLUMN, DATE_COLUMN = 1, 3
FILE_DIALOG_MIN_SIZE = (760, 460)
SIDEBAR_SLACK = 12  # pixels beyond the widest place name (scroll bar and focus frame)
# The width a file's name keeps in a narrow file dialog before a detail column gives way.
FILE_NAME_LEAST_WIDTH = 160
# The file list's detail columns in the order they give way (type, date, size): the name stays.
DETAIL_COLUMNS_GIVING_WAY = (2, 3, 1)


# -- Contrast (WCAG 2 relative luminance) ------------------------------------------------------


def relative_luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable_on(background: QColor) -> QColor:
    """Black or white, whichever stands out more on `background` (selected menu entries, list
    rows and text: white on High contrast's sky blue stays below 3:1)."""
    white, black = QColor("#ffffff"), QColor("#000000")
    return (
        white if contrast_ratio(white, background) >= contrast_ratio(black, background) else black
    )


# -- The theme's palette -----------------------------------------------------------------------


def theme_palette(theme: Theme) -> QPalette:
    """A palette in the theme's colours for menus, dialogs and the status line. (Moved here from
    main_window: the selection's text is now chosen for contrast with the selection.)"""
    text = QColor(theme.text_color)
    window = QColor(theme.panel_color)
    if theme.dark:
        # Mixed toward the text colour, so that a black panel still gets visible fields.
        base, button = _mix(window, text, 0.10), _mix(window, text, 0.18)
        disabled = QColor(text).darker(170)
    else:
        base, button = QColor("#ffffff"), window.darker(106)
        disabled = QColor(text).lighter(260)
    accent = theme.player_color(1)
    palette = QPalette()
    role = QPalette.ColorRole
    for what, colour in (
        (role.Window, window),
        (role.WindowText, text),
        (role.Base, base),
        (role.AlternateBase, _mix(base, text, 0.05)),
        (role.Text, text),
        (role.PlaceholderText, disabled),
        (role.Button, button),
        (role.ButtonText, text),
        (role.BrightText, QColor("#ffffff")),
        (role.Highlight, accent),
        (role.HighlightedText, readable_on(accent)),
        (role.ToolTipBase, base),
        (role.ToolTipText, text),
        (role.Link, accent.lighter(130) if theme.dark else accent),
        (role.Light, _mix(button, text, 0.25)),
        (role.Midlight, _mix(button, text, 0.12)),
        (role.Mid, _mix(button, text, 0.35) if theme.dark else button.darker(130)),
        (role.Dark, _mix(button, text, 0.5) if theme.dark else button.darker(170)),
        (role.Shadow, QColor(0, 0, 0)),
    ):
        palette.setColor(what, colour)
    for what in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, what, disabled)
    return palette


def _mix(a: QColor, b: QColor, amount: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * amount,
        a.greenF() + (b.greenF() - a.greenF()) * amount,
        a.blueF() + (b.blueF() - a.blueF()) * amount,
    )


# -- Indicators --------------------------------------------------------------------------------


def indicator_colours(palette: QPalette, enabled: bool = True) -> tuple[QColor, QColor, QColor]:
    """(border, fill, mark) of a check box or radio button: the border in the window's text
    colour, so it stands out from the window; the mark in the field text colour on the field."""
    group = QPalette.ColorGroup.Active if enabled else QPalette.ColorGroup.Disabled
    border = palette.color(group, QPalette.ColorRole.WindowText)
    fill = palette.color(group, QPalette.ColorRole.Base)
    mark = palette.color(group, QPalette.ColorRole.Text)
    return border, fill, mark


def _draw_indicator(painter: QPainter, option: QStyleOption, radio: bool) -> None:
    state = option.state
    enabled = bool(state & QStyle.StateFlag.State_Enabled)
    border, fill, mark = indicator_colours(option.palette, enabled)
    if state & QStyle.StateFlag.State_Selected:  # a highlighted menu entry
        border = mark = option.palette.color(QPalette.ColorRole.HighlightedText)
    side = min(option.rect.width(), option.rect.height())
    box = QRectF(option.rect.x(), option.rect.y(), side, side)
    box.moveCenter(QRectF(option.rect).center())
    hover = enabled and bool(state & QStyle.StateFlag.State_MouseOver)
    width = max(1.5, side / 8) * (1.35 if hover else 1.0)
    box = box.adjusted(width / 2, width / 2, -width / 2, -width / 2)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(border, width))
    painter.setBrush(fill)
    if radio:
        painter.drawEllipse(box)
    else:
        painter.drawRoundedRect(box, side / 7, side / 7)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(mark)
    inner = box.adjusted(side * 0.22, side * 0.22, -side * 0.22, -side * 0.22)
    if radio and state & QStyle.StateFlag.State_On:
        painter.drawEllipse(inner)
    elif not radio and state & QStyle.StateFlag.State_NoChange:
        painter.drawRect(QRectF(inner.left(), inner.center().y() - width, inner.width(), 2 * width))
    elif not radio and state & QStyle.StateFlag.State_On:
        tick = QPainterPath(QPointF(inner.left(), inner.center().y()))
        tick.lineTo(inner.left() + inner.width() * 0.4, inner.bottom())
        tick.lineTo(inner.right(), inner.top())
        painter.setPen(QPen(mark, width * 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)
    painter.restore()


# -- Tool icons --------------------------------------------------------------------------------


def _draw_glyph(painter: QPainter, kind: QStyle.StandardPixmap, size: int) -> None:
    """A simple line drawing of the tool: arrows, a folder, list and detail views."""
    s = size
    sp = QStyle.StandardPixmap
    path = QPainterPath()
    if kind in (sp.SP_ArrowBack, sp.SP_ArrowLeft):
        path.moveTo(s * 0.8, s * 0.5)
        path.lineTo(s * 0.2, s * 0.5)
        path.moveTo(s * 0.45, s * 0.25)
        path.lineTo(s * 0.2, s * 0.5)
        path.lineTo(s * 0.45, s * 0.75)
    elif kind in (sp.SP_ArrowForward, sp.SP_ArrowRight):
        path.moveTo(s * 0.2, s * 0.5)
        path.lineTo(s * 0.8, s * 0.5)
        path.moveTo(s * 0.55, s * 0.25)
        path.lineTo(s * 0.8, s * 0.5)
        path.lineTo(s * 0.55, s * 0.75)
    elif kind in (sp.SP_FileDialogToParent, sp.SP_ArrowUp):
        path.moveTo(s * 0.5, s * 0.8)
        path.lineTo(s * 0.5, s * 0.2)
        path.moveTo(s * 0.25, s * 0.45)
        path.lineTo(s * 0.5, s * 0.2)
        path.lineTo(s * 0.75, s * 0.45)
    elif kind == sp.SP_FileDialogNewFolder:
        path.moveTo(s * 0.12, s * 0.3)
        path.lineTo(s * 0.4, s * 0.3)
        path.lineTo(s * 0.48, s * 0.38)
        path.lineTo(s * 0.88, s * 0.38)
        path.lineTo(s * 0.88, s * 0.82)
        path.lineTo(s * 0.12, s * 0.82)
        path.closeSubpath()
        path.moveTo(s * 0.5, s * 0.48)
        path.lineTo(s * 0.5, s * 0.72)
        path.moveTo(s * 0.38, s * 0.6)
        path.lineTo(s * 0.62, s * 0.6)
    elif kind == sp.SP_FileDialogListView:
        for x in (0.22, 0.62):
            for y in (0.22, 0.62):
                path.addRect(QRectF(s * x, s * y, s * 0.18, s * 0.18))
    else:  # SP_FileDialogDetailedView: rows of a table
        for y in (0.25, 0.5, 0.75):
            path.moveTo(s * 0.18, s * y)
            path.lineTo(s * 0.26, s * y)
            path.moveTo(s * 0.38, s * y)
            path.lineTo(s * 0.82, s * y)
    painter.drawPath(path)


TOOL_ICONS = (
    QStyle.StandardPixmap.SP_ArrowBack,
    QStyle.StandardPixmap.SP_ArrowForward,
    QStyle.StandardPixmap.SP_ArrowLeft,
    QStyle.StandardPixmap.SP_ArrowRight,
    QStyle.StandardPixmap.SP_ArrowUp,
    QStyle.StandardPixmap.SP_FileDialogToParent,
    QStyle.StandardPixmap.SP_FileDialogNewFolder,
    QStyle.StandardPixmap.SP_FileDialogListView,
    QStyle.StandardPixmap.SP_FileDialogDetailedView,
)


def tool_icon(kind: QStyle.StandardPixmap, palette: QPalette) -> QIcon:
    """A tool icon in the palette's button text colour (greyed when disabled)."""
    icon = QIcon()
    for mode, group in (
        (QIcon.Mode.Normal, QPalette.ColorGroup.Active),
        (QIcon.Mode.Disabled, QPalette.ColorGroup.Disabled),
    ):
        colour = palette.color(group, QPalette.ColorRole.ButtonText)
        for size in ICON_SIZES:
            pixmap = QPixmap(size, size)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            pen = QPen(colour, max(1.5, size / 11))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            _draw_glyph(painter, kind, size)
            painter.end()
            icon.addPixmap(pixmap, mode)
    return icon


# -- The style ---------------------------------------------------------------------------------


class AppStyle(QProxyStyle):
    """Fusion with indicators and tool icons in the theme's colours, and no icons on dialog
    buttons."""

    def __init__(self) -> None:
        super().__init__(BASE_STYLE)
        self.setObjectName("tri-fusion")

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        primitive = QStyle.PrimitiveElement
        if element in (primitive.PE_IndicatorCheckBox, primitive.PE_IndicatorItemViewItemCheck):
            _draw_indicator(painter, option, radio=False)
        elif element == primitive.PE_IndicatorRadioButton:
            _draw_indicator(painter, option, radio=True)
        else:
            super().drawPrimitive(element, option, painter, widget)

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)

    def standardIcon(
        self,
        standardIcon: QStyle.StandardPixmap,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        if standardIcon in TOOL_ICONS:
            palette = widget.palette() if widget is not None else QApplication.palette()
            return tool_icon(standardIcon, palette)
        return super().standardIcon(standardIcon, option, widget)


def install_app_style(app: QApplication) -> AppStyle:
    style = AppStyle()
    app.setStyle(style)
    return style


# -- Dialog size -------------------------------------------------------------------------------


def fit_to_layout(widget: QWidget) -> None:
    """Grow a window to what its layout needs now: the widest row, and wrapped text's height at
    that width. Qt sizes a dialog once, before style sheets and the screen's scale have had
    their say, which cut texts at display scales of 1.5 and 2."""
    layout = widget.layout()
    if layout is None:
        return
    layout.activate()
    width = max(widget.width(), layout.totalMinimumSize().width())
    height = max(widget.height(), layout.totalMinimumSize().height())
    if layout.hasHeightForWidth():
        height = max(height, layout.totalHeightForWidth(width))
    if (width, height) != (widget.width(), widget.height()):
        widget.resize(width, height)


# -- Qt's file dialog --------------------------------------------------------------------------


class LocalizedFileModel(QIdentityProxyModel):
    """Sizes and dates in the app's language: Qt's model writes them in the system's, so a
    Finnish app on an English system said "909 bytes"."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> object:
        if role == Qt.ItemDataRole.DisplayRole and index.column() in (SIZE_COLUMN, DATE_COLUMN):
            source = self.sourceModel()
            if isinstance(source, QFileSystemModel):
                where = self.mapToSource(index)
                if index.column() == DATE_COLUMN:
                    return QLocale().toString(
                        source.lastModified(where), QLocale.FormatType.ShortFormat
                    )
                if source.isDir(where):
                    return ""
                return QLocale().formattedDataSize(source.size(where))
        return super().data(index, role)


def fit_file_dialog(dialog: QFileDialog) -> None:
    """Qt's own (non-native) file dialog: sizes and dates in the app's language, and columns as
    wide as their texts, so nothing is cut ("909...tes")."""
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is None:
        return  # a native dialog (Windows, macOS, some Linux desktops): the system lays it out
    dialog.setProxyModel(LocalizedFileModel(dialog))
    width, height = FILE_DIALOG_MIN_SIZE
    dialog.resize(max(dialog.width(), width), max(dialog.height(), height))
    header = tree.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    DetailColumnsGiveWay(tree)
    fit_file_dialog_sidebar(dialog)


class DetailColumnsGiveWay(QObject):
    """In a file dialog narrowed below what the file list's columns need (a small screen, or
    the player's choice), the detail columns hide one by one (type, date, size) so the names
    keep their room and the list never scrolls sideways; widened again, they come back."""

    def __init__(self, tree: QTreeView) -> None:
        super().__init__(tree)
        self._tree = tree
        tree.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _fit(self) -> None:
        tree, header = self._tree, self._tree.header()
        room = tree.viewport().width() - FILE_NAME_LEAST_WIDTH
        columns = [column for column in DETAIL_COLUMNS_GIVING_WAY if column < header.count()]
        needed = {
            column: max(header.sectionSizeHint(column), tree.sizeHintForColumn(column))
            for column in columns
        }
        # The columns kept are the last ones in the giving-way order that fit together.
        kept: set[int] = set()
        for column in reversed(columns):
            if sum(needed[c] for c in kept) + needed[column] <= room:
                kept.add(column)
            else:
                break
        for column in columns:
            if header.isSectionHidden(column) == (column in kept):
                header.setSectionHidden(column, column not in kept)


def fit_file_dialog_sidebar(dialog: QFileDialog) -> None:
    """The places on the left ("Computer", the home folder) as wide as their names."""
    sidebar = dialog.findChild(QListView, "sidebar")
    splitter = dialog.findChild(QSplitter, "splitter")
    if sidebar is None or splitter is None or splitter.count() != 2:
        return
    needed = sidebar.sizeHintForColumn(0) + 2 * sidebar.frameWidth() + SIDEBAR_SLACK
    total = sum(splitter.sizes()) or dialog.width()
    if needed > splitter.sizes()[0]:
        splitter.setSizes([needed, max(total - needed, needed)])


__all__ = [
    "AppStyle",
    "LocalizedFileModel",
    "contrast_ratio",
    "fit_file_dialog",
    "fit_to_layout",
    "indicator_colours",
    "install_app_style",
    "readable_on",
    "relative_luminance",
    "theme_palette",
    "tool_icon",
]
