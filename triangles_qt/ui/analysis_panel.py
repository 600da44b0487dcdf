"""What "Analyse game" shows under the move list: the button, the progress with Cancel, buttons
to go to the previous and the next marked line, what the chosen line did (its mark, the
result it threw away, and the best line when it cost something), a small chart of the margin
through the game (estimates dashed, the line that decided the game marked), each player's
summary (accuracy, marks, points given away, the biggest mistakes a click from their
position), a button to play on from just before the line that decided the game, and one to
learn from one's mistakes (lesson_choices.py: whose, in which order).

A mark's words and icon are in marks.py (the move list marks its rows the same way), the
chart in margin_chart.py. The panel shows; the window decides (analysis_controller.py).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game
from ..engine.review import GameReview, Mark
from .lesson_choices import set_lesson_menu
from .margin_chart import MarginChart, margins
from .marks import decided_here_text, mark_label, result_change_text, signed
from .texts import is_the_player_at_the_keyboard, line_player_name, player_name
from .themes import Theme


class AnalysisPanel(QWidget):
    """The analysis under the move list (see the module's docstring)."""

    # Play on from the position before the line that decided the game: the lines before it,
    # and the computer's level to play against (None: with a friend, as the game was).
    continue_requested = Signal(int, object)
    # Show the position after this many lines (a marked line, or one a summary names).
    position_requested = Signal(int)
    # Learn from a seat's marked lines, the worst first or in the order played.
    learn_requested = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.analyse_button = QToolButton(self)
        self.analyse_button.setObjectName("analyseButton")
        self.analyse_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.analyse_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setObjectName("analysisProgress")
        self.progress_bar.setTextVisible(True)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancelAnalysis")
        self.summary = QLabel(self)
        self.summary.setObjectName("analysisSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = MarginChart(self)
        self.previous_mark = QPushButton(self)
        self.previous_mark.setObjectName("previousMark")
        self.previous_mark.clicked.connect(lambda: self.step_mark(-1))
        self.next_mark = QPushButton(self)
        self.next_mark.setObjectName("nextMark")
        self.next_mark.clicked.connect(lambda: self.step_mark(1))
        self.players = QLabel(self)
        self.players.setObjectName("playerSummaries")
        self.players.setWordWrap(True)
        self.players.setTextFormat(Qt.TextFormat.RichText)
        self.players.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.players.setOpenExternalLinks(False)
        self.players.linkActivated.connect(lambda link: self.position_requested.emit(int(link)))
        self.decisive_button = QPushButton(self)
        self.decisive_button.setObjectName("continueBeforeDecisive")
        self.decisive_button.clicked.connect(self._continue_before_decisive)
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName("learnFromMistakes")
        self.learn_button.hide()
        running = QHBoxLayout()
        running.setContentsMargins(0, 0, 0, 0)
        running.addWidget(self.progress_bar, 1)
        running.addWidget(self.cancel_button)
        stepping = QHBoxLayout()
        stepping.setContentsMargins(0, 0, 0, 0)
        stepping.addWidget(self.previous_mark)
        stepping.addWidget(self.next_mark)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.analyse_button)
        layout.addLayout(running)
        layout.addLayout(stepping)
        layout.addWidget(self.chart)
        layout.addWidget(self.summary)
        layout.addWidget(self.players)
        layout.addWidget(self.decisive_button)
        layout.addWidget(self.learn_button)
        self._game: Game | None = None
        self._shown = 0
        self.set_running(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.cancel_button.setText(self.tr("Cancel"))
        self.previous_mark.setText(self.tr("\u25c0 Previous mark"))
        self.previous_mark.setToolTip(self.tr("The previous marked line of either player (P)"))
        self.next_mark.setText(self.tr("Next mark \u25b6"))
        self.next_mark.setToolTip(self.tr("The next marked line of either player (N)"))
        # The bar follows the work done, not the count of lines (the last lines are the
        # quickest).
        self.progress_bar.setFormat(self.tr("Analysing: %p%"))
        self.chart.setAccessibleName(self.tr("Margin through the game"))
        self.chart.setToolTip(
            self.tr("Solid: worked out to the end of the game. Dashed: Hard's estimate.")
        )
        self.decisive_button.setToolTip(
            self.tr("A new game from the position before the line that decided this one")
        )
        if self._game is not None:
            self.show_position(self._game, self._shown)
        else:
            self.decisive_button.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_theme(self, theme: Theme) -> None:
        self.chart.set_colors(theme.player_color(0), theme.player_color(1))

    def set_running(self, running: bool) -> None:
        self.progress_bar.setVisible(running)
        self.cancel_button.setVisible(running)
        self.analyse_button.setVisible(not running)
        if running:
            self.progress_bar.setRange(0, 0)  # busy until the first position is done

    def set_progress(self, done: int, total: int) -> None:
        """The work done so far of the work in all (the analysis's own units)."""
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(min(done, max(1, total)))

    def show_position(self, game: Game, shown: int) -> None:
        """The analysis of `game` with the position after `shown` lines on the board."""
        self._game, self._shown = game, shown
        review = game.current_review
        decisive = None if review is None else review.decisive
        self.chart.set_values(
            margins(review),
            shown,
            exact=[] if review is None else [move.exact for move in review.moves],
            decisive=None if decisive is None else decisive + 1,
        )
        self.chart.set_labels(self._ahead(game, 0), self._ahead(game, 1))
        self.chart.setVisible(review is not None)
        self.chart.setAccessibleDescription(self._chart_description(game, review))
        self.summary.setText(self._summary(game, review, shown))
        self.players.setText("" if review is None else self._players(game, review))
        self.players.setVisible(review is not None)
        marked = [] if review is None else [k + 1 for k in review.marked()]
        for button, targets in (
            (self.previous_mark, [t for t in marked if t < shown]),
            (self.next_mark, [t for t in marked if t > shown]),
        ):
            button.setVisible(review is not None)
            button.setEnabled(bool(targets))
        self.decisive_button.setVisible(decisive is not None)
        self.learn_button.setVisible(
            set_lesson_menu(self.learn_button, game, self.learn_requested.emit)
        )
        if decisive is not None:
            self.decisive_button.setText(
                self.tr("Play on from before line {number}").format(number=decisive + 1)
            )

    def step_mark(self, direction: int) -> None:
        """Show the position after the next (1) or previous (-1) marked line of either player
        from the one shown; nothing when there is none that way."""
        game = self._game
        review = None if game is None else game.current_review
        if review is None:
            return
        shown = self._shown
        targets = [k + 1 for k in review.marked()]
        ahead = [t for t in targets if t > shown] if direction > 0 else []
        behind = [t for t in targets if t < shown] if direction < 0 else []
        if ahead:
            self.position_requested.emit(ahead[0])
        elif behind:
            self.position_requested.emit(behind[-1])

    def _players(self, game: Game, review: GameReview) -> str:
        """Each player's summary, the biggest mistakes as links to their positions."""
        parts = []
        for seat in (0, 1):
            accuracy = review.accuracy(seat)
            if accuracy is None:
                continue
            counts = {mark: 0 for mark in Mark}
            for k in review.seat_lines(seat):
                counts[review.moves[k].mark] += 1
            text = self.tr(
                "<b>{name}</b>: accuracy {accuracy} %; inaccuracies {inaccuracies}, "
                "mistakes {mistakes}, blunders {blunders}; points given away {points}."
            ).format(
                name=html.escape(player_name(game, seat)),
                accuracy=round(accuracy),
                inaccuracies=counts[Mark.INACCURACY],
                mistakes=counts[Mark.MISTAKE],
                blunders=counts[Mark.BLUNDER],
                points=review.points_given(seat),
            )
            biggest = review.biggest(seat)
            if biggest:
                links = ", ".join(
                    f'<a href="{k + 1}">'
                    + self.tr("line {number} ({cost})").format(
                        number=k + 1, cost=signed(-review.moves[k].cost)
                    )
                    + "</a>"
                    for k in biggest
                )
                text += " " + self.tr("Biggest: {lines}.").format(lines=links)
            parts.append(text)
        return "<br>".join(parts)

    def _continue_before_decisive(self) -> None:
        game = self._game
        review = None if game is None else game.current_review
        if game is None or review is None or review.decisive is None:
            return
        level = next((player.computer for player in game.players if player.computer), None)
        self.continue_requested.emit(review.decisive, level)

    def _summary(self, game: Game, review: GameReview | None, shown: int) -> str:
        if review is None:
            return self.tr("Analyse the game to see what each line cost and which was best.")
        if shown == 0 or shown > len(review.moves):
            return self._overview(game, review)
        move = review.moves[shown - 1]
        name = line_player_name(game, shown - 1)
        text = self.tr("Line {number} ({name}): {mark}.").format(
            number=shown, name=name, mark=mark_label(move)
        )
        if review.decisive == shown - 1:
            text += " " + decided_here_text()
        if move.cost > 0:
            # The board shows no star numbers: the best line is named by its dashed drawing.
            text += " " + self.tr(
                "Best was the dashed line, for a final margin of {best}; this line leaves {actual}."
            ).format(best=signed(move.best), actual=signed(move.actual))
        else:
            text += " " + self.tr("Final margin with best play from here: {value}.").format(
                value=signed(move.actual)
            )
        if move.exact:
            text += " " + self.tr("Worked out to the end of the game.")
        else:
            text += " " + self.tr("Hard's estimate: the end of the game was too far ahead to see.")
        return text

    def _overview(self, game: Game, review: GameReview) -> str:
        """The marks counted, where the game was decided and which lines are exact."""
        counts = {mark: 0 for mark in Mark}
        for move in review.moves:
            counts[move.mark] += 1
        text = self.tr(
            "Lines analysed: {count}. Good: {good}, inaccuracies: {inaccuracies}, "
            "mistakes: {mistakes}, blunders: {blunders}."
        ).format(
            count=len(review.moves),
            good=counts[Mark.GOOD],
            inaccuracies=counts[Mark.INACCURACY],
            mistakes=counts[Mark.MISTAKE],
            blunders=counts[Mark.BLUNDER],
        )
        decisive = review.decisive
        if decisive is not None:
            change = review.moves[decisive].result_change
            name = line_player_name(game, decisive)
            if change is not None:
                decided = self.tr("The game was decided on line {number} ({name}): {change}.")
                text += " " + decided.format(
                    number=decisive + 1, name=name, change=result_change_text(change[0])
                )
            else:
                decided = self.tr(
                    "The game was decided on line {number} ({name}): after it, that player "
                    "never again got back to where they had been."
                )
                text += " " + decided.format(number=decisive + 1, name=name)
        exact = review.exact_tail
        if exact == len(review.moves):
            text += " " + self.tr("Every line is worked out to the end of the game.")
        elif exact:
            text += " " + self.tr(
                "Lines {first} to {last} are worked out to the end of the game; the earlier "
                "ones are Hard's estimates (dashed in the chart)."
            ).format(first=len(review.moves) - exact + 1, last=len(review.moves))
        else:
            text += " " + self.tr("Every line is Hard's estimate (dashed in the chart).")
        if len(review.moves) < game.move_count:
            text += " " + self.tr("The lines after them are not analysed yet.")
        return text

    def _ahead(self, game: Game, seat: int) -> str:
        """The chart's label for the half where `seat` leads."""
        if is_the_player_at_the_keyboard(game, seat):
            return self.tr("You are ahead")
        return self.tr("{name} ahead").format(name=player_name(game, seat))

    def _chart_description(self, game: Game, review: GameReview | None) -> str:
        if review is None:
            return ""
        values = margins(review)
        first, last = signed(values[0]), signed(values[-1])
        if is_the_player_at_the_keyboard(game, 0):
            text = self.tr("Your final margin with best play, from {first} to {last}.")
        else:
            text = self.tr("{name}'s final margin with best play, from {first} to {last}.")
        text = text.format(name=player_name(game, 0), first=first, last=last)
        if review.decisive is not None:
            text += " " + self.tr("Decided on line {number}.").format(number=review.decisive + 1)
        return text
