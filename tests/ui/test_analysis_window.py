""" "Analyse game" in the window: the action and its key, progress and Cancel, the marks in the
move list, the best line dashed on the board, the chart, and the analysis saved with the game."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ai.helpers import finished_small_game
from tests.persistence.games import open_file
from tests.ui import move_rows
from tests.window.sides import take_side
from tests.windows import analyse
from triangles_qt.computer import player as computer_player
from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.engine.review import GameReview, Mark, MoveReview, Outcome
from triangles_qt.ui.margin_chart import margins
from triangles_qt.ui.marks import mark_text, result_change_text, signed

PEOPLE = (Player("Ann"), Player("Ben"))


def small_game() -> Game:
    """A finished game of random lines on 7 stars: every line is analysed exactly, and some
    cost points."""
    game = finished_small_game(0, False)
    return Game.from_record(game.to_record() | {"players": [{"name": p.name} for p in PEOPLE]})


def row_word(move: MoveReview) -> str:
    """What the move list says of a line: its mark, or the result it threw away, with the
    points it gave away."""
    change = move.result_change
    word = mark_text(move.mark) if change is None else result_change_text(change[0])
    return word if move.cost == 0 else f"{word} {signed(-move.cost)}"


def test_the_action_is_in_the_game_menu_with_a_key_and_needs_a_line(window, qtbot):
    assert window.menus.analyse in window.menus.game_menu.actions()
    assert window.menus.analyse.shortcut().toString() == "Ctrl+Shift+A"
    window.start_game(Board.generate(24, seed=1), Rules(), PEOPLE)
    assert not window.menus.analyse.isEnabled()
    window.session.request_line(*(int(v) for v in window.game.legal_moves()[0]))
    assert window.menus.analyse.isEnabled()


def test_analysing_shows_progress_then_marks_every_line(window, qtbot):
    game = small_game()
    window.end_screen.enabled = False  # (its window-modal card would take the key)
    window.set_game(game)
    panel = window.move_list.analysis
    window.analysis.seconds = 2.0
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        QTest.keyClick(
            window.board_view,
            Qt.Key.Key_A,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
        assert window.move_list.isVisible()  # opened to show the progress
        assert panel.progress_bar.isVisible() and panel.cancel_button.isVisible()
        assert window.menus.analyse.text() == "Stop &analysing"
    assert not panel.progress_bar.isVisible() and panel.analyse_button.isVisible()
    review = game.current_review
    assert review is not None and len(review.moves) == game.move_count
    words = move_rows.column_texts(window.move_list, move_rows.MARK)
    assert words == [row_word(move) for move in review.moves]
    assert not window.menus.analyse.isEnabled()  # nothing left to analyse
    # The chart has a value for the start and after every line; the summary counts the marks.
    assert panel.chart.values == margins(review) and len(panel.chart.values) == len(words) + 1
    move_rows.choose(window.move_list, 0)
    assert f"Lines analysed: {len(words)}." in panel.summary.text()


def test_a_costly_line_chosen_shows_its_best_line_dashed(window, qtbot):
    game = small_game()
    window.set_game(game)
    analyse(window, qtbot)
    review = game.current_review
    costly = next(
        k for k, move in enumerate(review.moves) if move.cost > 0 and k + 1 < game.move_count
    )
    window.move_list.show()
    tree = window.move_list.view
    tree.setFocus()
    QTest.keyClick(tree, Qt.Key.Key_Home)
    for _ in range(costly + 1):
        QTest.keyClick(tree, Qt.Key.Key_Right)
    assert window.looking_back.shown_position == costly + 1
    move = review.moves[costly]
    assert set(window.board_view.shown_suggestion()) == set(move.best_line)
    summary = window.move_list.analysis.summary.text()
    assert f"Line {costly + 1} " in summary and mark_text(move.mark) in summary
    # Both margins are named; the best line is the dashed one (the board shows no numbers).
    assert f"{signed(move.best)};" in summary and f"leaves {signed(move.actual)}." in summary
    assert "dashed" in summary and "\u2013" not in summary
    tooltip = move_rows.cell(
        window.move_list, costly + 1, move_rows.MARK, Qt.ItemDataRole.ToolTipRole
    )
    assert signed(move.best) in tooltip and signed(move.actual) in tooltip
    assert window.move_list.analysis.chart.current == costly + 1
    # A line that cost nothing shows no best line.
    good = next(
        k for k, m in enumerate(review.moves) if m.mark is Mark.GOOD and k + 1 < game.move_count
    )
    window.move_list.select_position(good + 1)
    window.move_list.position_chosen.emit(good + 1)
    assert window.board_view.shown_suggestion() is None


def test_cancel_stops_the_analysis_and_keeps_nothing(window, qtbot, monkeypatch):
    monkeypatch.setattr(
        computer_player, "ANALYSIS_FUNCTION", "tests.ai.fake_searches:analysis_until_cancelled"
    )
    game = small_game()
    window.set_game(game)
    panel = window.move_list.analysis
    progress = []
    window.analysis.progress.connect(lambda *args: progress.append(args))
    window.menus.analyse.trigger()
    qtbot.waitUntil(lambda: bool(progress), timeout=30000)
    assert panel.progress_bar.value() == 1
    panel.cancel_button.click()
    assert not window.analysis.running and not panel.progress_bar.isVisible()
    assert window.menus.analyse.isEnabled() and window.menus.analyse.text() == "&Analyse game"
    qtbot.waitUntil(lambda: not window.session.computer.busy, timeout=10000)
    assert game.review is None


def test_the_board_stays_playable_while_the_game_is_analysed(window, qtbot, monkeypatch):
    monkeypatch.setattr(
        computer_player, "ANALYSIS_FUNCTION", "tests.ai.fake_searches:analysis_until_cancelled"
    )
    window.start_game(Board.generate(24, seed=2), Rules(), PEOPLE)
    first = [int(v) for v in window.game.legal_moves()[0]]
    window.session.request_line(*first)
    window.menus.analyse.trigger()
    assert window.analysis.running and window.session.input_allowed
    second = [int(v) for v in window.game.legal_moves()[0]]
    window.session.request_line(*second)
    assert window.game.move_count == 2 and window.analysis.running


def test_the_analysis_is_saved_with_the_game_and_shown_when_opened(window, qtbot, tmp_path):
    game = small_game()
    window.set_game(game)
    analyse(window, qtbot)
    path = tmp_path / "analysed.triangles"
    assert window.files.save_to(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert len(record["analysis"]["moves"]) == game.move_count
    window.start_game(Board.generate(24, seed=1), Rules(), PEOPLE)
    open_file(window, path)
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)
    assert window.game.current_review == game.current_review
    assert move_rows.text(window.move_list, 1, move_rows.MARK) == row_word(
        game.current_review.moves[0]
    )
    assert not window.menus.analyse.isEnabled()


def test_a_failed_analysis_is_said_and_the_game_goes_on(window, qtbot, monkeypatch):
    monkeypatch.setattr(
        computer_player, "ANALYSIS_FUNCTION", "tests.ai.fake_searches:analysis_explode"
    )
    game = small_game()
    window.set_game(game)
    with qtbot.waitSignal(window.analysis.failed, timeout=30000):
        window.menus.analyse.trigger()
    assert window.statusBar().currentMessage() == (
        "The analysis could not be finished; the game goes on."
    )
    assert not window.move_list.analysis.progress_bar.isVisible()
    assert game.review is None and window.menus.analyse.isEnabled()


# -- What a player reads: the result thrown away, where the game was decided, what is exact ------

RECORDS = Path(__file__).resolve().parents[1] / "engine" / "records"


def test_a_mistake_says_the_result_it_threw_away_and_the_deciding_line_stands_out(window, qtbot):
    game = small_game()
    window.set_game(game)
    analyse(window, qtbot)
    review = game.current_review
    decisive = review.decisive
    assert decisive is not None
    move = review.moves[decisive]
    before, after = move.result_change
    move_list = window.move_list
    word = move_rows.text(move_list, decisive + 1, move_rows.MARK)
    tooltip = move_rows.cell(move_list, decisive + 1, move_rows.MARK, Qt.ItemDataRole.ToolTipRole)
    assert word == f"{result_change_text(before)} {signed(-move.cost)}"
    assert after < before
    thrown = "threw away the draw" if before is Outcome.DRAW else "threw away the win"
    assert word.startswith(thrown)
    assert move_rows.is_bold(move_list, decisive + 1, move_rows.MARK)
    assert "decided the game" in tooltip
    assert word in tooltip and f"({mark_text(move.mark)})" in tooltip
    assert move.mark.rank >= Mark.MISTAKE.rank
    assert not any(
        move_rows.is_bold(move_list, k + 1, move_rows.NUMBER)
        for k in range(len(review.moves))
        if k != decisive
    )
    # The overview names the line; the chart marks it.
    panel = window.move_list.analysis
    window.move_list.select_position(0)
    window.move_list.position_chosen.emit(0)
    name = ("Ann", "Ben")[game.lines[decisive][2]]
    assert (
        f"The game was decided on line {decisive + 1} ({name}): "
        f"{result_change_text(before)}." in panel.summary.text()
    )
    assert panel.chart.decisive == decisive + 1
    # Chosen, the line says so too.
    window.move_list.select_position(decisive + 1)
    window.move_list.position_chosen.emit(decisive + 1)
    assert "This line decided the game." in panel.summary.text()
    assert f"{mark_text(move.mark)} ({result_change_text(before)})" in panel.summary.text()


def test_one_click_plays_on_from_before_the_line_that_decided_the_game(window, qtbot):
    game = Game.from_record(
        finished_small_game(0, False).to_record()
        | {"players": [{"name": "You"}, {"name": "Computer", "computer": "medium"}]}
    )
    window.end_screen.enabled = False  # (its window-modal card would take the click)
    window.set_game(game)
    window.show()
    qtbot.waitExposed(window)
    analyse(window, qtbot)
    decisive = game.current_review.decisive
    seat = game.lines[decisive][2]
    button = window.move_list.analysis.decisive_button
    assert button.isVisible() and button.text() == f"Play on from before line {decisive + 1}"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    take_side(qtbot, window, seat)  # the side that decided it
    played_on = window.session.game
    assert played_on is not game and played_on.given_lines == decisive
    assert played_on.moves == game.moves[:decisive]
    # Against the computer at the game's level, the person on the side that decided it.
    assert not played_on.players[seat].is_computer
    assert played_on.players[1 - seat].computer == "medium"
    assert window.statusBar().currentMessage() == f"Playing on from line {decisive}."


def test_no_decisive_line_no_button(window, qtbot):
    game = small_game()
    replay = game.restarted()
    moves = []
    for i, j in game.moves:
        a, b = (int(v) for v in replay.legal_moves()[0])
        mover, left = replay.current_player, replay.live_triangle_count
        moves.append(MoveReview(0, 0, False, (a, b), mover, left))  # every line as good
        replay.play(i, j)
    game.review = GameReview(tuple(game.moves), tuple(moves))
    window.set_game(game)
    panel = window.move_list.analysis
    assert game.current_review.decisive is None and not panel.decisive_button.isVisibleTo(window)


def test_the_chart_shows_which_stretch_is_exact_and_which_an_estimate(window, qtbot, tmp_path):
    path = tmp_path / "saved.triangles"
    path.write_bytes((RECORDS / "analysed_alternate.triangles").read_bytes())
    open_file(window, path)
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)
    review = window.game.current_review
    chart = window.move_list.analysis.chart
    window.move_list.show()
    assert chart.exact == [move.exact for move in review.moves]
    exact_from = next(k for k, move in enumerate(review.moves) if move.exact)
    assert chart.exact_stretches() == [(exact_from, len(review.moves))]
    # The overview says which lines are exact; the chart says how it draws them.
    window.move_list.select_position(0)
    window.move_list.position_chosen.emit(0)
    assert (
        f"Lines {exact_from + 1} to {len(review.moves)} are worked out to the end of the game"
        in window.move_list.analysis.summary.text()
    )
    assert "Dashed" in chart.toolTip()
    # Drawn: the first player's lead is filled paler where it is an estimate.
    chart.resize(400, 120)
    image = chart.grab().toImage()
    base = chart.palette().base().color()

    def strength(index: int) -> int:
        """How far the fill under the value after `index` lines is from the background."""
        assert chart.values[index] > 0  # (the first player ahead there: filled above the middle)
        point = chart.point(index)
        colour = image.pixelColor(int(point.x()), int((point.y() + chart.height() / 2) / 2))
        return sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], base.getRgb()[:3], strict=True))

    assert strength(exact_from // 2 + 10) < strength(exact_from + 5)
    # The curve keeps clear of the "... ahead" labels along the top and bottom edges.
    label_height = chart.fontMetrics().height() * 0.8
    highest = min(chart.point(k).y() for k in range(len(chart.values)))
    lowest = max(chart.point(k).y() for k in range(len(chart.values)))
    assert highest > label_height and lowest < chart.height() - label_height


def test_progress_shows_the_share_of_the_work(window):
    panel = window.move_list.analysis
    panel.set_running(True)
    panel.set_progress(250_000, 1_000_000)
    assert panel.progress_bar.text() == "Analysing: 25%"


def test_an_analysis_saved_before_one_story_opens_without_it_and_says_so(window, qtbot, tmp_path):
    path = tmp_path / "earlier.triangles"
    path.write_bytes((RECORDS / "analysed_earlier_play_again.triangles").read_bytes())
    open_file(window, path)
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)
    assert window.game.is_over and window.game.current_review is None
    message = window.statusBar().currentMessage()
    assert message.startswith("Opened \u201cearlier.triangles\u201d.")
    assert "made by an earlier version" in message and "analyse the game again" in message
    # Nothing marked, and the game can be analysed again.
    assert set(move_rows.column_texts(window.move_list, move_rows.MARK)) == {""}
    assert window.menus.analyse.isEnabled()


# -- A lost game explained: its mistakes, the deciding line, accuracies, mark to mark -----------


def lost_game() -> Game:
    """A finished 24-star game that the person at the keyboard lost to the computer (the game
    of a saved record, without its analysis)."""
    record = json.loads((RECORDS / "analysed_alternate.triangles").read_text(encoding="utf-8"))
    del record["analysis"]
    game = Game.from_record(record)
    loser = 0 if game.lead(0) < 0 else 1
    players: list[dict[str, str]] = [{"name": "Computer", "computer": "hard"}] * 2
    players[loser] = {"name": "You"}
    return Game.from_record(record | {"players": players})


def test_a_lost_game_shows_its_mistakes_the_deciding_line_and_each_accuracy(window, qtbot):
    game = lost_game()
    window.set_game(game)
    loser = 0 if game.lead(0) < 0 else 1
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        qtbot.mouseClick(window.end_screen.dialog.analyse_button, Qt.MouseButton.LeftButton)
    review = game.current_review
    assert review is not None and review.story_break() is None
    # The end screen comes back with each player's accuracy.
    qtbot.waitUntil(lambda: window.end_screen.dialog is not None, timeout=10000)
    accuracy = window.end_screen.dialog.accuracy_label
    assert accuracy.isVisibleTo(window.end_screen.dialog)
    for seat in (0, 1):
        assert f"{round(review.accuracy(seat))} %" in accuracy.text()
    assert accuracy.text().startswith("Accuracy: You: ") or ", You: " in accuracy.text()
    window.end_screen.dialog.close_button.click()
    # The loser's marked lines are listed with their points; the deciding line is theirs.
    marked = review.marked(loser)
    assert marked and review.decisive is not None and review.decisive in marked
    words = move_rows.column_texts(window.move_list, move_rows.MARK)
    for k in marked:
        assert words[k].endswith(signed(-review.moves[k].cost))
    panel = window.move_list.analysis
    assert panel.decisive_button.text() == f"Play on from before line {review.decisive + 1}"
    summary = panel.players.text()
    assert f"accuracy {round(review.accuracy(loser))} %" in summary
    assert f"points given away {review.points_given(loser)}." in summary
    biggest = review.biggest(loser)[0]
    panel.players.linkActivated.emit(str(biggest + 1))
    assert window.move_list.shown_position() == biggest + 1
    # The statistics keep the accuracy of the game against the computer, and draw its trend.
    statistics = window.files.show_statistics()
    mine = round(review.accuracy(loser))
    assert statistics.accuracy_label.isVisibleTo(statistics)
    assert statistics.accuracy_label.text().startswith(f"Your accuracy in analysed games: {mine} %")
    assert statistics.trend.values == [round(review.accuracy(loser), 1)]
    statistics.close()


def test_next_and_previous_mark_go_from_marked_line_to_marked_line(window, qtbot):
    game = Game.from_record((RECORDS / "analysed_play_again.triangles").read_bytes())
    window.end_screen.enabled = False
    window.set_game(game)
    window.show()
    qtbot.waitExposed(window)
    window.move_list.show()
    rows = game.move_count + 1
    qtbot.waitUntil(lambda: move_rows.row_count(window.move_list) == rows, timeout=10000)
    review = game.current_review
    targets = [k + 1 for k in review.marked()]
    assert len(targets) >= 2
    panel = window.move_list.analysis
    window.move_list.select_position(0)
    window.move_list.position_chosen.emit(0)
    assert panel.next_mark.isEnabled() and not panel.previous_mark.isEnabled()
    QTest.mouseClick(panel.next_mark, Qt.MouseButton.LeftButton)
    assert window.move_list.shown_position() == targets[0]
    move = review.moves[targets[0] - 1]
    assert set(window.board_view.shown_suggestion()) == set(move.best_line)
    # The keys in the list: N the next, P the previous.
    tree = window.move_list.view
    tree.setFocus()
    QTest.keyClick(tree, Qt.Key.Key_N)
    assert window.move_list.shown_position() == targets[1]
    QTest.keyClick(tree, Qt.Key.Key_P)
    assert window.move_list.shown_position() == targets[0]
    assert panel.previous_mark.isEnabled() is False
    window.move_list.select_position(game.move_count)
    window.move_list.position_chosen.emit(game.move_count)
    QTest.mouseClick(panel.previous_mark, Qt.MouseButton.LeftButton)
    assert window.move_list.shown_position() == targets[-1]
