"""The main window's actions and menus: Game, View and Help, their shortcuts and words.

A part of `MainWindow` (a mixin, kept apart so that each file reads in one sitting; the window's
slots it uses are declared in window_base.py): it builds the actions, wires them to the window's
slots and names them in the current language. The words stay in the "MainWindow" context of the
catalogues.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from .. import i18n
from ..engine import COMPUTER_LEVELS
from .about import show_about
from .themes import THEMES
from .window_base import Shortcut, WindowBase


class WindowMenus(WindowBase):
    """The menus of `MainWindow`, which supplies the slots they call."""

    def add_game_actions(self, actions: list[QAction]) -> None:
        """Add actions to the Game menu as a group of their own, before Quit (the file actions
        use this), and make their shortcuts work when the menu bar is hidden."""
        self.addActions(actions)
        menu_actions = self.game_menu.actions()
        before = self.quit_action
        index = menu_actions.index(before) if before in menu_actions else len(menu_actions)
        if index > 0 and menu_actions[index - 1].isSeparator():
            before = menu_actions[index - 1]
        self.game_menu.insertActions(before, actions)
        self.game_menu.insertSeparator(actions[0])

    def _action(
        self,
        name: str,
        slot: Callable[..., object],
        shortcut: Shortcut | None = None,
        checkable: bool = False,
    ) -> QAction:
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
        self.redo_action = self._action("redo", self.redo)
        # Ctrl+Shift+Z everywhere, plus the platform's own (Ctrl+Y on Windows).
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]
        redo_keys += [
            k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in redo_keys
        ]
        self.redo_action.setShortcuts(redo_keys)
        self.hint_action = self._action("hint", self.request_hint, Qt.Key.Key_H)
        # Play on from the position on the board (an earlier one when looking back): against a
        # friend (None) or the computer at a level.
        self.continue_actions: dict[str | None, QAction] = {
            level: self._action(
                f"continue_{level or 'friend'}", partial(self.continue_from_here, level)
            )
            for level in (None, *COMPUTER_LEVELS)
        }
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
        self.move_list_action = self.move_list.toggleViewAction()
        self.move_list_action.setObjectName("moveListToggle")
        self.move_list_action.setShortcut(QKeySequence("Ctrl+M"))
        self.addAction(self.move_list_action)
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
        self.game_menu.addAction(self.redo_action)
        self.game_menu.addAction(self.hint_action)
        self.continue_menu = self.game_menu.addMenu("")
        self.continue_menu.setObjectName("continueMenu")
        for action in self.continue_actions.values():
            self.continue_menu.addAction(action)
        self.move_list.set_continue_menu(self.continue_menu)
        self.game_menu.addAction(self.analyse_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.theme_menu = self.view_menu.addMenu("")
        for action in self.theme_actions.values():
            self.theme_menu.addAction(action)
        self.language_menu = self.view_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.view_menu.addAction(self.move_list_action)
        self.view_menu.addAction(self.animations_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.fullscreen_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def _retranslate_menus(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.new_action.setText(QCoreApplication.translate("MainWindow", "&New game\u2026"))
        self.restart_action.setText(QCoreApplication.translate("MainWindow", "&Restart"))
        self.restart_action.setStatusTip(
            QCoreApplication.translate("MainWindow", "Play the same board again from the start")
        )
        self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.redo_action.setText(QCoreApplication.translate("MainWindow", "Re&do"))
        self.redo_action.setStatusTip(
            QCoreApplication.translate("MainWindow", "Draw the lines taken back again")
        )
        self.hint_action.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        self.hint_action.setStatusTip(
            QCoreApplication.translate("MainWindow", "Show the line the computer would draw")
        )
        self.continue_menu.setTitle(QCoreApplication.translate("MainWindow", "&Continue from here"))
        self.continue_menu.setStatusTip(
            QCoreApplication.translate(
                "MainWindow",
                "Play on from the position on the board, against a friend or the computer",
            )
        )
        self.continue_actions[None].setText(
            QCoreApplication.translate("MainWindow", "With a &friend")
        )
        self.continue_actions["easy"].setText(
            QCoreApplication.translate("MainWindow", "Against the computer, &Easy")
        )
        self.continue_actions["medium"].setText(
            QCoreApplication.translate("MainWindow", "Against the computer, &Medium")
        )
        self.continue_actions["hard"].setText(
            QCoreApplication.translate("MainWindow", "Against the computer, &Hard")
        )
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.theme_menu.setTitle(QCoreApplication.translate("MainWindow", "&Theme"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.language_actions[i18n.current_language()].setChecked(True)
        for key, action in self.theme_actions.items():
            action.setText(QCoreApplication.translate("Theme", THEMES[key].name))
        self.move_list_action.setText(QCoreApplication.translate("MainWindow", "&Move list"))
        self.move_list_action.setStatusTip(
            QCoreApplication.translate("MainWindow", "Every line of the game, to look back at")
        )
        self.animations_action.setText(QCoreApplication.translate("MainWindow", "&Animations"))
        self.fullscreen_action.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules_action.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About Triangles"))
