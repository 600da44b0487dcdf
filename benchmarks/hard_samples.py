"""How many games Hard's middle-game tree samples a move, with its helper process, as the app plays.

    python benchmarks/hard_samples.py record games.json --games 4 --first-board 9100
    python benchmarks/hard_samples.py replay games.json
    PYTHONPATH=<other checkout> python benchmarks/hard_samples.py replay games.json

`record` plays games of Hard (`--seconds` a move, 0.5 by default, with its helper) against
the Monte Carlo player (benchmarks/mcts.py) at 24 stars without play-again, on the boards of
benchmarks/versus_mcts.py, and writes their lines to a file. `replay` asks Hard again in every
recorded position where it moved, in the recorded time, and prints, per game, the middle-game
moves, the games its own tree and the helper's sampled, and the moves the helper took part in.
Since a replay asks the same positions, two checkouts of the code replayed in turn (idle, one
at a time) compare sample for sample; the package comes from PYTHONPATH, so an older checkout
needs only its `triangles_qt`.
"""

from __future__ import annotations

import argparse
import json

from mcts import mcts_move
from versus_mcts import new_game

import triangles_qt.ai.helper as helper_module
from triangles_qt.ai import SearchHelper, choose_move

STARS = 24
# (lines that matter, own samples, the helper's samples) of every middle-game move asked
asked: list[tuple[int, int, int]] = []


def _noting(midgame_move):
    """`SearchHelper.midgame_move`, noting what each move sampled."""

    def noted(self, game, rng, budget, settings):
        result = midgame_move(self, game, rng, budget, settings)
        asked.append((len(game.lines), result.iterations, result.helper_iterations))
        return result

    return noted


def record(path: str, games: int, first_board: int, seconds: float, helper: SearchHelper) -> None:
    recorded = []
    for index in range(games):
        game, hard_seat = new_game(STARS, False, first_board, index)
        lines = []
        while not game.is_over:
            if game.current_player == hard_seat:
                line = choose_move(game, "hard", seed=index, time_limit=seconds, helper=helper)
            else:
                line = mcts_move(game, seconds, seed=index * 1000 + game.move_count)
            lines.append([int(line[0]), int(line[1])])
            game.play(*line)
        recorded.append(
            {"first_board": first_board, "index": index, "seconds": seconds, "lines": lines}
        )
        print(
            f"game {index}: {len(lines)} lines, scores {game.scores[hard_seat]}-"
            f"{game.scores[1 - hard_seat]} for Hard",
            flush=True,
        )
    with open(path, "w", encoding="utf-8") as file:
        json.dump(recorded, file)


def replay(path: str, helper: SearchHelper) -> None:
    with open(path, encoding="utf-8") as file:
        recorded = json.load(file)
    totals = [0, 0, 0, 0]
    print("| game | middle-game moves | own samples | helper's samples | helper took part |")
    print("|---|---|---|---|---|")
    for entry in recorded:
        index = entry["index"]
        game, hard_seat = new_game(STARS, False, entry["first_board"], index)
        first = len(asked)
        for line in entry["lines"]:
            if game.current_player == hard_seat:
                choose_move(game, "hard", seed=index, time_limit=entry["seconds"], helper=helper)
            game.play(*line)
        moves = asked[first:]
        row = [
            len(moves),
            sum(m[1] for m in moves),
            sum(m[2] for m in moves),
            sum(1 for m in moves if m[2]),
        ]
        totals = [a + b for a, b in zip(totals, row, strict=True)]
        print(f"| {index} | {row[0]} | {row[1]} | {row[2]} | {row[3]} |", flush=True)
    print(f"| all | {totals[0]} | {totals[1]} | {totals[2]} | {totals[3]} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=["record", "replay"])
    parser.add_argument("path", help="the file of recorded games")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--first-board", type=int, default=9100)
    parser.add_argument("--seconds", type=float, default=0.5, help="each side's time a move")
    args = parser.parse_args()
    helper_module.SearchHelper.midgame_move = _noting(helper_module.SearchHelper.midgame_move)
    helper = SearchHelper()
    if not helper.wait_until_ready(60):
        raise SystemExit("the helper process did not start")
    try:
        if args.mode == "record":
            record(args.path, args.games, args.first_board, args.seconds, helper)
        else:
            replay(args.path, helper)
    finally:
        helper.close()


if __name__ == "__main__":
    main()
