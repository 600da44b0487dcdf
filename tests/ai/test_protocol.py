"""The computer's processes' messages (ai/protocol.py): each one crosses a real pipe whole, and a
value that is none of them is dropped without stopping the process that gets it."""

from __future__ import annotations

import multiprocessing
import typing

from triangles_qt.ai import protocol
from triangles_qt.ai.inbox import Inbox
from triangles_qt.ai.midgame import LARGE_BOARDS
from triangles_qt.ai.protocol import (
    Alive,
    AnalysisDone,
    AnalysisRequest,
    Cancelled,
    CancelRequest,
    Counts,
    Failed,
    HelperSearch,
    Line,
    PrepareRequest,
    Progress,
    Ready,
    SearchRequest,
    Started,
    StopRequest,
    Undecodable,
    Work,
)
from triangles_qt.ai.subgame import Subgame
from triangles_qt.engine import Board, Game

RECORD = Game(Board.generate(12, seed=1)).to_record()

ONE_OF_EACH = [
    SearchRequest(1, RECORD, "hard", 7, 2.5, "tests.ai.fake_searches:first_legal"),
    AnalysisRequest(2, RECORD, 30.0),
    PrepareRequest(RECORD),
    CancelRequest(1),
    StopRequest(),
    Ready(4321),
    Started(1),
    Alive(),
    Progress(2, 3, 10),
    Line(1, 0, 5),
    AnalysisDone(2, {"moves": [{"line": [0, 1]}]}),
    Cancelled(2),
    Undecodable(1, "the position is not a game record with a move list"),
    Failed(1, "Traceback (most recent call last): ..."),
    HelperSearch(3, Subgame.of(Game(Board.generate(12, seed=1))), LARGE_BOARDS, 11, 0.5),
    Counts(3, {0: (12, 7.5), 4: (3, 1.0)}, 15),
]


def messages_of(alias: object) -> set[type]:
    """The message classes a type alias of protocol.py unites, however deeply."""
    found: set[type] = set()
    for member in typing.get_args(alias) or (alias,):
        found |= messages_of(member) if typing.get_args(member) else {member}
    return found


def test_every_message_crosses_a_pipe_whole():
    aliases = [protocol.Request, protocol.Reply, protocol.HelperRequest, protocol.HelperReply]
    every_message = set().union(*(messages_of(alias) for alias in aliases))
    assert {type(message) for message in ONE_OF_EACH} == every_message
    ours, theirs = multiprocessing.Pipe()
    try:
        for message in ONE_OF_EACH:
            ours.send(message)
            received = theirs.recv()
            assert received == message and received is not message
    finally:
        ours.close()
        theirs.close()


def test_the_inbox_queues_its_work_flags_cancels_and_drops_foreign_values():
    ours, theirs = multiprocessing.Pipe()
    inbox: Inbox[Work] = Inbox(theirs, (SearchRequest, AnalysisRequest, PrepareRequest))
    search = SearchRequest(5, RECORD, "easy", 1, 0.1)
    foreign = [("search", 8), "stop", None, CancelRequest("all"), Line(5, 0, 1), Counts(5, {}, 0)]
    for message in [*foreign, search, CancelRequest(5), PrepareRequest(RECORD), StopRequest()]:
        ours.send(message)
    assert inbox.searches.get(timeout=10) == search
    assert inbox.searches.get(timeout=10) == PrepareRequest(RECORD)
    assert inbox.searches.get(timeout=10) is None  # stopped: nothing more comes
    assert inbox.cancelled_ids == {5, -1}  # (-1: everything, once stopped)
    ours.close()
