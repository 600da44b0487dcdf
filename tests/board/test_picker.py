"""The picker: picking two stars with a pointer or the keyboard, as plain functions (no Qt)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from triangles_qt.ui.board.picker import (
    DRAG_THRESHOLD,
    Picker,
    star_at,
    star_in_direction,
)

# Five stars in viewport pixels: a plus sign round the middle one.
XY = np.array([(100.0, 100.0), (200.0, 100.0), (0.0, 100.0), (100.0, 0.0), (100.0, 200.0)])
MIDDLE, RIGHT, LEFT, UP, DOWN = range(5)
R = 14.0


def test_the_picker_needs_no_qt():
    code = (
        "import sys, triangles_qt.ui.board.picker;"
        "print(any(name.startswith('PySide6') for name in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "False", result.stderr


def test_hit_testing_finds_the_nearest_star_within_the_radius():
    assert star_at(XY, (103.0, 96.0), R) == MIDDLE
    assert star_at(XY, (150.0, 100.0), R) is None  # between two stars, out of reach of both
    assert star_at(XY, (160.0, 100.0), 45.0) == RIGHT  # nearest wins
    assert star_at(np.empty((0, 2)), (0.0, 0.0), R) is None


@pytest.mark.parametrize(
    ("direction", "expected"),
    [((1, 0), RIGHT), ((-1, 0), LEFT), ((0, -1), UP), ((0, 1), DOWN)],
)
def test_arrows_lead_to_the_star_in_their_direction(direction, expected):
    assert star_in_direction(XY, MIDDLE, *direction) == expected


def test_an_arrow_with_nothing_ahead_stays():
    assert star_in_direction(XY, RIGHT, 1, 0) is None


def test_click_one_star_then_another_asks_for_the_line():
    picker = Picker()
    picker.press(XY, (100.0, 100.0), R)
    assert picker.selected == MIDDLE and picker.pressing
    assert picker.release(XY, (100.0, 100.0), R) is None  # first star picked
    assert picker.selected == MIDDLE and not picker.pressing
    picker.press(XY, (200.0, 100.0), R)
    assert picker.release(XY, (200.0, 100.0), R) == (MIDDLE, RIGHT)
    assert picker.selected is None


def test_drag_from_star_to_star_asks_for_the_line():
    picker = Picker()
    picker.press(XY, (100.0, 100.0), R)
    picker.move(XY, (100.0, 100.0 + DRAG_THRESHOLD + 1), R)
    assert picker.dragged
    picker.move(XY, (100.0, 198.0), R)
    assert picker.hovered == DOWN
    assert picker.release(XY, (100.0, 198.0), R) == (MIDDLE, DOWN)


def test_a_drag_dropped_on_the_sky_cancels():
    picker = Picker()
    picker.press(XY, (100.0, 100.0), R)
    picker.move(XY, (150.0, 150.0), R)
    assert picker.release(XY, (150.0, 150.0), R) is None
    assert picker.selected is None


def test_clicking_the_picked_star_again_or_the_sky_cancels():
    picker = Picker()
    for _ in range(2):
        picker.press(XY, (100.0, 100.0), R)
        picker.release(XY, (100.0, 100.0), R)
    assert picker.selected is None
    picker.press(XY, (100.0, 100.0), R)
    picker.release(XY, (100.0, 100.0), R)
    picker.press(XY, (150.0, 150.0), R)  # the sky
    assert picker.selected is None and not picker.pressing


def test_the_keyboard_picks_a_line():
    picker = Picker()
    centre = (100.0, 90.0)
    picker.arrow(XY, 1, 0, centre)  # the first press shows the ring nearest the middle
    assert picker.keyboard_active and picker.focused == MIDDLE
    assert picker.pick_focused(XY, centre) is None
    assert picker.selected == MIDDLE
    picker.arrow(XY, 0, -1, centre)
    assert picker.focused == UP
    assert picker.preview(XY, R, False) == (UP, (100.0, 0.0))
    assert picker.pick_focused(XY, centre) == (MIDDLE, UP)
    assert picker.selected is None


def test_the_mouse_takes_over_from_the_keyboard_only_when_it_really_moves():
    picker = Picker(pointer=(10.0, 10.0))
    picker.arrow(XY, 1, 0, (100.0, 100.0))
    picker.mouse_moved((11.0, 10.0))
    assert picker.keyboard_active
    picker.mouse_moved((40.0, 10.0))
    assert not picker.keyboard_active


def test_the_rubber_band_follows_the_pointer_and_snaps_to_stars():
    picker = Picker()
    picker.press(XY, (100.0, 100.0), R)
    picker.move(XY, (150.0, 140.0), R)
    assert picker.preview(XY, R, True) == (None, (150.0, 140.0))
    picker.move(XY, (195.0, 103.0), R)
    assert picker.preview(XY, R, True) == (RIGHT, (200.0, 100.0))
    picker.cancel()
    assert picker.preview(XY, R, True) == (None, None)
