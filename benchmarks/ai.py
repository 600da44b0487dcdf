"""Strength and speed of the computer levels: a tournament table and move times.

    python benchmarks/ai.py                      # the full tournament (long: use nohup)
    python benchmarks/ai.py --games 4 --sizes 24 --timing-sizes 24   # a smoke run in seconds
    python benchmarks/ai.py --no-tournament --timing-sizes --speed-sizes --side-by-side-sizes
                                                 # only the searches to the end

Every pairing plays `--games` games on each board size and rule variant. Games come in pairs on
the same board (seeded), each level starting once, so neither side gets the better boards or
the first move more often. A win counts 1, a draw 1/2. Move times are measured separately, one
game per level and size against Medium, with each level's default time budget.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from multiprocessing import Pool

from triangles_qt.ai import DEFAULT_TIME_LIMITS, SearchHelper, choose_move
from triangles_qt.ai.budget import Budget
from triangles_qt.ai.midgame import LARGE_BOARDS, midgame_move
from triangles_qt.ai.search import Searcher, search_move, solve_move
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Board, Game, Level, Player, Rules

PAIRINGS = ((Level.MEDIUM, Level.EASY), (Level.HARD, Level.MEDIUM), (Level.HARD, Level.EASY))
TARGETS = {
    (Level.MEDIUM, Level.EASY): 0.85,
    (Level.HARD, Level.MEDIUM): 0.75,
    (Level.HARD, Level.EASY): 0.95,
}
BOARD_SEED_BASE = 5000


def _time_limit(level: Level, hard_time: float | None) -> float | None:
    return hard_time if level is Level.HARD else None


def play_game(task: tuple[str, str, int, bool, int, float | None]) -> tuple:
    """One game; returns (task, result for the first-named level: 1, 0.5 or 0)."""
    first_name, second_name, stars, play_again, index, hard_time = task
    first, second = Level(first_name), Level(second_name)
    board = Board.generate(stars, seed=BOARD_SEED_BASE + index // 2)
    # Even games: the first-named level is Player 1 and starts; odd games: the other starts.
    levels = (first, second) if index % 2 == 0 else (second, first)
    players = (Player("A", levels[0].value), Player("B", levels[1].value))
    game = Game(board, Rules(play_again=play_again), players, first_player=0)
    while not game.is_over:
        level = levels[game.current_player]
        line = choose_move(game, level, seed=index, time_limit=_time_limit(level, hard_time))
        game.play(*line)
    seat = 0 if index % 2 == 0 else 1
    difference = game.lead(seat)
    result = 1.0 if difference > 0 else 0.5 if difference == 0 else 0.0
    return task, result


def tournament(
    games: int,
    sizes: list[int],
    hard_time: float | None,
    jobs: int,
    pairings: tuple[tuple[Level, Level], ...] = PAIRINGS,
) -> dict:
    # Interleaved, so that a run stopped early still has every cell equally far along.
    tasks = [
        (a.value, b.value, stars, play_again, index, hard_time)
        for index in range(games)
        for a, b in pairings
        for stars in sizes
        for play_again in (False, True)
    ]
    results: dict[tuple, list[float]] = defaultdict(list)
    started = time.monotonic()
    with Pool(jobs) as pool:
        for done, (task, result) in enumerate(pool.imap_unordered(play_game, tasks), 1):
            a, b, stars, play_again, _, _ = task
            results[(a, b, stars, play_again)].append(result)
            if done % 24 == 0 or done == len(tasks):
                elapsed = time.monotonic() - started
                so_far = ", ".join(
                    f"{x.value} vs {y.value} {_share(results, x, y):.1f} %" for x, y in pairings
                )
                print(
                    f"  {done}/{len(tasks)} games, {elapsed:.0f} s: {so_far}",
                    file=sys.stderr,
                    flush=True,
                )
    return results


def _share(results: dict, a: Level, b: Level) -> float:
    """Percentage score of `a` against `b` over every cell played so far."""
    scores = [r for key, rs in results.items() if key[:2] == (a.value, b.value) for r in rs]
    return 100 * sum(scores) / len(scores) if scores else 0.0


def print_tournament(results: dict, games: int, sizes: list[int], hard_time: float | None) -> None:
    hard_budget = (
        f"{hard_time:g} s a move"
        if hard_time is not None
        else f"{DEFAULT_TIME_LIMITS[Level.HARD]:g} s a move (default)"
    )
    print(f"\nTournament: {games} games a cell, colours alternating; Hard thinks {hard_budget}.")
    print("Score of the first-named level (win 1, draw 1/2).\n")
    header = (
        "| pairing | "
        + " | ".join(
            f"{stars} stars, {'play again' if pa else 'alternate'}"
            for stars in sizes
            for pa in (False, True)
        )
        + " | all | target |"
    )
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for a, b in PAIRINGS:
        if (a.value, b.value, sizes[0], False) not in results:
            continue  # not played this run (--pairings)
        cells = []
        total: list[float] = []
        for stars in sizes:
            for pa in (False, True):
                scores = results[(a.value, b.value, stars, pa)]
                total += scores
                cells.append(f"{100 * sum(scores) / len(scores):.0f} %")
        overall = 100 * sum(total) / len(total)
        target = TARGETS[(a, b)]
        verdict = "met" if overall >= 100 * target else "MISSED"
        print(
            f"| {a.value.title()} vs {b.value.title()} | "
            + " | ".join(cells)
            + f" | {overall:.1f} % ({len(total)} games) | >= {100 * target:.0f} % {verdict} |"
        )


def move_times(sizes: list[int]) -> None:
    print("\nMove times (ms), one game per level and size against Medium, default budgets:\n")
    print("| stars | level | moves | median | max |")
    print("|---|---|---|---|---|")
    for stars in sizes:
        for level in Level:
            board = Board.generate(stars, seed=BOARD_SEED_BASE)
            game = Game(board, Rules(play_again=False))
            seat = 0
            times = []
            while not game.is_over:
                mover = level if game.current_player == seat else Level.MEDIUM
                started = time.monotonic()
                line = choose_move(game, mover, seed=1)
                if mover is level and game.current_player == seat:
                    times.append(time.monotonic() - started)
                game.play(*line)
            print(
                f"| {stars} | {level.value.title()} | {len(times)} | "
                f"{1000 * statistics.median(times):.1f} | {1000 * max(times):.1f} |",
                flush=True,
            )


def _searching_position(stars: int, seed: int) -> Game:
    """A position where Hard searches: random lines until at most 80 can be drawn."""
    game = Game(Board.generate(stars, seed=BOARD_SEED_BASE + seed))
    rng = random.Random(seed)
    while len(game.legal_edges()) > 80:
        legal = game.legal_edges()
        game.play_edge(int(legal[rng.randrange(len(legal))]))
    return game


def search_speed(sizes: list[int]) -> None:
    """Hard's search rate on positions where it searches, next to the engine's own move rate."""
    print("\nSearch speed, 1 s searches on positions with at most 80 legal lines:\n")
    print(
        "| stars | positions | nodes/s (median) | depth reached (median) | "
        "tree search: sampled games/s, lines drawn/s (median) | engine play+undo/s | "
        "tree search with its helper process: sampled games/s (median) |"
    )
    print("|---|---|---|---|---|---|---|")
    helper = SearchHelper()
    if not helper.wait_until_ready(60):
        raise RuntimeError("the search's helper process did not start")
    for stars in sizes:
        rates, depths, samples, drawn, engine_rates, helped = [], [], [], [], [], []
        for seed in range(5):
            game = _searching_position(stars, seed)
            started = time.monotonic()
            result = search_move(game, Budget(1.0, None))
            elapsed = time.monotonic() - started
            if result is None:
                continue
            rates.append(result.nodes / elapsed)
            depths.append(result.depth)
            # The middle-game tree search (without play-again) on the same position; it may
            # stop before its second once its answer is settled, so this is a rate too.
            started = time.monotonic()
            sampled = midgame_move(Subgame.of(game), random.Random(seed), Budget(1.0, None))
            elapsed = time.monotonic() - started
            samples.append(sampled.iterations / elapsed)
            drawn.append(sampled.nodes / elapsed)
            # The same with the helper process growing a second tree on the other core.
            started = time.monotonic()
            both = helper.midgame_move(
                Subgame.of(game), random.Random(seed), Budget(1.0, None), LARGE_BOARDS
            )
            helped.append((both.iterations + both.helper_iterations) / (time.monotonic() - started))
            legal = game.legal_edges().tolist()
            started = time.monotonic()
            for edge in legal:
                game.play_edge(edge)
                game.undo()
            engine_rates.append(len(legal) / (time.monotonic() - started))
        print(
            f"| {stars} | {len(rates)} | {statistics.median(rates):,.0f} | "
            f"{statistics.median(depths):g} | {statistics.median(samples):,.0f}, "
            f"{statistics.median(drawn):,.0f} | {statistics.median(engine_rates):,.0f} | "
            f"{statistics.median(helped):,.0f} |",
            flush=True,
        )
    helper.close()


def _search_rate(task: tuple[int, int]) -> float:
    """Nodes a second of a 1 s Hard search on position (stars, seed), in this process."""
    game = _searching_position(*task)
    started = time.monotonic()
    result = search_move(game, Budget(1.0, None))
    elapsed = time.monotonic() - started
    return result.nodes / elapsed if result is not None else 0.0


def side_by_side_speed(sizes: list[int], rounds: int = 4) -> None:
    """What the second core gives: two searches at once (a move and a hint, in the app's two
    worker processes) against one alone, on the same 2 x `rounds` positions."""
    print("\nTwo searches side by side (two processes, 1 s each) against one alone:\n")
    print("| stars | alone: nodes/s | side by side: nodes/s each | side by side: total |")
    print("|---|---|---|---|")
    with Pool(2) as pool:
        for stars in sizes:
            tasks = [(stars, seed) for seed in range(2 * rounds)]
            alone = [pool.apply(_search_rate, (task,)) for task in tasks]
            each: list[float] = []
            for seed in range(rounds):
                each += pool.map(_search_rate, [tasks[seed], tasks[seed + rounds]])
            print(
                f"| {stars} | {statistics.median(alone):,.0f} | {statistics.median(each):,.0f} | "
                f"{2 * statistics.median(each):,.0f} |",
                flush=True,
            )


def _position_with_lines(lines: int, play_again: bool, seed: int) -> Game | None:
    """A 24-star game played by Medium until exactly `lines` lines matter (None if it skips
    past that count or ends first)."""
    game = Game(Board.generate(24, seed=BOARD_SEED_BASE + seed), Rules(play_again=play_again))
    while not game.is_over and len(Subgame.of(game).lines) > lines:
        game.play(*choose_move(game, Level.MEDIUM, seed=seed))
    return None if game.is_over or len(Subgame.of(game).lines) != lines else game


def end_search_times(counts: dict[bool, list[int]], positions: int = 6) -> None:
    """How long Hard's two searches to the end take, near the end of 24-star games: the one for
    the best margin (`solve`) and the null-window pair proving the best result (`prove`)."""
    print("\nSearches to the end on 24-star positions (seconds, median / max):\n")
    print("| variant | lines that matter | positions | best margin | best result | both in turn |")
    print("|---|---|---|---|---|---|")
    for play_again, line_counts in counts.items():
        for lines in line_counts:
            games: list[Game] = []
            seed = 0
            while len(games) < positions and seed < 50 * positions:
                seed += 1
                game = _position_with_lines(lines, play_again, seed)
                if game is not None:
                    games.append(game)
            solve, prove, both = [], [], []
            for game in games:
                started = time.monotonic()
                solve_move(game)
                solve.append(time.monotonic() - started)
                searcher = Searcher(Subgame.of(game))
                started = time.monotonic()
                searcher.prove(game.lead(game.current_player))
                prove.append(time.monotonic() - started)
                searcher.solve()
                both.append(time.monotonic() - started)
            cells = " | ".join(
                f"{statistics.median(times):.2f} / {max(times):.2f}"
                for times in (solve, prove, both)
            )
            variant = "play again" if play_again else "alternate"
            print(f"| {variant} | {lines} | {len(games)} | {cells} |", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per pairing and cell")
    parser.add_argument("--sizes", type=int, nargs="+", default=[24, 60])
    parser.add_argument(
        "--hard-time",
        type=float,
        default=0.2,
        help="Hard's seconds a move in the tournament (0 = its default budget)",
    )
    parser.add_argument("--jobs", type=int, default=2, help="games played in parallel")
    parser.add_argument("--timing-sizes", type=int, nargs="*", default=[24, 60, 180])
    parser.add_argument("--speed-sizes", type=int, nargs="*", default=[24, 60, 180])
    parser.add_argument("--no-tournament", action="store_true")
    parser.add_argument("--side-by-side-sizes", type=int, nargs="*", default=[24, 60])
    parser.add_argument(
        "--end-lines",
        type=int,
        nargs="*",
        default=[18, 19, 20],
        help="searches to the end: positions with this many lines that matter (alternate)",
    )
    parser.add_argument(
        "--end-lines-play-again", type=int, nargs="*", default=[32, 36], help="(play again)"
    )
    parser.add_argument("--end-positions", type=int, default=6)
    parser.add_argument(
        "--pairings",
        nargs="+",
        choices=[f"{a.value}-{b.value}" for a, b in PAIRINGS],
        help="only these pairings (default: all three)",
    )
    args = parser.parse_args(argv)
    hard_time = args.hard_time or None
    pairings = tuple(
        pair
        for pair in PAIRINGS
        if not args.pairings or f"{pair[0].value}-{pair[1].value}" in args.pairings
    )
    if not args.no_tournament:
        results = tournament(args.games, args.sizes, hard_time, args.jobs, pairings)
        print_tournament(results, args.games, args.sizes, hard_time)
    if args.speed_sizes:
        search_speed(args.speed_sizes)
    if args.side_by_side_sizes:
        side_by_side_speed(args.side_by_side_sizes)
    if args.end_lines or args.end_lines_play_again:
        end_search_times(
            {False: args.end_lines, True: args.end_lines_play_again}, args.end_positions
        )
    if args.timing_sizes:
        move_times(args.timing_sizes)


if __name__ == "__main__":
    main()
