"""Switching language and back leaves every menu, action and tip as it was.

The menus are read as the player meets them: from the menu bar down, every menu's title and
every entry's text, status tip and shortcut, in the whole window, after switching language
from the View menu. A word that one widget sets for another (a dock's title taken by its
toggle action, say) shows up here as a difference after the round trip.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QMenu

from triangles_qt import i18n
from triangles_qt.ui.main_window import MainWindow

OTHER_LANGUAGES = [code for code in i18n.LANGUAGES if code != "en"]


def menu_texts(window: MainWindow) -> dict[str, tuple[str, str, str]]:
    """Every entry of every menu, keyed by where it stands: (text, status tip, shortcut)."""
    found: dict[str, tuple[str, str, str]] = {}

    def walk(menu: QMenu, path: str) -> None:
        for index, action in enumerate(menu.actions()):
            if action.isSeparator():
                continue
            where = f"{path}/{index}"
            found[where] = (action.text(), action.statusTip(), action.shortcut().toString())
            if action.menu() is not None:
                walk(action.menu(), where)

    for index, action in enumerate(window.menuBar().actions()):
        found[f"bar/{index}"] = (action.text(), "", "")
        walk(action.menu(), f"bar/{index}")
    for action in window.actions():  # shortcuts that work with the menu bar hidden
        found[f"window/{action.objectName()}"] = (
            action.text(),
            action.statusTip(),
            action.shortcut().toString(),
        )
    return found


def switch(qtbot, window: MainWindow, code: str) -> None:
    window.menus.languages[code].trigger()  # as the player does, from the View menu
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert i18n.current_language() == code


@pytest.fixture
def english_window(qtbot, window):
    switch(qtbot, window, "en")
    yield window
    switch(qtbot, window, "en")


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_every_menu_entry_reads_the_same_after_a_language_round_trip(qtbot, english_window, code):
    window = english_window
    before = menu_texts(window)
    assert len(before) > 30
    switch(qtbot, window, code)
    translated = menu_texts(window)
    assert translated != before, "the menus were translated"
    switch(qtbot, window, "en")
    assert menu_texts(window) == before
    # And the other way: the language's own words come back too.
    switch(qtbot, window, code)
    assert menu_texts(window) == translated


def test_the_move_list_entry_keeps_its_name_after_the_move_list_was_open(qtbot, english_window):
    window = english_window
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    before = menu_texts(window)
    for code in [*OTHER_LANGUAGES, "en"]:
        switch(qtbot, window, code)
    assert menu_texts(window) == before
    assert window.menus.move_list_toggle.text() == "&Move list"
