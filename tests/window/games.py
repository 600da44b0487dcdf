"""Games the whole-window tests start from."""

from __future__ import annotations

from triangles_qt.engine import Board, Game, Player, Rules

VS_EASY = (Player("You"), Player("Computer", "easy"))


def finished_game() -> Game:
    """A whole game on 24 stars against the computer (Easy), each line the first one allowed."""
    game = Game(Board.generate(24, seed=3), Rules(), VS_EASY)
    while not game.is_over:
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))
    return game
