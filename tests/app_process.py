"""Running the app the way a player starts it: `python -m triangles_qt` in its own process."""

import os
import subprocess
import sys


def run_app(data_dir, *arguments: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """The app run offscreen with its data in `data_dir`; output captured as text."""
    return _run(data_dir, ["-m", "triangles_qt", *arguments], timeout)


def run_script(data_dir, script: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """Python code that starts the app its own way (`triangles_qt.app.main`, with arguments or
    a hook of its own), run like `run_app`."""
    return _run(data_dir, ["-c", script], timeout)


def _run(data_dir, arguments: list[str], timeout: float) -> subprocess.CompletedProcess:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", TRIANGLES_DATA_DIR=str(data_dir))
    return subprocess.run(
        [sys.executable, *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
