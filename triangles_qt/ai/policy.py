"""Rule-based choices the levels share: a line's one-move net value, and the best lines with
ties broken by the level's random generator."""

from __future__ import annotations

import random

import numpy as np

from triangles_qt.engine import Game

from .analysis import MoveFacts


def pick(rng: random.Random, edges: np.ndarray) -> int:
    return int(edges[rng.randrange(len(edges))])


def greedy_net(game: Game, facts: MoveFacts) -> np.ndarray:
    """One-move look-ahead value of each line: points it scores minus points it hands over.

    With play-again a scoring line keeps the turn, so it hands nothing over yet.
    """
    handed = facts.handed_over
    if game.rules.play_again:
        handed = np.where(facts.scores > 0, 0, handed)
    net: np.ndarray = facts.scores - handed
    return net


def best_of(rng: random.Random, edges: np.ndarray, values: np.ndarray) -> int:
    """A random line among those with the highest value."""
    top = edges[values == values.max()]
    return pick(rng, top)
