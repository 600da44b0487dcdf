"""Where the move list stands in the window: beside the board or below it, whichever leaves the
board the larger picture, and how much room it takes there."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QStyle

from ..engine import CANVAS_HEIGHT, CANVAS_WIDTH
from .board.style import board_transform
from .board.view import VIEW_PADDING
from .move_list import MoveList
from .score_bar import ScoreBar

# Below the board, the list's share of the window's height (at least what its texts need).
MOVE_LIST_HEIGHT_SHARE = 0.35


class MoveListPlacement:
    """Places `move_list` in `window`, over whose central area `score_bar` stands above the
    board, when it shows or needs other room (`place` after a change of the window's size), and
    shows or hides it as `toggle` (View > Move list) says, which follows it in turn."""

    def __init__(
        self, window: QMainWindow, move_list: MoveList, score_bar: ScoreBar, toggle: QAction
    ) -> None:
        self._window = window
        self._move_list = move_list
        self._score_bar = score_bar
        self._toggle = toggle
        toggle.toggled.connect(move_list.setVisible)
        move_list.visibilityChanged.connect(self._visibility_changed)
        move_list.room_changed.connect(self.place)

    def _visibility_changed(self, visible: bool) -> None:
        # Checked while the panel is meant to show (not hidden by the player or its close
        # button), also while the window is minimised.
        self._toggle.setChecked(not self._move_list.isHidden())
        if visible:
            self.place()

    def place(self) -> None:
        """The move list stands where it leaves the board the larger picture (the board turns
        to fit either way): beside it in a wide window, below it in a tall or a small one,
        where a panel with every column whole would squeeze the board to a strip. Beside, it
        takes at most half the width; below, a share of the height; both at least what their
        texts need, so nothing is cut at the window's smallest size."""
        window, dock = self._window, self._move_list
        if dock.isFloating() or dock.isHidden():
            return
        separator = window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent)
        score_bar = self._score_bar.sizeHint().height()
        bars = window.menuBar().sizeHint().height() + window.statusBar().sizeHint().height()
        room = QSize(window.width(), window.height() - bars)
        width = max(dock.minimum_width_beside(), min(dock.width_beside(), room.width() // 2))
        height = max(
            dock.minimum_height_below(room.width()), int(room.height() * MOVE_LIST_HEIGHT_SHARE)
        )
        # Below, the height the board cannot use (a wide board in a tall window) goes to the list.
        board_height = room.height() - score_bar - height - separator
        needed = board_height_needed(room.width())
        if board_height > needed and board_scale(room.width(), needed) >= board_scale(
            room.width(), board_height
        ):
            height += board_height - needed
        board_width = room.width() - width - separator
        beside = 0.0
        if board_width >= self._score_bar.minimumSizeHint().width():
            beside = board_scale(board_width, room.height() - score_bar)
        below = board_scale(room.width(), room.height() - score_bar - height - separator)
        area = (
            Qt.DockWidgetArea.RightDockWidgetArea
            if beside >= below
            else Qt.DockWidgetArea.BottomDockWidgetArea
        )
        beside_the_board = area == Qt.DockWidgetArea.RightDockWidgetArea
        if window.dockWidgetArea(dock) != area:
            window.addDockWidget(area, dock)
            layout = window.layout()
            if layout is not None:
                layout.activate()  # the panel's new arrangement counts in its size
        elif (dock.width() <= width) if beside_the_board else (dock.height() <= height):
            return  # within its share: as the player left it
        if beside_the_board:
            window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        else:
            window.resizeDocks([dock], [height], Qt.Orientation.Vertical)


def board_height_needed(width: int) -> int:
    """The least height at which the board, drawn across `width` unturned, is as large as that
    width lets it be."""
    inner = max(0.0, width - 2 * VIEW_PADDING)
    return math.ceil(2 * VIEW_PADDING + inner * CANVAS_HEIGHT / CANVAS_WIDTH)


def board_scale(width: int, height: int) -> float:
    """How large the board is drawn in a view of this size (turned to fit a tall one)."""
    transform = board_transform(width, height, VIEW_PADDING, height > width)
    return float(abs(transform.determinant()) ** 0.5)


__all__ = ["MOVE_LIST_HEIGHT_SHARE", "MoveListPlacement", "board_height_needed", "board_scale"]
