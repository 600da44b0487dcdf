"""What `ComputerPlayer` (player.py) keeps of each request and each worker process: the request
as it was asked (and resent after a fault), the worker's slot with what it is doing and when it
last spoke, and the messenger that carries the reader threads' messages to the GUI thread."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..engine import Board, Game, Level

if TYPE_CHECKING:
    from ..ai.protocol import Request
    from .worker_process import WorkerProcess


@dataclass(eq=False)  # one request is one object: compared by identity
class PendingRequest:
    id: int
    game: Game  # a copy, for the fallback line
    record: dict[str, Any]
    level: Level | None  # None for an analysis
    seed: int
    time_limit: float
    search: str
    attempts: int = 0
    cancelled_at: float | None = None
    kind: str = "search"  # or "analyse" (then `search` names the analysis function)

    @property
    def message(self) -> Request:
        from ..ai import protocol  # Deferred: loaded with the worker (see ComputerPlayer.request)

        if self.kind == "analyse":
            return protocol.AnalysisRequest(self.id, self.record, self.time_limit, self.search)
        assert self.level is not None
        return protocol.SearchRequest(
            self.id, self.record, self.level, self.seed, self.time_limit, self.search
        )


class LastHeard:
    """When a worker process last said anything, noted by its reader thread as each message
    arrives (so that a GUI thread running late does not take a busy worker for a silent one)."""

    def __init__(self) -> None:
        self.at = time.monotonic()


class WorkerSlot:
    """A slot for one worker process: the process (None until needed) and what it is doing."""

    def __init__(self) -> None:
        self.process: WorkerProcess | None = None
        self.serial = 0  # changes with every process, so a dead one's late messages are ignored
        self.ready_at: float | None = None
        self.launched_at = 0.0
        self.heard = LastHeard()
        self.stopped_since: float | None = None
        self.board: Board | None = None  # of the game it was given last (and has set up)
        self.request: PendingRequest | None = None
        self.sent_at = 0.0
        self.search_started_at: float | None = None  # the request's clock, as the worker said
        self.reader: threading.Thread | None = None  # forwards what the process says


class Messenger(QObject):
    """Carries the reader threads' messages; lives in the GUI thread, so the slots run there."""

    received = Signal(int, object)  # worker serial, message (ai/protocol.py's `Reply`)
    closed = Signal(int)  # worker serial: its connection ended (the process is gone)


__all__ = ["LastHeard", "Messenger", "PendingRequest", "WorkerSlot"]
