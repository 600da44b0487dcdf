"""An exact solver for tiny boards, independent of the computer player's own search.

It walks the engine itself (play_edge / undo), memoized on the set of drawn lines: the points
still to come, seen from the side to move, depend only on which lines are drawn (the scores so
far and the order of play do not change what can still happen, and whose turn it is only flips
the sign), so positions reached in different orders share one entry.
"""

from __future__ import annotations

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
        mover = game.current_player
        points = game.play_edge(edge)
        try:
            rest = self.value(game)
            return points + rest if game.current_player == mover else points - rest
        finally:
            game.undo()


def outcome(difference: int) -> int:
    """Win 1, draw 0, loss -1 from a final score difference."""
    return (difference > 0) - (difference < 0)
