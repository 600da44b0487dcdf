"""Entry point PyInstaller freezes: the same `main()` the installed `triangles` command runs."""

import multiprocessing

from triangles_qt.app import main

if __name__ == "__main__":
    # A frozen app that ever starts a worker process must call this first (Windows, macOS).
    multiprocessing.freeze_support()
    raise SystemExit(main())
