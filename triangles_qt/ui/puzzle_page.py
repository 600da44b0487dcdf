"""The puzzle mode's page: the position's score bar, the question, the board (the game's own
view: mouse, touch and keyboard as in a game), what the answer was, and the way on.

It shows what `PuzzleMode` (puzzle_mode.py) tells it and holds no puzzle logic: its buttons'
`clicked` and the board's `line_requested` are wired there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game
from ..puzzles.schedule import Progress
from .board.style import star_point
from .board.view import BoardView
from .score_bar import ScoreBar
from .texts import player_name
from .themes import Theme

# The hint's ring around a star: its radius and its pen's width, in device pixels.
HINT_RING_RADIUS = 13.0
HINT_RING_WIDTH = 3.0


class PuzzlePage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzlePage")
        self.score_bar = ScoreBar(self)
        self.question = QLabel(self)
        self.question.setObjectName("puzzleQuestion")
        self.question.setWordWrap(True)
        self.counts = QLabel(self)
        self.counts.setObjectName("puzzleCounts")
        self.counts.setWordWrap(True)
        self.board_view = BoardView(self)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("puzzleFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("nextPuzzle")
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("leavePuzzles")
        self._ring: QGraphicsEllipseItem | None = None
        self._theme: Theme | None = None

        words = QHBoxLayout()
        words.setContentsMargins(12, 4, 12, 0)
        words.addWidget(self.question, 3)
        words.addWidget(self.counts, 2)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(12, 4, 12, 6)
        buttons.addWidget(self.feedback, 1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.score_bar)
        layout.addLayout(words)
        layout.addWidget(self.board_view, 1)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Next puzzle"))
        self.leave_button.setText(self.tr("&Back to the game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.board_view.set_theme(theme)
        self.score_bar.set_theme(theme)

    # -- What the mode shows -------------------------------------------------------------------

    def show_position(self, game: Game, grade: str) -> None:
        """A new puzzle's position and its question."""
        self.show_board(game)
        self.show_question(game, grade)

    def show_board(self, game: Game) -> None:
        """A new position, ready for a line."""
        self.clear_hint()
        self.board_view.set_game(game)
        self.score_bar.show_game(game)
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_question(self, game: Game, grade: str) -> None:
        """The question, in the current language."""
        name = player_name(game, game.current_player)
        self.question.setText(
            self.tr("{grade} puzzle. {name} to draw: find the best line.").format(
                grade=grade_text(grade), name=name
            )
        )

    def show_no_puzzle(self) -> None:
        self.question.setText(self.tr("No puzzle is due: come back tomorrow."))
        self.board_view.set_input_enabled(False)

    def show_progress(self, progress: Progress, due: int) -> None:
        self.counts.setText(
            self.tr("Solved {solved}, streak {streak}, rating {rating}, due {due}").format(
                solved=progress.solved, streak=progress.streak, rating=progress.rating, due=due
            )
        )

    def show_hint_star(self, star: int) -> None:
        """Ring the star a best line starts from."""
        self.clear_hint()
        game = self.board_view.game
        if game is None:
            return
        # Drawn in device pixels around the star, so that it shows the same at any zoom.
        ring = QGraphicsEllipseItem(
            -HINT_RING_RADIUS, -HINT_RING_RADIUS, 2 * HINT_RING_RADIUS, 2 * HINT_RING_RADIUS
        )
        ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        ring.setPos(star_point(game.board.points[star]))
        colour = self._theme.hint_color if self._theme is not None else Qt.GlobalColor.yellow
        pen = QPen(colour, HINT_RING_WIDTH)
        pen.setCosmetic(True)
        ring.setPen(pen)
        ring.setZValue(1000)
        self.board_view.board_scene.addItem(ring)
        self._ring = ring

    def clear_hint(self) -> None:
        if self._ring is not None:
            self.board_view.board_scene.removeItem(self._ring)
            self._ring = None

    @property
    def hint_star_shown(self) -> bool:
        return self._ring is not None


def grade_text(grade: str) -> str:
    """A grade's word in the current language."""
    if grade == "easy":
        return QCoreApplication.translate("PuzzlePage", "Easy")
    if grade == "medium":
        return QCoreApplication.translate("PuzzlePage", "Medium")
    return QCoreApplication.translate("PuzzlePage", "Hard")
