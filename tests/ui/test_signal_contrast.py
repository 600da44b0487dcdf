"""The board's signals stay visible in every theme at every frame of their animation.

The hint, the refusal flash and its label, the selection ring and the keyboard focus ring must
keep a contrast ratio (WCAG 2) of at least 3:1 against the board behind them. The board behind
is the rendered sky: its darkest and its lightest pixel are the worst cases. Animations are
stepped through frame by frame, and what each frame really paints (the pen's colour and alpha,
times the item's effective opacity) is composited over the sky and measured.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor

from triangles_qt.engine import Board, Game, Reason
from triangles_qt.ui.board.art import sky_pixmap
from triangles_qt.ui.board.view import BoardView
from triangles_qt.ui.themes import THEMES

MIN_CONTRAST = 3.0
FRAME_MS = 10


def _linear(channel: np.ndarray) -> np.ndarray:
    return np.where(channel <= 0.04045, channel / 12.92, ((channel + 0.055) / 1.055) ** 2.4)


def luminance(rgb) -> float:
    r, g, b = _linear(np.asarray(rgb, dtype=float))
    return float(0.2126 * r + 0.7152 * g + 0.0722 * b)


def contrast(a: float, b: float) -> float:
    light, dark = max(a, b), min(a, b)
    return (light + 0.05) / (dark + 0.05)


def sky_extremes(theme) -> list[np.ndarray]:
    """The darkest and the lightest colour of the rendered sky (sRGB, 0-1).

    The nebula's distant dust (single faint pixels, far smaller than any signal) is left out:
    the extremes are the 0.2 and 99.8 percentiles of the sky's luminance.
    """
    image = sky_pixmap(theme, QSize(1200, 750), 1.0).toImage()
    bits = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), -1, 4)
    rgb = bits[:, : image.width(), 2::-1].reshape(-1, 3).astype(float) / 255.0
    lum = 0.2126 * _linear(rgb[:, 0]) + 0.7152 * _linear(rgb[:, 1]) + 0.0722 * _linear(rgb[:, 2])
    order = np.argsort(lum)
    return [rgb[order[int(0.002 * len(order))]], rgb[order[int(0.998 * len(order))]]]


def worst_contrast(color: QColor, opacity: float, backgrounds) -> float:
    """The lowest contrast of `color` (at its alpha times `opacity`) over any background."""
    rgb = np.array([color.redF(), color.greenF(), color.blueF()])
    alpha = color.alphaF() * opacity
    ratios = []
    for background in backgrounds:
        seen = rgb * alpha + background * (1 - alpha)
        ratios.append(contrast(luminance(seen), luminance(background)))
    return min(ratios)


@pytest.fixture
def view(qtbot, keep):
    board_view = keep(BoardView())
    board_view.resize(1000, 640)
    board_view.set_game(Game(Board([(100, 500), (800, 506), (1500, 500), (800, 900)])))
    board_view.show()
    qtbot.waitExposed(board_view)
    return board_view


def _frames(animation):
    """Step a running animation through its first loop, frame by frame."""
    animation.pause()
    for time in range(0, animation.duration + 1, FRAME_MS):
        animation.set_time(time)
        yield time


@pytest.mark.parametrize("theme", THEMES.values(), ids=list(THEMES))
def test_the_hint_keeps_its_contrast_at_every_frame(view, theme):
    view.set_theme(theme)
    backgrounds = sky_extremes(theme)
    view.show_hint(0, 3)
    hint = view.board_scene.hint
    animation = view.board_scene.hint_animation
    assert animation is not None
    seen_offsets = set()
    for time in _frames(animation):
        pen = hint.stroke_pens()[-1]
        seen_offsets.add(round(hint.dash_offset, 2))
        ratio = worst_contrast(pen.color(), hint.effectiveOpacity(), backgrounds)
        assert ratio >= MIN_CONTRAST, (theme.key, time, ratio)
    assert len(seen_offsets) > 5  # it does animate


@pytest.mark.parametrize("theme", THEMES.values(), ids=list(THEMES))
def test_the_refusal_flash_and_label_keep_their_contrast_at_every_frame(view, theme):
    view.set_theme(theme)
    backgrounds = sky_extremes(theme)
    view.show_refusal(0, 2, Reason.THROUGH_STAR)
    flash = view.board_scene.flash
    animation = view.board_scene.flash_animation
    assert animation is not None
    label = flash.label
    for time in _frames(animation):
        if not flash.isVisible():
            break
        pen = flash.stroke_pens()[-1]
        ratio = worst_contrast(pen.color(), flash.effectiveOpacity(), backgrounds)
        assert ratio >= MIN_CONTRAST, (theme.key, time, ratio)
        # The label's plate is outlined in the warning colour; its words stand on the plate.
        assert label.isVisible()
        assert worst_contrast(theme.warning_color, label.effectiveOpacity(), backgrounds) >= 3
        plate = np.array(
            [theme.panel_color.redF(), theme.panel_color.greenF(), theme.panel_color.blueF()]
        )
        assert worst_contrast(theme.text_color, label.effectiveOpacity(), [plate]) >= 4.5


@pytest.mark.parametrize("theme", THEMES.values(), ids=list(THEMES))
def test_selection_and_focus_rings_keep_their_contrast(theme):
    backgrounds = sky_extremes(theme)
    for player in (0, 1):
        assert worst_contrast(theme.player_color(player), 1.0, backgrounds) >= MIN_CONTRAST
    assert worst_contrast(theme.focus_color, 1.0, backgrounds) >= MIN_CONTRAST
