"""Runs the computer opponent's search in its own processes, so the window never stutters.

Up to WORKER_COUNT persistent worker processes (`triangles_qt.ai.worker`, each through a
`WorkerProcess`: worker_process.py) are started at first
need (or by `warm_up()`) and reused for every move, hint and game. A request goes to an idle
worker, the one that has its game set up if any, so a hint and a move, or a cancelled search
still winding down and the next one, run side by side on two cores (a lone Hard search uses
both: ai/helper.py). `warm_up(game)` has a worker set a game up before it is asked anything.
Each worker has a reader thread that blocks on its pipe, notes when it last heard from the
worker, and hands messages to the GUI thread through a queued signal; the GUI thread never
waits for a worker.

Every request has an id and is answered once, by `answered`, with a legal line, unless it was
cancelled (then nothing comes) or there is no line left to draw (`failed`). An analysis of a
whole game (`analyse`) goes the same way: `analysis_progress` while it runs, then
`analysis_done` with the record's "analysis" field, or `analysis_failed` saying why.

A slow worker is not a stuck one. A worker sets the position up (a new board's tables, what
Hard's search takes from the board) before its search's clock starts, and says when it starts;
while it sets up, or its search keeps polling its cancel flag, its heartbeat says it is getting
on. A busy machine makes it slow; it is taken as stuck only when it falls silent. Faults do not
stop the game; each is written to the log and reported by `fault`:
- the worker died (crashed, killed by the system): it is restarted and the request repeated;
- the worker fell silent for STALL_GRACE while setting up or after its search's time limit, or
  the system has held it stopped for STOPPED_GRACE (Linux): it is killed, restarted and the
  request repeated;
- after MAX_ATTEMPTS such faults, or when the worker cannot decode the position or its search
  raised, the line comes from a quick Medium move (or any legal line) worked out right here,
  and `quick_line` says so just before `answered`;
- a worker silent for CANCEL_GRACE after a cancel (STALL_GRACE while it sets up) is killed and
  started afresh;
- an analysis has no quick stand-in: after MAX_ATTEMPTS faults, or when it cannot be done,
  `analysis_failed` says so; one that falls silent for ANALYSIS_SILENCE is taken as stuck.
A worker that is killed, or dies, takes its search helper with it (they share a process group).
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections import deque
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Board, Game, Level

if TYPE_CHECKING:
    from ..ai.protocol import Answer
    from .worker_process import WorkerProcess

from .slots import LastHeard, Messenger, PendingRequest, WorkerSlot

log = logging.getLogger(__name__)

WORKER_COUNT = 2  # a move and a hint (or a search winding down) side by side: two cores
# A worker silent this long while it sets a position up, or after its search's time limit, is
# taken as stuck (its heartbeat comes every BEAT_INTERVAL while it gets on: ai/worker.py).
STALL_GRACE = 3.0
# A new worker must be ready (Python, numpy and the engine imported) within this many seconds.
START_TIMEOUT = 30.0
# Setting a position up is bounded work (a board's tables, at most a few thousand lines'
# crossings); one still going after this long, heartbeat or not, is taken as stuck.
SETUP_LIMIT = 120.0
# A worker the system has held stopped (SIGSTOP) this long is replaced: it cannot get on.
STOPPED_GRACE = 1.0
# A cancelled search stops within milliseconds; one silent this long after the cancel is killed
# (a cancelled set-up gets STALL_GRACE).
CANCEL_GRACE = 1.0
# How often a request is sent before the line is worked out without the worker.
MAX_ATTEMPTS = 2
WATCH_INTERVAL_MS = 100
# A watchdog round this late means the window's process itself was held up: the workers'
# messages that came meanwhile are read before anyone is judged silent.
WATCH_LATE = 1.0
# The search the workers run ("module:function"; "": the worker's own, ai/worker.py's
# DEFAULT_SEARCH; tests substitute stand-ins with faults).
SEARCH_FUNCTION = ""
# Quick fallback line when the worker cannot give one: Medium, with this time limit.
FALLBACK_TIME_LIMIT = 0.05
# The analysis the workers run ("module:function"; "": the worker's own, DEFAULT_ANALYSIS;
# tests substitute stand-ins with faults).
ANALYSIS_FUNCTION = ""
# An analysis reports progress after every position (at most a second or two each); one that
# has said nothing for this long is taken as stuck.
ANALYSIS_SILENCE = 15.0


def encode_position(game: Game) -> dict[str, Any]:
    """The position as the worker receives it: a game record (rebuilt there through the rules)."""
    return game.to_record()


class ComputerPlayer(QObject):
    """Asks the AI for a line in the background.

    Signals: `answered(request id, i, j)`; `failed(request id, details)` when no line can be
    given; `fault(request id, kind)` when a worker failed a request, with kind "died",
    "stalled", "undecodable" or "error" (the request is then repeated or answered by the
    fallback; request id -1 for a worker that died while idle); `quick_line(request id)` just
    before a line the fallback worked out (not the level's own) is answered.
    """

    answered = Signal(int, int, int)  # request id, i, j
    failed = Signal(int, str)
    fault = Signal(int, str)
    quick_line = Signal(int)  # request id: its answer, next, is the quick fallback line
    analysis_progress = Signal(int, int, int)  # request id, positions done, positions in all
    analysis_done = Signal(int, object)  # request id, the record's "analysis" field
    analysis_failed = Signal(int, str)  # request id, what went wrong (English, for the log)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._workers = [WorkerSlot() for _ in range(WORKER_COUNT)]
        self._queue: deque[PendingRequest] = deque()
        self._requests: dict[int, PendingRequest] = {}  # unanswered, cancelled ones included
        self._next_id = 0
        self._next_serial = 0
        self._random = random.Random()
        self._messenger = Messenger()
        self._messenger.received.connect(self._on_message)
        self._messenger.closed.connect(self._on_closed)
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_INTERVAL_MS)
        self._watch.timeout.connect(self._check_workers)
        self._last_watch = 0.0
        self._shut_down = False
        self._start_failure: str | None = None
        self._lost = 0

    # -- Public ----------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A search is running or queued (a cancelled one that has not stopped yet counts)."""
        return bool(self._requests)

    def warm_up(self, game: Game | None = None) -> None:
        """Start a worker now, in the background, so the first move does not wait for it; with
        `game`, the worker also sets that game up before it is asked anything about it (its
        board's tables; for a Hard player, what Hard's searches will take from the board)."""
        if self._shut_down:
            return
        worker = self._idle_worker(None if game is None else game.board) or self._workers[0]
        if worker.process is None and not self._start(worker):
            return
        if game is not None and worker.process is not None:
            worker.board = game.board
            worker.process.prepare(encode_position(game))

    def has_started(self, request_id: int) -> bool:
        """Whether the worker said the search (or analysis) `request_id` has started: its
        position is set up and its clock runs."""
        return any(
            w.request is not None and w.request.id == request_id and w.search_started_at is not None
            for w in self._workers
        )

    @property
    def lost_processes(self) -> int:
        """How many worker processes died or were killed as stuck (each replaced at need)."""
        return self._lost

    @property
    def can_start_workers(self) -> bool:
        """False once a worker process could not be started at all (the system refused): the
        computer then plays its quick line in this process, and the game goes on."""
        return self._start_failure is None

    def worker_pids(self) -> list[int]:
        """Process ids of the running workers."""
        return [
            w.process.pid
            for w in self._workers
            if w.process is not None and w.process.pid is not None
        ]

    def request(self, game: Game, level: Level, *, time_limit: float | None = None) -> int:
        """Start searching `game`'s position for `level`'s line; returns the request id."""
        # Deferred: the search's package (and the worker's) loads with the computer's first
        # need, not with the window.
        from ..ai import DEFAULT_TIME_LIMITS

        self._next_id += 1
        if time_limit is None:
            time_limit = DEFAULT_TIME_LIMITS[level]
        request = PendingRequest(
            self._next_id,
            game.copy(),
            encode_position(game),
            level,
            self._random.randrange(2**31),
            time_limit,
            SEARCH_FUNCTION,
        )
        self._requests[request.id] = request
        self._queue.append(request)
        self._dispatch()
        return request.id

    def analyse(self, game: Game, *, seconds: float | None = None) -> int:
        """Start analysing every line of `game` (see ai/reviewer.py); returns the request id.
        `seconds`: the time for the whole game (by default, by the size of its board)."""
        from ..ai.reviewer import analysis_seconds  # Deferred: as in `request`

        self._next_id += 1
        if seconds is None:
            seconds = analysis_seconds(len(game.board.points))
        request = PendingRequest(
            self._next_id,
            game.copy(),
            encode_position(game),
            None,
            0,
            seconds,
            ANALYSIS_FUNCTION,
            kind="analyse",
        )
        self._requests[request.id] = request
        self._queue.append(request)
        self._dispatch()
        return request.id

    def cancel(self, request_id: int | None = None) -> None:
        """Stop one search (or all); a cancelled request is never answered."""
        ids = list(self._requests) if request_id is None else [request_id]
        now = time.monotonic()
        for rid in ids:
            request = self._requests.get(rid)
            if request is None or request.cancelled_at is not None:
                continue
            request.cancelled_at = now
            if request in self._queue:  # (by identity)
                self._queue.remove(request)
                del self._requests[rid]
                continue
            for worker in self._workers:
                if worker.request is request and worker.process is not None:
                    worker.process.cancel(rid)

    def shutdown(self, timeout_ms: int = 2000) -> bool:
        """Cancel everything and stop the workers; True when they all finished in time."""
        self._shut_down = True
        self.cancel()
        self._watch.stop()
        deadline = time.monotonic() + timeout_ms / 1000
        clean = True
        for worker in self._workers:
            process, worker.process = worker.process, None
            worker.request = None
            if process is None:
                continue
            if worker.ready_at is None:
                # Still starting (loading its modules): it holds nothing yet, and waiting for
                # it to hear the stop would hold the quit for as long as its start takes.
                process.kill()
            else:
                clean &= process.stop(max(0.0, deadline - time.monotonic()))
        # Each reader ends once its process has: none is left to emit while the window and
        # the interpreter are taken down.
        for worker in self._workers:
            reader, worker.reader = worker.reader, None
            if reader is not None:
                reader.join(max(0.0, deadline - time.monotonic()))
                clean &= not reader.is_alive()
        self._requests.clear()
        self._queue.clear()
        return clean

    # -- Workers ---------------------------------------------------------------------------------

    def _start(self, worker: WorkerSlot) -> bool:
        if self._start_failure is not None:
            return False
        from .worker_process import WorkerProcess  # Deferred: as in `request`

        try:
            process = WorkerProcess()
        except Exception as error:  # no process allowed, no memory, Python not readable...
            self._start_failure = f"{type(error).__name__}: {error}"
            log.error(
                "The computer's process could not be started (%s); it plays its quick line "
                "in the window's process instead.",
                self._start_failure,
            )
            return False
        self._next_serial += 1
        worker.serial = self._next_serial
        worker.process = process
        worker.ready_at = None
        worker.launched_at = time.monotonic()
        worker.heard = LastHeard()
        worker.stopped_since = None
        worker.board = None
        worker.reader = threading.Thread(
            target=self._read,
            args=(process, worker.serial, self._messenger, worker.heard),
            name=f"computer-reader-{worker.serial}",
            daemon=True,
        )
        worker.reader.start()
        if not self._watch.isActive():
            self._last_watch = time.monotonic()
            self._watch.start()
        return True

    @staticmethod
    def _read(process: WorkerProcess, serial: int, messenger: Messenger, heard: LastHeard) -> None:
        """Reader thread: note when the worker spoke, forward what it says (a heartbeat says no
        more than that it spoke), then that it is gone."""
        from ..ai import protocol  # Deferred: loaded with the worker (see `request`)

        try:
            while True:
                try:
                    message = process.connection.recv()
                except (EOFError, OSError):
                    break
                heard.at = time.monotonic()
                if not isinstance(message, protocol.Alive):
                    messenger.received.emit(serial, message)
            messenger.closed.emit(serial)
        except RuntimeError:
            pass  # the window is gone (quit): nobody is listening
        finally:
            process.connection.close()

    def _idle_worker(self, board: Board | None) -> WorkerSlot | None:
        """The idle worker to give work on `board`: a running one before one still to start
        (the first never started fails), one that has the board set up before another."""
        idle = [
            w
            for w in self._workers
            if w.request is None and (w.process is not None or self._start_failure is None)
        ]
        return min(idle, key=lambda w: (w.process is None, w.board is not board), default=None)

    def _dispatch(self) -> None:
        if self._shut_down:
            return
        while self._queue:
            request = self._queue[0]
            worker = self._idle_worker(request.game.board)
            if worker is not None and worker.process is None and not self._start(worker):
                continue  # the system refused a process: only the running ones are left
            if worker is None:
                if any(w.process is not None for w in self._workers):
                    return  # the next worker that is free takes it
                # No process at all: answered here, just after (the caller has its id).
                self._queue.popleft()
                self._requests.pop(request.id, None)
                QTimer.singleShot(0, partial(self._give_fallback, request, "error"))
                continue
            assert worker.process is not None
            self._queue.popleft()
            request.attempts += 1
            worker.request = request
            worker.board = request.game.board
            worker.sent_at = time.monotonic()
            worker.search_started_at = None
            if not worker.process.send(request.message):
                self._lose_worker(worker, "died", "its connection is broken")
                return

    def _worker_of(self, serial: int) -> WorkerSlot | None:
        for worker in self._workers:
            if worker.serial == serial and worker.process is not None:
                return worker
        return None

    def _on_message(self, serial: int, message: object) -> None:
        from ..ai import protocol  # Deferred: loaded with the worker (see `request`)

        worker = self._worker_of(serial)
        if worker is None:
            return
        if isinstance(message, protocol.Ready):
            worker.ready_at = time.monotonic()
            return
        request = worker.request
        if request is None:
            return  # (a late word on a request the worker no longer has)
        match message:
            case protocol.Started(request_id) if request_id == request.id:
                worker.search_started_at = time.monotonic()
            case protocol.Progress(request_id, done, total) if request_id == request.id:
                if request.cancelled_at is None:
                    self.analysis_progress.emit(request.id, done, total)
            case (
                protocol.Line(request_id)
                | protocol.AnalysisDone(request_id)
                | protocol.Cancelled(request_id)
                | protocol.Undecodable(request_id)
                | protocol.Failed(request_id)
            ) if request_id == request.id:
                self._answered(worker, request, message)

    def _answered(self, worker: WorkerSlot, request: PendingRequest, answer: Answer) -> None:
        """The worker's one answer to `request`: it is free again, and the request is done."""
        from ..ai import protocol  # Deferred: as in `_on_message`

        worker.request = None
        del self._requests[request.id]
        self._dispatch()
        if request.cancelled_at is not None:
            return
        if request.kind == "analyse":
            self._analysis_answered(request, answer)
            return
        match answer:
            case protocol.Line(_, i, j):
                self.answered.emit(request.id, i, j)
            case protocol.Undecodable(_, why):
                log.warning(
                    "The computer's process could not read the position (%s); a quick line is "
                    "played instead.",
                    why,
                )
                self._give_fallback(request, "undecodable")
            case _:
                log.error(
                    "The computer's search failed; a quick line is played instead.\n%s",
                    _what_went_wrong(answer)[1],
                )
                self._give_fallback(request, "error")

    def _analysis_answered(self, request: PendingRequest, answer: Answer) -> None:
        from ..ai import protocol  # Deferred: as in `_on_message`

        if isinstance(answer, protocol.AnalysisDone):
            self.analysis_done.emit(request.id, answer.field)
            return
        kind, details = _what_went_wrong(answer)
        log.error("The analysis in the computer's process failed:\n%s", details)
        self.analysis_failed.emit(request.id, f"{kind}: {details}")

    def _on_closed(self, serial: int) -> None:
        worker = self._worker_of(serial)
        if worker is not None:
            assert worker.process is not None
            worker.process.kill()  # (only reaps it: the connection ends when the process does)
            self._lose_worker(worker, "died", f"exit code {worker.process.exitcode}")

    def _check_workers(self) -> None:
        """The watchdog: stuck, stopped, slow-to-start and cancel-deaf workers are killed."""
        now = time.monotonic()
        held_up = now - self._last_watch > WATCH_LATE
        self._last_watch = now
        if held_up:
            return  # the readers first note what the workers said meanwhile
        running = False
        for worker in self._workers:
            if worker.process is None:
                continue
            running = True
            why = self._why_stuck(worker, now)
            if why is not None:
                worker.process.kill()
                self._lose_worker(worker, "stalled", why)
        if not running:
            self._watch.stop()

    @staticmethod
    def _why_stuck(worker: WorkerSlot, now: float) -> str | None:
        """Why the worker is to be taken as stuck now, or None while it is getting on (however
        slowly) or has nothing to do."""
        assert worker.process is not None
        if worker.process.is_stopped():
            if worker.stopped_since is None:
                worker.stopped_since = now
            held = now - worker.stopped_since
            return "the system holds it stopped" if held > STOPPED_GRACE else None
        worker.stopped_since = None
        request = worker.request
        if request is None:
            return None
        if worker.ready_at is None:
            return "it did not start" if now - worker.launched_at > START_TIMEOUT else None
        heard = max(worker.heard.at, worker.sent_at)
        if request.cancelled_at is not None:
            # A search polls its cancel flag often; a set-up stops between its stages, one of
            # which (a big board's tables) can hold a starved process as long as a stall.
            searching = worker.search_started_at is not None
            silent = now - max(heard, request.cancelled_at)
            if silent <= (CANCEL_GRACE if searching else STALL_GRACE):
                return None
            phase = "searching" if searching else "setting up"
            return f"it did not stop when cancelled: silent {silent:.1f} s, {phase}"
        if request.kind == "analyse":
            return "it did not answer in time" if now - heard > ANALYSIS_SILENCE else None
        started = worker.search_started_at
        if started is None:  # setting the position up
            if now - max(worker.sent_at, worker.ready_at) > SETUP_LIMIT:
                return "it did not finish setting the position up"
            return "it fell silent setting the position up" if now - heard > STALL_GRACE else None
        if now - max(heard, started + request.time_limit) > STALL_GRACE:
            return "it did not answer in time"
        return None

    def _lose_worker(self, worker: WorkerSlot, kind: str, why: str) -> None:
        """The worker's process is gone: repeat its request on a new one, or answer it here."""
        process, worker.process = worker.process, None
        request, worker.request = worker.request, None
        worker.board = None
        self._lost += 1
        pid = process.pid if process is not None else None
        if request is None or request.cancelled_at is not None:
            if request is not None:
                del self._requests[request.id]
            log.warning("The computer's process %s stopped (%s); a new one starts.", pid, why)
            if request is None:
                self.fault.emit(-1, kind)
            self._dispatch()
            return
        if request.attempts < MAX_ATTEMPTS:
            log.warning(
                "The computer's process %s stopped (%s); a new one starts and thinks again.",
                pid,
                why,
            )
            self._queue.appendleft(request)
            self.fault.emit(request.id, kind)
            self._dispatch()
            return
        log.error(
            "The computer's process %s stopped (%s), %d times for this request; %s",
            pid,
            why,
            request.attempts,
            "the analysis stops." if request.kind == "analyse" else "a quick line is played.",
        )
        del self._requests[request.id]
        self._dispatch()
        self._give_fallback(request, kind)

    def _give_fallback(self, request: PendingRequest, kind: str) -> None:
        """Answer with a quick line worked out here (milliseconds): the game goes on. An
        analysis has no such stand-in: it fails, saying why."""
        self.fault.emit(request.id, kind)
        if request.kind == "analyse":
            self.analysis_failed.emit(request.id, f"{kind}: the computer's process failed")
            return
        from ..ai import choose_move  # Deferred: as in `request`

        game = request.game
        if game.is_over:
            self.failed.emit(request.id, "the game is over: there is no line to draw")
            return
        try:
            i, j = choose_move(
                game, Level.MEDIUM, seed=request.seed, time_limit=FALLBACK_TIME_LIMIT
            )
        except Exception:
            log.exception("The quick line failed too; a random legal line is played.")
            moves = game.legal_moves()
            i, j = (int(v) for v in moves[random.randrange(len(moves))])
        self.quick_line.emit(request.id)
        self.answered.emit(request.id, int(i), int(j))


def _what_went_wrong(answer: Answer) -> tuple[str, str]:
    """The kind of fault an answer that is not the one asked for says, and its details (for the
    log): "error" and the traceback, "undecodable" and why, or "unexpected" and the answer."""
    from ..ai import protocol  # Deferred: as in `ComputerPlayer._on_message`

    match answer:
        case protocol.Failed(_, details):
            return "error", details
        case protocol.Undecodable(_, why):
            return "undecodable", why
        case _:
            return "unexpected", repr(answer)
