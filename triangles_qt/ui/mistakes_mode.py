"""Learn from your mistakes: a player's marked lines of the analysed game, gone through on a page
of their own in place of the game (page_mode.py, as the puzzle mode does).

The analysis panel and the end screen offer it once the game has an analysis with a person's
marked lines (lesson_choices.py: whose, and in which order). For each line the board shows the
position before it and asks for a better line for its player; the line drawn there is judged
from the analysis (puzzles/lessons.py): the best line and the line drawn in the game at once,
any other by a search off the GUI thread (`PageMode._search_in_background`) while the
board waits. A right
line stays and says what it keeps; a wrong one says what it costs and is taken back for
another try; the second miss rings the star a best line starts from, the third shows the best
line dashed and explained (`Attempt`, as in the puzzle mode). "Back to the game" leaves at
any time, the game as it was.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMainWindow, QWidget

from ..engine import Game, Line
from ..engine.review import GameReview, MoveReview
from ..puzzles.attempt import Attempt, Verdict
from ..puzzles.lessons import (
    Judgement,
    judge_known,
    judge_line,
    lesson_lines,
    normalized,
    position_before,
)
from ..session import GameSession, Move
from .end_screen import EndScreenController
from .marks import signed
from .move_list import MoveList
from .page_mode import PageMode, Report
from .puzzle_page import PuzzlePage
from .texts import player_name
from .themes import Theme
from .window_menus import WindowMenus

log = logging.getLogger(__name__)


class LessonPage(PuzzlePage):
    """The puzzle page with the words of a lesson."""

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Next mistake"))
        self.leave_button.setText(self.tr("&Back to the game"))


class MistakesMode(PageMode):
    """Learning from one's mistakes in `window`, opened from the analysis panel of `move_list`
    and from `end_screen`."""

    # After each answer has been judged and shown.
    answered = Signal(object)  # Verdict
    # The next marked line's position is on the board (or the lesson is over).
    line_shown = Signal()

    def __init__(
        self,
        window: QMainWindow,
        menus: WindowMenus,
        game_session: GameSession,
        move_list: MoveList,
        theme: Callable[[], Theme],
        report: Report,
        end_screen: EndScreenController,
    ) -> None:
        super().__init__(window, menus, game_session, move_list, theme, report)
        self._game: Game | None = None  # a copy of the analysed game
        self._review: GameReview | None = None
        self.lines: list[int] = []  # the indices of the lines gone through, in their order
        self.index = 0  # which of them is on the board
        self.found_first_time = 0  # lines answered right at the first try
        self.attempt: Attempt | None = None
        self.judgement: Judgement | None = None  # of the last answer
        self.answered_line: Line | None = None  # the last answer
        self._verdict: Verdict | None = None
        move_list.analysis.learn_requested.connect(self.open)
        end_screen.learn_requested.connect(self.open)

    # -- In and out ----------------------------------------------------------------------------

    def open(self, seat: int, worst_first: bool) -> None:
        """Go through `seat`'s marked lines of the game on the board, the worst first or in
        the order played (nothing when it has none)."""
        game = self._game_session.game
        review = None if game is None else game.current_review
        if self.active or game is None or review is None:
            return
        lines = lesson_lines(review, seat, worst_first)
        if not lines:
            return
        self._game, self._review = game.copy(), review
        self.lines, self.index, self.found_first_time = lines, 0, 0
        page = self._enter()
        page.next_button.setEnabled(True)
        self._show_line()

    def _make_page(self, parent: QWidget) -> PuzzlePage:
        page = LessonPage(parent)
        page.next_button.clicked.connect(self.next_line)
        return page

    def retranslate(self) -> None:
        if self.active:
            self._show_words()

    # -- A line --------------------------------------------------------------------------------

    @property
    def entry(self) -> MoveReview | None:
        """The analysis of the line on the board."""
        if self._review is None or not 0 <= self.index < len(self.lines):
            return None
        return self._review.moves[self.lines[self.index]]

    @property
    def game(self) -> Game | None:
        return self.session.game

    def next_line(self) -> None:
        """The next marked line (or the end of the lesson)."""
        self.index += 1
        self._show_line()

    def _show_line(self) -> None:
        """The position before the line on the board, built off the GUI thread."""
        page = self.page
        assert page is not None and self._game is not None
        self._drop_search()
        self.attempt, self.judgement, self._verdict = None, None, None
        page.board_view.set_input_enabled(False)
        if self.index >= len(self.lines):
            page.next_button.setEnabled(False)
            page.board_view.clear_best_line()
            page.clear_hint()
            self._show_words()
            self.line_shown.emit()
            return
        page.feedback.setText("")
        self.session.prepare(partial(position_before, self._game, self.lines[self.index]))

    def _on_game_replaced(self) -> None:
        game, page, entry = self.session.game, self.page, self.entry
        if game is None or page is None or entry is None:
            return
        self.attempt = Attempt(frozenset({normalized(entry.best_line)}))
        page.show_board(game)
        page.board_view.set_input_enabled(True)
        self._show_words()
        self.line_shown.emit()

    def _on_moved(self, move: Move) -> None:
        attempt, entry, game = self.attempt, self.entry, self._game
        if attempt is None or entry is None or game is None or attempt.over:
            return
        if self.searching:
            return
        drawn = game.moves[self.lines[self.index]]
        self.answered_line = move.line
        known = judge_known(entry, drawn, move.line)
        if known is not None:
            self._take(known)
            return
        position = self.session.game
        assert position is not None and self.page is not None
        position = position.copy()
        position.undo()  # the position the answer was drawn in
        self.page.board_view.set_input_enabled(False)
        self.page.feedback.setText(self.tr("Checking that line\u2026"))
        self._search_in_background(
            partial(judge_line, position, entry, move.line), self._take, self._not_judged
        )

    def _not_judged(self, error: Exception) -> None:
        """The search failed: the line is taken back, no miss counted, another try."""
        if self.page is None:
            return
        log.error("judging an answer failed: %s", error)
        self.session.undo()
        self.page.board_view.sync(animate=False)
        self.page.board_view.set_input_enabled(True)
        self.page.feedback.setText(self.tr("That line could not be checked. Try another."))

    def _take(self, judgement: Judgement) -> None:
        attempt = self.attempt
        assert attempt is not None and self.page is not None
        first = attempt.first_answer
        verdict = attempt.take(judgement.right)
        if verdict is Verdict.RIGHT and first:
            self.found_first_time += 1
        self.judgement, self._verdict = judgement, verdict
        if verdict is not Verdict.RIGHT:
            self.page.board_view.set_input_enabled(True)
        self._show_verdict(attempt, verdict)
        self._show_words()
        self.answered.emit(verdict)

    # -- Words ---------------------------------------------------------------------------------

    def _show_words(self) -> None:
        """The question, the progress and what the last answer was, in the current language."""
        page, game = self.page, self._game
        if page is None or game is None:
            return
        count = len(self.lines)
        if self.index >= count:
            page.question.setText(
                self.tr("That was the last one: {found} of {count} found at the first try.").format(
                    found=self.found_first_time, count=count
                )
            )
            page.counts.setText("")
            page.feedback.setText("")
            return
        number = self.lines[self.index]
        position = self.session.game
        if position is not None:
            page.question.setText(
                self.tr("Line {number}. Find a better line for {name}.").format(
                    number=number + 1, name=player_name(position, position.current_player)
                )
            )
        page.counts.setText(self.tr("{index} of {count}").format(index=self.index + 1, count=count))
        page.feedback.setText(self._feedback_words())

    def _feedback_words(self) -> str:
        attempt, judgement, verdict, entry = self.attempt, self.judgement, self._verdict, self.entry
        if attempt is None or judgement is None or verdict is None or entry is None:
            return ""
        if verdict is Verdict.RIGHT:
            return self.tr("Right! That line keeps a final margin of {value}.").format(
                value=signed(judgement.value)
            )
        if verdict is Verdict.REVEALED:
            return self.tr(
                "Not this one either. The best line (dashed) keeps a final margin of {best}; the "
                "game's line left {actual}."
            ).format(best=signed(entry.best), actual=signed(entry.actual))
        if attempt.hint_star is not None:
            return self.tr(
                "Not this one ({cost} less than the best line). Hint: start from the ringed star."
            ).format(cost=judgement.cost)
        return self.tr(
            "Not this one: final margin {value}, {cost} less than the best line. Try again."
        ).format(value=signed(judgement.value), cost=judgement.cost)
