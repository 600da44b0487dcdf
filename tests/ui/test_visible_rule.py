"""The star rule as the player sees it: a line is refused exactly when its stroke would touch
another star's dot.

Real windows are rendered offscreen at several sizes; the dot radius, the stroke's half-width and
the zoom (pixels per board unit) are measured from the pixels, and checked against the board's
tolerance: tolerance x zoom >= dot radius + half stroke, and not much more. A second test checks,
on generated boards and with shapely's distances (independent of the engine's exact geometry),
that every line the engine accepts keeps clear of every other star's dot on screen, and that every
line it refuses for a star comes within the tolerance of one.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from triangles_qt.engine import Board, Game, Reason
from triangles_qt.engine.board import DEFAULT_TOLERANCE
from triangles_qt.ui.board.style import BoardStyle
from triangles_qt.ui.themes import THEMES

# The tests measure the board of the window as shown.
pytestmark = pytest.mark.window(shown=True)

# (width, height) of the whole window: the smallest the app allows, the default, full HD,
# portrait, and a 4K screen at a pixel ratio of 1.
WINDOW_SIZES = [(480, 400), (1200, 860), (1920, 1080), (600, 1000), (3840, 2160)]

# A board made to be measured: a long line 0-1 far from everything, an isolated star 2, and a
# line 3-4 drawn last (the last line has a highlight, so it is not the one measured).
MEASURED_STARS = [(200, 800), (1400, 800), (800, 350), (80, 80), (1520, 80)]


def measured_game() -> Game:
    game = Game(Board(MEASURED_STARS))
    game.play(0, 1)
    game.play(3, 4)
    return game


def _rgb(color: QColor) -> np.ndarray:
    return np.array([color.redF(), color.greenF(), color.blueF()])


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    data = np.frombuffer(image.constBits(), dtype=np.uint8)
    data = data.reshape(image.height(), image.bytesPerLine() // 4, 4)[:, : image.width(), :3]
    return data[:, :, ::-1].astype(float) / 255.0  # BGRA in memory -> RGB


def _coverage(pixels: np.ndarray, colour: np.ndarray, background: np.ndarray) -> np.ndarray:
    """How much of each pixel `colour` covers over `background` (antialiased edges: 0 to 1)."""
    span = colour - background
    return np.clip(((pixels - background) @ span) / (span @ span), 0.0, 1.0)


def _centroid(pixels: np.ndarray, colour: np.ndarray, near: QPointF, box: int) -> np.ndarray:
    x0, y0 = int(near.x()) - box, int(near.y()) - box
    patch = pixels[y0 : y0 + 2 * box + 1, x0 : x0 + 2 * box + 1]
    background = patch[0, 0]
    weight = _coverage(patch, colour, background) ** 2
    ys, xs = np.mgrid[0 : patch.shape[0], 0 : patch.shape[1]]
    return np.array([(xs * weight).sum(), (ys * weight).sum()]) / weight.sum() + [x0, y0]


def measure(image: QImage, approx: list[QPointF], theme, ratio: float) -> dict[str, float]:
    """From the pixels: zoom (px per board unit), dot radius and half stroke, in image pixels.

    `approx` says roughly where stars 0, 1 and 2 are (the view's mapping, times `ratio`); every
    figure itself comes from the pixels.
    """
    pixels = _pixels(image)
    star = _rgb(theme.star_color)
    line = _rgb(theme.player_colors[0])
    box = int(12 * ratio * max(1.0, image.width() / 1600))
    a, b = (_centroid(pixels, star, p, box) for p in approx[:2])
    zoom = float(np.hypot(*(b - a))) / math.dist(MEASURED_STARS[0], MEASURED_STARS[1])

    # The isolated star: the area its colour covers, against the board just around it.
    centre = _centroid(pixels, star, approx[2], box)
    cx, cy = (round(float(v)) for v in centre)
    patch = pixels[cy - box : cy + box + 1, cx - box : cx + box + 1]
    ys, xs = np.mgrid[-box : box + 1, -box : box + 1]
    distance = np.hypot(xs - (centre[0] - cx), ys - (centre[1] - cy))
    rough = math.sqrt(max(1.0, (_coverage(patch, star, patch[0, 0]) > 0.5).sum()) / math.pi)
    ring = (distance > rough * 1.5 + 1) & (distance < rough * 1.5 + 2.5)
    around = np.median(patch[ring], axis=0)
    inside = distance <= rough * 1.5 + 1
    radius = math.sqrt(_coverage(patch[inside], star, around).sum() / math.pi)

    # The stroke: the colour's coverage summed across the line, at three places along it.
    along = b - a
    across = np.array([-along[1], along[0]]) / np.hypot(*along)
    widths = []
    for fraction in (0.35, 0.5, 0.65):
        middle = a + along * fraction
        offsets = np.arange(-box, box + 1)
        rows = np.rint(middle[1] + across[1] * offsets).astype(int)
        columns = np.rint(middle[0] + across[0] * offsets).astype(int)
        samples = pixels[rows, columns]
        background = np.median(np.concatenate([samples[:3], samples[-3:]]), axis=0)
        widths.append(_coverage(samples, line, background).sum())
    return {"zoom": zoom, "radius": radius, "half_stroke": float(np.median(widths)) / 2}


def _approx(view, ratio: float) -> list[QPointF]:
    return [view.star_view_position(k) * ratio for k in range(3)]


def _check(figures: dict[str, float], tolerance: int, slack: float) -> None:
    reach = tolerance * figures["zoom"]
    seen = figures["radius"] + figures["half_stroke"]
    assert figures["radius"] > 1.0 and figures["half_stroke"] > 0.3, figures
    # The stroke of a line at the tolerance from a star touches its dot ...
    assert seen <= reach + slack, (figures, reach)
    # ... and not much before: the gap is at most a tenth of it, or about a pixel.
    assert seen >= reach - max(0.12 * reach, 1.0) - slack, (figures, reach)


@pytest.mark.parametrize("theme_key", ["daylight", "high_contrast", "nebula"])
def test_dot_and_stroke_fill_the_tolerance_at_every_window_size(qtbot, window, theme_key):
    window.set_game(measured_game())
    window.set_theme(theme_key)
    view = window.board_view
    for width, height in WINDOW_SIZES:
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w, timeout=2000)
        image = view.grab().toImage()
        figures = measure(image, _approx(view, 1.0), THEMES[theme_key], 1.0)
        # Antialiasing blurs each edge by up to half a pixel.
        _check(figures, DEFAULT_TOLERANCE, slack=0.6)


@pytest.mark.parametrize("ratio", [1.5, 2.0])
def test_dot_and_stroke_fill_the_tolerance_on_high_dpi_screens(window, ratio):
    window.set_game(measured_game())
    window.set_theme("daylight")
    window.resize(1200, 860)
    view = window.board_view
    size = view.viewport().size()
    image = QImage(size * ratio, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("white"))
    painter = QPainter(image)
    view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
    painter.end()
    figures = measure(image, _approx(view, ratio), THEMES["daylight"], ratio)
    _check(figures, DEFAULT_TOLERANCE, slack=0.6 * ratio)


def test_a_game_keeps_the_look_of_its_own_tolerance(window):
    """An old game (tolerance 4) is drawn with smaller dots, so its rule is still what shows."""
    window.set_game(measured_game())
    window.set_theme("daylight")
    window.resize(1920, 1080)
    view = window.board_view
    old = Game(Board(MEASURED_STARS, tolerance=4))
    old.play(0, 1)
    old.play(3, 4)
    window.set_game(old)
    figures = measure(view.grab().toImage(), _approx(view, 1.0), THEMES["daylight"], 1.0)
    _check(figures, 4, slack=0.6)


# -- Every accepted line keeps clear of every star, on generated boards ----------------------


def _window_zooms(window, qtbot) -> list[float]:
    zooms = []
    for width, height in WINDOW_SIZES:
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w, timeout=2000)
        zooms.append(window.board_view.transform().map(QPointF(1, 0)).manhattanLength())
    return zooms


@pytest.mark.parametrize(("n", "seed"), [(24, 295759), (60, 1), (120, 2), (180, 3)])
def test_no_accepted_line_touches_a_star_on_screen(qtbot, window, n, seed):
    window.set_game(measured_game())
    game = Game(Board.generate(n, seed))
    board = game.board
    stars = shapely.points(board.xy)
    nearest = np.empty(len(board.edges))  # board units from each line to the nearest other star
    for edge, (i, j) in enumerate(board.edges):
        segment = shapely.LineString([board.points[i], board.points[j]])
        distances = shapely.distance(stars, segment)
        distances[[i, j]] = np.inf
        nearest[edge] = distances.min()
    legal = np.zeros(len(board.edges), dtype=bool)
    legal[game.legal_edges()] = True
    refused_for_star = np.array(
        [game.check(int(i), int(j)) is Reason.THROUGH_STAR for i, j in board.edges]
    )
    assert legal.any() and refused_for_star.any()
    assert not (legal & refused_for_star).any()
    assert (legal | refused_for_star).all()  # an empty board refuses nothing else

    style = BoardStyle(window.board_view.theme, tolerance=board.tolerance)
    for theme in THEMES.values():
        style.theme = theme
        for zoom in _window_zooms(window, qtbot):
            style.update_zoom(zoom, 1.0)
            touch = style.touch_distance()
            # Every accepted line leaves a gap between its stroke and every other dot ...
            assert (nearest[legal] * zoom > touch).all(), (theme.key, zoom)
            # ... and every line refused for a star comes within the tolerance of one.
            assert (nearest[refused_for_star] <= board.tolerance + 1e-9).all()


def test_the_line_of_board_295759_is_refused():
    """The line of the report: from the star near the left edge to the one at about (816, 611)
    on screen, through two stars; accepted with the old tolerance, refused now."""
    game = Game(Board.generate(24, 295759))
    assert game.check(12, 6) is Reason.THROUGH_STAR
    stars, lines = game.obstacles(12, 6)
    assert set(stars) == {2, 3} and lines == ()
    assert Game(Board.generate(24, 295759, tolerance=4)).check(12, 6) is None
