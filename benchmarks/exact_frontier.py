"""How far back the analysis is exact (targets: median at 24 stars >= 28 lines without "Play
again", >= 45 with it; at 60 stars >= 26 without), what one search to the end costs, and
whether it agrees with the independent solver.

Run: python benchmarks/exact_frontier.py [--sizes 24 60] [--games 6] [--positions 20 25 30]
     python benchmarks/exact_frontier.py --sizes 24 --games 0 --searcher   the positions only,
                                                    with the deepening search's `judge` too
     python benchmarks/exact_frontier.py --sizes 24 --games 6 --stops --positions
            the exact part of each game's analysis position by position: the work each took and
            what stopped it (the work a position may take, the exact part's share, or the lines
            that matter)
     python benchmarks/exact_frontier.py --sizes 24 60 --games 3 --rate 3000000 --positions
            the exact search's work per second of processor time (what `EXACT_WORK_PER_SECOND`
            in reviewer.py is set to): each game's positions solved from the last back as the
            analysis does, until they took this much work
     python benchmarks/exact_frontier.py --sizes 24 --games 6 --positions --scale 2
            the tails the analysis would reach with twice the work in the same time (its
            rates and a position's limit doubled: the constants set for a machine twice as fast)

Games are played to the end between the levels (benchmarks/analysis.py's `played_game` and
pairings: every run has the same games) and analysed as the app does (`review_game` with
`analysis_seconds(stars)`); a row gives the game's lines, its exact tail (how many of the last
lines are exact), the analysis's processor time, the part of it the exact part took, and the
work a second of the exact part and of the estimates (what `EXACT_WORK_PER_SECOND` and
`WORK_PER_SECOND` in reviewer.py stand for). Processor time, not wall time; it grows on a
loaded machine too (the processes beside share the cores), so rates are measured idle.

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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

# The independent solver lives with the tests, the games with the analysis benchmark.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.analysis import PAIRINGS, played_game
from tests.ai.solver import BitSolver, TooLong
from triangles_qt.ai import reviewer
from triangles_qt.ai.exact_game import SharedExactSearch
from triangles_qt.ai.reviewer import analysis_seconds, review_game
from triangles_qt.ai.search import LineJudgement, Searcher, solve_line
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Game


def tails(stars: int, play_again: bool, games: int) -> list[int]:
    """The exact tail of each game's analysis, printed as it goes, with the processor time of
    the whole analysis and of its exact part (the `solve_line` calls) and each part's work a
    second."""
    found = []
    for seed, levels in enumerate((PAIRINGS * 4)[:games], start=1):
        game = played_game(stars, seed, play_again, levels)
        parts = _PartTimes()
        cpu = time.process_time()
        with parts.timing():
            review = review_game(game, seconds=analysis_seconds(stars))
        cpu = time.process_time() - cpu
        assert review is not None
        found.append(review.exact_tail)
        estimates_cpu = max(cpu - parts.exact_cpu, 1e-9)
        print(
            f"{stars:5}  {'yes' if play_again else 'no':>10}  {levels[0]}-{levels[1]:<7} "
            f"seed {seed:2}  lines {game.move_count:3}  exact tail {review.exact_tail:3}  "
            f"cpu {cpu:6.2f} s (exact part {parts.exact_cpu:5.2f} s, "
            f"{parts.exact_work / max(parts.exact_cpu, 1e-9):9.0f} work/s; estimates "
            f"{parts.estimate_work / estimates_cpu:9.0f} work/s)",
            flush=True,
        )
    return found


class _PartTimes:
    """The processor time and work of an analysis's exact part and of its estimates, from
    the reviewer's calls of `solve_line` and `estimate_line` while `timing`."""

    def __init__(self) -> None:
        self.exact_cpu = 0.0
        self.exact_work = 0
        self.estimate_work = 0

    @contextmanager
    def timing(self) -> Iterator[None]:
        solve, estimate = reviewer.solve_line, reviewer.estimate_line

        def timed_solve(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            judged, work = solve(*args, **kwargs)
            self.exact_cpu += time.process_time() - start
            self.exact_work += work
            return judged, work

        def counted_estimate(*args: Any, **kwargs: Any) -> Any:
            judged = estimate(*args, **kwargs)
            self.estimate_work += 0 if judged is None else judged.work
            return judged

        reviewer.solve_line, reviewer.estimate_line = timed_solve, counted_estimate
        try:
            yield
        finally:
            reviewer.solve_line, reviewer.estimate_line = solve, estimate


def scale_work(factor: float) -> None:
    """Give the analysis `factor` times the work in the same time (its rates and a position's
    limit times `factor`): what it would reach with the constants set for a machine `factor`
    times as fast."""
    reviewer.EXACT_WORK_PER_SECOND = round(reviewer.EXACT_WORK_PER_SECOND * factor)
    reviewer.WORK_PER_SECOND = round(reviewer.WORK_PER_SECOND * factor)
    reviewer.EXACT_WORK = round(reviewer.EXACT_WORK * factor)


def exact_part(game: Game, allowance: float, cap: float, verbose: bool) -> tuple[int, int, float]:
    """The analysis's exact part of `game` (`review_game`'s first loop) within `allowance` in
    all and `cap` a position: printed position by position when `verbose`, with what stopped
    it. Returns the exact tail, the work and the processor time."""
    shared = SharedExactSearch()
    position = game.copy()
    later = 0
    line_limit = reviewer.EXACT_LINE_LIMITS[game.rules.play_again]
    left, work, cpu, tail = allowance, 0, 0.0, 0
    stop = "the first line"
    for number in range(game.move_count - 1, -1, -1):
        position.undo()
        edge = position.board.edge_id(*game.moves[number])
        floor = reviewer.drawn_value(position, edge, later)
        limit = min(cap, left)
        if limit <= 0:
            stop = "the exact part's share, spent"
            break
        start = time.process_time()
        judged, spent = solve_line(
            position, edge, floor, work_limit=int(limit), line_limit=line_limit, shared=shared
        )
        cpu += time.process_time() - start
        left -= spent
        work += spent
        if verbose:
            print(
                f"    {game.move_count - number:3} lines from the end "
                f"({len(Subgame.of(position).lines):2} matter): work {spent:9}, "
                f"{'exact' if judged else 'not settled'}",
                flush=True,
            )
        if judged is None:
            if spent == 0:
                stop = "more lines that matter than EXACT_LINE_LIMITS"
            else:
                stop = "EXACT_WORK (a position)" if limit == cap else "the exact part's share"
            break
        later = judged.best
        tail += 1
    if verbose:
        print(f"    stopped by {stop}; exact part: work {work}, cpu {cpu:.2f} s", flush=True)
    return tail, work, cpu


def stops(stars: int, play_again: bool, games: int) -> None:
    """Each game's exact part, position by position, as the analysis does it."""
    for seed, levels in enumerate((PAIRINGS * 4)[:games], start=1):
        game = played_game(stars, seed, play_again, levels)
        print(f"{stars:5}  {'yes' if play_again else 'no':>10}  seed {seed:2}", flush=True)
        exact_part(game, reviewer.exact_allowance(game), reviewer.EXACT_WORK, True)


def rate(stars: int, play_again: bool, games: int, work: int) -> list[float]:
    """The exact search's work per second of processor time in each game's exact part, solved
    without the analysis's limits until it took `work`."""
    found = []
    for seed, levels in enumerate((PAIRINGS * 4)[:games], start=1):
        game = played_game(stars, seed, play_again, levels)
        _, done, cpu = exact_part(game, work, work, False)
        found.append(done / cpu)
        print(
            f"{stars:5}  {'yes' if play_again else 'no':>10}  seed {seed:2}  work {done:9}  "
            f"cpu {cpu:6.2f} s  {done / cpu:9.0f} work/s",
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
    parser.add_argument("--stops", action="store_true", help="the exact part position by position")
    parser.add_argument("--rate", type=int, help="measure the work per second over this much")
    parser.add_argument(
        "--scale",
        type=float,
        default=1.0,
        help="the analysis's rates and a position's limit times this (a faster machine's)",
    )
    args = parser.parse_args()
    scale_work(args.scale)
    variants = {"both": [False, True], "alternate": [False], "play-again": [True]}[args.variants]
    rates = []
    for stars in args.sizes:
        for play_again in variants:
            if args.rate:
                rates += rate(stars, play_again, args.games, args.rate)
            elif args.stops:
                stops(stars, play_again, args.games)
            elif args.games:
                found = tails(stars, play_again, args.games)
                print(
                    f"{stars} stars, play again {'yes' if play_again else 'no'}: median exact "
                    f"tail {statistics.median(found)} (of {sorted(found)})",
                    flush=True,
                )
            solve_positions(stars, play_again, args)
    if rates:
        print(f"work per second of processor time: median {statistics.median(rates):.0f}")


if __name__ == "__main__":
    main()
