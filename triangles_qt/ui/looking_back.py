"""Looking back through the game: an earlier position on the board, the score bar and the move
list following it, and playing on from it ("Continue from here").

`LookingBack` gets what it drives: the session (the game, never changed here), the board view,
the move list, the score bar, the "Continue from here" menu and its actions, and the prompt
asked before the game is given up for a continued one. An earlier position is shown from a
replayed copy of the game, with input off; the latest position is the game itself again. It
talks back through `status`. Its words stay in the "MainWindow" context of the catalogues.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QMenu, QMessageBox

from ..engine import Game, Level
from ..session import GameSession
from .abandon_prompt import AbandonPrompt
from .board.view import BoardView
from .continue_side import ask_side, continued_players, proposed_side
from .move_list import MoveList
from .score_bar import ScoreBar
from .themes import Theme


class LookingBack(QObject):
    """Shows an earlier position of the session's game, goes back to it, and plays on from it."""

    status = Signal(str)  # a message for the status line ("" clears it)

    def __init__(
        self,
        session: GameSession,
        board_view: BoardView,
        move_list: MoveList,
        score_bar: ScoreBar,
        continue_menu: QMenu,
        continue_actions: dict[Level | None, QAction],
        abandon_prompt: AbandonPrompt,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._view = board_view
        self._move_list = move_list
        self._score_bar = score_bar
        self._continue_menu = continue_menu
        self._abandon_prompt = abandon_prompt
        self._copy: Game | None = None  # the earlier position on the board, or None
        self._colours = (QColor("#ff6a3d"), QColor("#3d8bff"))  # the sides', for the question
        self.side_box: QMessageBox | None = None  # "Which side do you play?" while it is open
        for level, action in continue_actions.items():
            action.triggered.connect(partial(self.continue_from_here, level))

    # -- What is shown -------------------------------------------------------------------------

    @property
    def browsing(self) -> bool:
        return self._copy is not None

    @property
    def shown_position(self) -> int | None:
        """How many lines the earlier position on the board has; None: the game itself shows."""
        return None if self._copy is None else self._copy.move_count

    @property
    def shown_game(self) -> Game | None:
        """The game as the board shows it: the earlier position, or the game itself."""
        return self._session.game if self._copy is None else self._copy

    @property
    def can_continue(self) -> bool:
        shown = self.shown_game
        return shown is not None and not shown.is_over

    def set_theme(self, theme: Theme) -> None:
        """The players' colours, for the side question of Continue from here."""
        self._colours = (theme.player_color(0), theme.player_color(1))

    def refresh(self) -> None:
        """After any change: the score bar tells the position the board shows, and Continue
        is offered where it can be."""
        shown = self.shown_game
        if shown is not None:
            self._score_bar.show_game(shown)
        self._continue_menu.menuAction().setEnabled(
            self.can_continue and not self._session.is_preparing
        )

    # -- Moving through the game ---------------------------------------------------------------

    def show_position(self, count: int) -> None:
        """Show the board after the first `count` lines; the latest one is the game itself."""
        game = self._session.game
        if game is None or count >= game.move_count:
            self.back_to_game()
            return
        copy = self._copy
        moves = game.moves
        if copy is None or copy.moves != moves[: copy.move_count]:
            copy = game.restarted()  # same board, rules, players; then the lines up to count
            copy.replay(moves[:count])
        else:
            while copy.move_count > count:
                copy.undo()
            copy.replay(moves[copy.move_count : count])
        first = self._copy is None
        self._copy = copy
        if first:
            self._view.set_game(copy)
            self.status.emit(
                QCoreApplication.translate(
                    "MainWindow", "Looking back. End (or the last move) returns to the game."
                )
            )
        else:
            self._view.sync(animate=False)
        self._view.set_input_enabled(False)
        self.refresh()

    def back_to_game(self) -> None:
        """Show the game itself again (at its latest position)."""
        if self.forget():
            self._view.set_game(self._session.game)
            self._view.set_input_enabled(self._session.input_allowed)
            self.refresh()

    def forget(self) -> bool:
        """Stop looking back without touching the board (its caller shows the game anyway);
        True if it was looking back."""
        if self._copy is None:
            return False
        self._copy = None
        self.status.emit("")
        game = self._session.game
        if game is not None:
            self._move_list.select_position(game.move_count)
        return True

    def move_list_visibility_changed(self, visible: bool) -> None:
        """Shown: the list takes the keys (arrows step through the game). Hidden: the board
        shows the game itself again."""
        if visible:
            self._move_list.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self.back_to_game()

    # -- Playing on ----------------------------------------------------------------------------

    def continued_game(self, level: Level | None, person: int | None = None) -> Game | None:
        """A new game from the position shown: with a friend (`level` None), or against the
        computer at `level` with the person on side `person` (by default the side they
        played; see `continue_side`). None when there is nothing to continue (no game, or it
        was over there)."""
        shown, game = self.shown_game, self._session.game
        if shown is None or game is None or shown.is_over:
            return None
        if level is not None and person is None:
            person = proposed_side(shown)
        players = continued_players(game, level, person)
        return game.continued_from(shown.move_count, players)

    def continue_from_here(self, level: Level | None) -> None:
        """A new game from the position on the board (an earlier one when looking back): with a
        friend, or against the computer at `level`, the person choosing their side first (each
        side keeps its colour and points). It is practice: the statistics do not count it."""
        shown, game = self.shown_game, self._session.game
        if shown is None or game is None or shown.is_over:
            return
        if level is None:
            self._ask_to_play_on(level, None)
            return
        self.side_box = ask_side(
            self._view.window(),
            shown,
            proposed_side(shown),
            self._colours,
            partial(self._ask_to_play_on, level),
        )
        self.side_box.finished.connect(self._side_box_closed)

    def _side_box_closed(self, _result: int = 0) -> None:
        self.side_box = None

    def _ask_to_play_on(self, level: Level | None, person: int | None) -> None:
        continued = self.continued_game(level, person)
        if continued is not None:
            self._abandon_prompt.ask(partial(self._play_on, continued))

    def _play_on(self, game: Game) -> None:
        self._session.set_game(game)
        if game.given_lines:
            text = QCoreApplication.translate(
                "MainWindow", "Playing on from line {number}."
            ).format(number=game.given_lines)
        else:
            text = QCoreApplication.translate("MainWindow", "Playing on from the empty board.")
        self.status.emit(text)


__all__ = ["LookingBack"]
