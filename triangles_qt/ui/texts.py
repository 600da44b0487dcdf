"""Player-facing words the game's data stands for, in the current language: the default names,
the computer's levels, how a game ended and why a line is refused. Every widget, dialog and
picture that shows one of them asks here.

A player who keeps the default name is stored under its English words (`engine.DefaultName`),
in games and records alike; every place that shows a name asks here, so "You" reads "Anda" in
Indonesian and follows a change of language at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Game, Level, Player, Reason, default_name_of
from ..engine.vocabulary import DefaultName


def default_name_text(name: DefaultName) -> str:
    """The default name in the current language (literal strings, for lupdate)."""
    if name is DefaultName.YOU:
        return QCoreApplication.translate("PlayerName", "You")
    if name is DefaultName.COMPUTER:
        return QCoreApplication.translate("PlayerName", "Computer")
    if name is DefaultName.PLAYER_1:
        return QCoreApplication.translate("PlayerName", "Player 1")
    return QCoreApplication.translate("PlayerName", "Player 2")


def seat_name(players: tuple[Player, Player], seat: int) -> str:
    """What to call the player in `seat` of `players`: their own name, or the default in
    today's language."""
    default = default_name_of(players, seat)
    return players[seat].name if default is None else default_name_text(default)


def player_name(game: Game, seat: int) -> str:
    """What to call the player in `seat` of `game`."""
    return seat_name(game.players, seat)


def is_the_player_at_the_keyboard(game: Game, seat: int) -> bool:
    """Whether `seat` is the person playing the computer, whom the window calls "you" (a
    sentence about them takes the second person: "You closed a triangle!")."""
    return game.has_computer_player and not game.players[seat].is_computer


def player_names(game: Game) -> tuple[str, str]:
    return (player_name(game, 0), player_name(game, 1))


def line_player_name(game: Game, number: int) -> str:
    """Who drew line `number` (0 for the first): for a line the game was given to start from
    ("Continue from here"), the player of the game it was drawn in."""
    return seat_name(game.players_of_line(number), game.lines[number].player)


def level_display_name(level: Level) -> str:
    """The computer level's name in the current language (literal strings, for lupdate)."""
    if level is Level.EASY:
        return QCoreApplication.translate("Level", "Easy")
    if level is Level.MEDIUM:
        return QCoreApplication.translate("Level", "Medium")
    return QCoreApplication.translate("Level", "Hard")


def outcome_title(
    names: tuple[str, str], levels: tuple[Level | None, Level | None], winner: int | None
) -> str:
    """How a finished game ended, as the end screen and the score bar say it."""
    if winner is None:
        return QCoreApplication.translate("Outcome", "Draw!")
    if any(level is not None for level in levels):
        if levels[winner] is None:
            return QCoreApplication.translate("Outcome", "You win!")
        return QCoreApplication.translate("Outcome", "You lose!")
    return QCoreApplication.translate("Outcome", "{name} wins!").format(name=names[winner])


def game_outcome_title(game: Game) -> str:
    return outcome_title(
        player_names(game),
        (game.players[0].computer, game.players[1].computer),
        game.winner,
    )


# The status line's words about refused lines (in the "MainWindow" context of the catalogues).
# Those with a count (%n) stay in the window: lupdate reads plurals only from tr() there.


def refusal_text(reason: Reason) -> str:
    if reason is Reason.EXISTS:
        return QCoreApplication.translate("MainWindow", "That line already exists.")
    if reason is Reason.THROUGH_STAR:
        return QCoreApplication.translate("MainWindow", "That line touches a star.")
    if reason is Reason.CROSSES:
        return QCoreApplication.translate("MainWindow", "That line would cross another line.")
    return QCoreApplication.translate("MainWindow", "The game is over.")


__all__ = [
    "default_name_text",
    "game_outcome_title",
    "is_the_player_at_the_keyboard",
    "level_display_name",
    "line_player_name",
    "outcome_title",
    "player_name",
    "player_names",
    "refusal_text",
    "seat_name",
]
