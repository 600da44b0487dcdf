"""The real start runs Python's cycle collector on the GUI thread only: what a background thread
leaves in a cycle (a Qt object among it) is freed on the GUI thread, never on that thread."""

from ..app_process import driven_start, run_script, seen_by

ON_WINDOW = """
import gc
import threading
import time
from PySide6.QtWidgets import QApplication

def on_window(window, seen):
    seen["collector on"] = gc.isenabled()
    freed = []

    class Cycle:
        def __init__(self):
            self.itself = self

        def __del__(self):
            freed.append(threading.current_thread().name)

    def leave_cycles():
        for _ in range(50):
            Cycle()
        # Allocations enough for the automatic collector to run here, on this thread.
        kept = [[] for _ in range(100_000)]
        del kept

    thread = threading.Thread(target=leave_cycles, name="background")
    thread.start()
    thread.join()
    deadline = time.monotonic() + 60
    while len(freed) < 50 and time.monotonic() < deadline:
        QApplication.processEvents()
    seen["freed on"] = sorted(set(freed))
    seen["freed"] = len(freed)
"""


def test_cycles_left_by_a_background_thread_are_freed_on_the_gui_thread(tmp_path):
    seen = seen_by(run_script(tmp_path, driven_start(ON_WINDOW, ["--size", "24"])))
    assert seen["collector on"] is False  # the automatic one: it would run on any thread
    assert seen["freed"] == 50 and seen["freed on"] == ["MainThread"]
