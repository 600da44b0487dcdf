"""At the end of a game the winner's card stands out; after a draw neither does."""

from __future__ import annotations

from triangles_qt.engine import Game, Player, Rules
from triangles_qt.ui.rules_figures import draw_figure, two_triangles_figure
from triangles_qt.ui.score_bar import ScoreBar
from triangles_qt.ui.themes import THEMES


def shown_bar(qtbot, keep, game: Game) -> ScoreBar:
    bar = ScoreBar()
    keep(bar)
    bar.set_theme(THEMES["nebula"])
    bar.show_game(game)
    bar.resize(1000, bar.sizeHint().height())
    bar.show()
    return bar


def won_game() -> Game:
    figure, _ = two_triangles_figure()
    game = Game(figure.board, Rules(), (Player("Ann"), Player("Bob")))
    for i, j in figure.moves:
        game.play(i, j)
    return game


def test_the_winners_card_stands_out(qtbot, keep):
    game = won_game()
    assert game.is_over and game.winner is not None
    bar = shown_bar(qtbot, keep, game)
    winner, loser = bar.cards[game.winner], bar.cards[1 - game.winner]
    assert bar.active_seat() == game.winner
    assert winner.active and not loser.active
    assert winner.styleSheet() != loser.styleSheet()
    assert winner.detail_label.text() == "winner"
    assert loser.detail_label.text() == ""


def test_a_draw_lights_neither_card(qtbot, keep):
    game, _ = draw_figure()
    assert game.is_over and game.winner is None
    bar = shown_bar(qtbot, keep, game)
    assert bar.active_seat() is None
    assert not any(card.active for card in bar.cards)
