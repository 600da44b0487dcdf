"""The computer's own process: a persistent worker that receives positions and returns lines.

Pure Python + numpy (no Qt): the worker's loop, `serve`. The window's process starts it through
computer/worker_process.py (spawn start method, so it works the same from a frozen installer,
where `multiprocessing.freeze_support()` in the launcher answers the spawn, as under
`python -m triangles_qt`) and keeps it for every move and game. Searching in another process
leaves the window's interpreter, and its GIL, to the window. What the two say to each other, and
what each message means, is in protocol.py.

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
import os
import threading
import time
import traceback
from collections.abc import Callable, Mapping
from multiprocessing.connection import Connection
from typing import Any, Protocol

from triangles_qt.engine import Game, IllegalMove, Level, RecordError
from triangles_qt.engine.review import GameReview, review_record

from .helper import SearchHelper
from .inbox import Inbox, yield_to_the_window
from .levels import PREPARE_AHEAD, prepare_for_hard
from .protocol import (
    Alive,
    AnalysisDone,
    AnalysisRequest,
    Answer,
    Cancelled,
    Failed,
    Line,
    PrepareRequest,
    Progress,
    Ready,
    Reply,
    SearchRequest,
    Started,
    Undecodable,
    Work,
)

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
        level: Level,
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
    own: `Started` when a search's clock starts, and `Alive` every BEAT_INTERVAL while
    a position is being set up (bounded work), or the search keeps polling its cancel flag, or,
    before its first poll, it keeps using the processor (see UNPOLLED_CPU_GRACE). However slowly
    a busy machine lets it get on, it beats; a search stuck in a loop or waiting on nothing does
    not, and the parent takes its silence for what it is."""

    def __init__(self, send: Callable[[Reply], None]) -> None:
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

    def search_started(self, request_id: int, time_limit: float = 0.0) -> None:
        self._unpolled_cpu_limit = time_limit + UNPOLLED_CPU_GRACE
        self._searches += 1
        self._setting_up = False
        self._send(Started(request_id))

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
                    self._send(Alive())
                except (BrokenPipeError, EOFError, OSError, ValueError):
                    return  # the parent is gone


def serve(connection: Connection) -> None:
    """The worker process's main function: answer requests until told to stop; meanwhile, set
    up ahead what Hard's next search of the game in hand will need."""
    yield_to_the_window()
    lead_own_process_group()
    inbox: Inbox[Work] = Inbox(connection, (SearchRequest, AnalysisRequest, PrepareRequest))
    send = _locked_sender(connection)
    heartbeat = Heartbeat(send)
    decoder = PositionDecoder()
    helper = SearchHelper()  # Hard's second core, started at its first search (helper.py)
    hard_in_hand = False  # the game last set up is Hard's: prepare ahead for its next search
    try:
        heartbeat.start()
        send(Ready(os.getpid()))
        while True:
            game = decoder.latest
            if hard_in_hand and game is not None and inbox.searches.empty():
                heartbeat.setting_up()
                prepare_for_hard(game, lambda: not inbox.searches.empty(), ahead=PREPARE_AHEAD)
                heartbeat.idle()
            if (message := inbox.searches.get()) is None:
                break
            heartbeat.setting_up()
            match message:
                case PrepareRequest():
                    superseded = not inbox.searches.empty()
                    hard_in_hand = prepare(message, decoder, superseded=superseded)
                case AnalysisRequest():
                    send(analyse(message, decoder, inbox.is_cancelled, send, heartbeat))
                case SearchRequest():
                    send(answer(message, decoder, inbox.is_cancelled, helper, heartbeat))
                    hard_in_hand = message.level == Level.HARD
            heartbeat.idle()
    except (BrokenPipeError, EOFError, OSError):
        pass  # the parent is gone: nobody to answer
    finally:
        heartbeat.stop()
        helper.close()


def _locked_sender(connection: Connection) -> Callable[[Reply], None]:
    """`connection.send` for several threads (the replies and the heartbeat)."""
    lock = threading.Lock()

    def send(message: Reply) -> None:
        with lock:
            connection.send(message)

    return send


def lead_own_process_group() -> None:
    """Make this process the leader of a process group of its own, which the processes it starts
    join (Hard's helper): the parent can then end them all (computer/worker_process.py's
    `end_process_group`), even when this process is gone, or they are stopped. (Windows has no
    process groups; there the helper ends when its pipe to this process closes.)"""
    if hasattr(os, "setpgid"):
        with contextlib.suppress(OSError):
            os.setpgid(0, 0)


def prepare(message: PrepareRequest, decoder: PositionDecoder, *, superseded: bool = False) -> bool:
    """Set up the game a `PrepareRequest` names (its board's tables); True when it has a Hard
    player, for whom the worker then prepares ahead while it waits. A message with a newer one
    behind it is superseded and skipped; so is a record that does not decode (the request that
    follows, if any, says why)."""
    if superseded:
        return False
    try:
        game = decoder.decode(message.record)
    except UndecodablePosition:
        return False
    return any(player.computer == Level.HARD for player in game.players)


def answer(
    message: SearchRequest,
    decoder: PositionDecoder,
    is_cancelled: Callable[[int], bool],
    helper: SearchHelper | None = None,
    heartbeat: Heartbeat | None = None,
) -> Answer:
    """The answer to one search request (`helper`: the search's second process, if any;
    `heartbeat`: told when the search starts, and of its polls)."""
    request_id, level, time_limit = message.request_id, message.level, message.time_limit
    try:
        game = decoder.decode(message.record)
    except UndecodablePosition as error:
        return Undecodable(request_id, str(error))
    if game.is_over:
        return Undecodable(request_id, "the game in the position is over")

    def cancelled() -> bool:
        if heartbeat is not None:
            heartbeat.poll()
        return is_cancelled(request_id)

    try:
        if level == Level.HARD:
            prepare_for_hard(game, cancelled)
        search = resolve_search(message.search_function or DEFAULT_SEARCH)
    except Exception:
        return Failed(request_id, traceback.format_exc())
    if cancelled():
        return Cancelled(request_id)  # before its clock started: there is no line yet
    if heartbeat is not None:
        heartbeat.search_started(request_id, time_limit)
    try:
        i, j = search(
            game,
            level,
            seed=message.seed,
            time_limit=time_limit,
            cancelled=cancelled,
            helper=helper,
        )
        return Line(request_id, int(i), int(j))
    except Exception:
        return Failed(request_id, traceback.format_exc())


def analyse(
    message: AnalysisRequest,
    decoder: PositionDecoder,
    is_cancelled: Callable[[int], bool],
    send: Callable[[Reply], None],
    heartbeat: Heartbeat | None = None,
) -> Answer:
    """The answer to an analysis request; `send` takes the progress messages before it."""
    request_id = message.request_id
    try:
        game = decoder.decode(message.record)
    except UndecodablePosition as error:
        return Undecodable(request_id, str(error))

    def cancelled() -> bool:
        if heartbeat is not None:
            heartbeat.poll()
        return is_cancelled(request_id)

    if heartbeat is not None:
        heartbeat.search_started(request_id)
    try:
        function: AnalysisFunction = _resolve(message.analysis_function or DEFAULT_ANALYSIS)
        review = function(
            game,
            seconds=message.seconds,
            progress=lambda done, total: send(Progress(request_id, done, total)),
            cancelled=cancelled,
        )
    except (BrokenPipeError, EOFError, OSError):
        raise  # the parent is gone (a progress message could not be sent)
    except Exception:
        return Failed(request_id, traceback.format_exc())
    if review is None:
        return Cancelled(request_id)
    return AnalysisDone(request_id, review_record(review.moves))
