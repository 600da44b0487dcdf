"""Run one slow function off the GUI thread and hand its result back on the GUI thread.

Two ways, with one interface (`start`, `cancel`, then `done` or `failed` on the GUI thread):

- `BackgroundCall` runs it on a thread: for work that the event loop can share the interpreter
  with (building a 180-star board is numpy calls and short Python steps). A cancelled call
  runs to its end, and its result is dropped.
- `ProcessCall` runs it in a short-lived process of its own: for CPU-bound Python that would
  hold the interpreter's lock for long stretches (reading a saved game: the JSON parse of a
  big file is one call that no thread switch interrupts, and the replay is Python). The
  result comes back pickled and is unpickled on a thread, a frame at a time; `cancel` ends
  the process at once. A `StandbyProcess` started ahead (the Open dialog starts one while the
  player picks a file) spares the call the start of a fresh interpreter. A watchdog, as the
  computer's worker has: the process beats while it works, and one the system holds stopped,
  or one fallen silent, is ended and the work done on the call's thread instead.

Either thread is a daemon, so quitting never waits for it; the process is a daemonic child,
ended with the app.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import logging
import pickle
import threading
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

log = logging.getLogger(__name__)

# (result, error, the error's traceback): what a call ends with.
_Outcome = tuple[Any, Exception | None, str]
# The name of a `ProcessCall`'s process (as `multiprocessing.active_children` lists it) and of
# every background call's thread.
PROCESS_NAME = "triangles-background"
# How long a process that has answered gets to end by itself before it is killed.
_REAP_SECONDS = 5.0
# The watchdog of a `ProcessCall`: the process beats every BEAT_SECONDS while it works; one
# silent for SILENCE_SECONDS (START_SECONDS before its first beat: a fresh interpreter imports
# first), or held stopped by the system (SIGSTOP) for STOPPED_SECONDS, is taken as stuck.
BEAT_SECONDS = 0.25
SILENCE_SECONDS = 10.0
START_SECONDS = 60.0
STOPPED_SECONDS = 1.0
_WATCH_SECONDS = 0.1


class CallProcessEnded(RuntimeError):
    """The process of a `ProcessCall` ended without an answer (killed, or crashed)."""


class _Stuck(Exception):
    """The process of a `ProcessCall` is held stopped, or has fallen silent."""


class BackgroundCall(QObject):
    """Calls `work()` on a thread of its own; `done(result)` or `failed(error, traceback)`
    arrive on the thread this object lives in, then the object deletes itself. After `cancel`
    neither arrives, the object deletes itself at once, and the thread, when its work ends,
    says nothing more (at quit, nothing reaches a window being taken down)."""

    done = Signal(object)
    failed = Signal(object, str)
    # Emitted by the worker thread; queued to this object's thread, which re-emits them above.
    # (Connecting deleteLater to a signal emitted from a Python thread loses the other slots'
    # calls in PySide6, so the deletion happens here, on the object's own thread.)
    _finished = Signal(object, object, str)

    def __init__(self, work: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work: Callable[[], Any] | None = work
        self._cancelled = threading.Event()
        # Held while the thread hands its outcome over, and while a cancel is made: once
        # `cancel` returns, the thread emits nothing.
        self._handing_over = threading.Lock()
        self._finished.connect(self._deliver)

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def start(self) -> None:
        threading.Thread(target=self._run, name=PROCESS_NAME, daemon=True).start()

    def cancel(self) -> None:
        """Nothing more is wanted from this call: its result (or error) is dropped, and the
        object goes (its thread keeps only what it needs to end)."""
        with self._handing_over:
            already = self._cancelled.is_set()
            self._cancelled.set()
        if not already:
            self.deleteLater()

    def _run(self) -> None:
        work, self._work = self._work, None  # hold no reference once it has run
        assert work is not None
        try:
            outcome = self._call(work)
        except Exception as raised:  # handed to the caller, which knows what it means
            outcome = (None, raised, traceback.format_exc())
        with self._handing_over:
            if self._cancelled.is_set():
                return
            # RuntimeError: this object is gone (the app is quitting); nobody waits for it.
            with contextlib.suppress(RuntimeError):
                self._finished.emit(*outcome)

    def _call(self, work: Callable[[], Any]) -> _Outcome:
        """Run `work` and return its outcome (on the call's thread)."""
        return work(), None, ""

    def _deliver(self, result: Any, error: Exception | None, details: str) -> None:
        if not self.cancelled:
            if error is None:
                self.done.emit(result)
            else:
                self.failed.emit(error, details)
        self.deleteLater()


class ProcessCall(BackgroundCall):
    """Calls `work()` in a process of its own (spawned: a fresh interpreter, as the computer's
    worker is); `work` and what it returns or raises must pickle (a module-level function, or
    a `functools.partial` of one). `cancel` ends the process at once. A process that ends
    without an answer fails the call with `CallProcessEnded`. Where no process can be started
    (the system's limit on processes, say), the call runs on its thread as `BackgroundCall`'s
    does: slower to the eye, but the file still opens.

    The answer is unpickled on the call's thread a frame at a time (`_FrameReader`), so the
    GUI thread gets the interpreter between two frames: a game's tables unpickled in one
    `pickle.loads` would hold it until the end."""

    def __init__(
        self,
        work: Callable[[], Any],
        parent: QObject | None = None,
        standby: StandbyProcess | None = None,
    ) -> None:
        """`standby`: a process started ahead for this call, taken instead of a fresh one."""
        super().__init__(work, parent)
        self._lock = threading.Lock()  # between starting or reaping the process and cancelling
        self._process: BaseProcess | None = None
        self._standby = standby

    def cancel(self) -> None:
        with self._lock:
            super().cancel()
            if self._standby is not None:
                self._standby.stop()
                self._standby = None
            if self._process is not None:
                self._process.kill()  # its thread sees the pipe close, and reaps it

    def _call(self, work: Callable[[], Any]) -> _Outcome:
        started = self._start_process(work)
        if started is None:
            return (None, None, "") if self.cancelled else super()._call(work)
        process, receiver = started
        try:
            data = _watched_answer(process, receiver)
        except _Stuck as stuck:
            log.warning("the background process %s: ended, the work done here", stuck)
            with self._lock:
                self._process = None
            process.kill()
            threading.Thread(target=_reap, args=(process,), name=PROCESS_NAME, daemon=True).start()
            return (None, None, "") if self.cancelled else super()._call(work)
        finally:
            receiver.close()
        with self._lock:
            self._process = None  # from here on `cancel` sends it no signal
        if data is None:
            _reap(process)
            if self.cancelled:
                return None, None, ""
            raise CallProcessEnded(
                f"the process ended without an answer (exit code {process.exitcode})"
            )
        # The answer goes out without waiting for the process to end (an interpreter's exit).
        threading.Thread(target=_reap, args=(process,), name=PROCESS_NAME, daemon=True).start()
        outcome: _Outcome = pickle.Unpickler(_FrameReader(data)).load()
        return outcome

    def _start_process(self, work: Callable[[], Any]) -> tuple[BaseProcess, Connection] | None:
        """The started process that runs `work`, and the end of the pipe its answer comes
        by; None when the call was cancelled first, or when no process can be started."""
        with self._lock:
            standby, self._standby = self._standby, None
            taken = None if standby is None or self.cancelled else standby.take()
            if taken is not None:
                self._process = taken[0]
        if taken is not None:
            process, connection = taken
            with contextlib.suppress(OSError, ValueError):  # gone: its answer's read says so
                connection.send(work)
            return process, connection
        # Deferred: a start loads no process machinery; the first file opened does.
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        try:
            receiver, sender = context.Pipe(duplex=False)
        except OSError as error:
            log.warning("no pipe for a background call (%s): it runs on a thread", error)
            return None
        process = context.Process(
            target=_answer, args=(work, sender), name=PROCESS_NAME, daemon=True
        )
        try:
            with self._lock:
                if not self.cancelled:
                    process.start()
                    self._process = process
        except (OSError, RuntimeError) as error:  # the system's limit on processes, say
            log.warning("no process for a background call (%s): it runs on a thread", error)
        finally:
            sender.close()  # only the child holds it now, so its end ends our read
        if self._process is not process:
            receiver.close()
            return None
        return process, receiver


class StandbyProcess:
    """A process spawned ahead of a `ProcessCall` (while the player picks a file, say): it
    imports `modules` and waits for the call's work, so the call does not wait for a fresh
    interpreter to start. One call takes it; `stop` ends it if none did. Made on the GUI
    thread and handed to the call, which then owns it."""

    def __init__(self, modules: tuple[str, ...]) -> None:
        import multiprocessing  # Deferred: as in ProcessCall

        context = multiprocessing.get_context("spawn")
        self._connection, child_end = context.Pipe()
        self._process = context.Process(
            target=_stand_by, args=(child_end, modules), name=PROCESS_NAME, daemon=True
        )
        try:
            self._process.start()
        except BaseException:
            self._connection.close()
            raise
        finally:
            child_end.close()
        self._taken = False

    @classmethod
    def start(cls, modules: tuple[str, ...]) -> StandbyProcess | None:
        """A started standby process; None (logged) where no process can be started."""
        try:
            return cls(modules)
        except (OSError, RuntimeError) as error:
            log.warning("no standby process (%s): a call will start its own", error)
            return None

    def take(self) -> tuple[BaseProcess, Connection] | None:
        """The process and its connection, for one call; None once taken, stopped or ended
        (the call then starts a process of its own)."""
        if self._taken:
            return None
        if not self._process.is_alive():
            self.stop()
            return None
        self._taken = True
        return self._process, self._connection

    def stop(self) -> None:
        """End the process, unless a call took it."""
        if not self._taken:
            self._taken = True
            self._process.kill()
            self._process.join()
            self._connection.close()


def _watched_answer(process: BaseProcess, receiver: Connection) -> bytes | None:
    """The process's answer, or None when it ended without one; `_Stuck` when the system holds
    it stopped or it has fallen silent (its beats are empty messages)."""
    from .processes import process_state  # Deferred: the first file opened loads it

    heard = started = time.monotonic()
    beating = False
    stopped_since: float | None = None
    while True:
        try:
            if receiver.poll(_WATCH_SECONDS):
                data = receiver.recv_bytes()
                if data:
                    return data
                heard, beating = time.monotonic(), True
                continue
        except (EOFError, OSError):
            return None
        now = time.monotonic()
        if process.pid is not None and process_state(process.pid) == "T":
            stopped_since = now if stopped_since is None else stopped_since
            if now - stopped_since > STOPPED_SECONDS:
                raise _Stuck("is held stopped")
        else:
            stopped_since = None
        if now - heard > (SILENCE_SECONDS if beating else START_SECONDS):
            raise _Stuck(
                f"said nothing for {now - heard:.0f} s (started {now - started:.0f} s ago)"
            )


def _reap(process: BaseProcess) -> None:
    """Wait for a process that has answered (or failed to) to end; kill it if it lingers."""
    process.join(_REAP_SECONDS)
    if process.is_alive():
        process.kill()
        process.join()


def _stand_by(connection: Connection, modules: tuple[str, ...]) -> None:
    """In the standby child: import `modules`, then run the one work that comes."""
    for module in modules:
        importlib.import_module(module)
    try:
        work = connection.recv()
    except EOFError:  # stopped
        return
    _answer(work, connection)


class _FrameReader:
    """A file over pickled bytes whose reads are Python calls. The unpickler reads one frame
    (`pickle.Pickler` cuts its output into frames) per call, and a Python call is where the
    interpreter lets another thread (the GUI thread) take its lock."""

    def __init__(self, data: bytes) -> None:
        self._stream = io.BytesIO(data)

    def read(self, size: int = -1) -> bytes:
        return self._stream.read(size)

    def readinto(self, buffer: bytearray | memoryview) -> int:
        return self._stream.readinto(buffer)

    def readline(self) -> bytes:
        return self._stream.readline()


def _answer(work: Callable[[], Any], connection: Connection) -> None:
    """In the child: run `work` and send its outcome, pickled, to the parent; beat (an empty
    message every BEAT_SECONDS) while it runs."""
    sending, done = threading.Lock(), threading.Event()

    def beat() -> None:
        while not done.wait(BEAT_SECONDS):
            with sending:
                if done.is_set():
                    return
                try:
                    connection.send_bytes(b"")
                except (OSError, ValueError):  # the parent is gone
                    return

    threading.Thread(target=beat, name="heartbeat", daemon=True).start()
    try:
        outcome: _Outcome = (work(), None, "")
    except Exception as raised:
        outcome = (None, raised, traceback.format_exc())
    try:
        data = pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
        if outcome[1] is not None:
            pickle.loads(data)  # an error the parent could not rebuild would lose the message
    except Exception as unusable:  # never leave the parent without an answer
        what = outcome[0] if outcome[1] is None else outcome[1]
        error = RuntimeError(
            f"{type(what).__name__} {str(what)[:200]!r} could not be sent back: {unusable!r}"
        )
        data = pickle.dumps((None, error, outcome[2] or traceback.format_exc()))
    with sending:
        done.set()
        connection.send_bytes(data)
    connection.close()
