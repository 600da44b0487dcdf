"""Game records: the documented format, and every way a record can be wrong."""

from __future__ import annotations

import copy
import json

import pytest

from triangles_qt.engine import (
    MAX_FILE_BYTES,
    Board,
    Game,
    IllegalRecordMove,
    Player,
    Reason,
    RecordError,
    Rules,
    UnknownRecordVersion,
)


def sample_game() -> Game:
    game = Game(
        Board.generate(24, seed=5),
        Rules(play_again=True),
        (Player("Ana"), Player("Computer", "hard")),
        first_player=1,
    )
    for _ in range(12):
        game.play(*map(int, game.legal_moves()[0]))
    return game


def test_record_has_the_documented_fields():
    record = sample_game().to_record()
    assert record["format"] == "triangles-game" and record["version"] == 1
    assert record["board"]["n"] == 24 and record["board"]["seed"] == 5
    assert len(record["board"]["stars"]) == 24 and record["board"]["tolerance"] == 10
    assert record["rules"] == {"play_again": True}
    assert record["players"] == [
        {"name": "Ana", "computer": None},
        {"name": "Computer", "computer": "hard"},
    ]
    assert record["first_player"] == 1
    assert len(record["moves"]) == 12
    json.dumps(record)  # plain JSON types only


def test_round_trip_through_json_text():
    game = sample_game()
    loaded = Game.from_record(json.dumps(game.to_record()))
    assert loaded.lines == game.lines and loaded.triangles == game.triangles
    assert loaded.scores == game.scores and loaded.current_player == game.current_player
    assert loaded.players == game.players and loaded.rules == game.rules
    assert loaded.board == game.board and loaded.board.seed == 5


def mutate(path, value):
    record = sample_game().to_record()
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return record


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (mutate(("version",), 2), "unknown record version 2"),
        (mutate(("version",), "1"), "version"),
        (mutate(("format",), "chess"), "not a Triangles game record"),
        (mutate(("moves", 3), [0, 0]), "move 4"),
        (mutate(("moves", 0), [0, 99]), "move 1"),
        (mutate(("moves", 1), "a-b"), "move 2"),
        (mutate(("board", "stars", 2), [5]), "star 2"),
        (mutate(("board", "stars", 2), [-5, 5]), "off the"),
        (mutate(("board", "n"), 25), "board.n"),
        (mutate(("board", "tolerance"), -1), "board.tolerance"),
        (mutate(("board", "tolerance"), 4.5), "board.tolerance"),
        (mutate(("board", "tolerance"), "4"), "board.tolerance"),
        (mutate(("board", "tolerance"), True), "board.tolerance"),
        (mutate(("board", "tolerance"), 101), "board.tolerance"),
        (mutate(("board", "tolerance"), 10**30), "board.tolerance"),
        (mutate(("players",), [{"name": "A"}]), "two players"),
        (mutate(("players", 1, "computer"), "godlike"), "unknown computer level"),
        (mutate(("players", 0, "name"), ""), "name"),
        (mutate(("rules", "play_again"), "yes"), "play_again"),
        (mutate(("first_player",), 2), "first_player"),
        ([1, 2, 3], "JSON object"),
        ("{not json", "not valid JSON"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        ("", "not valid JSON"),
    ],
)
def test_bad_records_name_the_problem(record, message):
    with pytest.raises(RecordError, match=message):
        Game.from_record(record)


def test_duplicate_stars_are_refused():
    record = sample_game().to_record()
    record["board"]["stars"][3] = copy.copy(record["board"]["stars"][4])
    with pytest.raises(RecordError, match="both at"):
        Game.from_record(record)


def test_an_illegal_move_is_refused_with_its_reason():
    record = sample_game().to_record()
    record["moves"].append(record["moves"][0])
    with pytest.raises(RecordError, match="exists"):
        Game.from_record(record)


def test_oversized_record_is_refused_before_parsing():
    text = '{"format": "triangles-game", "pad": "' + "x" * MAX_FILE_BYTES + '"}'
    with pytest.raises(RecordError, match="larger than 5 MB"):
        Game.from_record(text)


def test_deeply_nested_json_is_a_record_error():
    with pytest.raises(RecordError):
        Game.from_record("[" * 100_000 + "]" * 100_000)


def test_version_and_illegal_moves_have_their_own_error_kinds():
    with pytest.raises(UnknownRecordVersion):
        Game.from_record(mutate(("version",), 2))
    with pytest.raises(IllegalRecordMove, match="exists"):
        record = sample_game().to_record()
        record["moves"].append(record["moves"][0])
        Game.from_record(record)
    with pytest.raises(IllegalRecordMove, match="not on the board"):
        Game.from_record(mutate(("moves", 0), [0, 99]))


def test_a_record_keeps_its_tolerance():
    """A game replays with the tolerance it was played with, whatever today's default."""
    board = Board.generate(60, seed=3, tolerance=25)
    game = Game(board, Rules())
    for _ in range(20):
        game.play(*map(int, game.legal_moves()[-1]))
    loaded = Game.from_record(game.to_record())
    assert loaded.board.tolerance == 25 and loaded.lines == game.lines


def test_an_old_record_without_tolerance_replays_with_four():
    """Records written before they carried the tolerance were played with 4: a line that passes
    6 units from a star was legal then and must load, although today's default refuses it."""
    stars = [[100, 100], [300, 106], [500, 100], [300, 600]]
    record = {
        "format": "triangles-game",
        "version": 1,
        "board": {"stars": stars},
        "rules": {"play_again": False},
        "players": [{"name": "A", "computer": None}, {"name": "B", "computer": None}],
        "first_player": 0,
        "moves": [[0, 2], [0, 3]],
    }
    assert Game(Board([tuple(s) for s in stars])).check(0, 2) is Reason.THROUGH_STAR
    loaded = Game.from_record(record)
    assert loaded.board.tolerance == 4
    assert [line[:2] for line in loaded.lines] == [(0, 2), (0, 3)]
