"""Finding clipped or overlapping text in a laid-out widget, and shortcut letters used twice in
one window or menu (used by the layout, language and Qt dialog tests)."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from PySide6.QtCore import QRect, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

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


def clipped_texts(top: QWidget) -> list[str]:
    """Texts that do not fit their widget, and text widgets that overlap one another."""
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
            if callable(full) and full() and plain(full()) != plain(text):
                problems.append(f"{name}: elided to {text!r} from {full()!r}")
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
    rects = [(leaf, _rect_in(leaf, top)) for leaf in leaves]
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
        if not bounds.contains(rect):
            problems.append(f"{leaf.objectName() or type(leaf).__name__} sticks out of the window")
    return problems


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
