"""A slow call off the GUI thread (`triangles_qt.background`): what a cancelled one leaves."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication

from triangles_qt.background import BackgroundCall


def test_a_cancelled_call_goes_at_once_and_its_thread_says_nothing_when_it_ends(qtbot):
    release = threading.Event()
    threads: list[threading.Thread] = []

    def work() -> int:
        threads.append(threading.current_thread())
        release.wait(10)
        return 42

    call = BackgroundCall(work)
    heard: list[object] = []
    call.done.connect(heard.append)
    call.failed.connect(lambda error, _details: heard.append(error))
    call.start()
    qtbot.waitUntil(lambda: bool(threads))
    # Cancelled while the work is still running (a game being built when the player quits):
    # the object goes with the next turn of the event loop, not once the work ends...
    with qtbot.waitSignal(call.destroyed, timeout=2000):
        call.cancel()
    assert threads[0].is_alive()
    # ...and when the work ends, its thread hands nothing over.
    release.set()
    threads[0].join(10)
    assert not threads[0].is_alive()
    QCoreApplication.processEvents()
    assert heard == []


def test_a_call_not_cancelled_hands_its_result_over_and_goes(qtbot):
    call = BackgroundCall(lambda: 42)
    with qtbot.waitSignal(call.done, timeout=5000) as blocker:
        call.start()
    assert blocker.args == [42]
    qtbot.waitSignal(call.destroyed, timeout=2000).wait()
