"""A game's analysis in its record: kept, checked strictly, optional for older records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triangles_qt.engine import Board, Game, RecordError, Rules
from triangles_qt.engine.review import GameReview, Mark, MoveReview, Outcome


def played(moves: int = 6) -> Game:
    game = Game(Board.generate(24, seed=8), Rules(play_again=True))
    for _ in range(moves):
        i, j = game.legal_moves()[-1]
        game.play(int(i), int(j))
    return game


def reviewed(moves: int = 6, entries: int = 4) -> Game:
    """A game whose first `entries` lines carry a made-up analysis that fits the positions:
    the first two exact (and agreeing with each other), the rest estimates."""
    game = played(moves)
    replay = game.restarted()
    reviews = []
    for index, (i, j) in enumerate(game.moves[:entries]):
        a, b = next((int(a), int(b)) for a, b in replay.legal_moves() if {int(a), int(b)} != {i, j})
        # Exact: 1 for the first player, so -1 for the second, who then loses 2 more.
        best, actual = [(1, 1), (-1, -3)][index] if index < 2 else (index, index - index % 3)
        reviews.append(MoveReview(best=best, actual=actual, exact=index < 2, best_line=(a, b)))
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


def test_marks_read_the_result_first_then_the_margin():
    def mark(best: int, actual: int, exact: bool) -> Mark:
        return MoveReview(best, actual, exact, (0, 1)).mark

    # Exact: any change of result is a mistake, any cost that keeps it an inaccuracy.
    assert mark(3, 3, True) is Mark.GOOD
    assert mark(3, 2, True) is Mark.INACCURACY
    assert mark(5, 1, True) is Mark.INACCURACY  # two triangles, still a win
    assert mark(-1, -9, True) is Mark.INACCURACY  # lost either way
    assert mark(1, 0, True) is Mark.MISTAKE  # a win thrown away for a point
    assert mark(0, -1, True) is Mark.MISTAKE  # a draw thrown away
    assert mark(2, -2, True) is Mark.MISTAKE
    # Estimates: an inaccuracy from 2 points, a mistake only by a clear margin.
    assert mark(3, 2, False) is Mark.GOOD
    assert mark(3, 1, False) is Mark.INACCURACY
    assert mark(1, -1, False) is Mark.INACCURACY
    assert mark(9, 1, False) is Mark.INACCURACY  # still a win
    assert mark(2, -1, False) is Mark.MISTAKE
    assert mark(0, -3, False) is Mark.MISTAKE


def test_a_mistake_says_which_result_it_threw_away():
    assert MoveReview(1, 0, True, (0, 1)).result_change == (Outcome.WIN, Outcome.DRAW)
    assert MoveReview(4, -2, False, (0, 1)).result_change == (Outcome.WIN, Outcome.LOSS)
    assert MoveReview(0, -1, True, (0, 1)).result_change == (Outcome.DRAW, Outcome.LOSS)
    assert MoveReview(1, -1, False, (0, 1)).result_change is None
    assert MoveReview(5, 1, True, (0, 1)).result_change is None


def test_the_game_was_decided_where_the_result_last_changed_hands():
    def review(*entries: tuple[int, int, bool]) -> GameReview:
        moves = tuple(MoveReview(b, a, e, (0, 1)) for b, a, e in entries)
        return GameReview(tuple((k, k + 1) for k in range(len(moves))), moves)

    assert review((0, 0, False), (1, 1, True)).decisive is None
    # A win thrown away, taken back by the other's mistake, thrown away again: the last decides.
    decided = review((0, -4, False), (4, 4, False), (-4, -4, True), (2, 0, True), (0, 0, True))
    assert decided.decisive == 3
    assert review((3, -3, False), (3, 1, True)).decisive == 0


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


# -- An analysis must fit the positions it is about ----------------------------------------------

RECORDS = Path(__file__).parent / "records"


def finished(play_again: bool) -> Game:
    """A finished 24-star game with the analysis an earlier version saved with it (8 s, then
    with estimates whose costs could be a point off)."""
    variant = "play_again" if play_again else "alternate"
    return Game.from_record((RECORDS / f"analysed_earlier_{variant}.triangles").read_bytes())


@pytest.mark.parametrize("play_again", [False, True])
def test_analyses_saved_by_earlier_versions_still_load(play_again):
    game = finished(play_again)
    assert game.is_over and game.review is not None
    assert len(game.review.moves) == game.move_count
    assert any(move.exact for move in game.review.moves)
    # The numbers keep their meaning; the marks are read by today's rules.
    assert (
        game.to_record()["analysis"]
        == json.loads(
            (
                RECORDS
                / f"analysed_earlier_{'play_again' if play_again else 'alternate'}.triangles"
            ).read_text(encoding="utf-8")
        )["analysis"]
    )


def damaged(change) -> dict:
    record = finished(False).to_record()
    change(record["analysis"]["moves"], record["moves"])
    return record


def test_a_best_line_that_is_the_line_drawn_but_costs_points_is_refused():
    def same_line_costing_ten(entries, moves):
        entries[5].update(line=list(moves[5]), actual=entries[5]["best"] - 10)

    with pytest.raises(RecordError, match=r"analysis.moves\[5\].line is the line drawn"):
        Game.from_record(damaged(same_line_costing_ten))


def test_results_beyond_what_the_board_allows_are_refused():
    # 24 stars: at most 43 triangles in a game, so no margin beyond 43.
    def huge(entries, _moves):
        entries[0].update(best=140, actual=-144, exact=True)

    with pytest.raises(RecordError, match=r"analysis.moves\[0\].best must be a whole number"):
        Game.from_record(damaged(huge))

    # Near the end, only the triangles still live can change the margin.
    def beyond_the_position(entries, _moves):
        entries[-4]["exact"] = False  # (else it disagrees first)
        entries[-3].update(best=entries[-3]["best"] + 30, actual=entries[-3]["actual"] + 30)

    with pytest.raises(RecordError, match=r"analysis.moves\[58\].best must be from -?\d+ to"):
        Game.from_record(damaged(beyond_the_position))


def test_a_last_line_must_leave_the_final_margin():
    def wrong_end(entries, _moves):
        entries[-1].update(best=entries[-1]["best"] - 2, actual=entries[-1]["actual"] - 2)
        entries[-2]["exact"] = False  # (else it disagrees first)

    with pytest.raises(RecordError, match=r"analysis.moves\[60\].actual must be the final"):
        Game.from_record(damaged(wrong_end))


def test_exact_results_must_agree_from_one_line_to_the_next():
    def contradiction(entries, _moves):
        assert entries[55]["exact"] and entries[56]["exact"]
        entries[56].update(best=entries[56]["best"] + 2, actual=entries[56]["actual"] + 2)

    with pytest.raises(RecordError, match=r"analysis.moves\[55\].actual must be -?\d+, as"):
        Game.from_record(damaged(contradiction))
    # The answer of the computer's process is checked the same way.
    game = finished(False)
    field = damaged(contradiction)["analysis"]
    with pytest.raises(RecordError, match=r"analysis.moves\[55\].actual must be"):
        game.review_from_field(field)
