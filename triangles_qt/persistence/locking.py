"""A lock beside a data file, held while it is read, changed and written back, so two copies of
the app on one data folder (two windows, two users of a portable install) never write over each
other's changes. Nothing is written without it: a lock that cannot be had is a Problem, and
what was to be written waits for the next try.

On POSIX systems the lock is `<name>.lock` opened by the app itself, without following a link
or waiting on a named pipe (O_NOFOLLOW | O_NONBLOCK), checked to be a regular file once open,
and locked with flock: the system lets go of it when its holder ends (a crash, kill -9), and
not while the holder is only stopped, whose result would otherwise be lost. The file is removed
when the lock is let go; the one who takes it checks that the name still leads to the file it
locked. Elsewhere QtCore's QLockFile, told to take a lock only from a holder that has ended.
"""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .problems import DamagedFile, Problem, ProblemKind

LOCK_SUFFIX = ".lock"
# A read-modify-write is brief; a lock held longer belongs to a copy of the app that
# is stopped or hung (or to a very slow disk). The writer waits this long off the window's
# thread, then reports the write as waiting, and tries again later.
LOCK_WAIT_MS = 5000
_POLL_SECONDS = 0.02
_POSIX_LOCKS = hasattr(os, "O_NOFOLLOW") and os.name == "posix"


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


@contextmanager
def locked(path: Path, wait_ms: int | None = None) -> Iterator[Problem | None]:
    """Hold `<path>.lock` for the body, which gets None; or, without it, a Problem saying why
    (another holder kept it longer than `wait_ms` (LOCK_WAIT_MS unless given): LOCKED; its
    name belongs to something that is not a regular file; the folder refuses it), and then the
    body must not write."""
    name = lock_path(path)
    deadline = time.monotonic() + (LOCK_WAIT_MS if wait_ms is None else wait_ms) / 1000
    take = _take_posix if _POSIX_LOCKS else _take_qt
    while True:
        try:
            release = take(name)
        except DamagedFile as damage:
            yield Problem(damage.kind, name, None, damage.detail, blocked=True, before_writing=True)
            return
        except OSError as error:
            yield Problem(ProblemKind.WRITE_FAILED, name, None, error.strerror or str(error))
            return
        if release is not None:
            break
        if time.monotonic() >= deadline:
            yield Problem(
                ProblemKind.LOCKED, path, None, "another copy of Triangles holds its lock"
            )
            return
        time.sleep(_POLL_SECONDS)
    try:
        yield None
    finally:
        release()


def _take_posix(name: Path) -> Callable[[], None] | None:
    """The lock taken (how to let it go), or None while another holds it."""
    import fcntl  # Deferred: POSIX only (this runs only where os.O_NOFOLLOW is)

    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC
    try:
        descriptor = os.open(name, flags, 0o666)
    except OSError as error:
        if os.path.islink(name):
            raise DamagedFile(ProblemKind.BAD_LINK, f"{name.name} is a link") from None
        raise error from None
    try:
        opened = os.fstat(descriptor)
        if not stat.S_ISREG(opened.st_mode):
            raise DamagedFile(ProblemKind.NOT_A_FILE, f"{name.name} is not a regular file")
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(descriptor)
            return None
        try:
            now = os.lstat(name)
        except FileNotFoundError:
            now = None
        if now is None or (now.st_dev, now.st_ino) != (opened.st_dev, opened.st_ino):
            os.close(descriptor)  # let go by its holder meanwhile: take the new one
            return None
        with contextlib.suppress(OSError):  # who holds it, as QLockFile writes it
            os.ftruncate(descriptor, 0)
            os.write(descriptor, f"{os.getpid()}\nTriangles\n{socket.gethostname()}\n".encode())
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(descriptor)
        raise
    return _Release(name, descriptor)


class _Release:
    """Lets a POSIX lock go: the name removed first, then the file closed (which unlocks it)."""

    def __init__(self, name: Path, descriptor: int) -> None:
        self._name, self._descriptor = name, descriptor

    def __call__(self) -> None:
        with contextlib.suppress(OSError):
            os.unlink(self._name)
        os.close(self._descriptor)


def _take_qt(name: Path) -> Callable[[], None] | None:
    from PySide6.QtCore import QLockFile  # Deferred: only where there are no POSIX locks

    lock = QLockFile(str(name))
    lock.setStaleLockTime(0)  # taken from a holder that has ended, never from a slow one
    if lock.tryLock(0):
        return lock.unlock
    if lock.error() != QLockFile.LockError.LockFailedError:
        raise OSError("the lock file could not be made")
    return None


__all__ = ["LOCK_SUFFIX", "LOCK_WAIT_MS", "lock_path", "locked"]
