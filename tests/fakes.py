"""The tests' doubles, in one place: each stands in for a part of the app and records what it
was asked. A test module imports them from here, never from another test module."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from triangles_qt.engine import Game, Level


class FakeComputer(QObject):
    """Answers what it is told to, when told to."""

    answered = Signal(int, int, int)
    failed = Signal(int, str)
    fault = Signal(int, str)
    quick_line = Signal(int)
    analysis_progress = Signal(int, int, int)
    analysis_done = Signal(int, object)
    analysis_failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[tuple[Game, Level]] = []
        self.analyses: list[tuple[Game, float | None]] = []
        self.cancelled = 0
        self.cancelled_ids: list[int | None] = []
        self.warmed_games: list[Game | None] = []

    def request(self, game: Game, level: Level) -> int:
        self.requests.append((game.copy(), level))
        return len(self.requests)

    def analyse(self, game: Game, *, seconds: float | None = None) -> int:
        self.analyses.append((game.copy(), seconds))
        return 100 + len(self.analyses)

    def cancel(self, request_id: int | None = None) -> None:
        self.cancelled += 1
        self.cancelled_ids.append(request_id)

    def shutdown(self, timeout_ms: int = 2000) -> bool:
        return True

    def warm_up(self, game: Game | None = None) -> None:
        self.warmed = True
        self.warmed_games.append(game)
