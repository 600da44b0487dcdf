"""puzzles/lessons.py and puzzles/my_mistakes.py: a player's marked lines in order, answers judged
by the marks' threshold (from the analysis, or solved), what a wrong line costs, and the exact
mistakes made puzzles; every value checked against each line's exact value (ai/exact_lines.py)."""

from __future__ import annotations

from dataclasses import replace

from triangles_qt.engine import Player
from triangles_qt.engine.review import Mark
from triangles_qt.puzzles.builtin import puzzle_from_record
from triangles_qt.puzzles.lessons import (
    human_seats,
    judge_known,
    judge_line,
    lesson_lines,
    line_cost,
    normalized,
    position_before,
)
from triangles_qt.puzzles.my_mistakes import exact_mistakes, position_id

from .helpers import analysed, exact_values


def test_the_lines_of_a_lesson_worst_first_or_in_order():
    game = analysed()
    review = game.current_review
    for seat in (0, 1):
        in_order = lesson_lines(review, seat, worst_first=False)
        worst = lesson_lines(review, seat, worst_first=True)
        assert in_order == sorted(in_order) and sorted(worst) == in_order
        assert all(
            review.moves[k].mover == seat and review.moves[k].mark is not Mark.GOOD for k in worst
        )
        lost = [review.moves[k].chances_lost for k in worst]
        assert lost == sorted(lost, reverse=True)
    assert human_seats(game) == [0, 1]
    assert human_seats(analysed((Player("You"), Player("Computer", "easy")))) == [0]


def test_every_answer_is_judged_as_its_exact_value_says():
    game = analysed()
    review = game.current_review
    for number in review.marked():
        entry = review.moves[number]
        position = position_before(game, number)
        assert position.moves == game.moves[:number]
        assert not any(player.is_computer for player in position.players)
        values = exact_values(position)
        best = max(values.values())
        assert best == entry.best
        drawn = normalized(game.moves[number])
        assert judge_known(entry, drawn, drawn).value == entry.actual
        assert not judge_known(entry, drawn, drawn).right
        assert judge_known(entry, drawn, entry.best_line).right
        for line, value in values.items():
            judgement = judge_line(position, entry, line)
            assert (judgement.best, judgement.value, judgement.exact) == (best, value, True)
            # Right exactly where the line would not have been marked (two points or more away
            # from the best is never good).
            assert judgement.right == (value == best) or (0 < best - value < 2)
            assert judgement.cost == best - value
            rest = best - position.lead(position.current_player)
            assert line_cost(position, line, rest) == best - value


def test_exact_mistakes_become_puzzles_with_every_best_line():
    game = analysed((Player("You"), Player("Computer", "easy")))
    review = game.current_review
    records = exact_mistakes(game)
    marked = [k for k in review.marked(0) if review.moves[k].exact]
    assert len(records) == len(marked) > 0
    for number, record in zip(marked, records, strict=True):
        puzzle = puzzle_from_record(record, record["puzzle"]["id"], "mine")
        position = puzzle.game()
        assert position.moves == game.moves[:number]
        values = exact_values(position)
        best = max(values.values())
        assert puzzle.solutions == {line for line, value in values.items() if value == best}
        assert record["puzzle"]["id"] == position_id(record)
    assert exact_mistakes(game) == records  # the same game gives the same puzzles


def test_an_estimated_entry_is_judged_by_a_fresh_search():
    game = analysed()
    review = game.current_review
    number = review.marked(1)[0]
    entry = replace(review.moves[number], exact=False)  # as if the analysis had estimated it
    position = position_before(game, number)
    values = exact_values(position)
    best = max(values.values())
    for line, value in values.items():
        judgement = judge_line(position, entry, line)
        # On 7 stars the fresh search sees the end: its values are the exact ones.
        assert (judgement.best, judgement.value) == (best, value)
        assert judgement.right == (value == best) or (0 < best - value < 2)
