"""Each figure of the rules shows what its caption says, checked through the engine."""

from __future__ import annotations

import pytest

from triangles_qt.engine import Game, IllegalMove, Reason, Rules
from triangles_qt.engine.geometry import orient  # exact integer predicate
from triangles_qt.ui.rules_figures import (
    FIGURES,
    FigureView,
    crossing_figure,
    draw_figure,
    play_again_figure,
    position_after,
    star_inside_figure,
    through_star_figure,
    two_triangles_figure,
)

A, B, C, D = 0, 1, 2, 3


def strictly_inside(points, triangle, star) -> bool:
    a, b, c = (points[k] for k in triangle)
    p = points[star]
    signs = {orient(a, b, p) > 0, orient(b, c, p) > 0, orient(c, a, p) > 0}
    zero = 0 in (orient(a, b, p), orient(b, c, p), orient(c, a, p))
    return len(signs) == 1 and not zero


def test_figure_1_b_d_is_refused_for_crossing_a_c():
    game, drawing = crossing_figure()
    assert [(i, j) for i, j, _ in game.lines] == [(A, C)]
    assert drawing.refused == (B, D)
    assert game.check(B, D) is Reason.CROSSES
    with pytest.raises(IllegalMove) as refused:
        game.copy().play(B, D)
    assert refused.value.reason is Reason.CROSSES
    # Without A-C the same line would be fine: it is A-C that stops it.
    assert position_after(game, 0).check(B, D) is None


def test_figure_2_a_c_is_refused_for_touching_star_b_beside_its_centre():
    game, drawing = through_star_figure()
    assert drawing.refused == (A, C) and drawing.true_to_tolerance
    assert game.move_count == 0
    assert game.check(A, C) is Reason.THROUGH_STAR
    assert game.obstacles(A, C) == ((B,), ())
    assert game.check(A, B) is None and game.check(B, C) is None
    # B is not on A-C: the line grazes it.
    points = game.board.points
    assert orient(points[A], points[C], points[B]) != 0


def test_figure_2_draws_the_refused_line_touching_b_and_a_legal_line_clear(qtbot):
    """As on the board: dot radius + half the stroke fill the tolerance at the figure's zoom,
    so the refused A-C is drawn into B's dot."""
    import math

    from triangles_qt.ui.rules_figures import LINE_WIDTH

    game, drawing = through_star_figure()
    view = FigureView(game, drawing)
    qtbot.addWidget(view)
    for width in (320, 420, 700):
        view.resize(width, view.height())
        rect = view.panel_rects()[0]
        to_view, scale = view._mapping(rect, game.board)
        radius = view.star_radius(game, scale)
        a, b, c = (to_view(game.board.points[k]) for k in (A, B, C))
        # Pixel distance from B's centre to the drawn A-C.
        ax, ay, cx, cy, bx, by = a.x(), a.y(), c.x(), c.y(), b.x(), b.y()
        distance = abs((cx - ax) * (ay - by) - (ax - bx) * (cy - ay)) / math.hypot(cx - ax, cy - ay)
        assert distance < radius + LINE_WIDTH / 2  # drawn touching
        assert game.board.tolerance * scale >= radius + LINE_WIDTH / 2


def test_figure_3_big_triangle_around_d_scores_nothing_small_ones_score():
    game, drawing = star_inside_figure()
    points = game.board.points
    assert strictly_inside(points, (A, B, C), D)
    before, after = (position_after(game, moves) for moves in drawing.panels)
    # Left panel: all three sides of ABC drawn, no point.
    assert {tuple(sorted((i, j))) for i, j, _ in before.lines} == {(A, B), (B, C), (A, C)}
    assert before.scores == (0, 0) and before.triangles == []
    # Right panel: the three small triangles around D all scored.
    assert sorted(t[:3] for t in after.triangles) == [(A, B, D), (A, C, D), (B, C, D)]
    assert sum(after.scores) == 3
    assert (A, B, C) not in [t[:3] for t in after.triangles]


def test_figure_4_the_diagonal_closes_two_triangles():
    game, drawing = two_triangles_figure()
    assert drawing.emphasized == (A, C)
    before = position_after(game, game.move_count - 1)
    assert before.check(A, C) is None
    closed = before.play(A, C)
    assert sorted(closed) == [(A, B, C), (A, C, D)]
    assert game.scores == (2, 0)  # both for the player who drew the diagonal


def test_figure_5_player_1_closes_on_move_3_and_plays_move_4():
    game, drawing = play_again_figure()
    assert drawing.numbered
    assert game.rules.play_again
    players = [player for _, _, player in game.lines]
    assert players == [0, 1, 0, 0]
    third = position_after(game, 2)
    assert third.play(*game.moves[2]) == ((A, B, C),)
    assert third.current_player == 0  # plays again
    assert game.current_player == 1 and not game.is_over
    # Without the option the same position would pass the turn after move 3.
    plain = Game(game.board, Rules(play_again=False), game.players)
    for i, j in game.moves[:3]:
        plain.play(i, j)
    assert plain.current_player == 1


def test_figure_6_the_short_game_is_a_draw():
    game, drawing = draw_figure()
    assert drawing.numbered
    assert game.is_over and game.winner is None and game.scores == (1, 1)
    assert game.check(B, D) is Reason.GAME_OVER
    # Move 4 (A-C) closed ABC for Player 2, move 5 (A-D) closed ACD for Player 1.
    assert game.lines[3] == (A, C, 1) and game.lines[4] == (A, D, 0)
    assert sorted(game.triangles) == [(A, B, C, 1), (A, C, D, 0)]
    before = position_after(game, 4)
    assert before.check(B, D) is Reason.CROSSES


def test_every_figure_labels_its_stars_a_to_d():
    for make in FIGURES:
        game, drawing = make()
        assert drawing.labels[: len(game.board.points)] == ("A", "B", "C", "D")


def test_figure_view_paints_every_panel(qtbot):
    from triangles_qt.ui.themes import THEMES

    for make in FIGURES:
        game, drawing = make()
        for theme in THEMES.values():
            view = FigureView(game, drawing, theme)
            qtbot.addWidget(view)
            view.resize(view.sizeHint())
            image = view.grab().toImage()
            assert not image.isNull()
            rects = view.panel_rects()
            assert len(rects) == len(drawing.panel_moves(game))
            # The panel's sky is painted in the theme: sample the middle of a panel's top edge.
            first = rects[0]
            colour = image.pixelColor(int(first.center().x()), int(first.top()) + 6)
            assert colour.alpha() == 255
            assert abs(colour.red() - theme.sky_top.red()) < 40


@pytest.mark.parametrize("language", ["en", "ro", "fi", "id", "pl"])
def test_score_legends_wrap_in_narrow_windows(qtbot, keep, language):
    """Two scores side by side would overlap under a narrow panel: they go one under the other,
    and the figure grows to hold them."""
    from PySide6.QtGui import QFontMetricsF

    from triangles_qt.i18n import set_language

    set_language(language)
    try:
        game, drawing = star_inside_figure()
        view = FigureView(game, drawing)
        keep(view)
        view.show()
        view.resize(900, view.height())
        assert view.legend_rows() == 1
        wide_height = view.height()
        view.resize(340, view.height())
        assert view.legend_rows() == 2
        assert view.height() > wide_height
        # Each score fits in its panel's width.
        metrics = QFontMetricsF(view._legend_font())
        panel = view.panel_rects()[0].width()
        for position in view.positions:
            for text in view.legend_texts(position):
                assert metrics.horizontalAdvance(text) + 16 <= panel
        view.grab()  # paints without error in two rows
    finally:
        set_language("en")
