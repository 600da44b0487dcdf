"""The star board's scene: what a game looks like, kept equal to the game it is given.

The scene draws from a `Game` (stars, `game.lines`, `game.triangles`) and keeps no copy of the
rules: `sync()` adds and removes only what changed, and markers ring the hovered, picked and
focused stars; `cues.py` adds the refusal flash, the hint and the rubber band. Every
animation is started, ended and dropped through the scene's one `Animator`. The view shows the
scene on screen; `picture.py` renders it into a PNG or an SVG without any view.

Scene coordinates are board units (CANVAS_WIDTH x CANVAS_HEIGHT).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEasingCurve, QLineF, QObject, QPointF, QRect, QRectF
from PySide6.QtGui import QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game, common_prefix_length

from ..themes import Theme
from .animator import Animator, Tween
from .art import paint_sky
from .cues import LineCues
from .items import LastLineGlow, LineItem, StarMarker, TriangleItem
from .layers import LineLayer, StarLayer, TriangleLayer
from .style import BoardStyle, star_point

LINE_GROW_MS = 200
TRIANGLE_FADE_MS = 220

MAX_ANIMATED_LINES = 3


class BoardScene(QGraphicsScene):
    """The items of one board. `vector`: for an SVG picture (no pixmaps, no caches)."""

    def __init__(self, style: BoardStyle, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Not `style`: that name is QGraphicsScene.style(), the widget style of the scene.
        self.board_style = style
        self.setSceneRect(QRectF(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT))
        # Items rarely move and there are at most a few thousand: a linear scan of bounding
        # rectangles beats keeping a BSP tree up to date while lines are added and animated.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.game: Game | None = None
        self.animations_enabled = True
        self.animator = Animator(self)
        self._moves: list[Tween] = []  # lines growing, triangles filling, the last line's glow

        self.stars: StarLayer | None = None
        self._star_points: list[QPointF] = []
        # What the scene shows, in game order: settled shapes in the layers, the newest ones
        # as separate animated items until their animation ends.
        self._line_keys: list[tuple[int, int, int]] = []
        self._triangle_keys: list[tuple[int, int, int, int]] = []
        self.line_layer = LineLayer(style, self.sceneRect())
        self.triangle_layer = TriangleLayer(style, self.sceneRect())
        self.last_glow = LastLineGlow(style)
        self.markers = {
            kind: StarMarker(style, kind)
            for kind in (StarMarker.HOVER, StarMarker.SELECTION, StarMarker.FOCUS)
        }
        items: list[QGraphicsItem] = [
            self.line_layer,
            self.triangle_layer,
            self.last_glow,
            *self.markers.values(),
        ]
        for item in items:
            self.addItem(item)
        self.cues = LineCues(self, style, self.animator)
        # The strokes that tell the player something, and what they say.
        self.flash, self.hint = self.cues.flash, self.cues.hint
        self.rubber_band = self.cues.rubber_band
        self.show_refusal = self.cues.show_refusal
        self.show_hint = self.cues.show_hint
        self.clear_flash = self.cues.clear_flash
        self.clear_hint = self.cues.clear_hint
        self.show_preview = self.cues.show_preview
        self.set_frame = self.cues.set_frame

    @property
    def flash_animation(self) -> Tween | None:
        return self.cues.flash_animation

    @property
    def hint_animation(self) -> Tween | None:
        return self.cues.hint_animation

    # -- The game ----------------------------------------------------------------------------------

    def set_game(self, game: Game | None) -> None:
        """Show this game from scratch, without animation."""
        self.finish_animations()
        self.cues.forget()
        self.line_layer.truncate(0)
        self.triangle_layer.truncate(0)
        self._line_keys.clear()
        self._triangle_keys.clear()
        if self.stars is not None:
            self.removeItem(self.stars)
            self.stars = None
        self.game = game
        # Each star's scene point, made once per game: a whole game's lines and triangles
        # are built from them.
        self._star_points = [] if game is None else [star_point(xy) for xy in game.board.points]
        if game is not None:
            # Dots and strokes are sized from the tolerance this game is played with.
            if game.board.tolerance != self.board_style.tolerance:
                self.board_style.tolerance = game.board.tolerance
                self.set_zoom(
                    self.board_style.scale, self.board_style.device_pixel_ratio, force=True
                )
                self.line_layer.update()
            self.stars = StarLayer(self.board_style, game.board.xy, self.sceneRect())
            self.addItem(self.stars)
        self._sync_items(animate=False)

    def sync(self, animate: bool = True) -> None:
        """Redraw from the game after a move or an undo: add and remove only what changed."""
        self.finish_animations()
        # A refusal or a hint is about the position before: it no longer applies.
        self.cues.forget()
        self._sync_items(animate=animate and self.animations_enabled)

    def drawn_lines(self) -> list[tuple[int, int, int]]:
        """The lines the scene shows, (i, j, player) in order, read back from its items."""
        live = sorted(
            (item for item in self.items() if isinstance(item, LineItem)),
            key=lambda item: item.index,
        )
        return self.line_layer.keys + [item.key for item in live]

    def drawn_triangles(self) -> list[tuple[int, int, int, int]]:
        live = sorted(
            (item for item in self.items() if isinstance(item, TriangleItem)),
            key=lambda item: item.index,
        )
        return self.triangle_layer.keys + [item.key for item in live]

    def _sync_items(self, animate: bool) -> None:
        game = self.game
        lines = game.lines if game is not None else []
        triangles = game.triangles if game is not None else []
        at = self._star_points

        # Undo (or another game) dropped lines or triangles: take them off the scene.
        kept_lines = common_prefix_length(self._line_keys, lines)
        kept_triangles = common_prefix_length(self._triangle_keys, triangles)
        if kept_lines < len(self._line_keys):
            self.line_layer.truncate(kept_lines)
            del self._line_keys[kept_lines:]
        if kept_triangles < len(self._triangle_keys):
            self.triangle_layer.truncate(kept_triangles)
            del self._triangle_keys[kept_triangles:]

        new_lines = list(enumerate(lines))[kept_lines:]
        animate = animate and 0 < len(new_lines) <= MAX_ANIMATED_LINES
        settled_lines = []
        for index, line in new_lines:
            i, j, player = line
            a, b = at[i], at[j]
            self._line_keys.append(line)
            if animate:
                self._animate_line(LineItem(self.board_style, a, b, player, index, line))
            else:
                settled_lines.append((index, line, QLineF(a, b), player))
        self.line_layer.add_many(settled_lines)

        settled_triangles = []
        for index, triangle in list(enumerate(triangles))[kept_triangles:]:
            i, j, k, player = triangle
            corners = [at[i], at[j], at[k]]
            self._triangle_keys.append(triangle)
            if animate:
                self._animate_triangle(
                    TriangleItem(self.board_style, corners, player, index, triangle)
                )
            else:
                settled_triangles.append((index, triangle, QPolygonF(corners), player))
        self.triangle_layer.add_many(settled_triangles)

        if lines:
            i, j, player = lines[-1]
            self.last_glow.set_line(at[i], at[j], player)
            if animate:
                glow = Tween(LINE_GROW_MS, self.last_glow.set_progress, QEasingCurve.Type.OutCubic)
                self._moves.append(self.animator.start(glow))
        else:
            self.last_glow.setVisible(False)
        if game is not None:
            if self.board_style.current_player != game.current_player:
                self.board_style.current_player = game.current_player
                # The selection ring is drawn in the colour of the player to move.
                self.markers[StarMarker.SELECTION].update()
            if self.stars is not None:
                self.stars.set_spent(_spent_stars(game))

    # -- Animations: every one starts and ends here -----------------------------------------------

    def _animate_line(self, item: LineItem) -> None:
        self.addItem(item)

        def settle() -> None:
            # The line has arrived: it joins the settled layer.
            if item.scene() is self:
                self.removeItem(item)
                self.line_layer.add(item.index, item.key, QLineF(item.a, item.b), item.player)

        tween = Tween(LINE_GROW_MS, item.set_progress, QEasingCurve.Type.OutCubic, done=settle)
        self._moves.append(self.animator.start(tween))

    def _animate_triangle(self, item: TriangleItem) -> None:
        self.addItem(item)

        def settle() -> None:
            if item.scene() is self:
                self.removeItem(item)
                self.triangle_layer.add(item.index, item.key, QPolygonF(item.corners), item.player)

        # The triangle fills in as its closing line arrives.
        delay = 0.35
        tween = Tween(
            int(TRIANGLE_FADE_MS / (1.0 - delay)),
            item.set_progress,
            QEasingCurve.Type.InOutQuad,
            keys=((0.0, 0.0), (delay, 0.0), (1.0, 1.0)),
            done=settle,
        )
        self._moves.append(self.animator.start(tween))

    def finish_animations(self) -> None:
        """Jump every line, triangle and glow animation to its end."""
        running, self._moves = self._moves, []
        self.animator.finish(running)

    def running_animations(self) -> int:
        self._moves = [tween for tween in self._moves if self.animator.is_running(tween)]
        return len(self._moves)

    def set_animations_enabled(self, enabled: bool) -> None:
        self.animations_enabled = bool(enabled)
        if not enabled:
            self.finish_animations()
            self.cues.stop_animations()

    # -- Markers -----------------------------------------------------------------------------------

    def place_markers(self, selected: int | None, hovered: int | None, focused: int | None) -> None:
        """Ring these stars (None: no ring)."""
        points = self.game.board.points if self.game is not None else ()
        hovered = hovered if hovered != selected else None
        for kind, star in (
            (StarMarker.SELECTION, selected),
            (StarMarker.HOVER, hovered),
            (StarMarker.FOCUS, focused),
        ):
            marker = self.markers[kind]
            # Only a change moves or shows the marker, so a pointer moving over the sky or
            # within one star's reach repaints nothing.
            if star is None or star >= len(points):
                marker.star = None
                marker.setVisible(False)
                continue
            if marker.star != star:
                marker.star = star
                marker.setPos(star_point(points[star]))
            marker.setVisible(True)

    # -- Look ------------------------------------------------------------------------------------

    def set_theme(self, theme: Theme) -> None:
        self.board_style.theme = theme
        self.cues.set_theme(theme)
        self.set_zoom(self.board_style.scale, self.board_style.device_pixel_ratio, force=True)
        # Cached layers are painted again only when told so.
        self.line_layer.update()
        self.triangle_layer.update()
        self.update()

    def set_zoom(self, scale: float, device_pixel_ratio: float, force: bool = False) -> None:
        """Pixel sizes follow the zoom: items sized in pixels change extent."""
        style = self.board_style
        if not force and (scale, device_pixel_ratio) == (style.scale, style.device_pixel_ratio):
            return
        style.update_zoom(scale, device_pixel_ratio)
        for marker in self.markers.values():
            marker.refresh_geometry()
        self.last_glow.refresh_geometry()
        if self.stars is not None:
            self.stars.refresh_geometry()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # Only a picture rendered from the scene uses this; the view paints its own cached sky.
        paint_sky(painter, self.sceneRect(), self.board_style.theme)


def _spent_stars(game: Game) -> np.ndarray:
    """Stars from which no line can be drawn any more (shown dimmed while the game goes on)."""
    n = len(game.board.points)
    if game.is_over:
        return np.zeros(n, dtype=bool)
    edges = game.board.edges[game.open_mask]
    counts = np.bincount(edges.ravel(), minlength=n)
    spent: np.ndarray = counts == 0
    return spent
