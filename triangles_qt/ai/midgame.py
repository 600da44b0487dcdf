"""Hard's open middle game without play-again: a Monte Carlo tree search over the bit masks.

Without play-again the game is decided long before a search can see its end: the safe lines are
gone early in the game, and the result is settled while many lines are still left. From there
every line takes a triangle or offers one. A triangle taken often offers the next one, so a run
of triangles is shared out one each in turn, and whoever closes the last one leaves the other to
offer again: what counts is the parity of the runs each side can hand over. An alpha-beta search
that counts only the points scored before its horizon does not see that; games sampled to the
end, which play the runs out and choose their offers by it, do. So Hard plays this UCT search
(`midgame_move`) until the position is small enough for its exact searches (search.py):

- the tree grows scoring and safe lines while there are any, scoring lines first; once no safe
  line is left, on small boards the takes and the two most promising offers (a triangle on
  offer stays on offer, so leaving it and offering elsewhere can win the tempo; TreeSettings);
  once every line offers, the TREE_OFFERS most promising offers; on larger boards a node
  widens progressively (a new line only as its visits grow), so that with hundreds of safe
  lines the samples still look a few moves deep;
- the sampled games take a triangle on offer, otherwise play a random safe line, otherwise
  offer: of a few random lines, the one whose run leaves the other side to offer next at the
  smallest cost; free tempo lines (subgame.py) are kept as one optional pass, saved for the
  moment a side runs out of safe lines;
- a node's value is the score rate (win 1, draw 1/2) of the side that moved into it, plus a
  small share of the final margin, so that among equally winning lines the wider win is
  preferred and a lost game is still lost by as little as possible;
- the answer is the line whose subtree was visited most; with a helper process (helper.py), the
  line visited most in the two trees together.

How it scores against the Monte Carlo player of `benchmarks/mcts.py`: benchmarks/RESULTS.md;
why Hard plays it, and what was tried beside it: docs/computer.md and docs/decisions/.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .budget import Budget
from .subgame import Subgame

# Every this many sampled games, whether the answer is settled (see _settled).
SETTLED_CHECK_INTERVAL = 16
# Share of a node's value that comes from the margin (per live triangle at the root).
MARGIN_WEIGHT = 0.1
# Random lines a sampled game tries when looking for a safe one.
SAFE_TRIES = 10
# Offers a sampled game compares when it has to offer.
OFFER_TRIES = 5
# Offers the tree considers in a position where every line offers.
TREE_OFFERS = 10
PASS = -1
# What a search's root learnt of each line: local line id (or PASS) -> (sampled games through
# it, their summed value for the side to move).
RootCounts = dict[int, tuple[int, float]]


@dataclass(frozen=True)
class TreeSettings:
    exploration: float  # the UCB1 constant
    declining_offers: int  # offers the tree considers beside the takes when no safe line is left
    # Progressive widening: a node tries a new line only while it has fewer children than this
    # plus the square root of its visits (None: every line once before any is tried twice).
    widening: float | None = None


# On boards of up to 24 stars a narrower search that also weighs declining a take plays better
# (docs/decisions/0004); on larger boards the same change spreads the samples too thin over
# hundreds of lines, and progressive widening gathers them instead (docs/decisions/0006), which
# small boards do not need. The games that decided both are in benchmarks/RESULTS.md.
SMALL_BOARD_STARS = 24
SMALL_BOARDS = TreeSettings(exploration=0.4, declining_offers=2)
LARGE_BOARDS = TreeSettings(exploration=0.7, declining_offers=0, widening=10)


def settings_for(stars: int) -> TreeSettings:
    return SMALL_BOARDS if stars <= SMALL_BOARD_STARS else LARGE_BOARDS


@dataclass
class MidgameResult:
    line: int  # board line id
    iterations: int
    nodes: int  # lines drawn in the tree and the sampled games
    rate: float  # the chosen line's score rate for the side to move
    helper_iterations: int = 0  # sampled games a helper process added (helper.py)


class _State:
    __slots__ = ("avail", "diff", "drawn", "live", "near", "passes", "to_move")

    def __init__(
        self, avail: int, drawn: int, live: int, near: int, passes: int, to_move: int, diff: int
    ) -> None:
        self.avail, self.drawn, self.live, self.near = avail, drawn, live, near
        self.passes, self.to_move, self.diff = passes, to_move, diff

    def copy(self) -> _State:
        return _State(
            self.avail, self.drawn, self.live, self.near, self.passes, self.to_move, self.diff
        )


class _Node:
    __slots__ = ("children", "mover", "untried", "value", "visits")

    def __init__(self, mover: int, untried: list[int]) -> None:
        self.mover = mover  # the side (0: the root's side to move) that moved into this node
        self.untried = untried  # popped from the end: best-looking last
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.value = 0.0


class MidgameSearch:
    def __init__(
        self, game: Subgame, rng: random.Random, settings: TreeSettings = LARGE_BOARDS
    ) -> None:
        if game.play_again:
            raise ValueError("the middle-game search is for games without play-again")
        self.game = game
        self.rng = rng
        self.settings = settings
        self.sides = game.triangle_sides
        self.scale = MARGIN_WEIGHT / max(1, len(game.triangle_sides))
        self.nodes = 0

    # -- Moves ------------------------------------------------------------------------------

    def _play(self, s: _State, k: int) -> None:
        self.nodes += 1
        s.to_move ^= 1
        if k == PASS:
            s.passes = 0
            return
        g = self.game
        drawn = s.drawn | 1 << k
        s.drawn = drawn
        s.avail &= ~(1 << k | g.crosses[k])
        live = s.live & ~g.kills[k]
        near = s.near
        points = 0
        for tbit, others in g.sides_of[k]:
            if live & tbit:
                missing = others & ~drawn
                if not missing:
                    points += 1
                    live ^= tbit
                elif missing & (missing - 1) == 0:
                    near |= tbit
        s.live = live
        s.near = near & live
        if points:
            # to_move has flipped already: the mover is the other side.
            s.diff += -points if s.to_move == 0 else points

    def _kind(self, s: _State, k: int) -> int:
        """0: the line scores; 1: it is safe (gives no triangle its second side); 2: it offers."""
        kind = 1
        drawn = s.drawn
        live = s.live
        for tbit, others in self.game.sides_of[k]:
            if live & tbit:
                missing = others & ~drawn
                if not missing:
                    return 0
                if missing & (missing - 1) == 0:
                    kind = 2
        return kind

    def _run_after(self, drawn: int, live: int, near: int, k: int) -> tuple[int, bool]:
        """Offer with line k, then let both sides take in turn while anything is on offer
        (the lowest-numbered triangle first). Returns the offering side's net points from it,
        and whether that side offers next. Works on the masks alone: it runs for every offer
        a sampled game weighs."""
        sides_of, kills, sides = self.game.sides_of, self.game.kills, self.sides
        net, sign = 0, 1  # sign: +1 while the offering side draws
        while True:
            drawn |= 1 << k
            live &= ~kills[k]
            for tbit, others in sides_of[k]:
                if live & tbit:
                    missing = others & ~drawn
                    if not missing:
                        net += sign
                        live ^= tbit
                    elif missing & (missing - 1) == 0:
                        near |= tbit
            near &= live
            sign = -sign
            self.nodes += 1
            if not near:
                return net, sign == 1
            t = (near & -near).bit_length() - 1
            k = (sides[t] & ~drawn).bit_length() - 1

    def _tree_moves(self, s: _State) -> list[int]:
        """Scoring and safe lines (and the pass) when there are any, else the most promising
        offers; when only takes are left beside the offers, the takes and a few offers. In the
        order they are expanded from the end: scoring lines, then safe ones, then offers."""
        moves = _bits(s.avail)
        self.rng.shuffle(moves)
        kinds = [(self._kind(s, k), k) for k in moves]
        sensible = [(kind, k) for kind, k in kinds if kind < 2]
        if s.passes:
            sensible.append((1, PASS))
        if not sensible:
            # Every line offers: the most promising runs only, the best expanded first.
            ranked = sorted(
                moves, key=lambda k: self._offer_value(s.drawn, s.live, s.near, k), reverse=True
            )
            return ranked[:TREE_OFFERS][::-1]
        sensible.sort(key=_descending_kind)
        ordered = [k for _, k in sensible]
        declining = self.settings.declining_offers
        if declining and all(kind == 0 for kind, _ in sensible):
            # No safe line and no pass left: without play-again a triangle on offer stays on
            # offer, so leaving it there and offering elsewhere can win the tempo.
            offers = [k for kind, k in kinds if kind == 2]
            offers.sort(key=lambda k: self._offer_value(s.drawn, s.live, s.near, k))
            ordered = offers[max(0, len(offers) - declining) :] + ordered
        return ordered

    # -- Sampled games ----------------------------------------------------------------------

    def _sample(self, s: _State) -> int:
        """Play the game out from `s`; returns the final margin for side 0. The rules of
        _play and _kind written out again over local masks (as in _run_after): the sampled
        games are nearly all of the search's time, and the search samples clearly more games
        in its time this way than by calling them."""
        g = self.game
        sides_of, crosses, kills, sides = g.sides_of, g.crosses, g.kills, self.sides
        rand = self.rng.random
        avail, drawn, live, near = s.avail, s.drawn, s.live, s.near
        passes, to_move, diff = s.passes, s.to_move, s.diff
        candidates = _bits(avail)
        nodes = 0
        while live:
            if near:  # take a triangle on offer (the lowest-numbered one)
                t = (near & -near).bit_length() - 1
                k = (sides[t] & ~drawn).bit_length() - 1
            else:
                # Nothing is on offer, so no line scores: a line is safe unless it gives a
                # live triangle its second side. Up to SAFE_TRIES random drawable lines.
                k = PASS
                offers: list[int] = []
                while len(offers) < SAFE_TRIES and candidates:
                    index = int(rand() * len(candidates))
                    line = candidates[index]
                    if not avail >> line & 1:  # no longer drawable: pruned for good
                        candidates[index] = candidates[-1]
                        candidates.pop()
                        continue
                    for tbit, others in sides_of[line]:
                        if live & tbit:
                            missing = others & ~drawn
                            if missing & (missing - 1) == 0:
                                offers.append(line)
                                break
                    else:
                        k = line
                        break
                if k == PASS:
                    if passes:
                        passes = 0
                        to_move ^= 1
                        nodes += 1
                        continue
                    if not offers:
                        break  # nothing left to draw (cannot happen while a triangle is live)
                    k = self._best_offer(drawn, live, near, offers[:OFFER_TRIES])
            nodes += 1
            to_move ^= 1
            drawn |= 1 << k
            avail &= ~(1 << k | crosses[k])
            live &= ~kills[k]
            points = 0
            for tbit, others in sides_of[k]:
                if live & tbit:
                    missing = others & ~drawn
                    if not missing:
                        points += 1
                        live ^= tbit
                    elif missing & (missing - 1) == 0:
                        near |= tbit
            near &= live
            if points:
                # to_move has flipped already: the mover is the other side.
                diff += -points if to_move == 0 else points
        self.nodes += nodes
        return diff

    def _best_offer(self, drawn: int, live: int, near: int, offers: list[int]) -> int:
        """Of `offers`, the one whose run gives the most net points, then leaves the other side
        to offer next."""
        return max(offers, key=lambda k: self._offer_value(drawn, live, near, k))

    def _offer_value(self, drawn: int, live: int, near: int, k: int) -> int:
        net, again = self._run_after(drawn, live, near, k)
        return 2 * net - (1 if again else 0)

    # -- The tree ---------------------------------------------------------------------------

    def run(self, budget: Budget, node_limit: int | None = None) -> MidgameResult:
        return self.answer(*self.grow(budget, node_limit))

    def grow(self, budget: Budget, node_limit: int | None = None) -> tuple[RootCounts, int]:
        """Grow the tree within the budget (at least one sampled game); returns what its root
        learnt of each line and the number of sampled games."""
        g = self.game
        root_state = _State((1 << len(g.lines)) - 1, 0, g.live, g.near, g.passes, 0, 0)
        root = _Node(1, self._tree_moves(root_state))
        exploration = self.settings.exploration
        iterations = 0
        while True:
            # Checked before every sampled game: on the largest boards one is long enough to
            # matter.
            if iterations and budget.expired():
                break
            if iterations and node_limit is not None and self.nodes >= node_limit:
                break
            if (iterations == 1 or iterations % SETTLED_CHECK_INTERVAL == 0) and self._settled(
                root, iterations, budget, node_limit
            ):
                break
            iterations += 1
            node, s, path = root, root_state.copy(), [root]
            while node.children and (not node.untried or self._wide_enough(node)):
                log_n = math.log(node.visits)
                best_move, best_score = PASS, -1.0
                for move, child in node.children.items():
                    score = child.value / child.visits + exploration * math.sqrt(
                        log_n / child.visits
                    )
                    if score > best_score:
                        best_move, best_score = move, score
                self._play(s, best_move)
                node = node.children[best_move]
                path.append(node)
            if node.untried and s.live:
                move = node.untried.pop()
                mover = s.to_move
                self._play(s, move)
                child = _Node(mover, self._tree_moves(s) if s.live else [])
                node.children[move] = child
                node = child
                path.append(node)
            margin = self._sample(s)
            win = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
            loss = 1.0 - win
            bonus = margin * self.scale
            for visited in path:
                visited.visits += 1
                if visited.mover == 0:
                    visited.value += win + bonus
                else:
                    visited.value += loss - bonus
        counts = {move: (child.visits, child.value) for move, child in root.children.items()}
        return counts, iterations

    def _wide_enough(self, node: _Node) -> bool:
        """Whether the node has as many children as its visits allow for now: its samples go
        deeper into the lines it has rather than one game into each of hundreds."""
        widening = self.settings.widening
        return widening is not None and len(node.children) >= widening + math.sqrt(node.visits)

    def answer(self, counts: RootCounts, iterations: int) -> MidgameResult:
        """The line whose subtree was visited most."""
        move, (visits, value) = max(counts.items(), key=_visits)
        line = self.game.pass_line if move == PASS else self.game.lines[move]
        assert line is not None
        return MidgameResult(line, iterations, self.nodes, value / max(1, visits))

    def _settled(
        self, root: _Node, iterations: int, budget: Budget, node_limit: int | None
    ) -> bool:
        """Whether the answer can no longer change: the most visited line leads the next by
        more sampled games than are left (estimated from the rate so far), or it is the only
        line. Saves the rest of the time on clear-cut moves."""
        if not root.children:
            return False
        if len(root.children) == 1 and not root.untried:
            return True
        if iterations == 0:
            return False
        if node_limit is not None:
            left = (node_limit - self.nodes) * iterations / max(1, self.nodes)
        else:
            elapsed = budget.elapsed()
            if elapsed <= 0:
                return False
            left = budget.remaining() * iterations / elapsed
        visits = sorted((child.visits for child in root.children.values()), reverse=True)
        runner_up = visits[1] if len(visits) > 1 else 0
        return visits[0] - runner_up > left


def midgame_move(
    game: Subgame,
    rng: random.Random,
    budget: Budget,
    node_limit: int | None = None,
    settings: TreeSettings = LARGE_BOARDS,
) -> MidgameResult:
    """The line the tree search prefers within the budget (at least one sampled game)."""
    return MidgameSearch(game, rng, settings).run(budget, node_limit)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _descending_kind(item: tuple[int, int]) -> int:
    return -item[0]


def _visits(item: tuple[int, tuple[int, float]]) -> int:
    return item[1][0]


def merge_counts(mine: RootCounts, theirs: RootCounts) -> RootCounts:
    """Two searches' root counts of the same position added up, line by line."""
    merged = dict(mine)
    for move, (visits, value) in theirs.items():
        have_visits, have_value = merged.get(move, (0, 0.0))
        merged[move] = (have_visits + visits, have_value + value)
    return merged
