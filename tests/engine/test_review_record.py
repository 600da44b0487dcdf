"""A game's analysis in its record: kept, checked strictly, optional for older records."""

from __future__ import annotations

import json

import pytest

from triangles_qt.engine import Board, Game, RecordError, Rules
from triangles_qt.engine.review import GameReview, Mark, MoveReview


def played(moves: int = 6) -> Game:
    game = Game(Board.generate(24, seed=8), Rules(play_again=True))
    for _ in range(moves):
        i, j = game.legal_moves()[-1]
        game.play(int(i), int(j))
    return game


def reviewed(moves: int = 6, entries: int = 4) -> Game:
    """A game whose first `entries` lines carry a made-up (but well-formed) analysis."""
    game = played(moves)
    replay = game.restarted()
    reviews = []
    for index, (i, j) in enumerate(game.moves[:entries]):
        a, b = (int(v) for v in replay.legal_moves()[0])
        reviews.append(
            MoveReview(best=index, actual=index - index % 3, exact=index < 2, best_line=(a, b))
        )
        replay.play(i, j)
    game.review = GameReview(tuple(game.moves[:entries]), tuple(reviews))
    return game


def test_the_analysis_goes_round_through_the_record_and_json():
    game = reviewed()
    record = game.to_record()
    assert len(record["analysis"]["moves"]) == 4
    loaded = Game.from_record(json.dumps(record))
    assert loaded.review == game.review
    assert loaded == game and loaded.to_record() == record


def test_a_record_without_analysis_loads_as_before_and_writes_none():
    game = played()
    record = game.to_record()
    assert "analysis" not in record
    loaded = Game.from_record(record)
    assert loaded.review is None and loaded.current_review is None
    assert loaded.to_record() == record


def test_the_analysis_follows_the_lines_the_game_still_shares():
    game = reviewed(moves=6, entries=6)
    assert game.current_review == game.review
    game.undo()
    game.undo()
    game.undo()
    current = game.current_review
    assert current is not None and current.moves == game.review.moves[:3]
    assert len(game.to_record()["analysis"]["moves"]) == 3
    # Another line drawn in place of the fourth: the first three entries still hold.
    lines = [tuple(int(v) for v in m) for m in game.legal_moves()]
    fourth = next(line for line in lines if line != game.review.lines[3])
    game.play(*fourth)
    assert game.current_review.moves == game.review.moves[:3]
    # Back to the lines analysed: the whole analysis applies again.
    game.undo()
    game.replay(game.review.lines[3:])
    assert game.current_review == game.review


def test_copies_keep_the_analysis_and_new_games_from_it_start_without():
    game = reviewed()
    assert game.copy().review == game.review
    assert game.restarted().review is None
    assert game.continued_from(2, game.players).review is None


def test_marks_read_the_cost_in_score_difference():
    def mark(best: int, actual: int, exact: bool) -> Mark:
        return MoveReview(best, actual, exact, (0, 1)).mark

    assert mark(3, 3, True) is Mark.GOOD
    assert mark(3, 2, True) is Mark.INACCURACY
    assert mark(3, 1, True) is Mark.INACCURACY  # one triangle handed over: 2
    assert mark(3, 0, True) is Mark.MISTAKE
    assert mark(3, 0, False) is Mark.INACCURACY  # an estimate needs one point more
    assert mark(3, -1, False) is Mark.MISTAKE


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda a: a.clear() or a.update(moves="many"), "analysis.moves must be a list"),
        (
            lambda a: a["moves"].append(dict(a["moves"][0])) or a["moves"].extend(a["moves"][:3]),
            "more entries than the game has moves",
        ),
        (lambda a: a["moves"][1].update(best="2"), r"analysis.moves\[1\].best must be a whole"),
        (lambda a: a["moves"][1].update(best=10**6), r"analysis.moves\[1\].best must be a whole"),
        (lambda a: a["moves"][2].update(actual=True), r"analysis.moves\[2\].actual must be"),
        (lambda a: a["moves"][3].update(actual=a["moves"][3]["best"] + 1), r"\[3\].actual is more"),
        (lambda a: a["moves"][0].update(exact=1), r"analysis.moves\[0\].exact must be true"),
        (lambda a: a["moves"][0].update(line=[3, 3]), r"analysis.moves\[0\].line must be two"),
        (lambda a: a["moves"][0].update(line=[3, 24]), r"analysis.moves\[0\].line must be two"),
        (lambda a: a["moves"][0].pop("line"), r"analysis.moves\[0\].line must be two"),
        (lambda a: a["moves"].__setitem__(0, [1, 2]), r"analysis.moves\[0\] must be an object"),
    ],
)
def test_a_malformed_analysis_is_a_record_error_naming_the_place(damage, message):
    record = reviewed().to_record()
    damage(record["analysis"])
    with pytest.raises(RecordError, match=message):
        Game.from_record(record)


def test_an_analysis_that_is_not_an_object_is_refused():
    record = reviewed().to_record()
    record["analysis"] = [1, 2]
    with pytest.raises(RecordError, match="analysis must be an object"):
        Game.from_record(record)


def test_a_best_line_that_could_not_be_drawn_there_is_refused():
    game = reviewed()
    record = game.to_record()
    i, j = game.moves[0]
    record["analysis"]["moves"][1]["line"] = [i, j]  # drawn already before the second line
    with pytest.raises(RecordError, match=r"analysis.moves\[1\].line .* cannot be drawn before"):
        Game.from_record(record)


def test_an_analysis_field_is_checked_against_the_game_on_its_own_board():
    game = reviewed()
    field = game.to_record()["analysis"]
    plain = played()
    assert plain.review_from_field(field) == game.review
    assert plain.review is None  # (the game itself is not changed)
    field["moves"][2]["line"] = list(game.moves[0])
    with pytest.raises(RecordError, match=r"analysis.moves\[2\].line"):
        plain.review_from_field(field)
    with pytest.raises(RecordError, match=r"analysis\.moves must be a list"):
        plain.review_from_field({"moves": None})
