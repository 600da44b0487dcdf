"""What can be wrong with a data file, as data: the UI turns a `Problem` into words (messages.py).

Pure Python: no Qt here, so the stores and their tests need no application object.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

from ..engine.record import excerpt


class ProblemKind(enum.Enum):
    """What is wrong with a file; messages.py has one translated sentence for each."""

    EMPTY = "empty"
    TOO_LARGE = "too large"
    NOT_TEXT = "not text"  # binary garbage, or names no one can read
    NOT_VALID = "not valid"  # truncated or malformed JSON / INI, numbers too long, nesting too deep
    WRONG_DATA = "wrong data"  # well-formed, but fields missing or of the wrong type
    UNKNOWN_VERSION = "unknown version"
    ILLEGAL_MOVES = "illegal moves"
    UNREADABLE = "unreadable"  # the operating system refused to read it
    NOT_A_FILE = "not a file"  # a folder, named pipe, socket or device under the file's name
    BAD_LINK = "bad link"  # a link to nothing, or to something that is not a valid file
    FOLDER_UNUSABLE = "folder unusable"  # the data folder cannot be entered or listed
    MISSING = "missing"  # a file asked for by name is not there
    WRITE_FAILED = "write failed"  # the operating system refused to write it
    LOCKED = "locked"  # another copy of the app is writing it and has not finished
    INTERRUPTED = "interrupted"  # the process reading it was ended before it had finished


# Kinds after which the file (or folder) stays where it is and nothing is written in its place.
LEFT_ALONE = frozenset(
    {ProblemKind.UNREADABLE, ProblemKind.NOT_A_FILE, ProblemKind.FOLDER_UNUSABLE}
)


@dataclass(frozen=True)
class Problem:
    """A file the app could not read or write, and where a damaged one was kept."""

    kind: ProblemKind
    path: Path
    kept_as: Path | None = None  # where the damaged file (or link) now is; None: not moved
    detail: str = ""  # English detail for logs and the message's "details" part
    # True when whatever is at `path` stays there and the app will not write over it.
    blocked: bool = False
    # True for the second and later failures of a write in a row: already reported once.
    repeated: bool = False
    # True when found right before a write (not at start): what had the file's name was not
    # what the app last read or wrote there.
    before_writing: bool = False

    @property
    def is_write(self) -> bool:
        """A write that did not happen (refused, or waiting for another copy's lock)."""
        return self.kind in (ProblemKind.WRITE_FAILED, ProblemKind.LOCKED)


class DamagedFile(Exception):
    """A file whose contents cannot be used; `kind` says why."""

    def __init__(self, kind: ProblemKind, detail: str = "") -> None:
        super().__init__(detail or kind.value)
        self.kind = kind
        self.detail = detail or kind.value

    def __reduce__(self) -> tuple[type[DamagedFile], tuple[ProblemKind, str]]:
        # Rebuilt from both fields (the process that read a file sends it back pickled).
        return (DamagedFile, (self.kind, self.detail))


__all__ = ["LEFT_ALONE", "DamagedFile", "Problem", "ProblemKind", "excerpt"]
