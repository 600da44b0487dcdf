"""The choices of "Learn from your mistakes": whose marked lines (against the computer, the
player's; two players, either) and in which order (the worst first, or as played), as a menu
that the analysis panel and the end screen both show on their button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QPushButton

from ..engine import Game
from ..puzzles.lessons import human_seats
from .texts import player_name

# What a choice asks for: the seat whose lines, and whether the worst come first.
Choice = tuple[int, bool]


def lesson_choices(game: Game | None) -> list[tuple[str, Choice]]:
    """Each choice with its words in the current language; none without an analysis, or when
    no person's line is marked."""
    review = None if game is None else game.current_review
    if game is None or review is None:
        return []
    seats = [seat for seat in human_seats(game) if review.marked(seat)]
    choices = []
    for seat in seats:
        for worst_first in (True, False):
            if worst_first:
                words = QCoreApplication.translate("LessonChoices", "Worst first")
            else:
                words = QCoreApplication.translate("LessonChoices", "In the order played")
            if len(seats) > 1:
                words = QCoreApplication.translate("LessonChoices", "{name}: {order}").format(
                    name=player_name(game, seat), order=words
                )
            choices.append((words, (seat, worst_first)))
    return choices


def set_lesson_menu(
    button: QPushButton, game: Game | None, chosen: Callable[[int, bool], None]
) -> bool:
    """Give `button` the menu of the choices for `game`, each calling `chosen(seat,
    worst_first)`, its words in the current language; whether there is any choice."""
    menu = QMenu(button)
    menu.setObjectName("lessonChoices")
    for words, (seat, worst_first) in lesson_choices(game):
        action = menu.addAction(words)
        action.triggered.connect(lambda _checked=False, s=seat, w=worst_first: chosen(s, w))
    old = button.menu()
    button.setMenu(menu)
    if old is not None:
        old.deleteLater()
    button.setText(learn_button_text())
    button.setToolTip(learn_button_tip())
    return not menu.isEmpty()


def learn_button_text() -> str:
    return QCoreApplication.translate("LessonChoices", "&Learn from your mistakes")


def learn_button_tip() -> str:
    return QCoreApplication.translate(
        "LessonChoices",
        "Go back to your marked lines and find a better line yourself",
    )
