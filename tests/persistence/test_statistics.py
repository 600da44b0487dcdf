"""statistics.py: counting per outcome, streaks, validation, and saving safely."""

from __future__ import annotations

import json
import os

import pytest

from triangles_qt.persistence import ProblemKind
from triangles_qt.persistence.statistics import (
    DRAWN,
    LOST,
    WON,
    Record,
    Statistics,
    StatisticsStore,
    game_result,
)

from .games import TWO_PEOPLE, damaged_statistics_files, one_line_from_the_end


def test_each_outcome_is_counted_and_a_draw_is_neither_win_nor_loss():
    record = Record()
    record.add(WON)
    assert (record.played, record.won, record.lost, record.drawn) == (1, 1, 0, 0)
    record.add(LOST)
    assert (record.played, record.won, record.lost, record.drawn) == (2, 1, 1, 0)
    record.add(DRAWN)
    assert (record.played, record.won, record.lost, record.drawn) == (3, 1, 1, 1)


def test_streaks_grow_with_wins_end_with_a_loss_and_live_through_a_draw():
    record = Record()
    for outcome, streak, best in [
        (WON, 1, 1),
        (WON, 2, 2),
        (DRAWN, 2, 2),  # a draw is not a loss: the streak goes on
        (WON, 3, 3),
        (DRAWN, 3, 3),
        (WON, 4, 4),
        (LOST, 0, 4),
        (WON, 1, 4),
        (WON, 2, 4),
        (WON, 3, 4),
    ]:
        record.add(outcome)
        assert (record.streak, record.best_streak) == (streak, best)
    assert record.is_consistent()


def test_records_are_kept_per_level_and_board_size():
    statistics = Statistics()
    statistics.add("hard", 60, WON)
    statistics.add("hard", 120, LOST)
    statistics.add("easy", 60, DRAWN)
    assert statistics.record("hard", 60).won == 1
    assert statistics.record("hard", 120).lost == 1
    assert statistics.record("easy", 60).drawn == 1
    assert statistics.record("medium", 60).played == 0
    assert [(level, size) for level, size, _ in statistics.rows()] == [
        ("easy", 60),
        ("hard", 60),
        ("hard", 120),
    ]


@pytest.mark.parametrize("outcome", [WON, LOST, DRAWN])
def test_game_result_from_the_person_s_side(outcome):
    game, move = one_line_from_the_end(outcome)
    assert game_result(game) is None  # not over yet
    game.play(*move)
    assert game_result(game) == ("easy", 12, outcome)


def test_two_player_games_are_not_counted(tmp_path):
    game, move = one_line_from_the_end(WON, players=TWO_PEOPLE)
    game.play(*move)
    assert game_result(game) is None
    store = StatisticsStore(tmp_path / "statistics.json")
    assert store.add_game(game) is None
    assert store.statistics.is_empty
    assert not store.path.exists()


def test_statistics_survive_a_restart(tmp_path):
    store = StatisticsStore(tmp_path / "statistics.json")
    for outcome in (WON, LOST, DRAWN):
        game, move = one_line_from_the_end(outcome)
        game.play(*move)
        assert store.add_game(game) is None
    again = StatisticsStore(store.path)
    assert again.load() is None
    record = again.statistics.record("easy", 12)
    assert (record.played, record.won, record.lost, record.drawn) == (3, 1, 1, 1)
    assert json.loads(store.path.read_text())["version"] == 3


EXPECTED = {
    "empty": ProblemKind.EMPTY,
    "truncated": ProblemKind.NOT_VALID,
    "wrong_types": ProblemKind.WRONG_DATA,
    "inconsistent_counts": ProblemKind.WRONG_DATA,
    "garbage": ProblemKind.NOT_TEXT,
    "huge": ProblemKind.TOO_LARGE,
    "unknown_version": ProblemKind.UNKNOWN_VERSION,
}


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_a_damaged_file_is_kept_aside_and_counting_starts_again(tmp_path, case):
    original = damaged_statistics_files()[case]
    path = tmp_path / "statistics.json"
    path.write_bytes(original)
    store = StatisticsStore(path)
    problem = store.load()
    assert problem is not None and problem.kind is EXPECTED[case]
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == original
    assert store.statistics.is_empty
    game, move = one_line_from_the_end(WON)
    game.play(*move)
    assert store.add_game(game) is None
    assert problem.kept_as.read_bytes() == original  # never overwritten
    assert StatisticsStore(path).load() is None


def test_a_failed_write_keeps_the_previous_file(tmp_path, monkeypatch):
    store = StatisticsStore(tmp_path / "statistics.json")
    game, move = one_line_from_the_end(WON)
    game.play(*move)
    assert store.add_game(game) is None
    before = store.path.read_bytes()

    def full_disk(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    problem = store.add_game(game)
    assert problem is not None and problem.kind is ProblemKind.WRITE_FAILED
    assert store.path.read_bytes() == before
    assert store.reset() is not None
    assert store.statistics.record("easy", 12).won == 2  # a failed reset forgets nothing
    assert store.path.read_bytes() == before


def test_a_damaged_file_that_cannot_be_moved_is_never_written_over(tmp_path, monkeypatch):
    path = tmp_path / "statistics.json"
    path.write_bytes(b"{broken")
    monkeypatch.setattr("triangles_qt.persistence.store.quarantine", lambda path: None)
    store = StatisticsStore(path)
    assert store.load().kept_as is None
    game, move = one_line_from_the_end(WON)
    game.play(*move)
    assert store.add_game(game).kind is ProblemKind.WRITE_FAILED
    assert path.read_bytes() == b"{broken"


# -- The person's accuracy in analysed games against the computer --------------------------------


def analysed_lost_game():
    """A finished 24-star game, analysed, lost by the person at the keyboard to Hard."""
    from pathlib import Path

    from triangles_qt.engine import Game

    records = Path(__file__).resolve().parents[1] / "engine" / "records"
    record = json.loads((records / "analysed_alternate.triangles").read_text(encoding="utf-8"))
    game = Game.from_record(record)
    loser = 0 if game.lead(0) < 0 else 1
    players: list[dict] = [{"name": "Computer", "computer": "hard"}] * 2
    players[loser] = {"name": "You"}
    return Game.from_record(record | {"players": players}), loser


def test_the_accuracy_of_an_analysed_game_is_kept_once_and_goes_round_the_file(
    _isolated_data_dir,
):
    game, person = analysed_lost_game()
    store = StatisticsStore()
    assert store.load() is None
    assert store.add_accuracy(game) is None
    [entry] = store.statistics.accuracies
    assert entry.level == "hard" and entry.size == (game.board.n or len(game.board.points))
    assert entry.accuracy == round(game.current_review.accuracy(person), 1)
    # Analysed again (or opened again): still one entry.
    assert store.add_accuracy(game.copy()) is None
    assert len(store.statistics.accuracies) == 1
    written = json.loads((_isolated_data_dir / "statistics.json").read_text())
    assert written["version"] == 3 and written["accuracies"][0]["game"] == entry.game
    again = StatisticsStore()
    assert again.load() is None and again.statistics.accuracies == [entry]


def test_only_counted_games_analysed_in_full_give_an_accuracy(_isolated_data_dir):
    game, _ = analysed_lost_game()
    store = StatisticsStore()
    store.load()
    part = game.copy()
    part.review = game.review.for_moves(game.moves[:10])
    assert store.add_accuracy(part) is None and not store.statistics.accuracies
    two_people = with_players(game, TWO_PEOPLE)
    assert store.add_accuracy(two_people) is None and not store.statistics.accuracies


def with_players(game, players):
    """`game` (and its analysis) between other players."""
    from triangles_qt.engine import Game

    record = game.to_record() | {"players": [{"name": p.name} for p in players]}
    return Game.from_record(record)


@pytest.mark.parametrize(
    ("accuracies", "message"),
    [
        ("many", "'accuracies' must be a list"),
        ([{"level": "hard", "size": 24, "accuracy": 101, "game": "a"}], "from 0 to 100"),
        ([{"level": "hard", "size": 24, "accuracy": True, "game": "a"}], "from 0 to 100"),
        ([{"level": "wizard", "size": 24, "accuracy": 50, "game": "a"}], "bad level"),
        ([{"level": "hard", "size": 24, "accuracy": 50, "game": ""}], "bad game"),
        ([{"level": "hard", "size": 24, "accuracy": 50, "game": "a"}] * 2, "is a duplicate"),
    ],
)
def test_damaged_accuracies_are_refused(accuracies, message):
    from triangles_qt.persistence.problems import DamagedFile

    document = {"format": "triangles-statistics", "version": 3, "records": []}
    document["accuracies"] = accuracies
    with pytest.raises(DamagedFile, match=message):
        Statistics.from_json_bytes(json.dumps(document).encode())
