"""The computer's own process: a persistent worker that receives positions and returns lines.

Pure Python + numpy (no Qt). The window starts one with `WorkerProcess()` (spawn start method,
so it works the same from a frozen installer, where `multiprocessing.freeze_support()` in the
launcher answers the spawn, as under `python -m triangles_qt`) and keeps it for every move and
game. Searching in another process leaves the window's interpreter, and its GIL, to the window.

Messages are tuples of plain data over a `multiprocessing` connection:

    parent -> worker  ("search", request_id, record, level, seed, time_limit, search_function)
                      ("analyse", request_id, record, seconds, analysis_function)
                      ("prepare", record)               a game about to be played: set it up now
                      ("cancel", request_id)
                      ("stop",)
    worker -> parent  ("ready", pid)
                      ("started", request_id)           the search's clock starts now
                      ("alive",)                        the work in hand is getting on (heartbeat)
                      ("line", request_id, i, j)        also after a cancel: the best line so far
                      ("progress", request_id, done, total)  analysing: positions done so far
                      ("analysis", request_id, field)   the record's "analysis" field (review.py)
                      ("cancelled", request_id)         cancelled before it could give a line, or
                                                        an analysis stopped by a cancel
                      ("undecodable", request_id, why)  the record does not give a legal position
                      ("error", request_id, traceback)  the search or analysis raised

A position travels as a game record (`Game.to_record()`), so the worker rebuilds it through the
rules and cannot be handed an impossible one. Setting a position up (a new board's tables, and for
Hard the crossings its search takes from the board: levels.prepare_for_hard) comes before the
search's clock starts, and while the worker waits it fills in ahead what Hard will need next, so
that Hard gets its whole time to think, however cold the process or busy the machine. A heartbeat
says the worker is getting on with a set-up or with a search that keeps polling its cancel flag,
so that the parent can tell a slow worker from a stuck one.

At its first Hard search the worker starts its own search helper (helper.py), which grows a
second middle-game tree on the other core. The worker leads a process group of its own, which
the helper joins, so that the parent can end the helper with it whatever state either is in.
Every search request gets exactly one answer. A reader thread takes messages while the search
runs, so a cancel reaches the search's `cancelled` poll within milliseconds; when the parent
goes away the worker stops by itself.
"""

from __future__ import annotations

import contextlib
import importlib
import multiprocessing
import os
import signal
import threading
import time
import traceback
from collections.abc import Callable, Mapping
from multiprocessing.connection import Connection
from typing import Any, Protocol

from triangles_qt.engine import Game, IllegalMove, RecordError
from triangles_qt.engine.review import GameReview, review_record

from .helper import SearchHelper
from .inbox import Inbox, Message, yield_to_the_window
from .levels import PREPARE_AHEAD, Level, prepare_for_hard

# The search the worker runs unless a request names another ("module:function"); tests name
# stand-ins with particular faults (tests/ai/fake_searches.py).
DEFAULT_SEARCH = "triangles_qt.ai.levels:choose_move"
# The analysis the worker runs unless a request names another.
DEFAULT_ANALYSIS = "triangles_qt.ai.reviewer:review_game"
# Seconds between the heartbeats of a worker getting on with its work.
BEAT_INTERVAL = 0.25
# A search that has not polled its cancel flag yet (a big position's tables come first) is still
# getting on while this process uses the processor, up to its time limit plus this many seconds
# of processor time: past that, it is stuck in a loop. Less use than BUSY_CPU between two
# heartbeats is the heartbeat's own: the search is waiting on something that does not come.
UNPOLLED_CPU_GRACE = 3.0
BUSY_CPU = 0.001


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

    @property
    def latest(self) -> Game | None:
        """The position decoded last (the decoder's own game: read it, never change it)."""
        return self._game

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


class Heartbeat:
    """What the worker's main thread is getting on with, told to the parent from a thread of its
    own: ("started", id) when a search's clock starts, and ("alive",) every BEAT_INTERVAL while
    a position is being set up (bounded work), or the search keeps polling its cancel flag, or,
    before its first poll, it keeps using the processor (see UNPOLLED_CPU_GRACE). However slowly
    a busy machine lets it get on, it beats; a search stuck in a loop or waiting on nothing does
    not, and the parent takes its silence for what it is."""

    def __init__(self, send: Callable[[Message], None]) -> None:
        self._send = send
        self._busy = False
        self._setting_up = False
        self._polls = 0  # grows with every poll of the running search
        self._searches = 0  # grows with every search started
        self._unpolled_cpu_limit = 0.0
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._beat, name="heartbeat", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()

    def setting_up(self) -> None:
        """Work begins: a position is being set up."""
        self._busy = self._setting_up = True

    def search_started(self, request_id: Any, time_limit: float = 0.0) -> None:
        self._unpolled_cpu_limit = time_limit + UNPOLLED_CPU_GRACE
        self._searches += 1
        self._setting_up = False
        self._send(("started", request_id))

    def poll(self) -> None:
        """The search polled its cancel flag: it is getting on."""
        self._polls += 1

    def idle(self) -> None:
        self._busy = self._setting_up = False

    def _beat(self) -> None:
        polls, searches = -1, -1
        cpu = cpu_at_poll = time.process_time()
        while not self._stopped.wait(BEAT_INTERVAL):
            now = time.process_time()
            working, cpu = now - cpu > BUSY_CPU, now
            if self._polls != polls or self._searches != searches:
                polls, searches, cpu_at_poll = self._polls, self._searches, cpu
                polling = True
            else:
                polling = False
            unpolled = working and cpu - cpu_at_poll <= self._unpolled_cpu_limit
            if self._busy and (self._setting_up or polling or unpolled):
                try:
                    self._send(("alive",))
                except (BrokenPipeError, EOFError, OSError, ValueError):
                    return  # the parent is gone


def serve(connection: Connection) -> None:
    """The worker process's main function: answer requests until told to stop; meanwhile, set
    up ahead what Hard's next search of the game in hand will need."""
    yield_to_the_window()
    lead_own_process_group()
    inbox = Inbox(connection)
    send = _locked_sender(connection)
    heartbeat = Heartbeat(send)
    decoder = PositionDecoder()
    helper = SearchHelper()  # Hard's second core, started at its first search (helper.py)
    hard_in_hand = False  # the game last set up is Hard's: prepare ahead for its next search
    try:
        heartbeat.start()
        send(("ready", os.getpid()))
        while True:
            game = decoder.latest
            if hard_in_hand and game is not None and inbox.searches.empty():
                heartbeat.setting_up()
                prepare_for_hard(game, lambda: not inbox.searches.empty(), ahead=PREPARE_AHEAD)
                heartbeat.idle()
            if (message := inbox.searches.get()) is None:
                break
            heartbeat.setting_up()
            if message[0] == "prepare":
                hard_in_hand = prepare(message, decoder, superseded=not inbox.searches.empty())
            elif message[0] == "analyse":
                send(analyse(message, decoder, inbox.is_cancelled, send, heartbeat))
            else:
                send(answer(message, decoder, inbox.is_cancelled, helper, heartbeat))
                hard_in_hand = len(message) == 7 and message[3] == Level.HARD.value
            heartbeat.idle()
    except (BrokenPipeError, EOFError, OSError):
        pass  # the parent is gone: nobody to answer
    finally:
        heartbeat.stop()
        helper.close()


def _locked_sender(connection: Connection) -> Callable[[Message], None]:
    """`connection.send` for several threads (the replies and the heartbeat)."""
    lock = threading.Lock()

    def send(message: Message) -> None:
        with lock:
            connection.send(message)

    return send


def lead_own_process_group() -> None:
    """Make this process the leader of a process group of its own, which the processes it starts
    join (Hard's helper): the parent can then end them all with `end_process_group`, even when
    this process is gone, or they are stopped. (Windows has no process groups; there the helper
    ends when its pipe to this process closes.)"""
    if hasattr(os, "setpgid"):
        with contextlib.suppress(OSError):
            os.setpgid(0, 0)


def end_process_group(leader: int) -> None:
    """Kill what is left of the process group `leader` led (see lead_own_process_group). Safe
    once the leader is gone: the system gives no new process the id of a group still alive."""
    if hasattr(os, "killpg"):
        with contextlib.suppress(OSError):  # no such group (never made, or all gone)
            os.killpg(leader, signal.SIGKILL)


def prepare(message: Message, decoder: PositionDecoder, *, superseded: bool = False) -> bool:
    """Set up the game a "prepare" message names (its board's tables); True when it has a Hard
    player, for whom the worker then prepares ahead while it waits. A message with a newer one
    behind it is superseded and skipped; so is a record that does not decode (the request that
    follows, if any, says why)."""
    if superseded or len(message) != 2:
        return False
    try:
        game = decoder.decode(message[1])
    except UndecodablePosition:
        return False
    return any(player.computer == Level.HARD.value for player in game.players)


def answer(
    message: Message,
    decoder: PositionDecoder,
    is_cancelled: Callable[[int], bool],
    helper: SearchHelper | None = None,
    heartbeat: Heartbeat | None = None,
) -> Message:
    """The reply to one search request (`helper`: the search's second process, if any;
    `heartbeat`: told when the search starts, and of its polls)."""
    try:
        request_id, game, (level, seed, time_limit, search_name) = _open_request(
            message, 7, decoder
        )
    except _UnreadableRequest as error:
        return ("undecodable", error.request_id, error.why)
    if game.is_over:
        return ("undecodable", request_id, "the game in the position is over")

    def cancelled() -> bool:
        if heartbeat is not None:
            heartbeat.poll()
        return is_cancelled(request_id)

    try:
        if level == Level.HARD.value:
            prepare_for_hard(game, cancelled)
        search = resolve_search(search_name or DEFAULT_SEARCH)
    except Exception:
        return ("error", request_id, traceback.format_exc())
    if cancelled():
        return ("cancelled", request_id)  # before its clock started: there is no line yet
    if heartbeat is not None:
        heartbeat.search_started(request_id, time_limit)
    try:
        i, j = search(
            game, level, seed=seed, time_limit=time_limit, cancelled=cancelled, helper=helper
        )
        return ("line", request_id, int(i), int(j))
    except Exception:
        return ("error", request_id, traceback.format_exc())


def analyse(
    message: Message,
    decoder: PositionDecoder,
    is_cancelled: Callable[[int], bool],
    send: Callable[[Message], None],
    heartbeat: Heartbeat | None = None,
) -> Message:
    """The last reply to an analysis request; `send` takes the progress messages before it."""
    try:
        request_id, game, (seconds, function_name) = _open_request(message, 5, decoder)
    except _UnreadableRequest as error:
        return ("undecodable", error.request_id, error.why)

    def cancelled() -> bool:
        if heartbeat is not None:
            heartbeat.poll()
        return is_cancelled(request_id)

    if heartbeat is not None:
        heartbeat.search_started(request_id)
    try:
        function: AnalysisFunction = _resolve(function_name or DEFAULT_ANALYSIS)
        review = function(
            game,
            seconds=seconds,
            progress=lambda done, total: send(("progress", request_id, done, total)),
            cancelled=cancelled,
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


def process_state(pid: int) -> str | None:
    """The state letter the system gives process `pid` ("R" running, "S" sleeping, "T" stopped,
    "Z" ended...), where it shows it (Linux /proc); None elsewhere or when there is no such
    process."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]  # after "pid (name)"
    except (OSError, IndexError):
        return None


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
