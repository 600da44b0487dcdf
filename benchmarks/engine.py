"""Engine speed: board setup, a complete random game, and check(), at 180 stars.

Run: python benchmarks/engine.py [--runs N]. Prints median figures (README quotes them).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from triangles_qt.engine import Board, Game, Rules


def board_setup(runs: int) -> list[float]:
    times = []
    for seed in range(runs):
        start = time.perf_counter()
        Board.generate(180, seed).prepare()
        times.append(time.perf_counter() - start)
    return times


def random_games(runs: int) -> tuple[list[float], list[int]]:
    times, moves = [], []
    for seed in range(runs):
        board = Board.generate(180, seed).prepare()
        rng = np.random.default_rng(seed)
        start = time.perf_counter()
        game = Game(board, Rules())
        count = 0
        while not game.is_over:
            legal = game.legal_moves()
            i, j = legal[rng.integers(len(legal))]
            game.play(int(i), int(j))
            count += 1
        times.append(time.perf_counter() - start)
        moves.append(count)
    return times, moves


def late_game_checks(runs: int) -> list[float]:
    board = Board.generate(180, 1).prepare()
    rng = np.random.default_rng(1)
    game = Game(board, Rules())
    while not game.is_over and game.move_count < 400:
        legal = game.legal_moves()
        game.play(*map(int, legal[rng.integers(len(legal))]))
    n = len(board.points)
    pairs = [tuple(rng.choice(n, size=2, replace=False).tolist()) for _ in range(2000)]
    per_call = []
    for _ in range(runs):
        start = time.perf_counter()
        for i, j in pairs:
            game.check(i, j)
        per_call.append((time.perf_counter() - start) / len(pairs))
    return per_call


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    Board.generate(180, 999).prepare()  # warm up imports and numpy

    setup = board_setup(args.runs)
    games, moves = random_games(args.runs)
    checks = late_game_checks(args.runs)
    ms = 1000
    print(
        "board setup, 180 stars (generate + precompute): "
        f"median {statistics.median(setup) * ms:.1f} ms"
        f" (max {max(setup) * ms:.1f} ms, {args.runs} boards)"
    )
    per_move = statistics.median(g / m for g, m in zip(games, moves, strict=True))
    print(
        f"random game, 180 stars (legal_moves + play + is_over each move): median "
        f"{statistics.median(games) * ms:.1f} ms, {statistics.median(moves):.0f} moves, "
        f"{per_move * ms:.3f} ms a move"
    )
    print(f"check(i, j), late-game 180-star board: median {statistics.median(checks) * 1e6:.2f} us")


if __name__ == "__main__":
    main()
