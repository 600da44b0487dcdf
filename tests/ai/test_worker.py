"""The worker process's side: decoding positions, answering requests, the process itself."""

from __future__ import annotations

import os
import random

import pytest

from triangles_qt.ai.levels import prepare_for_hard
from triangles_qt.ai.protocol import (
    Alive,
    Cancelled,
    CancelRequest,
    Failed,
    Line,
    PrepareRequest,
    Ready,
    Reply,
    SearchRequest,
    Started,
    Undecodable,
)
from triangles_qt.ai.search import search_line_limit
from triangles_qt.ai.subgame import Subgame
from triangles_qt.ai.worker import Heartbeat, PositionDecoder, UndecodablePosition, answer, prepare
from triangles_qt.computer.worker_process import WorkerProcess
from triangles_qt.engine import Board, Game, Player, Rules

from .helpers import play_randomly


def game_after(moves: int, seed: int = 3, play_again: bool = False) -> Game:
    game = Game(Board.generate(24, seed=seed), Rules(play_again=play_again))
    play_randomly(game, random.Random(seed), moves)
    return game


def same_position(a: Game, b: Game) -> bool:
    return a.moves == b.moves and a.scores == b.scores and a.current_player == b.current_player


def test_decoding_follows_a_game_forwards_backwards_and_onto_another_board():
    decoder = PositionDecoder()
    game = game_after(10)
    assert same_position(decoder.decode(game.to_record()), game)
    for _ in range(3):  # the game goes on: only the new moves are played
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))
    assert same_position(decoder.decode(game.to_record()), game)
    for _ in range(5):  # undo
        game.undo()
    assert same_position(decoder.decode(game.to_record()), game)
    other = game_after(4, seed=9, play_again=True)
    decoded = decoder.decode(other.to_record())
    assert same_position(decoded, other) and decoded.rules.play_again


def test_the_decoded_game_is_the_workers_own_copy():
    decoder = PositionDecoder()
    game = game_after(6)
    first = decoder.decode(game.to_record())
    first.play(*(int(v) for v in first.legal_moves()[0]))  # a search may play on it
    assert same_position(decoder.decode(game.to_record()), game)


@pytest.mark.parametrize(
    "damage",
    [
        lambda r: r.update(moves=[[0, 0]]),  # a star joined to itself
        lambda r: r.update(moves=[[0, 999]]),  # a star that is not on the board
        lambda r: r.update(moves="0-1"),
        lambda r: r.update(board={"stars": "many"}),
        lambda r: r.update(version=99),
        lambda r: r.clear(),
    ],
)
def test_a_damaged_position_is_undecodable_with_a_reason(damage):
    decoder = PositionDecoder()
    record = game_after(4).to_record()
    decoder.decode(dict(record))  # (a cached game must not hide the damage)
    damage(record)
    with pytest.raises(UndecodablePosition) as error:
        decoder.decode(record)
    assert str(error.value)


def test_a_crossing_move_after_a_cached_game_is_undecodable():
    decoder = PositionDecoder()
    game = game_after(0)
    decoder.decode(game.to_record())
    i, j = (int(v) for v in game.legal_moves()[0])
    game.play(i, j)
    record = game.to_record()
    record["moves"].append([i, j])  # the same line twice
    with pytest.raises(UndecodablePosition, match="not legal"):
        decoder.decode(record)


def test_answer_gives_a_legal_line_or_says_why_not():
    game = game_after(8)
    request = SearchRequest(7, game.to_record(), "hard", 1, 0.2)
    match answer(request, PositionDecoder(), lambda _id: False):
        case Line(7, i, j):
            assert game.check(i, j) is None
        case other:
            pytest.fail(f"not a line: {other}")
    not_a_record = SearchRequest(8, {"moves": "none"}, "hard", 1, 0.2)
    assert isinstance(answer(not_a_record, PositionDecoder(), lambda _id: False), Undecodable)
    broken = SearchRequest(9, game.to_record(), "hard", 1, 0.2, "tests.ai.fake_searches:explode")
    failed = answer(broken, PositionDecoder(), lambda _id: False)
    assert isinstance(failed, Failed) and failed.request_id == 9
    assert "search exploded" in failed.details


def reply(worker: WorkerProcess) -> Reply:
    """The worker's next reply to a request, past what it says of how the request gets on."""
    while True:
        message = worker.connection.recv()
        if not isinstance(message, (Started, Alive)):
            return message


def test_the_worker_process_answers_and_stops_when_asked():
    worker = WorkerProcess()
    try:
        assert isinstance(worker.connection.recv(), Ready)
        game = game_after(5)
        assert worker.send(SearchRequest(1, game.to_record(), "medium", 1, 0.1))
        line = reply(worker)
        assert isinstance(line, Line) and line.request_id == 1
        assert game.check(line.i, line.j) is None
        assert worker.send(SearchRequest(2, {"moves": []}, "medium", 1, 0.1))
        undecodable = reply(worker)
        assert isinstance(undecodable, Undecodable) and undecodable.request_id == 2
    finally:
        assert worker.stop(10)
    assert worker.exitcode == 0
    assert not worker.send(SearchRequest(3, {}, "easy", 1, 0.1))  # gone: no exception


def test_the_worker_process_drops_what_is_not_a_request_and_answers_the_next():
    worker = WorkerProcess()
    try:
        assert isinstance(worker.connection.recv(), Ready)
        game = game_after(5)
        foreign = [
            ("search", 8, game.to_record(), "medium", 1, 0.1, None),  # the old tuples
            ("stop",),
            "stop",
            Line(8, 0, 1),  # a reply, sent the wrong way
            CancelRequest("every request"),
        ]
        for value in foreign:
            worker.connection.send(value)
        assert worker.send(SearchRequest(9, game.to_record(), "medium", 1, 0.1))
        line = reply(worker)  # the first answer is the request's: the others had none
        assert isinstance(line, Line) and line.request_id == 9
        assert game.check(line.i, line.j) is None
    finally:
        assert worker.stop(10)
    assert worker.exitcode == 0


def position_where_hard_searches(stars: int = 60, seed: int = 4) -> Game:
    game = Game(Board.generate(stars, seed=seed), Rules(play_again=False))
    play_randomly(game, random.Random(seed), 3)
    assert len(game.legal_edges()) <= search_line_limit(play_again=False)
    return game


@pytest.fixture
def crossings_computed(monkeypatch) -> list[int]:
    """Every line whose crossings a board works out and keeps (one line at a time, or many
    together: Board.compute_crossings), counted as it happens."""
    computed: list[int] = []
    keep = Board._keep_crossings

    def counted(board: Board, edge: int, found):
        computed.append(edge)
        return keep(board, edge, found)

    monkeypatch.setattr(Board, "_keep_crossings", counted)
    return computed


def test_preparing_for_hard_leaves_its_search_nothing_to_compute(crossings_computed):
    cold = position_where_hard_searches()
    crossings_computed.clear()
    Subgame.of(cold)  # what Hard's search builds first, on its clock
    assert crossings_computed  # (a cold board: its crossings are worked out now)
    game = position_where_hard_searches(seed=5)
    assert prepare_for_hard(game, lambda: False)
    crossings_computed.clear()
    Subgame.of(game)
    assert crossings_computed == []


def test_preparing_for_hard_stops_when_told_and_skips_what_hard_plays_by_rule(
    crossings_computed,
):
    game = position_where_hard_searches()
    crossings_computed.clear()
    assert not prepare_for_hard(game, lambda: True)
    assert crossings_computed == []
    opening = Game(Board.generate(180, seed=1))  # thousands of lines: Hard plays by rule
    assert len(opening.legal_edges()) > 1.25 * search_line_limit(play_again=False)
    assert prepare_for_hard(opening, lambda: False, ahead=1.25)
    assert crossings_computed == []


def test_the_search_starts_its_clock_once_the_position_is_set_up(crossings_computed):
    told: list[Reply] = []
    heartbeat = Heartbeat(told.append)  # (its beating thread is not started here)
    game = position_where_hard_searches()
    request = SearchRequest(3, game.to_record(), "hard", 1, 0.05)
    crossings_when_started: list[int] = []
    heartbeat.search_started = lambda request_id, _time_limit: (  # type: ignore[method-assign]
        crossings_when_started.append(len(crossings_computed)),
        told.append(Started(request_id)),
    )
    reply = answer(request, PositionDecoder(), lambda _id: False, None, heartbeat)
    assert isinstance(reply, Line) and reply.request_id == 3
    assert told == [Started(3)]
    assert crossings_when_started == [len(crossings_computed)]  # none left for the clock


def test_a_search_cancelled_while_it_is_set_up_gives_no_line():
    heartbeat = Heartbeat([].append)
    request = SearchRequest(4, position_where_hard_searches().to_record(), "hard", 1, 5.0)
    reply = answer(request, PositionDecoder(), lambda _id: True, None, heartbeat)
    assert reply == Cancelled(4)


def test_a_game_to_prepare_is_decoded_and_said_to_be_hards_or_not():
    decoder = PositionDecoder()
    against_hard = Game(Board.generate(24, seed=2), players=(Player("A"), Player("B", "hard")))
    assert prepare(PrepareRequest(against_hard.to_record()), decoder)
    assert decoder.latest is not None and decoder.latest.moves == against_hard.moves
    against_easy = Game(Board.generate(24, seed=2), players=(Player("A"), Player("B", "easy")))
    assert not prepare(PrepareRequest(against_easy.to_record()), decoder)
    assert not prepare(PrepareRequest(against_hard.to_record()), decoder, superseded=True)
    assert not prepare(PrepareRequest({"moves": "none"}), decoder)


@pytest.mark.skipif(not hasattr(os, "getpgid"), reason="process groups are POSIX")
def test_the_worker_leads_a_process_group_of_its_own_and_answers_a_prepared_game():
    worker = WorkerProcess()
    try:
        assert isinstance(worker.connection.recv(), Ready)
        assert worker.pid is not None and os.getpgid(worker.pid) == worker.pid
        assert os.getpgid(worker.pid) != os.getpgid(0)
        game = position_where_hard_searches(24)
        assert worker.prepare(game.to_record())
        assert worker.send(SearchRequest(1, game.to_record(), "medium", 1, 0.1))
        line = reply(worker)
        assert isinstance(line, Line) and line.request_id == 1
        assert game.check(line.i, line.j) is None
    finally:
        assert worker.stop(10)
