"""A Monte Carlo tree search opponent, to measure Hard against: UCT with greedy-but-safe rollouts.

    mcts_move(game, seconds=0.5, seed=1) -> (i, j)

Written for the benchmarks only, without the computer player's code (triangles_qt.ai): it reads
the position from the engine's public state and plays on its own bit-mask copy of it.

- The tree: UCT (UCB1 with exploration EXPLORATION), one node added per iteration, the move
  whose subtree was visited most is played. A node's value is the score rate (win 1, draw 1/2)
  of the player who moved into it; with "Play again after a triangle" a scoring line keeps the
  turn, which the tree follows.
- The rollouts: a scoring line when there is one; otherwise a random line that gives no
  triangle its second side ("safe"), tried a few times; otherwise any line.
- The tree only grows scoring and safe lines while there are any, tried in that order; lines
  that hand a triangle over are considered once every line does.
"""

from __future__ import annotations

import math
import random
import time

import numpy as np

from triangles_qt.engine import Game

EXPLORATION = 0.7
SAFE_TRIES = 12  # random draws per rollout step looking for a safe line


class Position:
    """The game as bit masks over the legal lines (local ids) and the live triangles."""

    def __init__(self, game: Game) -> None:
        board = game.board
        legal_array = game.legal_edges()
        legal = [int(e) for e in legal_array]
        self.lines = legal
        local = np.full(len(board.edges), -1, dtype=np.int64)
        local[legal_array] = np.arange(len(legal))
        self.crosses = []
        for e in legal:
            ks = local[board.crossing_lines(e)]
            row = np.zeros(len(legal), dtype=bool)
            row[ks[ks >= 0]] = True
            self.crosses.append(int.from_bytes(np.packbits(row, bitorder="little"), "little"))
        drawn = game.drawn_mask
        live = np.flatnonzero(
            (game.triangle_crossed_counts == 0) & (game.triangle_drawn_counts < 3)
        ).tolist()
        all_sides = board.triangle_sides
        self.sides: list[int] = []  # triangle -> mask of its undrawn sides
        self.triangles_of: list[list[int]] = [[] for _ in legal]  # line -> triangles
        near = 0
        for t, tri in enumerate(live):
            mask = 0
            for side in all_sides[tri].tolist():
                if not drawn[side]:
                    k = int(local[side])
                    mask |= 1 << k
                    self.triangles_of[k].append(t)
            self.sides.append(mask)
            if mask & (mask - 1) == 0:
                near |= 1 << t
        self.near = near  # live triangles with one side left to draw
        self.play_again = game.rules.play_again


class State:
    """A node's position: what is still drawable and closable, scores, who moves."""

    __slots__ = ("avail", "drawn", "live", "near", "player", "scores")

    def __init__(
        self, avail: int, drawn: int, live: int, near: int, player: int, scores: list[int]
    ) -> None:
        self.avail, self.drawn, self.live, self.near = avail, drawn, live, near
        self.player, self.scores = player, scores

    def copy(self) -> State:
        return State(self.avail, self.drawn, self.live, self.near, self.player, list(self.scores))

    def play(self, pos: Position, k: int) -> int:
        """Draw local line k; returns the points scored."""
        bit = 1 << k
        self.drawn |= bit
        removed = self.avail & pos.crosses[k]
        self.avail &= ~bit & ~removed
        points = 0
        for t in pos.triangles_of[k]:
            if self.live >> t & 1:
                missing = pos.sides[t] & ~self.drawn
                if not missing:
                    points += 1
                    self.live &= ~(1 << t)
                elif missing & (missing - 1) == 0:
                    self.near |= 1 << t
        while removed:
            low = removed & -removed
            removed ^= low
            for t in pos.triangles_of[low.bit_length() - 1]:
                self.live &= ~(1 << t)
        self.scores[self.player] += points
        if not (points and pos.play_again):
            self.player ^= 1
        return points

    def over(self) -> bool:
        return not self.live  # nothing left to score: the rest of the game changes nothing

    def kind(self, pos: Position, k: int) -> int:
        """0: the line scores; 1: it is safe (gives no triangle its second side); 2: neither."""
        safe = True
        for t in pos.triangles_of[k]:
            if self.live >> t & 1:
                missing = (pos.sides[t] & ~self.drawn).bit_count()
                if missing == 1:
                    return 0
                if missing == 2:
                    safe = False
        return 1 if safe else 2


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def rollout(pos: Position, state: State, rng: random.Random) -> list[int]:
    """Play the game out greedily but safely; returns the final scores."""
    state = state.copy()
    candidates = bits(state.avail)
    while not state.over() and state.avail:
        move = -1
        # Scoring lines first: the open side of a live triangle with one side left.
        state.near &= state.live
        if state.near:
            t = (state.near & -state.near).bit_length() - 1
            move = (pos.sides[t] & ~state.drawn).bit_length() - 1
        else:
            fallback = -1
            for _ in range(SAFE_TRIES):
                while candidates:
                    index = rng.randrange(len(candidates))
                    k = candidates[index]
                    if state.avail >> k & 1:
                        break
                    candidates[index] = candidates[-1]
                    candidates.pop()
                if not candidates:
                    break
                fallback = k
                if state.kind(pos, k) == 1:
                    move = k
                    break
            if move < 0:
                move = fallback
        if move < 0:
            break
        state.play(pos, move)
    return state.scores


class Node:
    __slots__ = ("children", "mover", "untried", "value", "visits")

    def __init__(self, mover: int, untried: list[int]) -> None:
        self.mover = mover  # the player who moved into this node
        self.untried = untried  # best-looking last (popped first)
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.value = 0.0


def ordered_moves(pos: Position, state: State, rng: random.Random) -> list[int]:
    """The moves a node tries: scoring and safe lines when there are any (a line that hands
    a triangle over is only considered when every line does), best-looking last."""
    moves = bits(state.avail)
    rng.shuffle(moves)
    kinds = {k: state.kind(pos, k) for k in moves}
    sensible = [k for k in moves if kinds[k] < 2]
    if sensible:
        moves = sensible
    moves.sort(key=lambda k: -kinds[k])  # scoring last = tried first
    return moves


def mcts_move(game: Game, seconds: float = 0.5, seed: int | None = None) -> tuple[int, int]:
    """The line UCT chooses after `seconds` of thinking."""
    rng = random.Random(seed)
    pos = Position(game)
    scores = list(game.scores)
    everything = (1 << len(pos.lines)) - 1
    live = (1 << len(pos.sides)) - 1
    root_state = State(everything, 0, live, pos.near, game.current_player, scores)
    if root_state.over():  # nothing left to win: any line
        i, j = game.board.edges[pos.lines[0]]
        return int(i), int(j)
    root = Node(1 - game.current_player, ordered_moves(pos, root_state, rng))
    deadline = time.monotonic() + seconds
    iterations = 0
    while time.monotonic() < deadline or iterations == 0:
        iterations += 1
        node, state, path = root, root_state.copy(), [root]
        # Selection.
        while not node.untried and node.children:
            log_n = math.log(node.visits)
            best, best_score = -1, -1.0
            for move, child in node.children.items():
                score = child.value / child.visits + EXPLORATION * math.sqrt(log_n / child.visits)
                if score > best_score:
                    best, best_score = move, score
            mover = state.player
            state.play(pos, best)
            node = node.children[best]
            node.mover = mover
            path.append(node)
        # Expansion.
        if node.untried and not state.over():
            move = node.untried.pop()
            mover = state.player
            state.play(pos, move)
            child = Node(mover, ordered_moves(pos, state, rng) if not state.over() else [])
            node.children[move] = child
            node = child
            path.append(node)
        # Simulation and back-propagation.
        final = rollout(pos, state, rng)
        for visited in path:
            visited.visits += 1
            mine, theirs = final[visited.mover], final[1 - visited.mover]
            visited.value += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    best_move = max(root.children.items(), key=lambda item: item[1].visits)[0]
    i, j = game.board.edges[pos.lines[best_move]]
    return int(i), int(j)


def iterations_per_second(game: Game, seconds: float = 1.0) -> float:
    """For reports: how many UCT iterations a second this position allows."""
    counter = {"n": 0}
    original = rollout

    def counting(pos: Position, state: State, rng: random.Random) -> list[int]:
        counter["n"] += 1
        return original(pos, state, rng)

    globals()["rollout"] = counting
    try:
        mcts_move(game, seconds, seed=0)
    finally:
        globals()["rollout"] = original
    return counter["n"] / seconds
