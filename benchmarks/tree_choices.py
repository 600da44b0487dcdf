"""Does Hard's middle-game tree keep the best result? Checked on proven positions.

    python benchmarks/tree_choices.py --lines 20 22 --boards 160 --all-lines
    python benchmarks/tree_choices.py --lines 29 31 --boards 40 --prove-seconds 400

On each board (24 stars, without play-again, seeds from `--first-board` on) Hard and the
Monte Carlo player (benchmarks/mcts.py) play fast moves until `--lines` lines that matter are
left. The exact search proves the best result the side to move can reach there (a win, a draw,
or a loss whatever it draws; positions not proven within `--prove-seconds` are skipped), then
what each line Hard chooses (with `--nodes` lines of work, about its 0.5 s a move, once a seed)
leaves. Prints how many of Hard's choices keep the best result. With `--all-lines` every line
is proven, which also gives how many positions have lines of different results and the share
of lines that keep the best result there (what a random line would do).
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from multiprocessing import Pool

from mcts import mcts_move

from triangles_qt.ai import choose_move
from triangles_qt.ai.budget import Budget
from triangles_qt.ai.hard import hard_move
from triangles_qt.ai.search import prove_move
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Board, Game, Level, Rules

STARS = 24


@dataclass
class Settings:
    low: int
    high: int
    nodes: int
    seeds: int
    prove_seconds: float
    move_seconds: float
    all_lines: bool


@dataclass
class Position:
    board: int
    lines: int
    best: int  # 1 win, 0 draw, -1 loss: the best result the side to move can force
    choices: list[int] = field(default_factory=list)  # result of each of Hard's choices
    results: list[int] = field(default_factory=list)  # of every line (with --all-lines)


def reach(seed: int, settings: Settings) -> Game | None:
    """A game on board `seed` played fast until the lines that matter are within range."""
    rng = random.Random(seed)
    game = Game(
        Board.generate(STARS, seed=seed), Rules(play_again=False), first_player=rng.randrange(2)
    )
    hard_seat = rng.randrange(2)
    while not game.is_over:
        left = len(Subgame.of(game).lines)
        if left < settings.low:
            return None
        if left <= settings.high:
            return game
        if game.current_player == hard_seat:
            line = choose_move(game, Level.HARD, seed=seed, time_limit=settings.move_seconds)
        else:
            line = mcts_move(game, settings.move_seconds, seed=seed * 1000 + game.move_count)
        game.play(*line)
    return None


def line_result(game: Game, edge: int) -> int:
    """The best result the side to move in `game` can force after drawing `edge`."""
    me = game.current_player
    after = game.copy()
    after.play_edge(edge)
    if after.is_over:
        lead = after.lead(me)
        return (lead > 0) - (lead < 0)
    proof = prove_move(after)
    assert proof is not None  # no budget: proven to the end
    return proof.outcome if after.current_player == me else -proof.outcome


def judge(task: tuple[int, Settings]) -> Position | None:
    seed, settings = task
    game = reach(seed, settings)
    if game is None:
        return None
    proof = prove_move(game, Budget(settings.prove_seconds, None))
    if proof is None:
        return None
    sub = Subgame.of(game)
    position = Position(seed, len(sub.lines), proof.outcome)
    # Free tempo lines all count as one: the subgame's pass line.
    lines = [*sub.lines, *([sub.pass_line] if sub.pass_line is not None else [])]
    known: dict[int, int] = {}
    if settings.all_lines:
        known = {edge: line_result(game, edge) for edge in lines}
        position.results = list(known.values())
    if position.best < 0:
        return position  # lost whatever is drawn: nothing to choose
    for seed_of_move in range(settings.seeds):
        edge = hard_move(game, random.Random(seed_of_move), Budget(1e9, None), settings.nodes)
        if edge not in sub.lines:
            edge = sub.pass_line
        assert edge is not None
        if edge not in known:
            known[edge] = line_result(game, edge)
        position.choices.append(known[edge])
    return position


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, nargs=2, default=[20, 22], metavar=("LOW", "HIGH"))
    parser.add_argument("--boards", type=int, default=40, help="boards tried")
    parser.add_argument("--first-board", type=int, default=9000)
    parser.add_argument("--nodes", type=int, default=350_000, help="Hard's work a choice")
    parser.add_argument("--seeds", type=int, default=3, help="choices a position")
    parser.add_argument("--prove-seconds", type=float, default=120.0)
    parser.add_argument("--move-seconds", type=float, default=0.1, help="to reach the positions")
    parser.add_argument("--all-lines", action="store_true", help="prove every line")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    low, high = args.lines
    settings = Settings(
        low, high, args.nodes, args.seeds, args.prove_seconds, args.move_seconds, args.all_lines
    )
    tasks = [(seed, settings) for seed in range(args.first_board, args.first_board + args.boards)]
    positions: list[Position] = []
    with Pool(args.jobs) as pool:
        for position in pool.imap_unordered(judge, tasks):
            if position is not None:
                positions.append(position)
                print(
                    f"  board {position.board}: {position.lines} lines, best {position.best}, "
                    f"Hard's choices {position.choices}",
                    file=sys.stderr,
                    flush=True,
                )
    open_positions = [p for p in positions if p.best >= 0]
    choices = [c for p in open_positions for c in p.choices]
    kept = sum(1 for p in open_positions for c in p.choices if c == p.best)
    print(
        f"\nHard's tree, {args.nodes:,} lines of work a choice, {STARS} stars without play-again, "
        f"boards {args.first_board} on:\n"
    )
    print("| lines that matter | positions proven | not lost | Hard's choices keeping the best |")
    print("|---|---|---|---|")
    print(f"| {low}-{high} | {len(positions)} | {len(open_positions)} | {kept} of {len(choices)} |")
    if args.all_lines:
        differing = [p for p in positions if len(set(p.results)) > 1]
        kept_of_differing = sum(1 for p in differing for c in p.choices if c == p.best)
        choices_of_differing = sum(len(p.choices) for p in differing)
        share = sum(p.results.count(p.best) / len(p.results) for p in differing)
        print(
            f"\nWhere the lines do not all lead to the same result ({len(differing)} positions): "
            f"Hard kept the best in {kept_of_differing} of {choices_of_differing} choices; "
            f"{100 * share / max(1, len(differing)):.0f} % of the lines keep it there."
        )


if __name__ == "__main__":
    main()
