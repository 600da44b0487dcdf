"""The main window: board, score bar, status line, menus and dialogs, wired to the session.

The game itself is run by `GameSession` (the mid end): the board view reports "the player wants
line i-j" to the session, the session asks the engine and reports what happened (moved, refused,
undone, game over), and the window shows it: the board redraws from the game, the score bar and
the status line follow, the end screen opens.

Testing surface: `MainWindow()` builds without blocking (no dialog is opened from here; the app
opens the New Game dialog from the event loop), `start_game(board, rules, players, first_player)`
starts a game, `.game` is the game, `.board_view` the board's view.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
)
from PySide6.QtWidgets import (
    QApplication,
    QMessageBox,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..computer import ComputerPlayer
from ..engine import (
    Board,
    Game,
    Player,
    Reason,
    Rules,
    default_players,
)
from ..session import GameSession, Move, game_from_choices
from ..settings import NewGameChoices, Settings
from .abandon_prompt import ask_before_abandoning
from .board_view import BoardView
from .end_dialog import EndDialog
from .file_actions import FileActions
from .move_list import MoveList, PositionBrowser
from .new_game_dialog import NewGameDialog
from .rules_window import RulesWindow
from .score_bar import ScoreBar
from .style import theme_palette
from .texts import player_name, refusal_text
from .themes import Theme, theme_by_key
from .window_analysis import WindowAnalysis
from .window_end import WindowEnd
from .window_menus import WindowMenus
from .window_review import WindowReview

DEFAULT_SIZE = QSize(1200, 860)
STATUS_TIMEOUT_MS = 6000


class MainWindow(WindowMenus, WindowReview, WindowAnalysis, WindowEnd):
    # After every change of the game: a move, an undo, a new, restarted or loaded game.
    game_changed = Signal()

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings if settings is not None else Settings()
        self.theme: Theme = theme_by_key(self.settings.theme)
        self._end_dialog: EndDialog | None = None
        self._new_game_dialog: NewGameDialog | None = None
        # The question before a game in progress is given up (New game, Restart), if open.
        self.abandon_prompt: QMessageBox | None = None
        self._rules_window: RulesWindow | None = None
        self._closing = False
        # Both off for pictures (--screenshot): see prepare_for_picture().
        self.end_screen_enabled = True
        self._remember_geometry = True

        self.session = GameSession(parent=self)

        self.score_bar = ScoreBar(self)
        self.board_view = BoardView(self)
        central = QWidget(self)
        central.setObjectName("central")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.score_bar)
        layout.addWidget(self.board_view, 1)
        self.setCentralWidget(central)
        self.move_list = MoveList(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_list)
        self.move_list.hide()
        self.browser = PositionBrowser(self.session, self.board_view, self)
        self.setStatusBar(QStatusBar(self))
        self.setMinimumSize(480, 400)

        self._build_actions()
        self._connect_session()
        self._build_analysis()
        self._build_menus()
        self._apply_theme(self.theme, remember=False)
        self.board_view.set_animations_enabled(self.settings.animations)
        self._restore_geometry()
        self.retranslate()

        # A game is on the board from the start: the one the last choices describe.
        self.start_new_game(self.settings.new_game)
        # Save / Open / Export picture / Statistics, the autosave and the statistics. Attached
        # after the first game, so merely opening a window never replaces the last autosave
        # (the app resumes it with `files.resume_autosave()`).
        self.files = FileActions(self)

    def retranslate(self) -> None:
        self._retranslate_menus()
        self._retranslate_analysis()
        self.move_list.retranslate()
        game = self.session.game
        if game is not None:  # default names read in the new language
            self._show_scores()
            self.move_list.show_game(game, self.browser.shown_position)
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.fullscreen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _update_title(self) -> None:
        # Qt appends the application's display name ("— Triangles") itself.
        title = ""
        board = self.game.board if self.game is not None else None
        if board is not None and board.seed is not None:
            detail = self.tr("%n stars, board %1", "", board.n or len(board.points))
            title = detail.replace("%1", str(board.seed))
        self.setWindowTitle(title)

    # -- Geometry ------------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        saved = self.settings.window_geometry
        if saved and self.restoreGeometry(QByteArray(saved)):
            return
        size = QSize(DEFAULT_SIZE)
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            available = screen.availableGeometry().size()
            if available.width() > 0 and available.height() > 0:
                size = size.boundedTo(available * 0.92)
        self.resize(size.expandedTo(self.minimumSize()))

    def default_size(self) -> QSize:
        return QSize(DEFAULT_SIZE)

    def prepare_for_picture(self) -> None:
        """For `--screenshot`: every line fully drawn (no animation), no end dialog, and the
        player's remembered window size left alone."""
        self.board_view.set_animations_enabled(False)
        self.end_screen_enabled = False
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

    def start_new_game(self, choices: NewGameChoices, board_number: int | None = None) -> Game:
        """Start the game the New Game choices describe, named in the player's language."""
        game = game_from_choices(choices, board_number)
        self.set_game(game)
        return game

    def open_new_game_dialog(self) -> NewGameDialog:
        """Show the New Game dialog (window-modal, without a nested event loop)."""
        if self._new_game_dialog is not None and self._new_game_dialog.isVisible():
            self._new_game_dialog.raise_()
            self._new_game_dialog.activateWindow()
            return self._new_game_dialog
        self._close_end_dialog()
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
        self.abandon_prompt = ask_before_abandoning(
            self, self.game, partial(self.session.prepare, build)
        )

    def restart(self) -> None:
        """The same board, options and players again, from an empty board (asking first
        when a game in progress would be wiped)."""
        self.abandon_prompt = ask_before_abandoning(
            self, self.game, self._restart_now, restarting=True
        )

    def _restart_now(self) -> None:
        if self.session.restart():
            self.show_status(self.tr("The same board again, from the start."))

    rematch = restart

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

    @property
    def computer(self) -> ComputerPlayer:
        return self.session.computer

    @property
    def computer_thinking(self) -> bool:
        return self.session.computer_thinking

    def input_allowed(self) -> bool:
        return self.session.input_allowed

    # -- What the session reports --------------------------------------------------------------

    def _connect_session(self) -> None:
        session = self.session
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
        session.game_over.connect(self._show_end)
        session.preparing.connect(self._on_preparing)
        self.board_view.line_requested.connect(session.request_line)
        self.move_list.position_chosen.connect(self.browser.show_position)
        self.move_list.visibilityChanged.connect(self._on_move_list_visible)
        self.browser.browsing_changed.connect(self._on_browsing)
        self.browser.position_shown.connect(self._show_scores)

    def _on_preparing(self, preparing: bool) -> None:
        if preparing:
            self._close_end_dialog()
            self.setCursor(Qt.CursorShape.BusyCursor)
            self.show_status(self.tr("Preparing the board\u2026"))
        else:
            self.unsetCursor()

    def _on_game_replaced(self) -> None:
        self.browser.forget()
        self._close_end_dialog()
        self.board_view.set_game(self.session.game)
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)  # arrow keys work at once
        self.statusBar().clearMessage()
        self._update_title()

    def _on_moved(self, move: Move) -> None:
        game = self.session.game
        assert game is not None
        self.board_view.sync(animate=True)
        count = len(move.closed)
        if count == 0:
            self.statusBar().clearMessage()
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

    def _on_undone(self, count: int) -> None:
        self.browser.back_to_game()
        self._close_end_dialog()
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
        game = self.session.game
        if game is None:
            return
        self.board_view.set_input_enabled(self.session.input_allowed and not self.browser.browsing)
        self.move_list.show_game(game, self.browser.shown_position)
        self._show_scores()
        self.score_bar.set_thinking(self.session.computer_thinking)
        self.undo_action.setEnabled(self.session.undo_count > 0)
        self.redo_action.setEnabled(self.session.can_redo)
        self.restart_action.setEnabled(self.session.can_restart)
        self.hint_action.setEnabled(self.session.hint_available)
        self._update_continue()
        self._update_analysis()
        self.game_changed.emit()

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)

    # -- View ----------------------------------------------------------------------------------

    def set_theme(self, key: str) -> None:
        self._apply_theme(theme_by_key(key), remember=True)

    def _apply_theme(self, theme: Theme, remember: bool) -> None:
        self.theme = theme
        self.theme_actions[theme.key].setChecked(True)
        # The whole app (menus, dialogs, status line) wears the theme, not only the board.
        QApplication.setPalette(theme_palette(theme))
        self.board_view.set_theme(theme)
        self.score_bar.set_theme(theme)
        self.move_list.set_theme(theme)
        self.move_list.analysis.set_theme(theme)
        if self._end_dialog is not None:
            self._end_dialog.set_theme(theme)
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

    def show_rules(self) -> RulesWindow:
        """The illustrated rules (F1): one window, not modal, raised if it is already open."""
        if self._rules_window is None:
            self._rules_window = RulesWindow(self)
        self._rules_window.set_theme(self.theme)
        self._rules_window.show()
        self._rules_window.raise_()
        self._rules_window.activateWindow()
        return self._rules_window

    def set_language(self, code: str) -> str:
        """Switch the whole app to `code` at once (every window retranslates) and remember it.
        Returns the language now in use (English when there is no catalogue for `code`)."""
        language = i18n.set_language(code)
        self.settings.language = language
        self.settings.sync()
        self.language_actions[language].setChecked(True)
        return language

    # -- Quitting ------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closing = True
        if self._remember_geometry and not self.isFullScreen():
            self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.sync()
        # Wait briefly for a search to notice the cancel flag, so no thread outlives the app.
        self.session.shutdown(2000)
        super().closeEvent(event)


__all__ = ["MainWindow", "game_from_choices"]
