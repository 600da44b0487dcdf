"""An exact solver for tiny boards, independent of the computer player's own search.

It walks the engine itself (play_edge / undo), memoized on the set of drawn lines: the points
still to come, seen from the side to move, depend only on which lines are drawn (the scores so
far and the order of play do not change what can still happen, and whose turn it is only flips
the sign), so positions reached in different orders share one entry.
"""

from __future__ import annotations

from collections.abc import Callable

from triangles_qt.engine import Game


class ExactSolver:
    def __init__(self) -> None:
        self.memo: dict[bytes, int] = {}

    def value(self, game: Game) -> int:
        """Best score difference still to come for the side to move, with perfect play."""
        if game.is_over:
            return 0
        key = game.drawn_mask.tobytes()
        known = self.memo.get(key)
        if known is not None:
            return known
        best = None
        for edge in game.legal_edges().tolist():
            v = self.move_value(game, edge)
            if best is None or v > best:
                best = v
        assert best is not None
        self.memo[key] = best
        return best

    def move_value(self, game: Game, edge: int) -> int:
        """Score difference still to come for the side to move if it draws `edge` and then
        both sides play perfectly."""
        return value_after(self.value, game, edge)


def value_after(value: Callable[[Game], int], game: Game, edge: int) -> int:
    """Score difference still to come for the side to move in `game` (left as it was) if it
    draws `edge`, `value` giving that of the position after it for its side to move."""
    mover = game.current_player
    points = game.play_edge(edge)
    try:
        rest = value(game)
        return points + rest if game.current_player == mover else points - rest
    finally:
        game.undo()


def outcome(difference: int) -> int:
    """Win 1, draw 0, loss -1 from a final score difference."""
    return (difference > 0) - (difference < 0)


class TooLong(Exception):
    """A `BitSolver` with a limit gave up on a position."""


class BitSolver:
    """Exact values of the positions of one game, fast enough for the last twenty to forty
    lines of a 24-star game: a memoized alpha-beta search over bit masks built from the
    engine's public board data. It shares no code with the computer player's search and none
    of its shortcuts (no free tempo lines set aside, no horizon): every drawable line is a
    move, and the search always runs to the end of the game.

    A position is its set of drawn lines (the board's line ids), so one solver serves every
    position of a game: later positions share the entries of earlier ones. `limit`: how many
    positions one `value` may search before it gives up (`TooLong`); None: no limit.
    """

    def __init__(self, game: Game, limit: int | None = None) -> None:
        self.limit = limit
        board = game.board
        self.play_again = game.rules.play_again
        # A triangle's sides as board line ids, for the live triangles of the game as given.
        self.sides: dict[int, tuple[int, int, int]] = {}
        crossed = game.triangle_crossed_counts
        drawn = game.triangle_drawn_counts
        for t in range(len(crossed)):
            if crossed[t] == 0 and drawn[t] < 3:
                a, b, c = (int(s) for s in board.triangle_sides[t])
                self.sides[t] = (a, b, c)
        self.triangles_of: dict[int, list[int]] = {}
        for t, sides in self.sides.items():
            for s in sides:
                self.triangles_of.setdefault(s, []).append(t)
        self.board = board
        self.crossing: dict[int, frozenset[int]] = {}
        self.table: dict[frozenset[int], tuple[int, int]] = {}  # drawn set -> (flag, value)
        self.searched = 0

    def _crossing(self, line: int) -> frozenset[int]:
        known = self.crossing.get(line)
        if known is None:
            known = frozenset(int(e) for e in self.board.crossing_lines(line))
            self.crossing[line] = known
        return known

    def value(self, game: Game) -> int:
        """Best score difference still to come for the side to move in `game` (a position
        of the game the solver was made for, or a later one)."""
        drawn = frozenset(int(e) for e in game.drawn_mask.nonzero()[0])
        open_lines = frozenset(int(e) for e in game.legal_edges())
        live = frozenset(t for t in self.sides if self._is_live(t, drawn))
        self.searched = 0
        return self._search(drawn, open_lines, live, -(1 << 20), 1 << 20)

    def move_value(self, game: Game, edge: int) -> int:
        """Score difference still to come for the side to move if it draws `edge`."""
        return value_after(self.value, game, edge)

    def _is_live(self, t: int, drawn: frozenset[int]) -> bool:
        sides = self.sides[t]
        if all(s in drawn for s in sides):
            return False
        return not any(self._crossing(s) & drawn for s in sides)

    def _search(
        self,
        drawn: frozenset[int],
        open_lines: frozenset[int],
        live: frozenset[int],
        alpha: int,
        beta: int,
    ) -> int:
        if not live:
            return 0
        self.searched += 1
        if self.limit is not None and self.searched > self.limit:
            raise TooLong
        known = self.table.get(drawn)
        if known is not None:
            flag, value = known
            if flag == 0 or (flag > 0 and value >= beta) or (flag < 0 and value <= alpha):
                return value
        moves = []
        for line in open_lines:
            closes = [
                t
                for t in self.triangles_of.get(line, ())
                if t in live and all(s in drawn or s == line for s in self.sides[t])
            ]
            moves.append((-len(closes), line, closes))
        moves.sort()
        start_alpha = alpha
        best = -(1 << 20)
        for minus_points, line, closes in moves:
            points = -minus_points
            crossing = self._crossing(line)
            next_drawn = drawn | {line}
            next_open = open_lines - crossing - {line}
            killed = {t for s in crossing for t in self.triangles_of.get(s, ()) if t in live}
            next_live = live - killed - set(closes)
            if points and self.play_again:
                value = points + self._search(
                    next_drawn, next_open, next_live, alpha - points, beta - points
                )
            else:
                value = points - self._search(
                    next_drawn, next_open, next_live, points - beta, points - alpha
                )
            if value > best:
                best = value
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
        flag = 0 if start_alpha < best < beta else (1 if best >= beta else -1)
        self.table[drawn] = (flag, best)
        return best
