"""Choosing the language: system default, --lang, the Language menu, remembered, live switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QMenu

from triangles_qt import i18n
from triangles_qt.i18n import LANGUAGES, current_language, normalized_language, set_language
from triangles_qt.settings import Settings
from triangles_qt.ui.score_bar import ElidedLabel
from triangles_qt.ui.texts import player_names

from .layout_checks import menu_mnemonic_clashes, plain, shortcut_letter

# Menu texts that stay as they are: the languages' own names, the theme Nebula's Indonesian name,
# Qt's nameless menus.
UNTRANSLATED_MENU_TEXTS = {*LANGUAGES.values(), "Nebula", ""}
GAME_MENU = {"en": "&Game", "id": "&Permainan", "ro": "&Joc", "fi": "&Peli", "pl": "&Gra"}


def test_language_names_are_native():
    assert LANGUAGES == {
        "en": "English",
        "id": "Bahasa Indonesia",
        "ro": "Română",
        "fi": "Suomi",
        "pl": "Polski",
    }


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("fi", "fi"),
        ("fi_FI", "fi"),
        ("pl_PL.UTF-8", "pl"),
        ("ro-RO", "ro"),
        ("id_ID.UTF-8", "id"),
        ("en_GB", "en"),
        ("EN", "en"),
        ("de", None),
        ("", None),
        (None, None),
    ],
)
def test_normalized_language(code, expected):
    assert normalized_language(code) == expected


def test_system_language_is_one_the_app_has(monkeypatch):
    assert i18n.system_language() in LANGUAGES
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ro_RO")))
    assert i18n.system_language() == "ro"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("pl_PL")))
    assert i18n.system_language() == "pl"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.system_language() == "en"


def test_catalogues_ship_for_every_language():
    for code in LANGUAGES:
        if code != "en":
            assert i18n.catalogue_path(code).is_file()


def test_switching_installs_and_removes_translators(english):
    translate = QCoreApplication.translate
    assert set_language("fi") == "fi" and current_language() == "fi"
    assert translate("Outcome", "You win!") == "Voitit!"
    # Qt's own Finnish catalogue is loaded too (a string the app does not carry itself).
    assert translate("QFileDialog", "Open") != "Open"
    assert set_language("ro") == "ro"
    assert translate("Outcome", "You win!") == "Ai câștigat!"
    assert translate("QFileDialog", "Open") == "Open"  # no Finnish left behind
    # Polish: Qt's own catalogue too, under the app's.
    assert set_language("pl") == "pl"
    assert translate("Outcome", "You win!") == "Wygrywasz!"
    assert translate("QFileDialog", "Open") == "Otwórz"
    assert set_language("de") == "en"  # no catalogue: English
    assert translate("Outcome", "You win!") == "You win!"


@pytest.mark.parametrize(
    ("code", "ok", "cancel", "yes"),
    [
        ("id", "OK", "Batal", "&Ya"),
        ("ro", "OK", "Anulează", "&Da"),
        ("fi", "OK", "Peruuta", "&Kyllä"),
        ("pl", "OK", "Anuluj", "&Tak"),
    ],
)
def test_standard_buttons_are_translated_in_every_language(qtbot, english, code, ok, cancel, yes):
    """Qt has no Indonesian or Romanian catalogue: the app's own carries the button texts."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok
        | QDialogButtonBox.StandardButton.Cancel
        | QDialogButtonBox.StandardButton.Yes
    )
    qtbot.addWidget(buttons)
    set_language(code)
    qtbot.waitUntil(lambda: buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Ok).text() == ok
    assert buttons.button(QDialogButtonBox.StandardButton.Yes).text() == yes


# -- The main window -------------------------------------------------------------------------


pytestmark = pytest.mark.window(shown=True, end_screen=True)


def test_language_menu_lists_the_languages_by_their_own_names(window):
    actions = window.menus.languages
    assert list(actions) == list(LANGUAGES)
    assert [action.text().replace("&", "") for action in actions.values()] == list(
        LANGUAGES.values()
    )
    assert actions["en"].isChecked()
    assert all(action.isCheckable() for action in actions.values())


def test_language_menu_switches_at_once_and_is_remembered(qtbot, window):
    window.menus.languages["fi"].trigger()
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == GAME_MENU["fi"])
    assert current_language() == "fi"
    assert window.menus.languages["fi"].isChecked()
    assert Settings().language == "fi"
    # The menus, the title and the score bar speak Finnish.
    assert "tähteä" in window.windowTitle()
    menu_titles = [a.menu().title() for a in window.menuBar().actions() if a.menu()]
    assert "&Ohje" in menu_titles
    # The players still called by their default names: kept as such in the game (in English
    # words, as records store them) and shown in Finnish.
    assert [p.name for p in window.game.players] in (["Player 1", "Player 2"], ["You", "Computer"])
    assert player_names(window.game) in (("Pelaaja 1", "Pelaaja 2"), ("Sinä", "Tietokone"))
    shown = [
        label.full_text() for label in window.score_bar.findChildren(ElidedLabel, "playerName")
    ]
    assert shown == list(player_names(window.game))
    assert "vuorossa" in window.score_bar.turn_text() or "vuorosi" in window.score_bar.turn_text()
    window.menus.languages["en"].trigger()
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == GAME_MENU["en"])
    assert Settings().language == "en"


@pytest.mark.parametrize("code", ["id", "ro", "fi", "pl"])
def test_every_menu_entry_is_translated(qtbot, window, code):
    english_texts = _menu_texts(window)
    set_language(code)
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == GAME_MENU[code])
    translated = _menu_texts(window)
    unchanged = [
        text
        for text, new in zip(english_texts, translated, strict=True)
        if text == new and text not in UNTRANSLATED_MENU_TEXTS
    ]
    assert unchanged == []


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_two_entries_of_a_menu_share_a_shortcut_letter(qtbot, window, code):
    """Alt+letter in an open menu picks one entry: in the menu bar, Game, View, Help and their
    submenus, each letter is marked once, after switching language in the Language menu (the
    window's menus were built in English)."""
    for step in ("fi" if code == "en" else "en", code):
        window.menus.languages[step].trigger()
        qtbot.waitUntil(lambda step=step: window.menus.game_menu.title() == GAME_MENU[step])
    menus = [window.menuBar(), *window.menuBar().findChildren(QMenu)]
    assert len(menus) >= 7  # the bar, Game, Continue from here, View, Theme, Language, Help
    clashes = [
        f"{menu.title()}: {clash}" for menu in menus for clash in menu_mnemonic_clashes(menu)
    ]
    assert clashes == []
    # While the game is analysed, "Analyse game" reads "Stop analysing" in its place.
    translate = QCoreApplication.translate
    assert shortcut_letter(translate("MainWindow", "Stop &analysing")) == shortcut_letter(
        translate("MainWindow", "&Analyse game")
    )


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_quit_restart_and_redo_say_what_they_do(qtbot, window, code):
    """Quit is not called Close (the end screen's button), and Restart does not borrow Redo's
    word (Romanian had "Închide" for both; Indonesian "Ulangi dari awal" next to "Ulangi")."""
    window.menus.languages[code].trigger()
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == GAME_MENU[code])
    quit_text, restart, redo = (
        plain(action.text()).lower()
        for action in (window.menus.quit, window.menus.restart, window.menus.redo)
    )
    close = plain(QCoreApplication.translate("EndDialog", "&Close")).lower()
    assert quit_text != close
    assert redo.split()[0] not in restart.split(), (restart, redo)


def _menu_texts(window) -> list[str]:
    texts = []
    for menu in window.menuBar().findChildren(QMenu):
        texts.append(menu.title())
        texts.extend(a.text() for a in menu.actions() if not a.isSeparator())
    return texts


def test_open_windows_retranslate_with_the_main_window(qtbot, window):
    rules = window.show_rules()
    dialog = window.open_new_game_dialog()
    set_language("ro")
    qtbot.waitUntil(lambda: rules.windowTitle() == "Regulile jocului Triangles")
    assert dialog.windowTitle() == "Joc nou"
    assert dialog.play_again_check.text() == "Joacă din nou după un triunghi"
    assert window.menus.game_menu.title() == GAME_MENU["ro"]
    # Default player names follow the language too: as the window names them, and as the
    # score bar shows them.
    assert player_names(window.game) == ("Jucătorul 1", "Jucătorul 2")
    shown = tuple(card.name_label.full_text() for card in window.score_bar.cards)
    assert shown == ("Jucătorul 1", "Jucătorul 2")


def test_rules_window_is_one_window_raised_again(qtbot, window):
    first = window.show_rules()
    assert first.isVisible() and not first.isModal()
    assert window.show_rules() is first
    first.close()
    assert window.show_rules() is first
    assert first.theme is window.theme
    window.set_theme("daylight")
    assert first.theme is window.theme


def test_f1_opens_the_rules(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    assert QKeySequence(Qt.Key.Key_F1) in window.menus.rules.shortcuts()
    window.menus.rules.trigger()
    from triangles_qt.ui.rules_window import RulesWindow

    assert isinstance(window.show_rules(), RulesWindow)


# -- The command line ------------------------------------------------------------------------


def test_lang_option_wins_over_the_saved_choice(english):
    from triangles_qt.app import _choose_language

    assert _choose_language(english, "fi", saved="ro") is None
    assert current_language() == "fi"
    assert _choose_language(english, "ro_RO", saved="") is None
    assert current_language() == "ro"


def test_unknown_lang_option_falls_back_to_english_with_a_message(english):
    from triangles_qt.app import _choose_language

    message = _choose_language(english, "de", saved="fi")
    assert message is not None and "de" in message
    assert current_language() == "en"


def test_saved_choice_then_system_language(english, monkeypatch):
    from triangles_qt.app import _choose_language

    assert _choose_language(english, None, saved="id") is None
    assert current_language() == "id"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fi_FI")))
    assert _choose_language(english, None, saved="") is None
    assert current_language() == "fi"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("pl_PL")))
    assert _choose_language(english, None, saved="") is None
    assert current_language() == "pl"


def test_parse_lang_option():
    from triangles_qt.command_line import parse_arguments

    assert parse_arguments(["--lang", "fi"]).lang == "fi"
    assert parse_arguments(["--lang", "pl"]).lang == "pl"
    assert parse_arguments([]).lang is None
