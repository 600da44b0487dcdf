"""The computer opponent as the mid end uses it (QtCore only): `ComputerPlayer`, the client of
the computer's worker processes (ai/worker.py), the window's end of each of those processes
(worker_process.py), and the installed-package check of it."""

from .player import ComputerPlayer

__all__ = ["ComputerPlayer"]
