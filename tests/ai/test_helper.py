"""Hard's second core: the helper process that grows a second middle-game tree (helper.py)."""

from __future__ import annotations

import logging
import random
import time

import pytest

from triangles_qt.ai import choose_move
from triangles_qt.ai.budget import Budget
from triangles_qt.ai.helper import ANSWER_WAIT, SearchHelper
from triangles_qt.ai.midgame import LARGE_BOARDS, merge_counts
from triangles_qt.ai.subgame import Subgame
from triangles_qt.ai.worker import PositionDecoder, answer
from triangles_qt.engine import Board, Game, Rules

from .fake_searches import crashing_helper, deaf_helper

READY_TIMEOUT = 30.0  # a spawned Python importing numpy, on a slow machine


def open_position(stars: int = 24, seed: int = 5) -> Game:
    """A game without play-again whose lines are many: Hard plays its middle-game tree."""
    return Game(Board.generate(stars, seed=seed), Rules(play_again=False))


@pytest.fixture
def helper():
    helper = SearchHelper()
    yield helper
    helper.close()


def test_counts_of_two_trees_add_up_line_by_line():
    mine = {1: (10, 6.0), 2: (3, 1.0)}
    theirs = {2: (9, 5.0), 7: (1, 0.5)}
    assert merge_counts(mine, theirs) == {1: (10, 6.0), 2: (12, 6.0), 7: (1, 0.5)}
    assert mine == {1: (10, 6.0), 2: (3, 1.0)}  # unchanged


def test_the_helper_adds_its_sampled_games_to_the_main_search(helper):
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
        reply = answer(
            ("search", 1, record, "hard", 4, 0.3, None), PositionDecoder(), lambda _: False, helper
        )
        assert reply[:2] == ("line", 1)
        assert helper.pid is not None  # started at the first search
    finally:
        helper.close()


def test_a_cancelled_move_does_not_wait_for_the_helper(helper):
    assert helper.wait_until_ready(READY_TIMEOUT)
    sub = Subgame.of(open_position(60))
    budget = Budget(30.0, lambda: True)  # cancelled: one sampled game, then the answer
    started = time.monotonic()
    result = helper.midgame_move(sub, random.Random(1), budget, LARGE_BOARDS)
    assert time.monotonic() - started < 0.1
    assert result.helper_iterations == 0 and result.line in sub.lines
    # The helper's late answer to the cancelled request is skipped: the next move gets its own.
    result = helper.midgame_move(sub, random.Random(2), Budget(0.3, None), LARGE_BOARDS)
    assert result.helper_iterations > 0


@pytest.mark.parametrize("main", [deaf_helper, crashing_helper])
def test_a_helper_that_fails_is_left_out_and_started_afresh(main, caplog):
    helper = SearchHelper(main)
    try:
        assert helper.wait_until_ready(READY_TIMEOUT)
        first_pid = helper.pid
        sub = Subgame.of(open_position())
        started = time.monotonic()
        with caplog.at_level(logging.WARNING, logger="triangles_qt.ai.helper"):
            result = helper.midgame_move(sub, random.Random(1), Budget(0.2, None), LARGE_BOARDS)
        assert time.monotonic() - started < 0.2 + ANSWER_WAIT + 0.2
        assert result.line in sub.lines and result.helper_iterations == 0  # the main's own answer
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
