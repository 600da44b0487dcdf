"""Which games count in a person's record against the computer, and the rule for giving one up.

A game counts when it is a person against the computer (one seat each) and was not continued
from a position (such a game is practice). Giving up a counted game once the person has drawn a
line counts as a loss; giving up practice never does. Persistence keeps the record and the
window asks before giving a game up; both read the rule here.
"""

from __future__ import annotations

from .game import Game
from .pieces import Seat


def person_against_computer(game: Game) -> Seat | None:
    """The person's seat in a game of a person against the computer (one seat each), or None
    for any other game (two people, or the computer against itself). Compare
    `Game.has_computer_player`: any seat the computer's."""
    computers = [seat for seat, player in enumerate(game.players) if player.is_computer]
    if len(computers) != 1:
        return None
    return 1 - computers[0]


def giving_up_counts_as_loss(game: Game | None) -> bool:
    """True when giving up `game` now counts as a loss: a person against the computer, not
    over, not continued from a position, in which the person has drawn at least one line."""
    if game is None or game.is_over or game.given_lines:
        return False
    person = person_against_computer(game)
    return person is not None and any(player == person for _, _, player in game.lines)


def giving_up_loses_practice(game: Game | None) -> bool:
    """True when giving up `game` now throws away a practice game the person is playing: one
    continued from a position against the computer, not over, in which the person has drawn a
    line since (not counted, so never a loss)."""
    if game is None or game.is_over or not game.given_lines:
        return False
    person = person_against_computer(game)
    played = game.lines[game.given_lines :]
    return person is not None and any(player == person for _, _, player in played)
