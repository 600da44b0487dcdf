"""The main window: board, score bar, move list, status line, menus and dialogs, wired to the
session.

The game itself is run by `GameSession` (the mid end): the board view reports "the player wants
line i-j" to the session, the session asks the engine and reports what happened (moved, refused,
undone, game over), and the window shows it: the board redraws from the game, the score bar and
the status line follow, the end screen opens.

The window is composed of parts it builds and wires in `__init__`, each given what it uses and
talking back through signals: `WindowMenus` (the actions and menus), `LookingBack` (an earlier
position on the board, Continue from here), `AnalysisController` (Analyse game),
`EndScreenController` (the end screen, an `EndDialog`), `AbandonPrompt` (asked before a game is
given up), and, once the first game is on, the `Bookkeeper` (autosave, statistics),
`FileActions` (Save, Open, Export picture, Statistics, the messages about files) and the pages
shown in place of the game: `PuzzleMode` (Puzzles) and `MistakesMode` (Learn from your
mistakes). Qt's event handlers are the window's own.

The app opens the window on the game it starts with (`first_game`, read or built once), and
holds the computer back until the window has first been painted (`computer_after_paint`), so
the window comes first; the computer's process then starts if the game needs it.

Testing surface: `MainWindow()` builds without blocking (no dialog is opened from here; the app
opens the New Game dialog from the event loop), `start_game(board, rules, players, first_player)`
starts a game, `.game` is the game, `.board_view` the board's view, `.menus` the actions.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..bookkeeping import Bookkeeper
from ..engine import Board, Game, Player, Reason, Rules, default_players
from ..persistence import AutosaveStore
from ..reviewing import GameAnalysis
from ..session import GameSession, Move, game_from_choices
from ..settings import NewGameChoices, Settings
from .abandon_prompt import AbandonPrompt, not_started
from .analysis_controller import AnalysisController
from .app_style import theme_palette
from .board.view import BoardView
from .end_screen import EndScreenController
from .file_actions import FileActions
from .looking_back import LookingBack
from .mistakes_mode import MistakesMode
from .move_list import MoveList
from .move_list_placement import MoveListPlacement
from .puzzle_mode import PuzzleMode
from .score_bar import ScoreBar
from .texts import is_the_player_at_the_keyboard, player_name, refusal_text
from .themes import Theme, theme_by_key
from .window_menus import WindowMenus

if TYPE_CHECKING:
    from .new_game_dialog import NewGameDialog
    from .rules_window import RulesWindow

DEFAULT_WINDOW_SIZE = QSize(1200, 860)
MINIMUM_SIZE = QSize(480, 400)
STATUS_TIMEOUT_MS = 6000
# With `computer_after_paint`, a window shown but not painted (minimised, say) lets the
# computer start after this long.
COMPUTER_START_WAIT_MS = 1000


class MainWindow(QMainWindow):
    # After every change of the game (a move, an undo, a new, restarted or loaded game), once the
    # whole window, the move list and the analysis included, shows it.
    game_changed = Signal()

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
        `computer_after_paint`: the computer starts (its process, its turn) only once the window
        has first been painted, so that the window comes first."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings if settings is not None else Settings()
        self.theme: Theme = theme_by_key(self.settings.theme)
        self._new_game_dialog: NewGameDialog | None = None
        self._rules_window: RulesWindow | None = None
        self._remember_geometry = True  # off for pictures: see prepare_for_picture()

        # -- The parts ---------------------------------------------------------------------------
        self.session = GameSession(parent=self)
        if computer_after_paint:
            self.session.hold_computer()
        self._computer_waits_for_paint = computer_after_paint
        self._computer_start = QTimer(self)
        self._computer_start.setSingleShot(True)
        self._computer_start.timeout.connect(self._start_computer)
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
        self.move_list_placement = MoveListPlacement(self, self.move_list, self.score_bar)
        self.menus = WindowMenus(self)
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

        # -- The wires ---------------------------------------------------------------------------
        # The player's lines go to the session; what it reports comes back to the board, the
        # score bar, the move list, the status line and the end screen.
        session = self.session
        self.board_view.line_requested.connect(session.request_line)
        session.game_replaced.connect(self._on_game_replaced)
        session.moved.connect(self._on_moved)
        session.undone.connect(self._on_undone)
        session.refused.connect(self._on_refused)
        session.busy.connect(lambda: self.show_status(self.tr("Wait: the computer is thinking.")))
        session.thinking_changed.connect(self.score_bar.set_thinking)
        session.hint_found.connect(self._on_hint_found)
        session.hint_unavailable.connect(
            lambda: self.show_status(self.tr("No hint is available right now."))
        )
        session.computer_answer_replaced.connect(
            lambda _details: self.show_status(
                self.tr("The computer chose a refused line; it plays another.")
            )
        )
        session.computer_restarted.connect(
            lambda: self.show_status(self.tr("The computer had a problem and started again."))
        )
        session.computer_fell_back.connect(
            lambda: self.show_status(
                self.tr(
                    "Hard could not think this move through: the computer played a quick line "
                    "instead."
                )
            )
        )
        session.changed.connect(self._on_changed)
        session.game_over.connect(self.end_screen.open)
        session.preparing.connect(self._on_preparing)
        # The menus.
        menus = self.menus
        menus.new_game.triggered.connect(self.open_new_game_dialog)
        menus.restart.triggered.connect(self.restart)
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
        menus.full_screen.triggered.connect(self._toggle_full_screen)
        menus.rules.triggered.connect(lambda: self.show_rules())
        menus.about.triggered.connect(self.show_about)
        # Looking back: a row of the move list puts that position on the board, then its
        # analysis in the panel (in that order: the panel reads what the board shows).
        self.move_list.set_continue_menu(menus.continue_menu)
        self.move_list.position_chosen.connect(self.looking_back.show_position)
        self.move_list.position_chosen.connect(self.analysis_controller.show_position)
        self.move_list.visibilityChanged.connect(self.looking_back.move_list_visibility_changed)
        menus.move_list_toggle.toggled.connect(self.move_list.setVisible)
        self.move_list.visibilityChanged.connect(self._on_move_list_visibility)
        self.move_list.room_changed.connect(self.move_list_placement.place)
        # The end screen's choices.
        self.end_screen.new_game_requested.connect(
            self.open_new_game_dialog, Qt.ConnectionType.QueuedConnection
        )
        self.end_screen.rematch_requested.connect(self.restart)
        self.end_screen.analyse_requested.connect(self.analysis_controller.analyse_finished_game)
        self.analysis_controller.finished_game_analysed.connect(self.end_screen.open)
        # What the parts have to say goes to the status line.
        self.looking_back.status.connect(self.show_status)
        self.analysis_controller.status.connect(self.show_status)
        self.end_screen.status.connect(self.show_status)

        self._apply_theme(self.theme, remember=False)
        self.board_view.set_animations_enabled(self.settings.animations)
        self._restore_geometry()

        # A game is on the board from the start, built once: `first_game` or the one the last
        # choices describe.
        if first_game is None:
            self.start_new_game(self.settings.new_game)
        else:
            self.set_game(first_game)
        # The autosave, the statistics and the file actions, attached after the first game, so
        # merely opening a window never replaces the last autosave.
        self.bookkeeper = Bookkeeper(self.session, self.settings, autosave=autosave, parent=self)
        self.files = FileActions(
            self.session, self.bookkeeper, self.board_view, self.abandon_prompt, self
        )
        self.menus.add_game_actions(self.files.actions)
        self.files.status.connect(self.show_status)
        self.bookkeeper.problem.connect(self.files.report)
        self.bookkeeper.saving_resumed.connect(self.files.reporter.saving_resumed)
        self.bookkeeper.statistics_changed.connect(self.files.refresh_statistics)
        self.bookkeeper.load_statistics()  # a damaged file is reported (the wire above)
        parts = (self, self.menus, self.session, self.move_list, self._current_theme)
        self.puzzles = PuzzleMode(*parts, self.files.show_message, analysis=self.analysis)
        self.mistakes = MistakesMode(*parts, self.files.show_message, self.end_screen)
        for mode in (self.puzzles, self.mistakes):
            mode.status.connect(self.show_status)
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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._computer_waits_for_paint and not self._computer_start.isActive():
            self.board_view.viewport().installEventFilter(self)
            self._computer_start.start(COMPUTER_START_WAIT_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.board_view.viewport():
            self._computer_start.start(0)  # once this paint is done, from the event loop
        return super().eventFilter(watched, event)

    def _start_computer(self) -> None:
        if self._computer_waits_for_paint:
            self._computer_waits_for_paint = False
            self.board_view.viewport().removeEventFilter(self)
            self.session.release_computer()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.end_screen.enabled = False  # nothing opens while the window closes
        # The last autosave written, and results a failed write left in memory tried again.
        self.bookkeeper.write_unsaved()
        if self._remember_geometry and not self.isFullScreen():
            self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.sync()
        # Wait briefly for a search to notice the cancel flag, so no thread outlives the app.
        self.session.shutdown(2000)
        super().closeEvent(event)

    # -- Geometry ------------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        saved = self.settings.window_geometry
        if saved and self.restoreGeometry(QByteArray(saved)):
            return
        size = QSize(DEFAULT_WINDOW_SIZE)
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            available = screen.availableGeometry().size()
            if available.width() > 0 and available.height() > 0:
                size = size.boundedTo(available * 0.92)
        self.resize(size.expandedTo(self.minimumSize()))

    def default_size(self) -> QSize:
        return QSize(DEFAULT_WINDOW_SIZE)

    def prepare_for_picture(self) -> None:
        """For `--screenshot`: every line fully drawn (no animation), no end screen, the
        computer never started, and the player's remembered window size left alone."""
        self._computer_waits_for_paint = False
        self.session.hold_computer()
        self.board_view.set_animations_enabled(False)
        self.end_screen.enabled = False
        self._remember_geometry = False

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

    def start_new_game(self, choices: NewGameChoices, board_number: int | None = None) -> Game:
        """Start the game the New Game choices describe, named in the player's language."""
        game = game_from_choices(choices, board_number)
        self.set_game(game)
        return game

    @property
    def new_game_dialog(self) -> NewGameDialog | None:
        """The New Game dialog while it is open."""
        return self._new_game_dialog

    def open_new_game_dialog(self) -> NewGameDialog:
        """Show the New Game dialog (window-modal, without a nested event loop)."""
        if self._new_game_dialog is not None and self._new_game_dialog.isVisible():
            self._new_game_dialog.raise_()
            self._new_game_dialog.activateWindow()
            return self._new_game_dialog
        # Deferred: the dialogs load when first opened, not with the window (a lighter start).
        from .new_game_dialog import NewGameDialog

        self.end_screen.close()
        dialog = NewGameDialog(self.settings.new_game, self.theme.player_colors, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(partial(self._new_game_accepted, dialog))
        dialog.finished.connect(partial(self._new_game_dialog_gone, dialog))
        self._new_game_dialog = dialog
        dialog.open()
        return dialog

    def _new_game_dialog_gone(self, dialog: NewGameDialog, _result: int = 0) -> None:
        if self._new_game_dialog is dialog:
            self._new_game_dialog = None

    def _new_game_accepted(self, dialog: NewGameDialog) -> None:
        choices = dialog.choices()
        self.settings.new_game = choices
        self.settings.sync()
        # A large board takes a moment to build: off the GUI thread, so nothing stutters.
        build = partial(game_from_choices, choices, dialog.board_number())
        self.abandon_prompt.ask(partial(self.session.prepare, build))

    def restart(self) -> None:
        """The same board, options and players again, from an empty board (asking first
        when a game in progress would be wiped)."""
        self.abandon_prompt.ask(self._restart_now, restarting=True)

    def _restart_now(self) -> None:
        if self.session.restart():
            self.show_status(self.tr("The same board again, from the start."))

    def undo(self) -> None:
        self.session.undo()

    def redo(self) -> None:
        count = self.session.redo()
        if count > 1:
            self.show_status(self.tr("Drew %n lines again.", "", count))
        elif count:
            self.show_status(self.tr("Drew the line again."))

    def request_hint(self) -> None:
        """Ask for the line the computer would draw, and show it without playing it."""
        if self.session.request_hint():
            self.show_status(self.tr("Looking for a good line\u2026"))

    # -- What the session reports --------------------------------------------------------------

    def _on_move_list_visibility(self, visible: bool) -> None:
        # Checked while the panel is meant to show (not hidden by the player or its close
        # button), also while the window is minimised.
        self.menus.move_list_toggle.setChecked(not self.move_list.isHidden())
        if visible:
            self.move_list_placement.place()

    def _on_preparing(self, preparing: bool) -> None:
        if preparing:
            self.end_screen.close()
            self.setCursor(Qt.CursorShape.BusyCursor)
            self.show_status(self.tr("Preparing the board\u2026"))
        else:
            self.unsetCursor()

    def _on_game_replaced(self) -> None:
        self.looking_back.forget()
        self.end_screen.close()
        self.board_view.set_game(self.session.game)
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)  # arrow keys work at once
        self.statusBar().clearMessage()
        self._update_title()
        self._list_next_turn = True

    def _on_moved(self, move: Move) -> None:
        game = self.session.game
        assert game is not None
        self.board_view.sync(animate=True)
        count = len(move.closed)
        if count == 0:
            self.statusBar().clearMessage()
            return
        if is_the_player_at_the_keyboard(game, move.player):
            self.show_status(self._you_closed(count, move.plays_again))
            return
        if count == 1:
            text = (
                self.tr("{name} closed a triangle and plays again!")
                if move.plays_again
                else self.tr("{name} closed a triangle!")
            )
        else:
            text = (
                self.tr("{name} closed %n triangles and plays again!", "", count)
                if move.plays_again
                else self.tr("{name} closed %n triangles!", "", count)
            )
        self.show_status(text.format(name=player_name(game, move.player)))

    def _you_closed(self, count: int, plays_again: bool) -> str:
        """The same news for the person playing the computer, addressed to them."""
        if count == 1:
            if plays_again:
                return self.tr("You closed a triangle and play again!")
            return self.tr("You closed a triangle!")
        if plays_again:
            return self.tr("You closed %n triangles and play again!", "", count)
        return self.tr("You closed %n triangles!", "", count)

    def _on_undone(self, count: int) -> None:
        self.looking_back.back_to_game()
        self.end_screen.close()
        self.board_view.sync(animate=False)
        if count > 1:
            self.show_status(self.tr("Took back %n lines.", "", count))
        else:
            self.show_status(self.tr("Took back the last line."))

    def _on_refused(self, i: int, j: int, reason: Reason) -> None:
        self.board_view.show_refusal(i, j, reason)
        self.show_status(refusal_text(reason))

    def _on_hint_found(self, i: int, j: int) -> None:
        self.board_view.show_hint(i, j)
        self.show_status(self.tr("Hint: try the highlighted line."))

    def _on_changed(self) -> None:
        session, game = self.session, self.session.game
        if game is None:
            return
        browsing = self.looking_back.browsing
        self.board_view.set_input_enabled(session.input_allowed and not browsing)
        self.looking_back.refresh()
        self.score_bar.set_thinking(session.computer_thinking)
        self.menus.undo.setEnabled(session.undo_count > 0)
        self.menus.redo.setEnabled(session.can_redo)
        self.menus.restart.setEnabled(session.can_restart)
        self.menus.hint.setEnabled(session.hint_available)
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
        if text:
            self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)
        else:
            self.statusBar().clearMessage()

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
        self.board_view.set_theme(theme)
        self.score_bar.set_theme(theme)
        self.looking_back.set_player_colours((theme.player_color(0), theme.player_color(1)))
        self.move_list.set_theme(theme)
        self.move_list.analysis.set_theme(theme)
        self.end_screen.set_theme(theme)
        if self._rules_window is not None:
            self._rules_window.set_theme(theme)
        if remember:
            self.settings.theme = theme.key

    def _toggle_animations(self, enabled: bool) -> None:
        self.board_view.set_animations_enabled(enabled)
        self.settings.animations = enabled

    def _toggle_full_screen(self, full: bool) -> None:
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def show_rules(self, section: str | None = None) -> RulesWindow:
        """The illustrated rules (F1): one window, not modal. Opened, it shows the rules from the
        top (or from `section`); already open, it is raised where the player is reading, unless
        a section is asked for."""
        if self._rules_window is None:
            from .rules_window import RulesWindow  # Deferred: as the New Game dialog

            self._rules_window = RulesWindow(self)
        rules = self._rules_window
        rules.set_theme(self.theme)
        reopened = not rules.isVisible()
        rules.show()
        rules.raise_()
        rules.activateWindow()
        if reopened or section is not None:
            rules.scroll_to(section)
        return rules

    def show_about(self) -> None:
        from .about import show_about  # Deferred: as the New Game dialog

        show_about(self)

    def set_language(self, code: str) -> str:
        """Switch the whole app to `code` at once (every window retranslates) and remember it.
        Returns the language now in use (English when there is no catalogue for `code`)."""
        language = i18n.set_language(code)
        self.settings.language = language
        self.settings.sync()
        self.menus.languages[language].setChecked(True)
        return language


__all__ = ["MainWindow", "game_from_choices"]
