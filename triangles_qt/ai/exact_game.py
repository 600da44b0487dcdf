"""One exact search for the positions of one game (`SharedExactSearch`), as the analysis
solves them from the last line back (see exact.py for the search itself)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from triangles_qt.engine import Game

from .budget import Budget
from .exact import ExactSearch, OutOfWork, Root
from .subgame import Subgame

# Above this many entries the shared table is emptied before the next position (it holds a
# few hundred bytes an entry).
SHARED_TABLE_LIMIT = 2_000_000


@dataclass(frozen=True)
class Judgement:
    """What `SharedExactSearch.judge` found: values as points still to come for the side to
    move."""

    best_line: int  # board line id of a best line (the line drawn when none does better)
    best: int
    drawn: int
    work: int


class SharedExactSearch:
    """One `ExactSearch` for the positions of one game, analysed from the last back: its
    subgame is built once, at the earliest position the analysis will try, and every later
    position is a node of it, so what one position's search learnt serves the positions before
    it (a position's subtree holds the position after it and most of its neighbours)."""

    def __init__(self) -> None:
        self._search: ExactSearch | None = None
        self._base: Game | None = None
        self._local: dict[int, int] = {}
        self.work = 0  # the last judgement's (`ExactSearch.work`)
        self.nodes = 0  # and its nodes

    @property
    def search(self) -> ExactSearch | None:
        """The search (None before the first judgement)."""
        return self._search

    def judge(
        self,
        game: Game,
        line: int,
        floor: int | None = None,
        *,
        work_limit: int | None = None,
        line_limit: int | None = None,
        budget: Budget | None = None,
    ) -> Judgement | None:
        """`ExactSearch.judge` of `game` (not changed) and `line` drawn in it; None when
        more than `line_limit` lines matter there or the work or budget ran out."""
        self.work = 0
        search, root = self._root(game, line_limit)
        avail, live, _ = root
        _, free = search.decompose(avail, live)
        if line_limit is not None and (avail & ~free).bit_count() > line_limit:
            return None
        if len(search.table) > SHARED_TABLE_LIMIT:
            search.table.clear()
        search.nodes = search.generated = 0
        search.budget, search.work_limit = budget, work_limit
        try:
            best, drawn, best_line = search.judge(line, floor, root)
        except OutOfWork:
            return None
        finally:
            self.work, self.nodes = search.work, search.nodes
        if best_line is None:
            best_line = _free_line(game, search.game, root)
        return Judgement(best_line, best, drawn, search.work)

    def _root(self, game: Game, line_limit: int | None) -> tuple[ExactSearch, Root]:
        """The search whose subgame holds `game`'s position, and that position as its node."""
        base = self._base
        drawn = game.drawn_mask
        if (
            base is None
            or self._search is None
            or base.board is not game.board
            or base.rules != game.rules
            or (base.drawn_mask & ~drawn).any()
        ):
            base = _earliest(game, line_limit)
            sub = Subgame.of(base)
            self._base = base
            self._search = ExactSearch(sub)
            self._local = {e: k for k, e in enumerate(sub.lines)}
        search = self._search
        sub = search.game
        since = np.flatnonzero(drawn & ~base.drawn_mask).tolist()
        drawn_local = 0
        passes = sub.passes
        live = sub.live
        for e in since:
            k = self._local.get(e)
            if k is None:
                passes ^= 1  # a free tempo line of the base drawn
            else:
                drawn_local |= 1 << k
                live &= ~sub.kills[k]
        rest = live
        while rest:
            tbit = rest & -rest
            rest ^= tbit
            if not sub.triangle_sides[tbit.bit_length() - 1] & ~drawn_local:
                live &= ~tbit
        avail = 0
        for e in game.legal_edges().tolist():
            k = self._local.get(int(e))
            if k is not None:
                avail |= 1 << k
        return search, (avail, live, passes)


def _earliest(game: Game, line_limit: int | None) -> Game:
    """The earliest position of `game` (a copy) from which on at most `line_limit` lines
    matter (without a limit, `game`'s own)."""
    position = game.copy()
    while line_limit is not None and position.move_count:
        position.undo()
        if len(Subgame.of(position).lines) > line_limit:
            i, j = game.moves[position.move_count]
            position.play(i, j)
            break
    return position


def _free_line(game: Game, sub: Subgame, root: Root) -> int:
    """A free tempo line of `game`'s position (a node `root` of `sub`), to draw for a pass."""
    avail = root[0]
    local = {e: k for k, e in enumerate(sub.lines)}
    for e in game.legal_edges().tolist():
        k = local.get(int(e))
        if k is None or not avail >> k & 1:
            return int(e)
        if not sub.triangles_of[k] & root[1] and not sub.crosses[k] & avail:
            return int(e)
    raise ValueError("no free tempo line")
