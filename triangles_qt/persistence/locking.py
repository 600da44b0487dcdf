"""A lock beside a data file, held while it is read, changed and written back, so two copies of
the app on one data folder (two windows, two users of a portable install) never write over each
other's changes. QtCore's QLockFile: it works on every platform and frees a lock whose holder
has died."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QLockFile

from .files import regular_file_exists
from .problems import DamagedFile

LOCK_SUFFIX = ".lock"
# A read-modify-write is brief: a lock held longer belongs to a copy of the app that
# is stopped or hung, and the caller goes on without it rather than make the window wait.
LOCK_WAIT_MS = 500


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


@contextmanager
def locked(path: Path, wait_ms: int | None = None) -> Iterator[bool]:
    """Hold `<path>.lock` for the body; yields whether it is held. Not held when another holder
    keeps it longer than `wait_ms` (LOCK_WAIT_MS unless given), when the folder refuses the lock
    file, or when the lock's name belongs to something that is not a regular file (QLockFile
    would read a pipe there and wait for ever): the body runs anyway."""
    name = lock_path(path)
    try:
        regular_file_exists(name)
    except DamagedFile:
        yield False
        return
    lock = QLockFile(str(name))
    held = lock.tryLock(LOCK_WAIT_MS if wait_ms is None else wait_ms)
    try:
        yield held
    finally:
        if held:
            lock.unlock()


__all__ = ["LOCK_SUFFIX", "LOCK_WAIT_MS", "lock_path", "locked"]
