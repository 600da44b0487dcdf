"""The window while the computer thinks: a 16 ms GUI timer's jitter, cancel latency, memory.

Run: python benchmarks/thinking.py   (also part of benchmarks/ui.py; prints milliseconds)

A 16 ms precise QTimer ticks in the GUI thread while Hard searches positions where it really
searches (at most 80 legal lines left), back to back at 1 s a move, for a few seconds; the
intervals between ticks are what a running animation gets. Measured with the search in the
computer's worker process (what the app does) and, for comparison, on a thread of the GUI's own
process (what it did before: the search then competes with the GUI thread for the GIL).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QApplication

from triangles_qt.ai import choose_move
from triangles_qt.ai.worker import child_pids
from triangles_qt.computer import ComputerPlayer
from triangles_qt.engine import Board, Game

TICK_MS = 16
SEARCH_LINES = 80  # Hard searches once this few lines (or fewer) can be drawn


def searching_positions(stars: int, count: int, seed: int = 1) -> list[Game]:
    """Positions where Hard searches: random lines until at most SEARCH_LINES are legal."""
    games = []
    for index in range(count):
        game = Game(Board.generate(stars, seed=seed + index))
        rng = random.Random(index)
        while len(game.legal_edges()) > SEARCH_LINES:
            legal = game.legal_edges()
            game.play_edge(int(legal[rng.randrange(len(legal))]))
        games.append(game)
    return games


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


class TickRecorder:
    """A 16 ms precise timer in the GUI thread that records the intervals between its ticks."""

    def __init__(self) -> None:
        self.intervals: list[float] = []
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        self.intervals.append(self._clock.nsecsElapsed() / 1e6)
        self._clock.restart()

    def start(self) -> None:
        self.intervals.clear()
        self._clock.start()
        self._timer.start()

    def stop(self) -> list[float]:
        self._timer.stop()
        return self.intervals[1:]  # the first one includes the start-up


def run_events_for(seconds: float, until=None) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not (until is not None and until()):
        QCoreApplication.processEvents()
        time.sleep(0.0005)


def ticks_while_thinking(games: list[Game], seconds: float, mode: str) -> list[float]:
    """Timer intervals (ms) while Hard thinks back to back on `games`; mode process/thread/idle."""
    recorder = TickRecorder()
    positions = iter(games * 100)
    if mode == "process":
        player = ComputerPlayer()
        player.warm_up()
        # Wait until the worker answers once, so its start-up is not what is measured.
        answered: list[int] = []
        player.answered.connect(lambda *args: answered.append(1))
        player.request(games[0], "medium")
        run_events_for(60, lambda: bool(answered))
        player.answered.connect(lambda *args: player.request(next(positions), "hard"))
        recorder.start()
        player.request(next(positions), "hard")
        run_events_for(seconds)
        intervals = recorder.stop()
        player.shutdown(5000)
        return intervals
    stop = threading.Event()

    def think() -> None:
        while not stop.is_set():
            choose_move(next(positions), "hard", time_limit=1.0, cancelled=stop.is_set)

    thinker = threading.Thread(target=think) if mode == "thread" else None
    recorder.start()
    if thinker is not None:
        thinker.start()
    run_events_for(seconds)
    intervals = recorder.stop()
    stop.set()
    if thinker is not None:
        thinker.join()
    return intervals


def cancel_latency(games: list[Game], rounds: int) -> list[float]:
    """Milliseconds from cancel() to the worker being free again, after 0.3 s of a 30 s
    Hard search."""
    player = ComputerPlayer()
    player.warm_up()
    times = []
    for index in range(rounds):
        player.request(games[index % len(games)], "hard", time_limit=30.0)
        run_events_for(0.3 if index else 5.0)  # (the first round includes the start-up)
        started = time.perf_counter()
        player.cancel()
        run_events_for(10, lambda: not player.busy)
        times.append((time.perf_counter() - started) * 1000)
    player.shutdown(5000)
    return times


def second_request_latency(games: list[Game], workers: int, rounds: int) -> list[float]:
    """Milliseconds to answer a Medium request that overlaps a running search (made 0.2 s
    into a 1 s Hard search, which is not cancelled), with `workers` worker processes."""
    from triangles_qt.computer import player as computer_player

    saved = computer_player.WORKER_COUNT
    computer_player.WORKER_COUNT = workers
    player = ComputerPlayer()
    computer_player.WORKER_COUNT = saved
    answered: dict[int, float] = {}
    player.answered.connect(lambda rid, i, j: answered.setdefault(rid, time.perf_counter()))
    warm = [player.request(games[0], "medium") for _ in range(workers)]  # every process up
    run_events_for(60, lambda: all(rid in answered for rid in warm))
    times = []
    for index in range(rounds):
        player.request(games[index % len(games)], "hard", time_limit=1.0)
        run_events_for(0.2)
        asked = time.perf_counter()
        second = player.request(games[(index + 1) % len(games)], "medium")
        run_events_for(10, lambda second=second: second in answered)
        times.append((answered[second] - asked) * 1000)
        run_events_for(10, lambda: not player.busy)
    player.shutdown(5000)
    return times


def answer_times(stars: int, seed: int = 1) -> list[float]:
    """Seconds from request to answer for every Hard move of a game against Medium, through
    the worker process (what the player waits, apart from the window's minimum delay)."""
    player = ComputerPlayer()
    answers: dict[int, tuple[float, int, int]] = {}
    player.answered.connect(lambda rid, i, j: answers.setdefault(rid, (time.perf_counter(), i, j)))
    game = Game(Board.generate(stars, seed=seed))
    times = []
    while not game.is_over:
        hard = game.current_player == 0
        asked = time.perf_counter()
        rid = player.request(game, "hard" if hard else "medium")
        run_events_for(60, lambda rid=rid: rid in answers)
        answered, i, j = answers[rid]
        if hard:
            times.append(answered - asked)
        game.play(i, j)
    player.shutdown(5000)
    return times


def worker_memory() -> tuple[int, int, int]:
    """The worker's resident memory (KiB) when ready and after searching, as in the app, and
    its search helper's (0 if it started none)."""
    code = (
        "import sys, thinking; "
        "from triangles_qt.ai.worker import WorkerProcess; "
        "thinking.probe_worker_memory(WorkerProcess)"
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    started, searched, helper = out.stdout.split()
    return int(started), int(searched), int(helper)


def probe_worker_memory(worker_class) -> None:
    """(In the fresh interpreter) print the worker's memory when ready and after searching."""
    worker = worker_class()
    worker.connection.recv()  # "ready"
    print(worker_memory_kib(worker.pid))
    for stars in (60, 180):
        for number, game in enumerate(searching_positions(stars, 2)):
            worker.send(("search", number, game.to_record(), "hard", 1, 1.0, None))
            worker.connection.recv()
    print(worker_memory_kib(worker.pid))
    print(sum(worker_memory_kib(pid) for pid in child_pids(worker.pid)))
    worker.stop(5)


def worker_memory_kib(pid: int) -> int:
    """Resident memory of a process in KiB (Linux /proc; 0 where not available)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def report(sizes: list[int], seconds: float, modes: list[str]) -> None:
    print(
        f"GUI timer ({TICK_MS} ms) while Hard thinks, {seconds:g} s each (load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs); targets p95 <= 17.5 ms, "
        "max <= 25 ms:"
    )
    for stars in sizes:
        games = searching_positions(stars, 4)
        for mode in modes:
            ticks = ticks_while_thinking(games, seconds, mode)
            where = {
                "process": "search in the worker process",
                "thread": "search on a thread of the GUI process (before)",
                "idle": "nothing thinking",
            }[mode]
            print(
                f"  {stars:3} stars, {where:<48} p95 {percentile(ticks, 0.95):5.1f} ms, "
                f"max {max(ticks):5.1f} ms, median {statistics.median(ticks):5.1f} ms "
                f"({len(ticks)} ticks)",
                flush=True,
            )
    times = cancel_latency(searching_positions(60, 4), 10)
    print(
        f"Cancel -> worker free again (60 stars, Hard mid-search): median "
        f"{statistics.median(times):.1f} ms, max {max(times):.1f} ms (target 100 ms)"
    )
    games = searching_positions(60, 4)
    for workers in (1, 2):
        waits = second_request_latency(games, workers, 6)
        print(
            f"A Medium request overlapping a running 1 s Hard search, {workers} worker "
            f"process{'es' if workers > 1 else ''}: answered in median "
            f"{statistics.median(waits):.0f} ms, max {max(waits):.0f} ms"
        )
    started, searched, helper = worker_memory()
    if started and searched:
        print(
            f"Worker process memory (resident): {started / 1024:.0f} MiB when ready, "
            f"{searched / 1024:.0f} MiB after 1 s Hard searches at 60 and 180 stars; its "
            f"search helper process {helper / 1024:.0f} MiB"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[60, 180])
    parser.add_argument("--seconds", type=float, default=8.0, help="thinking time per figure")
    parser.add_argument(
        "--modes", nargs="*", default=["process", "thread", "idle"], help="process thread idle"
    )
    parser.add_argument(
        "--answer-times", type=int, nargs="*", default=[], help="board sizes (e.g. 180)"
    )
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    for stars in args.answer_times:
        times = answer_times(stars)
        print(
            f"Hard's answer through the worker, a {stars}-star game against Medium: "
            f"{len(times)} moves, median {statistics.median(times):.2f} s, "
            f"max {max(times):.2f} s (targets 1 s and 2 s)",
            flush=True,
        )
    if args.modes:
        report(args.sizes, args.seconds, args.modes)


if __name__ == "__main__":
    main()
