"""Hard before its search threshold: safe lines first, and with play-again the shortest run."""

from __future__ import annotations

import numpy as np
import pytest

from triangles_qt.ai import choose_move, search
from triangles_qt.ai.analysis import move_facts
from triangles_qt.ai.chains import chain_lengths
from triangles_qt.engine import Board, Game, Level, Rules


def test_hard_never_opens_with_an_unsafe_line() -> None:
    for stars in (24, 60, 180):
        for seed in range(3):
            game = Game(Board.generate(stars, seed=seed), Rules(play_again=seed == 1))
            for _ in range(4):  # its first moves, against Medium
                facts = move_facts(game)
                line = choose_move(game, Level.HARD, seed=seed, time_limit=0.2)
                index = int(np.flatnonzero(facts.edges == game.board.edge_id(*line))[0])
                if facts.safe.any() and not facts.scores.any():
                    assert facts.safe[index]
                game.play(*line)
                game.play(*choose_move(game, Level.MEDIUM, seed=seed))


def _run_handed_over(game: Game, edge: int) -> int:
    """Triangles the opponent closes in a row after `edge` (play-again), taking greedily."""
    after = game.copy()
    mover = after.current_player
    after.play_edge(edge)
    while not after.is_over and after.current_player != mover:
        facts = move_facts(after)
        if not facts.scores.any():
            break
        after.play_edge(int(facts.edges[facts.scores == facts.scores.max()][0]))
    return after.scores[1 - mover] - game.scores[1 - mover]


def _out_of_safe_lines(seed: int, stars: int) -> Game | None:
    """A play-again game of Medium against itself, stopped when every line gives something."""
    game = Game(Board.generate(stars, seed=seed), Rules(play_again=True))
    while not game.is_over:
        facts = move_facts(game)
        if not facts.safe.any() and not facts.scores.any():
            return game
        game.play(*choose_move(game, Level.MEDIUM, seed=seed))
    return None


def test_chain_lengths_match_greedy_taking() -> None:
    checked = 0
    for seed in range(4):
        game = _out_of_safe_lines(seed, (24, 60)[seed % 2])
        assert game is not None
        facts = move_facts(game)
        chains = chain_lengths(game, facts)
        for edge, chain in list(zip(facts.edges.tolist(), chains.tolist(), strict=True))[::3]:
            assert _run_handed_over(game, edge) == chain
            checked += 1
    assert checked > 40


def test_hard_hands_over_the_shortest_chain(monkeypatch: pytest.MonkeyPatch) -> None:
    # Above its search threshold (here: always), with play-again and nothing safe left.
    monkeypatch.setattr(search, "SEARCH_LINE_LIMIT", 0)
    chose = 0
    for seed in range(6):
        game = _out_of_safe_lines(seed, 60)
        assert game is not None
        facts = move_facts(game)
        runs = [_run_handed_over(game, e) for e in facts.edges.tolist()]
        if min(runs) == max(runs):
            continue
        line = choose_move(game, Level.HARD, seed=seed)
        assert _run_handed_over(game, game.board.edge_id(*line)) == min(runs)
        chose += 1
    assert chose >= 3
