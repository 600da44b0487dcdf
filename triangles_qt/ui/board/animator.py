"""Every animation of the board, driven by one frame timer.

An animation is a plain Python `Tween`: a value that runs from 0 to 1 (through key values, with an
easing curve) in `duration` ms and is handed to `apply` at each frame; `done` runs once when it
ends or is finished early. No animation is a QObject and none connects a signal, so a finished
one leaves nothing behind (no child object waiting for deleteLater, no weak reference held by a
connection): the board can show thousands of lines, refusals and hints and stay the same size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from PySide6.QtCore import QEasingCurve, QElapsedTimer, QObject, QTimer

FRAME_MS = 16


class Tween:
    """One animation: what it animates, how, and what to do when it ends."""

    def __init__(
        self,
        duration: int,
        apply: Callable[[float], None],
        easing: QEasingCurve.Type = QEasingCurve.Type.Linear,
        keys: Sequence[tuple[float, float]] = ((0.0, 0.0), (1.0, 1.0)),
        looping: bool = False,
        done: Callable[[], None] | None = None,
    ) -> None:
        self.duration = max(1, int(duration))
        self.apply = apply
        self.easing = QEasingCurve(easing)
        self.keys = tuple(keys)
        self.looping = looping
        self.done = done
        self.started_at = 0
        self.paused = False

    def value_at(self, elapsed_ms: float) -> float:
        """The value `elapsed_ms` after the start: the eased progress through the key values."""
        if self.looping:
            elapsed_ms %= self.duration
        progress = self.easing.valueForProgress(min(1.0, max(0.0, elapsed_ms / self.duration)))
        keys = self.keys
        for (at, value), (next_at, next_value) in pairwise(keys):
            if progress <= next_at:
                span = next_at - at
                share = (progress - at) / span if span > 0 else 1.0
                return value + (next_value - value) * share
        return keys[-1][1]

    def set_time(self, elapsed_ms: float) -> None:
        """Show the frame `elapsed_ms` after the start (tests step through frames with it)."""
        self.apply(self.value_at(elapsed_ms))

    def pause(self) -> None:
        """Stop moving, without ending: the frame shown stays until set_time or the end."""
        self.paused = True


class Animator(QObject):
    """Runs tweens: starts them, ticks them, ends them, and forgets them."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[Tween] = []
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)

    def start(self, tween: Tween) -> Tween:
        tween.started_at = self._clock.elapsed()
        tween.apply(tween.value_at(0))
        self._running.append(tween)
        if not self._timer.isActive():
            self._timer.start()
        return tween

    def is_running(self, tween: Tween | None) -> bool:
        return tween is not None and tween in self._running

    def elapsed(self, tween: Tween) -> int:
        return self._clock.elapsed() - tween.started_at

    def finish(self, tweens: Sequence[Tween]) -> None:
        """Jump these tweens to their end (the state they lead to is already real)."""
        for tween in tweens:
            if tween in self._running:
                self._end(tween)

    def stop(self, tween: Tween | None) -> None:
        """Drop a tween where it is, without its end value or `done` (a hint taken down)."""
        if tween is not None and tween in self._running:
            self._running.remove(tween)
            self._stop_when_idle()

    def count(self, predicate: Callable[[Tween], bool] = lambda tween: True) -> int:
        return sum(1 for tween in self._running if predicate(tween))

    def running(self) -> list[Tween]:
        return list(self._running)

    def _end(self, tween: Tween) -> None:
        self._running.remove(tween)
        self._stop_when_idle()
        tween.apply(tween.keys[-1][1] if not tween.looping else tween.value_at(0))
        if tween.done is not None:
            tween.done()

    def _stop_when_idle(self) -> None:
        if not self._running:
            self._timer.stop()

    def _tick(self) -> None:
        now = self._clock.elapsed()
        for tween in list(self._running):
            if tween.paused or tween not in self._running:
                continue
            elapsed = now - tween.started_at
            if not tween.looping and elapsed >= tween.duration:
                self._end(tween)
            else:
                tween.apply(tween.value_at(elapsed))
