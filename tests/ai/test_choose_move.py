"""choose_move's contract: legal, harmless, deterministic, on time, cancellable, pure."""

from __future__ import annotations

import random
import subprocess
import sys
import time

import pytest

from triangles_qt.ai import choose_move
from triangles_qt.engine import PRESET_SIZES, Board, Game, Level, Rules

from .helpers import play_randomly, random_board, random_position

FAST = {Level.EASY: None, Level.MEDIUM: None, Level.HARD: 0.05}


def _snapshot(game: Game) -> tuple:
    return (
        game.to_record(),
        game.scores,
        game.current_player,
        game.drawn_mask.tobytes(),
        game.open_mask.tobytes(),
        game.triangle_drawn_counts.tobytes(),
        game.triangle_crossed_counts.tobytes(),
        game.live_triangle_count,
    )


def _search_position(seed: int = 4, play_again: bool = False) -> Game:
    """A 60-star position where Hard thinks (few enough lines) but cannot see the end: with its
    tree search without play-again, with its alpha-beta search with it."""
    game = Game(Board.generate(60, seed=seed), Rules(play_again=play_again))
    rng = random.Random(seed)
    while len(game.legal_edges()) > 80:
        play_randomly(game, rng, 1)
    return game


@pytest.mark.parametrize("stars", [3, 5, 9, *PRESET_SIZES])
def test_every_level_draws_a_legal_line_and_leaves_the_game_alone(stars: int) -> None:
    rng = random.Random(stars)
    positions = 6 if stars <= 60 else 2
    for _ in range(positions):
        if stars < 24:
            game = Game(random_board(rng, stars), Rules(play_again=rng.random() < 0.5))
            play_randomly(game, rng, rng.randrange(3 * stars))
            if game.is_over:
                continue
        else:
            game = random_position(rng, stars)
        for level in Level:
            before = _snapshot(game)
            i, j = choose_move(game, level, seed=rng.randrange(100), time_limit=FAST[level])
            assert _snapshot(game) == before
            assert isinstance(i, int) and isinstance(j, int)
            assert i < j
            assert game.check(i, j) is None


def test_levels_are_accepted_by_name() -> None:
    game = Game(Board.generate(24, seed=1))
    for name in ("easy", "medium", "hard"):
        i, j = choose_move(game, name, seed=1, time_limit=0.05)
        assert game.check(i, j) is None
    with pytest.raises(ValueError):
        choose_move(game, "grandmaster")


def test_a_finished_game_has_no_move() -> None:
    game = Game(Board([(0, 0), (100, 0), (0, 100)]))
    game.replay([(0, 1), (0, 2), (1, 2)])
    assert game.is_over
    for level in Level:
        with pytest.raises(ValueError):
            choose_move(game, level)


@pytest.mark.parametrize("level", list(Level))
def test_the_same_seed_gives_the_same_line(level: Level) -> None:
    rng = random.Random(11)
    for stars in (24, 60):
        game = random_position(rng, stars, fraction=0.3)
        first = choose_move(game, level, seed=5, node_limit=3000)
        assert choose_move(game, level, seed=5, node_limit=3000) == first
        assert choose_move(game.copy(), level, seed=5, node_limit=3000) == first


@pytest.mark.parametrize("play_again", [False, True])
def test_hard_with_a_node_budget_is_reproducible_mid_search(play_again: bool) -> None:
    game = _search_position(play_again=play_again)
    answers = {choose_move(game, Level.HARD, seed=3, node_limit=5000) for _ in range(3)}
    assert len(answers) == 1


def test_easy_varies_with_the_seed() -> None:
    game = Game(Board.generate(60, seed=2))
    lines = {choose_move(game, Level.EASY, seed=seed) for seed in range(10)}
    assert len(lines) > 1


# Readings of the clock a cancelled search may still make before it answers.
PROMPT_CLOCK_READINGS = 10


class SteppingClock:
    """time.monotonic as the search sees it, moving on a millisecond at every reading: the
    search's own reading of time, the same on an idle or a loaded machine."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.readings: list[float] = []

    def __call__(self) -> float:
        self.now += 0.001
        self.readings.append(self.now)
        return self.now


@pytest.mark.parametrize("play_again", [False, True])
def test_hard_keeps_to_its_time_limit(monkeypatch, play_again: bool) -> None:
    # Measured on the real clock, a search answered within 5 ms of its limit; an assertion on
    # wall-clock time would fail whenever a loaded machine paused the test. On a clock that
    # only moves when read, the search must use its time and answer at its first look past it.
    game = _search_position(play_again=play_again)
    for limit in (0.05, 0.3):
        clock = SteppingClock()
        monkeypatch.setattr(time, "monotonic", clock)
        started = clock.now
        i, j = choose_move(game, Level.HARD, time_limit=limit, seed=1)
        monkeypatch.undo()
        assert clock.now >= started + 0.9 * limit, "the search stopped long before its time"
        assert clock.now <= started + limit, "the search ran past its time limit"
        assert game.check(i, j) is None


@pytest.mark.parametrize("play_again", [False, True])
def test_hard_returns_promptly_when_cancelled(monkeypatch, play_again: bool) -> None:
    # On a clock that only moves when read, "promptly" is counted, not timed: once the cancel
    # flag is up, the search answers within a few more looks at the clock, however loaded
    # the machine (had it run on, it would have read the clock for its whole 30 s).
    game = _search_position(play_again=play_again)
    clock = SteppingClock()
    start = clock.now
    raised: list[float] = []

    def cancelled() -> bool:
        if clock.now - start >= 0.2:
            raised[:] = raised or [clock.now]
            return True
        return False

    monkeypatch.setattr(time, "monotonic", clock)
    i, j = choose_move(game, Level.HARD, time_limit=30.0, cancelled=cancelled)
    monkeypatch.undo()
    assert raised, "the search never polled the cancel flag"
    looks_after = [reading for reading in clock.readings if reading > raised[0]]
    assert len(looks_after) <= PROMPT_CLOCK_READINGS
    assert game.check(i, j) is None


@pytest.mark.parametrize("play_again", [False, True])
def test_cancelled_before_starting_still_gives_a_legal_line(play_again: bool) -> None:
    game = _search_position(play_again=play_again)
    i, j = choose_move(game, Level.HARD, time_limit=5.0, cancelled=lambda: True)
    assert game.check(i, j) is None


def test_importing_the_computer_player_loads_no_qt() -> None:
    code = (
        "import sys, triangles_qt.ai, triangles_qt.ai.search, triangles_qt.ai.analysis\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "print(loaded)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
