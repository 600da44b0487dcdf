"""Freezes, quitting and leaks: the figures of a long session on big boards.

Run: python benchmarks/stability.py [--games 200]   (offscreen; prints milliseconds and counts)

(a) The longest gap of the GUI thread (a 16 ms timer, one frame, that should tick on time) while,
    through the real window, a new 180-star game is prepared and games are opened by the Open
    path (`FileActions.open_path`, what the Open dialog calls): a finished 180-star game, a
    finished 300-star game, a 5 MB record (the largest a player can open: a finished 300-star
    game with 40-character names, a part of earlier players for every line, an analysis, and
    padding in a field the app ignores) and a 5 MB record of padding that is refused; each with
    the computer idle, while Hard thinks, and with two busy processes beside the app. Each
    line splits the gap into reading (up to the game's hand-over to the window) and showing
    (the window taking the game and painting it), and gives the machine's load average.
    Target: no gap over 100 ms.
    Then the longest gap while a finished 24-star and a finished 60-star game are analysed
    through the window (Analyse game, with the app's budget: the search in the worker, the
    progress, the marks and the chart filled at the end), idle and beside two busy processes.
    Then how long a small game takes from chosen to on the board, by the Open dialog (which
    starts the reading process while the player picks) and by `open_path` alone; and the move
    list's part of opening the finished games alone (listing every line, and painting the
    list), with the list shown.
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
from collections.abc import Callable
from functools import partial
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.engine.setup import DEFAULT_PLAYERS, EarlierPlayers
from triangles_qt.engine.vocabulary import MAX_NAME_LENGTH
from triangles_qt.persistence import MAX_FILE_BYTES, game_to_bytes
from triangles_qt.session import game_from_choices
from triangles_qt.settings import NewGameChoices
from triangles_qt.ui.main_window import MainWindow

# The sibling benchmark `thinking`, and the tests' game with an analysis as a record brings it.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from thinking import busy_processes, machine

from tests.persistence.games import with_an_analysis

ROOT = Path(__file__).resolve().parent.parent
TICK_MS = 16
# What a 5 MB record is padded with: empty lists, the costliest JSON to parse per byte.
PADDING_FIELD = "notes"
BIG_RECORD_BYTES = MAX_FILE_BYTES - 1024


class GapMeter(QObject):
    """Records how late a 16 ms timer's ticks come: a late tick is a GUI-thread freeze."""

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


def run_events(app: QApplication, ms: int, until=None) -> None:
    """Run the event loop, as the app's own does, for `ms` milliseconds or until `until()`."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    poll = QTimer()
    if until is not None:
        poll.timeout.connect(lambda: until() and loop.quit())
        poll.start(5)
    loop.exec()
    poll.stop()


def wait_until(app: QApplication, condition, timeout_s: float = 60.0) -> None:
    if not condition():
        run_events(app, int(timeout_s * 1000), condition)
    if not condition():
        raise TimeoutError("the window did not get there in time")


def settle(app: QApplication, ms: int = 150) -> None:
    run_events(app, ms)
    # What the app's event loop does between events.
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def finished_game(stars: int, seed: int, players: tuple[Player, Player] = DEFAULT_PLAYERS) -> Game:
    game = Game(Board.generate(stars, seed=seed), Rules(), players)
    rng = random.Random(seed)
    while not game.is_over:
        moves = game.legal_moves()
        i, j = moves[rng.randrange(len(moves))]
        game.play(int(i), int(j))
    return game


def largest_record(stars: int, seed: int) -> dict[str, object]:
    """The biggest record of a real game: a finished game with the longest names, every line
    given by a part of earlier players of its own, and an analysis of every line (estimates
    that the replay accepts: each line is its player's best and keeps the margin it had)."""
    names = (Player("\u00c5" * MAX_NAME_LENGTH), Player("\u0416" * MAX_NAME_LENGTH))
    game = with_an_analysis(finished_game(stars, seed, names))
    game.given_lines = game.move_count
    game.earlier_players = tuple(
        EarlierPlayers(lines, (names[1], names[0])) for lines in range(1, game.move_count + 1)
    )
    return game.to_record()


def padded(record: object, size: int) -> bytes:
    """`record` as JSON of `size` bytes, the rest an ignored field of empty lists."""
    base = len(json.dumps(record, ensure_ascii=False).encode("utf-8"))
    count = max(0, (size - base - len(PADDING_FIELD) - 8) // 3)
    if isinstance(record, dict):
        record = record | {PADDING_FIELD: [[]] * count}
    else:
        record = [record, [[]] * count]
    data = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return data + b" " * (size - len(data))


def start_hard_thinking(app: QApplication, window: MainWindow) -> None:
    board = Board.generate(180, seed=77)
    players = (Player("You"), Player("Computer", "hard"))
    window.set_game(Game(board, Rules(), players, first_player=1))
    wait_until(app, lambda: window.session.computer_thinking)


def game_files(folder: Path) -> dict[str, Path]:
    """The files the benchmark opens, written to `folder`."""
    files = {
        "finished 180-star game": finished_game(180, seed=5).to_record(),
        "finished 300-star game": finished_game(300, seed=5).to_record(),
    }
    paths = {}
    for what, record in files.items():
        paths[what] = folder / f"{what.replace(' ', '-')}.triangles"
        paths[what].write_text(json.dumps(record), encoding="utf-8")
    paths["5 MB record"] = folder / "largest.triangles"
    paths["5 MB record"].write_bytes(padded(largest_record(300, seed=5), BIG_RECORD_BYTES))
    paths["5 MB refused"] = folder / "refused.triangles"
    paths["5 MB refused"].write_bytes(padded("not a game", BIG_RECORD_BYTES))
    return paths


def bench_gaps(app: QApplication) -> None:
    window = MainWindow()
    window.end_screen.enabled = False
    window.files.use_for_screenshot()  # a refused file's message goes to the status line
    window.resize(1200, 860)
    window.show()
    settle(app)
    # As the app's start does (triangles_qt.app): what the start built stays out of the cycle
    # collector's later full passes, which would otherwise walk all of it.
    gc.collect()
    gc.freeze()
    meter = GapMeter()
    for what, action in gap_actions(window).items():
        for condition in ("idle", "while Hard thinks", "2 busy processes"):
            print(f"  {what:34} {condition:18} {one_gap(app, window, meter, action, condition)}")
    window.session.shutdown(2000)
    window.close()


def gap_actions(window: MainWindow) -> dict[str, Callable[[], None]]:
    """What the gaps are measured over: a new 180-star game, and each file opened by the Open
    path."""
    choices = NewGameChoices(size=180, opponent="human")

    def new_game() -> None:
        window.session.prepare(partial(game_from_choices, choices, 4242))

    paths = game_files(Path(tempfile.mkdtemp()))
    return {"new 180-star game": new_game} | {
        f"open {what}": partial(window.files.open_path, path) for what, path in paths.items()
    }


def one_gap(
    app: QApplication,
    window: MainWindow,
    meter: GapMeter,
    action: Callable[[], None],
    condition: str,
) -> str:
    """The longest GUI gap while `action` runs until the new board is painted, under
    `condition`; with what came of it, how long it took and the machine's load."""
    # An empty board: nothing is given up, so no question stops the opening.
    window.set_game(Game(Board.generate(24, seed=1)))
    if condition == "while Hard thinks":
        start_hard_thinking(app, window)
    before = window.session.game
    busy = 2 if condition == "2 busy processes" else 0
    # The gaps up to the game's hand-over (reading it), and from there (showing it).
    handed_over: list[int] = []

    def hand_over(preparing: bool) -> None:
        if not preparing and not handed_over:
            handed_over.append(len(meter.gaps))

    window.session.preparing.connect(hand_over)
    with busy_processes(busy):
        settle(app)
        meter.start()
        started = time.monotonic()
        action()
        wait_until(app, lambda: not window.session.is_preparing)
        took = time.monotonic() - started
        settle(app, 300)  # the new board is painted
        worst = meter.stop()
        load = machine(busy)
    window.session.preparing.disconnect(hand_over)
    split = handed_over[0] if handed_over else len(meter.gaps)
    reading, showing = max(meter.gaps[:split], default=0), max(meter.gaps[split:], default=0)
    game = window.session.game
    result = "refused" if game is before else f"{game.move_count} lines"
    return (
        f"longest GUI gap {worst:4d} ms (reading {reading:4d}, showing {showing:4d})"
        f"  ({result} in {took:.1f} s; {load})"
    )


def bench_analysis_gaps(app: QApplication) -> None:
    """The longest GUI gap while the window analyses a finished game, from Analyse game until
    the marks and the chart are shown, with the move list open."""
    window = MainWindow()
    window.end_screen.enabled = False
    window.resize(1200, 860)
    window.show()
    if not window.menus.move_list_toggle.isChecked():
        window.menus.move_list_toggle.trigger()
    settle(app)
    gc.collect()
    gc.freeze()
    meter = GapMeter()
    for stars in (24, 60):
        for busy in (0, 2):
            window.set_game(finished_game(stars, seed=stars))
            settle(app, 300)
            with busy_processes(busy):
                meter.start()
                started = time.monotonic()
                assert window.analysis.start()
                wait_until(app, lambda: not window.analysis.running, timeout_s=600)
                took = time.monotonic() - started
                settle(app, 300)  # the marks and the chart are painted
                worst = meter.stop()
                load = machine(busy)
            # When the longest gap came: seconds from Analyse game.
            at = sum(meter.gaps[: meter.gaps.index(worst) + 1]) / 1000
            review = window.session.game.current_review if window.session.game else None
            exact = review.exact_tail if review is not None else 0
            print(
                f"  analysing a finished {stars}-star game: longest GUI gap {worst:4d} ms"
                f" at {at:.1f} s  ({exact} lines exact, {took:.1f} s; {load})"
            )
    window.session.shutdown(2000)
    window.close()


def bench_open_latency(app: QApplication, runs: int = 5) -> None:
    """How long a small game takes from being chosen to being on the board: chosen in the
    Open dialog after a second of picking, and opened by `open_path` alone."""
    window = MainWindow()
    window.show()
    path = Path(tempfile.mkdtemp()) / "small.triangles"
    path.write_bytes(game_to_bytes(finished_game(24, seed=5)))
    for how in ("Open dialog", "open_path alone"):
        times = []
        for _ in range(runs):
            window.set_game(Game(Board.generate(24, seed=1)))
            dialog = window.files.ask_open() if how == "Open dialog" else None
            settle(app, 1000)  # the player picks the file
            started = time.monotonic()
            if dialog is None:
                window.files.open_path(path)
            else:
                dialog.fileSelected.emit(str(path))
                dialog.close()
            wait_until(app, lambda: not window.session.is_preparing)
            times.append(round(1000 * (time.monotonic() - started)))
        print(f"  {how:16} {times} ms  ({machine(0)})")
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
        print("GUI-thread gaps while a game is analysed (target: none over 100 ms):")
        bench_analysis_gaps(app)
        print("A small game from chosen to on the board:")
        bench_open_latency(app)
        print("The move list's part of opening a finished game:")
        bench_move_list(app)
    if "quit" not in arguments.skip:
        print("Quitting (target: 500 ms, autosave written):")
        bench_quit(arguments.quit_runs)
    if "leaks" not in arguments.skip:
        print(f"Leaks over {arguments.games} games (target: flat counts, at most +5 MB):")
        bench_leaks(app, arguments.games)


if __name__ == "__main__":
    main()
