"""A mode of the main window with a page of its own in place of the game: what the puzzle mode
(puzzle_mode.py) and learning from one's mistakes (mistakes_mode.py) share.

The page (a `PuzzlePage`, or one made like it) goes in a stacked widget that the first mode to
open puts in the window's centre, the game's view at its first place; every mode adds its page
to that one stack. The game waits unchanged underneath: its computer is held, the Game menu's
actions are off and the move list is put away until the player goes back (`leave`). The
page's position is played by a `GameSession` of the mode's own, so a line drawn there goes
through the same rules, input and board as in a game, and the game's autosave and statistics
never see it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from ..background import BackgroundCall
from ..engine import Reason
from ..puzzles.attempt import Attempt, Verdict
from ..session import GameSession, Move
from .move_list import MoveList
from .puzzle_page import PuzzlePage
from .themes import Theme
from .window_menus import WindowMenus

Report = Callable[[str, str, str], str]  # a message's title, body and details
# The object name of the stack the modes' pages share with the game's view.
STACK_NAME = "modeStack"


class PageMode(QObject):
    """A page shown in place of the game of `window` (see the module's docstring). Subclasses
    make the page (`_make_page`) and say what a line drawn on it means (`_on_moved`)."""

    status = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        menus: WindowMenus,
        game_session: GameSession,
        move_list: MoveList,
        theme: Callable[[], Theme],
        report: Report,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._menus = menus
        self._game_session = game_session
        self._move_list = move_list
        self._theme = theme
        self._report = report
        self.session = GameSession(parent=self)
        self.page: PuzzlePage | None = None
        self._stack: QStackedWidget | None = None
        # What the mode changed in the window, to put back when it is left.
        self._actions_enabled: dict[QAction, bool] = {}
        self._held_computer = False
        self._move_list_was_open = False
        self._search: BackgroundCall | None = None  # the search under way (one at a time)
        # After the window has set the Game menu's actions for a change of the game (an
        # analysis that finishes meanwhile, say): off again while the mode shows.
        game_session.changed.connect(self._keep_game_actions_off)
        self.session.game_replaced.connect(self._on_game_replaced)
        self.session.moved.connect(self._on_moved)
        self.session.refused.connect(self._on_refused)
        window.installEventFilter(self)

    @property
    def active(self) -> bool:
        return self._stack is not None and self._stack.currentWidget() is self.page

    def retranslate(self) -> None:
        """The mode's words again, in the current language."""

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

    def _enter(self, keep_on: Collection[QAction] = ()) -> PuzzlePage:
        """Show the page in place of the game, which waits underneath; the Game menu's actions
        but Quit and `keep_on` are off meanwhile."""
        page = self._page()
        session = self._game_session
        self._held_computer = not session.computer_held
        session.hold_computer()
        self._actions_enabled = {
            action: action.isEnabled()
            for action in self._menus.game_menu.actions()
            if action not in (*keep_on, self._menus.quit) and not action.isSeparator()
        }
        for action in self._actions_enabled:
            action.setEnabled(False)
        self._move_list_was_open = not self._move_list.isHidden()
        self._move_list.hide()
        page.set_theme(self._theme())
        assert self._stack is not None
        self._stack.setCurrentWidget(page)
        return page

    def leave(self) -> None:
        """Back to the game, as it was left."""
        if not self.active or self._stack is None:
            return
        self._drop_search()
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
            stack = window.centralWidget()
            if not isinstance(stack, QStackedWidget) or stack.objectName() != STACK_NAME:
                game_view = window.takeCentralWidget()
                stack = QStackedWidget(window)
                stack.setObjectName(STACK_NAME)
                stack.addWidget(game_view if game_view is not None else QWidget(stack))
                window.setCentralWidget(stack)
            page = self._make_page(stack)
            stack.addWidget(page)
            page.board_view.set_animations_enabled(False)
            page.board_view.line_requested.connect(self.session.request_line)
            page.leave_button.clicked.connect(self.leave)
            self.page, self._stack = page, stack
        return self.page

    def _make_page(self, parent: QWidget) -> PuzzlePage:
        return PuzzlePage(parent)

    # -- The page's position -------------------------------------------------------------------

    def _on_game_replaced(self) -> None:
        """The mode's position is ready (`GameSession.prepare`)."""

    def _on_moved(self, move: Move) -> None:
        """A line was drawn on the page's board."""

    def _show_verdict(self, attempt: Attempt, verdict: Verdict) -> None:
        """The board after an answer: a right line stays and the board takes no more; a wrong
        one is taken back for another try, with the hint's star ringed once earned, or a best
        line dashed when the go is over."""
        page = self.page
        if page is None:
            return
        if verdict is not Verdict.RIGHT:
            self.session.undo()  # not this one: the position as it was, for another try
        page.board_view.sync(animate=False)
        page.score_bar.show_game(self.session.game)
        page.clear_hint()
        if verdict is Verdict.RIGHT:
            page.board_view.set_input_enabled(False)
        elif verdict is Verdict.REVEALED:
            page.board_view.set_input_enabled(False)
            page.board_view.show_best_line(*attempt.best_line)
        elif attempt.hint_star is not None:
            page.show_hint_star(attempt.hint_star)

    # -- A search off the GUI thread -----------------------------------------------------------

    @property
    def searching(self) -> bool:
        return self._search is not None

    def _search_in_background(
        self,
        work: Callable[[], Any],
        done: Callable[[Any], None],
        failed: Callable[[Exception], None],
    ) -> None:
        """Run `work` off the GUI thread, then `done(result)` (or `failed(error)`) on it,
        unless another search or leaving the mode dropped it meanwhile."""
        self._drop_search()
        call = BackgroundCall(work, self)
        call.done.connect(lambda result: self._searched(call, done, result))
        call.failed.connect(lambda error, _details: self._searched(call, failed, error))
        self._search = call
        call.start()

    def _searched(self, call: BackgroundCall, then: Callable[[Any], None], outcome: Any) -> None:
        if call is self._search:
            self._search = None
            then(outcome)

    def _drop_search(self) -> None:
        if self._search is not None:
            self._search.cancel()
            self._search = None

    def _on_refused(self, i: int, j: int, why: Reason) -> None:
        if self.page is not None:
            self.page.board_view.show_refusal(i, j, why)
