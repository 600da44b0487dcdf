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
