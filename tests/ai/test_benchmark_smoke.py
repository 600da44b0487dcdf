"""The benchmark scripts run end to end (tiny versions of the tables RESULTS.md quotes).

The tournaments, the speed table and the check of the tree take seconds of computer play each:
they are in the slow selection. The default one runs benchmarks/ai.py to its searches to the
end, and the Monte Carlo opponent's moves and seating."""

from __future__ import annotations

import re

import pytest

from .helpers import BENCHMARKS, run_python

SCRIPT = BENCHMARKS / "ai.py"
MCTS_SCRIPT = BENCHMARKS / "versus_mcts.py"


@pytest.mark.slow
def test_tournament_script_prints_its_table() -> None:
    stdout = run_python(
        str(SCRIPT),
        *("--games", "2", "--sizes", "24", "--hard-time", "0.05", "--jobs", "1"),
        *("--timing-sizes", "--speed-sizes", "--side-by-side-sizes"),
        *("--end-lines", "--end-lines-play-again"),
    )
    rows = [line for line in stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| pairing | 24 stars, alternate | 24 stars, play again |")
    for pairing in ("Medium vs Easy", "Hard vs Medium", "Hard vs Easy"):
        assert any(row.startswith(f"| {pairing} |") and "(4 games)" in row for row in rows)


@pytest.mark.slow
def test_one_pairing_and_the_side_by_side_searches() -> None:
    stdout = run_python(
        str(SCRIPT),
        *("--games", "2", "--sizes", "24", "--hard-time", "0.05", "--jobs", "1"),
        *("--pairings", "hard-medium", "--timing-sizes", "--speed-sizes"),
        *("--side-by-side-sizes", "24", "--end-lines", "--end-lines-play-again"),
    )
    rows = [line for line in stdout.splitlines() if line.startswith("| ")]
    assert [row.split(" | ")[0] for row in rows if " vs " in row] == ["| Hard vs Medium"]
    side_by_side = [row for row in rows if row.startswith("| 24 |")]
    assert len(side_by_side) == 1
    alone, each, total = (float(cell.replace(",", "")) for cell in side_by_side[0].split("|")[2:5])
    assert alone > 0 and each > 0 and abs(total - 2 * each) <= 1


def test_the_searches_to_the_end_print_their_times() -> None:
    stdout = run_python(
        str(SCRIPT),
        *("--no-tournament", "--timing-sizes", "--speed-sizes", "--side-by-side-sizes"),
        *("--end-lines", "9", "--end-lines-play-again", "12", "--end-positions", "2"),
    )
    rows = [line for line in stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| variant | lines that matter | positions | best margin |")
    cells = {row.split(" | ")[0]: row.split(" | ")[1:] for row in rows[1:]}
    assert set(cells) == {"| alternate", "| play again"}
    assert cells["| alternate"][:2] == ["9", "2"] and cells["| play again"][:2] == ["12", "2"]
    for row in cells.values():
        for times in row[2:]:
            median, longest = (float(t) for t in times.strip(" |").split(" / "))
            assert 0 <= median <= longest


def test_the_monte_carlo_opponent_plays_legal_lines_to_the_end() -> None:
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from mcts import mcts_move;"
        "from triangles_qt.engine import Board, Game, Rules;"
        "game = Game(Board.generate(12, seed=4), Rules(play_again=True));"
        "exec('while not game.is_over:\\n i, j = mcts_move(game, 0.01, seed=1)\\n"
        " assert game.check(i, j) is None\\n game.play(i, j)');"
        "print(sum(game.scores), len(game.triangles))"
    )
    scored, closed = run_python("-c", code, str(BENCHMARKS)).split()
    assert int(scored) == int(closed) > 0


@pytest.mark.slow
def test_the_monte_carlo_tournament_prints_its_table() -> None:
    stdout = run_python(
        str(MCTS_SCRIPT),
        *("--games", "2", "--sizes", "12", "--seconds", "0.02", "--jobs", "1"),
        *("--first-board", "8000", "--level-seconds", "0.03", "--helper"),
    )
    assert "boards 8000 on" in stdout
    assert "with its helper process" in stdout  # started in the pool's (daemonic) process
    assert "Hard 0.03 s a move, the Monte Carlo player 0.02 s" in stdout
    rows = [line for line in stdout.splitlines() if line.startswith("| 12 stars")]
    assert len(rows) == 2
    for row in rows:
        cells = [cell.strip() for cell in row.split("|")[1:-1]]
        assert cells[3] == "2"  # games in the cell
        # one game started by each side, each a win, a draw or a loss
        assert all(part.endswith(("(1-0-0)", "(0-1-0)", "(0-0-1)")) for part in cells[4:6])


@pytest.mark.slow
def test_the_speed_table_gives_both_searches_rates() -> None:
    stdout = run_python(
        str(SCRIPT),
        *("--no-tournament", "--timing-sizes", "--side-by-side-sizes", "--end-lines"),
        *("--end-lines-play-again", "--speed-sizes", "24"),
    )
    rows = [line for line in stdout.splitlines() if line.startswith("| 24 |")]
    assert len(rows) == 1
    cells = [cell.strip() for cell in rows[0].split("|")[1:-1]]
    nodes, samples_and_lines = float(cells[2].replace(",", "")), cells[4]
    samples, lines = (float(part.replace(",", "")) for part in samples_and_lines.split(", "))
    assert nodes > 0 and 0 < samples < lines
    assert float(cells[6].replace(",", "")) > 0  # with the helper process


def test_each_side_starts_one_game_of_each_pair_against_the_monte_carlo_player() -> None:
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from versus_mcts import seating;"
        "print(' '.join(f'{hard}{first}' for hard, first in map(seating, range(6))))"
    )
    pairs = run_python("-c", code, str(BENCHMARKS)).split()
    seats = [(int(pair[0]), int(pair[1])) for pair in pairs]
    for board in range(3):
        games = seats[2 * board : 2 * board + 2]
        assert sorted(first == hard for hard, first in games) == [False, True]
        assert {hard for hard, _ in games} == {0, 1}


@pytest.mark.slow
def test_the_check_of_the_tree_on_proven_positions_prints_its_table() -> None:
    stdout = run_python(
        str(BENCHMARKS / "tree_choices.py"),
        *("--lines", "10", "12", "--boards", "3", "--all-lines", "--seeds", "2"),
        *("--nodes", "20000", "--jobs", "1", "--move-seconds", "0.02"),
    )
    rows = [line for line in stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| lines that matter | positions proven | not lost |")
    cells = rows[1].split(" | ")
    assert cells[0] == "| 10-12"
    proven, not_lost = int(cells[1]), int(cells[2])
    assert 0 < proven <= 3 and 0 <= not_lost <= proven
    kept, of = cells[3].rstrip(" |").split(" of ")
    assert int(of) == 2 * not_lost and 0 <= int(kept) <= int(of)
    assert "Where the lines do not all lead to the same result" in stdout


@pytest.mark.slow
def test_the_exact_frontier_prints_its_solved_positions() -> None:
    stdout = run_python(
        str(BENCHMARKS / "exact_frontier.py"),
        *("--sizes", "24", "--games", "1", "--variants", "alternate", "--positions", "12"),
        *("--searcher", "--scale", "0.5"),
    )
    lines = stdout.splitlines()
    assert any("median exact tail" in line for line in lines)
    (row,) = [line for line in lines if "seed  1" in line]
    rates = [int(rate) for rate in re.findall(r"(\d+) work/s", row)]
    assert "exact part" in row and len(rates) == 2 and min(rates) > 0
    solved = [line for line in lines if "12 lines from the end" in line]
    assert len(solved) == 1 and "Searcher" in solved[0] and solved[0].endswith("agrees")


@pytest.mark.slow
def test_the_exact_frontier_prints_what_stops_the_exact_part_and_its_rate() -> None:
    game = ("--sizes", "24", "--games", "1", "--variants", "alternate", "--positions")
    stdout = run_python(str(BENCHMARKS / "exact_frontier.py"), *game, "--stops")
    rows = [line for line in stdout.splitlines() if "lines from the end" in line]
    assert len(rows) >= 12 and rows[0].strip().startswith("1 lines from the end")
    assert all(row.endswith("exact") for row in rows[:-1])
    assert "stopped by" in stdout.splitlines()[-1]
    stdout = run_python(str(BENCHMARKS / "exact_frontier.py"), *game, "--rate", "20000")
    rate = stdout.splitlines()[-1]
    assert rate.startswith("work per second of processor time: median")
    assert float(rate.rsplit(" ", 1)[1]) > 0


@pytest.mark.slow
def test_hards_samples_are_counted_in_the_recorded_positions(tmp_path) -> None:
    games = tmp_path / "games.json"
    recorded = run_python(
        str(BENCHMARKS / "hard_samples.py"),
        "record",
        str(games),
        "--games",
        "1",
        "--seconds",
        "0.1",
    )
    assert recorded.startswith("game 0: ")
    stdout = run_python(str(BENCHMARKS / "hard_samples.py"), "replay", str(games))
    rows = {row.split(" | ")[0]: row.split(" | ")[1:] for row in stdout.splitlines()[2:]}
    assert set(rows) == {"| 0", "| all"}
    moves, own, helpers, joined = (int(cell.strip(" |")) for cell in rows["| all"])
    assert moves > 5 and own >= moves
    assert 0 < joined <= moves and helpers >= joined
