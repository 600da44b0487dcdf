"""Continue from here, through the whole window: a finished game against the computer, looked
back at from the move list, continued against the computer; the move list keeps who drew each
line, and the new lines are the new players'."""

from __future__ import annotations

import pytest

from tests.ui import move_rows
from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.ui.main_window import MainWindow

VS_EASY = (Player("You"), Player("Computer", "easy"))


def finished_game() -> Game:
    game = Game(Board.generate(24, seed=3), Rules(), VS_EASY)
    while not game.is_over:
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))
    return game


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
