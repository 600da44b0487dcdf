"""The window while the computer thinks: a 16 ms GUI timer's jitter, cancel latency, memory;
and the computer's processes on a busy machine.

Run: python benchmarks/thinking.py   (also part of benchmarks/ui.py; prints milliseconds)

A 16 ms precise QTimer ticks in the GUI thread while Hard searches positions where it really
searches (at most 80 legal lines left), back to back at 1 s a move, for a few seconds; the
intervals between ticks are what a running animation gets. Measured with the search in the
computer's worker process (what the app does) and, for comparison, on a thread of the GUI's own
process (what it did before: the search then competes with the GUI thread for the GIL).

On a busy machine (each figure idle, then beside `--busy` processes that spin on a core):
  --hard-vs-hard SECONDS   Hard against Hard through the session, from a fresh computer, as
                           the app plays it: moves, quick fallback lines (target 0), worker
                           processes lost, the longest wait for a move.
  --churn SECONDS          New game and Restart in turn every 0.3 s at 180 stars, the computer
                           (Hard) to move: worker processes lost (target 0), quick lines.
  --resume                 The first Hard move after a 180-star game is resumed mid-game, with
                           the person taking 3 s to draw a line first (the worker sets the game
                           up meanwhile) and at once (it sets it up on the move's time).
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from functools import partial

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QApplication

from triangles_qt.ai import choose_move
from triangles_qt.ai.protocol import Line, SearchRequest
from triangles_qt.ai.search import search_line_limit
from triangles_qt.computer import ComputerPlayer
from triangles_qt.computer.worker_process import child_pids
from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.session import GameSession, game_from_choices
from triangles_qt.settings import NewGameChoices

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
        "from triangles_qt.computer.worker_process import WorkerProcess; "
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
    worker.connection.recv()  # Ready
    print(worker_memory_kib(worker.pid))
    for stars in (60, 180):
        for number, game in enumerate(searching_positions(stars, 2)):
            worker.send(SearchRequest(number, game.to_record(), "hard", 1, 1.0))
            while not isinstance(worker.connection.recv(), Line):  # (past Started and Alive)
                pass
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


# -- The computer's processes on a busy machine ---------------------------------------------------

HARD_PLAYERS = (Player("Hard 1", "hard"), Player("Hard 2", "hard"))
CHURN_INTERVAL = 0.3  # seconds between New game and Restart


@contextlib.contextmanager
def busy_processes(count: int) -> Iterator[None]:
    """`count` processes that spin on a core each (and end with this one, should it die)."""
    spin = "import os\nparent = os.getppid()\nwhile os.getppid() == parent: pass"
    spinners = [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(count)]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def machine(busy: int) -> str:
    beside = f"beside {busy} busy processes" if busy else "idle"
    return f"{beside} (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)"


class ComputerWatch:
    """What a session's computer did: the moves and when, its quick lines, its lost processes,
    and the helper processes it ran."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.started = time.monotonic()
        self.move_times: list[float] = []
        self.quick_lines = 0
        self.helpers: set[int] = set()
        session.moved.connect(lambda _move: self.move_times.append(time.monotonic()))
        session.computer.quick_line.connect(self._quick)

    def _quick(self, _request_id: int) -> None:
        self.quick_lines += 1

    def look_at_helpers(self) -> None:
        for worker in self.session.computer.worker_pids():
            self.helpers.update(child_pids(worker))

    def longest_gap(self) -> float:
        times = [self.started, *self.move_times, time.monotonic()]
        return max(b - a for a, b in itertools.pairwise(times))


def run_watching(watch: ComputerWatch, seconds: float, between=None) -> None:
    """Run the event loop for `seconds`, calling `between` every CHURN_INTERVAL if given."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        run_events_for(CHURN_INTERVAL if between else 1.0)
        watch.look_at_helpers()
        if between is not None:
            between()


def hard_vs_hard(seconds: float, stars: int) -> ComputerWatch:
    """Hard against Hard through a new session (a fresh computer), new games as games end."""
    session = GameSession()
    boards = iter(range(1, 10**6))

    def new_game() -> None:
        board = Board.generate(stars, seed=next(boards))
        session.set_game(Game(board, Rules(play_again=False), HARD_PLAYERS))

    session.game_over.connect(new_game)
    watch = ComputerWatch(session)
    new_game()
    run_watching(watch, seconds)
    session.shutdown(5000)
    return watch


def churn(seconds: float) -> tuple[ComputerWatch, int]:
    """New game and Restart in turn at 180 stars, Hard to move; returns how many of each."""
    session = GameSession()
    choices = NewGameChoices(size=180, level="hard", first_player=1)
    watch = ComputerWatch(session)
    turns = [0]

    def next_turn() -> None:
        if turns[0] % 2 == 0:
            session.prepare(partial(game_from_choices, choices))
        else:
            session.restart()
        turns[0] += 1

    next_turn()
    run_watching(watch, seconds, next_turn)
    session.shutdown(5000)
    return watch, turns[0]


def resumed_midgame(seed: int = 3) -> Game:
    """A 180-star game without play-again where Hard searches, the person to move."""
    players = (Player("You"), Player("Computer", "hard"))
    game = Game(Board.generate(180, seed=seed), Rules(play_again=False), players)
    rng = random.Random(seed)
    while len(game.legal_edges()) > search_line_limit(False) or game.current_player != 0:
        legal = game.legal_edges()
        game.play_edge(int(legal[rng.randrange(len(legal))]))
    return game


def first_move_after_resuming(think: float) -> float:
    """Seconds from the person's line to Hard's answer (the window's minimum delay aside), on a
    180-star game resumed in a fresh computer, the person drawing after `think` seconds."""
    session = GameSession()
    session.computer_delay_ms = 0
    game = resumed_midgame()
    session.set_game(game)
    run_events_for(think)
    asked = time.monotonic()
    i, j = (int(v) for v in game.legal_moves()[0])
    answered_at = game.move_count + 2  # the person's line, then Hard's
    session.request_line(i, j)
    run_events_for(300, lambda: game.move_count == answered_at)
    answered = time.monotonic()
    session.shutdown(5000)
    return answered - asked


def report_busy_machine(arguments: argparse.Namespace) -> None:
    for busy in sorted({0, arguments.busy}):
        with busy_processes(busy):
            if arguments.hard_vs_hard:
                watch = hard_vs_hard(arguments.hard_vs_hard, arguments.stars)
                print(
                    f"Hard vs Hard, {arguments.stars} stars, {arguments.hard_vs_hard:g} s from a "
                    f"fresh computer, {machine(busy)}: {len(watch.move_times)} moves, "
                    f"{watch.quick_lines} quick fallback lines (target 0), "
                    f"{watch.session.computer.lost_processes} worker processes lost, "
                    f"{len(watch.helpers)} helper processes, longest wait for a move "
                    f"{watch.longest_gap():.1f} s",
                    flush=True,
                )
            if arguments.churn:
                watch, turns = churn(arguments.churn)
                print(
                    f"New game / Restart every {CHURN_INTERVAL:g} s at 180 stars, Hard to move, "
                    f"{arguments.churn:g} s, {machine(busy)}: {turns} of them, "
                    f"{watch.session.computer.lost_processes} worker processes lost (target 0), "
                    f"{watch.quick_lines} quick fallback lines",
                    flush=True,
                )
            if arguments.resume:
                waits = {think: first_move_after_resuming(think) for think in (3.0, 0.0)}
                print(
                    f"Hard's first answer on a 180-star game resumed mid-game, {machine(busy)}: "
                    f"{waits[3.0]:.2f} s after 3 s of the person's thinking, "
                    f"{waits[0.0]:.2f} s at once",
                    flush=True,
                )


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
    parser.add_argument("--hard-vs-hard", type=float, default=0.0, metavar="SECONDS")
    parser.add_argument("--stars", type=int, default=60, help="of the Hard vs Hard games")
    parser.add_argument("--churn", type=float, default=0.0, metavar="SECONDS")
    parser.add_argument("--resume", action="store_true")
    parser.add_argument("--busy", type=int, default=2, help="spinning processes beside")
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    if args.hard_vs_hard or args.churn or args.resume:
        report_busy_machine(args)
        return
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
