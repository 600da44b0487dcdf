"""The three computer levels and `choose_move`, the one entry point the window calls.

- Easy plays like a beginner: usually takes a triangle on offer, otherwise almost anything.
- Medium never gives a point it can avoid: takes what is on offer unless that hands back more,
  plays safe lines while there are any, then hands over as little as possible.
- Hard plays the whole game: see `search.py` (with `midgame.py` for the middle game without
  play-again and `chains.py` for play-again).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from triangles_qt.engine import Game, Level

from .analysis import move_facts
from .budget import Budget
from .hard import hard_move
from .helper import SearchHelper
from .policy import best_of, greedy_net, pick
from .search import search_line_limit

# Seconds a move when the caller gives no time limit.
DEFAULT_TIME_LIMITS = {Level.EASY: 0.1, Level.MEDIUM: 0.1, Level.HARD: 1.0}
# Hard stops searching a little before its time is up, to leave room for answering.
SEARCH_SHARE = 0.95
# Easy takes a triangle on offer this often, and otherwise plays at random.
EASY_TAKE_CHANCE = 0.8
# A process that keeps one game fills in what Hard's searches will need ahead of time, once the
# game has at most this many times the drawable lines at which they begin (prepare_for_hard).
PREPARE_AHEAD = 1.25
# Lines whose crossings are worked out together between two looks at `stopped`: little enough
# work, even on the biggest board, that a cancel is noticed at once.
PREPARE_BATCH = 64


def choose_move(
    game: Game,
    level: Level,
    *,
    seed: int | None = None,
    time_limit: float | None = None,
    cancelled: Callable[[], bool] | None = None,
    node_limit: int | None = None,
    helper: SearchHelper | None = None,
) -> tuple[int, int]:
    """The line (i, j), i < j, the computer at `level` draws now. Never changes `game`.

    Easy and Medium give the same line for the same seed and position. Hard's line can also
    depend on how much it got through in its time (its tree search without play-again counts
    every sampled game; its alpha-beta search answers from its last completed depth);
    `node_limit` caps its thinking by positions visited instead of time, which makes its answer
    fully reproducible (the helper then stays out). `helper`, a second process (helper.py),
    grows a second middle-game tree beside Hard's on another core. `cancelled` is polled while
    thinking; once it returns True the best line found so far comes back at once.
    """
    level = Level(level)
    if game.is_over:
        raise ValueError("the game is over: there is no line to draw")
    if time_limit is None:
        time_limit = DEFAULT_TIME_LIMITS[level]
    if time_limit < 0:
        raise ValueError(f"time_limit must be >= 0 seconds, not {time_limit!r}")
    budget = Budget(time_limit * SEARCH_SHARE, cancelled)
    rng = _position_rng(game, seed)
    if level is Level.EASY:
        edge = _easy(game, rng)
    elif level is Level.MEDIUM:
        edge = _medium(game, rng)
    else:
        edge = hard_move(game, rng, budget, node_limit, helper)
    i, j = game.board.edges[edge]
    return (int(i), int(j))


def prepare_for_hard(game: Game, stopped: Callable[[], bool], *, ahead: float = 1.0) -> bool:
    """Compute now what Hard's search of `game`, and of the positions after it, takes from the
    board: its rules' tables, and the crossings of every line still open once the game has at
    most `ahead` times the drawable lines at which Hard begins to search (on a big board,
    building them as the search starts would take much of its time limit). Every line computed
    stays with the board. Stops as soon as `stopped()` says so; True when complete."""
    board = game.board.prepare()
    lines = game.legal_edges()
    if len(lines) > search_line_limit(game.rules.play_again) * ahead:
        return True
    for first in range(0, len(lines), PREPARE_BATCH):
        if stopped():
            return False
        board.compute_crossings(lines[first : first + PREPARE_BATCH])
    return True


def _position_rng(game: Game, seed: int | None) -> random.Random:
    """A generator that depends only on the seed and the position (fresh entropy without seed)."""
    if seed is None:
        return random.Random()
    moves = ",".join(f"{i}-{j}" for i, j in game.moves)
    return random.Random(f"{seed}|{game.board.points}|{game.rules.play_again}|{moves}")


def _easy(game: Game, rng: random.Random) -> int:
    facts = move_facts(game)
    takes = facts.edges[facts.scores > 0]
    if len(takes) and rng.random() < EASY_TAKE_CHANCE:
        return pick(rng, takes)
    return pick(rng, facts.edges)


def _medium(game: Game, rng: random.Random) -> int:
    facts = move_facts(game)
    return best_of(rng, facts.edges, greedy_net(game, facts))
