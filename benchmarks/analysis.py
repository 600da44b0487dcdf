"""How long "Analyse game" takes for whole games (targets: 24 stars <= 10 s, 60 stars <= 60 s).

Run: python benchmarks/analysis.py [--sizes 24 60] [--games 2] [--seconds S]

Each game is played to the end by Hard (0.05 s a move) against Medium, on a generated board,
with and without "Play again", then analysed the way the computer's worker does it
(`review_game` with `analysis_seconds(stars)`). Prints the seconds each analysis took, its
lines, how many were worked out exactly, and the marks. With --through-worker, one more game a
size is analysed the way the window asks for it: through `ComputerPlayer.analyse`, in a new
worker process, timed from the request to the answer (the process's start included).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from triangles_qt.ai import choose_move
from triangles_qt.ai.reviewer import analysis_seconds, review_game
from triangles_qt.engine import Board, Game, Rules


def played_game(stars: int, seed: int, play_again: bool) -> Game:
    game = Game(Board.generate(stars, seed=seed), Rules(play_again=play_again))
    levels = ("hard", "medium")
    while not game.is_over:
        level = levels[game.current_player]
        i, j = choose_move(game, level, seed=seed, time_limit=0.05)
        game.play(i, j)
    return game


def through_worker(game: Game) -> float:
    """Seconds from asking the computer's worker for the analysis to its answer."""
    # Deferred: Qt is needed only for this measurement.
    from PySide6.QtCore import QCoreApplication, QEventLoop

    # Deferred: the window's computer player needs Qt too.
    from triangles_qt.computer import ComputerPlayer

    _app = QCoreApplication.instance() or QCoreApplication([])
    player = ComputerPlayer()
    loop = QEventLoop()
    answers: list[object] = []
    player.analysis_done.connect(lambda _id, field: (answers.append(field), loop.quit()))
    player.analysis_failed.connect(lambda _id, why: (answers.append(why), loop.quit()))
    start = time.monotonic()
    player.analyse(game)
    loop.exec()
    elapsed = time.monotonic() - start
    player.shutdown(5000)
    assert answers and isinstance(answers[0], dict), answers
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[24, 60])
    parser.add_argument("--games", type=int, default=2, help="games per size and variant")
    parser.add_argument(
        "--seconds", type=float, default=None, help="time for a game (default: as the app)"
    )
    parser.add_argument("--through-worker", action="store_true")
    args = parser.parse_args()
    print("stars  play again  lines  seconds  (allowed)  exact  good/inaccuracy/mistake")
    for stars in args.sizes:
        worst = 0.0
        for play_again in (False, True):
            for seed in range(1, args.games + 1):
                game = played_game(stars, seed, play_again)
                allowed = analysis_seconds(stars) if args.seconds is None else args.seconds
                start = time.monotonic()
                review = review_game(game, seconds=allowed)
                elapsed = time.monotonic() - start
                worst = max(worst, elapsed)
                assert review is not None
                marks = Counter(move.mark.value for move in review.moves)
                exact = sum(move.exact for move in review.moves)
                print(
                    f"{stars:5}  {'yes' if play_again else 'no':>10}  {game.move_count:5}  "
                    f"{elapsed:7.2f}  ({allowed:5.1f})  {exact:5}  "
                    f"{marks['good']}/{marks['inaccuracy']}/{marks['mistake']}",
                    flush=True,
                )
        print(f"{stars} stars: longest analysis {worst:.2f} s", flush=True)
        if args.through_worker:
            seconds = through_worker(played_game(stars, 99, False))
            print(f"{stars} stars through the computer's worker: {seconds:.2f} s", flush=True)


if __name__ == "__main__":  # (the worker process imports this module too)
    main()
