"""Hard's second core: the helper process that grows a second middle-game tree (helper.py)."""

from __future__ import annotations

import logging
import random
import time
from multiprocessing.connection import Connection

import pytest

from triangles_qt.ai import choose_move
from triangles_qt.ai import helper as helper_module
from triangles_qt.ai.budget import Budget
from triangles_qt.ai.helper import ANSWER_WAIT, SearchHelper
from triangles_qt.ai.midgame import LARGE_BOARDS, merge_counts
from triangles_qt.ai.protocol import Line, SearchRequest
from triangles_qt.ai.subgame import Subgame
from triangles_qt.ai.worker import PositionDecoder, answer
from triangles_qt.engine import Board, Game, Rules

from .fake_searches import crashing_helper, deaf_helper, slow_helper

READY_TIMEOUT = 30.0  # a spawned Python importing numpy, on a slow machine


def open_position(stars: int = 24, seed: int = 5) -> Game:
    """A game without play-again whose lines are many: Hard plays its middle-game tree."""
    return Game(Board.generate(stars, seed=seed), Rules(play_again=False))


@pytest.fixture
def helper():
    helper = SearchHelper()
    yield helper
    helper.close()


@pytest.fixture
def patient(monkeypatch) -> None:
    """The main search waits for its helper's answer however long it takes: on a busy machine
    the helper, last in line for the processor, may answer after the usual ANSWER_WAIT, and
    what these tests count must not depend on the machine's load."""
    monkeypatch.setattr(helper_module, "ANSWER_WAIT", READY_TIMEOUT)


@pytest.fixture
def waits(monkeypatch) -> list[float]:
    """Every time anything in this process waited on a pipe for a message, the longest it was
    prepared to wait (seconds): what a move spent waiting for its helper, counted instead of
    timed."""
    waited: list[float] = []
    poll = Connection.poll

    def counted_poll(connection: Connection, timeout: float | None = 0.0) -> bool:
        if timeout:
            waited.append(timeout)
        return poll(connection, timeout)

    monkeypatch.setattr(Connection, "poll", counted_poll)
    return waited


def wait_until_on_time(helper: SearchHelper) -> None:
    """Until the helper has answered what it was told to stop (at once, unless it is stuck)."""
    deadline = time.monotonic() + READY_TIMEOUT
    while helper.late and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not helper.late


def test_counts_of_two_trees_add_up_line_by_line():
    mine = {1: (10, 6.0), 2: (3, 1.0)}
    theirs = {2: (9, 5.0), 7: (1, 0.5)}
    assert merge_counts(mine, theirs) == {1: (10, 6.0), 2: (12, 6.0), 7: (1, 0.5)}
    assert mine == {1: (10, 6.0), 2: (3, 1.0)}  # unchanged


def test_the_helper_adds_its_sampled_games_to_the_main_search(helper, patient):
    assert helper.wait_until_ready(READY_TIMEOUT)
    game = open_position()
    sub = Subgame.of(game)
    result = helper.midgame_move(sub, random.Random(1), Budget(0.3, None), LARGE_BOARDS)
    assert result.helper_iterations > 0
    assert result.line in sub.lines
    # The same process serves the next move.
    pid = helper.pid
    again = helper.midgame_move(sub, random.Random(2), Budget(0.3, None), LARGE_BOARDS)
    assert again.helper_iterations > 0 and helper.pid == pid


def test_hard_uses_the_helper_it_is_given_and_plays_a_legal_line(helper):
    assert helper.wait_until_ready(READY_TIMEOUT)
    game = open_position()
    line = choose_move(game, "hard", seed=3, time_limit=0.3, helper=helper)
    assert line in {tuple(int(v) for v in pair) for pair in game.legal_moves()}
    assert helper.pid is not None


def test_the_workers_search_hands_its_helper_to_hard():
    helper = SearchHelper()
    try:
        record = open_position().to_record()
        request = SearchRequest(1, record, "hard", 4, 0.3)
        reply = answer(request, PositionDecoder(), lambda _: False, helper)
        assert isinstance(reply, Line) and reply.request_id == 1
        assert helper.pid is not None  # started at the first search
    finally:
        helper.close()


def test_a_cancelled_move_does_not_wait_for_the_helper(helper, waits, monkeypatch):
    assert helper.wait_until_ready(READY_TIMEOUT)
    sub = Subgame.of(open_position(60))
    budget = Budget(30.0, lambda: True)  # cancelled: one sampled game, then the answer
    waits.clear()
    result = helper.midgame_move(sub, random.Random(1), budget, LARGE_BOARDS)
    assert waits == []  # it never waited for the helper
    assert result.iterations == 1 and result.helper_iterations == 0 and result.line in sub.lines
    # The helper's answer to the cancelled request is skipped: the next move gets its own.
    wait_until_on_time(helper)
    monkeypatch.setattr(helper_module, "ANSWER_WAIT", READY_TIMEOUT)
    result = helper.midgame_move(sub, random.Random(2), Budget(0.3, None), LARGE_BOARDS)
    assert result.helper_iterations > 0


def test_a_late_helper_sits_moves_out_and_is_not_replaced(monkeypatch, caplog):
    helper = SearchHelper(slow_helper)
    try:
        assert helper.wait_until_ready(READY_TIMEOUT)
        pid = helper.pid
        sub = Subgame.of(open_position())
        with caplog.at_level(logging.WARNING, logger="triangles_qt.ai.helper"):
            first = helper.midgame_move(sub, random.Random(1), Budget(0.1, None), LARGE_BOARDS)
            assert first.helper_iterations == 0 and helper.late  # the move did not wait for it
            sat_out = helper.midgame_move(sub, random.Random(2), Budget(0.1, None), LARGE_BOARDS)
            assert sat_out.helper_iterations == 0
            wait_until_on_time(helper)
            monkeypatch.setattr(helper_module, "ANSWER_WAIT", READY_TIMEOUT)
            again = helper.midgame_move(sub, random.Random(3), Budget(0.1, None), LARGE_BOARDS)
        assert again.helper_iterations == 1  # its answer counts again
        assert helper.pid == pid and "helper process" not in caplog.text  # slow, not lost
    finally:
        helper.close()


@pytest.mark.parametrize("main", [deaf_helper, crashing_helper])
def test_a_helper_that_fails_is_left_out_and_started_afresh(main, caplog, monkeypatch, waits):
    monkeypatch.setattr(helper_module, "LATE_LIMIT", 0.0)  # the deaf one is lost at once
    helper = SearchHelper(main)
    try:
        assert helper.wait_until_ready(READY_TIMEOUT)
        first_pid = helper.pid
        sub = Subgame.of(open_position())
        waits.clear()
        with caplog.at_level(logging.WARNING, logger="triangles_qt.ai.helper"):
            result = helper.midgame_move(sub, random.Random(1), Budget(0.2, None), LARGE_BOARDS)
            assert waits == [ANSWER_WAIT]  # it waited for the helper once, no longer
            assert result.line in sub.lines and result.helper_iterations == 0  # its own answer
            # The next move finds the deaf helper still silent, and leaves it for a new one.
            helper.midgame_move(sub, random.Random(2), Budget(0.1, None), LARGE_BOARDS)
        assert "helper process" in caplog.text
        assert helper.wait_until_ready(READY_TIMEOUT)  # a new one
        assert helper.pid != first_pid
    finally:
        helper.close()


def test_closing_the_helper_ends_its_process(helper):
    assert helper.wait_until_ready(READY_TIMEOUT)
    process = helper._process
    helper.close()
    assert process is not None and not process.is_alive()
