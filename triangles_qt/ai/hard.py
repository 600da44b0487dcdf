"""Hard level: which search chooses its line, by the rule variant and how many lines are left
(`hard_move`).

- While many lines are drawable (more than SEARCH_LINE_LIMIT with play-again, more than
  MIDGAME_OPEN_LIMIT without; search.py), it plays by rule: it takes what is on offer unless
  that hands back more, plays safe lines while there are any, and then hands over as little as
  possible; with play-again, once every line gives something away, "as little" means the
  shortest run of triangles the opponent can close in a row (chains.py), not just the points
  on offer right after the line.
- Without play-again, from there until the end is within reach (PROOF_LINE_LIMITS), it plays a
  Monte Carlo tree search (midgame.py): that middle game is a fight over who has to offer
  next, which games sampled to the end see and a search to a horizon does not.
- Otherwise, and near the end in both variants, it searches (search.py), and the search is
  what finds tempo and safe-move parity, killing lines that remove a region's triangles,
  sacrifices that win the last exchanges, and, with play-again, when to take a chain and when
  to leave its last triangles to keep control. At its horizon the search counts only the
  points scored on the way.
- Within reach of the end (PROOF_LINE_LIMITS) it first solves the position with the search
  over its components (exact.py) where that is quick (SOLVE_LINE_LIMITS), which finds the best
  margin, and so the best result, in far fewer nodes than the deepening search; otherwise, or
  when that does not finish within its share of the move, it proves the best result it can
  force (`Searcher.prove`) and plays for it, else searches by deepening.
"""

from __future__ import annotations

import random

from triangles_qt.engine import Game

from .analysis import move_facts
from .budget import Budget
from .chains import chain_lengths
from .exact import ExactSearch, OutOfWork
from .helper import SearchHelper
from .midgame import midgame_move
from .midgame import settings_for as midgame_settings_for
from .policy import best_of, greedy_net
from .search import Searcher, search_line_limit
from .subgame import Subgame

# Up to this many lines that matter (free tempo lines left out), Hard proves the result it can
# force (`Searcher.prove`, with PROOF_SHARE of what is left of its time) and plays for it.
# Without play-again the Monte Carlo tree search plays before that.
PROOF_LINE_LIMITS = {False: 19, True: 36}  # by play-again
PROOF_SHARE = 0.5
# Up to this many, it first solves the best margin with the search over components, with
# SOLVE_SHARE of its time: where that usually takes a small part of a move (with play-again,
# the proof alone settles positions of more lines in far less time).
SOLVE_LINE_LIMITS = {False: 19, True: 32}  # by play-again
SOLVE_SHARE = 0.5


def hard_move(
    game: Game,
    rng: random.Random,
    budget: Budget,
    node_limit: int | None = None,
    helper: SearchHelper | None = None,
) -> int:
    facts = move_facts(game)
    values = greedy_net(game, facts)
    fallback = best_of(rng, facts.edges, values)
    play_again = game.rules.play_again
    if len(facts.edges) > search_line_limit(play_again):
        if play_again and not facts.scores.any() and not facts.safe.any():
            # Every line gives something away: give the shortest run of triangles, the fewest
            # immediate points among those.
            chains = chain_lengths(game, facts)
            shortest = chains == chains.min()
            return best_of(rng, facts.edges[shortest], values[shortest])
        return fallback
    # Static order for the search: best one-move value first, ties shuffled by the seed.
    keys = [(-int(v), rng.random(), int(e)) for v, e in zip(values, facts.edges, strict=True)]
    order = [e for _, _, e in sorted(keys)]
    sub = Subgame.of(game, order)
    if not play_again and len(sub.lines) > PROOF_LINE_LIMITS[False]:
        settings = midgame_settings_for(len(game.board.points))
        if helper is not None and node_limit is None:
            return helper.midgame_move(sub, rng, budget, settings).line
        return midgame_move(sub, rng, budget, node_limit, settings).line
    searcher = Searcher(sub, budget, node_limit)
    if len(sub.lines) <= PROOF_LINE_LIMITS[play_again]:
        # Within reach of the end: the best margin first, else the best result it can force.
        if len(sub.lines) <= SOLVE_LINE_LIMITS[play_again]:
            solved = solve_to_the_end(sub, budget.share(SOLVE_SHARE), node_limit)
            if solved is not None:
                return solved
        searcher.budget = budget.share(PROOF_SHARE)
        proof = searcher.prove(game.lead(game.current_player))
        if proof is not None and proof.line is not None:
            return proof.line  # finishing ahead (or level) matters more than by how much
        searcher.budget = budget
    result = searcher.run()
    return fallback if result is None else result.line


def solve_to_the_end(sub: Subgame, budget: Budget, node_limit: int | None) -> int | None:
    """A line (board line id) with the best margin to the end in `sub`, by the search over its
    components; None when the budget or the node limit ran out first. Lines alike in value go
    by `sub`'s order of lines."""
    search = ExactSearch(sub, budget, node_limit=node_limit)
    try:
        _, line = search.root_value()
    except OutOfWork:
        return None
    if line >= 0:
        return sub.lines[line]
    return sub.pass_line
