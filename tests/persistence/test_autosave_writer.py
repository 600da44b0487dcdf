"""The autosave is written off the GUI thread: the latest position wins, nothing is lost."""

from __future__ import annotations

import threading

from triangles_qt.persistence import AutosaveStore, AutosaveWriter
from triangles_qt.persistence import writer as writer_module
from triangles_qt.persistence.writer import BackgroundWriter

from .games import game_in_progress


def test_the_latest_position_is_written_and_flush_waits_for_it(_isolated_data_dir):
    store = AutosaveStore()
    outcomes = []
    writer = AutosaveWriter(store, outcomes.append)
    for moves in range(1, 6):
        writer.save(game_in_progress(moves=moves))
    assert writer.flush(10)
    assert store.load()[0].move_count == 5
    assert outcomes and outcomes[-1] is None


def test_the_write_happens_on_another_thread_and_a_failure_is_handed_over(
    _isolated_data_dir, monkeypatch
):
    store = AutosaveStore()
    threads, outcomes = [], []
    real_write = store.write_bytes

    def failing_write(data: bytes):
        threads.append(threading.current_thread())
        problem = real_write(data)
        return problem if problem is not None else "failed"

    monkeypatch.setattr(store, "write_bytes", failing_write)
    writer = AutosaveWriter(store, outcomes.append)
    writer.save(game_in_progress(moves=2))
    assert writer.flush(10)
    assert threads and threads[0] is not threading.main_thread()
    assert outcomes == ["failed"]


def test_an_idle_writers_thread_ends_and_the_next_write_starts_another(monkeypatch):
    monkeypatch.setattr(writer_module, "IDLE_SECONDS", 0.01)
    written: list[int] = []
    outcomes: list[object] = []
    writer = BackgroundWriter(outcomes.append, name="test-writer")

    def write(number: int):
        def do() -> None:
            written.append(number)

        return do

    def writers_threads() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t.name == "test-writer"]

    writer.hand_over(write(1))
    assert writer.flush(10)
    for thread in writers_threads():
        thread.join(10)  # it ends once idle
    assert writers_threads() == []
    writer.hand_over(write(2))
    assert writer.flush(10)
    assert written == [1, 2] and outcomes == [None, None]
