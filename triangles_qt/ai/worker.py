"""The computer's own process: a persistent worker that receives positions and returns lines.

Pure Python + numpy (no Qt). The window starts one with `WorkerProcess()` (spawn start method,
so it works the same from a frozen installer, where `multiprocessing.freeze_support()` in the
launcher answers the spawn, as under `python -m triangles_qt`) and keeps it for every move and
game. Searching in another process leaves the window's interpreter, and its GIL, to the window.

Messages are tuples of plain data over a `multiprocessing` connection:

    parent -> worker  ("search", request_id, record, level, seed, time_limit, search_function)
                      ("analyse", request_id, record, seconds, analysis_function)
                      ("cancel", request_id)
                      ("stop",)
    worker -> parent  ("ready", pid)
                      ("line", request_id, i, j)        also after a cancel: the best line so far
                      ("progress", request_id, done, total)  analysing: positions done so far
                      ("analysis", request_id, field)   the record's "analysis" field (review.py)
                      ("cancelled", request_id)         an analysis stopped by a cancel
                      ("undecodable", request_id, why)  the record does not give a legal position
                      ("error", request_id, traceback)  the search or analysis raised

A position travels as a game record (`Game.to_record()`), so the worker rebuilds it through the
rules and cannot be handed an impossible one. At its first Hard search the worker starts its own
search helper (helper.py), which grows a second middle-game tree on the other core and ends
with the worker. Every search request gets exactly one answer. A
reader thread takes messages while the search runs, so a cancel reaches the search's `cancelled`
poll within milliseconds; when the parent goes away the worker stops by itself.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import threading
import traceback
from collections.abc import Callable, Mapping
from multiprocessing.connection import Connection
from typing import Any, Protocol

from triangles_qt.engine import Game, IllegalMove, RecordError
from triangles_qt.engine.review import GameReview, review_record

from .helper import SearchHelper
from .inbox import Inbox, Message, yield_to_the_window

# The search the worker runs unless a request names another ("module:function"); tests name
# stand-ins with particular faults (tests/ai/fake_searches.py).
DEFAULT_SEARCH = "triangles_qt.ai.levels:choose_move"
# The analysis the worker runs unless a request names another.
DEFAULT_ANALYSIS = "triangles_qt.ai.reviewer:review_game"


class SearchFunction(Protocol):
    def __call__(
        self,
        game: Game,
        level: str,
        *,
        seed: int | None = ...,
        time_limit: float | None = ...,
        cancelled: Callable[[], bool] | None = ...,
        helper: SearchHelper | None = ...,
    ) -> tuple[int, int]: ...


class AnalysisFunction(Protocol):
    def __call__(
        self,
        game: Game,
        *,
        seconds: float | None = ...,
        progress: Callable[[int, int], None] | None = ...,
        cancelled: Callable[[], bool] | None = ...,
    ) -> GameReview | None: ...


class UndecodablePosition(ValueError):
    """A record the worker cannot turn into a legal position; the message says why."""


class PositionDecoder:
    """Records to games, reusing the last game when only the moves changed.

    Consecutive requests of one game differ by a few moves (or an undo), so the board's
    line tables, costly on large boards, are built once per board, not per move.
    """

    def __init__(self) -> None:
        self._header: dict[str, Any] | None = None
        self._game: Game | None = None

    def decode(self, record: object) -> Game:
        if not isinstance(record, Mapping) or not isinstance(record.get("moves"), list):
            raise UndecodablePosition("the position is not a game record with a move list")
        header = {key: value for key, value in record.items() if key != "moves"}
        moves = record["moves"]
        game = self._game
        if game is not None and header == self._header:
            try:
                return self._continue(game, moves).copy()
            except (IllegalMove, TypeError, ValueError) as error:
                self._game = None
                raise UndecodablePosition(f"a move of the position is not legal: {error}") from None
        try:
            game = Game.from_record(dict(record))
        except RecordError as error:
            raise UndecodablePosition(str(error)) from None
        self._header, self._game = header, game
        return game.copy()

    @staticmethod
    def _continue(game: Game, moves: list[Any]) -> Game:
        """Undo `game` back to where it agrees with `moves`, then play the rest."""
        have = game.moves
        common = 0
        for mine, theirs in zip(have, moves, strict=False):
            if not isinstance(theirs, list) or tuple(theirs) != mine:
                break
            common += 1
        for _ in range(len(have) - common):
            game.undo()
        for move in moves[common:]:
            if not isinstance(move, list) or len(move) != 2:
                raise ValueError(f"{move!r} is not a pair of star numbers")
            i, j = move
            if not (isinstance(i, int) and isinstance(j, int)):
                raise ValueError(f"{move!r} is not a pair of star numbers")
            n = len(game.board.points)
            if not (0 <= i < n and 0 <= j < n) or i == j:
                raise ValueError(f"{i}-{j} names stars that are not on the board")
            game.play(i, j)
        return game


def resolve_search(name: str) -> SearchFunction:
    """The function `module:attribute` names."""
    function: SearchFunction = _resolve(name)
    return function


def _resolve(name: str) -> Any:
    module_name, _, attribute = name.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def serve(connection: Connection) -> None:
    """The worker process's main function: answer search requests until told to stop."""
    yield_to_the_window()
    inbox = Inbox(connection)
    decoder = PositionDecoder()
    helper = SearchHelper()  # Hard's second core, started at its first search (helper.py)
    try:
        connection.send(("ready", os.getpid()))
        while (message := inbox.searches.get()) is not None:
            if message[0] == "analyse":
                reply = analyse(message, decoder, inbox.is_cancelled, connection.send)
            else:
                reply = answer(message, decoder, inbox.is_cancelled, helper)
            connection.send(reply)
    except (BrokenPipeError, EOFError, OSError):
        pass  # the parent is gone: nobody to answer
    finally:
        helper.close()


def answer(
    message: Message,
    decoder: PositionDecoder,
    is_cancelled: Callable[[int], bool],
    helper: SearchHelper | None = None,
) -> Message:
    """The reply to one search request (`helper`: the search's second process, if any)."""
    try:
        request_id, game, (level, seed, time_limit, search_name) = _open_request(
            message, 7, decoder
        )
    except _UnreadableRequest as error:
        return ("undecodable", error.request_id, error.why)
    if game.is_over:
        return ("undecodable", request_id, "the game in the position is over")
    try:
        search = resolve_search(search_name or DEFAULT_SEARCH)
        i, j = search(
            game,
            level,
            seed=seed,
            time_limit=time_limit,
            cancelled=lambda: is_cancelled(request_id),
            helper=helper,
        )
        return ("line", request_id, int(i), int(j))
    except Exception:
        return ("error", request_id, traceback.format_exc())


def analyse(
    message: Message,
    decoder: PositionDecoder,
    is_cancelled: Callable[[int], bool],
    send: Callable[[Message], None],
) -> Message:
    """The last reply to an analysis request; `send` takes the progress messages before it."""
    try:
        request_id, game, (seconds, function_name) = _open_request(message, 5, decoder)
    except _UnreadableRequest as error:
        return ("undecodable", error.request_id, error.why)
    try:
        function: AnalysisFunction = _resolve(function_name or DEFAULT_ANALYSIS)
        review = function(
            game,
            seconds=seconds,
            progress=lambda done, total: send(("progress", request_id, done, total)),
            cancelled=lambda: is_cancelled(request_id),
        )
    except (BrokenPipeError, EOFError, OSError):
        raise  # the parent is gone (a progress message could not be sent)
    except Exception:
        return ("error", request_id, traceback.format_exc())
    if review is None:
        return ("cancelled", request_id)
    return ("analysis", request_id, review_record(review.moves))


class _UnreadableRequest(ValueError):
    """A request without the expected fields, or whose position is not one."""

    def __init__(self, request_id: Any, why: str) -> None:
        super().__init__(why)
        self.request_id, self.why = request_id, why


def _open_request(
    message: Message, size: int, decoder: PositionDecoder
) -> tuple[Any, Game, tuple[Any, ...]]:
    """A request's id, its position rebuilt through the rules, and its other fields
    (_UnreadableRequest if it has not `size` fields or its position cannot be rebuilt)."""
    if len(message) != size:
        request_id = message[1] if len(message) > 1 else -1
        raise _UnreadableRequest(request_id, "the request does not have the expected fields")
    _, request_id, record, *rest = message
    try:
        return request_id, decoder.decode(record), tuple(rest)
    except UndecodablePosition as error:
        raise _UnreadableRequest(request_id, str(error)) from None


class WorkerProcess:
    """One worker process and the parent's end of its connection.

    `send` never raises: it returns False when the worker is gone. Reading is the caller's:
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

    def send(self, message: Message) -> bool:
        with self._send_lock:
            try:
                self.connection.send(message)
            except (BrokenPipeError, EOFError, OSError, ValueError):
                return False
        return True

    def stop(self, timeout: float) -> bool:
        """Ask the worker to finish; kill it if it has not within `timeout` seconds.
        True when it finished by itself."""
        self.send(("stop",))
        self.process.join(timeout)
        finished = not self.process.is_alive()
        if not finished:
            self.kill()
        return finished

    def kill(self) -> None:
        """End the worker at once (it may be stuck); a blocked reader then gets EOFError."""
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)


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
