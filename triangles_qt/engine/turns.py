"""Whose lines Undo takes back: a rule of play, kept apart from any window or timer."""

from __future__ import annotations

from .game import Game


def lines_to_undo(game: Game) -> int:
    """How many lines Undo takes back now.

    Between two people, the last line. Against the computer, back to the person's last line:
    the computer's replies and that line, so that it is the person's turn again. Nothing when
    only the computer has drawn (there is no line of the person's to take back), and never the
    lines a game continued from an earlier position was given.
    """
    played_here = game.lines[game.given_lines :]  # the lines a game was given stay
    if not played_here:
        return 0
    players = game.players
    if not any(player.is_computer for player in players):
        return 1
    for back, (_, _, player) in enumerate(reversed(played_here), start=1):
        if not players[player].is_computer:
            return back
    return 0
