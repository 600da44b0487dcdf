"""How far back the analysis is exact (targets: median at 24 stars >= 28 lines without "Play
again", >= 45 with it; at 60 stars >= 26 without), what one search to the end costs, and
whether it agrees with the independent solver.

Run: python benchmarks/exact_frontier.py [--sizes 24 60] [--games 6] [--positions 20 25 30]
     python benchmarks/exact_frontier.py --sizes 24 --games 0 --searcher   the positions only,
                                                    with the deepening search's `judge` too

Games are played to the end between the levels (benchmarks/analysis.py's `played_game` and
pairings: every run has the same games) and analysed as the app does (`review_game` with
`analysis_seconds(stars)`); a row gives the game's lines, its exact tail (how many of the last
lines are exact) and the analysis's processor time. The machine is shared: processor time,
not wall time, is what the analysis would take idle.

Then, for the first game of each variant, the positions `--positions` lines before its end are
solved once more from scratch (`solve_line` without a work limit, up to `--cap` work): the
processor time, the work and the nodes. `--searcher` also solves them with the deepening
search's `Searcher.solve` (the position's value only), the search to the end the analysis
used before `ExactSearch`. Every value
found is compared with the independent solver of the tests (tests/ai/solver.py `BitSolver`),
where it finishes within `--solver-positions` positions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

# The independent solver lives with the tests, the games with the analysis benchmark.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.analysis import PAIRINGS, played_game
from tests.ai.solver import BitSolver, TooLong
from triangles_qt.ai.exact_game import SharedExactSearch
from triangles_qt.ai.reviewer import analysis_seconds, review_game
from triangles_qt.ai.search import LineJudgement, Searcher, solve_line
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Game


def tails(stars: int, play_again: bool, games: int) -> list[int]:
    """The exact tail of each game's analysis, printed as it goes."""
    found = []
    for seed, levels in enumerate((PAIRINGS * 4)[:games], start=1):
        game = played_game(stars, seed, play_again, levels)
        cpu = time.process_time()
        review = review_game(game, seconds=analysis_seconds(stars))
        cpu = time.process_time() - cpu
        assert review is not None
        found.append(review.exact_tail)
        print(
            f"{stars:5}  {'yes' if play_again else 'no':>10}  {levels[0]}-{levels[1]:<7} "
            f"seed {seed:2}  lines {game.move_count:3}  exact tail {review.exact_tail:3}  "
            f"cpu {cpu:6.2f} s",
            flush=True,
        )
    return found


def position_before_end(game: Game, lines: int) -> tuple[Game, int]:
    """The position `lines` lines before `game`'s end (a copy) and the line drawn there."""
    position = game.copy()
    for _ in range(lines):
        position.undo()
    return position, position.board.edge_id(*game.moves[position.move_count])


def solve_positions(stars: int, play_again: bool, args: argparse.Namespace) -> None:
    game = played_game(stars, 1, play_again, PAIRINGS[0])
    for back in args.positions:
        if back > game.move_count:
            continue
        position, edge = position_before_end(game, back)
        matter = len(Subgame.of(position).lines)
        shared = SharedExactSearch()
        cpu = time.process_time()
        judged, work = solve_line(position, edge, work_limit=args.cap, shared=shared)
        cpu = time.process_time() - cpu
        found = "out of work" if judged is None else f"{judged.best:+d}/{judged.drawn:+d}"
        row = (
            f"{stars:5}  {'yes' if play_again else 'no':>10}  {back:3} lines from the end "
            f"({matter:2} matter): ExactSearch {cpu:6.2f} s, work {work:9}, "
            f"nodes {shared.nodes:9}  {found:>11}"
        )
        if args.searcher:
            searcher = Searcher(Subgame.of(position), work_limit=args.cap)
            cpu = time.process_time()
            old = searcher.solve()
            cpu = time.process_time() - cpu
            old_found = "out of work" if old is None else f"{old.value:+d}"
            row += f"; Searcher {cpu:6.2f} s, work {searcher.work:9}  {old_found:>11}"
        print(row + f"; independent solver: {agreement(position, edge, judged, args)}", flush=True)


def agreement(
    position: Game, edge: int, judged: LineJudgement | None, args: argparse.Namespace
) -> str:
    if judged is None:
        return "(nothing to compare)"
    solver = BitSolver(position, args.solver_positions)
    try:
        best = solver.value(position)
        drawn = solver.move_value(position, edge)
    except TooLong:
        return "did not finish"
    same = (best, drawn) == (judged.best, judged.drawn)
    return "agrees" if same else f"DISAGREES ({best:+d}/{drawn:+d})"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[24, 60])
    parser.add_argument("--games", type=int, default=6, help="games per size and variant")
    parser.add_argument("--positions", type=int, nargs="*", default=[20, 25, 30])
    parser.add_argument("--cap", type=int, default=20_000_000, help="work for one position")
    parser.add_argument("--solver-positions", type=int, default=2_000_000)
    parser.add_argument("--searcher", action="store_true", help="the deepening search too")
    parser.add_argument("--variants", choices=["both", "alternate", "play-again"], default="both")
    args = parser.parse_args()
    variants = {"both": [False, True], "alternate": [False], "play-again": [True]}[args.variants]
    for stars in args.sizes:
        for play_again in variants:
            if args.games:
                found = tails(stars, play_again, args.games)
                print(
                    f"{stars} stars, play again {'yes' if play_again else 'no'}: median exact "
                    f"tail {statistics.median(found)} (of {sorted(found)})",
                    flush=True,
                )
            solve_positions(stars, play_again, args)


if __name__ == "__main__":
    main()
