"""Exported pictures: rendered from a scene with no view and no event loop; the SVG is vectors.

Defect of 0.1: the export showed a hidden board view and ran the event loop in the middle (a
queued computer move or autosave could run inside it), and its SVG was 27 embedded bitmaps,
blurry when enlarged.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from triangles_qt.engine import Board, Game
from triangles_qt.ui.board.picture import picture_size, render_board_picture
from triangles_qt.ui.themes import THEMES, theme_by_key

ZOOM = 4


def played_game() -> Game:
    """A game with lines and triangles of both players."""
    game = Game(Board.generate(24, seed=3))
    while len(game.triangles) < 6 and not game.is_over:
        moves = game.legal_moves()
        scoring = [m for m in moves if game.copy().play(int(m[0]), int(m[1]))]
        i, j = scoring[0] if scoring else moves[len(moves) // 2]
        game.play(int(i), int(j))
    return game


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_export_runs_no_event_loop_and_shows_no_window(qapp, suffix):
    ran = []
    QTimer.singleShot(0, lambda: ran.append("a queued move"))
    windows = len(QApplication.topLevelWidgets())
    data = render_board_picture(played_game(), theme_by_key(None), suffix)
    assert data
    assert ran == [], "something queued ran in the middle of the export"
    assert len(QApplication.topLevelWidgets()) == windows


@pytest.mark.parametrize("theme", THEMES.values(), ids=list(THEMES))
def test_the_svg_is_vectors(qapp, theme):
    game = played_game()
    svg = render_board_picture(game, theme, "svg").decode("utf-8")
    assert svg.count("<image") == 0
    assert QSvgRenderer(svg.encode("utf-8")).isValid()
    # Every star and every line is at least one shape of its own.
    shapes = ("<circle", "<ellipse", "<path", "<polygon", "<polyline", "<line")
    assert sum(svg.count(shape) for shape in shapes) >= len(game.board.points) + len(game.lines)


def render_around(svg: bytes, centre: QPointF, zoom: int, size: int = 160) -> QImage:
    """The picture enlarged `zoom` times, the part round `centre` (picture pixels)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    painter.translate(size / 2 - centre.x() * zoom, size / 2 - centre.y() * zoom)
    painter.scale(zoom, zoom)
    width, height = picture_size()
    QSvgRenderer(svg).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def edge_blur(image: QImage, normal: tuple[float, float], line: QColor) -> int:
    """How many pixels, across a line through the image's centre, are neither the line's
    colour nor the background's: the width of its two edges together."""
    c = image.width() / 2
    profile = []
    for t in range(-50, 51):
        color = image.pixelColor(round(c + t * normal[0]), round(c + t * normal[1]))
        profile.append((color.redF(), color.greenF(), color.blueF()))
    target = (line.redF(), line.greenF(), line.blueF())
    background = profile[0]
    span = math.dist(background, target)
    return sum(
        1
        for colour in profile
        if math.dist(colour, target) > 0.25 * span and math.dist(colour, background) > 0.25 * span
    )


def test_the_svg_stays_sharp_enlarged_4x(qapp):
    theme = theme_by_key("daylight")
    # Two lines on a bare sky; the first (no glow of the last line) is measured.
    game = Game(Board([(200, 300), (1400, 700), (800, 100), (800, 900)]))
    game.play(0, 1)
    game.play(2, 0)
    svg = render_board_picture(game, theme, "svg")
    (ax, ay), (bx, by) = game.board.points[0], game.board.points[1]
    length = math.hypot(bx - ax, by - ay)
    normal = (-(by - ay) / length, (bx - ax) / length)
    centre = QPointF((ax + bx) / 2, (ay + by) / 2)
    sharp = render_around(svg, centre, ZOOM)
    line_colour = theme.player_colors[0]
    core = sharp.pixelColor(sharp.width() // 2, sharp.height() // 2)
    assert math.dist(core.getRgbF()[:3], line_colour.getRgbF()[:3]) < 0.1, "no line there"
    # A vector edge is about one pixel wide at any zoom; a bitmap enlarged 4x has ramps of 4.
    assert edge_blur(sharp, normal, line_colour) <= 4


def test_the_png_shows_every_line_in_its_player_colour(qapp):
    theme = theme_by_key("daylight")
    game = Game(Board([(200, 300), (1400, 700), (800, 100), (800, 900)]))
    game.play(0, 1)
    game.play(0, 2)
    png = render_board_picture(game, theme, "png")
    image = QImage.fromData(png, "PNG")
    assert (image.width(), image.height()) == picture_size()
    for i, j, player in game.lines:
        (ax, ay), (bx, by) = game.board.points[i], game.board.points[j]
        # Half way along: clear of the stars and of the other line.
        x, y = (ax + bx) / 2, (ay + by) / 2
        seen = image.pixelColor(round(x), round(y))
        want = theme.player_colors[player]
        assert math.dist(seen.getRgbF()[:3], want.getRgbF()[:3]) < 0.15, (i, j)
