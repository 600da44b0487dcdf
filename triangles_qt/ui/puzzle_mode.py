"""Game > Puzzles: the puzzle mode in the main window.

The mode shows a page of its own (puzzle_page.py) in place of the game, which waits unchanged
underneath: its computer is held, the Game menu's actions are off and the move list is put
away until the player goes back. The puzzle's position is played by a `GameSession` of its
own, so the player's line goes through the same rules, input and board as in a game, and
the game's autosave and statistics never see a puzzle.

A line drawn is checked against the puzzle's solutions (`Attempt`); a wrong one is taken back
("not this one"), the second miss rings the star a best line starts from, the third shows that
line dashed. The first answer goes to the `Schedule`, and the progress is written at once
(persistence/puzzle_progress.py); a damaged progress file is set aside and told once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from ..engine import Game, Reason
from ..persistence.messages import reason
from ..persistence.problems import Problem
from ..persistence.puzzle_progress import PuzzleProgressStore
from ..puzzles.attempt import Attempt, Verdict
from ..puzzles.builtin import Puzzle
from ..puzzles.schedule import BuiltinSource, Clock, PuzzleSource, Schedule, key_of, today
from ..session import GameSession, Move
from .move_list import MoveList
from .puzzle_page import PuzzlePage
from .themes import Theme
from .window_menus import WindowMenus

log = logging.getLogger(__name__)

Report = Callable[[str, str, str], str]  # a message's title, body and details


class PuzzleMode(QObject):
    """The puzzle mode of `window`: `action` (Game > Puzzles) opens it."""

    status = Signal(str)
    # After each answer has been taken in (the page shows it, the progress is written).
    answered = Signal(object)  # Verdict
    puzzle_shown = Signal()  # the next puzzle is on the board (or none is left)

    def __init__(
        self,
        window: QMainWindow,
        menus: WindowMenus,
        game_session: GameSession,
        move_list: MoveList,
        theme: Callable[[], Theme],
        report: Report,
        sources: Sequence[PuzzleSource] | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._menus = menus
        self._game_session = game_session
        self._move_list = move_list
        self._theme = theme
        self._report = report
        self.sources: list[PuzzleSource] = list(sources) if sources else [BuiltinSource()]
        # The day the schedule goes by: replaced by tests.
        self.clock: Clock = today
        self.store = PuzzleProgressStore()
        self._loaded = False
        self.schedule: Schedule | None = None
        self.session = GameSession(parent=self)
        self.page: PuzzlePage | None = None
        self._stack: QStackedWidget | None = None
        self.puzzle: Puzzle | None = None
        self.attempt: Attempt | None = None
        self._verdict: Verdict | None = None  # what the last answer was
        self._unreadable: set[str] = set()  # puzzles whose position did not replay
        # What the mode changed in the window, to put back when it is left.
        self._actions_enabled: dict[QAction, bool] = {}
        self._held_computer = False
        self._move_list_was_open = False

        self.action = QAction(window)
        self.action.setObjectName("puzzles")
        self.action.triggered.connect(self.open)
        menus.add_game_actions([self.action])
        # After the window has set the Game menu's actions for a change of the game (an
        # analysis that finishes meanwhile, say): off again while the mode shows.
        game_session.changed.connect(self._keep_game_actions_off)
        self.session.game_replaced.connect(self._on_game_replaced)
        self.session.moved.connect(self._on_moved)
        self.session.refused.connect(self._on_refused)
        window.installEventFilter(self)
        self.retranslate()

    @property
    def active(self) -> bool:
        return self._stack is not None and self._stack.currentWidget() is self.page

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
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self._window and event.type() == QEvent.Type.Close:
            self.session.shutdown(0)  # a position still being built is dropped
        elif (
            watched is self._window
            and event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
            and self.page is not None
        ):
            self.page.set_theme(self._theme())
        return super().eventFilter(watched, event)

    # -- In and out ----------------------------------------------------------------------------

    def open(self) -> None:
        """Show the puzzle mode with the next puzzle (the game waits underneath)."""
        if self.active:
            return
        page = self._page()
        self._load_progress()
        session = self._game_session
        self._held_computer = not session.computer_held
        session.hold_computer()
        self._actions_enabled = {
            action: action.isEnabled()
            for action in self._menus.game_menu.actions()
            if action not in (self.action, self._menus.quit) and not action.isSeparator()
        }
        for action in self._actions_enabled:
            action.setEnabled(False)
        self._move_list_was_open = not self._move_list.isHidden()
        self._move_list.hide()
        page.set_theme(self._theme())
        assert self._stack is not None
        self._stack.setCurrentWidget(page)
        self.next_puzzle()

    def leave(self) -> None:
        """Back to the game, as it was left."""
        if not self.active or self._stack is None:
            return
        self._stack.setCurrentIndex(0)
        for action, enabled in self._actions_enabled.items():
            action.setEnabled(enabled)
        self._actions_enabled = {}
        if self._move_list_was_open:
            self._move_list.show()
        if self._held_computer:
            self._game_session.release_computer()
        self.status.emit("")

    def _keep_game_actions_off(self) -> None:
        if not self.active:
            return
        for action in self._actions_enabled:
            if action.isEnabled():
                self._actions_enabled[action] = True  # as it is to be when the mode is left
                action.setEnabled(False)

    def _page(self) -> PuzzlePage:
        if self.page is None or self._stack is None:
            window = self._window
            game_view = window.takeCentralWidget()
            stack = QStackedWidget(window)
            stack.setObjectName("puzzleStack")
            stack.addWidget(game_view if game_view is not None else QWidget(stack))
            page = PuzzlePage(stack)
            stack.addWidget(page)
            window.setCentralWidget(stack)
            page.board_view.set_animations_enabled(False)
            page.board_view.line_requested.connect(self.session.request_line)
            page.next_button.clicked.connect(self.next_puzzle)
            page.leave_button.clicked.connect(self.leave)
            self.page, self._stack = page, stack
        return self.page

    def _load_progress(self) -> None:
        """Read the progress once a run (a damaged file is set aside and told, once)."""
        if self._loaded:
            return
        self._loaded = True
        problem = self.store.load()
        self.schedule = Schedule(self.sources, self.store.progress, lambda: self.clock())
        if problem is not None:
            self._tell(problem)

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
        self.attempt = Attempt(self.puzzle)
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
        if verdict is Verdict.RIGHT:
            page.board_view.sync(animate=False)
            page.score_bar.show_game(self.session.game)
            page.board_view.set_input_enabled(False)
            page.clear_hint()
            self._show_feedback()
        else:
            self.session.undo()  # not this one: the position as it was, for another try
            page.board_view.sync(animate=False)
            page.score_bar.show_game(self.session.game)
            self._show_feedback()
            star = attempt.hint_star
            if verdict is Verdict.REVEALED:
                page.clear_hint()
                page.board_view.set_input_enabled(False)
                page.board_view.show_best_line(*attempt.best_line)
            elif star is not None:
                page.show_hint_star(star)
        self._show_counts()
        self.answered.emit(verdict)

    def _on_refused(self, i: int, j: int, why: Reason) -> None:
        if self.page is not None:
            self.page.board_view.show_refusal(i, j, why)

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
            return self.tr("Not this one either. The best line is shown dashed.")
        if attempt.hint_star is not None:
            return self.tr("Not this one. Hint: a best line starts from the ringed star.")
        return self.tr("Not this one: another line does better. Try again.")

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
        kept = ""
        if problem.kept_as is not None:
            kept = self.tr("The damaged file was kept as \u201c{file}\u201d.").format(
                file=problem.kept_as.name
            )
        body = " ".join(part for part in (reason(problem.kind), kept, after) if part)
        self._report(title, body, problem.detail)
