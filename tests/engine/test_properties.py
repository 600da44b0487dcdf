"""Property tests: the engine agrees with the naive reference on random boards and games."""

from __future__ import annotations

import contextlib
import itertools
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triangles_qt.engine import Board, Game, RecordError, Rules

from ..selection import property_test
from .reference import ReferenceGame

# Small grids make collinear stars, stars at exactly the tolerance and overlaps common.
boards = st.integers(min_value=0, max_value=3).flatmap(
    lambda tolerance: st.tuples(
        st.lists(
            st.tuples(st.integers(0, 24), st.integers(0, 16)), min_size=3, max_size=9, unique=True
        ),
        st.just(tolerance),
    )
)
games = st.tuples(
    boards, st.booleans(), st.integers(0, 1), st.lists(st.integers(0, 10_000), max_size=40)
)


def snapshot(game: Game) -> tuple:
    return (
        tuple(game.lines),
        tuple(game.triangles),
        game.scores,
        game.current_player,
        game.is_over,
        game.winner,
        game.live_triangle_count,
        tuple(map(tuple, game.legal_moves().tolist())),
    )


def verdicts(game: Game) -> dict:
    n = len(game.board.points)
    return {
        (i, j): (None if (r := game.check(i, j)) is None else r.value)
        for i, j in itertools.combinations(range(n), 2)
    }


@property_test(40, 150, games, suppress_health_check=[HealthCheck.too_slow])
def test_engine_matches_reference(case):
    (points, tolerance), play_again, first, choices = case
    game = Game(Board(points, tolerance), Rules(play_again=play_again), first_player=first)
    reference = ReferenceGame(points, tolerance, play_again, first)
    n = len(points)
    pairs = list(itertools.combinations(range(n), 2))
    history = [snapshot(game)]
    for choice in choices:
        expected = reference.all_reasons()
        assert verdicts(game) == expected
        assert game.is_over == reference.is_over()
        legal = [pair for pair in pairs if expected[pair] is None]
        assert [tuple(m) for m in game.legal_moves().tolist()] == legal
        if not legal:
            break
        i, j = legal[choice % len(legal)]
        assert list(game.play(i, j)) == reference.play(i, j)
        assert list(game.scores) == reference.scores
        assert game.current_player == reference.current_player
        assert game.winner == reference.winner()
        history.append(snapshot(game))
    # Undo restores every earlier state exactly.
    while game.move_count:
        history.pop()
        game.undo()
        assert snapshot(game) == history[-1]


@settings(max_examples=60, deadline=None)
@given(games)
def test_record_round_trip(case):
    (points, tolerance), play_again, first, choices = case
    game = Game(Board(points, tolerance), Rules(play_again=play_again), first_player=first)
    for choice in choices:
        legal = game.legal_moves()
        if not len(legal):
            break
        game.play(*map(int, legal[choice % len(legal)]))
    text = json.dumps(game.to_record())
    loaded = Game.from_record(text)
    assert snapshot(loaded) == snapshot(game)
    assert loaded.to_record() == game.to_record()


def _mutations(value):
    """Replacement values that are wrong in type or range."""
    return st.sampled_from(
        [None, True, -1, 10**12, 3.5, "x", "", [], {}, [1], [[1, 2, 3]], [-5, 7], {"a": 1}]
    )


@st.composite
def mutated_records(draw):
    points = draw(
        st.lists(
            st.tuples(st.integers(0, 40), st.integers(0, 40)), min_size=3, max_size=7, unique=True
        )
    )
    game = Game(Board(points, 1))
    for _ in range(draw(st.integers(0, 6))):
        legal = game.legal_moves()
        if not len(legal):
            break
        game.play(*map(int, legal[draw(st.integers(0, len(legal) - 1))]))
    record = game.to_record()
    # Walk to a random place in the record and replace it with a wrong value.
    container, key = record, None
    for _ in range(draw(st.integers(1, 4))):
        if isinstance(container, dict) and container:
            key = draw(st.sampled_from(sorted(container)))
        elif isinstance(container, list) and container:
            key = draw(st.integers(0, len(container) - 1))
        else:
            break
        if isinstance(container[key], dict | list) and draw(st.booleans()):
            container = container[key]
            key = None
        else:
            break
    if key is None:
        return draw(_mutations(None))  # the whole record replaced by garbage
    container[key] = draw(_mutations(None))
    return record


@property_test(100, 300, mutated_records())
def test_mutated_records_raise_only_record_error(record):
    try:
        game = Game.from_record(record)
    except RecordError:
        return
    # A mutation that kept the record valid must give a consistent game.
    assert Game.from_record(game.to_record()).to_record() == game.to_record()


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=300), st.text(max_size=300)))
def test_garbage_raises_only_record_error(data):
    with contextlib.suppress(RecordError):
        Game.from_record(data)
