"""Random positions and games for the computer-player tests (and the window's, which analyse
them), and running the benchmark scripts."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from triangles_qt.engine import Board, Game, Rules

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def random_board(rng: random.Random, stars: int, span: int = 400) -> Board:
    """A board of `stars` hand-placed integer stars in a small square (distinct points)."""
    points: set[tuple[int, int]] = set()
    while len(points) < stars:
        points.add((rng.randint(0, span), rng.randint(0, span)))
    return Board(sorted(points))


def play_randomly(game: Game, rng: random.Random, moves: int) -> Game:
    """Play up to `moves` random legal lines (fewer if the game ends first)."""
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_edges()
        game.play_edge(int(legal[rng.randrange(len(legal))]))
    return game


def random_position(
    rng: random.Random, stars: int, *, play_again: bool | None = None, fraction: float | None = None
) -> Game:
    """A game on a generated board, some random way through (never over)."""
    if play_again is None:
        play_again = rng.random() < 0.5
    board = Board.generate(stars, seed=rng.randrange(1000))
    while True:
        game = Game(board, Rules(play_again=play_again), first_player=rng.randrange(2))
        share = rng.random() if fraction is None else fraction
        play_randomly(game, rng, int(share * 3 * stars))
        if not game.is_over:
            return game


def finished_small_game(seed: int, play_again: bool) -> Game:
    """A whole game of random lines on a board of 6 or 7 stars."""
    rng = random.Random(seed)
    board = random_board(rng, rng.randint(6, 7))
    game = Game(board, Rules(play_again=play_again), first_player=rng.randrange(2))
    play_randomly(game, rng, 200)
    assert game.is_over
    return game


def run_python(*arguments: str) -> str:
    """Output of `python ARGUMENTS` (which must succeed within two minutes)."""
    out = subprocess.run(
        [sys.executable, *arguments], capture_output=True, text=True, check=True, timeout=120
    )
    return out.stdout
