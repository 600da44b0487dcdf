"""The shared facts (levels, sizes, board numbers, names) and default names in games and records."""

from __future__ import annotations

import json

import pytest

from triangles_qt.engine import (
    DEFAULT_PLAYERS,
    MAX_BOARD_NUMBER,
    MAX_NAME_LENGTH,
    MAX_STARS,
    MIN_BOARD_NUMBER,
    MIN_STARS,
    PRESET_SIZES,
    RANDOM_BOARD_NUMBERS,
    Board,
    DefaultName,
    Game,
    Level,
    Player,
    RecordError,
    default_players,
)


def test_the_facts_are_consistent():
    # Weakest first, as the window offers them; the values are what files store.
    assert [level.value for level in Level] == ["easy", "medium", "hard"]
    assert all(MIN_STARS <= size <= MAX_STARS for size in PRESET_SIZES)
    assert list(PRESET_SIZES) == sorted(PRESET_SIZES)
    assert MIN_BOARD_NUMBER == 0 < RANDOM_BOARD_NUMBERS <= MAX_BOARD_NUMBER + 1
    assert max(len(name.value) for name in DefaultName) < MAX_NAME_LENGTH


@pytest.mark.parametrize("seed", [MIN_BOARD_NUMBER, MAX_BOARD_NUMBER])
def test_every_board_number_makes_a_board(seed):
    assert Board.generate(MIN_STARS, seed).seed == seed


@pytest.mark.parametrize("seed", [MIN_BOARD_NUMBER - 1, MAX_BOARD_NUMBER + 1])
def test_board_numbers_outside_the_range_are_refused(seed):
    with pytest.raises(ValueError, match=f"from {MIN_BOARD_NUMBER} to {MAX_BOARD_NUMBER}"):
        Board.generate(24, seed)


def test_players_have_a_known_level_or_none():
    assert Player("Ann", "hard").is_computer and not Player("Ann").is_computer
    with pytest.raises(ValueError, match="level"):
        Player("Ann", "grandmaster")


def test_default_players():
    assert DEFAULT_PLAYERS == default_players() == (Player("Player 1"), Player("Player 2"))
    assert default_players("medium") == (Player("You"), Player("Computer", "medium"))


@pytest.fixture(scope="module")
def board() -> Board:
    return Board.generate(24, seed=2)


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        (default_players(), (DefaultName.PLAYER_1, DefaultName.PLAYER_2)),
        (default_players("easy"), (DefaultName.YOU, DefaultName.COMPUTER)),
        ((Player("Ann"), Player("Computer", "hard")), (None, DefaultName.COMPUTER)),
        ((Player("Computer", "easy"), Player("You")), (DefaultName.COMPUTER, DefaultName.YOU)),
        # A default of another kind of game, or another seat, is a name of the player's own.
        ((Player("You"), Player("Player 1")), (None, None)),
        ((Player("Player 2"), Player("Player 1")), (None, None)),
        ((Player("You"), Player("Player 1", "hard")), (DefaultName.YOU, None)),
        # Names in another language are names like any other.
        ((Player("Anda"), Player("Komputer", "hard")), (None, None)),
    ],
)
def test_which_players_go_by_a_default_name(board, players, expected):
    game = Game(board, players=players)
    assert (game.default_name_of(0), game.default_name_of(1)) == expected


def test_a_record_keeps_a_default_name_as_such(board):
    game = Game(board, players=default_players("hard"))
    game.play(*map(int, game.legal_moves()[0]))
    record = game.to_record()
    assert [p["name"] for p in record["players"]] == ["You", "Computer"]
    loaded = Game.from_record(json.dumps(record))
    assert loaded == game
    assert loaded.default_name_of(0) is DefaultName.YOU
    assert loaded.default_name_of(1) is DefaultName.COMPUTER


def test_old_records_with_english_default_names_load_as_default_names(board):
    # Written by 0.1 in English: the words are the default names.
    record = Game(board).to_record()
    record["players"] = [{"name": "Player 1", "computer": None}, {"name": "Player 2"}]
    loaded = Game.from_record(record)
    assert loaded.players == (Player("Player 1"), Player("Player 2"))
    assert (loaded.default_name_of(0), loaded.default_name_of(1)) == (
        DefaultName.PLAYER_1,
        DefaultName.PLAYER_2,
    )


def test_names_have_a_length_limit(board):
    record = Game(board).to_record()
    record["players"][0]["name"] = "x" * MAX_NAME_LENGTH
    assert Game.from_record(record).players[0].name == "x" * MAX_NAME_LENGTH
    record["players"][0]["name"] = "x" * (MAX_NAME_LENGTH + 1)
    with pytest.raises(RecordError, match=f"at most {MAX_NAME_LENGTH} characters"):
        Game.from_record(record)
