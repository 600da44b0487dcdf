"""Game > Puzzles: the puzzle mode in the main window.

The mode shows a page of its own (puzzle_page.py) in place of the game, which waits unchanged
underneath (page_mode.py: `PageMode`, which it shares with learning from one's mistakes); the
puzzle's position is played by a `GameSession` of its own, so the player's line goes through
the same rules, input and board as in a game, and the game's autosave and statistics never
see a puzzle.

A line drawn is checked against the puzzle's solutions (`Attempt`); a wrong one is taken back
("not this one"), the second miss rings the star a best line starts from, the third shows that
line dashed; what a wrong line costs is worked out off the GUI thread and said once known. The
first answer goes to the `Schedule`, and the progress is written at once
(persistence/puzzle_progress.py); a damaged progress file is set aside and told once. Puzzles
come from the player's own mistakes (my_mistakes.py fills them after each analysis) and the
built-in set.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from ..engine import Game
from ..persistence.messages import problem_body
from ..persistence.my_mistakes import MyMistakesStore
from ..persistence.problems import Problem
from ..persistence.puzzle_progress import PuzzleProgressStore
from ..puzzles.attempt import Attempt, Verdict
from ..puzzles.builtin import Puzzle
from ..puzzles.lessons import line_cost
from ..puzzles.my_mistakes import MyMistakesSource
from ..puzzles.schedule import BuiltinSource, Clock, PuzzleSource, Schedule, key_of, today
from ..reviewing import GameAnalysis
from ..session import GameSession, Move
from .move_list import MoveList
from .my_mistakes import MistakeCollector
from .page_mode import PageMode, Report
from .puzzle_page import PuzzlePage
from .themes import Theme
from .window_menus import WindowMenus

log = logging.getLogger(__name__)


class PuzzleMode(PageMode):
    """The puzzle mode of `window`: `action` (Game > Puzzles) opens it."""

    # After each answer has been taken in (the page shows it, the progress is written).
    answered = Signal(object)  # Verdict
    puzzle_shown = Signal()  # the next puzzle is on the board (or none is left)
    cost_shown = Signal()  # what the last wrong answer costs is worked out and said

    def __init__(
        self,
        window: QMainWindow,
        menus: WindowMenus,
        game_session: GameSession,
        move_list: MoveList,
        theme: Callable[[], Theme],
        report: Report,
        sources: Sequence[PuzzleSource] | None = None,
        analysis: GameAnalysis | None = None,
    ) -> None:
        super().__init__(window, menus, game_session, move_list, theme, report)
        # The player's own mistakes: filled after each analysis of `analysis`.
        self.my_mistakes = MyMistakesStore()
        self.collector: MistakeCollector | None = None
        if analysis is not None:
            self.collector = MistakeCollector(
                analysis, game_session, self.my_mistakes, report, self
            )
        self.sources: list[PuzzleSource] = (
            list(sources)
            if sources
            else [MyMistakesSource(lambda: self.my_mistakes.puzzles), BuiltinSource()]
        )
        # The day the schedule goes by: replaced by tests.
        self.clock: Clock = today
        self.store = PuzzleProgressStore()
        self._loaded = False
        self.schedule: Schedule | None = None
        self.puzzle: Puzzle | None = None
        self.attempt: Attempt | None = None
        self._verdict: Verdict | None = None  # what the last answer was
        self._cost: int | None = None  # what a wrong answer costs, once worked out
        self._unreadable: set[str] = set()  # puzzles whose position did not replay

        self.action = QAction(window)
        self.action.setObjectName("puzzles")
        self.action.triggered.connect(self.open)
        menus.add_game_actions([self.action])
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("PuzzleMode", "&Puzzles"))
        self.action.setStatusTip(
            QCoreApplication.translate(
                "PuzzleMode", "Positions from real games with one best line to find"
            )
        )
        if self.active:
            self._show_puzzle_words()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close and self.collector:
            self.collector.stop()  # the mistakes of an analysis just done are dropped
        return super().eventFilter(watched, event)

    # -- In and out ----------------------------------------------------------------------------

    def open(self) -> None:
        """Show the puzzle mode with the next puzzle (the game waits underneath)."""
        if self.active:
            return
        self._enter(keep_on=[self.action])
        self._load_progress()
        self.next_puzzle()

    def _make_page(self, parent: QWidget) -> PuzzlePage:
        page = PuzzlePage(parent)
        page.next_button.clicked.connect(self.next_puzzle)
        return page

    def _load_progress(self) -> None:
        """Read the progress once a run (a damaged file is set aside and told, once)."""
        if self._loaded:
            return
        self._loaded = True
        problem = self.store.load()
        self.schedule = Schedule(self.sources, self.store.progress, lambda: self.clock())
        if problem is not None:
            self._tell(problem)
        mistakes_problem = self.my_mistakes.load()
        if mistakes_problem is not None and self.collector is not None:
            self.collector.tell(mistakes_problem)

    # -- A puzzle ------------------------------------------------------------------------------

    def next_puzzle(self) -> None:
        """The next puzzle the schedule gives (another than the one on the board), its position
        replayed off the GUI thread (`GameSession.prepare`)."""
        assert self.schedule is not None and self.page is not None
        skip = set(self._unreadable)
        if self.puzzle is not None:
            skip.add(key_of(self.puzzle))
        self.puzzle = self.schedule.next_puzzle(skip)
        self.attempt = None
        self._verdict = None
        self._cost = None
        self._show_feedback()
        if self.puzzle is None:
            self.page.show_no_puzzle()
            self._show_counts()
            self.puzzle_shown.emit()
            return
        self.page.board_view.set_input_enabled(False)
        self.session.prepare(self.puzzle.game, failed=self._unreadable_puzzle)

    def _unreadable_puzzle(self, error: Exception) -> None:
        """A puzzle whose position does not replay: left out for this run, the next one comes."""
        if self.puzzle is not None:
            log.warning("puzzle %s left out: %s", key_of(self.puzzle), error)
            self._unreadable.add(key_of(self.puzzle))
            self.puzzle = None
        self.next_puzzle()

    def _on_game_replaced(self) -> None:
        """The puzzle's position is ready: on the board, with its question."""
        game, page = self.session.game, self.page
        if game is None or page is None or self.puzzle is None:
            return
        self.attempt = Attempt.at(self.puzzle)
        page.show_position(game, self.puzzle.grade)
        page.board_view.set_input_enabled(True)
        self._show_counts()
        self.puzzle_shown.emit()

    @property
    def game(self) -> Game | None:
        return self.session.game

    def _on_moved(self, move: Move) -> None:
        attempt, page = self.attempt, self.page
        if attempt is None or page is None or attempt.over:
            return
        counted = attempt.first_answer
        verdict = attempt.answer(move.line)
        self._verdict = verdict
        if counted and self.schedule is not None and self.puzzle is not None:
            self.schedule.answered(self.puzzle, verdict is Verdict.RIGHT)
            self._save()
        self._cost = None
        if verdict is not Verdict.RIGHT and self.game is not None and self.puzzle is not None:
            position = self.game.copy()
            position.undo()  # the position the answer was drawn in
            self._search_in_background(
                partial(line_cost, position, move.line, self.puzzle.best),
                self._show_cost,
                lambda error: log.error("the cost of an answer: %s", error),
            )
        self._show_verdict(attempt, verdict)
        self._show_feedback()
        self._show_counts()
        self.answered.emit(verdict)

    def _show_cost(self, cost: int | None) -> None:
        self._cost = cost
        self._show_feedback()
        self.cost_shown.emit()

    def _show_feedback(self) -> None:
        """What the last answer was, in the current language ("" before the first)."""
        if self.page is not None:
            self.page.feedback.setText(self._feedback_words())

    def _feedback_words(self) -> str:
        attempt, verdict = self.attempt, self._verdict
        if attempt is None or verdict is None:
            return ""
        if verdict is Verdict.RIGHT:
            if attempt.misses == 0:
                return self.tr("Right! That line keeps the best result.")
            return self.tr("Right, this time. The puzzle comes back tomorrow.")
        if verdict is Verdict.REVEALED:
            words = self.tr("Not this one either. The best line is shown dashed.")
        elif attempt.hint_star is not None:
            words = self.tr("Not this one. Hint: a best line starts from the ringed star.")
        else:
            words = self.tr("Not this one: another line does better. Try again.")
        if self._cost is not None:
            words += " " + self.tr("That line costs {cost}.").format(cost=self._cost)
        return words

    def _show_puzzle_words(self) -> None:
        """Every word of the mode again (after a change of language); the board stays."""
        if self.page is not None and self.puzzle is not None and self.game is not None:
            self.page.show_question(self.game, self.puzzle.grade)
        self._show_feedback()
        self._show_counts()

    def _show_counts(self) -> None:
        if self.page is not None and self.schedule is not None:
            self.page.show_progress(self.schedule.progress, self.schedule.due_count())

    # -- Keeping the progress ------------------------------------------------------------------

    def _save(self) -> None:
        problem = self.store.save()
        if problem is not None and not problem.repeated:
            self._tell(problem)

    def _tell(self, problem: Problem) -> None:
        if problem.is_write:
            title = self.tr("Your puzzle progress could not be saved.")
            after = self.tr("It is kept until Triangles closes.")
        else:
            title = self.tr("Your puzzle progress could not be read.")
            after = self.tr("Practice starts again from the beginning.")
        self._report(title, problem_body(problem, after), problem.detail)
