"""With play-again: the run of triangles each line hands over, so Hard can give the shortest.

With "Play again after a triangle" the game behaves like dots and boxes. Once every line gives
something away, the opponent closes what it is given and keeps drawing while it scores, so
what a line really hands over is the whole run of triangles that follows, not just the points
on offer right after it. Handing over the shortest run keeps the score close until the
opponent runs out of scoring lines and has to give back.
"""

from __future__ import annotations

import numpy as np

from triangles_qt.engine import Game

from .analysis import MoveFacts
from .subgame import Subgame


def chain_lengths(game: Game, facts: MoveFacts) -> np.ndarray:
    """With play-again: per legal line, how many triangles the opponent can then close in a row
    (it keeps drawing while it scores, always taking the line that closes the most).

    Worked out on the search's bit-mask view of the position, touching only the triangles of
    the lines drawn along the way, so that all lines together stay cheap at 180 stars.
    """
    sub = Subgame.of(game)
    local = {line: k for k, line in enumerate(sub.lines)}
    everything = (1 << len(sub.lines)) - 1
    result = np.zeros(len(facts.edges), dtype=np.int64)
    for index, edge in enumerate(facts.edges.tolist()):
        k = local.get(int(edge))
        if k is not None:  # lines outside the subgame touch no live triangle: they give nothing
            result[index] = _run_after(sub, k, everything)
    return result


def _run_after(sub: Subgame, first: int, everything: int) -> int:
    """Triangles the opponent closes in a row after our line `first` (local id)."""
    drawn = 0
    avail = everything
    live = sub.live
    pending: dict[int, int] = {}  # line -> mask of triangles it would close
    points = 0
    line = first
    while True:
        drawn |= 1 << line
        avail &= ~(1 << line | sub.crosses[line])
        live &= ~sub.kills[line]
        for tbit, others in sub.sides_of[line]:
            if live & tbit:
                missing = others & ~drawn
                if missing and missing & (missing - 1) == 0 and missing & avail:
                    target = missing.bit_length() - 1
                    pending[target] = pending.get(target, 0) | tbit
        if line != first:
            live &= ~pending.pop(line, 0)
        best, best_points = -1, 0
        for target, tris in list(pending.items()):
            count = (tris & live).bit_count() if avail >> target & 1 else 0
            if count == 0:
                del pending[target]
            elif count > best_points:
                best, best_points = target, count
        if best < 0:
            return points
        points += best_points
        line = best
