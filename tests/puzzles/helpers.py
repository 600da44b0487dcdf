"""What the puzzle and lesson tests share: a small game between two people analysed exactly, and
every line's exact value in a position."""

from __future__ import annotations

from triangles_qt.ai.exact_lines import line_values
from triangles_qt.ai.reviewer import review_game
from triangles_qt.engine import Game, Line, Player

from ..ai.helpers import finished_small_game

PEOPLE = (Player("Ann"), Player("Ben"))


def people_game() -> Game:
    """A finished 7-star game between Ann and Ben, every line analysed exactly, and each with
    marked lines."""
    record = finished_small_game(0, False).to_record()
    return Game.from_record(record | {"players": [{"name": "Ann"}, {"name": "Ben"}]})


def analysed(players: tuple[Player, Player] = PEOPLE) -> Game:
    """The 7-star game of random lines between `players`, analysed exactly."""
    game = finished_small_game(0, False)
    record = game.to_record() | {
        "players": [{"name": p.name, "computer": p.computer} for p in players]
    }
    for entry in record["players"]:
        if entry["computer"] is None:
            del entry["computer"]
    game = Game.from_record(record)
    game.review = review_game(game)
    return game


def exact_values(position: Game) -> dict[Line, int]:
    """Every drawable line's exact final margin for the side to draw."""
    margin = position.lead(position.current_player)
    edges = position.board.edges
    return {
        (int(edges[e][0]), int(edges[e][1])): margin + v for e, v in line_values(position).items()
    }
