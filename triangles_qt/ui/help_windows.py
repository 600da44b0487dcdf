"""Help > Rules and Help > About: the illustrated rules, one window that is not modal and wears
the theme in use, and the About box. Both load when first opened, not with the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from .themes import Theme

if TYPE_CHECKING:
    from .rules_window import RulesWindow


class HelpWindows(QObject):
    def __init__(self, theme: Callable[[], Theme], window: QWidget) -> None:
        super().__init__(window)
        self._theme = theme
        self._window = window
        self._rules: RulesWindow | None = None

    def show_rules(self, section: str | None = None) -> RulesWindow:
        """The illustrated rules (F1). Opened, it shows the rules from the top (or from
        `section`); already open, it is raised where the player is reading, unless a section
        is asked for."""
        if self._rules is None:
            from .rules_window import RulesWindow  # Deferred: loads when first opened

            self._rules = RulesWindow(self._window)
        rules = self._rules
        rules.set_theme(self._theme())
        reopened = not rules.isVisible()
        rules.show()
        rules.raise_()
        rules.activateWindow()
        if reopened or section is not None:
            rules.scroll_to(section)
        return rules

    def show_about(self) -> None:
        from .about import show_about  # Deferred: loads when first opened

        show_about(self._window)

    def set_theme(self, theme: Theme) -> None:
        if self._rules is not None:
            self._rules.set_theme(theme)


__all__ = ["HelpWindows"]
