"""Running the app the way a player starts it: `python -m triangles_qt` in its own process."""

import os
import subprocess
import sys


def run_app(data_dir, *arguments: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """The app run offscreen with its data in `data_dir`; output captured as text."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", TRIANGLES_DATA_DIR=str(data_dir))
    return subprocess.run(
        [sys.executable, "-m", "triangles_qt", *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
