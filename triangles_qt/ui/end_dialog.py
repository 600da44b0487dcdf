"""The end screen's dialog: who won, the final score, and New game / Rematch / Analyse / Close;
once the game is analysed, each player's accuracy and "Learn from your mistakes"
(lesson_choices.py). Opened by `EndScreenController` (end_screen.py).

It is opened with `open()` (window-modal, not a nested event loop), so the window, the tests
and the event loop carry on. Close leaves the final board to look at.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game
from .app_style import fit_to_layout
from .lesson_choices import set_lesson_menu
from .texts import game_outcome_title, player_names
from .themes import Theme, theme_by_key

MINIMUM_WIDTH = 420


def _css(colour: QColor) -> str:
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alphaF():.3f})"


class EndDialog(QDialog):
    new_game_requested = Signal()
    rematch_requested = Signal()
    analyse_requested = Signal()
    learn_requested = Signal(int, bool)  # a seat's marked lines, the worst first or not

    def __init__(self, game: Game, theme: Theme | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("endDialog")
        self._game = game
        self._theme = theme or theme_by_key(None)

        self.title_label = QLabel(self)
        self.title_label.setObjectName("endTitle")
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label.setWordWrap(True)
        font = QFont(self.title_label.font())
        font.setPixelSize(34)
        font.setBold(True)
        self.title_label.setFont(font)

        self.score_label = QLabel(self)
        self.score_label.setObjectName("endScore")
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score_label.setTextFormat(Qt.TextFormat.RichText)

        self.detail_label = QLabel(self)
        self.detail_label.setObjectName("endDetail")
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail_label.setWordWrap(True)

        # Each player's accuracy, once the game is analysed (hidden before).
        self.accuracy_label = QLabel(self)
        self.accuracy_label.setObjectName("endAccuracy")
        self.accuracy_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.accuracy_label.setWordWrap(True)

        # Learning from the marked lines, once the game is analysed (hidden before).
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName("learnFromMistakes")
        self.learn_button.setMinimumHeight(34)

        self.new_game_button = QPushButton(self)
        self.rematch_button = QPushButton(self)
        self.analyse_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.rematch_button.setObjectName("primary")
        self.rematch_button.setDefault(True)
        self.new_game_button.clicked.connect(self._new_game)
        self.rematch_button.clicked.connect(self._rematch)
        self.analyse_button.clicked.connect(self._analyse)
        self.close_button.clicked.connect(self.reject)

        self._buttons = (
            self.new_game_button,
            self.rematch_button,
            self.analyse_button,
            self.close_button,
        )
        for button in self._buttons:
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(34)
        self._button_grid = QGridLayout()
        self._button_grid.setSpacing(10)
        self._per_row = 0
        self._place_buttons(len(self._buttons))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 26, 32, 22)
        layout.setSpacing(8)
        layout.addWidget(self.title_label)
        layout.addWidget(self.score_label)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.accuracy_label)
        layout.addWidget(self.learn_button)
        layout.addSpacing(14)
        layout.addLayout(self._button_grid)
        # The dialog sets its own least size (_fit_buttons): the buttons stand in one row where
        # they fit and in two where the dialog is narrower (a small screen, a long language).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)

        self.retranslate()

    # -- Content -------------------------------------------------------------------------------

    def title(self) -> str:
        return self.title_label.text()

    def score_text(self) -> str:
        """The final score as plain text, e.g. "12 – 9"."""
        first, second = self._game.scores
        return f"{first} \u2013 {second}"

    def accuracy_text(self) -> str:
        """Each player's accuracy when every line of the game is analysed, else nothing."""
        game = self._game
        review = game.current_review
        if review is None or len(review.moves) < game.move_count:
            return ""
        names = player_names(game)
        parts = [
            self.tr("{name}: {accuracy} %").format(name=names[seat], accuracy=round(accuracy))
            for seat in (0, 1)
            if (accuracy := review.accuracy(seat)) is not None
        ]
        return self.tr("Accuracy: {players}").format(players=", ".join(parts))

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.retranslate()

    def _style(self) -> None:
        theme = self._theme
        text = QColor(theme.text_color)
        panel = QColor(theme.panel_color)
        winner = self._game.winner
        title_colour = theme.player_color(winner) if winner is not None else text
        soft = QColor(text)
        soft.setAlphaF(0.75)
        accent = theme.player_color(0) if winner is None else theme.player_color(winner)
        # Dark text on a light accent (Okabe-Ito orange), white on a deep one.
        luminance = 0.2126 * accent.redF() + 0.7152 * accent.greenF() + 0.0722 * accent.blueF()
        on_accent = "#000000" if luminance > 0.4 else "#ffffff"
        button_bg = QColor(text)
        button_bg.setAlphaF(0.10)
        button_hover = QColor(text)
        button_hover.setAlphaF(0.18)
        self.setStyleSheet(
            f"""
            QDialog#endDialog {{ background: {_css(panel)}; }}
            QLabel {{ color: {_css(text)}; background: transparent; }}
            QLabel#endTitle {{ color: {_css(title_colour)}; }}
            QLabel#endDetail {{ color: {_css(soft)}; font-size: 13px; }}
            QPushButton {{
                color: {_css(text)}; background: {_css(button_bg)};
                border: 1px solid {_css(button_hover)}; border-radius: 8px;
                padding: 6px 16px; font-size: 14px;
            }}
            QPushButton:hover {{ background: {_css(button_hover)}; }}
            QPushButton:focus {{ border: 2px solid {_css(accent)}; }}
            QPushButton#primary {{
                background: {_css(accent)}; border: 1px solid {_css(accent)};
                color: {on_accent}; font-weight: 600;
            }}
            """
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_buttons()
        fit_to_layout(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_buttons()

    def _place_buttons(self, per_row: int) -> None:
        if per_row == self._per_row:
            return
        self._per_row = per_row
        for number, button in enumerate(self._buttons):
            self._button_grid.removeWidget(button)
            self._button_grid.addWidget(button, number // per_row, number % per_row)
        for column in range(len(self._buttons)):
            self._button_grid.setColumnStretch(column, 1 if column < per_row else 0)

    def _fit_buttons(self) -> None:
        """One row of buttons where the dialog is wide enough, else two; the dialog is never
        narrower than two rows need, nor shorter than its content at its width."""
        layout = self.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        around = margins.left() + margins.right()
        spacing = self._button_grid.horizontalSpacing()
        widths = [button.sizeHint().width() for button in self._buttons]
        one_row = sum(widths) + spacing * (len(widths) - 1) + around
        two_rows = max(widths[0] + widths[1], widths[2] + widths[3]) + spacing + around
        texts = max(
            label.minimumSizeHint().width()
            for label in (self.title_label, self.score_label, self.detail_label)
        )
        self.setMinimumWidth(max(MINIMUM_WIDTH, two_rows, texts + around))
        self._place_buttons(len(self._buttons) if self.width() >= one_row else 2)
        layout.activate()
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else 0
        self.setMinimumHeight(max(needed, layout.totalMinimumSize().height()))

    def retranslate(self) -> None:
        game = self._game
        self.setWindowTitle(self.tr("Game over"))
        self.title_label.setText(game_outcome_title(game))
        colours = (self._theme.player_color(0), self._theme.player_color(1))
        names = [name.replace("&", "&amp;").replace("<", "&lt;") for name in player_names(game)]
        first, second = game.scores
        # Each name and score in its player's colour: "Alice  12 – 9  Bob".
        self.score_label.setText(
            f"<span style='font-size:15px; color:{colours[0].name()};'>{names[0]}</span>"
            f"&nbsp;&nbsp;<span style='font-size:30px; font-weight:700;"
            f" color:{colours[0].name()};'>{first}</span>"
            f"<span style='font-size:30px;'>&nbsp;\u2013&nbsp;</span>"
            f"<span style='font-size:30px; font-weight:700;"
            f" color:{colours[1].name()};'>{second}</span>&nbsp;&nbsp;"
            f"<span style='font-size:15px; color:{colours[1].name()};'>{names[1]}</span>"
        )
        total = first + second
        self.detail_label.setText(
            self.tr("%n triangles closed in %1 lines.", "", total).replace(
                "%1", str(game.move_count)
            )
            if total != 1
            else self.tr("One triangle closed in %1 lines.").replace("%1", str(game.move_count))
        )
        self.accuracy_label.setText(self.accuracy_text())
        self.accuracy_label.setVisible(bool(self.accuracy_label.text()))
        choices = set_lesson_menu(self.learn_button, game, self._learn)
        self.learn_button.setVisible(bool(self.accuracy_label.text()) and choices)
        self.new_game_button.setText(self.tr("&New game\u2026"))
        self.rematch_button.setText(self.tr("&Rematch"))
        self.analyse_button.setText(self.tr("&Analyse"))
        self.close_button.setText(self.tr("&Close"))
        self.analyse_button.setToolTip(
            self.tr("Step through the game and see what each line cost and which was best")
        )
        self.rematch_button.setToolTip(self.tr("Play the same board again, with the same options"))
        self.close_button.setToolTip(self.tr("Look at the final board"))
        self._style()
        if self.isVisible():  # a language switch while it is open: longer words fit too
            self._fit_buttons()
            fit_to_layout(self)

    # -- Buttons -------------------------------------------------------------------------------

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _rematch(self) -> None:
        self.accept()
        self.rematch_requested.emit()

    def _analyse(self) -> None:
        self.accept()
        self.analyse_requested.emit()

    def _learn(self, seat: int, worst_first: bool) -> None:
        self.accept()
        self.learn_requested.emit(seat, worst_first)
