"""Asking before a game is given up: "Abandon this game? It counts as a loss." (against the
computer, once the person has drawn a line), or, for Restart, before a game in progress is
wiped: the question's words (`abandon_question`, from the engine's rule in engine/counted.py),
and the box that asks them. The words keep the "FileActions" context they were first
translated in.

    prompt = AbandonPrompt(session, window)
    prompt.ask(lambda: start_the_new_game(...))
    prompt.ask(restart_now, restarting=True)

`proceed` runs at once when nothing would be lost, else once the player agrees; the box is
window-modal and opened without a nested event loop. The statistics count the loss themselves
when the session replaces the game (`GameSession.game_abandoned`, counted by the Bookkeeper), so
callers only ask. The window has one prompt, shared by everything that replaces the game (New
game, Restart, Continue from here, Open).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Game
from ..engine.counted import giving_up_counts_as_loss, giving_up_loses_practice
from ..session import GameSession


def abandon_question(
    game: Game | None, restarting: bool = False, resumed: bool = False, asked: str = ""
) -> str | None:
    """What to ask before `game` is replaced (New game, Open, a resumed game discarded; with
    `restarting`, Restart), or None when nothing would be lost. Against the computer, once the
    person has drawn a line, giving up counts as a loss (a practice game is not counted, but
    asked about too); Restart asks before wiping any game in progress, and so does a game
    asked for on the command line (`resumed`: the unfinished game of last time is on the
    board, and the player has not chosen to give it up). `asked`: the board of the game that
    would take its place, in words ("60 stars, board 5"), named in the question if given."""
    if giving_up_counts_as_loss(game):
        if asked:
            return QCoreApplication.translate(
                "FileActions", "Abandon this game for the new one ({board})? It counts as a loss."
            ).format(board=asked)
        return QCoreApplication.translate("FileActions", "Abandon this game? It counts as a loss.")
    in_progress = game is not None and game.move_count > 0 and not game.is_over
    if restarting and in_progress:
        return QCoreApplication.translate(
            "FileActions", "Restart this game? The lines drawn so far are cleared."
        )
    if resumed and in_progress:
        if asked:
            return QCoreApplication.translate(
                "FileActions",
                "Abandon your unfinished game for the new one ({board})? Its lines are cleared.",
            ).format(board=asked)
        return QCoreApplication.translate(
            "FileActions",
            "Abandon your unfinished game for the one asked for? Its lines are cleared.",
        )
    if giving_up_loses_practice(game):
        return QCoreApplication.translate(
            "FileActions", "Abandon this practice game? It is not counted."
        )
    return None


def not_started(asked: str = "") -> str:
    """The status line's word after the player kept their game instead of the new one (`asked`:
    its board in words, as for `abandon_question`)."""
    if asked:
        return QCoreApplication.translate(
            "FileActions", "The new game ({board}) was not started: your game goes on."
        ).format(board=asked)
    return QCoreApplication.translate(
        "FileActions", "The game asked for was not started: your game goes on."
    )


def ask_before_abandoning(
    parent: QWidget,
    game: Game | None,
    proceed: Callable[[], object],
    restarting: bool = False,
    resumed: bool = False,
    asked: str = "",
    declined: Callable[[], object] | None = None,
) -> QMessageBox | None:
    """Run `proceed` now (returning None) or after the player agrees (returning the open box),
    `declined` when they keep their game; `restarting`, `resumed` and `asked` as for
    `abandon_question`."""
    question = abandon_question(game, restarting, resumed, asked)
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
        elif declined is not None:
            declined()

    box.buttonClicked.connect(answered)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


class AbandonPrompt(QObject):
    """Asks before the session's game is given up, over `parent`; `box` is the question while
    it is open."""

    def __init__(self, session: GameSession, parent: QWidget) -> None:
        super().__init__(parent)
        self._session = session
        self._parent = parent
        self.box: QMessageBox | None = None

    def ask(
        self,
        proceed: Callable[[], object],
        restarting: bool = False,
        resumed: bool = False,
        asked: str = "",
        declined: Callable[[], object] | None = None,
    ) -> None:
        """Run `proceed` now, or once the player agrees to give the game on the board up
        (`declined` if they keep it); `asked` as for `abandon_question`."""
        box = ask_before_abandoning(
            self._parent, self._session.game, proceed, restarting, resumed, asked, declined
        )
        self.box = box
        if box is not None:
            box.finished.connect(partial(self._closed, box))

    def _closed(self, box: QMessageBox, _result: int = 0) -> None:
        if self.box is box:
            self.box = None


__all__ = ["AbandonPrompt", "abandon_question", "ask_before_abandoning", "not_started"]
