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
from .geometry import conflicts_with_many


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


@dataclass
class _Step:
    """What one move changed, so that undo can take it back exactly."""

    edge: int
    player: int
    crossed: np.ndarray  # line ids this move made undrawable
    closed: tuple[int, ...]  # triangle ids it scored
    player_before: int


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
        self._tri_drawn = np.zeros(triangles, dtype=np.int8)
        self._tri_crossed = np.zeros(triangles, dtype=np.int8)
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
        view = self._tri_drawn.view()
        view.setflags(write=False)
        return view

    @property
    def triangle_crossed_counts(self) -> np.ndarray:
        view = self._tri_crossed.view()
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
        tri = self.board.triangles
        return tuple((int(a), int(b), int(c)) for a, b, c in tri[list(closed)])

    def play_edge(self, edge: int) -> int:
        """Play a legal line by id (no check: for searches); return the points it scored."""
        return len(self._apply(edge))

    def _apply(self, edge: int) -> tuple[int, ...]:
        board = self.board
        player = self._current
        i, j = int(board.edges[edge, 0]), int(board.edges[edge, 1])

        # Lines this one crosses become undrawable.
        candidates = np.flatnonzero(self._open)
        candidates = candidates[candidates != edge]
        ends = board.edges[candidates]
        xy = board.xy
        hit = conflicts_with_many(
            xy[i], xy[j], xy[ends[:, 0]], xy[ends[:, 1]], i, j, ends[:, 0], ends[:, 1]
        )
        crossed = candidates[hit]

        self._open[edge] = False
        self._drawn[edge] = True
        self._open[crossed] = False
        self._crossed[crossed] = True

        offsets, tri_ids = board.triangles_of_edge
        live_lost = 0
        # Triangles with a newly crossed side die (if they were live).
        if len(crossed):
            dying = _gather(offsets, tri_ids, crossed)
            if len(dying):
                was_live = (self._tri_crossed[dying] == 0) & (self._tri_drawn[dying] < 3)
                np.add.at(self._tri_crossed, dying, 1)
                # A triangle can have two sides crossed by one line: count it once.
                live_lost += len(np.unique(dying[was_live]))
        own = tri_ids[offsets[edge] : offsets[edge + 1]]
        closed: tuple[int, ...] = ()
        if len(own):
            self._tri_drawn[own] += 1
            done = own[self._tri_drawn[own] == 3]
            # A drawn side means no side of these can have been crossed, but keep it exact.
            closed = tuple(int(t) for t in done if self._tri_crossed[t] == 0)
            live_lost += len(closed)
        self._live_count -= live_lost

        self._steps.append(_Step(edge, player, crossed, closed, player))
        self._lines.append((i, j, player))
        if closed:
            self._scores[player] += len(closed)
            tri = board.triangles
            for t in closed:
                a, b, c = tri[t]
                self._triangles.append((int(a), int(b), int(c), player))
        if not (closed and self.rules.play_again):
            self._current = 1 - player
        return closed

    def undo(self) -> None:
        """Take back the last line, its points and the turn."""
        if not self._steps:
            raise IndexError("there is no move to undo")
        step = self._steps.pop()
        self._lines.pop()
        board = self.board
        offsets, tri_ids = board.triangles_of_edge
        own = tri_ids[offsets[step.edge] : offsets[step.edge + 1]]
        live_gained = len(step.closed)
        if len(own):
            self._tri_drawn[own] -= 1
        if len(step.crossed):
            reviving = _gather(offsets, tri_ids, step.crossed)
            if len(reviving):
                np.subtract.at(self._tri_crossed, reviving, 1)
                now_live = (self._tri_crossed[reviving] == 0) & (self._tri_drawn[reviving] < 3)
                live_gained += len(np.unique(reviving[now_live]))
            self._crossed[step.crossed] = False
            self._open[step.crossed] = True
        self._drawn[step.edge] = False
        self._open[step.edge] = True
        self._live_count += live_gained
        if step.closed:
            self._scores[step.player] -= len(step.closed)
            del self._triangles[-len(step.closed) :]
        self._current = step.player_before

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
        clone._tri_drawn = self._tri_drawn.copy()
        clone._tri_crossed = self._tri_crossed.copy()
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


def _gather(offsets: np.ndarray, values: np.ndarray, keys: np.ndarray) -> np.ndarray:
    """Concatenate the CSR rows of `keys`."""
    starts = offsets[keys]
    counts = offsets[keys + 1] - starts
    total = int(counts.sum())
    if total == 0:
        return np.empty(0, dtype=np.int64)
    # Index of each output element in `values`: row start + position within the row.
    row_of = np.repeat(np.arange(len(keys)), counts)
    within = np.arange(total) - np.repeat(np.cumsum(counts) - counts, counts)
    return values[starts[row_of] + within]
