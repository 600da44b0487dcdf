"""One data file in the data folder: the base of the autosave and statistics stores.

A store reads its file capped and checked (files.py), sets a damaged file aside before anything
is written in its place, leaves alone what it must not touch (a folder it cannot enter, a named
pipe, a file it may not read) and then never writes there, and remembers a failing write so it
is reported once, not after every move. A folder that could not be used is looked at again at
every write: once it is back, writing resumes. Methods return a `Problem` or None; they never raise.

Every write goes through the same check as the first read, so no way of starting or of
replacing the game can skip it: the store remembers what has the file's name after it last
read or wrote it (`files.identity`), and before writing, anything else found there (a file
written by another program, a damaged file, a link, a pipe, a file it may not read) is read
and checked first, as at start.
"""

from __future__ import annotations

import dataclasses
import os
from abc import ABC, abstractmethod
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

from .files import MAX_FILE_BYTES, atomic_write, identity, quarantine, read_capped
from .folder import data_dir, folder_problem
from .problems import LEFT_ALONE, DamagedFile, Problem, ProblemKind

Content = TypeVar("Content")

# What a store knows of its file before it has looked at it: not equal to any identity.
_NOT_LOOKED_AT = ("not looked at",)


class Store(ABC, Generic[Content]):
    """A file holding one `Content`, parsed from bytes by `parse` and written by `write`."""

    file_name: ClassVar[str]
    max_bytes: ClassVar[int] = MAX_FILE_BYTES

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / self.file_name
        # Something not understood is still in place (or the folder is unusable): never write.
        self._blocked = False
        self._failing = False  # the last write failed (and was reported)
        # What had the file's name when this store last read, checked or wrote it.
        self._known: object = _NOT_LOOKED_AT

    @abstractmethod
    def parse(self, data: bytes) -> Content:
        """The file's content; DamagedFile says what is wrong with it."""

    @property
    def blocked(self) -> bool:
        return self._blocked

    @property
    def failing(self) -> bool:
        """True while the last write failed (or nothing may be written): what it held is
        only in memory."""
        return self._failing

    def read(self) -> tuple[Content | None, Problem | None]:
        """The content (None when there is no file yet) and what went wrong (or None)."""
        reason = folder_problem(self.path.parent)
        if reason is not None:
            self._blocked = self._failing = True
            return None, Problem(
                ProblemKind.FOLDER_UNUSABLE, self.path.parent, None, reason, blocked=True
            )
        content, problem = self._check()
        # What stays in place was reported just now: a write refused later says nothing new.
        self._failing = self._blocked
        return content, problem

    def reread(self) -> tuple[Content | None, Problem | None]:
        """When what has the file's name is not what this store last read or wrote: read and
        check it as `read` does (a damaged file set aside, a pipe left alone), with a Problem
        marked `before_writing`. (None, None) when nothing changed or the file is gone, and
        when the folder cannot be used (the write that follows says so)."""
        if folder_problem(self.path.parent) is not None or identity(self.path) == self._known:
            return None, None
        content, problem = self._check()
        if problem is not None:
            problem = dataclasses.replace(problem, before_writing=True)
        return content, problem

    def _check(self) -> tuple[Content | None, Problem | None]:
        self._blocked = False
        content: Content | None = None
        problem: Problem | None = None
        try:
            data = read_capped(self.path, self.max_bytes)
            content = None if data is None else self.parse(data)
        except DamagedFile as damage:
            problem = self._set_aside(damage)
        self._known = identity(self.path)
        return content, problem

    def _set_aside(self, damage: DamagedFile) -> Problem:
        # A file the system would not let us read may be fine, and a pipe or device is not
        # ours to move: leave them. Anything else not understood is moved aside (a link as a
        # link). Either way, whatever still has the name is never written over.
        kept_as = None if damage.kind in LEFT_ALONE else quarantine(self.path)
        self._blocked = kept_as is None and os.path.lexists(self.path)
        return Problem(damage.kind, self.path, kept_as, damage.detail, blocked=self._blocked)

    def write_bytes(self, data: bytes) -> Problem | None:
        """Write atomically, after checking what has the name (`reread`): a Problem found
        there is returned (reported once), or a failed write's; a failure after a failure is
        marked `repeated` (reported already)."""
        refused = self._folder_refusal()
        if refused is not None:
            return refused
        _content, found = self.reread()
        if found is not None and self._blocked:
            self._failing = True
            return found  # something new in the way: told even after other failures
        if self._blocked:
            return self._failed(
                Problem(
                    ProblemKind.WRITE_FAILED,
                    self.path,
                    None,
                    "what is in place was not understood and is kept",
                    blocked=True,
                )
            )
        try:
            atomic_write(self.path, data)
        except OSError as error:
            self._known = identity(self.path)
            return self._failed(
                Problem(ProblemKind.WRITE_FAILED, self.path, None, error.strerror or str(error))
            )
        self._known = identity(self.path)
        self._failing = False
        return found

    def _folder_refusal(self) -> Problem | None:
        """The write failed as the data folder cannot be used now (reported as such), or None
        when it can. Never read (a game given on the command line), or the folder changed
        since; once it can be used again, the next write reads and checks what is there first
        (it may not be what was there before), then writes."""
        reason = folder_problem(self.path.parent)
        if reason is None:
            return None
        self._blocked = True
        self._known = _NOT_LOOKED_AT
        return self._failed(
            Problem(
                ProblemKind.FOLDER_UNUSABLE,
                self.path.parent,
                None,
                reason,
                blocked=True,
                before_writing=True,
            )
        )

    def _failed(self, problem: Problem) -> Problem:
        repeated = self._failing
        self._failing = True
        return dataclasses.replace(problem, repeated=repeated)


__all__ = ["Store"]
