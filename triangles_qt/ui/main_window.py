"""The main window: board, score bar, status line, menus, and the game controller.

The window owns the engine `Game` being played. The board view only reports "the player wants
line i-j"; the window asks the engine, plays or refuses, and tells the view and the score bar what
changed. When it is the computer's turn the window asks `ComputerPlayer` (a worker thread) and
plays its answer only if it is still waiting for that very request.

Testing surface: `MainWindow()` builds without blocking (no dialog is opened from here; the app
opens the New Game dialog from the event loop), `start_game(board, rules, players, first_player)`
starts a game, `.game` is the game, `.board_view` the board's view.
"""

from __future__ import annotations

import random
import time
from functools import partial

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import QApplication, QMainWindow, QStatusBar, QVBoxLayout, QWidget

from .. import i18n
from ..engine import Board, Game, Player, Reason, Rules
from ..settings import NewGameChoices, Settings
from .about import show_about
from .board_view import BoardView
from .computer_player import ComputerPlayer
from .end_dialog import EndDialog
from .file_actions import FileActions
from .new_game_dialog import NewGameDialog
from .rules_window import RulesWindow
from .score_bar import ScoreBar, game_outcome_title
from .style import theme_palette
from .themes import THEMES, Theme, theme_by_key

DEFAULT_SIZE = QSize(1200, 860)
# The computer's line never appears sooner than this after its turn began, so it doesn't jar.
MIN_COMPUTER_DELAY_MS = 400
STATUS_TIMEOUT_MS = 6000
MAX_RANDOM_BOARD_NUMBER = 999_999


def random_board_number() -> int:
    return random.randrange(MAX_RANDOM_BOARD_NUMBER + 1)


def game_from_choices(
    choices: NewGameChoices,
    board_number: int | None = None,
    default_names: tuple[str, str] | None = None,
) -> Game:
    """The game the New Game dialog's choices describe (a random board unless a number is given).

    An empty name becomes the seat's default name: `default_names`, or the English ones.
    """
    seed = random_board_number() if board_number is None else board_number
    board = Board.generate(choices.size, seed=seed)
    level = choices.level if choices.against_computer else None
    if default_names is None:
        default_names = ("You", "Computer") if level else ("Player 1", "Player 2")
    players = (
        Player(choices.name1 or default_names[0]),
        Player(choices.name2 or default_names[1], level),
    )
    return Game(board, Rules(play_again=choices.play_again), players, choices.first_player)


class MainWindow(QMainWindow):
    # After every change of the game: a move, an undo, a new, restarted or loaded game.
    game_changed = Signal()

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings if settings is not None else Settings()
        self.game: Game | None = None
        self.theme: Theme = theme_by_key(self.settings.theme)

        # Requests to the worker we still wait for; any other answer is stale and dropped.
        self._move_request: int | None = None
        self._hint_request: int | None = None
        self._computer_turn_started = 0.0
        # The computer's answer, held back until its turn has lasted long enough to be seen.
        self._pending_line: tuple[int, int, int] | None = None
        self._computer_delay = QTimer(self)
        self._computer_delay.setSingleShot(True)
        self._computer_delay.setTimerType(Qt.TimerType.PreciseTimer)  # coarse ones fire early
        self._computer_delay.timeout.connect(self._play_pending_line)
        self._end_dialog: EndDialog | None = None
        self._new_game_dialog: NewGameDialog | None = None
        self._rules_window: RulesWindow | None = None
        # The default names (You, Computer, Player 1, Player 2) as last translated: players
        # still called by one of them are renamed when the language changes.
        self._default_name_texts: tuple[str, ...] = ()
        self._closing = False
        # Both off for pictures (--screenshot): see prepare_for_picture().
        self.end_screen_enabled = True
        self._remember_geometry = True

        self.computer = ComputerPlayer(self)
        self.computer.answered.connect(self._on_computer_answer)
        self.computer.failed.connect(self._on_computer_failed)

        self.score_bar = ScoreBar(self)
        self.board_view = BoardView(self)
        self.board_view.line_requested.connect(self._on_line_requested)
        central = QWidget(self)
        central.setObjectName("central")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.score_bar)
        layout.addWidget(self.board_view, 1)
        self.setCentralWidget(central)
        self.setStatusBar(QStatusBar(self))
        self.setMinimumSize(480, 400)

        self._build_actions()
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

    # -- Building the window -------------------------------------------------------------------

    def _action(self, name: str, slot, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even when the menu bar is hidden
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(
            "newGame", self.open_new_game_dialog, QKeySequence.StandardKey.New
        )
        self.restart_action = self._action("restart", self.restart)
        self.undo_action = self._action("undo", self.undo, QKeySequence.StandardKey.Undo)
        self.hint_action = self._action("hint", self.request_hint, Qt.Key.Key_H)
        # Ctrl+Q everywhere (Windows has no standard Quit shortcut, but players expect one).
        self.quit_action = self._action("quit", self.close, QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.theme_group = QActionGroup(self)
        self.theme_group.setExclusive(True)
        self.theme_actions: dict[str, QAction] = {}
        for key in THEMES:
            action = self._action(f"theme_{key}", partial(self.set_theme, key), checkable=True)
            action.setData(key)
            self.theme_group.addAction(action)
            self.theme_actions[key] = action
        self.animations_action = self._action("animations", self._toggle_animations, checkable=True)
        self.animations_action.setChecked(self.settings.animations)
        self.fullscreen_action = self._action(
            "fullScreen",
            self._toggle_full_screen,
            QKeySequence.StandardKey.FullScreen,
            checkable=True,
        )
        if self.fullscreen_action.shortcut() != QKeySequence(Qt.Key.Key_F11):
            # F11 everywhere, plus the platform's own shortcut where it differs.
            self.fullscreen_action.setShortcuts(
                [QKeySequence(Qt.Key.Key_F11), *self.fullscreen_action.shortcuts()]
            )
        self.rules_action = self._action(
            "rules", self.show_rules, QKeySequence.StandardKey.HelpContents
        )
        if QKeySequence(Qt.Key.Key_F1) not in self.rules_action.shortcuts():
            self.rules_action.setShortcuts(
                [QKeySequence(Qt.Key.Key_F1), *self.rules_action.shortcuts()]
            )
        self.about_action = self._action("about", lambda: show_about(self))
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, native_name in i18n.LANGUAGES.items():
            action = self._action(
                f"language_{code}", partial(self.set_language, code), checkable=True
            )
            action.setText(native_name)  # each language by its own name, never translated
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.restart_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.hint_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.theme_menu = self.view_menu.addMenu("")
        for action in self.theme_actions.values():
            self.theme_menu.addAction(action)
        self.language_menu = self.view_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.view_menu.addAction(self.animations_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.fullscreen_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game\u2026"))
        self.restart_action.setText(self.tr("&Restart"))
        self.restart_action.setStatusTip(self.tr("Play the same board again from the start"))
        self.undo_action.setText(self.tr("&Undo"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setStatusTip(self.tr("Show the line the computer would draw"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[i18n.current_language()].setChecked(True)
        for key, action in self.theme_actions.items():
            action.setText(QCoreApplication.translate("Theme", THEMES[key].name))
        self.animations_action.setText(self.tr("&Animations"))
        self.fullscreen_action.setText(self.tr("&Full screen"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Triangles"))
        self._rename_default_players()
        self._update_title()

    def _rename_default_players(self) -> None:
        """Players still called by a default name get that name in the new language."""
        new = (self.tr("You"), self.tr("Computer"), self.tr("Player 1"), self.tr("Player 2"))
        old, self._default_name_texts = self._default_name_texts, new
        game = self.game
        if game is None or not old or old == new:
            return
        renamed = dict(zip(old, new, strict=True))
        players = tuple(Player(renamed.get(p.name, p.name), p.computer) for p in game.players)
        if players != game.players:
            game.players = players
            self.score_bar.show_game(game)

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

    def start_game(
        self,
        board: Board,
        rules: Rules | None = None,
        players: tuple[Player, Player] | None = None,
        first_player: int = 0,
    ) -> Game:
        """Start a game on `board` (no dialog). players None: two humans "Player 1"/"Player 2"."""
        if players is None:
            players = (Player(self.tr("Player 1")), Player(self.tr("Player 2")))
        game = Game(board, rules or Rules(), players, first_player)
        self.set_game(game)
        return game

    def set_game(self, game: Game) -> None:
        """Show and play `game` from its current position (a new, restarted or loaded game)."""
        self._forget_requests()
        self._close_end_dialog()
        self.game = game
        self.board_view.set_game(game)
        self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)  # arrow keys work at once
        self.statusBar().clearMessage()
        self._update_title()
        self._advance()

    def start_new_game(self, choices: NewGameChoices, board_number: int | None = None) -> Game:
        """Start the game the New Game choices describe, named in the player's language."""
        defaults = self._default_names(choices.against_computer)
        game = game_from_choices(choices, board_number, defaults)
        self.set_game(game)
        return game

    def _default_names(self, computer: bool) -> tuple[str, str]:
        if computer:
            return (self.tr("You"), self.tr("Computer"))
        return (self.tr("Player 1"), self.tr("Player 2"))

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
        self.start_new_game(choices, dialog.board_number())

    def restart(self) -> None:
        """The same board, options and players again, from an empty board."""
        if self.game is not None:
            self.set_game(self.game.restarted())
            self.show_status(self.tr("The same board again, from the start."))

    rematch = restart

    # -- Playing -------------------------------------------------------------------------------

    def input_allowed(self) -> bool:
        """The player at the board may draw now (a human's turn, game on, computer idle)."""
        game = self.game
        return (
            game is not None
            and not game.is_over
            and not game.players[game.current_player].is_computer
            and self._move_request is None
        )

    def _on_line_requested(self, i: int, j: int) -> None:
        game = self.game
        if game is None:
            return
        if game.is_over:
            self.board_view.show_refusal(i, j, Reason.GAME_OVER)
            self.show_status(self.refusal_text(Reason.GAME_OVER))
            return
        if not self.input_allowed():
            self.show_status(self.tr("Wait: the computer is thinking."))
            return
        reason = game.check(i, j)
        if reason is not None:
            self.board_view.show_refusal(i, j, reason)
            self.show_status(self.refusal_text(reason))
            return
        self._play(i, j)

    def refusal_text(self, reason: Reason) -> str:
        if reason is Reason.EXISTS:
            return self.tr("That line already exists.")
        if reason is Reason.THROUGH_STAR:
            return self.tr("That line passes through a star.")
        if reason is Reason.CROSSES:
            return self.tr("That line would cross another line.")
        return self.tr("The game is over.")

    def _play(self, i: int, j: int) -> None:
        """Draw a line the engine has accepted, and move the game on."""
        game = self.game
        assert game is not None
        player = game.current_player
        closed = game.play(i, j)
        self._forget_requests()
        self.board_view.sync(animate=True)
        name = game.players[player].name
        again = bool(closed) and game.rules.play_again and not game.is_over
        if len(closed) == 1:
            text = (
                self.tr("{name} closed a triangle and plays again!")
                if again
                else self.tr("{name} closed a triangle!")
            )
            self.show_status(text.format(name=name))
        elif closed:
            text = (
                self.tr("{name} closed %n triangles and plays again!", "", len(closed))
                if again
                else self.tr("{name} closed %n triangles!", "", len(closed))
            )
            self.show_status(text.format(name=name))
        else:
            self.statusBar().clearMessage()
        self._advance()

    def _advance(self) -> None:
        """After any change: refresh the score bar and actions, then end, wait, or think."""
        game = self.game
        if game is None:
            return
        thinking = False
        if not game.is_over and game.players[game.current_player].is_computer:
            thinking = True
            self._start_computer_turn()
        self.board_view.set_input_enabled(self.input_allowed())
        self.score_bar.show_game(game)
        self.score_bar.set_thinking(thinking)
        self._update_actions()
        self.game_changed.emit()
        if game.is_over:
            self._show_end()

    def _update_actions(self) -> None:
        game = self.game
        self.undo_action.setEnabled(self._undo_count() > 0)
        self.restart_action.setEnabled(game is not None and game.move_count > 0)
        self.hint_action.setEnabled(self.input_allowed() and self._hint_request is None)

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)

    # -- Undo ----------------------------------------------------------------------------------

    def _undo_count(self) -> int:
        """How many lines Undo takes back now: one between two players; against the computer,
        back to the human's last line (the computer's replies and that line)."""
        game = self.game
        if game is None or game.move_count == 0:
            return 0
        players = game.players
        if not any(p.is_computer for p in players):
            return 1
        lines = game.lines
        for back, (_, _, player) in enumerate(reversed(lines), start=1):
            if not players[player].is_computer:
                return back
        return 0  # only the computer has drawn: nothing of the player's to take back

    def undo(self) -> None:
        count = self._undo_count()
        if count == 0 or self.game is None:
            return
        self._forget_requests()
        self._close_end_dialog()
        for _ in range(count):
            self.game.undo()
        self.board_view.sync(animate=False)
        if count > 1:
            self.show_status(self.tr("Took back %n lines.", "", count))
        else:
            self.show_status(self.tr("Took back the last line."))
        self._advance()

    # -- The computer --------------------------------------------------------------------------

    def _start_computer_turn(self) -> None:
        game = self.game
        assert game is not None
        if self._move_request is not None:
            return
        level = game.players[game.current_player].computer or "medium"
        self._computer_turn_started = time.monotonic()
        self._move_request = self.computer.request(game, level)

    def _on_computer_answer(self, request_id: int, i: int, j: int) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            self._show_hint(i, j)
            return
        if request_id != self._move_request:
            return  # stale: the position changed since this was asked
        self._schedule_computer_line(request_id, i, j)

    def _schedule_computer_line(self, request_id: int, i: int, j: int) -> None:
        """Draw the computer's line once its turn has lasted MIN_COMPUTER_DELAY_MS."""
        elapsed_ms = (time.monotonic() - self._computer_turn_started) * 1000
        self._pending_line = (request_id, i, j)
        self._computer_delay.start(max(0, int(MIN_COMPUTER_DELAY_MS - elapsed_ms)))

    def _play_pending_line(self) -> None:
        if self._pending_line is not None:
            request_id, i, j = self._pending_line
            self._pending_line = None
            self._play_computer_answer(request_id, i, j)

    def _play_computer_answer(self, request_id: int, i: int, j: int) -> None:
        game = self.game
        if request_id != self._move_request or game is None or self._closing:
            return
        self._move_request = None
        reason = game.check(i, j) if _valid_stars(game, i, j) else Reason.CROSSES
        if reason is not None:
            # Never trust an answer blindly; a wrong one must not stall the game.
            self.show_status(self.tr("The computer chose a refused line; it plays another."))
            moves = game.legal_moves()
            if len(moves) == 0:
                self._advance()
                return
            i, j = (int(v) for v in moves[random.randrange(len(moves))])
        self._play(i, j)

    def _on_computer_failed(self, request_id: int, _details: str) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            self.show_status(self.tr("No hint is available right now."))
            self._update_actions()
        elif request_id == self._move_request:
            # The search broke: fall back to a legal line so the game goes on.
            game = self.game
            if game is not None and not game.is_over:
                moves = game.legal_moves()
                move = moves[random.randrange(len(moves))]
                self._schedule_computer_line(request_id, int(move[0]), int(move[1]))

    def request_hint(self) -> None:
        """Ask Hard for its line (on the worker) and show it without playing it."""
        if not self.input_allowed() or self._hint_request is not None or self.game is None:
            return
        self._hint_request = self.computer.request(self.game, "hard")
        self.show_status(self.tr("Looking for a good line\u2026"))
        self._update_actions()

    def _show_hint(self, i: int, j: int) -> None:
        game = self.game
        if game is None or not self.input_allowed() or not _valid_stars(game, i, j):
            return
        if game.check(i, j) is None:
            self.board_view.show_hint(i, j)
            self.show_status(self.tr("Hint: try the highlighted line."))
        self._update_actions()

    def _forget_requests(self) -> None:
        """The position changed: cancel any search; their answers will be dropped."""
        if self._move_request is not None or self._hint_request is not None:
            self.computer.cancel()
        self._move_request = None
        self._hint_request = None
        self._computer_delay.stop()
        self._pending_line = None

    @property
    def computer_thinking(self) -> bool:
        return self._move_request is not None

    # -- End of game ---------------------------------------------------------------------------

    def _show_end(self) -> None:
        game = self.game
        if game is None or self._closing or not self.end_screen_enabled:
            return
        self._close_end_dialog()
        dialog = EndDialog(game, self.theme, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.new_game_requested.connect(
            self.open_new_game_dialog, Qt.ConnectionType.QueuedConnection
        )
        dialog.rematch_requested.connect(self.rematch)
        dialog.finished.connect(partial(self._end_dialog_gone, dialog))
        self._end_dialog = dialog
        first, second = game.scores
        self.show_status(
            self.tr("Game over: {first} \u2013 {second}. {result}").format(
                result=game_outcome_title(game), first=first, second=second
            )
        )
        dialog.open()

    @property
    def end_dialog(self) -> EndDialog | None:
        return self._end_dialog

    def _end_dialog_gone(self, dialog: EndDialog, _result: int = 0) -> None:
        # Only forget this dialog: another end screen may be showing by now.
        if self._end_dialog is dialog:
            self._end_dialog = None

    def _close_end_dialog(self) -> None:
        dialog = self._end_dialog
        if dialog is not None:
            self._end_dialog = None
            dialog.done(0)

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
        self._forget_requests()
        if self._remember_geometry and not self.isFullScreen():
            self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.sync()
        # Wait briefly for a search to notice the cancel flag, so no thread outlives the app.
        self.computer.shutdown(2000)
        super().closeEvent(event)


def _valid_stars(game: Game, i: int, j: int) -> bool:
    n = len(game.board.points)
    return 0 <= i < n and 0 <= j < n and i != j


__all__ = ["MainWindow", "game_from_choices"]
