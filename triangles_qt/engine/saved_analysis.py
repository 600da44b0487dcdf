"""A saved analysis checked against the game it belongs to, line by line as the game is
replayed: each entry must fit the position before its line and the one after it, and the
whole must tell one story (review.py). What does not fit is a RecordError naming the entry."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .board import Board
from .pieces import Line, Seat, Star
from .record import RecordError
from .review import AnalysisEntry, GameReview, MoveReview


class Position(Protocol):
    """What the checks read of a game (engine/game.py's Game) at one of its positions."""

    @property
    def board(self) -> Board: ...
    @property
    def current_player(self) -> Seat: ...
    @property
    def scores(self) -> tuple[int, int]: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def live_triangle_count(self) -> int: ...
    def lead(self, seat: Seat) -> int: ...
    def check(self, i: Star, j: Star) -> object: ...


def entry_checked_before(
    game: Position, entries: Sequence[AnalysisEntry], number: int, line: Line
) -> MoveReview:
    """Move `number`'s analysis, which must fit the position before it (`game`): its best line
    can be drawn there, a best line that is the line drawn costs nothing, and neither result
    is beyond the points still to be scored there. With what the position says of it."""
    entry, where = entries[number - 1], f"analysis.moves[{number - 1}]"
    a, b = entry.best_line
    if game.check(a, b) is not None:
        raise RecordError(f"{where}.line {a}-{b} cannot be drawn before move {number}")
    if {a, b} == set(line) and entry.best != entry.actual:
        raise RecordError(f"{where}.line is the line drawn, yet its actual result is not its best")
    mover = game.current_player
    margin = game.lead(mover)
    # Every point still to come is a live triangle, and no board has more triangles in one
    # game than a triangulation of its stars (2n - 5).
    stars = len(game.board.points)
    room = min(game.live_triangle_count, max(0, 2 * stars - 5) - sum(game.scores))
    for name, value in (("best", entry.best), ("actual", entry.actual)):
        if not margin - room <= value <= margin + room:
            raise RecordError(
                f"{where}.{name} must be from {margin - room} to {margin + room} "
                f"in that position, not {value}"
            )
    return MoveReview(
        entry.best, entry.actual, entry.exact, entry.best_line, mover, game.live_triangle_count
    )


def check_entry_after(
    game: Position, entries: Sequence[AnalysisEntry], number: int, mover: Seat
) -> None:
    """Move `number`'s analysis must fit the position after it (`game`, `mover` having drawn
    the line): a line that ended the game leaves its final margin, and an exact result after
    the line is the exact best result of the next line's player."""
    entry, where = entries[number - 1], f"analysis.moves[{number - 1}]"
    if game.is_over and entry.actual != game.lead(mover):
        raise RecordError(
            f"{where}.actual must be the final margin {game.lead(mover)}: the line ended the game"
        )
    if number < len(entries) and entry.exact and entries[number].exact:
        following = entries[number].best
        expected = following if game.current_player == mover else -following
        if entry.actual != expected:
            raise RecordError(
                f"{where}.actual must be {expected}, as the exact analysis of the next line says"
            )


def one_story(
    lines: Sequence[Line], analysis: Sequence[MoveReview], current: bool
) -> GameReview | None:
    """The analysis of these lines when it tells one story (review.py). One that does not is
    refused when it is of this version (RecordError), and left out (None) when from before."""
    review = GameReview(tuple(lines[: len(analysis)]), tuple(analysis))
    broken = review.story_break()
    if broken is None:
        return review
    if not current:
        return None
    raise RecordError(
        f"analysis.moves[{broken}].actual must be the next line's best in one player's view: "
        "the analysis contradicts itself"
    )


__all__ = ["check_entry_after", "entry_checked_before", "one_story"]
