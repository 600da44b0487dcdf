"""Game > Puzzles through the whole window: a puzzle solved and one missed (with what the wrong
line costs, the hint and the best line shown), drawn with the mouse, a finger and the keyboard
as in a game; the schedule after each on a fake clock; the game left waiting underneath; the
progress kept over a restart and after a damaged progress file."""

from __future__ import annotations

import datetime as dt
import json
from types import SimpleNamespace

import pytest

from triangles_qt.engine import Board
from triangles_qt.persistence import quarantined_files
from triangles_qt.persistence.puzzle_progress import FILE_NAME
from triangles_qt.puzzles.attempt import Verdict
from triangles_qt.ui.main_window import MainWindow

from ..puzzles.helpers import exact_values
from .drawing import at, keyboard, mouse_drag, tap
from .puzzle_pages import DAY, FakeClock, answer, card_of, open_puzzles


@pytest.fixture
def open_window(make_window):
    """Shown main windows (on the data folder of the test), ended after the test."""
    return lambda: make_window(shown=True)


def wrong_lines(window: MainWindow) -> list[tuple[int, int]]:
    """Lines the rules allow that are not the answer, the farthest apart on screen first."""
    mode = window.puzzles
    game, board = mode.game, mode.game.board
    lines = [(int(board.edges[e][0]), int(board.edges[e][1])) for e in game.legal_edges()]
    board_only = SimpleNamespace(board_view=mode.page.board_view)
    wrong = [line for line in lines if not mode.puzzle.is_solution(line)]
    return sorted(
        wrong,
        key=lambda line: -(at(board_only, line[0]) - at(board_only, line[1])).manhattanLength(),
    )


def test_a_puzzle_solved_and_one_missed_with_the_schedule_after_each(qtbot, open_window):
    window = open_window()
    game_before = window.start_game(Board.generate(12, seed=3))  # two people
    i, j = (int(s) for s in game_before.board.edges[game_before.legal_edges()[0]])
    window.session.request_line(i, j)
    moves_before = list(game_before.moves)
    assert window.menus.undo.isEnabled()
    clock = FakeClock(DAY)
    board = open_puzzles(qtbot, window, clock)
    mode = window.puzzles
    assert not window.board_view.isVisible() and not window.menus.undo.isEnabled()
    assert not window.menus.new_game.isEnabled() and window.menus.quit.isEnabled()

    # Solved at the first try, with the mouse.
    solved = mode.puzzle
    i, j = min(solved.solutions)
    assert answer(qtbot, window, lambda: mouse_drag(qtbot, board, i, j)) is Verdict.RIGHT
    assert mode.page.feedback.text().startswith("Right!")
    assert not mode.page.board_view.is_input_enabled()
    progress = mode.schedule.progress
    assert (progress.solved, progress.missed, progress.streak) == (1, 0, 1)
    assert progress.rating > 1000
    assert card_of(window, solved).due == DAY + dt.timedelta(days=1)

    # Missed: a finger, then the keyboard, then the mouse draw lines that are not the answer.
    with qtbot.waitSignal(mode.puzzle_shown, timeout=10000):
        mode.page.next_button.click()
    missed = mode.puzzle
    assert missed is not solved
    board.game = mode.game
    position = list(mode.game.moves)
    first_wrong = wrong_lines(window)[0]
    verdict = answer(
        qtbot,
        window,
        lambda: (tap(board, first_wrong[0]), qtbot.wait(120), tap(board, first_wrong[1])),
    )
    assert verdict is Verdict.WRONG
    assert mode.game.moves == position  # taken back: the same position for another try
    assert mode.page.feedback.text().startswith("Not this one")
    # What it costs, worked out off the GUI thread, against every line's exact value.
    values = exact_values(mode.game)
    cost = max(values.values()) - values[(min(first_wrong), max(first_wrong))]
    qtbot.waitUntil(lambda: "That line costs" in mode.page.feedback.text(), timeout=20000)
    assert mode.page.feedback.text().endswith(f"That line costs {cost}.")
    assert cost > 0
    assert (progress.solved, progress.missed, progress.streak) == (1, 1, 0)
    assert card_of(window, missed).due == DAY + dt.timedelta(days=1)
    rating_after_miss = progress.rating
    assert not mode.page.hint_star_shown

    def not_the_answer(a: int, b: int) -> bool:
        return mode.game.check(a, b) is None and not missed.is_solution((a, b))

    assert answer(qtbot, window, lambda: keyboard(qtbot, board, not_the_answer)) is Verdict.WRONG
    assert mode.page.hint_star_shown  # the second miss: the star to start from
    assert "ringed star" in mode.page.feedback.text()
    a, b = wrong_lines(window)[-1]
    assert answer(qtbot, window, lambda: mouse_drag(qtbot, board, a, b)) is Verdict.REVEALED
    best = min(missed.solutions)
    assert set(mode.page.board_view.shown_suggestion()) == set(best)  # dashed on the board
    assert not mode.page.board_view.is_input_enabled()
    # Only the first answer counts.
    assert (progress.solved, progress.missed, progress.rating) == (1, 1, rating_after_miss)

    # The next day both are due, the one seen first first; solved again, it is back in 3 days.
    clock.day = DAY + dt.timedelta(days=1)
    with qtbot.waitSignal(mode.puzzle_shown, timeout=10000):
        mode.page.next_button.click()
    assert mode.puzzle.id in {solved.id, missed.id}
    again = mode.puzzle
    i, j = min(again.solutions)
    assert answer(qtbot, window, lambda: mouse_drag(qtbot, board, i, j)) is Verdict.RIGHT
    expected = 3 if again.id == solved.id else 1
    assert card_of(window, again).due == clock.day + dt.timedelta(days=expected)

    # A change of language or theme meanwhile: the words follow, the board stays as it is.
    window.set_language("fi")
    qtbot.waitUntil(lambda: mode.page.next_button.text() == "&Seuraava tehtävä")
    assert mode.page.feedback.text().startswith("Oikein")
    assert "tehtävä" in mode.page.question.text()
    assert not mode.page.board_view.is_input_enabled()
    window.set_language("en")
    window.set_theme("daylight")
    qtbot.waitUntil(lambda: mode.page.board_view.theme.key == "daylight")  # (posted events)
    # A change of the game's session meanwhile (its `changed`) leaves the game's actions off.
    window.session.changed.emit()
    assert not window.menus.undo.isEnabled() and not window.menus.new_game.isEnabled()

    # Back to the game, as it was.
    mode.page.leave_button.click()
    qtbot.waitUntil(lambda: window.board_view.isVisible())
    assert window.game is game_before and window.game.moves == moves_before
    assert window.menus.new_game.isEnabled() and window.menus.undo.isEnabled()


def _solve_one(qtbot, window: MainWindow) -> None:
    board = open_puzzles(qtbot, window, FakeClock(DAY))
    i, j = min(window.puzzles.puzzle.solutions)
    assert answer(qtbot, window, lambda: mouse_drag(qtbot, board, i, j)) is Verdict.RIGHT


def test_the_progress_is_kept_over_a_restart(qtbot, open_window, _isolated_data_dir):
    first = open_window()
    _solve_one(qtbot, first)
    solved = first.puzzles.puzzle
    first.close()
    second = open_window()
    open_puzzles(qtbot, second, FakeClock(DAY))
    progress = second.puzzles.schedule.progress
    assert progress.solved == 1 and progress.streak == 1
    assert card_of(second, solved).due == DAY + dt.timedelta(days=1)
    assert second.puzzles.puzzle.id != solved.id  # not due yet: a new one comes
    assert second.files.messages == []


def test_a_damaged_progress_file_is_set_aside_and_told_once(qtbot, open_window, _isolated_data_dir):
    statistics = _isolated_data_dir / "statistics.json"
    statistics.write_text(
        json.dumps({"format": "triangles-statistics", "version": 2, "records": []}), "utf-8"
    )
    kept_statistics = statistics.read_bytes()
    progress_file = _isolated_data_dir / FILE_NAME
    progress_file.write_text('{"format": "triangles-puzzles", "version": 1, "solved": -4', "utf-8")
    window = open_window()
    _solve_one(qtbot, window)
    told = [m for m in window.files.messages if "puzzle progress" in m]
    assert len(told) == 1 and "could not be read" in told[0]
    [kept] = quarantined_files(progress_file)
    assert kept.read_text("utf-8").endswith('"solved": -4')
    # Practice started again, and its first answer is written in a sound file.
    written = json.loads(progress_file.read_text("utf-8"))
    assert written["solved"] == 1
    # Left and opened again: nothing more is told, and nothing else was touched.
    window.puzzles.leave()
    with qtbot.waitSignal(window.puzzles.puzzle_shown, timeout=10000):
        window.puzzles.action.trigger()
    assert len([m for m in window.files.messages if "puzzle progress" in m]) == 1
    assert statistics.read_bytes() == kept_statistics
