"""My mistakes in the window: after each analysis, the person's exact mistakes of the analysed
game are made puzzles in a process of their own (puzzles/my_mistakes.py: every line of each
position solved, CPU-bound Python that must not hold the window's interpreter) and added to
my_mistakes.json
(persistence/my_mistakes.py), where Game > Puzzles finds them (puzzle_mode.py). A problem with
the file is told once, in the player's words."""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..background import BackgroundCall, ProcessCall
from ..persistence.messages import problem_body
from ..persistence.my_mistakes import MyMistakesStore
from ..persistence.problems import Problem
from ..puzzles.my_mistakes import exact_mistakes
from ..reviewing import GameAnalysis
from ..session import GameSession

log = logging.getLogger(__name__)

Report = Callable[[str, str, str], str]  # a message's title, body and details


class MistakeCollector(QObject):
    """Adds the exact mistakes of each game `analysis` finishes to `store`."""

    # After a finished analysis's mistakes were added (how many were new).
    collected = Signal(int)

    def __init__(
        self,
        analysis: GameAnalysis,
        session: GameSession,
        store: MyMistakesStore,
        report: Report,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.store = store
        self._report = report
        self._calls: list[BackgroundCall] = []  # under way (kept from the garbage collector)
        analysis.finished.connect(self.collect)

    def collect(self) -> None:
        """Make puzzles of the session's game's exact mistakes, in a process of their own."""
        game = self._session.game
        if game is None or game.current_review is None:
            return
        call: BackgroundCall = ProcessCall(partial(exact_mistakes, game.copy()), self)
        call.done.connect(lambda records: self._made(call, records))
        call.failed.connect(lambda error, _details: self._not_made(call, error))
        self._calls.append(call)
        call.start()

    def stop(self) -> None:
        """Drop the work under way (the window closes)."""
        for call in self._calls:
            call.cancel()
        self._calls = []

    def _made(self, call: BackgroundCall, records: list[dict[str, Any]]) -> None:
        if call in self._calls:
            self._calls.remove(call)
        added, problem = self.store.add(records)
        if problem is not None and not problem.repeated:
            self.tell(problem)
        self.collected.emit(added)

    def _not_made(self, call: BackgroundCall, error: Exception) -> None:
        if call in self._calls:
            self._calls.remove(call)
        log.error("making puzzles of the mistakes failed: %s", error)

    def tell(self, problem: Problem) -> None:
        """Say what went wrong with my_mistakes.json."""
        if problem.is_write:
            title = self.tr("Your mistakes could not be kept as puzzles.")
            after = self.tr("They are kept until Triangles closes.")
        else:
            title = self.tr("Your mistakes kept as puzzles could not be read.")
            after = self.tr("The list starts again from this game's mistakes on.")
        self._report(title, problem_body(problem, after), problem.detail)
