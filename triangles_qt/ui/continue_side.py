"""Who plays which side of a game continued from a position ("Continue from here").

A side is a seat: its colour, and the points scored in it so far. Against the computer the
person is asked which side to take, the side they played offered first, so their name, colour
and points stay theirs; the computer then plays the other side (and draws first if that side
is to move). With a friend each side keeps its player.

    players = continued_players(game, level, seat)   # seat: the person's, None with a friend
    box = ask_side(parent, shown, proposed_side(game), proceed)   # proceed(seat) once chosen
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Game, Level, Player
from ..engine.vocabulary import default_name
from .texts import player_name


def proposed_side(game: Game) -> int:
    """The side offered first: the one the person played against the computer (so the game
    goes on as theirs), else the side to move."""
    people = [seat for seat in (0, 1) if not game.players[seat].is_computer]
    return people[0] if len(people) == 1 else game.current_player


def continued_players(game: Game, level: Level | None, person: int | None) -> tuple[Player, Player]:
    """The players of a game continued from `game`: with a friend (`level` None) each side's
    person keeps it, a computer's side goes to a person; against the computer at `level`, the
    person takes side `person`. A person keeps a name of their own; a default name becomes the
    default of the new game."""
    against = level is not None
    players: list[Player] = []
    for seat in (0, 1):
        computer = against and seat != person
        old = game.players[seat]
        if computer:
            players.append(Player(default_name(seat, True, True).value, level))
        elif not old.is_computer and game.default_name_of(seat) is None:
            players.append(Player(old.name))
        else:
            players.append(Player(default_name(seat, False, against).value))
    return (players[0], players[1])


def _swatch(colour: QColor) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(colour)
    return QIcon(pixmap)


def ask_side(
    parent: QWidget,
    shown: Game,
    proposed: int,
    colours: tuple[QColor, QColor],
    proceed: Callable[[int], object],
) -> QMessageBox:
    """Ask which side of the position `shown` the person takes against the computer (its
    buttons: each side's colour, name and points, `proposed` the default); `proceed(seat)`
    runs once they choose. The box is window-modal and opened without a nested event loop."""
    box = QMessageBox(parent)
    box.setObjectName("chooseSide")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("ContinueSide", "Triangles"))
    box.setText(QCoreApplication.translate("ContinueSide", "Which side do you play from here?"))
    box.setInformativeText(
        QCoreApplication.translate(
            "ContinueSide",
            "Each side keeps its colour and its points. The computer plays the other side.",
        )
    )
    buttons = {}
    for seat in (0, 1):
        text = QCoreApplication.translate("ContinueSide", "{name}: {points}").format(
            name=player_name(shown, seat), points=shown.scores[seat]
        )
        button = box.addButton(text, QMessageBox.ButtonRole.AcceptRole)
        button.setObjectName(f"chooseSide{seat}")
        button.setIcon(_swatch(colours[seat]))
        buttons[seat] = button
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(buttons[proposed])
    box.setEscapeButton(cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: object) -> None:
        for seat, choice in buttons.items():
            if button is choice:
                proceed(seat)

    box.buttonClicked.connect(answered)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


__all__ = ["ask_side", "continued_players", "proposed_side"]
