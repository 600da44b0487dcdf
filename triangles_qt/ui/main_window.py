"""The main window: board, score bar, move list, status line, menus and dialogs, wired to the
session (`GameSession`, the mid end), which runs the game: the board reports the line the
player wants, the session reports what happened, and the window and its parts show it.

The window is composed of parts it builds and wires in `__init__`, each given what it uses,
subscribing to the session where it follows it, and talking back through signals (the table in
docs/architecture.md): the menus, looking back, the analysis, the end screen, New game and
Restart, the status line's news, the help windows, the window's geometry, the computer held
until the first paint, and, once the first game is on, the autosave and statistics, the file
actions and the pages shown in place of the game (Puzzles, Learn from your mistakes).

Testing surface: `MainWindow()` builds without blocking (the app opens the New Game dialog
from the event loop), `start_game(board, rules, players, first_player)` starts a game, `.game`
is the game, `.board_view` the board's view, `.menus` the actions.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..bookkeeping import Bookkeeper
from ..engine import Board, Game, Player, Rules, default_players
from ..persistence import AutosaveStore, Problem
from ..reviewing import GameAnalysis
from ..session import GameSession, game_from_choices
from ..settings import Settings
from .abandon_prompt import AbandonPrompt, not_started
from .analysis_controller import AnalysisController
from .app_style import theme_palette
from .board.view import BoardView
from .end_screen import EndScreenController
from .file_actions import FileActions
from .first_paint import ComputerAfterPaint
from .help_windows import HelpWindows
from .looking_back import LookingBack
from .mistakes_mode import MistakesMode
from .move_list import MoveList
from .move_list_placement import MoveListPlacement
from .new_game_flow import NewGameFlow
from .puzzle_mode import PuzzleMode
from .score_bar import ScoreBar
from .status_news import StatusNews
from .themes import Theme, theme_by_key
from .window_geometry import DEFAULT_WINDOW_SIZE, MINIMUM_SIZE, WindowGeometry
from .window_menus import WindowMenus

if TYPE_CHECKING:
    from .new_game_dialog import NewGameDialog
    from .rules_window import RulesWindow


class MainWindow(QMainWindow):
    # After every change of the game (a move, an undo, a new, restarted or loaded game), once the
    # whole window, the move list and the analysis included, shows it.
    game_changed = Signal()
    theme_changed = Signal(object)  # the Theme the window and its parts now wear

    def __init__(
        self,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        first_game: Game | None = None,
        *,
        autosave: AutosaveStore | None = None,
        computer_after_paint: bool = False,
    ) -> None:
        """A window on `first_game`, or on the game the last New Game choices describe.
        `autosave`: the store the unfinished game of last time was read from, if it was.
        `computer_after_paint`: the computer waits for the window's first paint (first_paint.py)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings if settings is not None else Settings()
        self.theme: Theme = theme_by_key(self.settings.theme)
        self.geometry_kept = WindowGeometry(self, self.settings)

        # -- The parts ---------------------------------------------------------------------------
        self.session = GameSession(parent=self)
        # A replaced game's lines are listed a turn of the event loop after its board is set:
        # a long game's board and list then never hold the window up in one stretch.
        self._listing = QTimer(self)
        self._listing.setSingleShot(True)
        self._listing.timeout.connect(self._list_lines)
        self._list_next_turn = False
        self.score_bar = ScoreBar(self)
        self.board_view = BoardView(self)
        self.move_list = MoveList(self)
        self._lay_out()
        self.computer_after_paint = (
            ComputerAfterPaint(self.session, self, self.board_view.viewport())
            if computer_after_paint
            else None
        )
        self.menus = WindowMenus(self)
        self.move_list_placement = MoveListPlacement(
            self, self.move_list, self.score_bar, self.menus.move_list_toggle
        )
        self.abandon_prompt = AbandonPrompt(self.session, self)
        self.looking_back = LookingBack(
            self.session,
            self.board_view,
            self.move_list,
            self.score_bar,
            self.menus.continue_menu,
            self.menus.continue_from_here,
            self.abandon_prompt,
            self,
        )
        self.analysis = GameAnalysis(self.session, self)
        self.analysis_controller = AnalysisController(
            self.analysis,
            self.session,
            self.move_list,
            self.board_view,
            self.looking_back,
            self.menus.analyse,
            self,
        )
        self.end_screen = EndScreenController(self.session, self.theme, self)
        self.help = HelpWindows(self._current_theme, self)
        self.new_game_flow = NewGameFlow(
            self.session,
            self.settings,
            self.abandon_prompt,
            self.end_screen,
            self._current_theme,
            self,
        )

        # -- The wires ---------------------------------------------------------------------------
        # The player's lines go to the session; what it reports comes back to the board, the
        # score bar, the move list, the status line and the end screen.
        session = self.session
        self.board_view.line_requested.connect(session.request_line)
        session.game_replaced.connect(self._on_game_replaced)
        session.moved.connect(lambda _move: self.board_view.sync(animate=True))
        session.undone.connect(self._on_undone)
        session.refused.connect(self.board_view.show_refusal)
        session.thinking_changed.connect(self.score_bar.set_thinking)
        session.hint_found.connect(self.board_view.show_hint)
        session.changed.connect(self._on_changed)
        self.menus.follow(session)
        session.game_over.connect(self.end_screen.open)
        session.preparing.connect(self._on_preparing)
        # The status line's words, after what the board and the parts do with the same news.
        self.news = StatusNews(session, self.statusBar(), self)
        # The menus.
        menus = self.menus
        menus.new_game.triggered.connect(self.new_game_flow.open_dialog)
        menus.restart.triggered.connect(self.new_game_flow.restart)
        menus.undo.triggered.connect(self.undo)
        menus.redo.triggered.connect(self.redo)
        menus.hint.triggered.connect(self.request_hint)
        menus.quit.triggered.connect(self.close)
        for key, action in menus.themes.items():
            action.triggered.connect(partial(self.set_theme, key))
        for code, action in menus.languages.items():
            action.triggered.connect(partial(self.set_language, code))
        menus.animations.setChecked(self.settings.animations)
        menus.animations.triggered.connect(self._toggle_animations)
        menus.full_screen.triggered.connect(
            lambda full: self.showFullScreen() if full else self.showNormal()
        )
        menus.rules.triggered.connect(lambda: self.show_rules())
        menus.about.triggered.connect(self.help.show_about)
        # Looking back: a row of the move list puts that position on the board, then its
        # analysis in the panel (in that order: the panel reads what the board shows).
        self.move_list.set_continue_menu(menus.continue_menu)
        self.move_list.position_chosen.connect(self.looking_back.show_position)
        self.move_list.position_chosen.connect(self.analysis_controller.show_position)
        self.move_list.visibilityChanged.connect(self.looking_back.move_list_visibility_changed)
        # The end screen's choices (New game and Rematch: the flow wires them itself).
        self.end_screen.analyse_requested.connect(self.analysis_controller.analyse_finished_game)
        self.analysis_controller.finished_game_analysed.connect(self.end_screen.open)
        # What the parts have to say goes to the status line.
        self.news.listen_to(
            self.looking_back.status,
            self.analysis_controller.status,
            self.end_screen.status,
            self.new_game_flow.status,
        )

        # The parts wear the window's theme.
        for part in (self.board_view, self.score_bar, self.looking_back, self.move_list):
            self.theme_changed.connect(part.set_theme)
        self.theme_changed.connect(self.move_list.analysis.set_theme)
        self.theme_changed.connect(self.end_screen.set_theme)
        self.theme_changed.connect(self.help.set_theme)
        self._apply_theme(self.theme, remember=False)
        self.board_view.set_animations_enabled(self.settings.animations)
        self.geometry_kept.restore()

        # A game is on the board from the start, built once: `first_game` or the one the last
        # choices describe.
        if first_game is None:
            self.set_game(game_from_choices(self.settings.new_game))
        else:
            self.set_game(first_game)
        # The autosave, the statistics and the file actions, attached after the first game, so
        # merely opening a window never replaces the last autosave.
        self.bookkeeper = Bookkeeper(self.session, self.settings, autosave=autosave, parent=self)
        self.files = FileActions(
            self.session, self.bookkeeper, self.board_view, self.abandon_prompt, self
        )
        self.menus.add_game_actions(self.files.actions)
        self.news.listen_to(self.files.status)
        self.bookkeeper.load_statistics()  # a damaged file is reported (by FileActions)
        parts = (self, self.menus, self.session, self.move_list, self._current_theme)
        self.puzzles = PuzzleMode(*parts, self.files.show_message, analysis=self.analysis)
        self.mistakes = MistakesMode(*parts, self.files.show_message, self.end_screen)
        self.news.listen_to(self.puzzles.status, self.mistakes.status)
        self.retranslate()

    def _lay_out(self) -> None:
        """The score bar over the board, the move list docked beside it, the status line."""
        central = QWidget(self)
        central.setObjectName("central")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.score_bar)
        layout.addWidget(self.board_view, 1)
        self.setCentralWidget(central)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_list)
        self.move_list.hide()
        self.setStatusBar(QStatusBar(self))
        self.setMinimumSize(MINIMUM_SIZE)

    def retranslate(self) -> None:
        self.menus.retranslate()
        self.analysis_controller.retranslate()
        self.files.retranslate()
        self.move_list.retranslate()
        game = self.session.game
        if game is not None:  # default names read in the new language
            self.looking_back.refresh()
            self.move_list.show_game(game, self.looking_back.shown_position)
        self._update_title()

    def _update_title(self) -> None:
        # Qt appends the application's display name ("— Triangles") itself.
        self.setWindowTitle("" if self.game is None else self.board_words(self.game.board))

    def board_words(self, board: Board) -> str:
        """A numbered board in words ("60 stars, board 5"), as the title names it; "" for a
        board without a number."""
        if board.seed is None:
            return ""
        detail = self.tr("%n stars, board %1", "", board.n or len(board.points))
        return detail.replace("%1", str(board.seed))

    # -- Qt's events -----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.menus.full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.move_list_placement.place()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.end_screen.enabled = False  # nothing opens while the window closes
        # The last autosave written, and results a failed write left in memory tried again.
        self.bookkeeper.write_unsaved()
        self.geometry_kept.remember()
        self.settings.sync()
        # Wait briefly for a search to notice the cancel flag, so no thread outlives the app.
        self.session.shutdown(2000)
        super().closeEvent(event)

    def prepare_for_picture(self) -> None:
        """For `--screenshot`: every line fully drawn (no animation), no end screen, the
        computer never started, and the player's remembered window size left alone."""
        if self.computer_after_paint is not None:
            self.computer_after_paint.forget()
        self.session.hold_computer()
        self.board_view.set_animations_enabled(False)
        self.end_screen.enabled = False
        self.geometry_kept.forget()
        self.files.use_for_screenshot()

    def report_start(self, problems: list[tuple[str, Problem]], resumed: bool) -> None:
        """What the start found reading its files (`what` names each file), and whether the
        game on the board is the unfinished game of last time, back."""
        for what, problem in problems:
            self.files.report(what, problem)
        if resumed:
            self.files.announce_resumed()

    # -- Starting games ------------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self.session.game

    def start_game(
        self,
        board: Board,
        rules: Rules | None = None,
        players: tuple[Player, Player] | None = None,
        first_player: int = 0,
    ) -> Game:
        """Start a game on `board` (no dialog). players None: two humans "Player 1"/"Player 2"."""
        if players is None:
            players = default_players()
        game = Game(board, rules or Rules(), players, first_player)
        self.set_game(game)
        return game

    def set_game(self, game: Game) -> None:
        """Show and play `game` from its current position (a new, restarted or loaded game)."""
        self.session.set_game(game)

    def offer_game(self, game: Game) -> None:
        """Play `game` (one asked for on the command line) in place of the game on the board,
        the unfinished game of last time, once the player agrees to give that up; kept, it
        stays on the board and saved for next time, and the status line says so."""
        asked = self.board_words(game.board)
        self.abandon_prompt.ask(
            partial(self.set_game, game),
            resumed=True,
            asked=asked,
            declined=lambda: self.show_status(not_started(asked)),
        )

    @property
    def new_game_dialog(self) -> NewGameDialog | None:
        """The New Game dialog while it is open."""
        return self.new_game_flow.dialog

    def open_new_game_dialog(self) -> NewGameDialog:
        return self.new_game_flow.open_dialog()

    def restart(self) -> None:
        self.new_game_flow.restart()

    def undo(self) -> None:
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    def request_hint(self) -> None:
        """Ask for the line the computer would draw, and show it without playing it."""
        if self.session.request_hint():
            self.show_status(self.tr("Looking for a good line\u2026"))

    # -- What the session reports --------------------------------------------------------------

    def _on_preparing(self, preparing: bool) -> None:
        if preparing:
            self.end_screen.close()
            self.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self.unsetCursor()

    def _on_game_replaced(self) -> None:
        self.looking_back.forget()
        self.end_screen.close()
        self.board_view.set_game(self.session.game)
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)  # arrow keys work at once
        self._update_title()
        self._list_next_turn = True

    def _on_undone(self, _count: int) -> None:
        self.looking_back.back_to_game()
        self.end_screen.close()
        self.board_view.sync(animate=False)

    def _on_changed(self) -> None:
        session, game = self.session, self.session.game
        if game is None:
            return
        browsing = self.looking_back.browsing
        self.board_view.set_input_enabled(session.input_allowed and not browsing)
        self.looking_back.refresh()
        self.score_bar.set_thinking(session.computer_thinking)
        if self._list_next_turn:
            self._list_next_turn = False
            self.analysis_controller.refresh_action()  # the marks follow with the list
            self._listing.start(0)
        else:
            self._list_lines()

    def _list_lines(self) -> None:
        """The move list and the analysis follow the game; then `game_changed` tells that the
        whole window shows it."""
        self._listing.stop()
        game = self.session.game
        if game is None:
            return
        self.move_list.show_game(game, self.looking_back.shown_position)
        self.analysis_controller.refresh()
        self.game_changed.emit()

    def show_status(self, text: str) -> None:
        """A message on the status line for a few seconds ("" clears it)."""
        self.news.show_status(text)

    # -- View ----------------------------------------------------------------------------------

    def _current_theme(self) -> Theme:
        return self.theme

    def set_theme(self, key: str) -> None:
        self._apply_theme(theme_by_key(key), remember=True)

    def _apply_theme(self, theme: Theme, remember: bool) -> None:
        self.theme = theme
        self.menus.themes[theme.key].setChecked(True)
        # The whole app (menus, dialogs, status line) wears the theme, not only the board.
        QApplication.setPalette(theme_palette(theme))
        self.theme_changed.emit(theme)
        if remember:
            self.settings.theme = theme.key

    def _toggle_animations(self, enabled: bool) -> None:
        self.board_view.set_animations_enabled(enabled)
        self.settings.animations = enabled

    def show_rules(self, section: str | None = None) -> RulesWindow:
        return self.help.show_rules(section)

    def set_language(self, code: str) -> str:
        """Switch the whole app to `code` at once (every window retranslates) and remember it.
        Returns the language now in use (English when there is no catalogue for `code`)."""
        language = i18n.set_language(code)
        self.settings.language = language
        self.settings.sync()
        self.menus.languages[language].setChecked(True)
        return language


__all__ = ["DEFAULT_WINDOW_SIZE", "MINIMUM_SIZE", "MainWindow", "game_from_choices"]
