"""The New Game dialog: every option reaches the game, and the choices are remembered."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from triangles_qt.engine import PRESET_SIZES, Board, Player, Rules
from triangles_qt.settings import NewGameChoices
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.new_game_dialog import NewGameDialog


def choose(dialog: NewGameDialog, **options) -> None:
    if "size" in options:
        dialog.size_combo.setCurrentIndex(dialog.size_combo.findData(options["size"]))
    if "level" in options:
        dialog.computer_radio.setChecked(True)
        dialog.level_combo.setCurrentIndex(dialog.level_combo.findData(options["level"]))
    if options.get("human"):
        dialog.human_radio.setChecked(True)
    if "names" in options:
        for edit, name in zip(dialog.name_edits, options["names"], strict=True):
            edit.setText(name)
    if "first" in options:
        dialog.first_radios[options["first"]].setChecked(True)
    if "play_again" in options:
        dialog.play_again_check.setChecked(options["play_again"])
    if "board_number" in options:
        dialog.board_number_edit.setText(str(options["board_number"]))


def accept(qtbot, window: MainWindow, dialog: NewGameDialog) -> None:
    """OK, then wait until the new game is ready (it is built off the GUI thread)."""
    dialog.accept()
    assert window.session.is_preparing
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)


def test_defaults(window):
    dialog = window.open_new_game_dialog()
    assert dialog.isVisible()
    assert dialog.size_combo.currentData() == 60
    assert [dialog.size_combo.itemData(i) for i in range(dialog.size_combo.count())] == list(
        PRESET_SIZES
    )
    assert dialog.size_combo.currentText() == "60 stars"
    # The first start offers the computer at Medium (issue 14).
    assert dialog.computer_radio.isChecked()
    assert dialog.level_combo.isEnabled() and dialog.level_combo.currentData() == "medium"
    assert dialog.shown_names() == ("You", "Computer")
    assert dialog.first_radios[0].isChecked()
    assert not dialog.play_again_check.isChecked()
    assert dialog.board_number() is None


def test_two_player_options_reach_the_game(window, qtbot):
    dialog = window.open_new_game_dialog()
    choose(
        dialog,
        human=True,
        size=24,
        names=("  Ann ", "Bob"),
        first=1,
        play_again=True,
        board_number=4242,
    )
    accept(qtbot, window, dialog)
    game = window.game
    assert len(game.board.points) == 24
    assert game.board.seed == 4242
    assert game.board == Board.generate(24, seed=4242)
    assert game.rules.play_again is True
    assert [p.name for p in game.players] == ["Ann", "Bob"]  # trimmed
    assert not any(p.is_computer for p in game.players)
    assert game.first_player == 1 == game.current_player
    assert "4242" in window.windowTitle()


def test_computer_options_reach_the_game(window, qtbot):
    dialog = window.open_new_game_dialog()
    choose(dialog, size=80, level="hard")
    # The default names follow the opponent.
    assert dialog.shown_names() == ("You", "Computer")
    assert [radio.text() for radio in dialog.first_radios] == ["You", "Computer"]
    accept(qtbot, window, dialog)
    game = window.game
    assert len(game.board.points) == 80
    assert game.players[0].name == "You" and not game.players[0].is_computer
    assert game.players[1].name == "Computer" and game.players[1].computer == "hard"
    assert game.first_player == 0
    assert window.board_view.is_input_enabled()


def test_computer_can_start(window, qtbot):
    dialog = window.open_new_game_dialog()
    choose(dialog, size=24, level="easy", first=1)
    accept(qtbot, window, dialog)
    game = window.game
    assert game.first_player == 1
    assert window.session.computer_thinking
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=10000)


def test_typed_names_survive_an_opponent_change(window):
    dialog = window.open_new_game_dialog()
    dialog.name_edits[0].setText("Ann")
    dialog.computer_radio.setChecked(True)
    assert dialog.shown_names() == ("Ann", "Computer")
    dialog.human_radio.setChecked(True)
    assert dialog.shown_names() == ("Ann", "Player 2")


def test_empty_names_fall_back_to_the_defaults(window, qtbot):
    dialog = window.open_new_game_dialog()
    choose(dialog, human=True, names=("   ", ""))
    accept(qtbot, window, dialog)
    assert [p.name for p in window.game.players] == ["Player 1", "Player 2"]


def test_names_are_limited_to_40_characters(window, qtbot):
    dialog = window.open_new_game_dialog()
    dialog.name_edits[0].setText("x" * 60)
    accept(qtbot, window, dialog)
    assert window.game.players[0].name == "x" * 40


def test_cancel_keeps_the_current_game(window):
    before = window.game
    dialog = window.open_new_game_dialog()
    choose(dialog, size=120)
    dialog.reject()
    assert window.game is before


def test_choices_are_remembered_but_not_the_board_number(window, qtbot, make_window):
    dialog = window.open_new_game_dialog()
    choose(dialog, size=120, level="medium", names=("Ann", "Robot"), first=1, board_number=7)
    choose(dialog, play_again=True)
    accept(qtbot, window, dialog)
    window.session.computer.shutdown(5000)

    again = make_window(remembered_choices=True)
    second = again.open_new_game_dialog()
    assert second.choices() == NewGameChoices(
        size=120,
        opponent="computer",
        level="medium",
        name1="Ann",
        name2="Robot",
        first_player=1,
        play_again=True,
    )
    assert second.board_number() is None
    # The window's first game follows the remembered choices too.
    assert len(again.game.board.points) == 120
    assert again.game.players[1].computer == "medium"
    again.session.computer.shutdown(5000)


def test_a_new_game_asks_before_a_game_against_the_computer_is_given_up(window, qtbot):
    game = window.start_game(
        Board.generate(24, seed=3), Rules(), (Player("Ann"), Player("C", "easy"))
    )
    i, j = game.legal_moves()[0]
    window.board_view.line_requested.emit(int(i), int(j))
    dialog = window.open_new_game_dialog()
    choose(dialog, size=24, human=True)
    dialog.accept()
    box = window.abandon_prompt.box
    assert box.text() == "Abandon this game? It counts as a loss."
    assert window.game is game and not window.session.is_preparing
    box.findChild(QPushButton, "confirmAbandonButton").click()
    qtbot.waitUntil(lambda: window.game is not game, timeout=10000)
    assert not window.game.players[1].is_computer


def test_restart_replays_the_board_from_the_dialog(window, qtbot):
    dialog = window.open_new_game_dialog()
    choose(dialog, size=24, board_number=99)
    accept(qtbot, window, dialog)
    game = window.game
    i, j = game.legal_moves()[0]
    window.board_view.line_requested.emit(int(i), int(j))
    window.restart()
    window.abandon_prompt.box.findChild(QPushButton, "confirmAbandonButton").click()
    assert window.game.board == Board.generate(24, seed=99)
    assert window.game.move_count == 0
