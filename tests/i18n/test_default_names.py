"""Default names are kept as such and read in the current language everywhere they show."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from triangles_qt.engine import Board, Game, Rules, default_players
from triangles_qt.i18n import set_language
from triangles_qt.settings import NewGameChoices
from triangles_qt.ui.end_dialog import EndDialog
from triangles_qt.ui.new_game_dialog import NewGameDialog
from triangles_qt.ui.themes import THEMES


def finished_game_against_the_computer() -> Game:
    game = Game(Board.generate(24, seed=2), Rules(), default_players("easy"))
    while not game.is_over:
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))
    return game


def test_the_end_screen_of_a_saved_game_speaks_the_language_of_the_day(qtbot):
    saved = finished_game_against_the_computer().to_record()
    assert [p["name"] for p in saved["players"]] == ["You", "Computer"]
    game = Game.from_record(saved)
    set_language("id")
    try:
        dialog = EndDialog(game, THEMES["nebula"])
        qtbot.addWidget(dialog)
        texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
        assert "Anda" in texts and "Komputer" in texts
        assert "You" not in texts and "Computer" not in texts
    finally:
        set_language("en")


def test_a_name_typed_as_todays_default_is_kept_as_the_default(qtbot):
    set_language("fi")
    try:
        dialog = NewGameDialog(NewGameChoices(opponent="human"))
        qtbot.addWidget(dialog)
        dialog.name_edits[0].setText("Pelaaja 1")
        dialog.name_edits[1].setText("Sanna")
        assert (dialog.choices().name1, dialog.choices().name2) == ("Player 1", "Sanna")
    finally:
        set_language("en")
