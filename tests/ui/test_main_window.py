"""The main window as a player meets it: turns, scores, refusals, end screen, undo, themes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.i18n.layout_checks import settled
from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.ui.main_window import MainWindow

# Four stars on a square: every outcome can be forced (see the sequences below).
SQUARE = [(100, 100), (500, 100), (500, 500), (100, 500)]
DRAW_LINES = [(0, 1), (0, 2), (0, 3), (1, 2), (2, 3)]  # 1 – 1
FIRST_WINS_LINES = [(0, 1), (0, 2), (1, 2), (0, 3), (2, 3)]  # 2 – 0
# Three stars: whoever draws the third line closes the only triangle.
TRIANGLE = [(100, 100), (700, 100), (100, 600)]
# Star 1 lies on line 0-2.
IN_A_ROW = [(100, 100), (300, 100), (500, 100), (300, 400)]


def draw(window: MainWindow, i: int, j: int) -> None:
    """What the board view reports when the player picks stars i and j."""
    window.board_view.line_requested.emit(i, j)


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_window_builds_with_a_game_and_no_dialog(window):
    assert window.game is not None
    assert window.game.move_count == 0
    assert window.end_screen.dialog is None
    assert window.board_view.game is window.game


def test_start_game_defaults_to_two_humans(window):
    game = window.start_game(Board(SQUARE), Rules())
    assert window.game is game
    assert [p.name for p in game.players] == ["Player 1", "Player 2"]
    assert not any(p.is_computer for p in game.players)
    assert window.board_view.game is game


def test_score_bar_and_turn_follow_the_engine(window):
    game = window.start_game(Board(SQUARE), Rules(), first_player=1)
    bar = window.score_bar
    assert bar.active_seat() == 1
    assert "Player 2" in bar.turn_text()
    draw(window, 0, 1)
    assert bar.active_seat() == 0 == game.current_player
    draw(window, 0, 2)
    draw(window, 1, 2)  # Player 2 closes 0-1-2
    assert game.scores == (0, 1)
    assert [card.score_label.text() for card in bar.cards] == ["0", "1"]
    assert bar.active_seat() == game.current_player == 0
    assert "Player 1" in bar.turn_text()
    assert status(window) == "Player 2 closed a triangle!"


def test_play_again_keeps_the_turn(window):
    game = window.start_game(Board(SQUARE), Rules(play_again=True))
    for line in [(0, 1), (0, 2), (1, 2)]:  # Player 1 draws the third side
        draw(window, *line)
    assert game.scores == (1, 0)
    assert game.current_player == 0
    assert window.score_bar.active_seat() == 0
    assert status(window) == "Player 1 closed a triangle and plays again!"


def test_two_triangles_message(window):
    # A fifth star keeps the game going after the diagonal.
    game = window.start_game(Board([*SQUARE, (900, 300)]), Rules())
    for line in [(0, 1), (1, 2), (2, 3), (0, 3)]:
        draw(window, *line)
    draw(window, 0, 2)  # the diagonal closes a triangle on each side
    assert game.scores == (2, 0)
    assert not game.is_over
    assert status(window) == "Player 1 closed 2 triangles!"


@pytest.mark.parametrize(
    ("stars", "setup", "line", "message"),
    [
        (SQUARE, [(0, 1)], (1, 0), "That line already exists."),
        (IN_A_ROW, [], (0, 2), "That line touches a star."),
        (SQUARE, [(0, 2)], (1, 3), "That line would cross another line."),
    ],
)
def test_refusals_say_why_and_change_nothing(window, stars, setup, line, message):
    game = window.start_game(Board(stars), Rules())
    for move in setup:
        draw(window, *move)
    before = (game.moves, game.scores, game.current_player)
    draw(window, *line)
    assert status(window) == message
    assert (game.moves, game.scores, game.current_player) == before


def test_finished_game_refuses_with_game_over(window):
    game = window.start_game(Board(TRIANGLE), Rules())
    for line in [(0, 1), (0, 2), (1, 2)]:
        draw(window, *line)
    assert game.is_over
    window.end_screen.dialog.reject()
    draw(window, 0, 1)
    assert status(window) == "The game is over."
    assert game.move_count == 3


@pytest.mark.parametrize(
    ("players", "first", "lines", "title", "score"),
    [
        ((Player("Ann"), Player("Bob")), 0, DRAW_LINES, "Draw!", "1 \u2013 1"),
        ((Player("Ann"), Player("Bob")), 0, FIRST_WINS_LINES, "Ann wins!", "2 \u2013 0"),
        ((Player("Ann"), Player("Bob")), 1, FIRST_WINS_LINES, "Bob wins!", "0 \u2013 2"),
    ],
)
def test_end_screen_between_two_players(window, players, first, lines, title, score):
    game = window.start_game(Board(SQUARE), Rules(), players, first_player=first)
    for line in lines:
        assert window.end_screen.dialog is None
        draw(window, *line)
    assert game.is_over
    dialog = window.end_screen.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.title() == title
    assert dialog.score_text() == score
    assert window.score_bar.turn_text() == title
    assert not window.board_view.is_input_enabled()


@pytest.mark.parametrize(("first", "title"), [(0, "You win!"), (1, "You lose!")])
def test_end_screen_against_the_computer(window, first, title):
    # A finished game is shown as it is; the end screen speaks to the human player.
    players = (Player("You"), Player("Computer", "easy"))
    game = Game(Board(SQUARE), Rules(), players, first_player=first)
    game.replay(FIRST_WINS_LINES)
    window.set_game(game)
    assert window.end_screen.dialog is not None
    assert window.end_screen.dialog.title() == title
    assert not window.session.computer_thinking


def test_rematch_replays_the_same_board_with_the_same_options(window, qtbot):
    players = (Player("Ann"), Player("Bob"))
    game = window.start_game(Board(SQUARE), Rules(play_again=True), players, first_player=1)
    for line in DRAW_LINES:
        draw(window, *line)
    assert game.is_over
    qtbot.mouseClick(window.end_screen.dialog.rematch_button, Qt.MouseButton.LeftButton)
    again = window.game
    assert again is not game
    assert again.board == game.board
    assert again.rules == game.rules and again.players == players and again.first_player == 1
    assert again.move_count == 0
    assert window.end_screen.dialog is None
    assert window.board_view.is_input_enabled()


def test_the_end_screen_analyses_the_game(window, qtbot):
    players = (Player("Ann"), Player("Bob"))
    game = window.start_game(Board(SQUARE), Rules(play_again=True), players, first_player=1)
    for line in DRAW_LINES:
        draw(window, *line)
    assert game.is_over and window.menus.analyse.isEnabled()
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        qtbot.mouseClick(window.end_screen.dialog.analyse_button, Qt.MouseButton.LeftButton)
        assert window.end_screen.dialog is None
        assert not window.move_list.isHidden()  # where the progress and the marks show
    review = window.game.current_review
    assert window.game is game and review is not None and len(review.moves) == game.move_count
    assert not window.menus.analyse.isEnabled()  # nothing left to analyse


def test_restart_from_the_menu(window):
    game = window.start_game(Board.generate(24, seed=5), Rules())
    assert not window.menus.restart.isEnabled()
    move = game.legal_moves()[0]
    draw(window, int(move[0]), int(move[1]))
    assert window.menus.restart.isEnabled()
    window.menus.restart.trigger()
    # A game in progress is not wiped without asking.
    box = window.abandon_prompt.box
    assert box.text() == "Restart this game? The lines drawn so far are cleared."
    assert window.game is game
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.game is game and game.move_count == 1
    window.menus.restart.trigger()
    window.abandon_prompt.box.findChild(QPushButton, "confirmAbandonButton").click()
    assert window.game is not game
    assert window.game.board == game.board
    assert window.game.move_count == 0
    assert len(window.board_view.drawn_lines()) == 0


def test_new_game_from_end_screen_opens_the_dialog(window, qtbot):
    window.start_game(Board(TRIANGLE), Rules())
    for line in [(0, 1), (0, 2), (1, 2)]:
        draw(window, *line)
    qtbot.mouseClick(window.end_screen.dialog.new_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None)
    assert window.new_game_dialog.isVisible()


def test_undo_between_two_players_takes_back_one_line(window):
    game = window.start_game(Board(SQUARE), Rules())
    assert not window.menus.undo.isEnabled()
    for line in [(0, 1), (0, 2), (1, 2)]:
        draw(window, *line)
    assert game.scores == (1, 0)
    window.menus.undo.trigger()
    assert game.moves == [(0, 1), (0, 2)]
    assert game.scores == (0, 0)
    assert game.current_player == 0
    assert window.score_bar.cards[0].score_label.text() == "0"
    assert len(window.board_view.drawn_lines()) == 2


def test_undo_after_the_end_closes_the_end_screen(window):
    game = window.start_game(Board(TRIANGLE), Rules())
    for line in [(0, 1), (0, 2), (1, 2)]:
        draw(window, *line)
    assert window.end_screen.dialog is not None
    window.undo()
    assert not game.is_over
    assert window.end_screen.dialog is None
    assert window.board_view.is_input_enabled()


def test_theme_switch_from_the_menu_reaches_the_board(window):
    window.menus.themes["high_contrast"].trigger()
    assert window.board_view.theme.key == "high_contrast"
    assert window.menus.themes["high_contrast"].isChecked()
    assert not window.menus.themes["nebula"].isChecked()
    assert window.settings.theme == "high_contrast"
    # The score bar wears the theme's player colours too.
    dot = window.score_bar.cards[0].dot
    assert dot._colour == window.board_view.theme.player_color(0)


def test_theme_menu_lists_every_theme_with_its_name(window):
    names = [action.text() for action in window.menus.theme_menu.actions()]
    assert names == ["Nebula", "Daylight", "High contrast"]


def test_animations_toggle_is_remembered(window):
    window.menus.animations.setChecked(True)
    window.menus.animations.trigger()  # off
    assert not window.board_view.animations_enabled()
    assert window.settings.animations is False


def test_menus_have_the_desktop_shortcuts(window):
    def keys(action):
        return [shortcut.toString() for shortcut in action.shortcuts()]

    assert "Ctrl+N" in keys(window.menus.new_game)
    assert "Ctrl+Z" in keys(window.menus.undo)
    assert "Ctrl+Q" in keys(window.menus.quit)
    assert "F11" in keys(window.menus.full_screen)
    assert "F1" in keys(window.menus.rules)
    assert "H" in keys(window.menus.hint)


def test_rules_window_opens(window):
    dialog = window.show_rules()
    assert dialog.isVisible()
    assert "triangle" in " ".join(dialog.texts().values())


def test_window_geometry_is_remembered(make_window):
    first = make_window()
    first.resize(700, 500)  # within the offscreen screen (800 x 600)
    first.show()
    first.close()
    second = make_window()
    assert (second.width(), second.height()) == (700, 500)


def test_close_leaves_the_final_board(window, qtbot):
    game = window.start_game(Board(TRIANGLE), Rules())
    for line in [(0, 1), (0, 2), (1, 2)]:
        draw(window, *line)
    dialog = window.end_screen.dialog
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert window.end_screen.dialog is None
    assert window.game is game and game.is_over
    assert len(window.board_view.drawn_lines()) == 3
    assert len(window.board_view.drawn_triangles()) == 1


def test_game_changed_follows_every_change(window, qtbot):
    window.start_game(Board(SQUARE), Rules())
    with qtbot.waitSignal(window.game_changed, timeout=1000):
        draw(window, 0, 1)
    with qtbot.assertNotEmitted(window.game_changed):
        draw(window, 0, 1)  # refused: nothing changed
    with qtbot.waitSignal(window.game_changed, timeout=1000):
        window.undo()
    with qtbot.waitSignal(window.game_changed, timeout=1000):
        window.restart()


def test_no_end_screen_when_disabled_for_pictures(window):
    window.end_screen.enabled = False
    game = Game(Board(TRIANGLE), Rules())
    game.replay([(0, 1), (0, 2), (1, 2)])
    window.set_game(game)
    assert window.end_screen.dialog is None
    assert window.score_bar.turn_text() == "Player 1 wins!"


def test_narrow_score_bar_gives_the_sentence_room_to_the_cards(window):
    window.resize(480, 500)
    window.show()
    settled(window)
    bar = window.score_bar
    label = bar.turn_label
    # Narrow, the sentence stands under the cards, which share the whole width.
    assert label.isVisible() and label.geometry().top() >= bar.cards[0].geometry().bottom()
    window.resize(1000, 700)
    settled(window)
    assert label.isVisible()
    assert bar.cards[0].geometry().right() < label.geometry().left()
