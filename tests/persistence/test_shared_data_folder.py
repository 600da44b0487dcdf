"""Two copies of the app on one data folder (issue 31): every result either counts is kept.

Each result is added to what statistics.json holds when it is written, under a lock beside the
file, so neither copy writes over the other's results."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from triangles_qt.persistence import ProblemKind, StatisticsStore
from triangles_qt.persistence.locking import lock_path, locked
from triangles_qt.ui.main_window import MainWindow

from ..app_process import driven_start, seen_by
from .games import autosaved, one_line_from_the_end

ROOT = Path(__file__).resolve().parents[2]


def _lose_a_game(window: MainWindow) -> None:
    game, move = one_line_from_the_end("lost")
    window.set_game(game)
    window.board_view.line_requested.emit(*move)
    autosaved(window)
    assert game.is_over


def test_two_windows_on_one_data_folder_each_count_their_loss(make_window):
    first_loss = StatisticsStore()
    first_loss.load()
    game, move = one_line_from_the_end("lost")
    game.play(*move)
    assert first_loss.add_game(game) is None
    windows = [make_window(), make_window()]  # both read one loss at their start
    for window in windows:
        _lose_a_game(window)
    on_disk = StatisticsStore()
    assert on_disk.load() is None
    assert on_disk.statistics.record("easy", 12).lost == 3
    # The second window shows all three too: what it wrote is what it shows.
    assert windows[1].bookkeeper.statistics.statistics.record("easy", 12).lost == 3


# One copy of the app counting losses as fast as it can; the lock is waited for as long as it
# takes (a busy machine may hold a write up), so the count cannot depend on the machine's load.
COUNT_LOSSES = """
import sys
from triangles_qt.persistence import StatisticsStore, locking
from tests.persistence.games import one_line_from_the_end
locking.LOCK_WAIT_MS = 120_000
game, move = one_line_from_the_end("lost")
game.play(*move)
store = StatisticsStore()
store.load()
print("ready", flush=True)
sys.stdin.readline()
for _ in range(COUNT):
    assert store.add_game(game) is None
"""


def test_two_processes_counting_at_once_lose_no_result(_isolated_data_dir):
    count = 40
    environment = dict(os.environ, TRIANGLES_DATA_DIR=str(_isolated_data_dir))
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", COUNT_LOSSES.replace("COUNT", str(count))],
            cwd=ROOT,
            env=environment,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    try:
        for process in processes:  # both have read the (empty) statistics before either writes
            assert process.stdout.readline().strip() == "ready"
        for process in processes:
            process.stdin.write("go\n")
            process.stdin.flush()
        for process in processes:
            assert process.wait(timeout=300) == 0
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    on_disk = StatisticsStore()
    assert on_disk.load() is None
    assert on_disk.statistics.record("easy", 12).lost == 2 * count
    assert not lock_path(on_disk.path).exists()  # each lock was let go


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")
def test_a_pipe_where_the_lock_goes_is_not_waited_on_nor_written_without(_isolated_data_dir):
    path = _isolated_data_dir / "statistics.json"
    os.mkfifo(lock_path(path))
    with locked(path) as refused:
        assert refused is not None and refused.kind is ProblemKind.NOT_A_FILE
    store = StatisticsStore()
    store.load()
    game, move = one_line_from_the_end("won")
    game.play(*move)
    problem = store.add_game(game)
    assert problem is not None and problem.kind is ProblemKind.NOT_A_FILE
    assert not path.exists() and store.unsaved  # never written without the lock
    assert stat.S_ISFIFO(os.lstat(lock_path(path)).st_mode)  # left alone
    os.unlink(lock_path(path))
    assert store.retry_unsaved() is None
    assert json.loads(path.read_text())["records"][0]["won"] == 1


# Copy A of the app counts a loss and stops (SIGSTOP) inside the save, after reading the file,
# holding the lock: a stopped (or very slow) copy.
STOPS_INSIDE_THE_SAVE = """
import os, signal
from triangles_qt.persistence import StatisticsStore
from tests.persistence.games import one_line_from_the_end
game, move = one_line_from_the_end("lost")
game.play(*move)
store = StatisticsStore()
store.load()
reread, stopped = store.reread, []
def read_then_stop():
    found = reread()
    if not stopped:
        stopped.append(True)
        print("read", flush=True)
        os.kill(os.getpid(), signal.SIGSTOP)
    return found
store.reread = read_then_stop
assert store.add_game(game) is None
"""

# Copy B, started as a player starts it, loses a game through its window while A holds the lock
# (B gives up waiting soon, for the test's sake), lets A go on, and quits.
COUNTS_WHILE_THE_OTHER_IS_STOPPED = """
import os, signal, time
from pathlib import Path
from triangles_qt.persistence import StatisticsStore, locking
from tests.persistence.games import one_line_from_the_end

def losses_on_disk():
    store = StatisticsStore()
    store.load()
    return store.statistics.record("easy", 12).lost

def on_window(window, seen):
    locking.LOCK_WAIT_MS = 300
    window.new_game_dialog.reject()
    writer = window.bookkeeper.statistics_writer
    game, move = one_line_from_the_end("lost")
    window.set_game(game)
    window.board_view.line_requested.emit(*move)
    seen["window_free_while_waiting"] = not writer.flush(0)
    seen["shown"] = window.bookkeeper.statistics.statistics.record("easy", 12).lost
    assert writer.flush(30)
    QApplication.processEvents()
    seen["on_disk_while_stopped"] = losses_on_disk()
    seen["told"] = list(window.files.messages)
    os.kill(int(os.environ["OTHER_COPY"]), signal.SIGCONT)
    deadline = time.monotonic() + 60
    while losses_on_disk() < 1:  # the other copy's save, once it goes on
        assert time.monotonic() < deadline
        QApplication.processEvents()
    window.close()  # this copy's loss is written at quit, added to the other's
    QApplication.processEvents()
    seen["messages"] = list(window.files.messages)
"""


def _stopped(process: subprocess.Popen) -> bool:
    with open(f"/proc/{process.pid}/stat") as status:
        return status.read().rpartition(")")[2].split()[0] == "T"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc and SIGSTOP")
def test_a_copy_stopped_while_it_holds_the_lock_loses_no_result(_isolated_data_dir):
    """Issue 42: the other copy wrote without the lock after half a second, and the stopped
    copy, going on, wrote over it; and the window waited for the lock."""
    (_isolated_data_dir / "settings.ini").write_text("[new_game]\nopponent=human\n")
    environment = dict(os.environ, TRIANGLES_DATA_DIR=str(_isolated_data_dir))
    other = subprocess.Popen(
        [sys.executable, "-c", STOPS_INSIDE_THE_SAVE],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert other.stdout.readline().strip() == "read"
        while not _stopped(other):
            assert other.poll() is None
        script = driven_start(COUNTS_WHILE_THE_OTHER_IS_STOPPED)
        result = subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env=dict(environment, OTHER_COPY=str(other.pid), QT_QPA_PLATFORM="offscreen"),
            capture_output=True,
            text=True,
            timeout=180,
        )
        seen = seen_by(result)
        assert other.wait(timeout=60) == 0
    finally:
        if other.poll() is None:
            os.kill(other.pid, signal.SIGCONT)
            other.kill()
            other.wait()
    assert seen["window_free_while_waiting"] and seen["shown"] == 1
    assert seen["on_disk_while_stopped"] == 0  # nothing written without the lock
    assert seen["told"] == [
        "Your statistics could not be saved. Another copy of Triangles is saving the file and "
        "has not finished. Nothing is lost: your results are saved as soon as the other copy "
        "has finished."
    ]
    on_disk = StatisticsStore()
    assert on_disk.load() is None
    assert on_disk.statistics.record("easy", 12).lost == 2  # both copies' losses
    assert not lock_path(on_disk.path).exists()
