"""The board's cues: strokes over the board that tell the player something about a line. A
refused line flashes with a label saying why, a suggested line marches (or stands still,
dashed: the analysis's best line), and the rubber band previews a line while it is picked.

Each is a `SegmentItem` of the board scene; the flash and the hint animate through the scene's
`Animator`, and the reasons come from the engine (`Game.check`, `Game.obstacles`).
"""

from __future__ import annotations

import weakref
from typing import Protocol

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game, Reason

from ..themes import Theme
from .animator import Animator, Tween
from .items import SegmentItem
from .labels import label_shift, refusal_reasons
from .style import Z_FLASH, Z_HINT, Z_RUBBER_BAND, BoardStyle, round_pen, star_point

REFUSAL_FLASH_MS = 800
# (time fraction, stroke width factor) of a refusal's two pulses.
REFUSAL_PULSE = ((0.0, 1.0), (0.12, 1.7), (0.3, 1.0), (0.45, 1.7), (0.63, 1.0), (1.0, 1.0))
# A hint: round dots (dash, gap in stroke widths) that march along the line.
HINT_WIDTH = 1.3
HINT_DASHES = (1.0, 2.2)
HINT_MARCH_MS = 700
# The best line of an analysed move: still, in longer dashes than a hint's dots.
BEST_LINE_DASHES = (3.0, 2.0)
# Opacity (0-255) of the sky-coloured casing under a refused line, a preview or a hint.
CASING_ALPHA = 220


class CuesScene(Protocol):
    """What the cues need of their scene (BoardScene)."""

    game: Game | None
    animations_enabled: bool

    def addItem(self, item: QGraphicsItem, /) -> None: ...


class LineCues:
    """The flash, the hint and the rubber band of one board scene."""

    def __init__(self, scene: CuesScene, style: BoardStyle, animator: Animator) -> None:
        # The BoardScene (its game, and whether animations are on), weakly: the scene holds
        # this object, and a cycle would leave a dead scene for the garbage collector.
        self._scene = weakref.ref(scene)
        self.style = style
        self.animator = animator
        self.rubber_band = SegmentItem(style, Z_RUBBER_BAND)
        self.flash = SegmentItem(style, Z_FLASH)
        self.hint = SegmentItem(style, Z_HINT)
        for item in (self.rubber_band, self.flash, self.hint):
            scene.addItem(item)
        self.flash_animation: Tween | None = None
        self.hint_animation: Tween | None = None
        # Where labels go: the view's transform, its viewport and font (set by the view).
        self._frame = (QTransform(), QRectF(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT), QFont())
        # What the preview of a refused line says and points at, for one target.
        self._preview_key: tuple[int, int] | None = None
        self._preview: tuple[list[str], list[QLineF], list[QPointF]] = ([], [], [])

    @property
    def game(self) -> Game | None:
        scene = self._scene()
        return scene.game if scene is not None else None

    @property
    def animations_enabled(self) -> bool:
        scene = self._scene()
        return scene is not None and scene.animations_enabled

    def forget(self) -> None:
        """The position changed: take the flash and the hint down, ask the engine again."""
        self._preview_key = None
        self.clear_flash()
        self.clear_hint()

    def stop_animations(self) -> None:
        """Animations were turned off: a flash stays plainly visible for the rest of its time,
        a hint stands still."""
        self.flash.set_emphasis(1.0)
        if self.hint_animation is not None:
            self.animator.stop(self.hint_animation)
            self.hint_animation = None
            self.hint.set_dash_offset(0.0)

    def set_theme(self, theme: Theme) -> None:
        for segment in (self.flash, self.rubber_band, self.hint):
            segment.label.theme = theme

    def show_refusal(self, i: int, j: int, reason: Reason) -> None:
        """Flash line i-j dashed in the warning colour for a moment, with a label saying why
        and every obstacle pointed at."""
        if not self._is_line(i, j):
            return
        assert self.game is not None
        points = self.game.board.points
        lines, stars = _blockers(self.game, i, j, reason)
        pen, casing = self._warning_pens(1.5)
        a, b = star_point(points[i]), star_point(points[j])
        self.flash.set_segment(a, b, pen, casing, lines, stars)
        self.flash.setVisible(True)
        self._set_label(self.flash, refusal_reasons(self.game, i, j))
        self.animator.stop(self.flash_animation)

        def pulse(value: float) -> None:
            # Two quick pulses of width; the colour never fades, so it stays readable.
            self.flash.set_emphasis(value if self.animations_enabled else 1.0)

        self.flash_animation = self.animator.start(
            Tween(REFUSAL_FLASH_MS, pulse, keys=REFUSAL_PULSE, done=self._flash_done)
        )

    def _flash_done(self) -> None:
        self.flash_animation = None
        self.flash.hide()

    def clear_flash(self) -> None:
        self.animator.stop(self.flash_animation)
        self.flash_animation = None
        self.flash.hide()

    def show_hint(self, i: int, j: int, marching: bool = True) -> None:
        """Show a suggested line without playing it, until the next sync or input: marching
        dots, or (`marching` False) still dashes."""
        if not self._is_line(i, j):
            return
        assert self.game is not None
        points = self.game.board.points
        width = self.style.line_width * HINT_WIDTH
        pen = round_pen(self.style.theme.hint_color, width, Qt.PenStyle.CustomDashLine)
        if not marching:
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setDashPattern(list(HINT_DASHES if marching else BEST_LINE_DASHES))
        a, b = star_point(points[i]), star_point(points[j])
        self.hint.set_segment(a, b, pen, self._casing_pen(width))
        self.hint.set_dash_offset(0.0)
        self.hint.setVisible(True)
        self.animator.stop(self.hint_animation)
        self.hint_animation = None
        if self.animations_enabled and marching:
            # Dots marching from the first star to the second: it moves, so it is noticed,
            # and its colour never fades into the board.
            march = Tween(
                HINT_MARCH_MS,
                self.hint.set_dash_offset,
                keys=((0.0, 0.0), (1.0, -float(sum(HINT_DASHES)))),
                looping=True,
            )
            self.hint_animation = self.animator.start(march)

    def clear_hint(self) -> None:
        self.animator.stop(self.hint_animation)
        self.hint_animation = None
        self.hint.hide()

    def _is_line(self, i: int, j: int) -> bool:
        if self.game is None:
            return False
        count = len(self.game.board.points)
        return 0 <= i < count and 0 <= j < count and i != j

    def show_preview(self, first: int | None, target: int | None, end: QPointF | None) -> None:
        """The rubber band from star `first` to star `target` or, without one, to `end`."""
        band = self.rubber_band
        game = self.game
        if game is None or first is None or end is None:
            band.hide()
            return
        style = self.style
        color = style.theme.player_color(game.current_player)
        casing = None
        reasons: list[str] = []
        blocking_lines: list[QLineF] = []
        blocking_stars: list[QPointF] = []
        if target is None:
            # Following the pointer: a faint, provisional stroke.
            color.setAlpha(120)
            pen = round_pen(color, style.line_width * 1.3)
        elif (reason := game.check(first, target)) is not None:
            # Preview that this line would be refused, why, and what is in the way, before the
            # player lets go. The pointer moves often and the position rarely: ask the engine
            # once per target (sync and set_game forget the answer).
            pen, casing = self._warning_pens(1.2)
            if self._preview_key != (first, target):
                self._preview_key = (first, target)
                self._preview = (
                    refusal_reasons(game, first, target),
                    *_blockers(game, first, target, reason),
                )
            reasons, blocking_lines, blocking_stars = self._preview
        else:
            # Snapped to a star it may join: brighter, with a soft halo, still not a drawn line.
            color.setAlpha(200)
            pen = round_pen(color, style.line_width * 1.3)
            halo = QColor(color)
            halo.setAlpha(60)
            casing = round_pen(halo, style.line_width * 4)
        start = star_point(game.board.points[first])
        band.set_segment(start, end, pen, casing, blocking_lines, blocking_stars)
        band.setVisible(True)
        self._set_label(band, reasons)

    def set_frame(self, transform: QTransform, bounds: QRectF, font: QFont) -> None:
        """How the view shows the scene, so labels find room inside the window (and, when the
        window is resized while one shows, move to stay inside it)."""
        self._frame = (QTransform(transform), QRectF(bounds), QFont(font))
        for segment in (self.flash, self.rubber_band, self.hint):
            if segment.label.lines:
                segment.label.set_font(font)
                self._place_label(segment)

    def _set_label(self, segment: SegmentItem, reasons: list[str]) -> None:
        """Put the reasons on a plate beside the segment, inside the window."""
        font = self._frame[2]
        label = segment.label
        label.theme = self.style.theme
        label.set_font(font)
        label.set_text(reasons)
        label.setVisible(segment.isVisible() and bool(reasons))
        if reasons:
            self._place_label(segment)

    def _place_label(self, segment: SegmentItem) -> None:
        transform, bounds, _ = self._frame
        label = segment.label
        line = segment.line()
        label.setPos(line.center())
        middle = transform.map(line.center())
        direction = transform.map(line.p2()) - transform.map(line.p1())
        game = self.game
        points = game.board.points if game is not None else []
        stars = [transform.map(QPointF(float(x), float(y))) for x, y in points]
        label.set_shift(label_shift(middle, direction, label.plate_size(), bounds, stars))

    def _warning_pens(self, thickness: float) -> tuple[QPen, QPen]:
        """A dashed stroke in the warning colour over a casing in the sky colour, so that it
        reads on any background, even on top of a drawn line."""
        width = self.style.line_width * thickness
        pen = round_pen(self.style.theme.warning_color, width, Qt.PenStyle.CustomDashLine)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([2.4, 1.6])
        return pen, self._casing_pen(width)

    def _casing_pen(self, width: float) -> QPen:
        """A stroke in the sky's colour under a signal, so that lines and triangles under it
        do not eat its contrast."""
        casing_color = QColor(self.style.theme.sky_top)
        casing_color.setAlpha(CASING_ALPHA)
        return round_pen(casing_color, width + 3.0)


def _blockers(game: Game, i: int, j: int, reason: Reason) -> tuple[list[QLineF], list[QPointF]]:
    """What refuses line i-j, to point at it: every drawn line it would cross and every star it
    would touch, as the engine reports them (both kinds when both stand in the way)."""
    if reason not in (Reason.THROUGH_STAR, Reason.CROSSES):
        return [], []
    points = game.board.points
    stars, lines = game.obstacles(i, j)
    return (
        [QLineF(star_point(points[a]), star_point(points[b])) for a, b in lines],
        [star_point(points[k]) for k in stars],
    )
