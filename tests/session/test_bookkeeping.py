"""The autosave and the statistics of a session's games, kept by the `Bookkeeper` with no widget
at all: what is written after a change, what is counted (once), what a given-up game costs."""

from __future__ import annotations

import pytest

from tests.fakes import FakeComputer
from tests.persistence.games import (
    TWO_PEOPLE,
    YOU_VS_COMPUTER,
    damaged_statistics_files,
    game_in_progress,
    one_line_from_the_end,
)
from triangles_qt.bookkeeping import Bookkeeper
from triangles_qt.engine import Board, Game
from triangles_qt.persistence import AutosaveStore, StatisticsStore
from triangles_qt.persistence.messages import STATISTICS_FILE
from triangles_qt.session import GameSession
from triangles_qt.settings import Settings


@pytest.fixture
def session(qtbot):
    session = GameSession(FakeComputer())  # no worker process: the computer never answers
    yield session
    session.shutdown(5000)


@pytest.fixture
def keeper_of(session):
    """Makes the session's bookkeeper; its last autosave is on disk before the test ends."""
    made: list[Bookkeeper] = []

    def make() -> Bookkeeper:
        made.append(Bookkeeper(session, Settings(), parent=session))
        return made[-1]

    yield make
    for keeper in made:
        assert keeper.autosave_writer.flush(10)


def easy_record(keeper: Bookkeeper, size: int) -> tuple[int, int, int]:
    record = keeper.statistics.statistics.record("easy", size)
    return record.played, record.won, record.lost


def test_after_each_line_the_game_is_autosaved(qtbot, session, keeper_of):
    game = game_in_progress(players=TWO_PEOPLE)
    session.set_game(game)
    keeper = keeper_of()
    assert keeper.autosave_writer.flush(10)
    assert not AutosaveStore().path.exists()  # merely watching a game writes nothing
    i, j = (int(v) for v in game.legal_moves()[0])
    session.request_line(i, j)
    assert keeper.autosave_writer.flush(10)
    saved, problem = AutosaveStore().load()
    assert problem is None and saved is not None and saved.moves == game.moves


def test_a_finished_game_against_the_computer_is_counted_once(qtbot, session, keeper_of):
    game, last = one_line_from_the_end("lost")
    session.set_game(game)
    keeper = keeper_of()
    told: list[int] = []
    keeper.statistics_changed.connect(lambda: told.append(1))
    session.request_line(*last)
    assert game.is_over and easy_record(keeper, 12) == (1, 0, 1) and told == [1]
    session.undo()  # taken back and played again: still the one game
    session.request_line(*last)
    assert game.is_over and easy_record(keeper, 12) == (1, 0, 1)
    assert StatisticsStore().load() is None  # (the file holds what memory holds)


def test_a_game_given_up_against_the_computer_counts_as_a_loss(qtbot, session, keeper_of):
    played = game_in_progress(players=YOU_VS_COMPUTER)
    session.set_game(played)
    keeper = keeper_of()
    session.set_game(Game(Board.generate(24, seed=8), players=YOU_VS_COMPUTER))
    assert easy_record(keeper, 24) == (1, 0, 1)
    # Given up before the person drew a line, or between two people: nothing to count.
    session.set_game(game_in_progress(players=TWO_PEOPLE))
    assert easy_record(keeper, 24) == (1, 0, 1)


def test_a_game_that_arrives_finished_is_not_counted(qtbot, session, keeper_of):
    game, last = one_line_from_the_end("won")
    game.play(*last)
    keeper = keeper_of()
    session.set_game(game)  # an opened file of a finished game: not played here
    assert game.is_over and easy_record(keeper, 12) == (0, 0, 0)


def test_nothing_is_written_or_counted_for_a_picture(qtbot, session, keeper_of):
    session.set_game(game_in_progress(players=YOU_VS_COMPUTER))
    keeper = keeper_of()
    keeper.writes_enabled = False
    session.set_game(Game(Board.generate(24, seed=8), players=YOU_VS_COMPUTER))
    assert keeper.autosave_writer.flush(10)
    assert easy_record(keeper, 24) == (0, 0, 0) and not AutosaveStore().path.exists()


def test_a_damaged_statistics_file_is_told_as_a_problem(qtbot, session, keeper_of):
    StatisticsStore().path.write_bytes(damaged_statistics_files()["truncated"])
    keeper = keeper_of()
    problems: list[tuple[str, object]] = []
    keeper.problem.connect(lambda what, problem: problems.append((what, problem)))
    keeper.load_statistics()
    assert [what for what, _ in problems] == [STATISTICS_FILE]
    assert problems[0][1].kept_as is not None  # set aside, not overwritten
