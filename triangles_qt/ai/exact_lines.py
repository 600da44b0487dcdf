"""The exact value of every line drawable in a position: what a puzzle's answer is checked
against (`line_values`), and how far ahead the best result shows (`decided_at`).

A line's value is the score difference still to come for the side to move if it draws that line
and both sides then play perfectly, each position after it solved to the end by Hard's own
search (`solve_move`). Free tempo lines (sides of no live triangle, crossing nothing that
matters) only pass the turn, so they all share one value, solved once.
"""

from __future__ import annotations

from triangles_qt.engine import Game

from .search import Searcher, solve_move
from .subgame import Subgame


class TooHard(Exception):
    """A position the node limit did not let the search solve exactly."""


def line_values(game: Game, node_limit: int | None = None) -> dict[int, int]:
    """Every drawable line (board line id) of `game` (left as it was) -> its exact value for
    the side to move. `node_limit` caps each solve (TooHard beyond it)."""
    if game.is_over:
        return {}
    work = game.copy()
    mover = work.current_player
    matters = set(Subgame.of(work).lines)
    values: dict[int, int] = {}
    free_value: int | None = None
    for edge in (int(e) for e in work.legal_edges()):
        if edge not in matters and free_value is not None:
            values[edge] = free_value
            continue
        points = work.play_edge(edge)
        try:
            same_side = work.current_player == mover
            rest = 0 if work.is_over else _solved(work, node_limit)
        finally:
            work.undo()
        values[edge] = points + rest if same_side else points - rest
        if edge not in matters:
            free_value = values[edge]
    return values


def _solved(game: Game, node_limit: int | None) -> int:
    result = solve_move(game, node_limit=node_limit)
    if result is None:
        raise TooHard
    return result.value


def best_lines(values: dict[int, int]) -> list[int]:
    """The lines (board line ids) that keep the best value, in id order."""
    best = max(values.values())
    return sorted(edge for edge, value in values.items() if value == best)


def decided_at(game: Game, values: dict[int, int], node_limit: int | None = None) -> int:
    """How far ahead the best result is decided: the fewest plies a search of `game` (Hard's,
    counting only the points scored up to its horizon) must look ahead, the line itself
    included, to rank every line that keeps the best of `values` (`line_values`) above every
    line that does not. At most one more than the lines that matter."""
    solutions = set(best_lines(values))
    if len(solutions) == len(values):
        return 1
    work = game.copy()
    mover = work.current_player
    after: dict[int, tuple[int, bool, Searcher | None]] = {}
    for edge in values:
        points = work.play_edge(edge)
        try:
            searcher = None if work.is_over else Searcher(Subgame.of(work), node_limit=node_limit)
            after[edge] = (points, work.current_player == mover, searcher)
        finally:
            work.undo()
    deepest = len(Subgame.of(game).lines) + 2
    for depth in range(1, deepest):
        seen = {
            edge: _seen(points, same, searcher, depth)
            for edge, (points, same, searcher) in after.items()
        }
        lowest_right = min(seen[edge] for edge in solutions)
        if all(value < lowest_right for edge, value in seen.items() if edge not in solutions):
            return depth
    return deepest


def _seen(points: int, same_side: bool, searcher: Searcher | None, depth: int) -> int:
    """A line's value as a search `depth` plies deep sees it (the line itself one ply)."""
    if searcher is None or depth <= 1:
        return points
    result = searcher.run(depth - 1)
    if result is None:
        raise TooHard
    return points + result.value if same_side else points - result.value
