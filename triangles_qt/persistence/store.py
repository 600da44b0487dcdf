"""One data file in the data folder: the base of the autosave and statistics stores.

A store reads its file capped and checked (files.py), sets a damaged file aside before anything
is written in its place, leaves alone what it must not touch (a folder it cannot enter, a named
pipe, a file it may not read) and then never writes there, and remembers a failing write so it
is reported once, not after every move. Methods return a `Problem` or None; they never raise.
"""

from __future__ import annotations

import dataclasses
import os
from abc import ABC, abstractmethod
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

from .files import MAX_FILE_BYTES, atomic_write, quarantine, read_capped
from .folder import data_dir, folder_problem
from .problems import LEFT_ALONE, DamagedFile, Problem, ProblemKind

Content = TypeVar("Content")


class Store(ABC, Generic[Content]):
    """A file holding one `Content`, parsed from bytes by `parse` and written by `write`."""

    file_name: ClassVar[str]
    max_bytes: ClassVar[int] = MAX_FILE_BYTES

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / self.file_name
        # Something not understood is still in place (or the folder is unusable): never write.
        self._blocked = False
        self._failing = False  # the last write failed (and was reported)

    @abstractmethod
    def parse(self, data: bytes) -> Content:
        """The file's content; DamagedFile says what is wrong with it."""

    @property
    def blocked(self) -> bool:
        return self._blocked

    @property
    def failing(self) -> bool:
        """True while the last write failed: what it held is only in memory."""
        return self._failing

    def read(self) -> tuple[Content | None, Problem | None]:
        """The content (None when there is no file yet) and what went wrong (or None)."""
        self._blocked = False
        reason = folder_problem(self.path.parent)
        if reason is not None:
            self._blocked = True
            return None, Problem(
                ProblemKind.FOLDER_UNUSABLE, self.path.parent, None, reason, blocked=True
            )
        try:
            data = read_capped(self.path, self.max_bytes)
            if data is None:
                return None, None
            return self.parse(data), None
        except DamagedFile as damage:
            return None, self._set_aside(damage)

    def _set_aside(self, damage: DamagedFile) -> Problem:
        # A file the system would not let us read may be fine, and a pipe or device is not
        # ours to move: leave them. Anything else not understood is moved aside (a link as a
        # link). Either way, whatever still has the name is never written over.
        kept_as = None if damage.kind in LEFT_ALONE else quarantine(self.path)
        self._blocked = kept_as is None and os.path.lexists(self.path)
        return Problem(damage.kind, self.path, kept_as, damage.detail, blocked=self._blocked)

    def write_bytes(self, data: bytes) -> Problem | None:
        """Write atomically; a failure after a failure is marked `repeated` (reported already)."""
        reason = None if self._blocked else folder_problem(self.path.parent)
        if reason is not None:
            # Never read (a game given on the command line), or the folder changed since.
            self._blocked = True
            problem = Problem(
                ProblemKind.FOLDER_UNUSABLE, self.path.parent, None, reason, blocked=True
            )
        elif self._blocked:
            problem = Problem(
                ProblemKind.WRITE_FAILED,
                self.path,
                None,
                "what is in place was not understood and is kept",
                blocked=True,
            )
        else:
            try:
                atomic_write(self.path, data)
            except OSError as error:
                problem = Problem(
                    ProblemKind.WRITE_FAILED, self.path, None, error.strerror or str(error)
                )
            else:
                self._failing = False
                return None
        repeated = self._failing
        self._failing = True
        return dataclasses.replace(problem, repeated=repeated)


__all__ = ["Store"]
