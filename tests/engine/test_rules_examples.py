"""The rules texts' six figures, on hand-placed stars, and degenerate geometry."""

from __future__ import annotations

import pytest

from triangles_qt.engine import Board, Game, IllegalMove, Reason, Rules
from triangles_qt.engine.geometry import segments_conflict, within_tolerance

A, B, C, D = 0, 1, 2, 3


def square() -> Game:
    # A B / D C, a square: its diagonals cross.
    return Game(Board([(100, 100), (300, 100), (300, 300), (100, 300)]))


def test_figure1_line_crossing_a_drawn_line_is_refused():
    game = square()
    game.play(A, C)
    before = game.to_record()
    assert game.check(B, D) is Reason.CROSSES
    with pytest.raises(IllegalMove) as refused:
        game.play(B, D)
    assert refused.value.reason is Reason.CROSSES
    assert game.to_record() == before


def test_figure2_line_through_a_star_is_refused():
    game = Game(Board([(100, 100), (200, 102), (300, 100), (200, 300)], tolerance=4))
    assert game.check(A, C) is Reason.THROUGH_STAR
    assert game.check(A, B) is None


def test_figure3_triangle_with_a_star_inside_scores_nothing_but_small_ones_do():
    # Big triangle ABC with D inside.
    game = Game(Board([(100, 500), (500, 500), (300, 100), (300, 350)]))
    assert game.play(A, B) == ()
    assert game.play(B, C) == ()
    assert game.play(A, C) == ()  # closes ABC, but D is inside: no point
    assert game.scores == (0, 0)
    assert game.play(A, D) == ()
    assert game.play(B, D) == ((A, B, D),)
    assert game.play(C, D) == ((A, C, D), (B, C, D))
    assert game.scores == (1, 2)
    assert (game.lead(0), game.lead(1)) == (-1, 1)
    assert game.is_over


def test_figure4_square_diagonal_closes_two_triangles():
    game = square()
    for i, j in [(A, B), (B, C), (C, D), (D, A)]:
        assert game.play(i, j) == ()
    assert game.current_player == 0
    assert game.play(A, C) == ((A, B, C), (A, C, D))
    assert game.scores == (2, 0)
    assert game.is_over and game.winner == 0


def test_figure5_play_again_after_a_triangle():
    game = Game(Board([(100, 100), (300, 100), (200, 300), (200, 600)]), Rules(play_again=True))
    game.play(A, B)  # move 1, player 1
    game.play(B, C)  # move 2, player 2
    assert game.current_player == 0
    assert game.play(A, C) == ((A, B, C),)  # move 3, player 1 closes a triangle...
    assert game.current_player == 0  # ...and plays move 4 too
    game.play(A, D)
    assert game.current_player == 1
    # Without the option the turn passes.
    plain = Game(game.board)
    plain.replay([(A, B), (B, C), (A, C)])
    assert plain.current_player == 1


def test_figure6_a_game_that_ends_in_a_draw():
    game = square()
    game.replay([(A, B), (B, C), (C, D)])
    assert game.play(A, C) == ((A, B, C),)  # Player 2 closes ABC (AD is not drawn yet)
    assert game.play(A, D) == ((A, C, D),)  # Player 1 closes ACD
    assert game.is_over
    assert game.scores == (1, 1)
    assert game.winner is None


def test_three_collinear_stars():
    game = Game(Board([(0, 0), (100, 0), (200, 0), (100, 500)], tolerance=0))
    assert game.check(0, 2) is Reason.THROUGH_STAR
    assert game.check(0, 1) is None
    assert {tuple(t) for t in game.board.triangles.tolist()} == {(0, 1, 3), (1, 2, 3)}
    # Three collinear stars alone: no triangle can ever be closed, the game is over at once.
    alone = Game(Board([(0, 0), (100, 0), (200, 0)], tolerance=0))
    assert alone.is_over
    assert alone.check(0, 1) is Reason.GAME_OVER


@pytest.mark.parametrize(
    ("star", "tolerance", "refused"),
    [
        ((50, 4), 4, True),  # exactly at the tolerance: refused (distance <= tolerance)
        ((50, 5), 4, False),  # just beyond
        ((103, 4), 5, True),  # beyond the end: distance to the endpoint, 3-4-5
        ((104, 4), 5, False),
        ((50, 0), 0, True),  # exactly on the line with no tolerance
    ],
)
def test_star_at_and_beyond_the_tolerance(star, tolerance, refused):
    stars = [(0, 0), (100, 0), star]
    assert within_tolerance(star, (0, 0), (100, 0), tolerance) is refused
    board = Board([*stars, (50, 900)], tolerance=tolerance)
    assert bool(board.through_star[board.edge_id(0, 1)]) is refused


def test_lines_touching_at_an_endpoint_are_allowed():
    game = Game(Board([(0, 0), (100, 0), (50, 80), (50, 300)]))
    game.play(0, 1)
    assert game.check(1, 2) is None
    game.play(1, 2)
    assert game.check(0, 2) is None  # shares both of its endpoints with drawn lines


def test_collinear_overlap_is_a_conflict():
    assert segments_conflict((0, 0), (100, 0), (50, 0), (200, 0))
    assert segments_conflict((0, 0), (100, 0), (0, 0), (200, 0))  # shared endpoint, same way
    assert not segments_conflict((0, 0), (100, 0), (0, 0), (-200, 0))  # opposite ways
    assert not segments_conflict((0, 0), (100, 0), (150, 0), (200, 0))  # collinear, apart
    assert segments_conflict((0, 0), (100, 0), (50, 0), (50, 50))  # T junction


def test_undo_restores_points_and_turn():
    game = square()
    game.replay([(A, B), (B, C), (C, D), (D, A)])
    game.play(A, C)
    game.undo()
    assert game.scores == (0, 0)
    assert game.current_player == 0
    assert game.check(A, C) is None
    assert game.check(B, D) is None
    with pytest.raises(IndexError):
        Game(game.board).undo()


def test_invalid_star_indices_are_value_errors():
    game = square()
    with pytest.raises(ValueError):
        game.check(0, 0)
    with pytest.raises(ValueError):
        game.check(0, 9)


def test_obstacles_name_what_refuses_a_line():
    game = square()
    game.play(A, C)
    assert game.obstacles(B, D) == ((), ((A, C),))
    through = Game(Board([(100, 100), (200, 102), (300, 100), (200, 300)], tolerance=4))
    assert through.obstacles(A, C) == ((B,), ())
    assert through.obstacles(A, B) == ((), ())
