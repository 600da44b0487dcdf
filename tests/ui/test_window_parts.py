"""The window's parts on their own: each is built from what it uses (a session, the widgets it
drives, a parent) and talks back through signals, so each works without a MainWindow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from tests.fakes import FakeComputer
from triangles_qt.bookkeeping import Bookkeeper
from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.reviewing import GameAnalysis
from triangles_qt.session import GameSession
from triangles_qt.settings import Settings
from triangles_qt.ui.abandon_prompt import AbandonPrompt
from triangles_qt.ui.analysis_controller import AnalysisController
from triangles_qt.ui.board.view import BoardView
from triangles_qt.ui.end_screen import EndScreenController
from triangles_qt.ui.file_actions import FileActions
from triangles_qt.ui.looking_back import LookingBack
from triangles_qt.ui.move_list import MoveList
from triangles_qt.ui.new_game_flow import NewGameFlow
from triangles_qt.ui.score_bar import ScoreBar
from triangles_qt.ui.status_news import StatusNews
from triangles_qt.ui.themes import theme_by_key
from triangles_qt.ui.window_menus import WindowMenus

TRIANGLE = [(100, 100), (900, 100), (500, 700)]
SQUARE = [(100, 100), (900, 100), (100, 900), (900, 900)]
TWO_PEOPLE = (Player("Ann"), Player("Bob"))


class Speaker(QObject):
    """A part of the window as the status line hears it."""

    status = Signal(str)


@pytest.fixture
def session(qtbot):
    session = GameSession(FakeComputer())  # no worker process
    yield session
    session.shutdown(5000)


@pytest.fixture
def parent(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def board_parts(qtbot, session, parent):
    """The widgets the looking back and the analysis drive, with no window around them."""
    view = BoardView(parent)
    view.set_animations_enabled(False)
    move_list = MoveList(parent)
    score_bar = ScoreBar(parent)
    return view, move_list, score_bar


def looking_back_of(session, parent, board_parts):
    view, move_list, score_bar = board_parts
    menu = QMenu(parent)
    actions = {level: QAction(level or "friend", parent) for level in (None, "easy")}
    for action in actions.values():
        menu.addAction(action)
    prompt = AbandonPrompt(session, parent)
    part = LookingBack(session, view, move_list, score_bar, menu, actions, prompt, parent)
    return part, menu, actions


def test_looking_back_shows_an_earlier_position_and_plays_on_from_it(
    qtbot, session, parent, board_parts
):
    view, move_list, score_bar = board_parts
    looking_back, menu, actions = looking_back_of(session, parent, board_parts)
    said: list[str] = []
    looking_back.status.connect(said.append)
    game = Game(Board(SQUARE), Rules(), TWO_PEOPLE)
    session.set_game(game)
    view.set_game(game)
    for line in [(0, 1), (0, 2), (1, 2)]:
        session.request_line(*line)
    view.sync(animate=False)
    move_list.show_game(game)

    looking_back.show_position(1)
    assert looking_back.browsing and looking_back.shown_position == 1
    assert view.drawn_lines() == game.lines[:1] and not view.is_input_enabled()
    assert said == ["Looking back. End (or the last move) returns to the game."]
    assert [int(card.score_label.text()) for card in score_bar.cards] == [0, 0]
    assert menu.menuAction().isEnabled()

    actions[None].trigger()  # with a friend, from the position shown: nothing to lose
    continued = session.game
    assert continued is not game and continued.given_lines == 1
    assert said[-1] == "Playing on from line 1."
    looking_back.forget()  # (the window forgets when the session says another game is on)
    assert not looking_back.browsing and said[-1] == ""


def test_the_end_screen_opens_on_game_over_and_says_what_the_player_chose(qtbot, session, parent):
    end_screen = EndScreenController(session, theme_by_key(None), parent)
    session.game_over.connect(end_screen.open)
    said: list[str] = []
    end_screen.status.connect(said.append)
    session.set_game(Game(Board(TRIANGLE), Rules(), TWO_PEOPLE))
    for line in [(0, 1), (0, 2), (1, 2)]:
        session.request_line(*line)
    dialog = end_screen.dialog
    assert dialog is not None and dialog.isVisible()
    assert said == ["Game over: 1 \u2013 0. Ann wins!"]
    with qtbot.waitSignal(end_screen.rematch_requested, timeout=1000):
        qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
    end_screen.close()
    assert end_screen.dialog is None
    end_screen.enabled = False  # (pictures, a closing window)
    end_screen.open()
    assert end_screen.dialog is None


def test_the_analysis_is_asked_of_the_session_from_the_action(qtbot, session, parent, board_parts):
    view, move_list, _score_bar = board_parts
    looking_back, _menu, _actions = looking_back_of(session, parent, board_parts)
    action = QAction(parent)
    analysis = GameAnalysis(session, parent)
    controller = AnalysisController(
        analysis, session, move_list, view, looking_back, action, parent
    )
    said: list[str] = []
    controller.status.connect(said.append)
    game = Game(Board(SQUARE), Rules(), TWO_PEOPLE)
    session.set_game(game)
    session.request_line(0, 1)
    controller.refresh()
    assert action.isEnabled() and action.text() == "&Analyse game"

    action.trigger()
    computer = session.computer
    assert [copy.moves for copy, _seconds in computer.analyses] == [[(0, 1)]]
    assert analysis.running and action.text() == "Stop &analysing"
    assert not move_list.isHidden()  # where the progress and the marks show
    assert said == ["Analysing the game; you can keep playing meanwhile."]

    action.trigger()
    assert not analysis.running and computer.cancelled_ids[-1] == 101
    assert said[-1] == "Analysis stopped."


def test_the_menus_hold_the_actions_and_take_the_file_actions_before_quit(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    menus = WindowMenus(window)
    assert [menu.title() for menu in (menus.game_menu, menus.view_menu, menus.help_menu)] == [
        "&Game",
        "&View",
        "&Help",
    ]
    assert menus.undo.shortcut().toString() == "Ctrl+Z"
    assert menus.undo in window.actions()  # its shortcut works with the menu bar hidden
    save = QAction("Save", window)
    menus.add_game_actions([save])
    game_menu = [action for action in menus.game_menu.actions() if not action.isSeparator()]
    assert game_menu[-2:] == [save, menus.quit]
    assert save in window.actions()


def test_file_actions_save_and_open_through_the_session(qtbot, session, parent, tmp_path):
    view = BoardView(parent)
    keeper = Bookkeeper(session, Settings(), parent=parent)
    prompt = AbandonPrompt(session, parent)
    files = FileActions(session, keeper, view, prompt, parent)
    said: list[str] = []
    files.status.connect(said.append)
    game = Game(Board(SQUARE), Rules(), TWO_PEOPLE)
    session.set_game(game)
    session.request_line(0, 1)
    path = tmp_path / "saved.triangles"
    assert files.save_to(path)
    assert said == ["Saved the game as \u201csaved.triangles\u201d."]
    assert files.last_folder == str(tmp_path)

    session.set_game(Game(Board(TRIANGLE), Rules(), TWO_PEOPLE))
    files.open_path(path)  # read off the GUI thread, then played
    qtbot.waitUntil(lambda: session.game is not None and session.game.moves == [(0, 1)])
    assert said[-1] == "Opened \u201csaved.triangles\u201d."
    assert keeper.autosave_writer.flush(10)


def test_the_status_news_words_what_the_session_reports(qtbot, session):
    window = QMainWindow()
    qtbot.addWidget(window)
    bar = window.statusBar()
    news = StatusNews(session, bar, window)
    session.set_game(Game(Board(SQUARE), Rules(play_again=True), TWO_PEOPLE))
    session.request_line(0, 3)
    session.request_line(1, 2)  # crosses 0-3
    assert bar.currentMessage() == "That line would cross another line."
    for line in [(0, 1), (1, 3)]:
        session.request_line(*line)
    assert bar.currentMessage() == "Ann closed a triangle and plays again!"
    session.undo()
    assert bar.currentMessage() == "Took back the last line."
    session.redo()
    assert bar.currentMessage() == "Drew the line again."
    part = Speaker()
    news.listen_to(part.status)
    part.status.emit("A part says this.")
    assert bar.currentMessage() == "A part says this."


def test_new_game_and_restart_go_through_the_prompt_and_the_session(qtbot, session, parent):
    settings = Settings(in_memory=True)
    end_screen = EndScreenController(session, theme_by_key(None), parent)
    flow = NewGameFlow(
        session,
        settings,
        AbandonPrompt(session, parent),
        end_screen,
        lambda: theme_by_key(None),
        parent,
    )
    said: list[str] = []
    flow.status.connect(said.append)
    game = Game(Board(SQUARE), Rules(), TWO_PEOPLE)
    session.set_game(game)
    flow.restart()  # an empty board: nothing to give up, no question
    assert session.game is not game and session.game.board is game.board
    assert said == ["The same board again, from the start."]
    dialog = flow.open_dialog()
    assert flow.dialog is dialog and dialog.isVisible() and flow.open_dialog() is dialog
    dialog.reject()
    assert flow.dialog is None
