"""The undo rule, as a pure function of the game."""

from __future__ import annotations

from types import SimpleNamespace

from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.engine.turns import lines_to_undo

BOARD = Board.generate(24, seed=1)


def play_first_legal(game: Game, count: int) -> None:
    for _ in range(count):
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))


def test_nothing_to_undo_on_an_empty_board():
    assert lines_to_undo(Game(BOARD, Rules())) == 0


def test_between_two_people_one_line_at_a_time():
    game = Game(BOARD, Rules())
    play_first_legal(game, 3)
    assert lines_to_undo(game) == 1


def test_against_the_computer_back_to_the_persons_last_line():
    game = Game(BOARD, Rules(), (Player("Ann"), Player("Computer", "hard")))
    play_first_legal(game, 1)
    assert lines_to_undo(game) == 1  # the person's line, the computer has not replied
    play_first_legal(game, 1)
    assert lines_to_undo(game) == 2  # its reply and the person's line


def test_after_several_computer_lines_in_a_row_back_to_the_persons_line():
    # With "play again", the computer may draw several lines in a row after the person's.
    seats = (Player("Ann"), Player("Computer", "hard"))
    game = SimpleNamespace(
        players=seats,
        lines=[(0, 1, 1), (2, 3, 0), (4, 5, 1), (6, 7, 1), (8, 9, 1)],
        move_count=5,
        given_lines=0,
    )
    assert lines_to_undo(game) == 4


def test_when_only_the_computer_has_drawn_nothing_is_taken_back():
    game = Game(BOARD, Rules(), (Player("Ann"), Player("Computer", "easy")), first_player=1)
    play_first_legal(game, 1)
    assert lines_to_undo(game) == 0


def test_the_lines_a_continued_game_was_given_are_never_taken_back():
    played = Game(BOARD, Rules())
    play_first_legal(played, 4)
    game = played.continued_from(3, (Player("Ann"), Player("Bob")))
    assert game.moves == played.moves[:3] and game.given_lines == 3
    assert lines_to_undo(game) == 0
    play_first_legal(game, 1)
    assert lines_to_undo(game) == 1
