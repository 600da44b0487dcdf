"""Makes the built-in puzzles (triangles_qt/resources/puzzles/) from games between the computer's
levels, each position solved exactly (docs/puzzles.md says how and why).

    nice -n 10 .venv/bin/python benchmarks/make_puzzles.py            # writes the puzzles
    .venv/bin/python benchmarks/make_puzzles.py --games 4 --out /tmp/p  # a quick look

Seeded: the same arguments make the same files. Each game is played by two levels (Hard with a
node limit, so that its lines are reproducible too) on a generated board; from the positions
near its end (few lines still matter, so each solves quickly), the first that makes a good
puzzle is kept: some line loses 2 points or more against the best, and few lines keep the best.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from triangles_qt.ai.exact_lines import TooHard, best_lines, decided_at, line_values  # noqa: E402
from triangles_qt.ai.levels import choose_move  # noqa: E402
from triangles_qt.ai.subgame import Subgame  # noqa: E402
from triangles_qt.engine import DEFAULT_PLAYERS, Board, Game, Rules  # noqa: E402
from triangles_qt.puzzles.builtin import (  # noqa: E402
    GRADES,
    PUZZLE_DIR,
    grade_of,
    puzzle_record,
)

# The pairs of levels that play the games: mistakes of the weaker levels leave positions where
# the choice matters.
LEVEL_PAIRS = (
    ("easy", "medium"),
    ("medium", "easy"),
    ("medium", "medium"),
    ("medium", "hard"),
    ("hard", "easy"),
)
SIZES = (12, 16, 20, 24, 30, 36, 42, 48, 54, 60)
# Hard's thinking in positions visited: enough for good lines, and reproducible.
HARD_NODE_LIMIT = 3000
# A position is tried when at most this many lines still matter (by play-again): each of its
# lines then solves within a small part of a second.
LINES_THAT_MATTER = {False: 14, True: 18}
# A position is skipped when a solve needs more than this many positions.
SOLVE_NODE_LIMIT = 400_000
# A line that loses at least this much against the best makes a position worth a puzzle.
REAL_LOSS = 2
# At most this many right lines, and at most this share of the drawable ones.
MOST_SOLUTIONS = 3
MOST_SOLUTION_SHARE = 0.25
# Positions of one game solved at most, looking for the grade wanted.
MOST_TRIED = 8
# Puzzles kept from one game at most (of different grades).
PER_GAME = 2


@dataclass
class Found:
    record: dict[str, object]
    grade: str


def play_game(board: Board, play_again: bool, levels: tuple[str, str], seed: int) -> Game:
    """A whole game between two levels, reproducible from its seed."""
    game = Game(board, Rules(play_again=play_again))
    while not game.is_over:
        level = levels[game.current_player]
        limit = HARD_NODE_LIMIT if level == "hard" else None
        i, j = choose_move(game, level, seed=seed, node_limit=limit)
        game.play(i, j)
    return game


def puzzles_from_game(finished: Game, counts: dict[str, int]) -> list[Found]:
    """Up to PER_GAME good puzzles of different grades from the positions near the end of
    `finished`, the grades made least so far first."""
    board, rules = finished.board, finished.rules
    game = Game(board, rules)
    found: dict[str, Found] = {}
    tried = 0
    for i, j in finished.moves:
        if len(Subgame.of(game).lines) <= LINES_THAT_MATTER[rules.play_again]:
            tried += 1
            puzzle = puzzle_at(game)
            if puzzle is not None:
                found.setdefault(puzzle.grade, puzzle)
            if tried >= MOST_TRIED:
                break
        game.play(i, j)
    wanted = sorted(found, key=lambda grade: (counts.get(grade, 0), GRADES.index(grade)))
    return [found[grade] for grade in wanted[:PER_GAME]]


def puzzle_at(game: Game) -> Found | None:
    try:
        values = line_values(game, SOLVE_NODE_LIMIT)
        if len(values) < 2:
            return None
        solutions = best_lines(values)
        best = values[solutions[0]]
        if best - min(values.values()) < REAL_LOSS:
            return None
        if len(solutions) > MOST_SOLUTIONS or len(solutions) > MOST_SOLUTION_SHARE * len(values):
            return None
        depth = decided_at(game, values, SOLVE_NODE_LIMIT)
    except TooHard:
        return None
    wrong = len(values) - len(solutions)
    grade = grade_of(len(solutions), len(values), depth)
    puzzle = Game(game.board, game.rules, DEFAULT_PLAYERS)
    puzzle.replay(game.moves)
    lines = [(int(game.board.edges[e][0]), int(game.board.edges[e][1])) for e in solutions]
    record = puzzle_record(puzzle, lines, grade, best, depth, wrong, len(values))
    return Found(record, grade)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=160, help="games to play (default 160)")
    parser.add_argument("--seed", type=int, default=37, help="the seed of the whole run")
    parser.add_argument("--out", type=Path, default=PUZZLE_DIR, help="the folder to fill")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    for old in args.out.glob("*.json"):
        old.unlink()
    counts: dict[str, int] = {}
    start = time.process_time()
    made = 0
    for number in range(args.games):
        size = SIZES[number % len(SIZES)]
        play_again = number % 2 == 1
        levels = LEVEL_PAIRS[(number // 2) % len(LEVEL_PAIRS)]
        board = Board.generate(size, rng.randrange(1, 10**6))
        finished = play_game(board, play_again, levels, rng.randrange(1 << 30))
        for found in puzzles_from_game(finished, counts):
            made += 1
            counts[found.grade] = counts.get(found.grade, 0) + 1
            name = f"{made:04d}.json"
            text = json.dumps(found.record, ensure_ascii=False, separators=(",", ":"))
            (args.out / name).write_text(text + "\n", encoding="utf-8")
            print(
                f"game {number + 1}: {size} stars, {levels}, play again {play_again}: {name}"
                f" {found.grade}",
                flush=True,
            )
    seconds = time.process_time() - start
    print(f"{made} puzzles from {args.games} games {counts}, {seconds:.0f} s of CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
