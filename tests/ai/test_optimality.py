"""Hard against an exact solver on tiny boards, and the search's own exactness.

Optimal here means keeping the best outcome (win, draw or loss) still reachable given the
score so far, which is what a player cares about; the issue asks for it in >= 95 % of sampled
mid-game positions on boards of at most 9 stars.
"""

from __future__ import annotations

import random

import pytest

from triangles_qt.ai import choose_move
from triangles_qt.ai.search import prove_move, search_move, solve_move
from triangles_qt.engine import Game, Level, Rules

from .helpers import play_randomly, random_board
from .solver import ExactSolver, outcome

# The exact solver walks the engine itself, so positions are kept to this many open lines.
MAX_OPEN_LINES = 18


def _mid_game_positions(count: int, seed: int) -> list[Game]:
    rng = random.Random(seed)
    positions: list[Game] = []
    while len(positions) < count:
        board = random_board(rng, rng.randint(6, 9))
        game = Game(board, Rules(play_again=rng.random() < 0.5), first_player=rng.randrange(2))
        play_randomly(game, rng, rng.randint(3, 12))
        if not game.is_over and 3 <= len(game.legal_edges()) <= MAX_OPEN_LINES:
            positions.append(game)
    return positions


def _hard_is_optimal(game: Game, solver: ExactSolver, seed: int) -> bool:
    mover = game.current_player
    so_far = game.scores[mover] - game.scores[1 - mover]
    best = outcome(so_far + solver.value(game))
    i, j = choose_move(game, Level.HARD, seed=seed, time_limit=30.0, node_limit=100_000)
    return outcome(so_far + solver.move_value(game, game.board.edge_id(i, j))) == best


def _optimal_share(count: int, seed: int) -> float:
    positions = _mid_game_positions(count, seed)
    optimal = sum(
        _hard_is_optimal(game, ExactSolver(), index) for index, game in enumerate(positions)
    )
    return optimal / len(positions)


@pytest.mark.parametrize(
    ("positions", "seed"),
    [(20, 1), pytest.param(400, 2, marks=pytest.mark.slow)],
)
def test_hard_keeps_the_best_outcome_on_tiny_boards(positions: int, seed: int) -> None:
    assert _optimal_share(positions, seed) >= 0.95


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("search", [search_move, solve_move], ids=["deepening", "to_the_end"])
def test_an_exact_search_finds_the_solver_value(seed: int, search) -> None:
    game = _mid_game_positions(1, seed=100 + seed)[0]
    solver = ExactSolver()
    result = search(game)
    assert result is not None and result.exact
    assert result.value == solver.value(game)
    assert solver.move_value(game, result.line) == result.value


def test_one_search_to_the_end_gives_up_when_out_of_budget() -> None:
    game = _mid_game_positions(1, seed=300)[0]
    assert solve_move(game, node_limit=2) is None


@pytest.mark.parametrize("seed", range(12))
def test_a_proof_finds_the_best_result_and_a_line_that_forces_it(seed: int) -> None:
    game = _mid_game_positions(1, seed=200 + seed)[0]
    solver = ExactSolver()
    mover = game.current_player
    so_far = game.scores[mover] - game.scores[1 - mover]
    proof = prove_move(game)
    assert proof is not None
    assert proof.outcome == outcome(so_far + solver.value(game))
    if proof.outcome < 0:
        assert proof.line is None
    else:
        assert proof.line is not None
        assert outcome(so_far + solver.move_value(game, proof.line)) == proof.outcome


def test_a_proof_gives_up_when_out_of_budget() -> None:
    game = _mid_game_positions(1, seed=300)[0]
    assert prove_move(game, node_limit=2) is None
