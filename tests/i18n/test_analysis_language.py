"""The analysis speaks the player's language: marks, the chosen line's words, the action."""

from __future__ import annotations

import pytest

from tests.ai.helpers import finished_small_game
from tests.ui import move_rows
from triangles_qt.i18n import set_language

# The marks, and for a line that threw a result away, that result.
MARKS = {
    "fi": {
        "hyvä",
        "epätarkkuus",
        "virhe",
        "vakava virhe",
        "voitto menetetty",
        "voitto kääntyi tappioksi",
        "tasapeli menetetty",
    },
    "id": {
        "baik",
        "kurang tepat",
        "membuang kemenangan",
        "membuang hasil seri",
        "kesalahan",
        "kesalahan fatal",
        "kemenangan terbuang",
        "kemenangan berbalik jadi kekalahan",
        "seri terbuang",
    },
    "ro": {
        "bună",
        "imprecizie",
        "greșeală",
        "gafă",
        "victorie ratată",
        "victorie transformată în înfrângere",
        "egalitate ratată",
    },
    "pl": {"dobra", "niedokładność", "utrata wygranej", "utrata remisu"},
}
# How the chosen line's summary starts: its word and number, in each language's own form.
LINE_TWO = {"fi": "Viiva 2 ", "id": "Garis ke-2 ", "ro": "Linia 2 ", "pl": "Linia 2 "}


@pytest.mark.parametrize("code", ["fi", "id", "ro", "pl"])
def test_an_analysed_game_reads_in_the_new_language(window, qtbot, code):
    game = finished_small_game(1, True)
    window.set_game(game)
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        window.menus.analyse.trigger()
    english_text = window.menus.analyse.text()
    set_language(code)
    qtbot.waitUntil(lambda: window.menus.analyse.text() != english_text)
    # Each mark's word, or the result it threw away, with the points given away beside it.
    texts = move_rows.column_texts(window.move_list, move_rows.MARK)
    words = {text.rsplit(" \u2212", 1)[0] for text in texts}
    assert words and words <= MARKS[code]
    assert any("\u2212" in text for text in texts)
    window.move_list.show()
    window.move_list.select_position(2)
    window.move_list.position_chosen.emit(2)
    assert window.move_list.analysis.summary.text().startswith(LINE_TWO[code])
    assert window.move_list.analysis.cancel_button.text() not in ("", "Cancel")
