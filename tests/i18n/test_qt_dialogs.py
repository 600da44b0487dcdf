"""Qt's own dialogs and menus in the app's languages: every text the Save, Open and Export dialogs
and the message boxes show is translated, the file list's columns do not cut their text, and no
shortcut letter leads to two places (in the file dialogs and the text fields' context menus)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QCoreApplication,
    QPoint,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QLabel,
    QListView,
    QMenu,
    QMessageBox,
    QTreeView,
    QWidget,
)

from tests.windows import close_window, open_window
from triangles_qt.i18n import set_language

from .file_dialogs import open_file_dialog
from .layout_checks import menu_mnemonic_clashes, mnemonic_clashes

TRANSLATED_LANGUAGES = ("id", "ro", "fi", "pl")
ALL_LANGUAGES = ("en", *TRANSLATED_LANGUAGES)
DIALOGS = ("ask_save", "ask_open", "ask_export")
# Texts that are the same in every language: file and folder names, the filters' patterns,
# "OK", the app's name.
SAME_IN_EVERY_LANGUAGE = re.compile(r"^(OK|Triangles|Nebula|.*\(\*.*\)|[\d\s.,:/-]*)$")
# Words a language shares with English (Indonesian and Polish say "folder" too).
SAME_AS_ENGLISH = {"id": {"Folder"}, "ro": set(), "fi": set(), "pl": {"Folder"}}


class UntranslatedLookups(QTranslator):
    """Installed before the app's translators, so Qt asks it last: it hears only the lookups
    no catalogue answered, and answers none (None keeps Qt's English text)."""

    def __init__(self) -> None:
        super().__init__()
        self.missed: set[tuple[str, str]] = set()

    def translate(self, context, source_text, disambiguation=None, n=-1):
        if context.startswith("Q") and context not in NOT_SHOWN_CONTEXTS and source_text:
            self.missed.add((context, source_text))
        return None

    def isEmpty(self) -> bool:
        return False


# Lookups the dialogs never show: key names Qt looks up while parsing its shortcuts
# ("Alt+Left"), and the error text of a file it probes that does not exist.
NOT_SHOWN_CONTEXTS = ("QShortcut", "QIODevice")
NOT_TEXT = {
    ("QGuiApplication", "QT_LAYOUT_DIRECTION"),
    ("QFileDialog", "Alt+Left"),
    ("QFileDialog", "Alt+Right"),
    ("QFileDialog", "Alt+Up"),
}


@pytest.fixture(scope="module")
def module_window(qapp, module_data_dir):
    """One main window, shown, for the module's tests: each opens a dialog or a menu, reads it
    and closes it again."""
    set_language("en")
    window = open_window(shown=True)
    yield window
    close_window(window)


def _as_found(window) -> tuple:
    """What a test of this module leaves as it found it: the game, the size, and no window
    open beside the main window."""
    others = sorted(
        type(widget).__name__
        for widget in QApplication.topLevelWidgets()
        if widget is not window and widget.isVisible()
    )
    return json.dumps(window.game.to_record()), window.size().toTuple(), others


@pytest.fixture
def shared_window(module_window, english):
    """The module's window in English, checked afterwards to be as the test found it."""
    before = _as_found(module_window)
    yield module_window
    assert _as_found(module_window) == before, "a test left the shared window changed"


def plain(text: str) -> str:
    return re.sub(r"&(.)", r"\1", text).strip()


def shown_texts(dialog: QFileDialog, folder) -> set[str]:
    """Every text the dialog shows or shows on hover, apart from the folder's own names."""
    texts = {dialog.windowTitle()}
    for label in dialog.findChildren(QLabel):
        if label.isVisibleTo(dialog):
            texts.add(label.text())
    for button in dialog.findChildren(QAbstractButton):
        if button.isVisibleTo(dialog):
            texts.update((button.text(), button.toolTip()))
    combo = dialog.findChild(QComboBox, "fileTypeCombo")
    texts.update(combo.itemText(index) for index in range(combo.count()))
    texts.update(action.text() for action in dialog.findChildren(QAction))
    tree = dialog.findChild(QTreeView, "treeView")
    model, root = tree.model(), tree.rootIndex()
    for column in range(model.columnCount(root)):
        if not tree.isColumnHidden(column):
            texts.add(model.headerData(column, tree.header().orientation()))
    for row in range(model.rowCount(root)):
        for column in range(1, model.columnCount(root)):
            texts.add(model.index(row, column, root).data())
    sidebar = dialog.findChild(QListView, "sidebar")
    for row in range(sidebar.model().rowCount()):
        texts.add(sidebar.model().index(row, 0).data())
    names = {str(folder), folder.name, "older games", "last.triangles", "board.png", ""}
    names.update(path.name for path in folder.parents)
    names.add(Path.home().name)  # the sidebar's home folder
    return {plain(text) for text in texts if text is not None} - {plain(n) for n in names}


@pytest.mark.parametrize("which", DIALOGS)
@pytest.mark.parametrize("language", TRANSLATED_LANGUAGES)
def test_file_dialogs_show_no_english(qtbot, shared_window, folder, language, which):
    english_dialog = open_file_dialog(qtbot, shared_window, folder, which)
    english = shown_texts(english_dialog, folder)
    english_dialog.reject()
    assert {"Name", "Size", "Date Modified", "Look in:", "File name:"} <= english
    assert any("bytes" in text for text in english)

    witness = UntranslatedLookups()
    QCoreApplication.installTranslator(witness)  # before the language: asked last
    try:
        set_language(language)
        dialog = open_file_dialog(qtbot, shared_window, folder, which)
        translated = shown_texts(dialog, folder)
        dialog.reject()
    finally:
        QCoreApplication.removeTranslator(witness)
    same = {
        text
        for text in translated & english
        if not SAME_IN_EVERY_LANGUAGE.match(text) and text not in SAME_AS_ENGLISH[language]
    }
    assert same == set(), f"shown in English in {language}: {sorted(same)}"
    missed = sorted(witness.missed - NOT_TEXT)
    assert missed == [], "\n".join(map(str, missed))


@pytest.mark.parametrize("language", ALL_LANGUAGES)
def test_file_list_columns_fit_their_texts(qtbot, shared_window, folder, language):
    set_language(language)
    dialog = open_file_dialog(qtbot, shared_window, folder, "ask_save")
    tree = dialog.findChild(QTreeView, "treeView")
    header = tree.header()
    # Qt restores the columns' widths of last time (from its own settings file), which may be
    # too narrow for today's language: the columns must fit their texts whatever was saved.
    for column in range(1, header.count()):
        header.resizeSection(column, 20)
    QApplication.processEvents()
    for column in range(1, header.count()):
        if tree.isColumnHidden(column):
            continue
        assert tree.sizeHintForColumn(column) <= header.sectionSize(column), column
        assert header.sectionSizeHint(column) <= header.sectionSize(column), column
    sidebar = dialog.findChild(QListView, "sidebar")
    assert sidebar.sizeHintForColumn(0) <= sidebar.viewport().width()
    dialog.reject()


@pytest.mark.parametrize("language", TRANSLATED_LANGUAGES)
def test_overwrite_question_and_message_box_buttons_are_translated(qtbot, english, language):
    from triangles_qt.ui.app_style import install_app_style

    install_app_style(QApplication.instance())
    set_language(language)
    question = QCoreApplication.translate(
        "QFileDialog", "%1 already exists.\nDo you want to replace it?"
    )
    assert "%1" in question and "already exists" not in question
    box = QMessageBox(QMessageBox.Icon.Warning, "", question)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    texts = [plain(button.text()) for button in box.buttons()]
    assert "Yes" not in texts and "No" not in texts
    try:
        for button in box.buttons():
            assert button.icon().isNull()  # no stock icons on buttons
    finally:
        QApplication.setStyle("Fusion")


def context_menu(widget: QWidget, position: QPoint) -> QMenu:
    """The menu a right click at `position` opens on `widget` (Qt pops it up without waiting)."""
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, position, widget.mapToGlobal(position)
    )
    QApplication.sendEvent(widget, event)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu), menu
    return menu


def entries(menu: QMenu) -> list[str]:
    """A menu's entries as shown, without their shortcut keys."""
    return [plain(action.text().split("\t")[0]) for action in menu.actions() if action.text()]


@pytest.mark.parametrize("which", DIALOGS)
@pytest.mark.parametrize("language", ALL_LANGUAGES)
def test_file_dialogs_give_each_shortcut_letter_one_place(
    qtbot, shared_window, folder, language, which
):
    """Alt+letter reaches one field or button of the dialog, and one entry of the file list's
    context menu (Finnish had Alt+T for both the file type and Save, and Alt+P for both Delete
    and Show hidden files)."""
    set_language(language)
    dialog = open_file_dialog(qtbot, shared_window, folder, which)
    try:
        assert mnemonic_clashes(dialog) == []
        tree = dialog.findChild(QTreeView, "treeView")
        first_entry = tree.model().index(0, 0, tree.rootIndex())
        menu = context_menu(tree.viewport(), tree.visualRect(first_entry).center())
        try:
            # Rename, Delete, Show hidden files, New Folder.
            assert len(entries(menu)) == 4, entries(menu)
            assert menu_mnemonic_clashes(menu) == []
        finally:
            menu.close()
    finally:
        dialog.reject()


@pytest.mark.parametrize("language", ALL_LANGUAGES)
def test_text_field_menus_give_each_shortcut_letter_one_entry(qtbot, shared_window, language):
    """The context menu of the New Game window's name field (Qt's text field menu) and of the
    rules' selectable text: Indonesian had Alt+U for both Undo and Redo."""
    set_language(language)
    dialog = shared_window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    edit = dialog.name_edits[0]
    edit.selectAll()
    menu = context_menu(edit, edit.rect().center())
    try:
        # Undo, Redo, Cut, Copy, Paste, Delete, Select All.
        assert len(entries(menu)) == 7, entries(menu)
        assert menu_mnemonic_clashes(menu) == []
    finally:
        menu.close()
        dialog.reject()
    rules = shared_window.show_rules()
    qtbot.waitExposed(rules)
    selectable = [
        label
        for label in rules.findChildren(QLabel)
        if label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
        and label.isVisible()
    ]
    menu = context_menu(selectable[0], selectable[0].rect().center())
    try:
        assert len(entries(menu)) >= 2, entries(menu)  # Copy, Select All
        assert menu_mnemonic_clashes(menu) == []
    finally:
        menu.close()
        rules.close()
