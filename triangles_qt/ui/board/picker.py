"""Picking two stars: the state machine behind mouse, touch and keyboard, in plain Python.

The view turns events into calls here, with the stars' positions in viewport pixels (`xy`, an
n x 2 array) and a hit radius; the picker answers with the line the player asked for, if any.
Nothing here knows Qt or the rules: hover, selection, press, drag and keyboard focus are UI state
(never part of the game, never undone).

    idle --press on a star--> first star picked, pressing
    pressing --moved past DRAG_THRESHOLD--> dragging
    pressing/dragging --release on another star--> line i-j, idle
    dragging --release on the sky--> idle;  a click on the picked star again --> idle
    first star picked --press on another star, release there--> line i-j
    arrows move the focus ring from star to star; Space/Enter picks the focused star
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

Point = tuple[float, float]

# Moving farther than this (px) after a press makes it a drag rather than a click.
DRAG_THRESHOLD = 6.0
# A mouse that moves more than this (px) takes over from the keyboard focus ring.
MOUSE_TAKEOVER = 2.0


def star_at(xy: np.ndarray, pos: Point, radius: float) -> int | None:
    """The star nearest to `pos` within `radius`, if any."""
    if not len(xy):
        return None
    d2 = (xy[:, 0] - pos[0]) ** 2 + (xy[:, 1] - pos[1]) ** 2
    nearest = int(np.argmin(d2))
    return nearest if d2[nearest] <= radius * radius else None


def nearest_star(xy: np.ndarray, pos: Point) -> int | None:
    if not len(xy):
        return None
    return int(np.argmin(((xy - np.asarray(pos)) ** 2).sum(axis=1)))


def star_in_direction(xy: np.ndarray, origin: int, dx: float, dy: float) -> int | None:
    """The star an arrow key (direction dx, dy) leads to from star `origin`: among the stars
    ahead, within about 65 degrees of the arrow, the nearest, straight ahead preferred."""
    delta = xy - xy[origin]
    along = delta[:, 0] * dx + delta[:, 1] * dy
    across = np.abs(delta[:, 0] * dy - delta[:, 1] * dx)
    ahead = (along > 0.5) & (across <= 2.2 * along)
    if not ahead.any():
        return None
    score = np.where(ahead, along + 2.0 * across, np.inf)
    return int(np.argmin(score))


@dataclass
class Picker:
    """Where the player is in picking a line. Positions are viewport pixels."""

    selected: int | None = None  # the first star of the line being picked
    hovered: int | None = None
    focused: int | None = None  # the keyboard focus ring (shown while keyboard_active)
    keyboard_active: bool = False
    pressing: bool = False
    dragged: bool = False
    press_had_selection: bool = False
    press_pos: Point = (0.0, 0.0)
    pointer: Point | None = None  # the last pointer position over the board

    def reset(self) -> None:
        """Another game: forget everything but where the pointer is."""
        self.cancel()
        self.hovered = None
        self.focused = None

    def cancel(self) -> None:
        """Drop a half-picked line (the first star, a press or drag in progress)."""
        self.selected = None
        self.pressing = False
        self.dragged = False

    # -- Pointer (mouse or one finger) ----------------------------------------------------------

    def press(self, xy: np.ndarray, pos: Point, radius: float) -> None:
        self.keyboard_active = False
        self.pointer = pos
        self.press_pos = pos
        self.dragged = False
        star = star_at(xy, pos, radius)
        if self.selected is None:
            if star is None:
                return
            self.selected = star
            self.press_had_selection = False
        else:
            if star is None:
                self.cancel()  # a press on empty sky drops the half-picked line
                return
            self.press_had_selection = True
        self.pressing = True
        self.focused = self.selected

    def move(self, xy: np.ndarray, pos: Point, radius: float) -> None:
        self.pointer = pos
        if self.pressing and _distance(pos, self.press_pos) > DRAG_THRESHOLD:
            self.dragged = True
        self.hover(xy, radius)

    def mouse_moved(self, pos: Point) -> None:
        """The mouse moved (before anything else is done with it): if it really moved, it takes
        over from the keyboard, whose focus ring gives way to the hover highlight."""
        really_moved = self.pointer is None or _distance(pos, self.pointer) > MOUSE_TAKEOVER
        if self.keyboard_active and not self.pressing and really_moved:
            self.keyboard_active = False

    def release(self, xy: np.ndarray, pos: Point, radius: float) -> tuple[int, int] | None:
        """The line the player asked for, if this release completes one."""
        if not self.pressing:
            return None
        self.pressing = False
        self.pointer = pos
        first = self.selected
        if first is None:
            return None
        star = star_at(xy, pos, radius)
        request = None
        if star is None:
            if self.dragged:
                self.cancel()  # dropped on empty sky
        elif star == first:
            if self.press_had_selection and not self.dragged:
                self.cancel()  # clicked the first star again
        else:
            request = (first, star)
            self.cancel()
        self.hover(xy, radius)
        return request

    def hover(self, xy: np.ndarray, radius: float, can_pick: bool = True) -> None:
        star = None
        if can_pick and self.pointer is not None and not self.keyboard_active:
            star = star_at(xy, self.pointer, radius)
        self.hovered = star

    def pointer_left(self) -> None:
        """The pointer left the board, or a finger was lifted (a finger does not hover)."""
        self.pointer = None
        self.hovered = None

    # -- Keyboard ------------------------------------------------------------------------------

    def arrow(self, xy: np.ndarray, dx: float, dy: float, centre: Point) -> None:
        """Move the focus ring; the first press only shows it where the player is looking."""
        if not len(xy):
            return
        if not self.keyboard_active or self.focused is None:
            self.keyboard_active = True
            start = self.selected if self.selected is not None else self.focused
            self.focused = start if start is not None else nearest_star(xy, centre)
            self.hovered = None
            return
        target = star_in_direction(xy, self.focused, dx, dy)
        if target is not None:
            self.focused = target

    def pick_focused(self, xy: np.ndarray, centre: Point) -> tuple[int, int] | None:
        """Space or Enter: pick the focused star; the second one completes a line."""
        if not self.keyboard_active or self.focused is None:
            self.arrow(xy, 0.0, 0.0, centre)  # the first press only shows the focus ring
            return None
        star = self.focused
        if self.selected is None:
            self.selected = star
        elif star == self.selected:
            self.cancel()
        else:
            request = (self.selected, star)
            self.cancel()
            return request
        return None

    # -- What to preview -----------------------------------------------------------------------

    def preview(
        self, xy: np.ndarray, radius: float, pointer_inside: bool
    ) -> tuple[int | None, Point | None]:
        """Where the rubber band from the selected star goes: (a target star, or None and the
        free end in viewport pixels). (None, None): no rubber band."""
        first = self.selected
        if first is None:
            return None, None
        if self.keyboard_active:
            target = self.focused if self.focused != first else None
            return target, None if target is None else (float(xy[target][0]), float(xy[target][1]))
        if self.pointer is not None and (self.pressing or pointer_inside):
            target = star_at(xy, self.pointer, radius)
            if target is None or target == first:
                return None, self.pointer
            return target, (float(xy[target][0]), float(xy[target][1]))
        return None, None


def _distance(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])
