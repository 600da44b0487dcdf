"""Freezes, quitting and leaks: the figures of a long session on big boards.

Run: python benchmarks/stability.py [--games 200]   (offscreen; prints milliseconds and counts)

(a) The longest gap of the GUI thread (a 5 ms timer that should tick on time) while a new
    180-star game is prepared, and while a finished 180-star and 300-star game is opened, each
    once with the computer idle and once while Hard is thinking; then the move list's part of
    opening the finished games alone (listing every line, and painting the list), with the
    list shown. Target: no gap over 100 ms.
(b) Quitting: a real `python -m triangles_qt` process with Hard thinking on 180 stars; the time
    from the window closing to the process ending, and whether the autosave holds the game.
    Target: 0.5 s.
(c) Leaks: many games in one window (each with refusals and a hint), then Python objects, Qt
    objects and the process's memory after warm-up and at the end. Target: flat counts and at
    most 5 MB more memory.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import textwrap
import time
from collections import Counter
from functools import partial
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.session import game_from_choices
from triangles_qt.settings import NewGameChoices
from triangles_qt.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
TICK_MS = 5


class GapMeter(QObject):
    """Records how late a 5 ms timer's ticks come: a late tick is a GUI-thread freeze."""

    def __init__(self) -> None:
        super().__init__()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self.gaps: list[int] = []

    def start(self) -> None:
        self.gaps = []
        self._clock.start()
        self._timer.start()

    def stop(self) -> int:
        self._timer.stop()
        self._tick()
        return max(self.gaps, default=0)

    def _tick(self) -> None:
        self.gaps.append(self._clock.restart())


def wait_until(app: QApplication, condition, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        app.processEvents()
        time.sleep(0.001)


def settle(app: QApplication, ms: int = 150) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.001)
    # What a running event loop does between events; processEvents() alone never deletes.
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def finished_game(stars: int, seed: int) -> Game:
    game = Game(Board.generate(stars, seed=seed))
    rng = random.Random(seed)
    while not game.is_over:
        moves = game.legal_moves()
        i, j = moves[rng.randrange(len(moves))]
        game.play(int(i), int(j))
    return game


def start_hard_thinking(app: QApplication, window: MainWindow) -> None:
    board = Board.generate(180, seed=77)
    players = (Player("You"), Player("Computer", "hard"))
    window.set_game(Game(board, Rules(), players, first_player=1))
    wait_until(app, lambda: window.session.computer_thinking)


def bench_gaps(app: QApplication) -> None:
    window = MainWindow()
    window.end_screen.enabled = False
    window.resize(1200, 860)
    window.show()
    settle(app)
    meter = GapMeter()
    choices = NewGameChoices(size=180, opponent="human")
    folder = Path(tempfile.mkdtemp())
    saved = {}
    for stars in (180, 300):
        saved[stars] = folder / f"full-{stars}.triangles"
        record = finished_game(stars, seed=5).to_record()
        saved[stars].write_text(json.dumps(record), encoding="utf-8")

    def new_game() -> None:
        window.session.prepare(partial(game_from_choices, choices, 4242))

    actions = [("new 180-star game", new_game)]
    for stars, path in saved.items():
        actions.append((f"open full {stars}-star game", partial(window.files.open_path, path)))
    for what, action in actions:
        for thinking in (False, True):
            if thinking:
                start_hard_thinking(app, window)
            settle(app)
            meter.start()
            action()
            wait_until(app, lambda: not window.session.is_preparing)
            settle(app, 200)  # the new board is painted
            worst = meter.stop()
            state = "while Hard thinks" if thinking else "idle"
            print(f"  {what:26} {state:17} longest GUI gap {worst:4d} ms")
    window.session.shutdown(2000)
    window.close()


def bench_move_list(app: QApplication, runs: int = 5) -> None:
    """The move list's part of opening a finished game: every line listed (`show_game`, from
    a list holding a short game) and the list painted, the list shown beside the board."""
    window = MainWindow()
    window.end_screen.enabled = False
    window.resize(1200, 860)
    window.show()
    window.move_list.show()
    settle(app)
    short = finished_game(24, seed=1)
    for stars in (180, 300):
        game = finished_game(stars, seed=5)
        listing, painting = [], []
        for _ in range(runs):
            window.move_list.show_game(short)
            settle(app, 50)
            clock = time.perf_counter()
            window.move_list.show_game(game)
            listed = time.perf_counter()
            window.move_list.repaint()
            painted = time.perf_counter()
            listing.append(1000 * (listed - clock))
            painting.append(1000 * (painted - listed))
        listing.sort()
        painting.sort()
        print(
            f"  {stars} stars ({game.move_count} lines): show_game {listing[runs // 2]:6.1f} ms,"
            f" painting the list {painting[runs // 2]:5.1f} ms (median of {runs})"
        )
    window.session.shutdown(2000)
    window.close()


QUIT_SCRIPT = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QTimer
    import triangles_qt.ui.main_window as main_window
    from triangles_qt import app
    from triangles_qt.engine import Board, Game, Player, Rules

    shown = main_window.MainWindow.show

    def show(window):
        shown(window)
        def play():
            players = (Player("You"), Player("Computer", "hard"))
            game = Game(Board.generate(180, seed=3), Rules(), players)
            i, j = game.legal_moves()[0]
            window.set_game(game)
            window.session.request_line(int(i), int(j))
        def close():
            print("thinking" if window.session.computer_thinking else "idle", flush=True)
            print(f"closed {time.monotonic()}", flush=True)
            window.close()
        QTimer.singleShot(100, play)
        QTimer.singleShot(700, close)

    main_window.MainWindow.show = show
    sys.exit(app.main(["triangles", "--size", "180"]))
    """
)


def bench_quit(runs: int) -> None:
    for run in range(runs):
        data_dir = Path(tempfile.mkdtemp())
        env = dict(os.environ, TRIANGLES_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT))
        process = subprocess.Popen(
            [sys.executable, "-c", QUIT_SCRIPT], env=env, stdout=subprocess.PIPE, text=True
        )
        assert process.stdout is not None
        state = process.stdout.readline().strip()
        closed_at = float(process.stdout.readline().split()[1])
        process.wait(timeout=30)
        ended_at = time.monotonic()
        autosave = data_dir / "autosave.triangles"
        moves = len(json.loads(autosave.read_text())["moves"]) if autosave.exists() else None
        print(
            f"  run {run + 1}: {state} at close; process ended {1000 * (ended_at - closed_at):5.0f}"
            f" ms after the window closed (exit {process.returncode}); autosave moves: {moves}"
        )


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / 2**20


def qt_objects(window: MainWindow) -> int:
    return len(window.findChildren(QObject))


def bench_leaks(app: QApplication, games: int) -> None:
    window = MainWindow()
    window.end_screen.enabled = False
    window.resize(1000, 700)
    window.show()
    settle(app)
    rng = random.Random(1)
    view = window.board_view
    view.set_animations_enabled(True)
    marks = {}
    kinds: dict[int, Counter[str]] = {}
    warm_up = games // 2  # PySide loads the methods of its classes on first use for a while
    for number in range(1, games + 1):
        game = Game(Board.generate(24, seed=number), Rules())
        window.set_game(game)
        while not game.is_over:
            moves = game.legal_moves()
            i, j = moves[rng.randrange(len(moves))]
            if rng.random() < 0.05 and game.move_count:
                a, b, _ = game.lines[-1]
                window.session.request_line(a, b)  # refused: already drawn
            if rng.random() < 0.05:
                view.show_hint(int(i), int(j))
            window.session.request_line(int(i), int(j))
            app.processEvents()
        settle(app, 5)
        if number in (warm_up, games) or number % 50 == 0:
            gc.collect()
            objects = gc.get_objects()
            kinds[number] = Counter(type(o).__name__ for o in objects)
            marks[number] = (len(objects), qt_objects(window), rss_mb())
            del objects
            objects, qobjects, rss = marks[number]
            print(
                f"  after {number:3d} games: {objects} Python objects, {qobjects} Qt objects,"
                f" {rss:.1f} MB"
            )
    first, last = marks[warm_up], marks[games]
    print(
        f"  growth after warm-up: {last[0] - first[0]:+d} Python objects,"
        f" {last[1] - first[1]:+d} Qt objects, {last[2] - first[2]:+.1f} MB"
    )
    grown = (kinds[games] - kinds[warm_up]).most_common(5)
    print("  the kinds that grew most: " + ", ".join(f"{name} +{n}" for name, n in grown))
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--quit-runs", type=int, default=3)
    parser.add_argument("--skip", nargs="*", default=[], choices=("gaps", "quit", "leaks"))
    arguments = parser.parse_args()
    os.environ.setdefault("TRIANGLES_DATA_DIR", tempfile.mkdtemp())
    app = QApplication.instance() or QApplication([])
    if "gaps" not in arguments.skip:
        print("GUI-thread gaps (target: none over 100 ms):")
        bench_gaps(app)
        print("The move list alone, opening a finished game:")
        bench_move_list(app)
    if "quit" not in arguments.skip:
        print("Quitting (target: 500 ms, autosave written):")
        bench_quit(arguments.quit_runs)
    if "leaks" not in arguments.skip:
        print(f"Leaks over {arguments.games} games (target: flat counts, at most +5 MB):")
        bench_leaks(app, arguments.games)


if __name__ == "__main__":
    main()
