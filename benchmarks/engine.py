"""Engine speed: board setup, a complete random game, and check(), at 180 stars; and what the
star tolerance does to the boards.

Run: python benchmarks/engine.py [--runs N]. Prints median figures (as in RESULTS.md).
`--census TOL [TOL ...]` prints instead, per board size and tolerance, the legal lines of an
empty board and the lines and triangles of complete random games (means over `--runs` boards).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from triangles_qt.engine import PRESET_SIZES, Board, Game, Rules
from triangles_qt.engine.board import DEFAULT_TOLERANCE


def board_setup(runs: int, tolerance: int) -> list[float]:
    times = []
    for seed in range(runs):
        start = time.perf_counter()
        Board.generate(180, seed, tolerance).prepare()
        times.append(time.perf_counter() - start)
    return times


def random_games(runs: int, tolerance: int) -> tuple[list[float], list[int]]:
    times, moves = [], []
    for seed in range(runs):
        board = Board.generate(180, seed, tolerance).prepare()
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


def late_game_checks(runs: int, tolerance: int) -> list[float]:
    board = Board.generate(180, 1, tolerance).prepare()
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


def random_game_totals(board: Board, seed: int) -> tuple[int, int]:
    """Lines and scored triangles of one game of uniformly random legal lines."""
    rng = np.random.default_rng(seed)
    game = Game(board, Rules())
    while not game.is_over:
        legal = game.legal_edges()
        game.play_edge(int(legal[rng.integers(len(legal))]))
    return game.move_count, sum(game.scores)


def census(tolerances: list[int], runs: int) -> None:
    print("stars  tolerance  legal lines (empty board)  lines a game  triangles a game")
    for n in PRESET_SIZES:
        for tolerance in tolerances:
            legal, lines, triangles = [], [], []
            for seed in range(runs):
                board = Board.generate(n, seed, tolerance=tolerance).prepare()
                legal.append(len(Game(board, Rules()).legal_edges()))
                played, scored = random_game_totals(board, seed)
                lines.append(played)
                triangles.append(scored)
            print(
                f"{n:5d}  {tolerance:9d}  {statistics.mean(legal):25.1f}  "
                f"{statistics.mean(lines):12.1f}  {statistics.mean(triangles):16.1f}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--census", type=int, nargs="+", metavar="TOL")
    parser.add_argument(
        "--tolerance", type=int, default=DEFAULT_TOLERANCE, help="star tolerance of the boards"
    )
    args = parser.parse_args()
    if args.census:
        census(args.census, args.runs)
        return
    Board.generate(180, 999).prepare()  # warm up imports and numpy

    setup = board_setup(args.runs, args.tolerance)
    games, moves = random_games(args.runs, args.tolerance)
    checks = late_game_checks(args.runs, args.tolerance)
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
