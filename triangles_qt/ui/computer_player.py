"""Runs the computer opponent's search on a worker thread, so the window never freezes.

The worker gets its own copy of the game and never touches a widget; it reports through a
signal that Qt queues to the GUI thread. Every request has an id: the window remembers the id it
is waiting for and ignores any other answer, so an answer that arrives after New Game, Undo,
Restart or quitting is dropped. Cancelling sets a flag the search polls, so it stops early.
"""

from __future__ import annotations

import random
import sys
import threading
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..ai import choose_move
from ..engine import Game

HARD_TIME_LIMIT = 1.0  # seconds a Hard move (and a hint) may take


class _Messenger(QObject):
    """Carries the worker's answer back; lives in the GUI thread, so the slots run there."""

    found = Signal(int, int, int)  # request id, star i, star j
    failed = Signal(int, str)  # request id, what went wrong


class _Search(QRunnable):
    def __init__(
        self,
        request_id: int,
        game: Game,
        level: str,
        time_limit: float | None,
        seed: int,
        cancel: threading.Event,
        messenger: _Messenger,
    ) -> None:
        super().__init__()
        self.request_id = request_id
        self.game = game
        self.level = level
        self.time_limit = time_limit
        self.seed = seed
        self.cancel = cancel
        self.messenger = messenger

    def run(self) -> None:
        try:
            # Looked up at call time (module global), so tests can substitute a slow fake.
            i, j = choose_move(
                self.game,
                self.level,
                seed=self.seed,
                time_limit=self.time_limit,
                cancelled=self.cancel.is_set,
            )
            result: tuple[int, int] | str = (int(i), int(j))
        except Exception:
            result = traceback.format_exc()
        try:
            if isinstance(result, tuple):
                self.messenger.found.emit(self.request_id, *result)
            else:
                self.messenger.failed.emit(self.request_id, result)
        except RuntimeError:
            pass  # the window is gone (quit while thinking): nobody is waiting for the answer


class ComputerPlayer(QObject):
    """Asks the AI for a line in the background. `answered` / `failed` carry the request id."""

    answered = Signal(int, int, int)  # request id, i, j
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)  # a computer move and a hint may overlap
        self._messenger = _Messenger()
        self._messenger.found.connect(self._on_found)
        self._messenger.failed.connect(self._on_failed)
        self._cancels: dict[int, threading.Event] = {}
        self._next_id = 0
        self._random = random.Random()

    @property
    def busy(self) -> bool:
        """A search is running or queued."""
        return bool(self._cancels)

    def request(self, game: Game, level: str, *, time_limit: float | None = None) -> int:
        """Start searching a copy of `game` for `level`'s line; returns the request id."""
        self._next_id += 1
        request_id = self._next_id
        if time_limit is None and level == "hard":
            time_limit = HARD_TIME_LIMIT
        cancel = threading.Event()
        self._cancels[request_id] = cancel
        search = _Search(
            request_id,
            game.copy(),
            level,
            time_limit,
            self._random.randrange(2**31),
            cancel,
            self._messenger,
        )
        search.setAutoDelete(True)
        self._pool.start(search)
        return request_id

    def cancel(self, request_id: int | None = None) -> None:
        """Ask one search (or all) to stop; its answer, if any, still arrives and is ignored."""
        ids = list(self._cancels) if request_id is None else [request_id]
        for rid in ids:
            event = self._cancels.get(rid)
            if event is not None:
                event.set()

    def shutdown(self, timeout_ms: int = 2000) -> bool:
        """Cancel everything and wait for the workers; True when they all finished in time."""
        self.cancel()
        return self._pool.waitForDone(timeout_ms)

    def _on_found(self, request_id: int, i: int, j: int) -> None:
        self._cancels.pop(request_id, None)
        self.answered.emit(request_id, i, j)

    def _on_failed(self, request_id: int, details: str) -> None:
        self._cancels.pop(request_id, None)
        print(f"triangles: the computer player failed:\n{details}", file=sys.stderr)
        self.failed.emit(request_id, details)
