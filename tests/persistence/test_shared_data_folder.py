"""Two copies of the app on one data folder (issue 31): every result either counts is kept.

Each result is added to what statistics.json holds when it is written, under a lock beside the
file, so neither copy writes over the other's results."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from triangles_qt.persistence import StatisticsStore
from triangles_qt.persistence.locking import lock_path, locked
from triangles_qt.ui.main_window import MainWindow

from .games import autosaved, one_line_from_the_end

ROOT = Path(__file__).resolve().parents[2]


def _lose_a_game(window: MainWindow) -> None:
    game, move = one_line_from_the_end("lost")
    window.set_game(game)
    window.board_view.line_requested.emit(*move)
    autosaved(window)
    assert game.is_over


def test_two_windows_on_one_data_folder_each_count_their_loss(qtbot):
    first_loss = StatisticsStore()
    first_loss.load()
    game, move = one_line_from_the_end("lost")
    game.play(*move)
    assert first_loss.add_game(game) is None
    windows = [MainWindow(), MainWindow()]  # both read one loss at their start
    for window in windows:
        qtbot.addWidget(window)
        window.board_view.set_animations_enabled(False)
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
def test_a_pipe_where_the_lock_goes_is_not_waited_on(_isolated_data_dir):
    path = _isolated_data_dir / "statistics.json"
    os.mkfifo(lock_path(path))
    with locked(path) as held:
        assert not held
    store = StatisticsStore()
    store.load()
    game, move = one_line_from_the_end("won")
    game.play(*move)
    assert store.add_game(game) is None  # counted without the lock
    assert json.loads(path.read_text())["records"][0]["won"] == 1
    assert stat.S_ISFIFO(os.lstat(lock_path(path)).st_mode)
