"""My mistakes through the whole window: an analysis fills my_mistakes.json with the people's exact
mistakes, every line of each position solved; Game > Puzzles offers them first and brings
them back on the schedule (a fake clock); a damaged file is set aside and told once, and
nothing else is lost."""

from __future__ import annotations

import datetime as dt
import json

from triangles_qt.engine import Game
from triangles_qt.persistence import quarantined_files
from triangles_qt.persistence.my_mistakes import FILE_NAME
from triangles_qt.persistence.puzzle_progress import FILE_NAME as PROGRESS_FILE
from triangles_qt.puzzles.attempt import Verdict
from triangles_qt.puzzles.lessons import position_before

from ..puzzles.helpers import exact_values, people_game
from .drawing import mouse_drag
from .puzzle_pages import DAY, FakeClock, answer, card_of, open_puzzles


def analyse_and_collect(qtbot, window, game: Game) -> int:
    """Analyse `game` in `window`; how many mistakes were added to My mistakes."""
    window.end_screen.enabled = False  # (its window-modal card would take the clicks)
    window.set_game(game)
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.puzzles.collector.collected, timeout=60000) as blocker:
        window.menus.analyse.trigger()
    return blocker.args[0]


def test_an_analysis_fills_my_mistakes_which_the_schedule_offers(qtbot, window, _isolated_data_dir):
    game = people_game()
    added = analyse_and_collect(qtbot, window, game)
    review = game.current_review
    marked = review.marked()
    assert all(review.moves[k].exact for k in marked)
    document = json.loads((_isolated_data_dir / FILE_NAME).read_text("utf-8"))
    records = document["puzzles"]
    assert added == len(records) == len(marked)
    # Each is the position before a marked line, its solutions every line keeping the best.
    for number, record in zip(marked, records, strict=True):
        position = position_before(game, number)
        values = exact_values(position)
        best = max(values.values())
        assert record["moves"] == [list(line) for line in position.moves]
        assert record["puzzle"]["best"] == best - position.lead(position.current_player)
        solutions = sorted(list(line) for line, value in values.items() if value == best)
        assert record["puzzle"]["solutions"] == solutions
    # Analysed again: nothing is added twice.
    with qtbot.waitSignal(window.puzzles.collector.collected, timeout=60000) as blocker:
        window.puzzles.collector.collect()
    assert blocker.args[0] == 0

    # Game > Puzzles gives them first; solved, one comes back the next day.
    clock = FakeClock(DAY)
    board = open_puzzles(qtbot, window, clock)
    mode = window.puzzles
    mine = mode.puzzle
    assert mine.source == "mine"
    assert "Ann" in mode.page.question.text() or "Ben" in mode.page.question.text()
    i, j = min(mine.solutions)
    assert answer(qtbot, window, lambda: mouse_drag(qtbot, board, i, j)) is Verdict.RIGHT
    assert card_of(window, mine).due == DAY + dt.timedelta(days=1)
    with qtbot.waitSignal(mode.puzzle_shown, timeout=10000):
        mode.page.next_button.click()
    assert mode.puzzle.source == "mine" and mode.puzzle.id != mine.id
    clock.day = DAY + dt.timedelta(days=1)
    with qtbot.waitSignal(mode.puzzle_shown, timeout=10000):
        mode.page.next_button.click()
    assert mode.puzzle.id == mine.id  # due: it comes back before anything new


def test_a_damaged_my_mistakes_file_is_set_aside_and_told_once(qtbot, window, _isolated_data_dir):
    statistics = _isolated_data_dir / "statistics.json"
    statistics.write_text(
        json.dumps({"format": "triangles-statistics", "version": 2, "records": []}), "utf-8"
    )
    progress = _isolated_data_dir / PROGRESS_FILE
    progress.write_text(
        json.dumps(
            {
                "format": "triangles-puzzles",
                "version": 1,
                "solved": 2,
                "missed": 0,
                "streak": 2,
                "best_streak": 2,
                "rating": 1030,
                "cards": {},
            }
        ),
        "utf-8",
    )
    kept_statistics, kept_progress = statistics.read_bytes(), progress.read_bytes()
    damaged = _isolated_data_dir / FILE_NAME
    damaged.write_text(
        '{"format": "triangles-my-mistakes", "version": 1, "puzzles": [{"x"', "utf-8"
    )
    added = analyse_and_collect(qtbot, window, people_game())
    told = [m for m in window.files.messages if "mistakes kept as puzzles" in m]
    assert len(told) == 1 and "could not be read" in told[0]
    [kept] = quarantined_files(damaged)
    assert kept.read_text("utf-8").endswith('[{"x"')
    written = json.loads(damaged.read_text("utf-8"))
    assert added > 0 and len(written["puzzles"]) == added
    # Game > Puzzles: the progress as it was, the new mistakes offered, nothing told again.
    open_puzzles(qtbot, window, FakeClock(DAY))
    assert window.puzzles.schedule.progress.solved == 2
    assert window.puzzles.puzzle.source == "mine"
    assert len([m for m in window.files.messages if "mistakes kept as puzzles" in m]) == 1
    assert statistics.read_bytes() == kept_statistics and progress.read_bytes() == kept_progress
