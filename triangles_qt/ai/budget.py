"""A move's thinking allowance: a deadline and the caller's cancel flag."""

from __future__ import annotations

import time
from collections.abc import Callable


class Budget:
    """A move's thinking allowance: a deadline and the caller's cancel flag, checked cheaply."""

    def __init__(self, time_limit: float, cancelled: Callable[[], bool] | None) -> None:
        self.start = time.monotonic()
        self.deadline = self.start + time_limit
        self._cancelled = cancelled
        self.stopped = False

    def expired(self) -> bool:
        """True once the time is up or the caller cancelled; stays True after that."""
        if not self.stopped and (
            time.monotonic() >= self.deadline or (self._cancelled is not None and self._cancelled())
        ):
            self.stopped = True
        return self.stopped

    def cancelled(self) -> bool:
        """Whether the caller cancelled (not merely ran out of time)."""
        return self._cancelled is not None and self._cancelled()

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def remaining(self) -> float:
        return max(0.0, self.deadline - time.monotonic())

    def share(self, fraction: float) -> Budget:
        """A budget for part of the work: `fraction` of the time left, the same cancel flag."""
        part = Budget(self.remaining() * fraction, self._cancelled)
        part.stopped = self.stopped
        return part
