"""Run one slow function off the GUI thread and hand its result back on the GUI thread.

For work that must not freeze the window but needs no cancelling midway (building a 180-star
board, replaying a long saved game): the caller drops a result it no longer wants. The thread
is a daemon, so quitting never waits for it.
"""

from __future__ import annotations

import contextlib
import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal


class BackgroundCall(QObject):
    """Calls `work()` on a thread of its own; `done(result)` or `failed(error, traceback)`
    arrive on the thread this object lives in, then the object deletes itself."""

    done = Signal(object)
    failed = Signal(object, str)
    # Emitted by the worker thread; queued to this object's thread, which re-emits them above.
    # (Connecting deleteLater to a signal emitted from a Python thread loses the other slots'
    # calls in PySide6, so the deletion happens here, on the object's own thread.)
    _finished = Signal(object, object, str)

    def __init__(self, work: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work: Callable[[], Any] | None = work
        self._finished.connect(self._deliver)

    def start(self) -> None:
        threading.Thread(target=self._run, name="triangles-background", daemon=True).start()

    def _run(self) -> None:
        work, self._work = self._work, None  # hold no reference once it has run
        assert work is not None
        result: Any = None
        error: Exception | None = None
        details = ""
        try:
            result = work()
        except Exception as raised:  # handed to the caller, which knows what it means
            error, details = raised, traceback.format_exc()
        # RuntimeError: this object is gone (the app is quitting); nobody waits for the result.
        with contextlib.suppress(RuntimeError):
            self._finished.emit(result, error, details)

    def _deliver(self, result: Any, error: Exception | None, details: str) -> None:
        if error is None:
            self.done.emit(result)
        else:
            self.failed.emit(error, details)
        self.deleteLater()
