"""An exported picture of the board: PNG or SVG bytes, with a caption of players and scores.

The board is a `BoardScene` of its own, rendered directly (no view, no window shown, no event
loop run, so nothing queued can happen in the middle), in vectors with the same code as the
board on screen: in an SVG every star, line, triangle, hatch stroke and word is a shape, and
only the sky is a gradient, so the picture stays sharp however much it is enlarged.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QImage, QPaintDevice, QPainter, QPen
from shiboken6 import Shiboken

from triangles_qt.engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game

from ..texts import game_outcome_title, level_display_name, player_name
from ..themes import Theme
from .scene import BoardScene
from .style import BoardStyle

# The whole board at one picture pixel per board unit, with a caption under it.
PICTURE_WIDTH = CANVAS_WIDTH
PICTURE_BOARD_HEIGHT = CANVAS_HEIGHT
PICTURE_CAPTION_HEIGHT = 92


def render_board_picture(
    game: Game, theme: Theme, suffix: str, of_lines: int | None = None
) -> bytes:
    """The board of `game` as PNG (suffix "png") or SVG ("svg") bytes, with a caption.
    `of_lines`: `game` is an earlier position of a game of that many lines, and the caption
    says which ("After line 31 of 62").

    Drawn without pointer markers, hints or animations, so the picture does not depend on the
    window or on where the mouse is.
    """
    if suffix == "svg":
        return _svg_bytes(game, theme, of_lines)
    return _png_bytes(game, theme, of_lines)


def picture_size() -> tuple[int, int]:
    return PICTURE_WIDTH, PICTURE_BOARD_HEIGHT + PICTURE_CAPTION_HEIGHT


def paint_picture(painter: QPainter, game: Game, theme: Theme, of_lines: int | None = None) -> None:
    """The board and its caption, on any paint device at least picture_size() large."""
    scene = BoardScene(BoardStyle(theme, vector=True))
    try:
        scene.set_animations_enabled(False)
        scene.set_zoom(1.0, 1.0, force=True)
        scene.set_game(game)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        board = QRectF(0, 0, PICTURE_WIDTH, PICTURE_BOARD_HEIGHT)
        scene.render(painter, board, scene.sceneRect())
    finally:
        # Gone now, in this thread, not whenever the garbage collector or an event loop runs.
        Shiboken.delete(scene)
    _paint_caption(painter, game, theme, of_lines)


def position_words(game: Game, of_lines: int | None) -> str:
    """What the caption says of the position: the result, the line of an earlier position, or
    that the game is in progress."""
    if of_lines is not None and game.move_count < of_lines:
        return QCoreApplication.translate("FileActions", "After line {number} of {total}").format(
            number=game.move_count, total=of_lines
        )
    if game.is_over:
        return game_outcome_title(game)
    return QCoreApplication.translate("FileActions", "Game in progress")


def _paint_caption(painter: QPainter, game: Game, theme: Theme, of_lines: int | None) -> None:
    width, height = picture_size()
    caption = QRectF(0, PICTURE_BOARD_HEIGHT, width, height - PICTURE_BOARD_HEIGHT)
    painter.fillRect(caption, QColor(theme.panel_color))
    painter.setPen(QPen(QColor(theme.player_color(0)), 4))
    painter.drawLine(QPointF(0, caption.top() + 2), QPointF(width / 2, caption.top() + 2))
    painter.setPen(QPen(QColor(theme.player_color(1)), 4))
    painter.drawLine(QPointF(width / 2, caption.top() + 2), QPointF(width, caption.top() + 2))
    font = QFont(painter.font())
    font.setPixelSize(34)
    font.setBold(True)
    painter.setFont(font)
    margin = 36
    left = caption.adjusted(margin, 8, -width / 2, 0)
    right = caption.adjusted(width / 2, 8, -margin, 0)
    for seat, area, alignment in (
        (0, left, Qt.AlignmentFlag.AlignLeft),
        (1, right, Qt.AlignmentFlag.AlignRight),
    ):
        player = game.players[seat]
        name = player_name(game, seat)
        if player.computer:
            name = f"{name} ({level_display_name(player.computer)})"
        painter.setPen(QColor(theme.player_color(seat)))
        text = f"{name}   {game.scores[seat]}" if seat == 0 else f"{game.scores[seat]}   {name}"
        painter.drawText(area, alignment | Qt.AlignmentFlag.AlignVCenter, text)
    painter.setPen(QColor(theme.text_color))
    middle = caption.adjusted(width / 3, 8, -width / 3, 0)
    painter.drawText(middle, Qt.AlignmentFlag.AlignCenter, position_words(game, of_lines))


def _paint_on(device: QPaintDevice, game: Game, theme: Theme, of_lines: int | None) -> None:
    painter = QPainter(device)
    try:
        paint_picture(painter, game, theme, of_lines)
    finally:
        painter.end()


def _png_bytes(game: Game, theme: Theme, of_lines: int | None) -> bytes:
    image = QImage(*picture_size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(theme.panel_color))
    _paint_on(image, game, theme, of_lines)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stubs type the format as bytes, but at run time it takes only a str.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError("the picture could not be encoded")
    buffer.close()
    return bytes(data.data())


def _svg_bytes(game: Game, theme: Theme, of_lines: int | None) -> bytes:
    from PySide6.QtSvg import QSvgGenerator  # Deferred: QtSvg loads on the first SVG export

    width, height = picture_size()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(width, height))
    # CSS pixels are 1/96 inch: the SVG's size in millimetres then shows 1600 pixels wide.
    generator.setResolution(96)
    generator.setViewBox(QRectF(0, 0, width, height))
    generator.setTitle(QCoreApplication.translate("FileActions", "Triangles"))
    generator.setDescription(
        QCoreApplication.translate("FileActions", "A board of the game Triangles")
    )
    _paint_on(generator, game, theme, of_lines)
    buffer.close()
    return bytes(data.data())
