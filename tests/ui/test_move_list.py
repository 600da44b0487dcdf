"""The move list: every line in order, and the board as it was after any of them."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyledItemDelegate

from tests.persistence.games import open_file, with_an_analysis
from tests.ui import move_rows
from tests.window.sides import take_side
from triangles_qt.engine import Board, Game, Rules


def played_game(stars: int, seed: int, lines: int | None = None) -> Game:
    game = Game(Board.generate(stars, seed=seed), Rules())
    rng = random.Random(seed)
    while not game.is_over and (lines is None or game.move_count < lines):
        moves = game.legal_moves()
        i, j = moves[rng.randrange(len(moves))]
        game.play(int(i), int(j))
    return game


def position_after(game: Game, count: int) -> Game:
    replay = game.restarted()
    replay.replay(game.moves[:count])
    return replay


def test_stepping_through_an_opened_game_shows_each_position(window, qtbot, tmp_path):
    finished = played_game(24, seed=3)
    path = tmp_path / "finished.triangles"
    path.write_text(json.dumps(finished.to_record()), encoding="utf-8")
    open_file(window, path)
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)
    window.menus.move_list_toggle.trigger()
    move_list = window.move_list
    tree = move_list.view
    assert move_rows.row_count(move_list) == finished.move_count + 1
    # The rows: number, who drew the line, the triangles it closed.
    closed = move_rows.column_texts(move_list, move_rows.CLOSED)
    assert sum(int(text or 0) for text in closed) == sum(finished.scores)
    assert move_rows.text(move_list, 1, move_rows.PLAYER) == (
        finished.players[finished.lines[0][2]].name
    )
    view = window.board_view
    QTest.keyClick(tree, Qt.Key.Key_Home)
    assert view.drawn_lines() == [] and window.looking_back.browsing
    for count in range(1, finished.move_count):
        QTest.keyClick(tree, Qt.Key.Key_Right)
        expected = position_after(finished, count)
        assert view.drawn_lines() == expected.lines
        assert view.drawn_triangles() == expected.triangles
        # The score bar tells the scores of the position shown.
        shown = tuple(int(card.score_label.text()) for card in window.score_bar.cards)
        assert shown == expected.scores
    QTest.keyClick(tree, Qt.Key.Key_Right)  # the last line: the game itself again
    assert not window.looking_back.browsing
    assert view.game is window.game
    QTest.keyClick(tree, Qt.Key.Key_Left)
    assert view.drawn_lines() == position_after(finished, finished.move_count - 1).lines
    QTest.keyClick(tree, Qt.Key.Key_End)
    assert not window.looking_back.browsing and view.drawn_lines() == finished.lines


def test_clicking_a_row_during_a_game_looks_back_and_input_waits(window):
    game = window.start_game(Board.generate(24, seed=4), Rules())
    for _ in range(5):
        i, j = game.legal_moves()[0]
        window.board_view.line_requested.emit(int(i), int(j))
    window.move_list.show()
    move_rows.choose(window.move_list, 2)
    assert window.board_view.drawn_lines() == game.lines[:2]
    assert not window.board_view.is_input_enabled()
    assert "Looking back" in window.statusBar().currentMessage()
    assert game.move_count == 5  # looking back never changes the game
    # Closing the list returns to the game, at its latest position.
    window.move_list.hide()
    assert window.board_view.drawn_lines() == game.lines
    assert window.board_view.is_input_enabled()


def test_the_list_follows_moves_undo_and_a_new_game(window, qtbot):
    game = window.start_game(Board.generate(24, seed=5), Rules())
    move_list = window.move_list
    for _ in range(3):
        i, j = game.legal_moves()[0]
        window.board_view.line_requested.emit(int(i), int(j))
    assert move_rows.row_count(move_list) == 4
    assert window.move_list.shown_position() == 3
    move_rows.choose(move_list, 1)
    window.undo()  # undo while looking back: back to the game, one line fewer
    assert not window.looking_back.browsing
    assert move_rows.row_count(move_list) == 3
    assert window.board_view.drawn_lines() == game.lines
    # A new game is listed a turn of the event loop after it is on the board.
    with qtbot.waitSignal(window.game_changed):
        window.start_game(Board.generate(24, seed=6), Rules())
    assert move_rows.row_count(move_list) == 1
    assert move_rows.text(move_list, 0, move_rows.PLAYER) == "Start"


def test_the_list_stands_below_the_board_in_portrait(window, qtbot):
    window.show()
    window.move_list.show()
    window.resize(1000, 700)
    qtbot.waitUntil(
        lambda: window.dockWidgetArea(window.move_list) == Qt.DockWidgetArea.RightDockWidgetArea
    )
    window.resize(600, 900)
    qtbot.waitUntil(
        lambda: window.dockWidgetArea(window.move_list) == Qt.DockWidgetArea.BottomDockWidgetArea
    )


def test_continue_from_an_earlier_position_against_the_computer(window, qtbot):
    game = window.start_game(Board.generate(24, seed=8), Rules())
    for _ in range(6):
        i, j = game.legal_moves()[0]
        window.board_view.line_requested.emit(int(i), int(j))
    window.move_list.show()
    move_rows.choose(window.move_list, 3)
    assert window.move_list.continue_button.isEnabled()
    window.menus.continue_from_here["hard"].trigger()  # two people: nothing to lose, no question
    take_side(qtbot, window)  # the side offered first: the one to move
    new = window.game
    assert new is not game and new.moves == game.moves[:3] and new.given_lines == 3
    seat_to_move = new.current_player
    assert not new.players[seat_to_move].is_computer
    assert new.players[1 - seat_to_move].computer == "hard"
    assert not window.looking_back.browsing and window.board_view.drawn_lines() == new.lines
    assert window.statusBar().currentMessage() == "Playing on from line 3."
    # Undo never takes back the lines it started from.
    assert not window.menus.undo.isEnabled()


def test_there_is_nothing_to_continue_from_a_finished_game(window):
    window.start_game(Board([(0, 0), (100, 0), (0, 100)]), Rules())
    for line in ((0, 1), (1, 2), (0, 2)):
        window.board_view.line_requested.emit(*line)
    assert window.game.is_over
    assert not window.menus.continue_menu.menuAction().isEnabled()
    assert not window.move_list.continue_button.isEnabled()


class CountingDelegate(QStyledItemDelegate):
    """Draws the rows as usual and notes each row the view sizes or paints."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.asked: set[int] = set()

    def paint(self, painter, option, index) -> None:
        self.asked.add(index.row())
        super().paint(painter, option, index)

    def sizeHint(self, option, index):
        self.asked.add(index.row())
        return super().sizeHint(option, index)


def test_opening_a_long_finished_game_reads_only_the_rows_on_screen(window, qtbot, tmp_path):
    """The list is a model: the view asks for the rows it shows, not for each of hundreds."""
    counting = CountingDelegate(window.move_list.view)
    window.move_list.view.setItemDelegate(counting)
    asked = counting.asked
    window.end_screen.enabled = False
    window.resize(1200, 860)
    window.show()
    window.move_list.show()
    qtbot.waitExposed(window)
    finished = played_game(180, seed=2)
    path = tmp_path / "long.triangles"
    path.write_text(json.dumps(finished.to_record()), encoding="utf-8")
    asked.clear()
    open_file(window, path)
    assert window.game.move_count == finished.move_count > 400
    view = window.move_list.view
    view.viewport().repaint()
    assert move_rows.row_count(window.move_list) == finished.move_count + 1
    top = view.indexAt(view.viewport().rect().topLeft()).row()
    on_screen = set(range(top, top + view.viewport().height() // view.sizeHintForRow(0) + 2))
    assert finished.move_count in on_screen  # the list shows the end of the game
    # Besides the rows on screen, only the few whose texts set the columns' widths.
    assert len(asked - on_screen) <= 8, sorted(asked - on_screen)


def test_an_opened_long_analysed_game_shows_its_last_line_whole(window, qtbot, tmp_path):
    """The analysis below the list takes room once the game is listed: the row of the
    position on the board stays in sight all the same."""
    window.end_screen.enabled = False
    window.resize(1200, 860)
    window.show()
    window.move_list.show()
    qtbot.waitExposed(window)
    view = window.move_list.view
    # A long game with no analysis, then one with: the list gets shorter as the second shows.
    heights = []
    for number, finished in enumerate(
        (played_game(180, seed=2), with_an_analysis(played_game(180, 3)))
    ):
        path = tmp_path / f"{number}.triangles"
        path.write_text(json.dumps(finished.to_record()), encoding="utf-8")
        open_file(window, path)
        if heights:
            qtbot.waitUntil(lambda: view.viewport().height() < heights[0])
        heights.append(view.viewport().height())
        last = view.visualRect(window.move_list.model.index(finished.move_count, 0))
        assert last.top() >= 0 and last.bottom() <= view.viewport().height(), number
    assert window.game.current_review is not None


def test_the_rows_follow_the_game_one_at_a_time(window, qtbot):
    """A line inserts its row, an undo removes it, a language or a theme changes rows in
    place, a new game removes the old rows at once: the list is never rebuilt."""
    model = window.move_list.model
    changes = []
    model.rowsInserted.connect(lambda _parent, first, last: changes.append(("+", first, last)))
    model.rowsRemoved.connect(lambda _parent, first, last: changes.append(("-", first, last)))
    model.modelReset.connect(lambda: changes.append(("reset",)))
    model.layoutChanged.connect(lambda: changes.append(("layout",)))
    game = window.start_game(Board.generate(24, seed=5), Rules())
    changes.clear()
    window.move_list.show()
    for _ in range(3):
        i, j = game.legal_moves()[0]
        window.board_view.line_requested.emit(int(i), int(j))
    window.undo()
    assert changes == [("+", 1, 1), ("+", 2, 2), ("+", 3, 3), ("-", 3, 3)]
    changes.clear()
    window.menus.languages["fi"].trigger()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    try:
        assert move_rows.text(window.move_list, 0, move_rows.PLAYER) == "Alku"
        assert move_rows.column_texts(window.move_list, move_rows.PLAYER)[0] == "Pelaaja 1"
    finally:
        window.menus.languages["en"].trigger()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert move_rows.column_texts(window.move_list, move_rows.PLAYER)[0] == "Player 1"
    window.set_theme("daylight")
    assert changes == []
    with qtbot.waitSignal(window.game_changed):
        window.start_game(Board.generate(24, seed=6), Rules())
    assert changes == [("-", 1, 2)]
