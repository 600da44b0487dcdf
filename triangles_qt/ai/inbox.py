"""What the computer's processes (worker.py, helper.py) share: the reader of their requests,
and their lower priority."""

from __future__ import annotations

import os
import queue
import threading
from multiprocessing.connection import Connection
from typing import Any

Message = tuple[Any, ...]
# The computer's processes yield the CPU to the window when both want it (POSIX niceness, added
# to the app's): on a busy machine the search gets a little less done, the animations stay
# smooth.
WORKER_NICENESS = 5


def yield_to_the_window() -> None:
    """Lower this process's priority by WORKER_NICENESS (a helper started by the worker ends up
    below the worker: it is the first to give way)."""
    if hasattr(os, "nice"):  # (Windows favours the foreground window's process anyway)
        os.nice(WORKER_NICENESS)


class Inbox:
    """A reader thread on a connection: queues the requests (searches, analyses, games to
    prepare), and flags a cancel for the running one, so that a search polls a flag instead of
    the pipe."""

    def __init__(self, connection: Connection) -> None:
        self.searches: queue.Queue[Message | None] = queue.Queue()
        self.cancelled_ids: set[int] = set()
        self._connection = connection
        threading.Thread(target=self._read, name="inbox", daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                message = self._connection.recv()
            except (EOFError, OSError):  # the parent is gone: finish up
                break
            if not isinstance(message, tuple) or not message:
                continue
            if message[0] in ("search", "analyse", "prepare"):
                self.searches.put(message)
            elif message[0] == "cancel" and len(message) == 2:
                self.cancelled_ids.add(message[1])
            elif message[0] == "stop":
                break
        self.cancelled_ids.add(-1)  # (-1: everything)
        self.searches.put(None)

    def is_cancelled(self, request_id: int) -> bool:
        return request_id in self.cancelled_ids or -1 in self.cancelled_ids
