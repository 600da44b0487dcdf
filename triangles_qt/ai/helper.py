"""A second core for Hard's middle-game tree: a helper process that searches beside it.

Root parallelism: while the main search grows its tree (midgame.py), the helper grows its own
over the same position with another seed, for the same time, and sends back what its root
learnt; the main search adds that to its own root, line by line, and plays the line visited
most. The two trees share nothing while they grow, so the only traffic is the position out and
a few hundred counts back. What the second tree adds to the games sampled and to Hard's score
is in benchmarks/RESULTS.md; why the search is split this way, in docs/decisions/0005.

The helper is started at first need by the process that searches (the computer's worker, or a
benchmark) and kept for every later move. It is an aid, never a dependency: a helper that is
not ready yet, died, or does not answer in time is left out of that move (the main search's
own answer stands) and started afresh for a later one.

Messages over a `multiprocessing` connection, as the worker's (worker.py):

    main -> helper  ("search", request_id, subgame, settings, seed, seconds)
                    ("cancel", request_id)          stop now and answer with what there is
                    ("stop",)
    helper -> main  ("ready", pid)
                    ("counts", request_id, counts, iterations)
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import random
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from .budget import Budget
from .inbox import Inbox, Message, yield_to_the_window
from .midgame import MidgameResult, MidgameSearch, RootCounts, TreeSettings, merge_counts
from .subgame import Subgame

log = logging.getLogger(__name__)

# The helper stops this much before the main search, so that its answer is already waiting
# when the main search ends.
HELPER_HEAD_START = 0.02
# How long the main search waits for the helper's answer after its own search.
ANSWER_WAIT = 0.1
# Below this much time left, sending the position would cost more than the helper could add.
MIN_SECONDS = 0.05


class SearchHelper:
    """The main search's end of one helper process (started at first need)."""

    def __init__(self, main: Callable[[Connection], None] | None = None) -> None:
        # The helper process's main function (tests substitute stand-ins with faults); a
        # module-level function, which spawn sends by name.
        self._main = main or serve_helper
        self._process: multiprocessing.process.BaseProcess | None = None
        self._connection: Connection | None = None
        self._ready = False
        self._next_id = 0
        self._start_failed = False  # the system refused a process: no second try

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def warm_up(self) -> None:
        """Start the process now (it takes a moment to import), if it is not running."""
        if not self._start_failed and (self._process is None or not self._process.is_alive()):
            self._start()

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
        process, connection = self._process, self._connection
        self._process, self._connection, self._ready = None, None, False
        if connection is not None:
            with contextlib.suppress(BrokenPipeError, EOFError, OSError, ValueError):
                connection.send(("stop",))
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
        self._next_id += 1
        message = ("search", self._next_id, game, settings, seed, seconds - HELPER_HEAD_START)
        if not self._send(message):
            self._lose("its connection is broken")
            return None
        return self._next_id

    def _finish(self, ticket: int, wait: bool) -> tuple[RootCounts, int] | None:
        """The helper's answer to request `ticket`, stopping its search now; None when it did
        not come within ANSWER_WAIT (or `wait` is False: the move was cancelled)."""
        self._send(("cancel", ticket))
        if not wait:
            return None  # its late answer is skipped by the next request
        connection = self._connection
        assert connection is not None
        try:
            while connection.poll(ANSWER_WAIT):
                message = connection.recv()
                if _is_answer(message, ticket):
                    return message[2], message[3]
        except (EOFError, OSError):
            self._lose("it died")
            return None
        self._lose("it did not answer in time")
        return None

    def _is_ready(self) -> bool:
        """Whether the helper said it is ready (without waiting for it); skips stale answers."""
        connection = self._connection
        if connection is None:
            return False
        try:
            while connection.poll():
                message = connection.recv()
                if isinstance(message, tuple) and message[:1] == ("ready",):
                    self._ready = True
        except (EOFError, OSError):
            self._lose("it died")
            return False
        return self._ready

    def _send(self, message: tuple[Any, ...]) -> bool:
        if self._connection is None:
            return False
        try:
            self._connection.send(message)
        except (BrokenPipeError, EOFError, OSError, ValueError):
            return False
        return True

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

    def _lose(self, why: str) -> None:
        pid = self.pid
        log.warning("The search's helper process %s stopped (%s); it starts afresh.", pid, why)
        if self._process is not None:
            self._process.kill()
        self.close(0)


def _is_answer(message: Any, ticket: int) -> bool:
    return (
        isinstance(message, tuple)
        and len(message) == 4
        and message[:2] == ("counts", ticket)
        and isinstance(message[2], dict)
    )


def serve_helper(connection: Connection) -> None:
    """The helper process's main function: search positions until told to stop."""
    yield_to_the_window()
    inbox = Inbox(connection)
    try:
        connection.send(("ready", os.getpid()))
        while (message := inbox.searches.get()) is not None:
            connection.send(_search(message, inbox))
    except (BrokenPipeError, EOFError, OSError):
        pass  # the main search's process is gone


def _search(message: Message, inbox: Inbox) -> Message:
    """The helper's answer to one search request."""
    _, request_id, game, settings, seed, seconds = message
    budget = Budget(seconds, lambda: inbox.is_cancelled(request_id))
    counts, iterations = MidgameSearch(game, random.Random(seed), settings).grow(budget)
    return ("counts", request_id, counts, iterations)
