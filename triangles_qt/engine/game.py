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
from bisect import bisect_right
from collections.abc import Sequence
from typing import Any

import numpy as np

from .board import Board
from .geometry import within_tolerance
from .pieces import DrawnLine, Line, LineId, ScoredTriangle, Seat, Star, Triangle, TriangleId
from .record import (
    IllegalRecordMove,
    RecordedGame,
    analysis_from_field,
    read_record,
    record_of,
)
from .review import AnalysisEntry, GameReview, MoveReview
from .saved_analysis import check_entry_after, entry_checked_before, one_story
from .setup import DEFAULT_PLAYERS, EarlierPlayers, Player, Rules, default_name_of
from .vocabulary import DefaultName


class Reason(enum.Enum):
    """Why a line is refused."""

    EXISTS = "exists"
    THROUGH_STAR = "through_star"
    CROSSES = "crosses"
    GAME_OVER = "game_over"


class IllegalMove(ValueError):
    """Raised by `Game.play` for a refused line; the game is unchanged."""

    def __init__(self, i: Star, j: Star, reason: Reason) -> None:
        super().__init__(f"line {i}-{j} is refused: {reason.value}")
        self.line: Line = (i, j)
        self.reason = reason


# What one move changed, so that undo can take it back exactly: (line id, player, lines it made
# undrawable, triangles that died because a side was crossed (with repeats), triangles it scored).
_Step = tuple[LineId, Seat, np.ndarray, np.ndarray, tuple[TriangleId, ...]]

# Below this many entries plain Python loops beat numpy's per-call overhead.
_SMALL = 48


class Game:
    """One game on a board: its options, players, the lines drawn and everything they decided.

    Two games are equal when they are interchangeable: the same board, options, players and
    first player, and the same moves in the same order (hence the same position, history and
    record). A game changes as it is played, so it is not hashable.
    """

    __hash__ = None  # type: ignore[assignment]

    def __init__(
        self,
        board: Board,
        rules: Rules | None = None,
        players: Sequence[Player] = DEFAULT_PLAYERS,
        first_player: int = 0,
    ) -> None:
        if first_player not in (0, 1) or isinstance(first_player, bool):
            raise ValueError(f"first_player must be 0 or 1, not {first_player!r}")
        if len(players) != 2:
            raise ValueError("a game has exactly two players")
        self.board = board.prepare()
        self.rules = Rules() if rules is None else rules
        self.players: tuple[Player, Player] = (players[0], players[1])
        self.first_player = int(first_player)
        edges = len(board.edges)
        triangles = len(board.triangles)
        self._drawn = np.zeros(edges, dtype=bool)
        self._crossed = np.zeros(edges, dtype=bool)
        # Lines still drawable now: not drawn, not through a star, not crossed.
        self._open = ~board.through_star
        # Per-triangle counters live in bytearrays (fast single-item access in Python loops)
        # with numpy views on the same memory for vectorized updates.
        self._tri_drawn = bytearray(triangles)
        self._tri_crossed = bytearray(triangles)
        self._live_count = triangles
        self._scores = [0, 0]
        self._current = self.first_player
        self._steps: list[_Step] = []
        self._lines: list[DrawnLine] = []
        self._triangles: list[ScoredTriangle] = []
        # The lines this game was given to start from (`continued_from`); 0: the empty board.
        self.given_lines = 0
        # Who drew the given lines, where other players than this game's did, in order.
        self.earlier_players: tuple[EarlierPlayers, ...] = ()
        # The analysis of its lines (review.py), if any: kept, saved and loaded with the game,
        # and read through `current_review`, the part still about the lines drawn now. Not
        # part of what makes two games equal.
        self.review: GameReview | None = None
        # Its record had an analysis from before one story (review.py) that contradicted
        # itself: left out, for the player to analyse the game again.
        self.review_dropped = False

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (
            self.board == other.board
            and self.rules == other.rules
            and self.players == other.players
            and self.first_player == other.first_player
            and self._lines == other._lines
            and self.given_lines == other.given_lines
            and self.earlier_players == other.earlier_players
        )

    def __repr__(self) -> str:
        return (
            f"<Game on {self.board!r}, {self.move_count} moves, scores {self.scores}, "
            f"player {self._current} to move>"
        )

    # -- Reading the position -----------------------------------------------------------------

    @property
    def current_player(self) -> Seat:
        return self._current

    @property
    def scores(self) -> tuple[int, int]:
        return (self._scores[0], self._scores[1])

    def lead(self, seat: Seat) -> int:
        """Points `seat` is ahead of the other player (negative when behind)."""
        return self._scores[seat] - self._scores[1 - seat]

    @property
    def is_over(self) -> bool:
        return self._live_count == 0

    @property
    def winner(self) -> Seat | None:
        if not self.is_over or self._scores[0] == self._scores[1]:
            return None
        return 0 if self._scores[0] > self._scores[1] else 1

    @property
    def lines(self) -> list[DrawnLine]:
        """Drawn lines in order, each (i, j, player)."""
        return list(self._lines)

    @property
    def triangles(self) -> list[ScoredTriangle]:
        """Scored triangles in order, each (i, j, k, player)."""
        return list(self._triangles)

    @property
    def moves(self) -> list[Line]:
        """The moves so far, in order, each (i, j) with i < j."""
        return [(i, j) for i, j, _ in self._lines]

    @property
    def move_count(self) -> int:
        return len(self._steps)

    @property
    def has_computer_player(self) -> bool:
        """Whether any seat is the computer's (see `counted.person_against_computer` for the
        games that count: a person against the computer)."""
        return any(player.is_computer for player in self.players)

    def default_name_of(self, seat: Seat) -> DefaultName | None:
        """The default name the player in `seat` goes by, or None for a name of their own
        (see `setup.default_name_of`)."""
        return default_name_of(self.players, seat)

    def players_of_line(self, number: int) -> tuple[Player, Player]:
        """The players of the game line `number` (0 for the first) was drawn in: this game's,
        or for a given line, those of the game it was continued from (`earlier_players`)."""
        parts = self.earlier_players
        # The parts end at increasing line counts: the first that ends after `number`.
        index = bisect_right(parts, number, key=lambda part: part.lines)
        return parts[index].players if index < len(parts) else self.players

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

    def _edge(self, i: Star, j: Star) -> LineId:
        n = len(self.board.points)
        if isinstance(i, bool) or isinstance(j, bool):
            raise ValueError("stars are given by integer index")
        i, j = int(i), int(j)
        if not (0 <= i < n and 0 <= j < n):
            raise ValueError(f"no such star: {i} or {j} (the board has {n})")
        if i == j:
            raise ValueError(f"a line needs two different stars, not {i} twice")
        return int(self.board.edge_ids[i, j])

    def check(self, i: Star, j: Star) -> Reason | None:
        """Why line i-j would be refused now, or None if it may be drawn. Changes nothing."""
        return self._reason(self._edge(i, j))

    def _reason(self, edge: LineId) -> Reason | None:
        if self._live_count == 0:
            return Reason.GAME_OVER
        if self._open[edge]:
            return None
        if self._drawn[edge]:
            return Reason.EXISTS
        if self.board.through_star[edge]:
            return Reason.THROUGH_STAR
        return Reason.CROSSES

    def obstacles(self, i: Star, j: Star) -> tuple[tuple[Star, ...], tuple[Line, ...]]:
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

    def play(self, i: Star, j: Star) -> tuple[Triangle, ...]:
        """Draw line i-j for the current player; return the scoring triangles it closed."""
        edge = self._edge(i, j)
        reason = self._reason(edge)
        if reason is not None:
            raise IllegalMove(min(i, j), max(i, j), reason)
        closed = self._apply(edge)
        return tuple(self.board.triangle_tuples[t] for t in closed)

    def play_edge(self, edge: LineId) -> int:
        """Play a legal line by id (no check: for searches); return the points it scored."""
        return len(self._apply(edge))

    def _apply(self, edge: LineId) -> tuple[TriangleId, ...]:
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
        self._lines.append(DrawnLine(i, j, player))
        if closed:
            self._scores[player] += len(closed)
            for t in closed:
                a, b, c = board.triangle_tuples[t]
                self._triangles.append(ScoredTriangle(a, b, c, player))
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
        for name, value in vars(self).items():
            setattr(clone, name, _independent_copy(value))
        return clone

    def restarted(self) -> Game:
        """A new game on the same board with the same options and players, from the position
        it started from (the empty board, or the lines it was given)."""
        game = Game(self.board, self.rules, self.players, self.first_player)
        game.replay(self.moves[: self.given_lines])
        game.given_lines = self.given_lines
        game.earlier_players = self.earlier_players
        return game

    def continued_from(self, count: int, players: Sequence[Player]) -> Game:
        """A new game between `players` that starts from this game's position after its first
        `count` lines (drawn by the same seats), and goes on from there. The new game keeps who
        drew those lines (`players_of_line`)."""
        if not 0 <= count <= self.move_count:
            raise ValueError(f"this game has no position after {count} lines")
        game = Game(self.board, self.rules, players, self.first_player)
        game.replay(self.moves[:count])
        game.given_lines = count
        parts = [
            EarlierPlayers(min(part.lines, count), part.players)
            for index, part in enumerate(self.earlier_players)
            if index == 0 or self.earlier_players[index - 1].lines < count
        ]
        if count > self.given_lines:
            parts.append(EarlierPlayers(count, self.players))
        game.earlier_players = _joined(parts, game.players)
        return game

    # -- Records --------------------------------------------------------------------------------

    @property
    def current_review(self) -> GameReview | None:
        """The analysis of the lines drawn now, from the first on (None when there is none):
        an analysis made before some lines were taken back or others drawn keeps the entries
        of the lines the game still shares with it."""
        if self.review is None:
            return None
        review = self.review.for_moves(self.moves)
        return review if review.moves else None

    def to_record(self) -> dict[str, Any]:
        """The game as a JSON-ready record (see `record.py`)."""
        review = self.current_review
        return record_of(
            RecordedGame(
                self.board,
                self.rules,
                self.players,
                self.first_player,
                self.moves,
                self.given_lines,
                tuple(
                    AnalysisEntry(move.best, move.actual, move.exact, move.best_line)
                    for move in review.moves
                )
                if review is not None
                else (),
                self.earlier_players,
            )
        )

    @classmethod
    def from_record(cls, record: object) -> Game:
        """The game a record (dict, or JSON text or bytes) describes, its moves replayed
        through the rules; RecordError, and nothing else, names what is wrong with it."""
        recorded = read_record(record)
        game = cls(recorded.board, recorded.rules, recorded.players, recorded.first_player)
        entries = recorded.analysis
        analysis: list[MoveReview] = []
        for number, (i, j) in enumerate(recorded.moves, start=1):
            if number <= len(entries):
                analysis.append(entry_checked_before(game, entries, number, (i, j)))
            try:
                game.play(i, j)
            except IllegalMove as error:
                raise IllegalRecordMove(
                    f"move {number} ({i}-{j}) is not allowed: {error.reason.value}"
                ) from None
            if number <= len(entries):
                check_entry_after(game, entries, number, analysis[-1].mover)
        game.given_lines = recorded.given_lines
        game.earlier_players = recorded.earlier_players
        if analysis:
            review = one_story(game.moves, analysis, recorded.analysis_current)
            game.review = review
            game.review_dropped = review is None
        return game

    def review_from_field(self, field: object) -> GameReview:
        """The analysis of this game's lines that a record's "analysis" field gives, checked
        as when a record is loaded (RecordError names what is wrong); the game is unchanged."""
        entries, _ = analysis_from_field(field, len(self.board.points), self.move_count)
        lines = tuple(self.moves[: len(entries)])
        replay = Game(self.board, self.rules, self.players, self.first_player)
        analysis: list[MoveReview] = []
        for number, line in enumerate(lines, start=1):
            analysis.append(entry_checked_before(replay, entries, number, line))
            replay.play(*line)
            check_entry_after(replay, entries, number, analysis[-1].mover)
        review = one_story(lines, analysis, True)
        assert review is not None  # (refused otherwise)
        return review

    def replay(self, moves: Sequence[Line]) -> None:
        """Play a sequence of (i, j) moves (IllegalMove on the first refused one)."""
        for i, j in moves:
            self.play(i, j)


def _joined(
    parts: Sequence[EarlierPlayers], players: tuple[Player, Player]
) -> tuple[EarlierPlayers, ...]:
    """`parts` with neighbours of the same players as one, and without the last ones whose
    players are `players` (the game's own, which `players_of_line` gives anyway)."""
    joined: list[EarlierPlayers] = []
    for part in parts:
        if joined and joined[-1].players == part.players:
            joined[-1] = part
        elif part.lines > (joined[-1].lines if joined else 0):
            joined.append(part)
    while joined and joined[-1].players == players:
        joined.pop()
    return tuple(joined)


# What a game may share with its copies: values that never change once made.
_SHAREABLE = (Board, Rules, Player, GameReview, tuple, int, str, type(None))


def _independent_copy(value: object) -> object:
    """A copy of one of a game's attributes that the copy can change without touching the
    original. Steps in the history hold arrays that are never written after the move, so a
    list is copied shallowly. An unknown kind of value is an error, not a silent share."""
    if isinstance(value, np.ndarray):
        return value.copy()
    if isinstance(value, bytearray):
        return bytearray(value)
    if isinstance(value, list):
        return list(value)
    if isinstance(value, _SHAREABLE):
        return value
    raise TypeError(f"Game.copy does not know how to copy a {type(value).__name__}")
