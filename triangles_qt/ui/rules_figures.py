"""The six figures of the rules window: real engine positions, drawn by the app in the theme.

Each figure is a small hand-placed board played through the engine (`Board([...])`, `game.play`),
so a figure can never show something the rules would not do: the tests check each caption against
the engine (the dashed B-D really is refused as crossing A-C, the diagonal really scores 2, ...).
`FigureView` paints one figure, in one or more panels side by side, with the current theme's
colours. Stars are labelled A, B, C, D in their index order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine import DEFAULT_PLAYERS, Board, Game, Rules
from ..engine.board import DEFAULT_TOLERANCE
from .board.art import paint_hatch, paint_star
from .board.style import GAP_SHARE, MAX_GAP, round_pen
from .themes import Theme, theme_by_key

# Star indices of the figures' boards; the letters are their labels.
A, B, C, D = 0, 1, 2, 3
LETTERS = ("A", "B", "C", "D")

# Painting sizes, in device-independent pixels.
PANEL_WIDTH = 250
PANEL_HEIGHT = 190
PANEL_GAP = 14
SINGLE_PANEL_WIDTH = 420
LEGEND_HEIGHT = 24  # a row of scores under a panel
LEGEND_DOT = 10.0
LEGEND_GAP = 18.0  # between the two players' scores in a row
STAR_RADIUS = 5.5
LINE_WIDTH = 3.2
LABEL_GAP = 15.0


@dataclass(frozen=True)
class FigureDrawing:
    """What to draw besides the game's own lines and triangles."""

    labels: tuple[str, ...]
    # A line the rules refuse, drawn dashed in the theme's warning colour.
    refused: tuple[int, int] | None = None
    # Positions shown side by side, as move counts; () shows only the final position.
    panels: tuple[int, ...] = ()
    # Number each line with the move that drew it.
    numbered: bool = False
    # The line the caption talks about, drawn with a glow.
    emphasized: tuple[int, int] | None = None
    # Under each panel: each player's colour and points at that moment.
    show_scores: bool = False
    # Per star, the direction (dx, dy) its label goes; None: away from the figure's middle.
    label_directions: tuple[tuple[float, float] | None, ...] = ()
    # Draw the dots and strokes to the board's tolerance, as the board does, so that a line the
    # rules refuse for a star is seen to touch its dot.
    true_to_tolerance: bool = False

    def panel_moves(self, game: Game) -> tuple[int, ...]:
        return self.panels or (game.move_count,)


def _game(
    points: Iterable[Sequence[int]],
    moves: Iterable[tuple[int, int]],
    play_again: bool = False,
    tolerance: int = DEFAULT_TOLERANCE,
) -> Game:
    board = Board(points, tolerance)
    game = Game(board, Rules(play_again=play_again), DEFAULT_PLAYERS, first_player=0)
    for i, j in moves:
        game.play(i, j)
    return game


# A slightly irregular square, so the figures look like part of a star cloud.
_SQUARE = ((300, 220), (780, 180), (820, 640), (260, 680))


def crossing_figure() -> tuple[Game, FigureDrawing]:
    """(1) Line B-D is refused: it would cross line A-C."""
    game = _game(_SQUARE, [(A, C)])
    return game, FigureDrawing(labels=LETTERS, refused=(B, D))


# The figure of a line grazing a star is a close-up: its board is small in board units, so the
# tolerance it is drawn to is larger than a game's, in the same proportion.
GRAZING_TOLERANCE = 40


def through_star_figure() -> tuple[Game, FigureDrawing]:
    """(2) Line A-C is refused: it touches star B's dot, although it passes beside B's centre
    (28 units from it, within the tolerance of 40)."""
    points = ((200, 640), (574, 464), (920, 240), (860, 700))
    game = _game(points, [], tolerance=GRAZING_TOLERANCE)
    return game, FigureDrawing(labels=LETTERS, refused=(A, C), true_to_tolerance=True)


def star_inside_figure() -> tuple[Game, FigureDrawing]:
    """(3) Big triangle ABC closed around star D: no point; the small ones around D count."""
    points = ((180, 720), (1020, 720), (600, 120), (600, 500))
    moves = [(A, B), (B, C), (C, A), (A, D), (B, D), (C, D)]
    game = _game(points, moves)
    # D sits in the middle, where "away from the middle" means nothing: its label goes right,
    # between its lines to C (up) and to B (down right).
    return game, FigureDrawing(
        labels=LETTERS,
        panels=(3, 6),
        show_scores=True,
        label_directions=(None, None, None, (1.0, -0.55)),
    )


def two_triangles_figure() -> tuple[Game, FigureDrawing]:
    """(4) In a square with all four sides drawn, the diagonal A-C closes ABC and ACD."""
    game = _game(_SQUARE, [(A, B), (B, C), (C, D), (D, A), (A, C)])
    return game, FigureDrawing(labels=LETTERS, emphasized=(A, C), show_scores=True)


def play_again_figure() -> tuple[Game, FigureDrawing]:
    """(5) Play again after a triangle: Player 1 closes ABC on move 3 and plays move 4 too."""
    points = ((200, 660), (640, 160), (900, 600), (1320, 300))
    game = _game(points, [(A, B), (B, C), (A, C), (C, D)], play_again=True)
    return game, FigureDrawing(labels=LETTERS, numbered=True, show_scores=True)


def draw_figure() -> tuple[Game, FigureDrawing]:
    """(6) A short game ending in a draw: A-C closes ABC for Player 2, A-D closes ACD for
    Player 1, and B-D can never be drawn (it would cross A-C): 1-1."""
    game = _game(_SQUARE, [(A, B), (B, C), (C, D), (A, C), (A, D)])
    return game, FigureDrawing(labels=LETTERS, numbered=True, show_scores=True)


FIGURES: tuple[Callable[[], tuple[Game, FigureDrawing]], ...] = (
    crossing_figure,
    through_star_figure,
    star_inside_figure,
    two_triangles_figure,
    play_again_figure,
    draw_figure,
)


def position_after(game: Game, moves: int) -> Game:
    """The game as it stood after its first `moves` moves (replayed through the rules)."""
    replay = Game(game.board, game.rules, game.players, game.first_player)
    for i, j in game.moves[:moves]:
        replay.play(i, j)
    return replay


class FigureView(QWidget):
    """Paints one figure: each panel a small sky with the position's triangles, lines, stars."""

    def __init__(
        self,
        game: Game,
        drawing: FigureDrawing,
        theme: Theme | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.drawing = drawing
        self.theme = theme or theme_by_key(None)
        self.positions = [position_after(game, count) for count in drawing.panel_moves(game)]
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self._height())

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def legend_rows(self) -> int:
        """1 when each panel's two scores fit side by side under it, else 2 (one a row)."""
        if not self.drawing.show_scores:
            return 0
        width = self.panel_rects()[0].width() - 8
        fits = all(
            sum(self._legend_widths(position)) + LEGEND_GAP <= width for position in self.positions
        )
        return 1 if fits else 2

    def _height(self) -> int:
        return PANEL_HEIGHT + LEGEND_HEIGHT * self.legend_rows()

    def _fit_height(self) -> None:
        # Narrow windows and long languages wrap the scores onto two rows: grow to hold them.
        if self.height() != self._height() or self.minimumHeight() != self._height():
            self.setFixedHeight(self._height())

    def sizeHint(self) -> QSize:
        panels = len(self.positions)
        return QSize(panels * PANEL_WIDTH + (panels - 1) * PANEL_GAP, self._height())

    def minimumSizeHint(self) -> QSize:
        panels = len(self.positions)
        return QSize(panels * 150 + (panels - 1) * PANEL_GAP, self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fit_height()
            self.update()  # the legend's words are translated while painting
        super().changeEvent(event)

    def panel_rects(self) -> list[QRectF]:
        """Where each panel goes. Several panels share the width (their captions sit under them,
        in a row with the same gap); a single panel is centred, at most SINGLE_PANEL_WIDTH."""
        count = len(self.positions)
        if count > 1:
            width = max(60.0, (self.width() - (count - 1) * PANEL_GAP) / count)
        else:
            width = max(60.0, min(float(SINGLE_PANEL_WIDTH), float(self.width())))
        total = count * width + (count - 1) * PANEL_GAP
        left = (self.width() - total) / 2
        return [
            QRectF(left + k * (width + PANEL_GAP), 0.0, width, float(PANEL_HEIGHT))
            for k in range(count)
        ]

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rows = self.legend_rows()
        for rect, position in zip(self.panel_rects(), self.positions, strict=True):
            self._paint_panel(painter, rect, position)
            if rows:
                height = LEGEND_HEIGHT * rows - 2
                legend = QRectF(rect.left(), rect.bottom() + 2, rect.width(), height)
                self._paint_legend(painter, legend, position, rows)
        painter.end()

    # -- One panel -----------------------------------------------------------------------------

    def _paint_panel(self, painter: QPainter, rect: QRectF, game: Game) -> None:
        theme = self.theme
        sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        sky.setColorAt(0.0, theme.sky_top)
        sky.setColorAt(1.0, theme.sky_bottom)
        frame = QColor(theme.text_color)
        frame.setAlpha(60)
        painter.setPen(QPen(frame, 1.0))
        painter.setBrush(QBrush(sky))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)

        to_view, scale = self._mapping(rect, game.board)
        xy = [to_view(p) for p in game.board.points]
        star_radius = self.star_radius(game, scale)
        player_colors = theme.player_colors

        for i, j, k, player in game.triangles:
            fill = QColor(player_colors[player])
            fill.setAlpha(max(theme.triangle_alpha, 110))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            triangle = QPolygonF([xy[i], xy[j], xy[k]])
            painter.drawPolygon(triangle)
            pattern = theme.hatches[player]
            if pattern is not None:
                # The same hatch as on the board, so players tell triangles apart without colour.
                stroke = QColor(player_colors[player])
                stroke.setAlpha(theme.hatch_alpha)
                paint_hatch(painter, [[xy[i], xy[j], xy[k]]], pattern, stroke)

        emphasized = self.drawing.emphasized
        for i, j, player in game.lines:
            if emphasized is not None and {i, j} == set(emphasized):
                glow = QColor(theme.last_line_glow)
                painter.setPen(round_pen(glow, LINE_WIDTH + 6, cosmetic=False))
                painter.drawLine(xy[i], xy[j])
            painter.setPen(round_pen(QColor(player_colors[player]), LINE_WIDTH, cosmetic=False))
            painter.drawLine(xy[i], xy[j])

        if self.drawing.refused is not None:
            i, j = self.drawing.refused
            dashed = Qt.PenStyle.DashLine
            painter.setPen(round_pen(QColor(theme.warning_color), LINE_WIDTH, dashed, False))
            painter.drawLine(xy[i], xy[j])

        if self.drawing.numbered:
            for number, (i, j, player) in enumerate(game.lines, start=1):
                self._paint_move_number(painter, xy[i], xy[j], number, player_colors[player])

        for point in xy:
            # The board's own star, glow and all.
            paint_star(painter, point, star_radius, theme)
        self._paint_labels(painter, xy)

    def star_radius(self, game: Game, scale: float) -> float:
        """A star's dot (px) in this figure at `scale` px per board unit: fixed, or, for a figure
        drawn true to its tolerance, what is left of the tolerance after half a stroke."""
        if not self.drawing.true_to_tolerance:
            return STAR_RADIUS
        reach = game.board.tolerance * scale
        return max(2.0, reach - min(GAP_SHARE * reach, MAX_GAP) - LINE_WIDTH / 2)

    def _mapping(
        self, rect: QRectF, board: Board
    ) -> tuple[Callable[[tuple[int, int]], QPointF], float]:
        """Board units to panel pixels (and the pixels per unit): the stars' bounding box
        fitted, room kept for labels."""
        xs = [p[0] for p in board.points]
        ys = [p[1] for p in board.points]
        margin = 34.0
        inner = rect.adjusted(margin, margin, -margin, -margin)
        span_x = max(1, max(xs) - min(xs))
        span_y = max(1, max(ys) - min(ys))
        scale = min(inner.width() / span_x, inner.height() / span_y)
        offset_x = inner.center().x() - (min(xs) + max(xs)) / 2 * scale
        offset_y = inner.center().y() - (min(ys) + max(ys)) / 2 * scale

        def to_view(point: tuple[int, int]) -> QPointF:
            return QPointF(point[0] * scale + offset_x, point[1] * scale + offset_y)

        return to_view, scale

    def _paint_labels(self, painter: QPainter, xy: list[QPointF]) -> None:
        """Each star's letter, pushed away from the middle of the figure so lines stay clear."""
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(15)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        cx = sum(p.x() for p in xy) / len(xy)
        cy = sum(p.y() for p in xy) / len(xy)
        painter.setPen(QColor(self.theme.text_color))
        for index, point in enumerate(xy):
            if index >= len(self.drawing.labels):
                break
            directions = self.drawing.label_directions
            chosen = directions[index] if index < len(directions) else None
            dx, dy = chosen if chosen is not None else (point.x() - cx, point.y() - cy)
            length = math.hypot(dx, dy)
            ux, uy = (dx / length, dy / length) if length > 1e-6 else (0.0, -1.0)
            text = self.drawing.labels[index]
            centre = QPointF(point.x() + ux * LABEL_GAP, point.y() + uy * LABEL_GAP)
            box = metrics.boundingRect(text)
            painter.drawText(
                QPointF(centre.x() - box.width() / 2, centre.y() + metrics.capHeight() / 2), text
            )

    def _paint_move_number(
        self, painter: QPainter, a: QPointF, b: QPointF, number: int, color: QColor
    ) -> None:
        centre = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        radius = 9.5
        painter.setPen(QPen(QColor(color), 2.0))
        painter.setBrush(QColor(self.theme.panel_color))
        painter.drawEllipse(centre, radius, radius)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(12)
        painter.setFont(font)
        painter.setPen(QColor(self.theme.text_color))
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(number))

    # -- Legend --------------------------------------------------------------------------------

    def legend_texts(self, game: Game) -> tuple[str, str]:
        first, second = game.scores
        return (
            QCoreApplication.translate("RulesWindow", "Player 1: {points}").format(points=first),
            QCoreApplication.translate("RulesWindow", "Player 2: {points}").format(points=second),
        )

    def _legend_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(13)
        return font

    def _legend_widths(self, game: Game) -> list[float]:
        metrics = QFontMetricsF(self._legend_font())
        texts = self.legend_texts(game)
        return [LEGEND_DOT + 6 + metrics.horizontalAdvance(text) for text in texts]

    def _paint_legend(self, painter: QPainter, rect: QRectF, game: Game, rows: int) -> None:
        """Each player's colour and points: side by side, or one under the other (rows == 2)."""
        font = self._legend_font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        texts = self.legend_texts(game)
        widths = self._legend_widths(game)
        text_color = self.palette().color(self.foregroundRole())
        if rows == 1:
            x = rect.center().x() - (sum(widths) + LEGEND_GAP) / 2
            places = [(x, rect.center().y()), (x + widths[0] + LEGEND_GAP, rect.center().y())]
        else:
            row = rect.height() / 2
            places = [
                (rect.center().x() - width / 2, rect.top() + row * (k + 0.5))
                for k, width in enumerate(widths)
            ]
        for player, (text, (x, y)) in enumerate(zip(texts, places, strict=True)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.theme.player_colors[player]))
            painter.drawEllipse(QPointF(x + LEGEND_DOT / 2, y), LEGEND_DOT / 2, LEGEND_DOT / 2)
            painter.setPen(text_color)
            painter.drawText(QPointF(x + LEGEND_DOT + 6, y + metrics.capHeight() / 2), text)


__all__ = [
    "FIGURES",
    "LETTERS",
    "FigureDrawing",
    "FigureView",
    "crossing_figure",
    "draw_figure",
    "play_again_figure",
    "position_after",
    "star_inside_figure",
    "through_star_figure",
    "two_triangles_figure",
]
