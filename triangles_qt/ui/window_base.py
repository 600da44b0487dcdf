"""The main window as its parts and helpers see it: the names they use of one another, declared.

`MainWindow` is put together from parts, each a mixin in a file of its own (window_menus,
window_review, window_analysis, window_end), and hands itself to helpers (`FileActions`,
`ProblemReporter`). They use attributes and slots that MainWindow or another part supplies, and
cannot import main_window (it imports them), so they are typed against `WindowBase`: the
QMainWindow every part derives from, which declares those names for the type checker and
nothing more. Nothing here runs: the attributes are annotations only and the slots exist only
under TYPE_CHECKING, so every name is still found on MainWindow or on the part that makes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

if TYPE_CHECKING:
    from ..engine import Game
    from ..session import GameSession
    from ..settings import Settings
    from .board.view import BoardView
    from .move_list import MoveList, PositionBrowser
    from .new_game_dialog import NewGameDialog
    from .rules_window import RulesWindow
    from .score_bar import ScoreBar
    from .themes import Theme

# What an action's shortcut may be given as (QKeySequence takes each of them).
Shortcut = QKeySequence | QKeySequence.StandardKey | Qt.Key | str


class WindowBase(QMainWindow):
    """What `MainWindow` supplies to its parts and helpers (see the module's docstring)."""

    # Made by MainWindow.__init__.
    settings: Settings
    theme: Theme
    session: GameSession
    score_bar: ScoreBar
    board_view: BoardView
    move_list: MoveList
    browser: PositionBrowser
    abandon_prompt: QMessageBox | None  # the question before a game is given up, while open
    end_screen_enabled: bool
    _closing: bool
    # Made by the parts: the Game menu's Continue submenu (window_menus), the Analyse action
    # (window_analysis).
    continue_menu: QMenu
    analyse_action: QAction

    if TYPE_CHECKING:
        # MainWindow's.
        @property
        def game(self) -> Game | None: ...
        def set_game(self, game: Game) -> None: ...
        def show_status(self, text: str) -> None: ...
        def open_new_game_dialog(self) -> NewGameDialog: ...
        def restart(self) -> None: ...
        def rematch(self) -> None: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def request_hint(self) -> None: ...
        def set_theme(self, key: str) -> None: ...
        def set_language(self, code: str) -> str: ...
        def show_rules(self) -> RulesWindow: ...
        def _toggle_animations(self, enabled: bool) -> None: ...
        def _toggle_full_screen(self, full: bool) -> None: ...

        # The parts'.
        def _action(
            self,
            name: str,
            slot: Callable[..., object],
            shortcut: Shortcut | None = None,
            checkable: bool = False,
        ) -> QAction: ...
        def add_game_actions(self, actions: list[QAction]) -> None: ...
        def continue_from_here(self, level: str | None) -> None: ...
        def analyse_finished_game(self) -> None: ...


__all__ = ["Shortcut", "WindowBase"]
