"""The search to the end over a position's components (ai/exact.py) against the independent
solver, and its strings of triangles against the same components worked out line by line."""

from __future__ import annotations

import random

import pytest

from triangles_qt.ai.budget import Budget
from triangles_qt.ai.exact import ExactSearch
from triangles_qt.ai.exact_game import SharedExactSearch
from triangles_qt.ai.hard import solve_to_the_end
from triangles_qt.ai.search import solve_line
from triangles_qt.ai.shapes import Shapes
from triangles_qt.ai.strings import (
    COIN,
    OTHER,
    PAIR_COIN,
    PATH,
    Transition,
    kind_of,
    string_parts,
    takes_at_once,
)
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Board, Game, Rules

from ..selection import slow_among
from .helpers import play_randomly
from .solver import BitSolver


def game_near_its_end(seed: int, play_again: bool, lines_left: int) -> Game:
    """A 24-star game of random lines, taken back to `lines_left` lines before its end."""
    game = Game(Board.generate(24, seed=seed), Rules(play_again=play_again))
    play_randomly(game, random.Random(seed), 200)
    assert game.is_over
    for _ in range(lines_left):
        game.undo()
    return game


@pytest.mark.parametrize("seed", slow_among(range(6), slow=range(2, 6)))
@pytest.mark.parametrize("play_again", [False, True])
def test_every_line_of_a_position_gets_the_independent_solvers_values(
    seed: int, play_again: bool
) -> None:
    game = game_near_its_end(seed, play_again, 12)
    solver = BitSolver(game)
    best = solver.value(game)
    for edge in game.legal_edges().tolist():
        judged, work = solve_line(game, edge)
        assert judged is not None and judged.exact and work > 0
        assert (judged.best, judged.drawn) == (best, solver.move_value(game, edge)), edge
        assert solver.move_value(game, judged.best_line) == best  # the best line named


@pytest.mark.parametrize("play_again", slow_among([False, True], slow=[True]))
def test_a_shared_search_gives_every_position_of_a_game_its_own_values(play_again: bool) -> None:
    game = game_near_its_end(11, play_again, 0)
    solver = BitSolver(game.restarted())
    shared = SharedExactSearch()
    position = game.copy()
    later_values = set()
    for number in range(game.move_count - 1, game.move_count - 17, -1):
        position.undo()
        edge = position.board.edge_id(*game.moves[number])
        judged, _ = solve_line(position, edge, line_limit=40, shared=shared)
        assert judged is not None
        assert (judged.best, judged.drawn) == (
            solver.value(position),
            solver.move_value(position, edge),
        ), number
        later_values.add(judged.best)
    table = shared_table(shared)
    assert len(table) > 0 and len(later_values) > 1
    # Every entry's bounds hold together: a lower bound above the upper one would be two
    # visits of one position contradicting each other.
    assert all(lower <= upper for lower, upper, _ in table.values())


def shared_table(shared: SharedExactSearch) -> dict[object, object]:
    """The table of the search `shared` keeps (after at least one judgement)."""
    search = shared.search
    assert search is not None
    return dict(search.table)


@pytest.mark.parametrize("play_again", [False, True])
def test_a_string_of_triangles_moves_as_its_lines_do(play_again: bool) -> None:
    """The moves of a path or a ring worked out from its length and ends are the moves of its
    actual lines: the same points and the same components left."""
    checked = 0
    for seed in range(8):
        game = game_near_its_end(seed, play_again, 20)
        search = ExactSearch(Subgame.of(game))
        avail, live, _ = search.root
        parts, _ = search.components(avail, live)
        for lines, tris in parts:
            signature = search.signature(lines, tris, avail, live)
            if kind_of(signature) == OTHER:
                continue
            abstract = {(m.points, search.outcome(m)) for m in search.transitions(signature)}
            actual = {(m.points, search.outcome(m)) for m in search.moves_of(lines, tris)}
            assert abstract == actual, signature
            checked += 1
    assert checked >= 20


def test_alike_cuts_of_a_string_are_one_move() -> None:
    """Cutting a string of triangles at either of two lines placed alike (mirror images along
    it) leaves the same components: the search tries one of them."""
    collapsed = 0
    for seed in range(8):
        game = game_near_its_end(seed, False, 22)
        search = ExactSearch(Subgame.of(game))
        avail, live, _ = search.root
        for lines, tris in search.components(avail, live)[0]:
            signature = search.signature(lines, tris, avail, live)
            if (
                kind_of(signature) == PATH
                and string_parts(signature)[2] != 1
                and lines.bit_count() >= 2
            ):
                by_line = search.moves_of(lines, tris)
                distinct = {(m.points, search.outcome(m)) for m in by_line}
                assert len(search.transitions(signature)) == len(distinct) < len(by_line)
                collapsed += 1
    assert collapsed >= 3


def test_a_search_out_of_work_gives_up() -> None:
    game = game_near_its_end(1, False, 14)
    edge = int(game.legal_edges()[0])
    judged, work = solve_line(game, edge, work_limit=50)
    assert judged is None and work >= 50


def test_components_get_the_same_shape_exactly_when_they_are_alike() -> None:
    """Strings of triangles are alike exactly when they have as many triangles and the same
    ends: the shape numbers, worked out from the lines and triangles alone, say the same."""
    shapes: Shapes | None = None
    by_signature: dict[int, set[int]] = {}
    for seed in range(10):
        game = game_near_its_end(seed, seed % 2 == 0, 24)
        search = ExactSearch(Subgame.of(game))
        # One numbering for every game: the shapes do not depend on the board.
        shapes = Shapes(search.game) if shapes is None else shapes
        avail, live, _ = search.root
        for lines, tris in search.components(avail, live)[0]:
            signature = search.signature(lines, tris, avail, live)
            if kind_of(signature) != OTHER:
                number = shapes.number(lines, tris, search.game)
                by_signature.setdefault(signature, set()).add(number)
    assert len(by_signature) >= 5
    assert all(len(numbers) == 1 for numbers in by_signature.values())
    numbers = [next(iter(n)) for n in by_signature.values()]
    assert len(set(numbers)) == len(numbers)


def has_a_shortcut(game: Game) -> bool:
    """Whether the search settles the position of `game` without trying every move: with "Play
    again" a string whose triangle on offer it takes at once (`takes_at_once`), without it a
    coin beside a smaller one or a free tempo line."""
    search = ExactSearch(Subgame.of(game))
    state, passes = search.root_state(search.root)
    if game.rules.play_again:
        return any(takes_at_once(signature) for signature in state)
    coin = COIN in state or PAIR_COIN in state
    return (PAIR_COIN in state and COIN in state) or (coin and passes == 1)


# Positions (seed, lines before the end) with such a shortcut. With "Play again", a search
# that also took at once from a string of 2 triangles open at one end, or of 3 or 4 open at
# both, finds other values in the first two (where leaving the last triangles keeps control).
SHORTCUTS = {True: [(2, 16), (3, 16), (0, 10)], False: [(0, 13), (2, 10), (5, 16)]}


# The first position of each variant in the default selection, the others in the slow one.
@pytest.mark.parametrize(
    ("play_again", "seed", "lines_left"),
    [
        pytest.param(play_again, seed, lines_left, marks=[pytest.mark.slow] if index else [])
        for play_again, positions in SHORTCUTS.items()
        for index, (seed, lines_left) in enumerate(positions)
    ],
)
def test_positions_the_search_cuts_short_get_the_independent_solvers_values(
    play_again: bool, seed: int, lines_left: int
) -> None:
    game = game_near_its_end(seed, play_again, lines_left)
    assert has_a_shortcut(game), (seed, lines_left)
    solver = BitSolver(game)
    best = solver.value(game)
    for edge in game.legal_edges().tolist()[::4]:
        judged, _ = solve_line(game, edge)
        assert judged is not None
        assert (judged.best, judged.drawn) == (best, solver.move_value(game, edge)), edge


# The independent solver's budget for the deeper positions, in positions searched.
DEEP_SOLVER_POSITIONS = 3_000_000


@pytest.mark.slow
@pytest.mark.parametrize("play_again", [False, True])
def test_deeper_positions_get_the_independent_solvers_values(play_again: bool) -> None:
    """Positions further back than the default selection's, where the independent solver
    still finishes with a larger budget."""
    checked = 0
    for seed in range(3):
        game = game_near_its_end(seed, play_again, 16 if play_again else 17)
        solver = BitSolver(game, DEEP_SOLVER_POSITIONS)
        best = solver.value(game)
        for edge in game.legal_edges().tolist()[::3]:
            judged, _ = solve_line(game, edge)
            assert judged is not None
            assert (judged.best, judged.drawn) == (best, solver.move_value(game, edge)), edge
            checked += 1
    assert checked >= 10


def test_hard_solves_the_end_with_a_line_of_the_best_value() -> None:
    for seed, play_again in [(1, False), (2, True), (3, False), (4, True)]:
        game = game_near_its_end(seed, play_again, 12)
        sub = Subgame.of(game)
        line = solve_to_the_end(sub, Budget(60.0, None), None)
        assert line is not None
        solver = BitSolver(game)
        assert solver.move_value(game, line) == solver.value(game), seed


def test_hard_gives_up_solving_the_end_when_out_of_nodes() -> None:
    game = game_near_its_end(1, False, 16)
    assert solve_to_the_end(Subgame.of(game), Budget(60.0, None), 20) is None


@pytest.mark.parametrize("play_again", [False, True])
def test_a_moves_result_has_the_key_the_move_gives_it(play_again: bool) -> None:
    """The table's key of a move's result, worked out from the node's key and the move alone
    (`Transition.delta`, the pass parity its freed lines flip), is the key of the result as
    built: the search reads a result's entry by it without building the result."""
    checked = 0
    for seed in range(4):
        game = game_near_its_end(seed, play_again, 18)
        search = ExactSearch(Subgame.of(game))
        state, passes = search.root_state(search.root)
        key = search.key_of(state, passes)
        for index, signature in enumerate(state):
            rest = state[:index] + state[index + 1 :]
            for move in search.transitions(signature):
                children, freed = search.outcome(move)
                result = tuple(sorted(rest + children))
                built = search.key_of(result, passes ^ (freed & 1))
                assert (key + move.delta) ^ (freed & 1) == built, (seed, signature)
                checked += 1
    assert checked >= 40


def test_a_node_whose_move_the_table_knows_to_reach_beta_is_settled_unsearched() -> None:
    """An enhanced transposition cut-off: when the table already holds a bound for a move's
    result that makes the move reach beta, the node returns it after one visit, before any
    move is searched."""
    settled = 0
    for seed, play_again in [(s, s % 2 == 1) for s in range(8)]:
        game = game_near_its_end(seed, play_again, 14)
        search = ExactSearch(Subgame.of(game))
        state, passes = search.root_state(search.root)
        if play_again and any(takes_at_once(signature) for signature in state):
            continue  # (settled by taking at once, before the table is looked at)
        search.root_value()
        key = search.key_of(state, passes)
        search.table.pop(key, None)
        known = [
            move_bound(search, state, passes, index, move)
            for index, signature in enumerate(state)
            if not (signature == COIN and PAIR_COIN in state and not play_again)
            for move in search.transitions(signature)
        ]
        bounds = [bound for bound in known if bound is not None]
        if not bounds:
            continue
        beta = max(bounds)
        nodes = search.nodes
        value = search.value(state, passes, key, beta - 1, beta)
        assert value >= beta and search.nodes == nodes + 1, seed
        solver = BitSolver(game)
        assert solver.value(game) >= value  # a lower bound of the true value
        settled += 1
    assert settled >= 4


def move_bound(
    search: ExactSearch, state: tuple[int, ...], passes: int, index: int, move: Transition
) -> int | None:
    """The least value the table proves for `move` at the node `state` (None: it knows
    nothing of its result)."""
    children, freed = search.outcome(move)
    result = tuple(sorted(state[:index] + state[index + 1 :] + children))
    if not result:
        return move.points
    entry = search.table.get(search.key_of(result, passes ^ (freed & 1)))
    if entry is None:
        return None
    if move.points and search.game.play_again:
        return move.points + entry[0]
    return move.points - entry[1]
