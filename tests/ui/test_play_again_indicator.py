"""The main window shows when "Play again after a triangle" is on, in every language."""

from __future__ import annotations

from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.i18n import set_language


def _game(play_again: bool) -> Game:
    return Game(Board.generate(24, 1), Rules(play_again=play_again), (Player("A"), Player("B")))


def test_the_score_bar_says_when_play_again_is_on(window):
    window.resize(1200, 800)
    window.show()
    window.set_game(_game(True))
    assert window.score_bar.play_again_text() == "\u21bb Play again after a triangle"
    assert window.score_bar.play_again_label.isVisible()
    window.set_game(_game(False))
    assert window.score_bar.play_again_text() == ""
    assert not window.score_bar.play_again_label.isVisible()


def test_a_narrow_window_keeps_the_sign_and_the_words_in_its_tooltip(window):
    window.show()
    window.set_game(_game(True))
    window.resize(480, 500)
    label = window.score_bar.play_again_label
    assert label.isVisible() and label.text() == "\u21bb"
    assert label.toolTip() == "\u21bb Play again after a triangle"
    window.resize(1200, 800)
    assert label.text() == "\u21bb Play again after a triangle"


def test_the_indicator_is_translated(qtbot, window):
    window.resize(1200, 800)
    window.show()
    window.set_game(_game(True))
    try:
        set_language("fi")
        finnish = "\u21bb Pelaa uudelleen kolmion jälkeen"
        qtbot.waitUntil(lambda: window.score_bar.play_again_text() == finnish, timeout=2000)
    finally:
        set_language("en")
    english = "\u21bb Play again after a triangle"
    qtbot.waitUntil(lambda: window.score_bar.play_again_text() == english, timeout=2000)
