"""A game's analysis in its record: kept, checked strictly, optional for older records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triangles_qt.engine import Board, Game, RecordError, Rules
from triangles_qt.engine.review import GameReview, Mark, MoveReview, Outcome, chances


def played(moves: int = 6) -> Game:
    game = Game(Board.generate(24, seed=8), Rules(play_again=True))
    for _ in range(moves):
        i, j = game.legal_moves()[-1]
        game.play(int(i), int(j))
    return game


# What each line of `reviewed` gives away.
COSTS = (0, 2, 0, 1, 0, 0)


def reviewed(moves: int = 6, entries: int = 4) -> Game:
    """A game whose first `entries` lines carry a made-up analysis that fits the positions and
    tells one story (each line's actual result the next line's best): the first two exact,
    the rest estimates, the lines giving away COSTS."""
    game = played(moves)
    replay = game.restarted()
    reviews = []
    value = 1  # the first seat's final margin with best play
    for index, (i, j) in enumerate(game.moves[:entries]):
        a, b = next((int(a), int(b)) for a, b in replay.legal_moves() if {int(a), int(b)} != {i, j})
        mover = replay.current_player
        best = value if mover == 0 else -value
        actual = best - COSTS[index]
        left = replay.live_triangle_count
        reviews.append(MoveReview(best, actual, index < 2, (a, b), mover, left))
        replay.play(i, j)
        value = actual if mover == 0 else -actual
    game.review = GameReview(tuple(game.moves[:entries]), tuple(reviews))
    return game


def entry(best: int, actual: int, exact: bool = True, points_left: int = 20) -> MoveReview:
    return MoveReview(best, actual, exact, (0, 1), 0, points_left)


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


def test_marks_read_the_chances_a_line_takes_away():
    def mark(best: int, actual: int, points_left: int = 20) -> Mark:
        return entry(best, actual, points_left=points_left).mark

    assert mark(3, 3) is Mark.GOOD
    # The same point lost weighs more where the game is close than where it is long decided.
    assert entry(1, 0, points_left=10).chances_lost > entry(9, 8, points_left=10).chances_lost
    assert mark(9, 8, 80) is Mark.GOOD
    # A collapse in a game already lost hardly changes the chances; one from a draw does.
    assert entry(-12, -16).chances_lost < entry(0, -4).chances_lost
    assert mark(0, -4, 20).rank >= Mark.MISTAKE.rank
    assert mark(2, -10, 20) is Mark.BLUNDER
    # Whatever the chances: a result thrown away is at least a mistake, and a triangle handed
    # over (2 points) or more is never good.
    assert mark(1, 0, 80).rank >= Mark.MISTAKE.rank
    assert mark(0, -1, 80).rank >= Mark.MISTAKE.rank
    assert mark(-20, -22, 30) is not Mark.GOOD
    assert mark(30, 26, 30) is not Mark.GOOD


def test_chances_follow_the_margin_and_the_points_left():
    assert chances(0, 20) == 0.5
    assert chances(4, 10) > chances(4, 40) > 0.5 > chances(-4, 40) > chances(-4, 10)
    assert chances(3, 0) == 1.0 and chances(0, 0) == 0.5 and chances(-1, 0) == 0.0


def test_a_line_says_which_result_it_threw_away():
    assert entry(1, 0).result_change == (Outcome.WIN, Outcome.DRAW)
    assert entry(4, -2, False).result_change == (Outcome.WIN, Outcome.LOSS)
    assert entry(0, -1).result_change == (Outcome.DRAW, Outcome.LOSS)
    assert entry(1, 1, False).result_change is None
    assert entry(5, 1).result_change is None


def story(*values: int) -> GameReview:
    """An analysis telling the story of these values of the first seat, the seats taking turns."""
    moves = []
    for k in range(len(values) - 1):
        mover = k % 2
        sign = 1 if mover == 0 else -1
        moves.append(MoveReview(sign * values[k], sign * values[k + 1], False, (0, 1), mover, 20))
    return GameReview(tuple((k, k + 1) for k in range(len(moves))), tuple(moves))


def test_the_game_was_decided_where_the_loser_last_fell_below_a_draw():
    assert story(0, 0, 0).decisive is None  # level
    # The second seat falls behind on its line 1, gets level again on the first seat's
    # line 2, and falls behind for good on line 3 (index 3).
    decided = story(0, 0, 4, 0, 3, 3, 5)
    assert decided.values == [0, 0, 4, 0, 3, 3, 5] and decided.loser == 1
    assert decided.decisive == 3
    # A loser who was never level: where they fell below their best for good.
    assert story(-2, -2, -6, -6).decisive == 1
    # Nothing lost by the loser's own lines: no deciding line.
    assert story(-2, -2, -2).decisive is None


def test_the_story_break_is_found():
    good = story(0, 0, 4, 0)
    assert good.story_break() is None
    moves = list(good.moves)
    moves[1] = MoveReview(moves[1].best, moves[1].actual - 1, False, (0, 1), 1, 20)
    assert GameReview(good.lines, tuple(moves)).story_break() == 1


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
    """A finished 24-star game with its analysis as the app saves it (8 s: exact from some line
    to the end, estimates before it)."""
    variant = "play_again" if play_again else "alternate"
    return Game.from_record((RECORDS / f"analysed_{variant}.triangles").read_bytes())


@pytest.mark.parametrize("play_again", [False, True])
def test_a_saved_analysis_tells_one_story(play_again):
    game = finished(play_again)
    review = game.review
    assert review is not None and len(review.moves) == game.move_count
    assert review.story_break() is None and review.decisive is not None
    assert 0 < review.exact_tail < len(review.moves)
    assert game.to_record()["analysis"]["version"] == 2


@pytest.mark.parametrize("play_again", [False, True])
def test_analyses_saved_before_one_story_open_without_them(play_again):
    variant = "play_again" if play_again else "alternate"
    text = (RECORDS / f"analysed_earlier_{variant}.triangles").read_bytes()
    game = Game.from_record(text)
    # Their estimates contradict each other: the game opens, its analysis left out and said so.
    assert game.review is None and game.review_dropped
    assert game.moves == finished(play_again).moves and game.is_over
    assert "analysis" not in game.to_record()
    # One whose entries tell one story (every line exact, as on small boards) is kept.
    record = finished(play_again).to_record()
    del record["analysis"]["version"]
    exact = Game.from_record(record)
    assert exact.review == finished(play_again).review and not exact.review_dropped


def test_an_analysis_of_this_version_that_contradicts_itself_is_refused():
    record = finished(False).to_record()
    entry = record["analysis"]["moves"][3]
    assert not entry["exact"]
    entry.update(best=entry["best"] + 1, actual=entry["actual"] + 1)
    with pytest.raises(RecordError, match=r"analysis.moves\[2\].actual must be the next line"):
        Game.from_record(record)
    record["analysis"]["version"] = 3
    with pytest.raises(RecordError, match=r"analysis.version must be 2"):
        Game.from_record(record)


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
