"""The star board on screen: shows a `BoardScene` and turns mouse, touch and keys into picks.

The view fits the board to the window (turned 90 degrees when the window is taller than wide)
and follows the screen's pixel density. It owns a `BoardInput` (input.py), given the view, the
scene and the `Picker`, and forwards each press, move, release, touch and key to it. When a
pick is complete, the view emits `line_requested(i, j)`; the session decides (play or refuse)
and the window calls `sync()` or `show_refusal()`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
    QPixmapCache,
    QResizeEvent,
    QShowEvent,
    QTouchEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game, Reason

from ..themes import Theme, theme_by_key
from .art import sky_pixmap
from .input import TOUCH_EVENTS, BoardInput
from .picker import Picker
from .scene import BoardScene
from .style import BoardStyle, board_transform, star_point

# Space kept free round the board, in pixels.
VIEW_PADDING = 10.0


class BoardView(QGraphicsView):
    """The board of one game. Emits line_requested(i, j) when the player picks two stars."""

    line_requested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, theme: Theme | None = None) -> None:
        super().__init__(parent)
        self.board_scene = BoardScene(BoardStyle(theme or theme_by_key(None)), self)
        self.setScene(self.board_scene)
        self.picker = Picker()
        self.input = BoardInput(self, self.board_scene, self.picker, self.line_requested.emit)
        # The cached sky and what it was painted for: (theme, width, height, pixel ratio).
        self._sky_key: tuple[str, int, int, float] | None = None
        self._sky: QPixmap | None = None
        self._portrait = False

        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # Every item pads its own bounding rectangle for antialiasing and saves what it changes.
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
            | QGraphicsView.OptimizationFlag.DontSavePainterState
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(160, 120)
        self._fit()
        self.retranslate()

    # -- The interface the window uses ----------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self.board_scene.game

    @property
    def theme(self) -> Theme:
        return self.board_scene.board_style.theme

    def set_game(self, game: Game | None) -> None:
        """Show this game (new, loaded or restarted): rebuild everything, without animation."""
        self.board_scene.set_game(game)
        self.input.reset()

    def sync(self, animate: bool = True) -> None:
        """Redraw from the game after a move or an undo: add and remove only what changed."""
        self.board_scene.sync(animate)
        self.input.refresh_markers()

    def show_refusal(self, i: int, j: int, reason: Reason) -> None:
        """Flash line i-j with a label saying why it is refused; the game is unchanged."""
        self.board_scene.show_refusal(i, j, reason)

    def show_hint(self, i: int, j: int) -> None:
        """Show a suggested line without playing it, until the next sync or input."""
        self.board_scene.show_hint(i, j)

    def show_best_line(self, i: int, j: int) -> None:
        """Show line i-j dashed and still (the analysis's best line), until the next sync."""
        self.board_scene.show_hint(i, j, marching=False)

    def clear_best_line(self) -> None:
        self.board_scene.clear_hint()

    def shown_suggestion(self) -> tuple[int, int] | None:
        """The stars of the hint or best line on the board, if one shows (for tests)."""
        hint = self.board_scene.hint
        game = self.game
        if not hint.isVisible() or game is None:
            return None
        line = hint.line()
        where = {star_point(p).toTuple(): k for k, p in enumerate(game.board.points)}
        first, second = where.get(line.p1().toTuple()), where.get(line.p2().toTuple())
        return None if first is None or second is None else (first, second)

    def refusal_label(self) -> str:
        """The words next to a flashed line ("" when none shows): for tests and scripts."""
        label = self.board_scene.flash.label
        return label.text if self.board_scene.flash.isVisible() and label.isVisible() else ""

    def preview_label(self) -> str:
        """The words next to the dashed preview of a line that would be refused."""
        label = self.board_scene.rubber_band.label
        return label.text if self.board_scene.rubber_band.isVisible() and label.isVisible() else ""

    def set_theme(self, theme: Theme) -> None:
        """Switch the look; everything repaints at once."""
        self.board_scene.set_theme(theme)
        self._sky_key = None
        self.input.refresh_markers()
        self.viewport().update()

    def set_input_enabled(self, enabled: bool) -> None:
        """While disabled (the computer thinks, the game is over) input does nothing."""
        self.input.set_enabled(enabled)

    def is_input_enabled(self) -> bool:
        return self.input.enabled

    def set_animations_enabled(self, enabled: bool) -> None:
        self.board_scene.set_animations_enabled(enabled)

    def animations_enabled(self) -> bool:
        return self.board_scene.animations_enabled

    def running_animations(self) -> int:
        return self.board_scene.running_animations()

    def clear_selection(self) -> None:
        """Forget a half-picked line (the first star, a drag in progress)."""
        self.input.clear_selection()

    # -- Reading the view (tests and scripts) --------------------------------------------------

    @property
    def selected_star(self) -> int | None:
        return self.picker.selected

    @property
    def hovered_star(self) -> int | None:
        return self.picker.hovered

    @property
    def focused_star(self) -> int | None:
        return self.picker.focused if self.picker.keyboard_active else None

    @property
    def is_portrait(self) -> bool:
        return self._portrait

    def drawn_lines(self) -> list[tuple[int, int, int]]:
        """The lines the scene shows, (i, j, player) in order: equal to game.lines when synced."""
        return self.board_scene.drawn_lines()

    def drawn_triangles(self) -> list[tuple[int, int, int, int]]:
        """The triangles the scene shows, (i, j, k, player) in order: equal to game.triangles."""
        return self.board_scene.drawn_triangles()

    def star_view_position(self, star: int) -> QPointF:
        """Where star `star` is in viewport coordinates (where to click or touch it)."""
        assert self.game is not None
        x, y = self.game.board.points[star]
        return self.viewportTransform().map(QPointF(x, y))

    def hit_radius(self, touch: bool) -> float:
        """The pick radius in viewport pixels: about a fingertip for touch."""
        return self.input.hit_radius(touch)

    # -- Translation, screens, layout ----------------------------------------------------------

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Star board"))
        self.setAccessibleDescription(
            self.tr(
                "Pick two stars to draw a line: click or tap one and then the other, or drag "
                "from one to the other. Arrow keys move between stars, Space picks, Esc cancels."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # Moved to a screen of another pixel density: pens, pixmaps and caches change size.
            self._fit()
            self.board_scene.line_layer.update()
            self.board_scene.triangle_layer.update()
        return super().event(event)

    def sizeHint(self) -> QSize:
        # QGraphicsView would ask for the whole scene at scale 1 (1600 x 1000 pixels).
        return QSize(960, 600)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        width, height = self.viewport().width(), self.viewport().height()
        self._portrait = height > width
        transform = board_transform(width, height, VIEW_PADDING, self._portrait)
        self.setTransform(transform)
        self.centerOn(CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2)
        dpr = self.viewport().devicePixelRatioF()
        _reserve_pixmap_cache(width, height, dpr)
        self.board_scene.set_zoom(math.sqrt(abs(transform.determinant())), dpr)
        self.input.refresh_preview()

    # -- Input: every event goes to the input handler ---------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.input.mouse_pressed(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.input.mouse_moved(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.input.mouse_released(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A fast second click is still a click (on another star: the second end of the line).
        self.input.mouse_pressed(event)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self.input.pointer_left()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.accept()  # the board always fits the view: nothing to scroll

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() in TOUCH_EVENTS:
            assert isinstance(event, QTouchEvent)
            self.input.touched(event)
            event.accept()
            return True
        return super().viewportEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.input.key_pressed(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.input.refresh_markers()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.input.refresh_markers()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        viewport = self.viewport()
        dpr = viewport.devicePixelRatioF()
        key = (self.theme.key, viewport.width(), viewport.height(), dpr)
        sky = self._sky
        if sky is None or key != self._sky_key:
            sky = self._sky = sky_pixmap(self.theme, viewport.size(), dpr)
            self._sky_key = key
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, sky)
        painter.restore()


def _reserve_pixmap_cache(width: int, height: int, dpr: float) -> None:
    """Make room in Qt's pixmap cache for the cached layers of a view this size.

    The two layers cache one viewport-sized pixmap each; if the cache (10 MB by default) is
    too small for them, every repaint would render them again from scratch.
    """
    needed_kb = int(3 * width * height * dpr * dpr * 4 / 1024) + 10 * 1024
    if QPixmapCache.cacheLimit() < needed_kb:
        QPixmapCache.setCacheLimit(needed_kb)
