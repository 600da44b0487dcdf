"""The window's end of one computer's worker process (ai/worker.py), and what the system says of
processes.

Pure Python, no Qt. The worker is started with the spawn start method, so it works the same from
a frozen installer (where `multiprocessing.freeze_support()` in the launcher answers the spawn)
as under `python -m triangles_qt`. What goes over its connection is ai/protocol.py's.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
from typing import Any

from ..ai.protocol import CancelRequest, PrepareRequest, Request, StopRequest
from ..ai.worker import serve
from ..processes import process_state


class WorkerProcess:
    """One worker process and the parent's end of its connection.

    Sending never raises: it returns False when the worker is gone. Reading is the caller's:
    `connection.recv()` blocks (run it on a thread), raising EOFError once the worker died.
    """

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.connection, child_end = context.Pipe()
        self.process = context.Process(
            target=serve, args=(child_end,), name="triangles-computer", daemon=True
        )
        self.process.start()
        child_end.close()  # only the worker holds it now, so its death ends our reads
        self._send_lock = threading.Lock()

    @property
    def pid(self) -> int | None:
        return self.process.pid

    @property
    def exitcode(self) -> int | None:
        return self.process.exitcode

    def is_alive(self) -> bool:
        return self.process.is_alive()

    def send(self, message: Request) -> bool:
        with self._send_lock:
            try:
                self.connection.send(message)
            except (BrokenPipeError, EOFError, OSError, ValueError):
                return False
        return True

    def prepare(self, record: dict[str, Any]) -> bool:
        """Have the worker set up the game of `record` before it is asked anything about it."""
        return self.send(PrepareRequest(record))

    def cancel(self, request_id: int) -> bool:
        return self.send(CancelRequest(request_id))

    def stop(self, timeout: float) -> bool:
        """Ask the worker to finish; kill it if it has not within `timeout` seconds.
        True when it finished by itself."""
        self.send(StopRequest())
        self.process.join(timeout)
        finished = not self.process.is_alive()
        if not finished:
            self.kill()
        return finished

    def kill(self) -> None:
        """End the worker at once (it may be stuck or stopped), and its helper with it; a
        blocked reader then gets EOFError. Also what to do once the worker died by itself:
        its helper may be stopped, and would not see the worker go until continued."""
        if self.process.pid is not None:
            # First, while the worker is at worst a process not yet reaped, whose id the
            # system keeps: its group is then surely its own.
            end_process_group(self.process.pid)
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)

    def is_stopped(self) -> bool:
        """Whether the system holds the worker stopped (SIGSTOP, SIGTSTP), where it says so
        (Linux /proc; False elsewhere)."""
        return self.process.pid is not None and process_state(self.process.pid) == "T"


def end_process_group(leader: int) -> None:
    """Kill what is left of the process group `leader` led (the worker leads one of its own,
    which its search helper joins: ai/worker.py's lead_own_process_group). Safe once the leader
    is gone: the system gives no new process the id of a group still alive."""
    if hasattr(os, "killpg"):
        with contextlib.suppress(OSError):  # no such group (never made, or all gone)
            os.killpg(leader, signal.SIGKILL)


def child_pids(pid: int) -> list[int]:
    """The running processes `pid` started (a worker's search helper), where the system lists
    them (Linux /proc); [] elsewhere."""
    children = []
    entries = os.listdir("/proc") if os.path.isdir("/proc") else []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()  # after "pid (name)"
        except (OSError, IndexError):
            continue  # it ended meanwhile
        if fields[0] != "Z" and int(fields[1]) == pid:  # state, parent's pid
            children.append(int(entry))
    return children


__all__ = ["WorkerProcess", "child_pids", "end_process_group", "process_state"]
