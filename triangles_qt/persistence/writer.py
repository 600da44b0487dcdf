"""Writes on a thread of their own, so a slow disk's fsync, or a lock another copy of the app
holds, never holds up the window."""

from __future__ import annotations

import threading
from collections.abc import Callable

from .problems import Problem

Write = Callable[[], Problem | None]

# How long a writer's thread waits for the next write before it ends (the next write starts
# another): no thread, and nothing it holds, outlives the writes it serves.
IDLE_SECONDS = 5.0


class BackgroundWriter:
    """Runs each write handed over on a thread of its own, one at a time; the latest write
    handed over wins over one still waiting, and `flush` waits for the last (at quit).
    `written` gets each write's Problem (or None) on the writer's thread: hand it over to the
    GUI thread."""

    def __init__(self, written: Callable[[Problem | None], None], name: str) -> None:
        self._written = written
        self._name = name
        self._waiting: Write | None = None
        self._writing = False
        self._condition = threading.Condition()
        self._thread: threading.Thread | None = None

    def hand_over(self, write: Write) -> None:
        with self._condition:
            self._waiting = write
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._condition.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every write handed over is done; False if that took too long."""
        with self._condition:
            return self._condition.wait_for(
                lambda: self._waiting is None and not self._writing, timeout
            )

    def _run(self) -> None:
        while True:
            with self._condition:
                if not self._condition.wait_for(lambda: self._waiting is not None, IDLE_SECONDS):
                    self._thread = None  # under the lock: the next hand_over starts another
                    return
                write, self._waiting = self._waiting, None
                self._writing = True
            assert write is not None
            problem = write()
            self._written(problem)  # handed over before `flush` may return
            with self._condition:
                self._writing = False
                self._condition.notify_all()


__all__ = ["BackgroundWriter"]
