"""Continue from here, through the whole window: a finished game against the computer, looked
back at from the move list, continued against the computer; the move list keeps who drew each
line, and the new lines are the new players'."""

from __future__ import annotations

import pytest

from tests.ui import move_rows
from tests.window.games import finished_game
from tests.window.sides import side_buttons, take_side
from triangles_qt.engine import Game
from triangles_qt.engine.vocabulary import DefaultName
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.texts import default_name_text


def row_names(window: MainWindow) -> list[str]:
    """The move list's "Player" column, line after line."""
    return move_rows.column_texts(window.move_list, move_rows.PLAYER)


@pytest.mark.parametrize("lines", [30, 31])
def test_continue_from_here_keeps_who_drew_each_line(qtbot, window, lines):
    game = finished_game()
    with qtbot.waitSignal(window.game_changed):
        window.session.set_game(game)
    window.end_screen.close()  # (the end screen of the game that arrived finished)
    names = {0: "You", 1: "Computer"}
    drawn_by = [names[line.player] for line in game.lines]
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    assert row_names(window) == drawn_by
    move_rows.click(window.move_list, lines)
    qtbot.waitUntil(lambda: window.board_view.game.move_count == lines)
    window.menus.continue_from_here["easy"].trigger()
    take_side(qtbot, window)
    qtbot.waitUntil(lambda: window.game is not game and window.game.given_lines == lines)
    continued = window.game
    person = next(seat for seat in (0, 1) if not continued.players[seat].is_computer)
    assert row_names(window)[:lines] == drawn_by[:lines], "earlier lines keep who drew them"
    # The person draws the next line (if it is their turn), the computer replies.
    if continued.current_player != person:
        qtbot.waitUntil(lambda: continued.move_count > lines, timeout=30000)
    qtbot.waitUntil(window.board_view.is_input_enabled, timeout=30000)
    before = continued.move_count
    i, j = (int(v) for v in continued.legal_moves()[0])
    window.session.request_line(i, j)
    qtbot.waitUntil(lambda: continued.move_count >= before + 2 or continued.is_over, timeout=30000)
    shown = row_names(window)
    assert shown[:lines] == drawn_by[:lines]
    for number in range(lines, continued.move_count):
        drawer = continued.lines[number].player
        assert shown[number] == ("You" if drawer == person else "Computer"), number


def first_position_where_the_computer_moves(game: Game, after: int) -> int:
    """The first line count past `after` at which the computer (seat 1) is to move."""
    replay = game.restarted()
    for count, (i, j) in enumerate(game.moves):
        if count > after and replay.current_player == 1:
            return count
        replay.play(i, j)
    raise AssertionError("the computer never moves")


def look_back_to(window: MainWindow, qtbot, game: Game, lines: int) -> None:
    with qtbot.waitSignal(window.game_changed):
        window.session.set_game(game)
    window.end_screen.close()
    window.menus.move_list_toggle.trigger()
    qtbot.waitUntil(window.move_list.isVisible)
    move_rows.click(window.move_list, lines)
    qtbot.waitUntil(lambda: window.board_view.game.move_count == lines)


def assert_each_colour_named_once(window: MainWindow, continued: Game, person: int) -> None:
    """The score bar, the move list and the turn name the person and the computer on the
    sides they play."""
    you, computer = default_name_text(DefaultName.YOU), default_name_text(DefaultName.COMPUTER)
    names = {person: you, 1 - person: computer}
    for seat, card in enumerate(window.score_bar.cards):
        assert card.name_label.full_text() == names[seat]
        assert card.score_label.text() == str(continued.scores[seat])
    shown = row_names(window)
    for number in range(continued.given_lines, continued.move_count):
        assert shown[number] == names[continued.lines[number].player], number


def test_continue_from_here_keeps_the_side_the_player_played(qtbot, window, language):
    """At a position where it is the computer's turn, the person keeps their colour, name and
    points, and the computer draws first."""
    game = finished_game()
    lines = first_position_where_the_computer_moves(game, 20)
    look_back_to(window, qtbot, game, lines)
    points = window.board_view.game.scores
    window.menus.continue_from_here["easy"].trigger()
    buttons = side_buttons(qtbot, window)
    you, computer = default_name_text(DefaultName.YOU), default_name_text(DefaultName.COMPUTER)
    assert [b.text() for b in buttons] == [f"{you}: {points[0]}", f"{computer}: {points[1]}"]
    take_side(qtbot, window)  # Enter: the side offered first
    qtbot.waitUntil(lambda: window.game is not game and window.game.given_lines == lines)
    continued = window.game
    assert not continued.players[0].is_computer and continued.players[1].computer == "easy"
    assert continued.scores == points
    # The computer is to move: it draws first, then it is the person's turn.
    qtbot.waitUntil(lambda: continued.move_count > lines, timeout=30000)
    qtbot.waitUntil(window.board_view.is_input_enabled, timeout=30000)
    qtbot.waitUntil(lambda: move_rows.row_count(window.move_list) == continued.move_count + 1)
    assert_each_colour_named_once(window, continued, person=0)
    assert window.score_bar.active_seat() == continued.current_player == 0


def test_continue_from_here_can_take_the_other_side(qtbot, window, language):
    game = finished_game()
    lines = first_position_where_the_computer_moves(game, 20)
    look_back_to(window, qtbot, game, lines)
    points = window.board_view.game.scores
    window.menus.continue_from_here["easy"].trigger()
    take_side(qtbot, window, 1)
    qtbot.waitUntil(lambda: window.game is not game and window.game.given_lines == lines)
    continued = window.game
    assert continued.players[0].computer == "easy" and not continued.players[1].is_computer
    assert continued.scores == points and continued.current_player == 1
    qtbot.waitUntil(window.board_view.is_input_enabled, timeout=30000)
    i, j = (int(v) for v in continued.legal_moves()[0])
    window.session.request_line(i, j)
    qtbot.waitUntil(lambda: continued.move_count > lines, timeout=30000)
    qtbot.waitUntil(lambda: move_rows.row_count(window.move_list) == continued.move_count + 1)
    assert_each_colour_named_once(window, continued, person=1)


def test_cancelling_the_side_question_keeps_the_game(qtbot, window):
    game = finished_game()
    look_back_to(window, qtbot, game, 30)
    window.menus.continue_from_here["easy"].trigger()
    side_buttons(qtbot, window)
    window.looking_back.side_box.reject()
    qtbot.waitUntil(lambda: window.looking_back.side_box is None)
    assert window.game is game
