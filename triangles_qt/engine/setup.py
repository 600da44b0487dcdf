"""What a game is set up with besides its board: the rules options and the two players."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .vocabulary import DefaultName, Level, default_name


@dataclass(frozen=True)
class Rules:
    """Options of a game. play_again: whoever closes a triangle draws again."""

    play_again: bool = False


@dataclass(frozen=True)
class Player:
    """Who plays a side: a name, and the computer's level (a `Level`; its value, as records
    store it, is taken too) or None.

    A player who kept the default name has its English words (a `DefaultName` value) as name:
    see `Game.default_name_of`, which tells the window to show it in the player's language.
    """

    name: str
    computer: Level | None = None

    def __post_init__(self) -> None:
        if self.computer is not None:
            try:
                object.__setattr__(self, "computer", Level(self.computer))
            except ValueError:
                raise ValueError(f"unknown computer level {self.computer!r}") from None

    @property
    def is_computer(self) -> bool:
        return self.computer is not None


class EarlierPlayers(NamedTuple):
    """Who drew a game's given lines (see `Game.continued_from`): the lines up to `lines`, from
    the end of the part before, were drawn by `players`, seat for seat."""

    lines: int
    players: tuple[Player, Player]


def default_name_of(players: tuple[Player, Player], seat: int) -> DefaultName | None:
    """The default name the player in `seat` goes by among `players`, or None for a name of
    their own. A default name is kept as its English words (in games and records alike), so
    the window shows it in the current language instead of the words themselves."""
    player = players[seat]
    default = default_name(seat, player.is_computer, any(p.is_computer for p in players))
    return default if player.name == default.value else None


def default_players(level: Level | None = None) -> tuple[Player, Player]:
    """Two players under their default names: two people, or a person against the computer at
    `level` (the computer takes the second seat)."""
    against = level is not None
    return (
        Player(default_name(0, False, against).value),
        Player(default_name(1, against, against).value, level),
    )


DEFAULT_PLAYERS = default_players()
