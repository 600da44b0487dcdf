"""What the first start opens: the computer at Medium is offered; --size and --seed open that
board at once, with the last New Game choices (README, "Command line")."""

from __future__ import annotations

from triangles_qt.app import asked_game
from triangles_qt.command_line import parse_arguments
from triangles_qt.settings import NewGameChoices, Settings


def test_first_start_offers_the_computer_at_medium(window):
    dialog = window.open_new_game_dialog()
    assert dialog.computer_radio.isChecked()
    assert dialog.level_combo.currentData() == "medium"
    dialog.reject()


def test_size_and_seed_open_that_board_with_the_first_start_choices():
    game, problem = asked_game(parse_arguments(["--size", "24", "--seed", "7"]), NewGameChoices())
    assert game is not None and problem is None
    assert (game.board.n, game.board.seed) == (24, 7)
    assert [player.computer for player in game.players] == [None, "medium"]
    assert game.first_player == 0 and not game.rules.play_again


def test_a_seed_alone_keeps_the_last_size():
    game, _ = asked_game(parse_arguments(["--seed", "7"]), Settings().new_game)
    assert game is not None and (game.board.n, game.board.seed) == (60, 7)


def test_no_size_or_seed_leaves_the_choice_to_the_new_game_dialog():
    assert asked_game(parse_arguments([]), NewGameChoices()) == (None, None)
