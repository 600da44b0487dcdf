"""Stand-ins for `choose_move` with particular behaviours, run inside the worker process.

The computer's tests name them ("tests.ai.fake_searches:until_cancelled") through
`SEARCH_FUNCTION` of triangles_qt/computer/player.py; the worker imports them by that name, so
they must live in an importable module, not in a test function.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from triangles_qt.ai.protocol import CancelRequest, Counts, Ready, StopRequest
from triangles_qt.engine import Game
from triangles_qt.engine.review import GameReview, MoveReview

Cancelled = Callable[[], bool] | None
LONG = 60.0  # longer than any test waits


def first_legal_line(game: Game) -> tuple[int, int]:
    i, j = game.legal_moves()[0]
    return int(i), int(j)


def _wait(seconds: float, cancelled: Cancelled) -> None:
    """Sleep, waking as soon as the search is cancelled."""
    end = time.monotonic() + seconds
    while time.monotonic() < end and not (cancelled is not None and cancelled()):
        time.sleep(0.002)


def first_legal(game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None):
    return first_legal_line(game)


def line_3_5(game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None):
    return 3, 5


def line_0_to_hundredths_of_its_time_limit(
    game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None
):
    """Answers 0-k, k being the time limit it was given in hundredths of a second."""
    return 0, round(time_limit * 100)


def until_cancelled(
    game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None
):
    """Thinks until cancelled (a long search that honours the cancel), then answers."""
    _wait(LONG, cancelled)
    return first_legal_line(game)


def line_0_1_until_cancelled(
    game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None
):
    """Like until_cancelled, answering 0-1: a late line that would be legal on a fresh game."""
    _wait(LONG, cancelled)
    return 0, 1


def thinks_two_seconds(
    game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None
):
    _wait(2.0, cancelled)
    return first_legal_line(game)


def polls_for_three_seconds(
    game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None
):
    """Keeps polling its cancel flag for three seconds whatever its time limit: a search on a
    machine too busy to let it finish on time, getting on all the same."""
    _wait(3.0, cancelled)
    return first_legal_line(game)


def computes_two_seconds_before_polling(
    game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None
):
    """Uses two seconds of processor time before it first polls its cancel flag, whatever its
    time limit: a search building a big position's tables on a busy machine."""
    start = time.process_time()
    while time.process_time() - start < 2.0:
        pass
    if cancelled is not None:
        cancelled()
    return first_legal_line(game)


def deaf(game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None):
    """Never answers in time and ignores the cancel: a stuck search or a very slow machine."""
    time.sleep(LONG)
    return first_legal_line(game)


def crash(game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None):
    """The process dies mid-search, as after a crash in native code."""
    os._exit(70)


def explode(game: Game, level: str, *, seed=None, time_limit=None, cancelled=None, helper=None):
    raise RuntimeError("search exploded")


# -- Stand-ins for the analysis (`ANALYSIS_FUNCTION` of computer/player.py) -------------------


def analysis_until_cancelled(game: Game, *, seconds=None, progress=None, cancelled=None):
    """Reports one position done, then works until cancelled (an analysis that honours it)."""
    if progress is not None:
        progress(1, game.move_count)
    _wait(LONG, cancelled)
    return None


def analysis_crash_after_progress(game: Game, *, seconds=None, progress=None, cancelled=None):
    """The process dies after a first progress report."""
    if progress is not None:
        progress(1, game.move_count)
    time.sleep(0.1)
    os._exit(70)


def analysis_silent(game: Game, *, seconds=None, progress=None, cancelled=None):
    """Says nothing and ignores the cancel: a stuck analysis."""
    time.sleep(LONG)
    return None


def analysis_explode(game: Game, *, seconds=None, progress=None, cancelled=None):
    raise RuntimeError("analysis exploded")


def analysis_with_an_impossible_line(game: Game, *, seconds=None, progress=None, cancelled=None):
    """A well-formed analysis whose best lines are the lines already drawn (never drawable)."""
    moves = tuple(game.moves)
    return GameReview(moves, tuple(MoveReview(0, 0, True, moves[0], 0, 0) for _ in moves))


# Stand-ins for the search helper's process (triangles_qt.ai.helper.serve_helper).


def deaf_helper(connection) -> None:
    """Says it is ready, then never answers (until its pipe closes)."""
    connection.send(Ready(os.getpid()))
    try:
        while True:
            connection.recv()
    except (EOFError, OSError):
        pass


def crashing_helper(connection) -> None:
    """Says it is ready, then dies on its first request."""
    connection.send(Ready(os.getpid()))
    connection.recv()
    os._exit(3)


def slow_helper(connection) -> None:
    """Answers each search (with one sampled game that taught it nothing) a second after it was
    told to stop: a helper on a busy machine, last in line for the processor."""
    connection.send(Ready(os.getpid()))
    try:
        while not isinstance(message := connection.recv(), StopRequest):
            if isinstance(message, CancelRequest):
                time.sleep(1.0)
                connection.send(Counts(message.request_id, {}, 1))
    except (EOFError, OSError):
        pass
