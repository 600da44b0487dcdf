"""A game as an object: what makes two games equal, copies, pickling, and the shared board."""

from __future__ import annotations

import pickle
import sys
import threading

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triangles_qt.engine import Board, Game, Player, Rules


def played(board: Board, count: int, seed: int = 0) -> Game:
    game = Game(board)
    rng = np.random.default_rng(seed)
    for _ in range(count):
        legal = game.legal_moves()
        game.play(*map(int, legal[rng.integers(len(legal))]))
    return game


@pytest.fixture(scope="module")
def board() -> Board:
    return Board.generate(24, seed=3)


def test_games_at_different_positions_are_not_equal(board):
    # The dataclass-generated __eq__ compared only the setup: these two were "equal".
    assert Game(board) != played(board, 3)
    assert played(board, 3, seed=1) != played(board, 3, seed=2)


def test_equal_games_have_the_same_setup_and_moves(board):
    assert played(board, 5) == played(board, 5)
    assert Game(board) == Game(Board.generate(24, seed=3))
    assert Game(board) != Game(board, Rules(play_again=True))
    assert Game(board) != Game(board, first_player=1)
    assert Game(board) != Game(board, players=(Player("Ann"), Player("Bo")))
    assert Game(board) != "a game"


def test_the_same_lines_in_another_order_are_another_history(board):
    # Equal games are interchangeable: the same history, so the same undo and the same record.
    first = Game(board)
    a = tuple(map(int, first.legal_moves()[0]))
    first.play(*a)
    b = tuple(map(int, first.legal_moves()[-1]))
    first.play(*b)
    second = Game(board)
    second.replay([b, a])
    assert sorted(first.moves) == sorted(second.moves)
    assert first != second


def test_a_game_is_not_hashable(board):
    with pytest.raises(TypeError):
        hash(Game(board))


def test_a_copy_is_equal_and_independent(board):
    game = played(board, 6)
    clone = game.copy()
    assert clone == game and clone is not game
    clone.play(*map(int, clone.legal_moves()[0]))
    assert clone != game and game.move_count == 6
    clone.undo()
    clone.undo()
    assert game.move_count == 6 and clone.move_count == 5
    assert game.moves[:5] == clone.moves


def test_a_copy_shares_no_mutable_state(board):
    game = played(board, 4)
    clone = game.copy()
    for name, value in vars(game).items():
        if isinstance(value, np.ndarray | bytearray | list | dict | set):
            assert getattr(clone, name) is not value, name


def test_a_copy_carries_every_attribute(board):
    # copy() used to list the attributes by hand: one added later was silently left out.
    game = played(board, 2)
    game._added_later = [1, 2]  # type: ignore[attr-defined]
    clone = game.copy()
    assert clone._added_later == [1, 2]  # type: ignore[attr-defined]
    assert clone._added_later is not game._added_later  # type: ignore[attr-defined]


def test_a_copy_refuses_what_it_cannot_copy_safely(board):
    game = Game(board)
    game._unknown = object()  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="object"):
        game.copy()


def test_games_and_boards_survive_pickling(board):
    game = played(board, 7)
    board.crossing_lines(0)
    again = pickle.loads(pickle.dumps(game))
    assert again == game and again.scores == game.scores
    assert np.array_equal(again.board.crossing_lines(0), board.crossing_lines(0))
    again.play(*map(int, again.legal_moves()[0]))
    again.undo()
    assert again == game


def test_threads_sharing_a_board_all_get_the_same_crossings():
    # The GUI's games and the computer's search fill the board's crossing cache at the same
    # time. Unlocked, two threads could each store their own arrays for a line (or lose the
    # lazily created cache itself), so callers saw different objects for one line.
    board = Board.generate(60, seed=11).prepare()
    lines = range(0, len(board.edges), 7)
    results: list[dict[int, int]] = []
    start = threading.Barrier(6)

    def work() -> None:
        start.wait()
        seen = {}
        for edge in lines:
            board.cached_crossings(edge)
            seen[edge] = id(board.crossing_lines(edge))
        results.append(seen)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=work) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert len(results) == 6
    final = {edge: id(board.crossing_lines(edge)) for edge in lines}
    assert all(seen == final for seen in results)


def test_the_shared_cache_gives_the_same_answers_as_a_fresh_board():
    board = Board.generate(24, seed=8).prepare()
    fresh = Board.generate(24, seed=8)
    for edge in range(0, len(board.edges), 5):
        assert board.cached_crossings(edge) is None
        cached = board.cached_crossings(edge)
        assert cached is not None and cached is board.cached_crossings(edge)
        assert np.array_equal(cached[0], fresh.lines_crossing(edge, fresh._clear_edges))


def _moves_of(board: Board, picks: list[int]) -> Game:
    game = Game(board)
    for pick in picks:
        legal = game.legal_moves()
        if not len(legal):
            break
        game.play(*map(int, legal[pick % len(legal)]))
    return game


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 1000), max_size=12), st.lists(st.integers(0, 1000), max_size=12))
def test_equal_games_are_those_with_equal_records(first, second):
    board = Board.generate(24, seed=4)
    a, b = _moves_of(board, first), _moves_of(board, second)
    assert (a == b) == (a.to_record() == b.to_record())
    assert a == Game.from_record(a.to_record())


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(0, 1000), max_size=15),
    st.lists(st.integers(0, 1000), min_size=1, max_size=15),
)
def test_playing_on_a_copy_and_undoing_comes_back_to_the_original(before, after):
    board = Board.generate(24, seed=6)
    game = _moves_of(board, before)
    record, scores = game.to_record(), game.scores
    clone = game.copy()
    played = 0
    for pick in after:
        legal = clone.legal_moves()
        if not len(legal):
            break
        clone.play(*map(int, legal[pick % len(legal)]))
        played += 1
    assert game.to_record() == record and game.scores == scores
    for _ in range(played):
        clone.undo()
    assert clone == game
    assert clone.scores == game.scores and clone.current_player == game.current_player
    assert np.array_equal(clone.open_mask, game.open_mask)
    assert clone.live_triangle_count == game.live_triangle_count


def _play_and_take_back(board: Board, seed: int) -> tuple:
    game = Game(board)
    rng = np.random.default_rng(seed)
    for _ in range(15):
        while not game.is_over:
            legal = game.legal_moves()
            game.play(*map(int, legal[rng.integers(len(legal))]))
        while game.move_count > 10:
            game.undo()
    return game.to_record(), game.scores, game.open_mask.tobytes(), game.live_triangle_count


def test_games_on_one_board_in_two_threads_play_as_they_would_alone():
    # Both threads play many lines again and again, so each fills and reads the shared
    # crossing cache while the other does.
    shared = Board.generate(60, seed=21)
    outcomes: dict[int, tuple] = {}

    def run(seed: int) -> None:
        outcomes[seed] = _play_and_take_back(shared, seed)

    threads = [threading.Thread(target=run, args=(seed,)) for seed in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for seed in (1, 2):
        assert outcomes[seed] == _play_and_take_back(Board.generate(60, seed=21), seed)
