"""The search to the end over a position's components (ai/exact.py) against the independent
solver, and its strings of triangles against the same components worked out line by line."""

from __future__ import annotations

import random

import pytest

from triangles_qt.ai.exact import ExactSearch
from triangles_qt.ai.exact_game import SharedExactSearch
from triangles_qt.ai.search import solve_line
from triangles_qt.ai.shapes import Shapes
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
    assert len(shared_table(shared)) > 0 and len(later_values) > 1


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
            if signature[0] == 2:
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
            if signature[0] == 0 and signature[2] != 1 and lines.bit_count() >= 2:
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
    by_signature: dict[tuple[int, int, int], set[int]] = {}
    for seed in range(10):
        game = game_near_its_end(seed, seed % 2 == 0, 24)
        search = ExactSearch(Subgame.of(game))
        # One numbering for every game: the shapes do not depend on the board.
        shapes = Shapes(search.game) if shapes is None else shapes
        avail, live, _ = search.root
        for lines, tris in search.components(avail, live)[0]:
            signature = search.signature(lines, tris, avail, live)
            if signature[0] != 2:
                number = shapes.number(lines, tris, search.game)
                by_signature.setdefault(signature, set()).add(number)
    assert len(by_signature) >= 5
    assert all(len(numbers) == 1 for numbers in by_signature.values())
    numbers = [next(iter(n)) for n in by_signature.values()]
    assert len(set(numbers)) == len(numbers)
