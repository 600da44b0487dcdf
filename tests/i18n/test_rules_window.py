"""The rules window: all sections and six figures in every language, retranslated live."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from triangles_qt.i18n import LANGUAGES, set_language
from triangles_qt.ui.rules_figures import FigureView
from triangles_qt.ui.rules_window import RulesWindow, rules_texts
from triangles_qt.ui.themes import THEMES

SECTION_TITLES = {
    "en": (
        "In short",
        "Goal",
        "Drawing a line",
        "When a triangle counts",
        "One line, two triangles",
        "Play again after a triangle",
        "End of the game",
        "Draw",
        "Looking back",  # this edition's own section
        "Puzzles",  # and its own
    ),
    "id": (
        "Ringkasan",
        "Tujuan",
        "Menarik garis",
        "Kapan sebuah segitiga dihitung",
        "Satu garis, dua segitiga",
        "Main lagi setelah segitiga",
        "Akhir permainan",
        "Seri",
        "Melihat kembali",  # this edition's own section
        "Teka-teki",
    ),
    "ro": (
        "Pe scurt",
        "Scopul",
        "Trasarea unei linii",
        "Când contează un triunghi",
        "O linie, două triunghiuri",
        "Joacă din nou după un triunghi",
        "Sfârșitul jocului",
        "Egalitatea",
        "Revederea jocului",  # this edition's own section
        "Probleme",
    ),
    "fi": (
        "Lyhyesti",
        "Tavoite",
        "Viivan vetäminen",
        "Milloin kolmio lasketaan",
        "Yksi viiva, kaksi kolmiota",
        "Pelaa uudelleen kolmion jälkeen",
        "Pelin loppu",
        "Tasapeli",
        "Pelin selaaminen",  # this edition's own section
        "Tehtävät",
    ),
    "pl": (
        "W skrócie",
        "Cel gry",
        "Rysowanie linii",
        "Kiedy trójkąt się liczy",
        "Jedna linia, dwa trójkąty",
        "Dodatkowy ruch za trójkąt",
        "Koniec gry",
        "Remis",
        "Przeglądanie gry",  # this edition's own section
        "Zadania",
    ),
}
TITLES = {
    "en": "Rules of Triangles",
    "id": "Aturan Triangles",
    "ro": "Regulile jocului Triangles",
    "fi": "Triangles-pelin säännöt",
    "pl": "Zasady gry Triangles",
}


def headings(window: RulesWindow) -> list[str]:
    return [
        label.text()
        for label in window.findChildren(QLabel)
        if label.property("rulesKind") == "heading"
    ]


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_rules_window_in_each_language(qtbot, keep, english, language):
    assert set_language(language) == language
    window = RulesWindow()
    keep(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == TITLES[language]
    assert headings(window) == list(SECTION_TITLES[language])
    figures = window.findChildren(FigureView)
    assert len(figures) == 6
    assert all(figure.isVisible() and figure.height() > 100 for figure in figures)
    texts = window.texts()
    assert all(text.strip() for text in texts.values())
    if language != "en":
        translated = rules_texts()
        set_language("en")
        source = rules_texts()
        # Every paragraph and caption is translated, not left in English.
        assert [key for key in translated if translated[key] == source[key]] == []


def test_open_rules_window_retranslates_on_language_change(qtbot, keep, english):
    window = RulesWindow()
    keep(window)
    window.show()
    assert headings(window)[0] == "In short"
    set_language("fi")
    qtbot.waitUntil(lambda: window.windowTitle() == TITLES["fi"])
    assert headings(window) == list(SECTION_TITLES["fi"])
    close = window.buttons.buttons()[0]
    assert close.text() == "Sulje"
    set_language("ro")
    qtbot.waitUntil(lambda: headings(window) == list(SECTION_TITLES["ro"]))
    assert close.text() == "Închide"  # Qt has no Romanian catalogue: the app's provides it
    set_language("en")
    qtbot.waitUntil(lambda: window.windowTitle() == TITLES["en"])
    assert close.text() == "Close"


def test_figures_follow_the_theme(qtbot, english):
    window = RulesWindow()
    qtbot.addWidget(window)
    for theme in THEMES.values():
        window.set_theme(theme)
        assert all(figure.theme is theme for figure in window.figures)


def test_figure_legends_are_translated(qtbot, english):
    window = RulesWindow()
    qtbot.addWidget(window)
    legend_figure = next(f for f in window.figures if f.drawing.show_scores)
    assert legend_figure.legend_texts(legend_figure.positions[-1])[0].startswith("Player 1")
    set_language("id")
    assert legend_figure.legend_texts(legend_figure.positions[-1])[0].startswith("Pemain 1")


TOUCH_WORDS = {"en": "touch", "id": "menyentuh", "ro": "ating", "fi": "kosketta", "pl": "dotyka"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_say_a_line_may_not_touch_another_star(qtbot, english, language):
    """The star rule is stated concretely, as the game applies it, and the dimmed stars are
    explained, in every language."""
    set_language(language)
    window = RulesWindow()
    qtbot.addWidget(window)
    texts = window.texts()
    word = TOUCH_WORDS[language]
    assert word in texts["short.text"] and word in texts["drawing.cases"]
    assert word in texts["figure2"]
    assert texts["drawing.spent"]
    assert "few screen" not in texts["drawing.cases"]
