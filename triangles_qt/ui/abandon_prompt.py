"""Asking before a game is given up: "Abandon this game? It counts as a loss." (against the
computer, once the person has drawn a line), or, for Restart, before a game in progress is
wiped. The words come from persistence.messages; this is the box that asks them.

    ask_before_abandoning(window, window.game, lambda: start_the_new_game(...))
    ask_before_abandoning(window, window.game, restart_now, restarting=True)

`proceed` runs at once when nothing would be lost, else once the player agrees; the box is
window-modal and opened without a nested event loop. The statistics count the loss themselves
when the game is replaced (FileActions), so callers only ask.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Game
from ..persistence.messages import abandon_question


def ask_before_abandoning(
    parent: QWidget, game: Game | None, proceed: Callable[[], object], restarting: bool = False
) -> QMessageBox | None:
    """Run `proceed` now (returning None) or after the player agrees (returning the open box)."""
    question = abandon_question(game, restarting)
    if question is None:
        proceed()
        return None
    box = QMessageBox(parent)
    box.setObjectName("confirmAbandon")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("AbandonPrompt", "Triangles"))
    box.setText(question)
    label = (
        QCoreApplication.translate("AbandonPrompt", "&Restart")
        if restarting
        else QCoreApplication.translate("AbandonPrompt", "&Abandon game")
    )
    agree = box.addButton(label, QMessageBox.ButtonRole.DestructiveRole)
    agree.setObjectName("confirmAbandonButton")
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: object) -> None:
        if button is agree:
            proceed()

    box.buttonClicked.connect(answered)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


__all__ = ["ask_before_abandoning"]
