"""Learn from your mistakes through the whole window: opened from the analysis panel (two players:
one chosen) and from the end screen (against the computer: the person's lines); a right answer,
wrong ones with what they cost, the hint, the best line revealed, and leaving halfway, back to
the game as it was. Answers are drawn with the mouse, a finger and the keyboard as in a game;
what they are worth is checked against every line's exact value (ai/exact_lines.py)."""

from __future__ import annotations

from functools import partial
from types import SimpleNamespace

from PySide6.QtCore import Qt

from triangles_qt.engine import Game
from triangles_qt.puzzles.attempt import Verdict
from triangles_qt.puzzles.lessons import normalized
from triangles_qt.ui.marks import signed
from triangles_qt.ui.mistakes_mode import MistakesMode

from ..ai.helpers import finished_small_game
from ..puzzles.helpers import exact_values, people_game
from ..windows import analyse
from .drawing import keyboard, mouse_drag, tap


def answer(qtbot, mode: MistakesMode, draw) -> Verdict:
    with qtbot.waitSignal(mode.answered, timeout=20000) as blocker:
        draw()
    return blocker.args[0]


def choose(menu, words: str) -> None:
    [action] = [action for action in menu.actions() if action.text() == words]
    action.trigger()


def test_a_lesson_right_wrong_hint_reveal_and_left_halfway(qtbot, window):
    game = people_game()
    window.end_screen.enabled = False  # (its window-modal card would take the clicks)
    window.set_game(game)
    analyse(window, qtbot)
    review = game.current_review
    moves_before = list(game.moves)
    panel = window.move_list.analysis
    assert panel.learn_button.isVisible()
    words = [action.text() for action in panel.learn_button.menu().actions()]
    assert words == [
        "Ann: Worst first",
        "Ann: In the order played",
        "Ben: Worst first",
        "Ben: In the order played",
    ]
    mode = window.mistakes
    with qtbot.waitSignal(mode.line_shown, timeout=10000):
        choose(panel.learn_button.menu(), "Ben: Worst first")
    page = mode.page
    assert page.isVisible() and not window.board_view.isVisible()
    assert not window.menus.new_game.isEnabled() and not window.menus.undo.isEnabled()
    lines = review.biggest(1, len(review.marked(1)))
    assert mode.lines == lines and len(lines) >= 3
    board = SimpleNamespace(board_view=page.board_view)

    # The first: the position before it, its question, the progress; a right line with the mouse.
    number = lines[0]
    assert mode.game.moves == game.moves[:number]
    assert page.question.text() == f"Line {number + 1}. Find a better line for Ben."
    assert page.counts.text() == f"1 of {len(lines)}"
    values = exact_values(mode.game)
    best = max(values.values())
    i, j = review.moves[number].best_line
    assert answer(qtbot, mode, lambda: mouse_drag(qtbot, board, i, j)) is Verdict.RIGHT
    assert page.feedback.text() == f"Right! That line keeps a final margin of {signed(best)}."
    assert not page.board_view.is_input_enabled()
    assert mode.game.moves[-1] == (i, j) or mode.game.moves[-1] == (j, i)

    # The second: the line drawn in the game again (with a finger), then a wrong line that
    # needs a search (with the keyboard): the hint; then the line drawn again: the reveal.
    with qtbot.waitSignal(mode.line_shown, timeout=10000):
        page.next_button.click()
    number = lines[1]
    entry = review.moves[number]
    position = list(mode.game.moves)
    assert page.counts.text() == f"2 of {len(lines)}"
    values = exact_values(mode.game)
    best = max(values.values())
    drawn = normalized(game.moves[number])
    verdict = answer(
        qtbot, mode, lambda: (tap(board, drawn[0]), qtbot.wait(120), tap(board, drawn[1]))
    )
    assert verdict is Verdict.WRONG
    assert mode.game.moves == position  # taken back for another try
    cost = best - values[drawn]
    assert page.feedback.text() == (
        f"Not this one: final margin {signed(values[drawn])}, {cost} less than the best line. "
        "Try again."
    )
    assert not page.hint_star_shown

    def searched_and_wrong(a: int, b: int) -> bool:
        line = normalized((a, b))
        return (
            mode.game.check(a, b) is None
            and line not in (drawn, normalized(entry.best_line))
            and values[line] <= best - 2
        )

    verdict = answer(qtbot, mode, lambda: keyboard(qtbot, board, searched_and_wrong))
    assert verdict is Verdict.WRONG
    assert mode.judgement.value == values[normalized(mode.answered_line)]
    assert page.hint_star_shown  # the star a best line starts from
    assert "ringed star" in page.feedback.text()
    assert answer(qtbot, mode, lambda: mouse_drag(qtbot, board, *drawn)) is Verdict.REVEALED
    assert set(page.board_view.shown_suggestion()) == set(entry.best_line)
    assert not page.board_view.is_input_enabled()
    assert page.feedback.text().startswith("Not this one either")
    assert page.feedback.text().endswith(
        f"keeps a final margin of {signed(entry.best)}; the game's line left "
        f"{signed(entry.actual)}."
    )

    # The third shows; left halfway, the game is back as it was.
    with qtbot.waitSignal(mode.line_shown, timeout=10000):
        page.next_button.click()
    assert page.counts.text() == f"3 of {len(lines)}"
    page.leave_button.click()
    qtbot.waitUntil(lambda: window.board_view.isVisible())
    assert window.game is game and window.game.moves == moves_before
    assert window.move_list.isVisible() and window.menus.new_game.isEnabled()
    assert game.current_review is review


def test_from_the_end_screen_against_the_computer_the_persons_lines_to_the_last(qtbot, window):
    record = finished_small_game(0, False).to_record()
    players = [{"name": "You"}, {"name": "Computer", "computer": "medium"}]
    game = Game.from_record(record | {"players": players})
    window.analysis.seconds = 2.0
    window.set_game(game)  # over: the end screen opens
    qtbot.waitUntil(lambda: window.end_screen.dialog is not None)
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        qtbot.mouseClick(window.end_screen.dialog.analyse_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_screen.dialog is not None, timeout=10000)
    dialog = window.end_screen.dialog
    assert dialog.learn_button.isVisibleTo(dialog)
    menu = dialog.learn_button.menu()
    assert [action.text() for action in menu.actions()] == ["Worst first", "In the order played"]
    mode = window.mistakes
    with qtbot.waitSignal(mode.line_shown, timeout=10000):
        choose(menu, "In the order played")
    review = game.current_review
    assert mode.lines == review.marked(0)
    assert mode.page.question.text().endswith("Find a better line for You.")
    # Each line right at once, with another line than the analysis's best, so a search judges
    # it: the last one says so.
    board = SimpleNamespace(board_view=mode.page.board_view)
    for _ in mode.lines:
        values = exact_values(mode.game)
        best = max(values.values())
        others = [
            line
            for line, value in values.items()
            if value == best and line != normalized(mode.entry.best_line)
        ]
        assert others
        verdict = answer(qtbot, mode, partial(mouse_drag, qtbot, board, *others[0]))
        assert verdict is Verdict.RIGHT and mode.judgement.value == best
        with qtbot.waitSignal(mode.line_shown, timeout=10000):
            mode.page.next_button.click()
    count = len(mode.lines)
    assert mode.page.question.text() == (
        f"That was the last one: {count} of {count} found at the first try."
    )
    assert not mode.page.next_button.isEnabled()
    mode.page.leave_button.click()
    qtbot.waitUntil(lambda: window.board_view.isVisible())
    assert window.game is game
