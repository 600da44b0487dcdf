"""Start-up: the app's CPU and its time to a painted window, against a bare PySide6 window.

Run: python benchmarks/start.py [--rounds 5]   (also part (c) of benchmarks/ui.py)

Each run is a fresh process with an empty data folder; the app and the bare window (a
QMainWindow with a QGraphicsView of 180 dots: benchmarks/bare_window.py) run in turn, side by
side, so a busy machine weighs on both alike. Printed, as medians:
- CPU time (user + system) of `triangles --size 180 --seed 3 --screenshot FILE` and of the bare
  window written to a PNG the same way, with every process either started (a process left
  behind is waited for and counted too), and their ratio (target: at most 2.5);
- the time from launch to the first painted window of a normal start
  (`triangles --size 180 --seed 3`, shown on the Qt platform in use) and of the bare window
  (target: under 1 s, idle);
- with `--first-move`: the time from launch, and from the first paint, to the first line of
  Hard when it starts the game (60 and 180 stars), the computer's process started as the app
  starts it.
Python's bytecode is cached for the runs (in a folder of their own, after a first run of
each), as an installed app has it.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent
APP_ARGUMENTS = ["--size", "180", "--seed", "3"]
# How long processes the measured one left behind may take to end before they are given up on.
ORPHAN_WAIT = 10.0
PR_SET_CHILD_SUBREAPER = 36

# Runs `target.main(ARGUMENTS)` with an event filter that prints, once the window named
# "mainWindow" has first been painted, the system-wide monotonic clock; then closes it.
FIRST_PAINT = """
import sys, time
sys.path.insert(0, BENCHMARKS)
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
import MODULE as target

class FirstPaint(QObject):
    seen = False

    def eventFilter(self, watched, event):
        if (
            not self.seen
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window().objectName() == "mainWindow"
        ):
            self.seen = True
            QTimer.singleShot(0, lambda: self.painted(watched.window()))
        return False

    def painted(self, window):
        print(f"painted at {time.monotonic()!r}", flush=True)
        window.close()
        QApplication.quit()

create = target.create_application
def create_and_watch(argv):
    application = create(argv)
    application.installEventFilter(FirstPaint(application))
    return application
target.create_application = create_and_watch
sys.exit(target.main(ARGUMENTS))
"""


# As FIRST_PAINT, but it waits for the first line on the board before it closes the window.
FIRST_MOVE = FIRST_PAINT.replace(
    """    def painted(self, window):
        print(f"painted at {time.monotonic()!r}", flush=True)
        window.close()
        QApplication.quit()
""",
    """    def painted(self, window):
        print(f"painted at {time.monotonic()!r}", flush=True)
        self.window = window
        self.poll()

    def poll(self):
        if self.window.game.move_count == 0:
            QTimer.singleShot(2, self.poll)
            return
        print(f"moved at {time.monotonic()!r}", flush=True)
        self.window.close()
        QApplication.quit()
""",
)
# New Game choices with Hard to move first.
HARD_FIRST = b"[new_game]\nopponent=computer\nlevel=hard\nfirst_player=1\n"


@dataclass
class Run:
    cpu: float  # seconds, of every process the run started
    wall: float  # seconds from launch to the end of the last of them
    painted: float | None  # seconds from launch to the first painted window, if it said
    left_behind: int  # processes still running when the measured one ended
    moved: float | None = None  # seconds from launch to the first line, if it said


def _become_subreaper() -> bool:
    """Processes a run leaves behind come to this one when their parent ends, so their CPU
    time can be counted (Linux only)."""
    if not sys.platform.startswith("linux"):
        return False
    with contextlib.suppress(OSError, AttributeError):
        return ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    return False


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _reap_left_behind(deadline: float) -> int:
    """Wait for every process left behind to end; how many there were (-1: some never did)."""
    count = 0
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return count
        if pid:
            count += 1
        elif time.monotonic() > deadline:
            return -1
        else:
            time.sleep(0.01)


def measure(arguments: list[str], env: dict[str, str]) -> Run:
    cpu_before = _children_cpu()
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, *arguments], env=env, capture_output=True, text=True, timeout=120
    )
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(arguments)[:200]} failed:\n{result.stderr}")
    left_behind = _reap_left_behind(time.monotonic() + ORPHAN_WAIT)
    wall = time.monotonic() - started
    said = {}
    for line in result.stdout.splitlines():
        for event in ("painted", "moved"):
            if line.startswith(f"{event} at "):
                said[event] = float(line.removeprefix(f"{event} at ")) - started
    cpu = _children_cpu() - cpu_before
    return Run(cpu, wall, said.get("painted"), left_behind, said.get("moved"))


def first_paint_script(module: str, arguments: list[str], hook: str = FIRST_PAINT) -> list[str]:
    script = (
        hook.replace("BENCHMARKS", repr(str(BENCHMARKS)))
        .replace("MODULE", module)
        .replace("ARGUMENTS", repr([module, *arguments]))
    )
    return ["-c", script]


@contextlib.contextmanager
def environment(platform: str) -> Iterator[tuple[dict[str, str], Path]]:
    """The runs' environment (bytecode cached in a folder of their own) and a fresh folder."""
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, PYTHONPYCACHEPREFIX=f"{folder}/pyc")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        yield env, Path(folder)


def compare(rounds: int, platform: str) -> dict[str, list[Run]]:
    """Each of the four runs, `rounds` times in turn (after one unmeasured run of each)."""
    _become_subreaper()
    runs: dict[str, list[Run]] = {"app picture": [], "bare picture": [], "app": [], "bare": []}
    with environment(platform) as (env, folder):
        for round_number in range(rounds + 1):
            data = folder / f"data{round_number}"
            data.mkdir()
            shot = str(folder / "shot.png")
            env_round = dict(env, TRIANGLES_DATA_DIR=str(data))
            commands = {
                "app picture": ["-m", "triangles_qt", *APP_ARGUMENTS, "--screenshot", shot],
                "bare picture": [str(BENCHMARKS / "bare_window.py"), "--screenshot", shot],
                "app": first_paint_script("triangles_qt.app", APP_ARGUMENTS),
                "bare": first_paint_script("bare_window", []),
            }
            for name, arguments in commands.items():
                run = measure(arguments, env_round)
                if round_number:  # the first round fills the bytecode cache
                    runs[name].append(run)
    return runs


def first_moves(rounds: int, platform: str, stars: int) -> list[Run]:
    """A normal start with Hard to move first on a board of `stars`, `rounds` times (after one
    unmeasured run)."""
    _become_subreaper()
    runs = []
    with environment(platform) as (env, folder):
        for round_number in range(rounds + 1):
            data = folder / f"data{round_number}"
            data.mkdir()
            (data / "settings.ini").write_bytes(HARD_FIRST)
            arguments = ["--size", str(stars), "--seed", "3"]
            run = measure(
                first_paint_script("triangles_qt.app", arguments, FIRST_MOVE),
                dict(env, TRIANGLES_DATA_DIR=str(data)),
            )
            if round_number:
                runs.append(run)
    return runs


def report_first_moves(rounds: int, platform: str = "offscreen") -> None:
    print(
        f"    Hard's first line when it starts, median of {rounds} (load average "
        f"{os.getloadavg()[0]:.1f}):"
    )
    for stars in (60, 180):
        runs = first_moves(rounds, platform, stars)
        moved = statistics.median(run.moved for run in runs if run.moved is not None)
        after_paint = statistics.median(
            run.moved - run.painted
            for run in runs
            if run.moved is not None and run.painted is not None
        )
        print(
            f"      {stars:3} stars: {moved:.2f} s from launch, {after_paint:.2f} s after the "
            "first paint"
        )


def report(rounds: int, platform: str = "offscreen") -> None:
    load = os.getloadavg()[0]
    runs = compare(rounds, platform)
    cpu = {name: statistics.median(run.cpu for run in found) for name, found in runs.items()}
    ratio = cpu["app picture"] / cpu["bare picture"]
    print(
        f"(c) start-up, median of {rounds} side by side (Qt platform {platform}, load average "
        f"{load:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} CPUs):"
    )
    left = max(run.left_behind for run in runs["app picture"])
    print(
        f"    CPU of `triangles {' '.join(APP_ARGUMENTS)} --screenshot FILE` "
        f"{cpu['app picture']:.2f} s, of a bare PySide6 window with 180 items "
        f"{cpu['bare picture']:.2f} s: {ratio:.2f} times (target 2.5)"
        + (f"; it left {left} process(es) running" if left > 0 else "")
        + ("; some never ended" if left < 0 else "")
    )
    painted = {
        name: statistics.median(run.painted for run in runs[name] if run.painted is not None)
        for name in ("app", "bare")
    }
    print(
        f"    launch to the first painted window, `triangles {' '.join(APP_ARGUMENTS)}` "
        f"{painted['app']:.2f} s, the bare window {painted['bare']:.2f} s (target 1 s, idle); "
        f"CPU to that point and closing: {cpu['app']:.2f} s and {cpu['bare']:.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="runs of each, side by side")
    parser.add_argument("--platform", default="offscreen", help="Qt platform of the runs")
    parser.add_argument(
        "--first-move", action="store_true", help="also Hard's first line when it starts"
    )
    arguments = parser.parse_args()
    report(arguments.rounds, arguments.platform)
    if arguments.first_move:
        report_first_moves(arguments.rounds, arguments.platform)


if __name__ == "__main__":
    main()
