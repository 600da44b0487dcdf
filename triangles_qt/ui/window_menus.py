"""The main window's actions and menus: Game, View and Help, their shortcuts and words.

`WindowMenus` builds the actions (each added to the window too, so that its shortcut works while
the menu bar is hidden) and the menus of the window it is given, and names them in the current
language. It connects none of them: the window wires each action to what it does, and the parts
given an action of their own (Continue from here, Analyse) wire theirs. The words stay in the
"MainWindow" context of the catalogues.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from .. import i18n
from ..engine import Level
from ..session import GameSession
from .themes import THEMES

# What an action's shortcut may be given as (QKeySequence takes each of them).
Shortcut = QKeySequence | QKeySequence.StandardKey | Qt.Key | str
ANALYSE_SHORTCUT = "Ctrl+Shift+A"


class WindowMenus(QObject):
    """The actions and menus of `window`."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.new_game = self._action("newGame", QKeySequence.StandardKey.New)
        self.restart = self._action("restart")
        self.undo = self._action("undo", QKeySequence.StandardKey.Undo)
        self.redo = self._action("redo")
        # Ctrl+Shift+Z everywhere, plus the platform's own (Ctrl+Y on Windows).
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]
        redo_keys += [
            k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in redo_keys
        ]
        self.redo.setShortcuts(redo_keys)
        self.hint = self._action("hint", Qt.Key.Key_H)
        # Play on from the position on the board (an earlier one when looking back): against a
        # friend (None) or the computer at a level.
        self.continue_from_here: dict[Level | None, QAction] = {
            level: self._action(f"continue{(level or 'friend').title()}")
            for level in (None, *Level)
        }
        self.analyse = self._action("analyse", QKeySequence(ANALYSE_SHORTCUT))
        # Ctrl+Q everywhere (Windows has no standard Quit shortcut, but players expect one).
        self.quit = self._action("quit", QKeySequence("Ctrl+Q"))
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)

        self.theme_group = QActionGroup(self)
        self.theme_group.setExclusive(True)
        self.themes: dict[str, QAction] = {}
        for key in THEMES:
            action = self._action(f"theme{key.title().replace('_', '')}", checkable=True)
            action.setData(key)
            self.theme_group.addAction(action)
            self.themes[key] = action
        # Shows and hides the move list. The window's own action, not the dock's toggle action,
        # which takes the dock's title ("Moves") whenever the title is set again.
        self.move_list_toggle = self._action("moveListToggle", "Ctrl+M", checkable=True)
        self.animations = self._action("animations", checkable=True)
        self.full_screen = self._action(
            "fullScreen", QKeySequence.StandardKey.FullScreen, checkable=True
        )
        if self.full_screen.shortcut() != QKeySequence(Qt.Key.Key_F11):
            # F11 everywhere, plus the platform's own shortcut where it differs.
            self.full_screen.setShortcuts(
                [QKeySequence(Qt.Key.Key_F11), *self.full_screen.shortcuts()]
            )
        self.rules = self._action("rules", QKeySequence.StandardKey.HelpContents)
        if QKeySequence(Qt.Key.Key_F1) not in self.rules.shortcuts():
            self.rules.setShortcuts([QKeySequence(Qt.Key.Key_F1), *self.rules.shortcuts()])
        self.about = self._action("about")
        self.about.setMenuRole(QAction.MenuRole.AboutRole)

        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.languages: dict[str, QAction] = {}
        for code, native_name in i18n.LANGUAGES.items():
            action = self._action(f"language{code.title()}", checkable=True)
            action.setText(native_name)  # each language by its own name, never translated
            self.language_group.addAction(action)
            self.languages[code] = action

        self._build_menus()
        self.retranslate()

    def follow(self, session: GameSession) -> None:
        """Undo, Redo, Restart and Hint are enabled while the session can do them."""

        def enable() -> None:
            self.undo.setEnabled(session.undo_count > 0)
            self.redo.setEnabled(session.can_redo)
            self.restart.setEnabled(session.can_restart)
            self.hint.setEnabled(session.hint_available)

        session.changed.connect(enable)

    def add_game_actions(self, actions: list[QAction]) -> None:
        """Add actions to the Game menu as a group of their own, before Quit (the file actions
        use this), and make their shortcuts work when the menu bar is hidden."""
        self._window.addActions(actions)
        menu_actions = self.game_menu.actions()
        before = self.quit
        index = menu_actions.index(before) if before in menu_actions else len(menu_actions)
        if index > 0 and menu_actions[index - 1].isSeparator():
            before = menu_actions[index - 1]
        self.game_menu.insertActions(before, actions)
        self.game_menu.insertSeparator(actions[0])

    def _action(
        self, name: str, shortcut: Shortcut | None = None, checkable: bool = False
    ) -> QAction:
        action = QAction(self._window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        self._window.addAction(action)  # shortcuts work even when the menu bar is hidden
        return action

    def _build_menus(self) -> None:
        bar = self._window.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_game)
        self.game_menu.addAction(self.restart)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo)
        self.game_menu.addAction(self.redo)
        self.game_menu.addAction(self.hint)
        self.continue_menu = self.game_menu.addMenu("")
        self.continue_menu.setObjectName("continueMenu")
        for action in self.continue_from_here.values():
            self.continue_menu.addAction(action)
        self.game_menu.addAction(self.analyse)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit)
        self.view_menu = bar.addMenu("")
        self.theme_menu = self.view_menu.addMenu("")
        for action in self.themes.values():
            self.theme_menu.addAction(action)
        self.language_menu = self.view_menu.addMenu("")
        for action in self.languages.values():
            self.language_menu.addAction(action)
        self.view_menu.addAction(self.move_list_toggle)
        self.view_menu.addAction(self.animations)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules)
        self.help_menu.addAction(self.about)

    def retranslate(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.new_game.setText(QCoreApplication.translate("MainWindow", "&New game\u2026"))
        self.restart.setText(QCoreApplication.translate("MainWindow", "&Restart"))
        self.restart.setStatusTip(
            QCoreApplication.translate("MainWindow", "Play the same board again from the start")
        )
        self.undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.redo.setText(QCoreApplication.translate("MainWindow", "Re&do"))
        self.redo.setStatusTip(
            QCoreApplication.translate("MainWindow", "Draw the lines taken back again")
        )
        self.hint.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        self.hint.setStatusTip(
            QCoreApplication.translate("MainWindow", "Show the line the computer would draw")
        )
        self.continue_menu.setTitle(QCoreApplication.translate("MainWindow", "&Continue from here"))
        self.continue_menu.setStatusTip(
            QCoreApplication.translate(
                "MainWindow",
                "Play on from the position on the board, against a friend or the computer",
            )
        )
        self.continue_from_here[None].setText(
            QCoreApplication.translate("MainWindow", "With a &friend")
        )
        self.continue_from_here[Level.EASY].setText(
            QCoreApplication.translate("MainWindow", "Against the computer, &Easy")
        )
        self.continue_from_here[Level.MEDIUM].setText(
            QCoreApplication.translate("MainWindow", "Against the computer, &Medium")
        )
        self.continue_from_here[Level.HARD].setText(
            QCoreApplication.translate("MainWindow", "Against the computer, &Hard")
        )
        self.quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.theme_menu.setTitle(QCoreApplication.translate("MainWindow", "&Theme"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.languages[i18n.current_language()].setChecked(True)
        for key, action in self.themes.items():
            action.setText(QCoreApplication.translate("Theme", THEMES[key].name))
        self.move_list_toggle.setText(QCoreApplication.translate("MainWindow", "&Move list"))
        self.move_list_toggle.setStatusTip(
            QCoreApplication.translate("MainWindow", "Every line of the game, to look back at")
        )
        self.animations.setText(QCoreApplication.translate("MainWindow", "&Animations"))
        self.full_screen.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.about.setText(QCoreApplication.translate("MainWindow", "&About Triangles"))


__all__ = ["ANALYSE_SHORTCUT", "Shortcut", "WindowMenus"]
