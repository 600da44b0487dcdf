"""The six figures of the rules window: real engine positions, drawn by the app in the theme.

Each figure is a small hand-placed board played through the engine (`Board([...])`, `game.play`),
so a figure can never show something the rules would not do: the tests check each caption against
the engine (the dashed B-D really is refused as crossing A-C, the diagonal really scores 2, ...).
`FigureView` paints one figure, in one or more panels side by side, with the current theme's
colours. Stars are labelled A, B, C, D in their index order.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine import DEFAULT_PLAYERS, Board, Game, Rules
from .board_art import hatch_pixmap
from .themes import Theme, theme_by_key

# Star indices of the figures' boards; the letters are their labels.
A, B, C, D = 0, 1, 2, 3
LETTERS = ("A", "B", "C", "D")

# Painting sizes, in device-independent pixels.
PANEL_WIDTH = 250
PANEL_HEIGHT = 190
PANEL_GAP = 14
SINGLE_PANEL_WIDTH = 420
LEGEND_HEIGHT = 24
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

    def panel_moves(self, game: Game) -> tuple[int, ...]:
        return self.panels or (game.move_count,)


def _game(points, moves, play_again: bool = False) -> Game:
    game = Game(Board(points), Rules(play_again=play_again), DEFAULT_PLAYERS, first_player=0)
    for i, j in moves:
        game.play(i, j)
    return game


# A slightly irregular square, so the figures look like part of a star cloud.
_SQUARE = ((300, 220), (780, 180), (820, 640), (260, 680))


def crossing_figure() -> tuple[Game, FigureDrawing]:
    """(1) Line B-D is refused: it would cross line A-C."""
    game = _game(_SQUARE, [(A, C)])
    return game, FigureDrawing(labels=LETTERS, refused=(B, D))


def through_star_figure() -> tuple[Game, FigureDrawing]:
    """(2) Line A-C is refused: it would pass through star B (B lies exactly on it)."""
    points = ((200, 640), (560, 440), (920, 240), (860, 700))
    game = _game(points, [])
    return game, FigureDrawing(labels=LETTERS, refused=(A, C))


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
        self.setMinimumHeight(self._height())

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def _height(self) -> int:
        return PANEL_HEIGHT + (LEGEND_HEIGHT if self.drawing.show_scores else 0)

    def sizeHint(self) -> QSize:
        panels = len(self.positions)
        return QSize(panels * PANEL_WIDTH + (panels - 1) * PANEL_GAP, self._height())

    def minimumSizeHint(self) -> QSize:
        panels = len(self.positions)
        return QSize(panels * 150 + (panels - 1) * PANEL_GAP, self._height())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
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

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect, position in zip(self.panel_rects(), self.positions, strict=True):
            self._paint_panel(painter, rect, position)
            if self.drawing.show_scores:
                legend = QRectF(rect.left(), rect.bottom() + 2, rect.width(), LEGEND_HEIGHT - 2)
                self._paint_legend(painter, legend, position)
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

        to_view = self._mapping(rect, game.board)
        xy = [to_view(p) for p in game.board.points]
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
                painter.setBrush(QBrush(hatch_pixmap(pattern, stroke, self.devicePixelRatioF())))
                painter.drawPolygon(triangle)

        emphasized = self.drawing.emphasized
        for i, j, player in game.lines:
            if emphasized is not None and {i, j} == set(emphasized):
                glow = QColor(theme.last_line_glow)
                painter.setPen(_pen(glow, LINE_WIDTH + 6))
                painter.drawLine(xy[i], xy[j])
            painter.setPen(_pen(QColor(player_colors[player]), LINE_WIDTH))
            painter.drawLine(xy[i], xy[j])

        if self.drawing.refused is not None:
            i, j = self.drawing.refused
            painter.setPen(_pen(QColor(theme.warning_color), LINE_WIDTH, Qt.PenStyle.DashLine))
            painter.drawLine(xy[i], xy[j])

        if self.drawing.numbered:
            for number, (i, j, player) in enumerate(game.lines, start=1):
                self._paint_move_number(painter, xy[i], xy[j], number, player_colors[player])

        for point in xy:
            self._paint_star(painter, point)
        self._paint_labels(painter, xy)

    def _mapping(self, rect: QRectF, board: Board) -> Callable[[tuple[int, int]], QPointF]:
        """Board units to panel pixels: the stars' bounding box fitted, room kept for labels."""
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

        return to_view

    def _paint_star(self, painter: QPainter, point: QPointF) -> None:
        theme = self.theme
        if theme.star_glow is not None:
            glow = QRadialGradient(point, STAR_RADIUS * 2.6)
            halo = QColor(theme.star_glow)
            halo.setAlpha(150)
            glow.setColorAt(0.0, halo)
            halo.setAlpha(0)
            glow.setColorAt(1.0, halo)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(glow))
            painter.drawEllipse(point, STAR_RADIUS * 2.6, STAR_RADIUS * 2.6)
            painter.setPen(Qt.PenStyle.NoPen)
        else:
            painter.setPen(QPen(QColor(theme.star_rim), 1.5))
        painter.setBrush(QColor(theme.star_color))
        painter.drawEllipse(point, STAR_RADIUS, STAR_RADIUS)

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

    def _paint_legend(self, painter: QPainter, rect: QRectF, game: Game) -> None:
        font = QFont(self.font())
        font.setPixelSize(13)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        texts = self.legend_texts(game)
        dot = 10.0
        widths = [dot + 6 + metrics.horizontalAdvance(text) for text in texts]
        gap = 18.0
        x = rect.center().x() - (sum(widths) + gap) / 2
        y = rect.center().y()
        text_color = self.palette().color(self.foregroundRole())
        for player, (text, width) in enumerate(zip(texts, widths, strict=True)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.theme.player_colors[player]))
            painter.drawEllipse(QPointF(x + dot / 2, y), dot / 2, dot / 2)
            painter.setPen(text_color)
            painter.drawText(QPointF(x + dot + 6, y + metrics.capHeight() / 2), text)
            x += width + gap


def _pen(color: QColor, width: float, style=Qt.PenStyle.SolidLine) -> QPen:
    return QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


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
