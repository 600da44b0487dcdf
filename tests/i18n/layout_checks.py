"""Finding clipped or overlapping text in a laid-out widget, sideways scroll bars, cut cells of
lists and widgets out of reach (`layout_problems`), and shortcut letters used twice in one window
or menu (used by the layout, language and Qt dialog tests), and waiting for a window's layout
to stand still (`settled`)."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from PySide6.QtCore import QRect, QSize, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QLayout,
    QLineEdit,
    QMenu,
    QMenuBar,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QTreeView,
    QWidget,
)

from triangles_qt.ui.main_window import DEFAULT_WINDOW_SIZE, MINIMUM_SIZE

PADDING_WORD = "ÅÉÎÕÜ"


class PseudoTranslator(QTranslator):
    """Every string comes back 40 % longer (accented capitals, so tall glyphs are tried too).

    Placeholders and the shortcut letter stay as they were, so the app works as usual."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        if not source_text:
            return ""
        extra = math.ceil(len(source_text) * 0.4)
        words = []
        while sum(len(w) + 1 for w in words) < extra:
            words.append(PADDING_WORD[: max(1, min(5, extra - sum(len(w) + 1 for w in words)))])
        return source_text + " " + " ".join(words)


def plain(text: str) -> str:
    """A label's text as shown: without the shortcut marker and without markup."""
    text = re.sub(r"<[^>]+>", "", text)
    return re.sub(r"&(.)", r"\1", text)


def _visible(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def _rect_in(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())


def clipped_texts(top: QWidget, *, names_give_way: bool = False) -> list[str]:
    """Texts that do not fit their widget, and text widgets that overlap one another.
    `names_give_way`: a label may be shortened ("Bartholom…") where its tooltip holds the
    whole text (a window too narrow for every name)."""
    problems: list[str] = []
    leaves: list[QWidget] = []
    for widget in top.findChildren(QWidget):
        if not _visible(widget, top):
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QLabel):
            text = widget.text()
            if not text or (widget.pixmap() is not None and not widget.pixmap().isNull()):
                continue
            full = getattr(widget, "full_text", None)
            whole = full() if callable(full) else ""
            whole_on_hover = names_give_way and widget.toolTip() == whole
            if whole and plain(whole) != plain(text) and not whole_on_hover:
                problems.append(f"{name}: elided to {text!r} from {whole!r}")
            leaves.append(widget)
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if needed > widget.height() + 1:
                    problems.append(
                        f"{name}: {text!r} needs {needed}px height, has {widget.height()}"
                    )
            else:
                hint = widget.sizeHint()
                if hint.width() > widget.width() + 1:
                    problems.append(
                        f"{name}: {text!r} needs {hint.width()}px, has {widget.width()}"
                    )
        elif isinstance(widget, QAbstractButton) and widget.text():
            leaves.append(widget)
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1:
                problems.append(
                    f"{name}: {widget.text()!r} needs {hint.width()}px, has {widget.width()}"
                )
        elif isinstance(widget, QComboBox):
            leaves.append(widget)
            metrics = widget.fontMetrics()
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            room = (
                widget.style()
                .subControlRect(
                    QStyle.ComplexControl.CC_ComboBox,
                    option,
                    QStyle.SubControl.SC_ComboBoxEditField,
                    widget,
                )
                .width()
            )
            for index in range(widget.count()):
                advance = metrics.horizontalAdvance(widget.itemText(index))
                if advance > room:
                    problems.append(f"{name}: item {widget.itemText(index)!r} is cut off")
        elif isinstance(widget, QLineEdit):
            leaves.append(widget)
            placeholder = widget.placeholderText()
            if placeholder and widget.fontMetrics().horizontalAdvance(placeholder) > (
                widget.width() - 10
            ):
                problems.append(f"{name}: placeholder {placeholder!r} is cut off")
    # Text widgets must not overlap (a widget inside another, e.g. a button's label, is fine).
    rects = [(leaf, _shown_rect(leaf, top)) for leaf in leaves]
    for k, (first, first_rect) in enumerate(rects):
        for second, second_rect in rects[k + 1 :]:
            if first.isAncestorOf(second) or second.isAncestorOf(first):
                continue
            overlap = first_rect.intersected(second_rect)
            if overlap.width() > 1 and overlap.height() > 1:
                problems.append(
                    f"{first.objectName() or type(first).__name__} overlaps "
                    f"{second.objectName() or type(second).__name__}"
                )
    # Nothing sticks out of the window.
    bounds = top.rect()
    for leaf, rect in rects:
        if not bounds.contains(rect) and not _scrolled(leaf, top):
            problems.append(f"{leaf.objectName() or type(leaf).__name__} sticks out of the window")
    return problems


def _shown_rect(widget: QWidget, top: QWidget) -> QRect:
    """Where `widget` is seen in `top`: in a scroll area, the part inside its viewport."""
    rect = _rect_in(widget, top)
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
            rect = rect.intersected(_rect_in(parent, top))
        parent = grand
    return rect


def _name(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


def _scrolled(widget: QWidget, top: QWidget) -> bool:
    """Whether `widget` lies in a scroll area's viewport inside `top` (reached by scrolling,
    not cut)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
            return True
        parent = grand
    return False


def _in_another_window(widget: QWidget, top: QWidget) -> bool:
    """Whether `widget` is (or lies in) a window of its own inside `top` (a dialog, a menu)."""
    while widget is not top:
        if widget.isWindow():
            return True
        parent = widget.parentWidget()
        if parent is None:
            return True
        widget = parent
    return False


def out_of_reach(top: QWidget) -> list[str]:
    """Visible widgets cut by an ancestor or the window's edge (a button off-screen, a panel
    running past the window), apart from what scrolls in a scroll area."""
    problems = []
    bounds = top.rect()
    for widget in top.findChildren(QWidget):
        if not _visible(widget, top) or _in_another_window(widget, top):
            continue
        if _scrolled(widget, top):
            continue
        parent = widget.parentWidget()
        assert parent is not None
        rect = _rect_in(widget, top)
        room = bounds if parent is top else _rect_in(parent, top).intersected(bounds)
        if not room.contains(rect):
            problems.append(f"{_name(widget)} is cut: {rect.getRect()} outside {room.getRect()}")
    return problems


def sideways_scroll_bars(top: QWidget) -> list[str]:
    """Scroll areas showing a horizontal scroll bar (a word or a column that does not fit), or
    hiding it and cutting their content."""
    problems = []
    for area in top.findChildren(QAbstractScrollArea):
        if not _visible(area, top) or _in_another_window(area, top):
            continue
        if area.horizontalScrollBar().isVisibleTo(top):
            problems.append(f"{_name(area)} scrolls sideways")
        content = area.widget() if isinstance(area, QScrollArea) else None
        if content is not None and content.width() > area.viewport().width():
            problems.append(f"{_name(area)}: its content is cut at the side")
    return problems


def cut_cells(top: QWidget) -> list[str]:
    """Cells and column titles of the lists on screen that are narrower than their text; a
    cell may give way only where its tooltip holds the whole text."""
    problems = []
    for view in top.findChildren(QTreeView):
        model = view.model()
        if model is None or not _visible(view, top) or _in_another_window(view, top):
            continue
        header = view.header()
        for column in range(model.columnCount()):
            if view.isColumnHidden(column):
                continue
            width = header.sectionSize(column)
            if header.isVisibleTo(top) and header.sectionSizeHint(column) > width + 1:
                title = model.headerData(column, Qt.Orientation.Horizontal)
                problems.append(f"{_name(view)}: title {title!r} is cut")
            viewport = view.viewport().rect()
            index = view.indexAt(viewport.topLeft())
            while index.isValid() and view.visualRect(index).top() < viewport.bottom():
                cell = model.index(index.row(), column)
                text = cell.data() or ""
                if text and view.sizeHintForIndex(cell).width() > width + 1:
                    whole = cell.data(Qt.ItemDataRole.ToolTipRole) or ""
                    if text not in whole:
                        problems.append(f"{_name(view)}: {text!r} is cut")
                index = view.indexBelow(index)
    return problems


def _laid_out_widgets(layout: QLayout) -> list[QWidget]:
    """The widgets a layout places, through its nested layouts."""
    widgets = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        if item.widget() is not None:
            widgets.append(item.widget())
        elif item.layout() is not None:
            widgets.extend(_laid_out_widgets(item.layout()))
    return widgets


def overlapping_widgets(top: QWidget) -> list[str]:
    """Widgets one layout places over each other: a layout squeezed below what its widgets
    need (a fixed-height table drawn over the text below it)."""
    problems = []
    for parent in [top, *top.findChildren(QWidget)]:
        layout = parent.layout()
        if layout is None or not _visible(parent, top) or _in_another_window(parent, top):
            continue
        placed = [widget for widget in _laid_out_widgets(layout) if widget.isVisibleTo(top)]
        for i, first in enumerate(placed):
            for second in placed[i + 1 :]:
                if first.geometry().intersects(second.geometry()):
                    problems.append(f"{_name(first)} and {_name(second)} overlap")
    return problems


def layout_problems(top: QWidget, *, names_give_way: bool = False) -> list[str]:
    """Everything a player would see as unfinished in `top` as laid out now."""
    return [
        *clipped_texts(top, names_give_way=names_give_way),
        *out_of_reach(top),
        *sideways_scroll_bars(top),
        *cut_cells(top),
        *overlapping_widgets(top),
    ]


def shortcut_letter(text: str) -> str | None:
    """The letter a text's "&" marks as its Alt+letter shortcut (lower case), or None."""
    match = re.search(r"&([^&\s])", text)
    return match.group(1).lower() if match else None


def letter_clashes(texts: Iterable[str]) -> list[str]:
    """Shortcut letters marked by more than one of `texts` (the entries of one menu or window)."""
    seen: dict[str, str] = {}
    clashes = []
    for text in texts:
        letter = shortcut_letter(text)
        if letter is None:
            continue
        if letter in seen:
            clashes.append(f"{seen[letter]!r} and {text!r} both use Alt+{letter}")
        seen[letter] = text
    return clashes


def mnemonic_clashes(top: QWidget) -> list[str]:
    """Shortcut letters (Alt+letter) used twice in one window."""
    texts = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, QLabel | QAbstractButton) or not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue  # a label's & is a shortcut only when it has a buddy
        texts.append(widget.text())
    return letter_clashes(texts)


def menu_mnemonic_clashes(menu: QMenu | QMenuBar) -> list[str]:
    """Shortcut letters used twice among the entries a menu (or the menu bar) shows."""
    return letter_clashes(
        action.text()
        for action in menu.actions()
        if action.isVisible() and not action.isSeparator()
    )


def settled(window: QWidget) -> None:
    """Events handled until the layout and the words stand still (a new text asks for
    room, the room shows or hides a scroll bar, which asks again)."""
    last, still = None, 0
    for _ in range(60):
        QApplication.processEvents()
        now = [
            (widget.geometry().getRect(), widget.text() if isinstance(widget, QLabel) else "")
            for widget in window.findChildren(QWidget)
        ]
        still = still + 1 if now == last else 0
        if still == 3:
            return
        last = now
    raise AssertionError("the layout never settles")


# The sizes a page shown in place of the game (puzzles, lessons) is checked at.
PAGE_SIZES = {
    "smallest": MINIMUM_SIZE,
    "portrait": QSize(MINIMUM_SIZE.width(), DEFAULT_WINDOW_SIZE.height()),
    "default": DEFAULT_WINDOW_SIZE,
}
