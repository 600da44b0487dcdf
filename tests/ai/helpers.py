"""Random positions for the computer-player tests."""

from __future__ import annotations

import random

from triangles_qt.engine import Board, Game, Rules


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
