"""Speed of the board view: full repaint, mouse release to line on screen, start-up.

Run: python benchmarks/ui.py   (renders offscreen; prints median figures in milliseconds)

(a) a full repaint of a finished 180-star board (every line and triangle it will ever have) in a
    1600 x 1000 view; (b) from a real mouse release on the second star to the line on screen:
    the slot checks and plays the line and calls sync(), and the changed region is painted;
(c) start-up: the CPU of `triangles --size 180 --seed 3 --screenshot FILE` against a bare
    PySide6 window with 180 items, and the time to the first painted window of a normal start
    (benchmarks/start.py; `--start-only` runs just this part);
(d) a 16 ms GUI timer while Hard thinks at 60 and 180 stars, cancel latency and the computer's
    worker process memory (benchmarks/thinking.py; `--computer-only` runs just this part).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from start import report as report_start
from thinking import report as report_thinking

from triangles_qt.engine import Board, Game
from triangles_qt.ui.board.view import BoardView
from triangles_qt.ui.themes import THEMES


def finished_game(stars: int, seed: int) -> Game:
    """Play a whole game, preferring short lines (as people do), until the engine says over."""
    game = Game(Board.generate(stars, seed=seed))
    xy = game.board.xy
    while not game.is_over:
        moves = game.legal_moves()
        lengths = ((xy[moves[:, 0]] - xy[moves[:, 1]]) ** 2).sum(axis=1)
        i, j = moves[int(lengths.argmin())]
        game.play(int(i), int(j))
    return game


class Stopwatch:
    """Wall-clock and this thread's CPU time, in milliseconds.

    Wall time is what a player waits; CPU time is the work done, which other programs
    busy on the same machine do not inflate. Both are reported.
    """

    def __enter__(self) -> Stopwatch:
        self._wall = time.perf_counter()
        self._cpu = time.thread_time()
        return self

    def __exit__(self, *exc) -> None:
        self.wall = (time.perf_counter() - self._wall) * 1000
        self.cpu = (time.thread_time() - self._cpu) * 1000


def median_pair(samples: list[Stopwatch]) -> tuple[float, float]:
    return (
        statistics.median(s.wall for s in samples),
        statistics.median(s.cpu for s in samples),
    )


def paint_time(view: BoardView) -> Stopwatch:
    """One full repaint of the viewport, painted synchronously."""
    with Stopwatch() as watch:
        view.viewport().repaint()
    return watch


def bench_repaint(
    app: QApplication, game: Game, rounds: int
) -> dict[str, tuple[tuple[float, float], tuple[float, float]]]:
    """Per theme: a full repaint, and a first paint after a theme switch (nothing cached)."""
    results = {}
    for key, theme in THEMES.items():
        view = BoardView(theme=theme)
        view.resize(1600, 1000)
        view.set_animations_enabled(False)
        view.set_game(game)
        view.show()
        app.processEvents()
        for _ in range(3):
            paint_time(view)
        repaint = median_pair([paint_time(view) for _ in range(rounds)])
        first_paints = []
        for _ in range(rounds):
            view.set_theme(theme)  # the sky and the cached layers are painted again
            first_paints.append(paint_time(view))
        results[key] = (repaint, median_pair(first_paints))
        view.close()
    return results


def line_is_on_screen(view: BoardView, i: int, j: int) -> bool:
    """Whether what the view last painted (not a fresh paint) shows line i-j in its colour."""
    shown = view.screen().grabWindow(view.winId()).toImage()
    middle = (view.star_view_position(i) + view.star_view_position(j)) / 2
    ratio = shown.devicePixelRatio()
    x, y = round(middle.x() * ratio), round(middle.y() * ratio)
    want = view.theme.player_colors[view.game.lines[-1][2]]
    if not shown.rect().adjusted(1, 1, -1, -1).contains(x, y):
        return True  # the platform grabbed only part of a high-DPI window: nothing to check
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            got = shown.pixelColor(x + dx, y + dy)
            if abs(got.red() - want.red()) + abs(got.green() - want.green()) < 90:
                return True
    return False


def bench_release_to_line(
    app: QApplication, game: Game, rounds: int, animate: bool
) -> tuple[float, float]:
    """A real press on star i and release on star j; the slot plays the line and syncs."""
    replay = Game(game.board)
    moves = game.moves
    view = BoardView(theme=THEMES["nebula"])
    view.resize(1600, 1000)
    view.set_animations_enabled(animate)
    view.set_game(replay)
    view.show()
    app.processEvents()

    def play(i: int, j: int) -> None:
        if replay.check(i, j) is None:
            replay.play(i, j)
            view.sync()

    view.line_requested.connect(play)
    viewport = view.viewport()
    times = []
    for i, j in moves[:rounds]:
        a = view.star_view_position(i).toPoint()
        b = view.star_view_position(j).toPoint()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        QTest.mouseMove(viewport, b)
        app.processEvents()
        with Stopwatch() as watch:
            QTest.mouseRelease(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b
            )
            app.processEvents()  # the view paints the areas that changed: the line is on screen
        times.append(watch)
        assert view.drawn_lines() == replay.lines, "the line is not in the scene"
        if not animate:
            assert line_is_on_screen(view, i, j), "the line was not painted"
        app.processEvents()
        view.sync(animate=False)  # settle animations before the next move
        QTest.mouseMove(viewport, QPoint(2, 2))
    view.close()
    return median_pair(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30, help="samples per figure")
    parser.add_argument("--seed", type=int, default=1, help="board number of the 180-star board")
    parser.add_argument("--computer-only", action="store_true", help="only (d)")
    parser.add_argument("--start-only", action="store_true", help="only (c)")
    parser.add_argument("--start-rounds", type=int, default=5, help="runs of each in (c)")
    parser.add_argument("--thinking-seconds", type=float, default=8.0, help="per figure in (d)")
    args = parser.parse_args()

    app = QApplication.instance() or QApplication([])
    if args.computer_only:
        print("(d) ", end="")
        report_thinking([60, 180], args.thinking_seconds, ["process", "thread", "idle"])
        return
    if args.start_only:
        report_start(args.start_rounds)
        return
    game = finished_game(180, args.seed)
    ratio = app.primaryScreen().devicePixelRatio()
    print(
        f"finished 180-star board: {len(game.lines)} lines, {len(game.triangles)} triangles "
        f"(Qt platform {app.platformName()}, device pixel ratio {ratio:g}, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)"
    )
    print("medians in ms, wall clock (CPU time of the GUI thread); target 16 ms")
    repaints = bench_repaint(app, game, args.rounds)
    for key, ((wall, cpu), _) in repaints.items():
        print(f"(a) full repaint 1600x1000, theme {key:<14} {wall:6.2f} ({cpu:5.2f})")
    for key, (_, (wall, cpu)) in repaints.items():
        print(f"    first paint after switching to {key:<14} {wall:6.2f} ({cpu:5.2f})")
    for animate in (False, True):
        wall, cpu = bench_release_to_line(app, game, args.rounds, animate)
        if animate:
            print(f"(b) mouse release -> line starts to grow (animated) {wall:6.2f} ({cpu:5.2f})")
        else:
            print(f"(b) mouse release -> line on screen                 {wall:6.2f} ({cpu:5.2f})")
    report_start(args.start_rounds)
    print("(d) ", end="")
    report_thinking([60, 180], args.thinking_seconds, ["process", "thread", "idle"])


if __name__ == "__main__":
    main()
