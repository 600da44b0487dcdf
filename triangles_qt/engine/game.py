"""A game of Triangles: the rules, scoring, turn, end of game and undo.

A move is data: the pair of stars (i, j) of a line. The state is a few numpy arrays over the
board's lines and empty triangles, updated incrementally by `play` and restored exactly by
`undo`, so a search can step through millions of positions cheaply.

Per line: drawn or not, and whether a drawn line crosses it (then it can never be drawn).
Per empty triangle: how many of its sides are drawn and how many are crossed. A triangle is
*live* while it still has an undrawn side and none of its sides is crossed; the game is over
exactly when no triangle is live.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from .board import Board
from .geometry import within_tolerance


class Reason(enum.Enum):
    """Why a line is refused."""

    EXISTS = "exists"
    THROUGH_STAR = "through_star"
    CROSSES = "crosses"
    GAME_OVER = "game_over"


class IllegalMove(ValueError):
    """Raised by `Game.play` for a refused line; the game is unchanged."""

    def __init__(self, i: int, j: int, reason: Reason) -> None:
        super().__init__(f"line {i}-{j} is refused: {reason.value}")
        self.line = (i, j)
        self.reason = reason


@dataclass(frozen=True)
class Rules:
    """Options of a game. play_again: whoever closes a triangle draws again."""

    play_again: bool = False


@dataclass(frozen=True)
class Player:
    """Who plays a side: a name, and the computer's level ("easy", "medium", "hard") or None."""

    name: str
    computer: str | None = None

    @property
    def is_computer(self) -> bool:
        return self.computer is not None


DEFAULT_PLAYERS = (Player("Player 1"), Player("Player 2"))


# What one move changed, so that undo can take it back exactly: (line id, player, lines it made
# undrawable, triangles that died because a side was crossed (with repeats), triangles it scored).
_Step = tuple[int, int, np.ndarray, np.ndarray, tuple[int, ...]]

# Below this many entries plain Python loops beat numpy's per-call overhead.
_SMALL = 48


@dataclass
class Game:
    board: Board
    rules: Rules = field(default_factory=Rules)
    players: tuple[Player, Player] = DEFAULT_PLAYERS
    first_player: int = 0

    def __post_init__(self) -> None:
        if self.first_player not in (0, 1):
            raise ValueError(f"first_player must be 0 or 1, not {self.first_player!r}")
        if len(self.players) != 2:
            raise ValueError("a game has exactly two players")
        self.players = tuple(self.players)  # type: ignore[assignment]
        board = self.board.prepare()
        edges = len(board.edges)
        triangles = len(board.triangles)
        self._drawn = np.zeros(edges, dtype=bool)
        self._crossed = np.zeros(edges, dtype=bool)
        # Lines still drawable now: not drawn, not through a star, not crossed.
        self._open = ~board.through_star.copy()
        # Per-triangle counters live in bytearrays (fast single-item access in Python loops)
        # with numpy views on the same memory for vectorized updates.
        self._tri_drawn = bytearray(triangles)
        self._tri_crossed = bytearray(triangles)
        self._live_count = triangles
        self._scores = [0, 0]
        self._current = self.first_player
        self._steps: list[_Step] = []
        self._lines: list[tuple[int, int, int]] = []
        self._triangles: list[tuple[int, int, int, int]] = []

    # -- Reading the position -----------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def scores(self) -> tuple[int, int]:
        return (self._scores[0], self._scores[1])

    @property
    def is_over(self) -> bool:
        return self._live_count == 0

    @property
    def winner(self) -> int | None:
        if not self.is_over or self._scores[0] == self._scores[1]:
            return None
        return 0 if self._scores[0] > self._scores[1] else 1

    @property
    def lines(self) -> list[tuple[int, int, int]]:
        """Drawn lines in order, each (i, j, player)."""
        return list(self._lines)

    @property
    def triangles(self) -> list[tuple[int, int, int, int]]:
        """Scored triangles in order, each (i, j, k, player)."""
        return list(self._triangles)

    @property
    def moves(self) -> list[tuple[int, int]]:
        """The moves so far, in order, each (i, j) with i < j."""
        return [(i, j) for i, j, _ in self._lines]

    @property
    def move_count(self) -> int:
        return len(self._steps)

    @property
    def live_triangle_count(self) -> int:
        """Empty triangles that can still be completed; the game ends when there are none."""
        return self._live_count

    # Read-only views for the computer opponent (no copies; do not write to them).
    @property
    def drawn_mask(self) -> np.ndarray:
        view = self._drawn.view()
        view.setflags(write=False)
        return view

    @property
    def open_mask(self) -> np.ndarray:
        """Per line id: drawable now (ignoring whether the game is over)."""
        view = self._open.view()
        view.setflags(write=False)
        return view

    @property
    def triangle_drawn_counts(self) -> np.ndarray:
        """Per triangle id: how many of its sides are drawn."""
        view = np.frombuffer(self._tri_drawn, dtype=np.uint8)
        view.setflags(write=False)
        return view

    @property
    def triangle_crossed_counts(self) -> np.ndarray:
        """Per triangle id: how many of its sides are crossed (it is dead if any)."""
        view = np.frombuffer(self._tri_crossed, dtype=np.uint8)
        view.setflags(write=False)
        return view

    # -- Rules ----------------------------------------------------------------------------------

    def _edge(self, i: int, j: int) -> int:
        n = len(self.board.points)
        if isinstance(i, bool) or isinstance(j, bool):
            raise ValueError("stars are given by integer index")
        i, j = int(i), int(j)
        if not (0 <= i < n and 0 <= j < n):
            raise ValueError(f"no such star: {i} or {j} (the board has {n})")
        if i == j:
            raise ValueError(f"a line needs two different stars, not {i} twice")
        return int(self.board.edge_ids[i, j])

    def check(self, i: int, j: int) -> Reason | None:
        """Why line i-j would be refused now, or None if it may be drawn. Changes nothing."""
        return self._reason(self._edge(i, j))

    def _reason(self, edge: int) -> Reason | None:
        if self._live_count == 0:
            return Reason.GAME_OVER
        if self._open[edge]:
            return None
        if self._drawn[edge]:
            return Reason.EXISTS
        if self.board.through_star[edge]:
            return Reason.THROUGH_STAR
        return Reason.CROSSES

    def obstacles(self, i: int, j: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
        """What stands in the way of line i-j, to show a player why it is refused: the stars
        within the tolerance of it, and the drawn lines it would cross or overlap."""
        edge = self._edge(i, j)
        board = self.board
        stars = tuple(
            k
            for k, point in enumerate(board.points)
            if k not in (i, j)
            and within_tolerance(point, board.points[i], board.points[j], board.tolerance)
        )
        crossed = board.lines_crossing(edge, np.flatnonzero(self._drawn))
        return stars, tuple(board.edge_pairs[e] for e in crossed.tolist())

    def legal_moves(self) -> np.ndarray:
        """Every line check() accepts, as a (k, 2) integer array of (i, j) with i < j."""
        if self._live_count == 0:
            return np.empty((0, 2), dtype=np.int64)
        return self.board.edges[np.flatnonzero(self._open)]

    def legal_edges(self) -> np.ndarray:
        """Line ids of legal_moves()."""
        if self._live_count == 0:
            return np.empty(0, dtype=np.int64)
        return np.flatnonzero(self._open)

    def play(self, i: int, j: int) -> tuple[tuple[int, int, int], ...]:
        """Draw line i-j for the current player; return the scoring triangles it closed."""
        edge = self._edge(i, j)
        reason = self._reason(edge)
        if reason is not None:
            raise IllegalMove(min(i, j), max(i, j), reason)
        closed = self._apply(edge)
        return tuple(self.board.triangle_tuples[t] for t in closed)

    def play_edge(self, edge: int) -> int:
        """Play a legal line by id (no check: for searches); return the points it scored."""
        return len(self._apply(edge))

    def _apply(self, edge: int) -> tuple[int, ...]:
        board = self.board
        player = self._current
        is_open = self._open
        tri_drawn, tri_crossed = self._tri_drawn, self._tri_crossed

        # Lines this one crosses become undrawable, and triangles with such a side die.
        cached = board.cached_crossings(edge)
        if cached is None:
            crossed = board.lines_crossing(edge, np.flatnonzero(is_open))
            dying = board.triangles_of_lines(crossed)
        elif len(cached[0]):
            crossing, side_triangles, sides = cached
            crossed = crossing[is_open[crossing]]
            dying = side_triangles[is_open[sides]]
        else:
            crossed = dying = cached[0]
        is_open[edge] = False
        self._drawn[edge] = True
        if len(crossed):
            is_open[crossed] = False
            self._crossed[crossed] = True

        live_lost = 0
        if len(dying) <= _SMALL:
            for t in dying.tolist():
                if tri_crossed[t] == 0 and tri_drawn[t] < 3:
                    live_lost += 1
                tri_crossed[t] += 1
        else:
            counts = np.frombuffer(tri_crossed, dtype=np.uint8)
            was_live = (counts[dying] == 0) & (np.frombuffer(tri_drawn, dtype=np.uint8)[dying] < 3)
            np.add.at(counts, dying, 1)
            # One line can cross two sides of a triangle: count the triangle once.
            live_lost += len(np.unique(dying[was_live]))

        closed_list = []
        for t in board.edge_triangle_lists[edge]:
            drawn_sides = tri_drawn[t] + 1
            tri_drawn[t] = drawn_sides
            if drawn_sides == 3 and tri_crossed[t] == 0:
                closed_list.append(t)
        closed = tuple(closed_list)
        self._live_count -= live_lost + len(closed)

        self._steps.append((edge, player, crossed, dying, closed))
        i, j = board.edge_pairs[edge]
        self._lines.append((i, j, player))
        if closed:
            self._scores[player] += len(closed)
            for t in closed:
                a, b, c = board.triangle_tuples[t]
                self._triangles.append((a, b, c, player))
            if self.rules.play_again:
                return closed
        self._current = 1 - player
        return closed

    def undo(self) -> None:
        """Take back the last line, its points and the turn."""
        if not self._steps:
            raise IndexError("there is no move to undo")
        edge, player, crossed, dying, closed = self._steps.pop()
        self._lines.pop()
        tri_drawn, tri_crossed = self._tri_drawn, self._tri_crossed
        for t in self.board.edge_triangle_lists[edge]:
            tri_drawn[t] -= 1
        live_gained = len(closed)
        if len(dying) <= _SMALL:
            for t in dying.tolist():
                left = tri_crossed[t] - 1
                tri_crossed[t] = left
                if left == 0 and tri_drawn[t] < 3:
                    live_gained += 1
        else:
            counts = np.frombuffer(tri_crossed, dtype=np.uint8)
            np.subtract.at(counts, dying, 1)
            now_live = (counts[dying] == 0) & (np.frombuffer(tri_drawn, dtype=np.uint8)[dying] < 3)
            live_gained += len(np.unique(dying[now_live]))
        if len(crossed):
            self._crossed[crossed] = False
            self._open[crossed] = True
        self._drawn[edge] = False
        self._open[edge] = True
        self._live_count += live_gained
        if closed:
            self._scores[player] -= len(closed)
            del self._triangles[-len(closed) :]
        self._current = player

    def copy(self) -> Game:
        """An independent game at the same position, with the same history (undo works)."""
        clone = object.__new__(Game)
        clone.board = self.board
        clone.rules = self.rules
        clone.players = self.players
        clone.first_player = self.first_player
        clone._drawn = self._drawn.copy()
        clone._crossed = self._crossed.copy()
        clone._open = self._open.copy()
        clone._tri_drawn = bytearray(self._tri_drawn)
        clone._tri_crossed = bytearray(self._tri_crossed)
        clone._live_count = self._live_count
        clone._scores = list(self._scores)
        clone._current = self._current
        clone._steps = list(self._steps)
        clone._lines = list(self._lines)
        clone._triangles = list(self._triangles)
        return clone

    def restarted(self) -> Game:
        """A new game on the same board with the same options and players."""
        return Game(self.board, self.rules, self.players, self.first_player)

    # -- Records --------------------------------------------------------------------------------

    def to_record(self) -> dict:
        from .record import game_to_record

        return game_to_record(self)

    @classmethod
    def from_record(cls, record: object) -> Game:
        from .record import game_from_record

        return game_from_record(record)

    def replay(self, moves: Sequence[Sequence[int]]) -> None:
        """Play a sequence of (i, j) moves (IllegalMove on the first refused one)."""
        for i, j in moves:
            self.play(i, j)
