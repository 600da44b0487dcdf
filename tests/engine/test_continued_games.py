"""Games that continue from an earlier position: made, restarted, recorded and read back."""

from __future__ import annotations

import pytest

from triangles_qt.engine import Board, Game, Player, RecordError, Rules

BOARD = Board.generate(24, seed=7)
VS_COMPUTER = (Player("You"), Player("Computer", "medium"))


def played(count: int) -> Game:
    game = Game(BOARD, Rules(play_again=True), first_player=1)
    for _ in range(count):
        i, j = game.legal_moves()[-1]
        game.play(int(i), int(j))
    return game


def test_a_continued_game_starts_from_the_position_with_the_same_seats():
    source = played(6)
    game = source.continued_from(4, VS_COMPUTER)
    position = Game(BOARD, source.rules, source.players, source.first_player)
    position.replay(source.moves[:4])
    assert game.lines == position.lines == source.lines[:4]
    assert (game.scores, game.current_player) == (position.scores, position.current_player)
    assert game.rules == source.rules and game.first_player == source.first_player
    assert game.players == VS_COMPUTER and game.given_lines == 4


def test_restart_goes_back_to_the_given_position():
    game = played(6).continued_from(5, VS_COMPUTER)
    i, j = game.legal_moves()[0]
    game.play(int(i), int(j))
    again = game.restarted()
    assert again.moves == game.moves[:5] and again.given_lines == 5


def test_the_record_keeps_the_given_lines_and_older_records_have_none():
    game = played(6).continued_from(3, VS_COMPUTER)
    record = game.to_record()
    assert record["given_lines"] == 3
    assert Game.from_record(record) == game
    plain = played(2).to_record()
    assert "given_lines" not in plain
    assert Game.from_record(plain).given_lines == 0


@pytest.mark.parametrize("bad", [-1, 7, "3", 2.0, True])
def test_a_record_with_impossible_given_lines_is_refused_naming_the_field(bad):
    record = played(6).to_record()
    record["given_lines"] = bad
    with pytest.raises(RecordError, match="given_lines"):
        Game.from_record(record)


def test_there_is_no_position_beyond_the_game():
    with pytest.raises(ValueError):
        played(2).continued_from(3, VS_COMPUTER)


# -- Who drew the given lines ---------------------------------------------------------------------

TWO_PEOPLE = (Player("Ann"), Player("Bo"))
SWAPPED = (Player("Computer", "easy"), Player("You"))


def drawers(game: Game) -> list[str]:
    return [game.players_of_line(n)[line.player].name for n, line in enumerate(game.lines)]


def test_a_continued_game_keeps_who_drew_its_given_lines():
    source = Game(BOARD, Rules(), TWO_PEOPLE)
    while source.move_count < 6:
        i, j = source.legal_moves()[-1]
        source.play(int(i), int(j))
    before = drawers(source)
    game = source.continued_from(5, SWAPPED)
    assert drawers(game) == before[:5], "the given lines keep their players' names"
    i, j = game.legal_moves()[0]
    game.play(int(i), int(j))
    seat = game.lines[5].player
    assert drawers(game)[5] == SWAPPED[seat].name, "a new line is the new players'"
    assert game.restarted().earlier_players == game.earlier_players


def test_continuing_a_continued_game_keeps_each_part():
    first = Game(BOARD, Rules(), TWO_PEOPLE)
    while first.move_count < 8:
        i, j = first.legal_moves()[-1]
        first.play(int(i), int(j))
    second = first.continued_from(4, SWAPPED)
    while second.move_count < 8:
        i, j = second.legal_moves()[0]
        second.play(int(i), int(j))
    third = second.continued_from(7, VS_COMPUTER)
    names = drawers(third)
    assert names[:4] == drawers(first)[:4]
    assert names[4:7] == drawers(second)[4:7]
    assert [part.lines for part in third.earlier_players] == [4, 7]
    # Back within the first part, only that part is kept.
    assert [part.lines for part in second.continued_from(2, VS_COMPUTER).earlier_players] == [2]


def test_continuing_with_the_same_players_keeps_nothing_extra():
    source = played(6)
    assert source.continued_from(4, source.players).earlier_players == ()


def test_the_record_keeps_who_drew_the_given_lines():
    source = Game(BOARD, Rules(), TWO_PEOPLE)
    while source.move_count < 6:
        i, j = source.legal_moves()[-1]
        source.play(int(i), int(j))
    game = source.continued_from(5, SWAPPED)
    record = game.to_record()
    ann, bo = {"name": "Ann", "computer": None}, {"name": "Bo", "computer": None}
    assert record["earlier_players"] == [{"lines": 5, "players": [ann, bo]}]
    again = Game.from_record(record)
    assert again == game and drawers(again) == drawers(game)
    assert "earlier_players" not in played(3).to_record()


@pytest.mark.parametrize(
    "bad",
    [
        "x",
        [{"lines": 0, "players": []}],
        [{"lines": 6, "players": [{"name": "A"}, {"name": "B"}]}],  # beyond given_lines
        [{"lines": 2, "players": [{"name": "A"}]}],
        [{"lines": 2, "players": [{"name": ""}, {"name": "B"}]}],
        [
            {"lines": 3, "players": [{"name": "A"}, {"name": "B"}]},
            {"lines": 3, "players": [{"name": "C"}, {"name": "D"}]},  # not after the one before
        ],
    ],
)
def test_a_record_with_impossible_earlier_players_is_refused_naming_the_field(bad):
    record = played(6).continued_from(5, SWAPPED).to_record()
    record["earlier_players"] = bad
    with pytest.raises(RecordError, match="earlier_players"):
        Game.from_record(record)
