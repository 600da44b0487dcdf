"""Hard's middle game without play-again: the Monte Carlo tree search (midgame.py) and when
Hard hands over to it and back."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from triangles_qt.ai import choose_move, hard, midgame, search
from triangles_qt.ai.budget import Budget
from triangles_qt.ai.midgame import MidgameSearch, midgame_move
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Board, Game, Level, Rules

from .helpers import play_randomly, random_board, random_position
from .solver import ExactSolver, outcome


def _is_legal(game: Game, line: int) -> bool:
    return line in set(game.legal_edges().tolist())


def _kinds(game: Game) -> dict[int, str]:
    """Each drawable line as 'scores', 'safe' (gives no live triangle its second side) or
    'offers', worked out on the engine's own state."""
    sub = Subgame.of(game)
    kinds = {}
    for k, line in enumerate(sub.lines):
        kind = "safe"
        for _, others in sub.sides_of[k]:
            if not others:
                kind = "scores"
                break
            if others & (others - 1) == 0:
                kind = "offers"
        kinds[line] = kind
    for line in game.legal_edges().tolist():
        kinds.setdefault(int(line), "safe")  # free tempo lines touch no live triangle
    return kinds


@pytest.mark.parametrize("stars", [24, 60])
def test_the_tree_answers_a_scoring_or_safe_line_while_there_is_one(stars: int) -> None:
    rng = random.Random(stars)
    checked = 0
    for _ in range(12):
        game = random_position(rng, stars, play_again=False, fraction=rng.uniform(0.2, 0.6))
        sub = Subgame.of(game)
        kinds = _kinds(game)
        result = midgame_move(sub, random.Random(1), Budget(60.0, None), node_limit=4000)
        assert _is_legal(game, result.line)
        if any(kind != "offers" for kind in kinds.values()):
            assert kinds[result.line] != "offers"
            checked += 1
    assert checked >= 6


def _tree_state(sub: Subgame) -> midgame._State:
    return midgame._State((1 << len(sub.lines)) - 1, 0, sub.live, sub.near, sub.passes, 0, 0)


@pytest.mark.parametrize("settings", [midgame.SMALL_BOARDS, midgame.LARGE_BOARDS])
def test_once_only_takes_and_offers_are_left_the_tree_also_weighs_declining(settings) -> None:
    # Without play-again a triangle on offer stays on offer: on small boards, beside the takes,
    # the tree tries the most promising offers (leaving the take), and only those; on large
    # boards only the takes.
    declining = settings.declining_offers
    rng = random.Random(4)
    checked = 0
    while checked < 5:
        game = random_position(rng, 24, play_again=False, fraction=rng.uniform(0.5, 0.8))
        sub = Subgame.of(game)
        kinds = _kinds(game)
        local = {line: k for k, line in enumerate(sub.lines)}
        takes = {local[line] for line, kind in kinds.items() if kind == "scores"}
        offers = [local[line] for line, kind in kinds.items() if kind == "offers"]
        safe = [line for line, kind in kinds.items() if kind == "safe"]
        if safe or sub.passes or not takes or len(offers) <= 2:
            continue
        search_ = MidgameSearch(sub, random.Random(1), settings)
        state = _tree_state(sub)
        moves = search_._tree_moves(state)
        tried_offers = [k for k in moves if k not in takes]
        assert takes <= set(moves)
        assert len(tried_offers) == declining
        if declining:
            value = {
                k: search_._offer_value(state.drawn, state.live, state.near, k) for k in offers
            }
            left_out = [value[k] for k in offers if k not in tried_offers]
            assert min(value[k] for k in tried_offers) >= max(left_out)
        assert set(moves[-len(takes) :]) == takes  # the takes are expanded first
        checked += 1


def test_while_a_safe_line_is_left_the_tree_tries_no_offer() -> None:
    rng = random.Random(6)
    checked = 0
    while checked < 5:
        game = random_position(rng, 24, play_again=False, fraction=rng.uniform(0.2, 0.5))
        sub = Subgame.of(game)
        kinds = {k: _kinds(game)[line] for k, line in enumerate(sub.lines)}
        if "safe" not in kinds.values() or "offers" not in kinds.values():
            continue
        moves = MidgameSearch(sub, random.Random(1), midgame.SMALL_BOARDS)._tree_moves(
            _tree_state(sub)
        )
        assert all(kinds[k] != "offers" for k in moves if k != midgame.PASS)
        checked += 1


@pytest.mark.parametrize("widening", [None, 10.0])
def test_progressive_widening_keeps_a_node_to_the_lines_its_visits_allow(
    widening: float | None,
) -> None:
    """On a board with hundreds of drawable lines, a tree with progressive widening tries at
    most `widening` plus the square root of the root's visits of them (and tries them deeper);
    without it, one line after another until every line has had a sampled game."""
    game = random_position(random.Random(8), 60, play_again=False, fraction=0.0)
    sub = Subgame.of(game)
    settings = dataclasses.replace(midgame.LARGE_BOARDS, widening=widening)
    search = MidgameSearch(sub, random.Random(1), settings)
    counts, iterations = search.grow(Budget(60.0, None), node_limit=60_000)
    assert len(sub.lines) > 2 * iterations > 120
    if widening is None:
        assert len(counts) == iterations
    else:
        assert len(counts) <= widening + math.sqrt(iterations) + 1
        assert max(visits for visits, _ in counts.values()) > 3


def test_with_a_node_budget_the_tree_is_reproducible() -> None:
    game = random_position(random.Random(3), 60, play_again=False, fraction=0.4)
    answers = {
        midgame_move(Subgame.of(game), random.Random(7), Budget(60.0, None), 3000).line
        for _ in range(3)
    }
    assert len(answers) == 1


def test_cancelled_before_it_starts_the_tree_still_names_a_legal_line() -> None:
    game = random_position(random.Random(5), 24, play_again=False, fraction=0.3)
    result = midgame_move(Subgame.of(game), random.Random(1), Budget(60.0, lambda: True))
    assert result.iterations == 1
    assert _is_legal(game, result.line)


def test_the_tree_refuses_play_again_games() -> None:
    game = Game(Board.generate(24, seed=1), Rules(play_again=True))
    with pytest.raises(ValueError):
        MidgameSearch(Subgame.of(game), random.Random(1))


@pytest.mark.parametrize(
    ("positions", "least_kept"), [(10, 9), pytest.param(30, 27, marks=pytest.mark.slow)]
)
def test_the_tree_usually_keeps_the_best_result_in_small_positions(
    positions: int, least_kept: int
) -> None:
    # Sampled games are not a proof, but with enough of them the tree should find the line
    # that keeps a win or a draw in small positions, where the exact solver knows it.
    rng = random.Random(21)
    kept = total = 0
    while total < positions:
        game = Game(random_board(rng, rng.randint(7, 9)), Rules(), first_player=rng.randrange(2))
        play_randomly(game, rng, rng.randint(4, 10))
        if game.is_over or not 6 <= len(game.legal_edges()) <= 16:
            continue
        solver = ExactSolver()
        mover = game.current_player
        so_far = game.scores[mover] - game.scores[1 - mover]
        best = outcome(so_far + solver.value(game))
        line = midgame_move(Subgame.of(game), random.Random(total), Budget(60.0, None), 6000).line
        kept += outcome(so_far + solver.move_value(game, line)) == best
        total += 1
    # Measured: 30 of 30; a line drawn at random keeps it in 17 of the 30 on average.
    assert kept >= least_kept


def _position_with(lines_that_matter: range, play_again: bool, seed: int) -> Game:
    rng = random.Random(seed)
    while True:
        game = Game(Board.generate(24, seed=rng.randrange(100)), Rules(play_again=play_again))
        while not game.is_over:
            if len(Subgame.of(game).lines) in lines_that_matter:
                return game
            play_randomly(game, rng, 1)


@pytest.mark.parametrize(
    ("play_again", "lines_that_matter", "uses_the_tree"),
    [
        (False, range(hard.PROOF_LINE_LIMITS[False] + 1, 60), True),
        (False, range(1, hard.PROOF_LINE_LIMITS[False] + 1), False),
        (True, range(hard.PROOF_LINE_LIMITS[False] + 1, 60), False),
    ],
)
def test_hard_plays_the_tree_only_in_the_middle_game_without_play_again(
    monkeypatch, play_again: bool, lines_that_matter: range, uses_the_tree: bool
) -> None:
    calls = []

    def recording(*args, **kwargs):
        calls.append(args)
        return midgame_move(*args, **kwargs)

    monkeypatch.setattr(hard, "midgame_move", recording)
    for seed in range(3):
        game = _position_with(lines_that_matter, play_again, seed)
        i, j = choose_move(game, Level.HARD, seed=seed, node_limit=2000)
        assert game.check(i, j) is None
    assert bool(calls) == uses_the_tree


@pytest.mark.parametrize(("stars", "settings"), [(24, "SMALL_BOARDS"), (60, "LARGE_BOARDS")])
def test_hard_tunes_the_tree_to_the_board_size(monkeypatch, stars: int, settings: str) -> None:
    used = []

    def recording(*args, **kwargs):
        used.append(args[4])
        return midgame_move(*args, **kwargs)

    monkeypatch.setattr(hard, "midgame_move", recording)
    game = Game(Board.generate(stars, seed=3), Rules(play_again=False))
    i, j = choose_move(game, Level.HARD, seed=1, node_limit=2000)
    assert game.check(i, j) is None
    assert used == [getattr(midgame, settings)]


def test_hard_plays_by_rule_while_very_many_lines_are_open(monkeypatch) -> None:
    monkeypatch.setattr(hard, "midgame_move", None)  # calling it would fail
    game = Game(Board.generate(180, seed=2), Rules(play_again=False))
    assert len(game.legal_edges()) > search.MIDGAME_OPEN_LIMIT
    i, j = choose_move(game, Level.HARD, seed=1, time_limit=0.05)
    assert game.check(i, j) is None


def test_the_tree_stops_at_once_when_its_answer_cannot_change() -> None:
    # One line left to draw: there is nothing to sample for, however long the budget.
    game = Game(Board([(0, 0), (100, 0), (0, 100)]), Rules())
    game.play(0, 1)
    game.play(0, 2)
    result = midgame_move(Subgame.of(game), random.Random(1), Budget(60.0, None))
    assert result.iterations == 1
    assert result.line == game.board.edge_id(1, 2)


def test_the_tree_stops_early_once_one_line_is_clearly_best(monkeypatch) -> None:
    # With a node budget the estimate of the sampled games still to come is exact, so the
    # answer is the one the whole budget would give, found with fewer sampled games.
    game = random_position(random.Random(8), 24, play_again=False, fraction=0.45)
    settled = midgame_move(Subgame.of(game), random.Random(2), Budget(60.0, None), 400_000)
    monkeypatch.setattr(midgame, "SETTLED_CHECK_INTERVAL", 10**9)
    full = midgame_move(Subgame.of(game), random.Random(2), Budget(60.0, None), 400_000)
    assert settled.nodes < full.nodes
    assert settled.line == full.line
