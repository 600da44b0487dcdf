"""What the computer's processes (worker.py, helper.py) share: the reader of their requests,
and their lower priority."""

from __future__ import annotations

import os
import queue
import threading
from multiprocessing.connection import Connection
from typing import Generic, TypeVar

from .protocol import CancelRequest, StopRequest

# The computer's processes yield the CPU to the window when both want it (POSIX niceness, added
# to the app's): on a busy machine the search gets a little less done, the animations stay
# smooth.
WORKER_NICENESS = 5

WorkT = TypeVar("WorkT")


def yield_to_the_window() -> None:
    """Lower this process's priority by WORKER_NICENESS (a helper started by the worker ends up
    below the worker: it is the first to give way)."""
    if hasattr(os, "nice"):  # (Windows favours the foreground window's process anyway)
        os.nice(WORKER_NICENESS)


class Inbox(Generic[WorkT]):
    """A reader thread on a connection: queues the work (the requests of the kinds it is given:
    searches, analyses, games to prepare), and flags a cancel for the running one, so that a
    search polls a flag instead of the pipe. A value of any other kind is dropped (protocol.py)."""

    def __init__(self, connection: Connection, work: tuple[type[WorkT], ...]) -> None:
        self.searches: queue.Queue[WorkT | None] = queue.Queue()
        self.cancelled_ids: set[int] = set()
        self._connection = connection
        self._work = work
        threading.Thread(target=self._read, name="inbox", daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                message = self._connection.recv()
            except (EOFError, OSError):  # the parent is gone: finish up
                break
            if isinstance(message, self._work):
                self.searches.put(message)
                continue
            match message:
                case CancelRequest(request_id=int() as request_id):
                    self.cancelled_ids.add(request_id)
                case StopRequest():
                    break
        self.cancelled_ids.add(-1)  # (-1: everything)
        self.searches.put(None)

    def is_cancelled(self, request_id: int) -> bool:
        return request_id in self.cancelled_ids or -1 in self.cancelled_ids
