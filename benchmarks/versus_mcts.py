"""Hard against the Monte Carlo tree search opponent (benchmarks/mcts.py), a fixed time a move.

    nice -n 10 python benchmarks/versus_mcts.py --games 40 --sizes 24 60 --seconds 0.5 --jobs 2
    python benchmarks/versus_mcts.py --level medium --games 10 --sizes 24   # another level

Every cell (board size x rule variant) plays `--games` games on seeded boards, in pairs on the
same board with each side starting once. Prints the level's score rate (win 1, draw 1/2) and
its wins, draws and losses per cell, in all and split by who started; Hard's target is >= 90 %
in every cell. `--level-seconds` gives the level another time a move than the Monte Carlo
player's; `--helper` gives it its helper process on a second core, as in the app (then give
each game two cores: `--jobs 1` on a two-core machine). `--first-board` picks another set of
boards (RESULTS.md's second set starts at 8000), so that a change to Hard is judged on boards it
was not tuned on.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from multiprocessing import Pool

from mcts import mcts_move

from triangles_qt.ai import SearchHelper, choose_move
from triangles_qt.engine import Board, Game, Player, Rules

FIRST_BOARD = 7000  # the seed of the first board; each pair of games takes the next
TARGET = 0.90


Task = tuple[int, bool, int, float, str, int, float, bool]


def seating(index: int) -> tuple[int, int]:
    """Hard's seat and the seat that starts game `index`. Seat 1 always starts and Hard takes
    it in the odd games, so each pair on a board has each side starting once."""
    return index % 2, 1


def new_game(stars: int, play_again: bool, first_board: int, index: int) -> tuple[Game, int]:
    """Game `index` on the boards from `first_board` on, before its first line, and the seat of
    the level measured."""
    board = Board.generate(stars, seed=first_board + index // 2)
    hard_seat, first_player = seating(index)
    players = (Player("A"), Player("B"))
    game = Game(board, Rules(play_again=play_again), players, first_player=first_player)
    for edge in game.legal_edges().tolist():  # the board's line tables, for both sides alike
        board.crossing_lines(edge)
    return game, hard_seat


def play_game(task: Task) -> tuple[Task, float]:
    """One game; returns the task and the level's result (1, 0.5 or 0)."""
    stars, play_again, index, seconds, level, first_board, level_seconds, helped = task
    helper = SearchHelper() if helped else None
    if helper is not None and not helper.wait_until_ready(60):
        raise RuntimeError("the search's helper process did not start")
    game, hard_seat = new_game(stars, play_again, first_board, index)
    while not game.is_over:
        if game.current_player == hard_seat:
            line = choose_move(game, level, seed=index, time_limit=level_seconds, helper=helper)
        else:
            line = mcts_move(game, seconds, seed=index * 1000 + game.move_count)
        game.play(*line)
    if helper is not None:
        helper.close()
    mine, theirs = game.scores[hard_seat], game.scores[1 - hard_seat]
    return task, 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games a cell (even)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[24, 60])
    parser.add_argument(
        "--seconds", type=float, default=0.5, help="the Monte Carlo player's time a move"
    )
    parser.add_argument(
        "--level-seconds", type=float, help="the level's time a move (default: --seconds)"
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--helper",
        action="store_true",
        help="Hard's search uses a helper process on a second core, as in the app (then give "
        "each game two cores: --jobs 1 on a two-core machine)",
    )
    parser.add_argument("--variants", nargs="+", default=["alternate", "play-again"])
    parser.add_argument("--level", default="hard", choices=["easy", "medium", "hard"])
    parser.add_argument(
        "--first-board", type=int, default=FIRST_BOARD, help="seed of the first board"
    )
    args = parser.parse_args()
    variants = [v == "play-again" for v in args.variants]
    level_seconds = args.seconds if args.level_seconds is None else args.level_seconds
    tasks = [
        (
            stars,
            play_again,
            index,
            args.seconds,
            args.level,
            args.first_board,
            level_seconds,
            args.helper,
        )
        for index in range(args.games)
        for stars in args.sizes
        for play_again in variants
    ]
    # (stars, play-again, whether the level started) -> results
    results: dict[tuple[int, bool, bool], list[float]] = defaultdict(list)
    started = time.monotonic()
    with Pool(args.jobs) as pool:
        for done, (task, result) in enumerate(pool.imap_unordered(play_game, tasks), 1):
            hard_seat, first_player = seating(task[2])
            results[(task[0], task[1], first_player == hard_seat)].append(result)
            print(
                f"  {done}/{len(tasks)} games, {time.monotonic() - started:.0f} s: "
                f"{task[0]} stars {'play again' if task[1] else 'alternate'} game {task[2]}: "
                f"{args.level} {result:g}",
                file=sys.stderr,
                flush=True,
            )
    name = args.level.title()
    print(
        f"\n{name} vs Monte Carlo tree search, {name} {level_seconds:g} s a move, the Monte Carlo "
        f"player {args.seconds:g} s, {'with' if args.helper else 'without'} its helper process, "
        f"boards "
        f"{args.first_board} on; {name}'s score rate (wins-draws-losses, games):\n"
    )
    print(
        f"| cell | {name}'s score | W-D-L | games | {name} starting | MCTS starting "
        "| Hard's target >= 90 % |"
    )
    print("|---|---|---|---|---|---|---|")
    for stars in args.sizes:
        for play_again in variants:
            starting = results[(stars, play_again, True)]
            second = results[(stars, play_again, False)]
            cell = starting + second
            rate = sum(cell) / len(cell)
            print(
                f"| {stars} stars, {'play again' if play_again else 'alternate'} | "
                f"{100 * rate:.0f} % | {_record(cell)} | {len(cell)} | {_summary(starting)} | "
                f"{_summary(second)} | {'met' if rate >= TARGET else 'MISSED'} |"
            )


def _record(results: list[float]) -> str:
    """Wins-draws-losses."""
    wins, draws = results.count(1.0), results.count(0.5)
    return f"{wins}-{draws}-{len(results) - wins - draws}"


def _summary(results: list[float]) -> str:
    """Score rate and wins-draws-losses of a part of a cell."""
    if not results:
        return "-"
    return f"{100 * sum(results) / len(results):.0f} % ({_record(results)})"


if __name__ == "__main__":
    main()
