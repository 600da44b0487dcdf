"""The worker process's side: decoding positions, answering requests, the process itself."""

from __future__ import annotations

import random

import pytest

from triangles_qt.ai.worker import PositionDecoder, UndecodablePosition, WorkerProcess, answer
from triangles_qt.engine import Board, Game, Rules

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
    request = ("search", 7, game.to_record(), "hard", 1, 0.2, None)
    kind, request_id, i, j = answer(request, PositionDecoder(), lambda _id: False)
    assert (kind, request_id) == ("line", 7) and game.check(i, j) is None
    assert answer(("search", 8), PositionDecoder(), lambda _id: False)[:2] == ("undecodable", 8)
    broken = ("search", 9, game.to_record(), "hard", 1, 0.2, "tests.ai.fake_searches:explode")
    kind, _, details = answer(broken, PositionDecoder(), lambda _id: False)
    assert kind == "error" and "search exploded" in details


def test_the_worker_process_answers_and_stops_when_asked():
    worker = WorkerProcess()
    try:
        assert worker.connection.recv()[0] == "ready"
        game = game_after(5)
        assert worker.send(("search", 1, game.to_record(), "medium", 1, 0.1, None))
        kind, request_id, i, j = worker.connection.recv()
        assert (kind, request_id) == ("line", 1) and game.check(i, j) is None
        assert worker.send(("search", 2, {"moves": []}, "medium", 1, 0.1, None))
        assert worker.connection.recv()[:2] == ("undecodable", 2)
    finally:
        assert worker.stop(10)
    assert worker.exitcode == 0
    assert not worker.send(("search", 3, {}, "easy", 1, 0.1, None))  # gone: no exception
