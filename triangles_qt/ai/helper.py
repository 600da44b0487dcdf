"""A second core for Hard's middle-game tree: a helper process that searches beside it.

Root parallelism: while the main search grows its tree (midgame.py), the helper grows its own
over the same position with another seed, for the same time, and sends back what its root
learnt; the main search adds that to its own root, line by line, and plays the line visited
most. The two trees share nothing while they grow, so the only traffic is the position out and
a few hundred counts back. What the second tree adds to the games sampled and to Hard's score
is in benchmarks/RESULTS.md; why the search is split this way, in docs/decisions/0005.

The helper is started at first need by the process that searches (the computer's worker, or a
benchmark) and kept for every later move. It is an aid, never a dependency: a helper that is
not ready yet, or does not answer in time, is left out of that move (the main search's own
answer stands). A late helper is slow, not lost (on a busy machine it gets the least of the
processor): it is started afresh only once it died, or still has not answered LATE_LIMIT
seconds after it was told to stop; meanwhile later moves go without it. What the two say to
each other is in protocol.py (`HelperRequest`, `HelperReply`).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import queue
import random
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection

from .budget import Budget
from .inbox import Inbox, yield_to_the_window
from .midgame import MidgameResult, MidgameSearch, RootCounts, TreeSettings, merge_counts
from .protocol import CancelRequest, Counts, HelperRequest, HelperSearch, Ready, StopRequest
from .subgame import Subgame

log = logging.getLogger(__name__)

# The helper stops this much before the main search, so that its answer is already waiting
# when the main search ends.
HELPER_HEAD_START = 0.02
# How long the main search waits for the helper's answer after its own search.
ANSWER_WAIT = 0.1
# Below this much time left, sending the position would cost more than the helper could add.
MIN_SECONDS = 0.05
# A helper that has not answered this long after it was told to stop is taken as stuck.
LATE_LIMIT = 5.0


class SearchHelper:
    """The main search's end of one helper process (started at first need)."""

    def __init__(self, main: Callable[[Connection], None] | None = None) -> None:
        # The helper process's main function (tests substitute stand-ins with faults); a
        # module-level function, which spawn sends by name.
        self._main = main or serve_helper
        self._process: multiprocessing.process.BaseProcess | None = None
        self._connection: Connection | None = None
        self._outbox: _Outbox | None = None
        self._ready = False
        self._next_id = 0
        self._start_failed = False  # the system refused a process: no second try
        # The request the helper was told to stop but has not answered yet, and since when.
        self._late: tuple[int, float] | None = None

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def warm_up(self) -> None:
        """Start the process now (it takes a moment to import), if it is not running."""
        if not self._start_failed and (self._process is None or not self._process.is_alive()):
            self._start()

    @property
    def late(self) -> bool:
        """Whether the helper is still finishing a search it was told to stop: later moves go
        without it until its answer comes (see LATE_LIMIT)."""
        self._is_ready()  # (takes in what it said meanwhile)
        return self._late is not None

    def wait_until_ready(self, timeout: float) -> bool:
        """Start the helper if need be and wait up to `timeout` seconds for it to be ready (a
        benchmark's first move, a test); True once it is."""
        self.warm_up()
        deadline = time.monotonic() + timeout
        while not self._is_ready():
            left = deadline - time.monotonic()
            if left <= 0 or self._connection is None or not self._connection.poll(left):
                return self._is_ready()
        return True

    def midgame_move(
        self, game: Subgame, rng: random.Random, budget: Budget, settings: TreeSettings
    ) -> MidgameResult:
        """Hard's middle-game line, searched here and in the helper side by side."""
        search = MidgameSearch(game, rng, settings)
        ticket = self._begin(game, settings, rng.getrandbits(63), budget.remaining())
        counts, iterations = search.grow(budget)
        if ticket is None:
            return search.answer(counts, iterations)
        theirs = self._finish(ticket, wait=not budget.cancelled())
        if theirs is None:
            return search.answer(counts, iterations)
        their_counts, their_iterations = theirs
        result = search.answer(merge_counts(counts, their_counts), iterations)
        result.helper_iterations = their_iterations
        return result

    def close(self, timeout: float = 1.0) -> None:
        """Stop the helper (killed if it has not finished within `timeout` seconds)."""
        process, connection, outbox = self._process, self._connection, self._outbox
        self._process, self._connection, self._outbox = None, None, None
        self._ready, self._late = False, None
        if outbox is not None:
            outbox.put(StopRequest())
            outbox.close()
        if process is not None:
            process.join(timeout)
            if process.is_alive():
                process.kill()
                process.join(timeout)
        if connection is not None:
            connection.close()

    # -- The conversation ------------------------------------------------------------------

    def _begin(
        self, game: Subgame, settings: TreeSettings, seed: int, seconds: float
    ) -> int | None:
        """Send the position; the request's id, or None when the helper cannot take it now."""
        self.warm_up()
        if not self._is_ready() or seconds - HELPER_HEAD_START < MIN_SECONDS:
            return None
        if self._late is not None:
            if time.monotonic() - self._late[1] <= LATE_LIMIT:
                return None  # still finishing its last search: this move goes without it
            self._lose(f"it did not answer within {LATE_LIMIT:g} s of being told to stop")
            self.warm_up()
            return None
        assert self._outbox is not None
        self._next_id += 1
        self._outbox.put(
            HelperSearch(self._next_id, game, settings, seed, seconds - HELPER_HEAD_START)
        )
        return self._next_id

    def _finish(self, ticket: int, wait: bool) -> tuple[RootCounts, int] | None:
        """The helper's answer to request `ticket`, stopping its search now; None when it did
        not come within ANSWER_WAIT (or `wait` is False: the move was cancelled), and the
        helper is then late until its answer comes."""
        if self._outbox is not None:
            self._outbox.put(CancelRequest(ticket))
        self._late = (ticket, time.monotonic())
        if not wait:
            return None  # its answer is skipped when it comes
        connection = self._connection
        assert connection is not None
        try:
            while connection.poll(ANSWER_WAIT):
                match connection.recv():
                    case Counts(request_id, dict() as counts, iterations) if request_id == ticket:
                        self._late = None
                        return counts, iterations
        except (EOFError, OSError):
            self._lose("it died")
        return None

    def _is_ready(self) -> bool:
        """Whether the helper said it is ready (without waiting for it); skips late answers."""
        connection = self._connection
        if connection is None:
            return False
        try:
            while connection.poll():
                match connection.recv():
                    case Ready():
                        self._ready = True
                    case Counts(request_id, dict()) if self._late and request_id == self._late[0]:
                        self._late = None
        except (EOFError, OSError):
            self._lose("it died")
            return False
        return self._ready

    def _start(self) -> None:
        self.close(0)
        # multiprocessing will not let a daemonic process (the computer's worker, a benchmark's
        # pool process) start children, lest they outlive it: this one cannot for long, since
        # it stops as soon as its pipe to us closes.
        multiprocessing.current_process().daemon = False
        context = multiprocessing.get_context("spawn")
        self._connection, child_end = context.Pipe()
        process = context.Process(
            target=self._main, args=(child_end,), name="triangles-helper", daemon=True
        )
        try:
            process.start()
        except Exception as error:  # no process allowed, no memory...
            log.warning(
                "The search's helper process could not be started (%s); Hard searches alone.",
                error,
            )
            self._start_failed = True
            self._connection.close()
            self._connection = None
            return
        finally:
            child_end.close()
        self._process = process
        self._outbox = _Outbox(self._connection)

    def _lose(self, why: str) -> None:
        pid = self.pid
        log.warning("The search's helper process %s stopped (%s); it starts afresh.", pid, why)
        if self._process is not None:
            self._process.kill()
        self.close(0)


class _Outbox:
    """Sends to the helper from a thread of its own, in order, so that a helper slow to take a
    position in (on a busy machine it gets the least of the processor) never holds the main
    search up: a big position is more than a pipe holds, and its sending waits for the reader."""

    def __init__(self, connection: Connection) -> None:
        self._messages: queue.SimpleQueue[HelperRequest | None] = queue.SimpleQueue()
        threading.Thread(
            target=self._send_all, args=(connection,), name="helper-outbox", daemon=True
        ).start()

    def put(self, message: HelperRequest) -> None:
        self._messages.put(message)

    def close(self) -> None:
        """Stop once what was put before is sent."""
        self._messages.put(None)

    def _send_all(self, connection: Connection) -> None:
        while (message := self._messages.get()) is not None:
            try:
                connection.send(message)
            except Exception:  # the helper is gone, or its pipe closed: the reader finds out
                return


def serve_helper(connection: Connection) -> None:
    """The helper process's main function: search positions until told to stop."""
    yield_to_the_window()
    inbox = Inbox(connection, (HelperSearch,))
    try:
        connection.send(Ready(os.getpid()))
        while (message := inbox.searches.get()) is not None:
            connection.send(_search(message, inbox))
    except (BrokenPipeError, EOFError, OSError):
        pass  # the main search's process is gone


def _search(message: HelperSearch, inbox: Inbox[HelperSearch]) -> Counts:
    """The helper's answer to one search request."""
    request_id = message.request_id
    budget = Budget(message.seconds, lambda: inbox.is_cancelled(request_id))
    search = MidgameSearch(message.subgame, random.Random(message.seed), message.settings)
    counts, iterations = search.grow(budget)
    return Counts(request_id, counts, iterations)
