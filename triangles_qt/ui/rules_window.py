"""The Rules window (F1, Help > Rules): the complete rules of this desktop edition, illustrated.

The text follows the rules written in Indonesian, Romanian and Finnish (the seeds), adapted to the
desktop: the board sizes this app offers, mouse and keyboard besides touch, Undo, the computer's
levels. English is the source language; every paragraph goes through the "RulesWindow" context of
the catalogues, and the window rebuilds its texts on LanguageChange. The six figures are real
engine positions painted in the current theme (see rules_figures).

The window is not modal: the board stays visible and playable while it is open.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game
from .rules_figures import (
    FigureDrawing,
    FigureView,
    crossing_figure,
    draw_figure,
    play_again_figure,
    star_inside_figure,
    through_star_figure,
    two_triangles_figure,
)
from .themes import Theme, theme_by_key

# Lines longer than this are tiring to read; the text column stops growing here.
READABLE_WIDTH = 720
LINE_HEIGHT_PERCENT = 135
# "A–C", "1–1": never broken at the dash (word joiners), whatever the translation.
_DASHED_PAIR = re.compile(r"(\w)–(\w)")


def _unbreakable_pairs(text: str) -> str:
    return _DASHED_PAIR.sub("\\1\u2060–\u2060\\2", text)


def _undo_shortcut() -> str:
    """Undo's key as this platform writes it (Ctrl+Z, or ⌘Z on macOS)."""
    return QKeySequence(QKeySequence.StandardKey.Undo).toString(
        QKeySequence.SequenceFormat.NativeText
    )


def _native_key(portable: str) -> str:
    """A shortcut as this platform writes it (⇧⌘Z on macOS)."""
    return QKeySequence(portable).toString(QKeySequence.SequenceFormat.NativeText)


def rules_texts() -> dict[str, str]:
    """Every text of the rules window, translated into the current language, by key."""

    return {
        "title": QCoreApplication.translate("RulesWindow", "Rules of Triangles"),
        # In short
        "short.title": QCoreApplication.translate("RulesWindow", "In short"),
        "short.text": QCoreApplication.translate(
            "RulesWindow",
            "Players take turns drawing a line between two stars. A line may not cross another "
            "line, nor touch another star. Closing a triangle with no star in it scores one "
            "point. The game ends when no triangle can be closed any more; whoever has closed the "
            "most triangles wins.",
        ),
        # Goal
        "goal.title": QCoreApplication.translate("RulesWindow", "Goal"),
        "goal.text": QCoreApplication.translate(
            "RulesWindow",
            "Close more triangles than your opponent. The board is a cloud of stars: 24, 60, 80, "
            "120 or 180 stars, as chosen in the New Game window. There is no grid: a line can "
            "join two stars far apart, as long as it follows the rules below.",
        ),
        "goal.opponents": QCoreApplication.translate(
            "RulesWindow",
            "Play against a friend at the same computer, taking turns, or against the computer "
            "at one of three levels: Easy, Medium or Hard. The New Game window also sets the "
            "players' names and who starts.",
        ),
        # Drawing a line
        "drawing.title": QCoreApplication.translate("RulesWindow", "Drawing a line"),
        "drawing.mouse": QCoreApplication.translate(
            "RulesWindow",
            "With the mouse, drag from one star to another, or click one star and then the "
            "other. On a touchscreen, tap one star and then the other, or slide your finger from "
            "one star to the other. With the keyboard, move between the stars with the arrow "
            "keys and press Space or Enter on each end of the line. Esc cancels a line you have "
            "started.",
        ),
        "drawing.colour": QCoreApplication.translate(
            "RulesWindow",
            "The line takes the player's colour; with the default theme, Nebula, red-orange for "
            "Player 1 and blue for Player 2. The app refuses a line in three cases:",
        ),
        "drawing.exists": QCoreApplication.translate("RulesWindow", "it already exists;"),
        "drawing.star": QCoreApplication.translate(
            "RulesWindow",
            "it touches another star: a line may not touch another star, not even the edge of "
            "its dot. What you see decides: a line the app accepts always leaves a gap between "
            "it and every other star, at any window size;",
        ),
        "drawing.crosses": QCoreApplication.translate(
            "RulesWindow",
            "it cuts a line already drawn. Two lines may leave from the same star, but they may "
            "never cross.",
        ),
        "drawing.refused": QCoreApplication.translate(
            "RulesWindow",
            "A refused line flashes dashed on the board with a label that says why: “Crosses a "
            "line”, “Touches a star” or “Already drawn”. The same label shows while you point "
            "at a star that would give such a line. Changed your mind? Undo ({shortcut}) takes "
            "back your last line; against the computer, it "
            "also takes back the computer's reply.",
        ).format(shortcut=_undo_shortcut()),
        "figure1": QCoreApplication.translate(
            "RulesWindow", "Line B–D (dashed) is refused: it would cross line A–C."
        ),
        "figure2": QCoreApplication.translate(
            "RulesWindow",
            "Line A–C (dashed) is refused: it touches star B, although it passes beside "
            "B’s centre.",
        ),
        "drawing.spent": QCoreApplication.translate(
            "RulesWindow",
            "Dimmed stars have no line left to give: every line from them is already drawn, "
            "would cross a line or would touch another star. They show where the board is used "
            "up.",
        ),
        # When a triangle counts
        "counts.title": QCoreApplication.translate("RulesWindow", "When a triangle counts"),
        "counts.text": QCoreApplication.translate(
            "RulesWindow",
            "When your line closes a triangle, that is, its other two sides are already drawn "
            "(by you or by your opponent), the triangle fills with your colour and you score one "
            "point. A triangle counts only if it holds no star, neither inside nor exactly on a "
            "side. All three of its sides may be drawn, but it brings nothing.",
        ),
        "figure3.left": QCoreApplication.translate(
            "RulesWindow", "The big triangle ABC is closed, but star D is inside it: no point."
        ),
        "figure3.right": QCoreApplication.translate(
            "RulesWindow", "The small triangles around D, on the other hand, do count."
        ),
        # One line, two triangles
        "two.title": QCoreApplication.translate("RulesWindow", "One line, two triangles"),
        "two.text": QCoreApplication.translate(
            "RulesWindow",
            "A line has two sides: it can close a triangle on each side and score 2 points at "
            "once. In the square below, the diagonal A–C closes both ABC and ACD.",
        ),
        "figure4": QCoreApplication.translate(
            "RulesWindow", "The diagonal A–C closes two triangles at once."
        ),
        # Play again after a triangle
        "again.title": QCoreApplication.translate("RulesWindow", "Play again after a triangle"),
        "again.text": QCoreApplication.translate(
            "RulesWindow",
            "By default, each player draws one line per turn, whether it closes a triangle or "
            "not. The option “Play again after a triangle” in the New Game window changes this: "
            "a player who closes at least one triangle draws another line at once. In the "
            "example, Player 1 closes a triangle on move 3 and plays the next move too.",
        ),
        "figure5": QCoreApplication.translate(
            "RulesWindow",
            "With “Play again after a triangle”: Player 1 closes triangle ABC on move 3 and "
            "plays move 4 too. The numbers show the order of the moves.",
        ),
        # End of the game
        "end.title": QCoreApplication.translate("RulesWindow", "End of the game"),
        "end.text": QCoreApplication.translate(
            "RulesWindow",
            "The app ends the game as soon as no triangle can be closed and counted any more: a "
            "line that might still be possible would bring nothing. The player who has closed "
            "the most triangles wins. Against the computer, the end screen says “You win!” or "
            "“You lose!”; in a two-player game, it names the winner.",
        ),
        # Draw
        "draw.title": QCoreApplication.translate("RulesWindow", "Draw"),
        "draw.text": QCoreApplication.translate(
            "RulesWindow",
            "With an equal number of triangles, the end screen says “Draw!”. Against the "
            "computer, a draw counts as neither a win nor a loss in the statistics. See the "
            "example that ends in a draw.",
        ),
        "figure6": QCoreApplication.translate(
            "RulesWindow",
            "A short game that ends in a draw: on move 4, A–C closes ABC for Player 2; on move 5, "
            "A–D closes ACD for Player 1. B–D would cross A–C, so no triangle is left: 1–1.",
        ),
        # Looking back (this edition's own: redo, the move list, playing on from a position)
        "back.title": QCoreApplication.translate("RulesWindow", "Looking back"),
        "back.text": QCoreApplication.translate(
            "RulesWindow",
            "Redo ({redo}) draws the lines you took back again, until you draw another line. "
            "View > Move list ({moves}) lists every line of the game; choose one to see the "
            "board and the score as they were after it (the arrow keys step, Home and End "
            "jump), then return to the game at its latest position. From any position that is "
            "not over, Game > Continue from here starts a new game there, against a friend or "
            "the computer; such practice games do not count in the statistics. Giving up a "
            "game against the computer after you have drawn a line counts as a loss; Triangles "
            "asks first.",
        ).format(redo=_native_key("Ctrl+Shift+Z"), moves=_native_key("Ctrl+M")),
        "back.analysis": QCoreApplication.translate(
            "RulesWindow",
            "Game > Analyse game ({analyse}) lets the computer go through the game, while you "
            "play on. Every position gets one value: the final margin (your points minus your "
            "opponent's at the end) its player could still reach with best play. A line's cost "
            "is how much it lowered its player's margin: the best line costs nothing, a "
            "triangle handed over costs 2. The chart draws these values, so it moves only at "
            "lines, and every fall belongs to a line of the player who fell; the move list "
            "shows each line's mark with its cost beside it. Choose a line to see what it did "
            "and, if it cost something, the best line dashed on the board. The analysis is "
            "saved with the game.",
        ).format(analyse=_native_key("Ctrl+Shift+A")),
        "back.marks": QCoreApplication.translate(
            "RulesWindow",
            "The marks read like a coach's: what counts is how much a line lowers its player's "
            "chances (a win counts 1, a draw 1/2, a loss 0). The same points matter more in a "
            "close game near its end than in one long decided, so a line is an inaccuracy, a "
            "mistake or a blunder by how much it lowered the chances. Whatever the chances, a "
            "line that throws away the win or the draw is at least a mistake, and one that "
            "hands a triangle over is never good. A player's accuracy is the average over their "
            "lines: 100 % for a line that gives nothing away, 50 % for one triangle handed "
            "over, a third for two. The line after which the loser never again got back to a "
            "draw decided the game. N and P in the move list, or the buttons under it, go to "
            "the next and the previous marked line.",
        ),
        "back.exact": QCoreApplication.translate(
            "RulesWindow",
            "How far the exact part reaches depends on the position, not on the time: the "
            "last stretch of the game, a longer one with “Play again after a triangle”, on 24 "
            "stars as on 60. The chart is solid where it is exact and dashed where it is "
            "estimated, and marks the line that decided the game; "
            "“Play on from before line …” starts a new game just before it, to practise that "
            "moment. The analysis counts work, not time: on a busy computer it takes longer but "
            "gives the same marks.",
        ),
        # Puzzles (this edition's own)
        "puzzles.title": QCoreApplication.translate("RulesWindow", "Puzzles"),
        "puzzles.text": QCoreApplication.translate(
            "RulesWindow",
            "Game > Puzzles shows a position from a game between the computer's levels in "
            "place of your game, which waits until you go back to it. Draw the line that keeps "
            "the best result for the side to draw: the computer worked every answer out "
            "exactly. A wrong line is taken back for another try; after the second miss the "
            "star a best line starts from is ringed, after the third the line shows dashed. A "
            "puzzle solved at the first try comes back after 1, 3, 7 and 21 days, one missed "
            "the next day. New puzzles are easy, medium or hard, chosen by your rating, which "
            "rises and falls with each first answer.",
        ),
        "puzzles.mistakes": QCoreApplication.translate(
            "RulesWindow",
            "Once a game is analysed, Learn from your mistakes (under the move list, or on the "
            "end screen) takes you through your marked lines, the worst first or in the order "
            "played: find a better line from the position before each. It is right when it "
            "would not have been marked; a wrong one says what it costs, then the hint and the "
            "best line come as in the puzzles. Your mistakes worked out exactly also become "
            "puzzles of your own, which come first.",
        ),
    }


class RulesWindow(QDialog):
    """The illustrated rules; one instance per main window, raised when opened again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.setModal(False)
        self.theme: Theme = theme_by_key(None)
        # key -> label, for retranslate(); list items are kept apart to be joined in a <ul>.
        self._labels: dict[str, QLabel] = {}
        self._list_items: list[str] = []
        self.figures: list[FigureView] = []
        self._figure_captions: list[tuple[FigureView, list[str]]] = []

        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("rulesScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        page = QWidget()
        page.setObjectName("rulesPage")
        page_layout = QHBoxLayout(page)
        page_layout.setContentsMargins(24, 18, 24, 24)
        self.column = QWidget(page)
        self.column.setMaximumWidth(READABLE_WIDTH)
        page_layout.addStretch(0)
        page_layout.addWidget(self.column, 1)
        page_layout.addStretch(0)
        self._layout = QVBoxLayout(self.column)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(10)
        self._build()
        self._layout.addStretch(1)
        self.scroll_area.setWidget(page)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 10)
        layout.addWidget(self.scroll_area, 1)
        buttons_row = QHBoxLayout()
        buttons_row.setContentsMargins(12, 0, 12, 0)
        buttons_row.addWidget(self.buttons)
        layout.addLayout(buttons_row)

        self.resize(READABLE_WIDTH + 80, 760)
        self.retranslate()

    # -- Building ------------------------------------------------------------------------------

    def _label(self, key: str, kind: str) -> QLabel:
        label = QLabel(self.column)
        label.setObjectName(f"rules_{key}")
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.font())
        if kind == "title":
            font.setPointSizeF(font.pointSizeF() * 1.7)
            font.setBold(True)
        elif kind == "heading":
            font.setPointSizeF(font.pointSizeF() * 1.3)
            font.setBold(True)
        elif kind == "caption":
            font.setItalic(True)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        if kind in ("title", "heading"):
            label.setTextFormat(Qt.TextFormat.PlainText)
        else:
            label.setTextFormat(Qt.TextFormat.RichText)
        label.setFont(font)
        label.setProperty("rulesKind", kind)
        self._labels[key] = label
        return label

    def _heading(self, key: str) -> None:
        self._layout.addSpacing(8)
        self._layout.addWidget(self._label(key, "heading"))

    def _paragraph(self, key: str) -> None:
        self._layout.addWidget(self._label(key, "paragraph"))

    def _bullets(self, key: str, items: list[str]) -> None:
        self._list_items = items
        self._layout.addWidget(self._label(key, "list"))

    def _figure(
        self, make: Callable[[], tuple[Game, FigureDrawing]], caption_keys: list[str]
    ) -> None:
        game, drawing = make()
        view = FigureView(game, drawing, self.theme, self.column)
        view.setObjectName(f"figure{len(self.figures) + 1}")
        self.figures.append(view)
        box = QVBoxLayout()
        box.setSpacing(4)
        box.setContentsMargins(0, 6, 0, 8)
        box.addWidget(view)
        captions = QHBoxLayout()
        captions.setSpacing(14)
        for key in caption_keys:
            captions.addWidget(self._label(key, "caption"), 1)
        box.addLayout(captions)
        self._layout.addLayout(box)
        self._figure_captions.append((view, caption_keys))

    def _build(self) -> None:
        self._layout.addWidget(self._label("title", "title"))
        self._heading("short.title")
        self._paragraph("short.text")
        self._heading("goal.title")
        self._paragraph("goal.text")
        self._paragraph("goal.opponents")
        self._heading("drawing.title")
        self._paragraph("drawing.mouse")
        self._paragraph("drawing.colour")
        self._bullets("drawing.cases", ["drawing.exists", "drawing.star", "drawing.crosses"])
        self._paragraph("drawing.refused")
        self._figure(crossing_figure, ["figure1"])
        self._figure(through_star_figure, ["figure2"])
        self._paragraph("drawing.spent")
        self._heading("counts.title")
        self._paragraph("counts.text")
        self._figure(star_inside_figure, ["figure3.left", "figure3.right"])
        self._heading("two.title")
        self._paragraph("two.text")
        self._figure(two_triangles_figure, ["figure4"])
        self._heading("again.title")
        self._paragraph("again.text")
        self._figure(play_again_figure, ["figure5"])
        self._heading("end.title")
        self._paragraph("end.text")
        self._heading("draw.title")
        self._paragraph("draw.text")
        self._figure(draw_figure, ["figure6"])
        self._heading("back.title")
        self._paragraph("back.text")
        self._paragraph("back.analysis")
        self._paragraph("back.marks")
        self._paragraph("back.exact")
        self._heading("puzzles.title")
        self._paragraph("puzzles.text")
        self._paragraph("puzzles.mistakes")

    # -- Language and theme --------------------------------------------------------------------

    def retranslate(self) -> None:
        texts = rules_texts()
        self.setWindowTitle(texts["title"])
        paragraph = f'<p style="line-height:{LINE_HEIGHT_PERCENT}%">{{}}</p>'
        for key, label in self._labels.items():
            kind = label.property("rulesKind")
            if kind == "list":
                items = "".join(
                    f'<li style="line-height:{LINE_HEIGHT_PERCENT}%">{escape(texts[item])}</li>'
                    for item in self._list_items
                )
                label.setText(f"<ul>{items}</ul>")
            elif kind == "paragraph":
                label.setText(paragraph.format(_unbreakable_pairs(escape(texts[key]))))
            elif kind == "caption":
                label.setText(_unbreakable_pairs(escape(texts[key])))
            else:
                label.setText(texts[key])
        for view, keys in self._figure_captions:
            view.setAccessibleName(" ".join(texts[key] for key in keys))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for view in self.figures:
            view.set_theme(theme)

    def scroll_to(self, section: str | None = None) -> None:
        """Show the rules from the top, or from the heading of `section` (a key such as
        "back.title")."""
        bar = self.scroll_area.verticalScrollBar()
        label = self._labels.get(section) if section is not None else None
        if label is None:
            bar.setValue(bar.minimum())
            return
        top = label.mapTo(self.column, label.rect().topLeft()).y() + self.column.y()
        bar.setValue(top - self._layout.spacing())

    def texts(self) -> dict[str, str]:
        """What each label shows now, by key (plain text, for tests and accessibility)."""
        return {key: label.text() for key, label in self._labels.items()}


__all__ = ["RulesWindow", "rules_texts"]
