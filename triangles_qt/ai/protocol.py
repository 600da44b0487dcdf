"""What the computer's processes say to each other: one typed value per message.

Three processes talk over `multiprocessing` connections (each value pickled whole): the window's
process (computer/player.py, through computer/worker_process.py) asks a worker (worker.py) for
lines and analyses; the worker asks its search helper (helper.py) for a second middle-game tree.
Each end builds these values and matches them (`match message: case SearchRequest(...)`); a
value that is none of them (a foreign or damaged message) is dropped by the reader that gets it
(inbox.py, the window's reader) and never answered.

The window's process to a worker (`Request`):

- `SearchRequest`: search the position for `level`'s line. The position travels as a game record
  (`Game.to_record()`), so the worker rebuilds it through the rules and cannot be handed an
  impossible one. `search_function` ("module:function", "" for the worker's own) lets tests
  name stand-ins with particular faults.
- `AnalysisRequest`: analyse every line of the record's game in about `seconds`
  (`analysis_function`: as `search_function`).
- `PrepareRequest`: a game about to be played: set its board up now (and, for a Hard player,
  what Hard's searches take from the board), before anything is asked about it. No answer.
- `CancelRequest`: stop request `request_id` now. It is answered all the same (see below).
- `StopRequest`: finish and end the process. No answer.

A worker to the window's process (`Reply`):

- `Ready`: the worker has started (its process id); sent once.
- `Started`: the search's (or analysis's) clock starts now: its position is set up.
- `Alive`: a heartbeat: the work in hand is getting on (a position being set up, or a search
  that keeps polling its cancel flag), so that the window can tell a slow worker from a stuck
  one.
- `Progress`: analysing: positions done so far, of how many.
- and one `Answer` per search or analysis request.

Every search and analysis request gets exactly one `Answer`, also when it is cancelled:

- `Line`: the search's line; a search cancelled after its clock started answers with its best
  line so far;
- `AnalysisDone`: the record's "analysis" field (engine/review.py);
- `Cancelled`: a search cancelled before its clock started (there is no line yet), or an analysis
  stopped by a cancel;
- `Undecodable`: the record does not give a legal position (why, in English, for the log);
- `Failed`: the search or analysis raised (its traceback).

A worker to its search helper (`HelperRequest`): `HelperSearch` (grow a tree over `subgame` for
`seconds` and send back what its root learnt), `CancelRequest` (stop now and answer with what
there is), `StopRequest`. The helper to the worker (`HelperReply`): `Ready` once, then `Counts`
(the root's visits per line and the games sampled) for each `HelperSearch`, cancelled or not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from triangles_qt.engine import Level

from .midgame import RootCounts, TreeSettings
from .subgame import Subgame

# -- The window's process to a worker --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SearchRequest:
    request_id: int
    record: dict[str, Any]
    level: Level
    seed: int
    time_limit: float
    search_function: str = ""


@dataclass(frozen=True, slots=True)
class AnalysisRequest:
    request_id: int
    record: dict[str, Any]
    seconds: float
    analysis_function: str = ""


@dataclass(frozen=True, slots=True)
class PrepareRequest:
    record: dict[str, Any]


@dataclass(frozen=True, slots=True)
class CancelRequest:
    request_id: int


@dataclass(frozen=True, slots=True)
class StopRequest:
    pass


# -- A worker to the window's process --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ready:
    pid: int


@dataclass(frozen=True, slots=True)
class Started:
    request_id: int


@dataclass(frozen=True, slots=True)
class Alive:
    pass


@dataclass(frozen=True, slots=True)
class Progress:
    request_id: int
    done: int
    total: int


@dataclass(frozen=True, slots=True)
class Line:
    request_id: int
    i: int
    j: int


@dataclass(frozen=True, slots=True)
class AnalysisDone:
    request_id: int
    field: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Cancelled:
    request_id: int


@dataclass(frozen=True, slots=True)
class Undecodable:
    request_id: int
    why: str


@dataclass(frozen=True, slots=True)
class Failed:
    request_id: int
    details: str


# -- A worker and its search helper ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HelperSearch:
    request_id: int
    subgame: Subgame
    settings: TreeSettings
    seed: int
    seconds: float


@dataclass(frozen=True, slots=True)
class Counts:
    request_id: int
    counts: RootCounts
    iterations: int


# -- The messages, by who sends them ---------------------------------------------------------------

# What a worker queues and works on, one at a time.
Work = SearchRequest | AnalysisRequest | PrepareRequest
Request = Work | CancelRequest | StopRequest
Answer = Line | AnalysisDone | Cancelled | Undecodable | Failed
Reply = Ready | Started | Alive | Progress | Answer
HelperRequest = HelperSearch | CancelRequest | StopRequest
HelperReply = Ready | Counts
