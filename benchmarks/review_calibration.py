"""The data and the fit behind the analysis's marks: a player's chances from a margin and the
points still to be scored (`triangles_qt.engine.review.chances`, docs/review.md).

Run: python benchmarks/review_calibration.py --generate [--sizes 24 60] [--pairings 6 2]
     python benchmarks/review_calibration.py          fit the data already written

--generate plays games between the computer's levels (benchmarks/analysis.py `story_games`:
seeded, so every run plays the same games), analyses them as the app does and writes one row
per line to DATA: the position's value before the line from its player's view (`best`), what
the line left (`actual`), whether both are exact, the points still to be scored there, the
line's player and the game's final margin for the first seat.

The fit: the chances of the line's player (win 1, draw 1/2, loss 0, from the game's end) against
1 / (1 + exp(-slope * best / sqrt(points left))), the slope by maximum likelihood (positions
with points left only). It prints the slope, how well it fits (the mean log loss, beside that
of chances of 1/2 everywhere) and the fitted chances against the results, in bins.
"""

from __future__ import annotations

import argparse
import csv
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from analysis import story_figures, story_games, story_line

from triangles_qt.engine.review import GameReview, MoveReview

DATA = Path(__file__).resolve().parent / "data" / "review_positions.csv"
FIELDS = [
    "stars",
    "play_again",
    "first_level",
    "second_level",
    "line",
    "mover",
    "best",
    "actual",
    "exact",
    "points_left",
    "final",
]


def generate(sizes: list[int], pairings: list[int]) -> None:
    DATA.parent.mkdir(exist_ok=True)
    with DATA.open("w", newline="", encoding="utf-8") as file:
        writer = csv.DictWriter(file, FIELDS)
        writer.writeheader()
        for stars, count in zip(sizes, pairings, strict=True):
            for game, levels, review, cpu in story_games([stars], count):
                for number, move in enumerate(review.moves):
                    writer.writerow(
                        {
                            "stars": stars,
                            "play_again": int(game.rules.play_again),
                            "first_level": levels[0],
                            "second_level": levels[1],
                            "line": number,
                            "mover": move.mover,
                            "best": move.best,
                            "actual": move.actual,
                            "exact": int(move.exact),
                            "points_left": move.points_left,
                            "final": game.lead(0),
                        }
                    )
                print(
                    f"{stars} stars {levels} {game.move_count} lines, {cpu:.1f} s cpu", flush=True
                )


def rows() -> list[dict[str, int | str]]:
    with DATA.open(encoding="utf-8") as file:
        return [
            {key: (value if key.endswith("level") else int(value)) for key, value in row.items()}
            for row in csv.DictReader(file)
        ]


def games() -> list[tuple[tuple[str, str], GameReview]]:
    """The analyses the data holds, with the levels of their seats."""
    found: list[tuple[tuple[str, str], GameReview]] = []
    moves: list[MoveReview] = []
    levels = ("", "")

    def review() -> GameReview:
        return GameReview(tuple((k, k + 1) for k in range(len(moves))), tuple(moves))

    for row in rows():
        if row["line"] == 0 and moves:
            found.append((levels, review()))
            moves = []
        levels = (str(row["first_level"]), str(row["second_level"]))
        moves.append(
            MoveReview(
                int(row["best"]),
                int(row["actual"]),
                bool(row["exact"]),
                (0, 1),
                int(row["mover"]),
                int(row["points_left"]),
            )
        )
    if moves:
        found.append((levels, review()))
    return found


def samples() -> list[tuple[float, float]]:
    """(best / sqrt(points left), the line's player's result) of the positions with points left."""
    found = []
    for row in rows():
        if int(row["points_left"]) <= 0:
            continue
        final = int(row["final"]) if row["mover"] == 0 else -int(row["final"])
        result = 1.0 if final > 0 else 0.5 if final == 0 else 0.0
        found.append((int(row["best"]) / math.sqrt(int(row["points_left"])), result))
    return found


def log_loss(slope: float, data: list[tuple[float, float]]) -> float:
    total = 0.0
    for x, result in data:
        p = min(1 - 1e-9, max(1e-9, 1 / (1 + math.exp(-slope * x))))
        total -= result * math.log(p) + (1 - result) * math.log(1 - p)
    return total / len(data)


def fit(data: list[tuple[float, float]]) -> float:
    """The slope of least log loss (a golden-section search: the loss is convex in it)."""
    low, high = 0.01, 10.0
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(80):
        a, b = high - ratio * (high - low), low + ratio * (high - low)
        if log_loss(a, data) < log_loss(b, data):
            high = b
        else:
            low = a
    return (low + high) / 2


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--generate", action="store_true")
    parser.add_argument("--sizes", type=int, nargs="+", default=[24, 60])
    parser.add_argument("--pairings", type=int, nargs="+", default=[6, 2])
    args = parser.parse_args()
    if args.generate:
        generate(args.sizes, args.pairings)
    data = samples()
    slope = fit(data)
    print(
        f"{len(data)} positions: slope {slope:.3f}, mean log loss {log_loss(slope, data):.4f} "
        f"(chances of 1/2 everywhere: {math.log(2):.4f})"
    )
    print("fitted chances   positions   mean result")
    for low in (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9):
        inside = [r for x, r in data if low <= 1 / (1 + math.exp(-slope * x)) < low + 0.1 + 1e-9]
        if inside:
            print(f"{low:.1f}-{low + 0.1:.1f}   {len(inside):9}   {sum(inside) / len(inside):.3f}")
    print(f"the marks on these games (constants in the code): {story_line(story_figures(games()))}")


if __name__ == "__main__":
    main()
