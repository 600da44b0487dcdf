"""Safe file handling: capped, non-blocking reads of regular files; atomic writes; damaged files
(and links) set aside; the app's own stale temporary files swept away.

Three promises, because a player's data must survive crashes, power cuts and hostile folders:
- a write is atomic: the new bytes go to a temporary file in the same folder, are flushed to the
  disk (fsync), and only then replace the old file; a failed write leaves the old file as it was.
  A link to a valid file is written through: its target is replaced atomically, the link stays;
- a damaged file is never overwritten: `quarantine()` renames it aside to
  `<name>.damaged-<YYYYmmdd-HHMMSS>`; a link is renamed as a link, its target untouched. The
  newest KEEP_DAMAGED set aside for each name are kept, older ones removed, so a file damaged
  again and again does not fill the folder;
- reads take regular files only (a named pipe, socket or device is refused without waiting on
  it), are capped in bytes before anything is read, and parse JSON only, never execute anything.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import stat
import time
from pathlib import Path
from typing import Any

from ..engine import MAX_FILE_BYTES
from .problems import DamagedFile, Problem, ProblemKind

DAMAGED_MARK = ".damaged-"
KEEP_DAMAGED = 5  # set-aside copies kept per file, the newest
# What follows DAMAGED_MARK in the names `quarantine` gives: the time, and a number from 2 on
# for a second one within the same second.
_DAMAGED_STAMP = re.compile(r"([0-9]{8}-[0-9]{6})(?:-([0-9]{1,3}))?")
TEMPORARY_SUFFIX = ".tmp"
# A temporary file untouched for this long belongs to no write in progress (a write takes
# milliseconds); one left by a crash or kill is swept at the next start.
STALE_TEMPORARY_SECONDS = 60
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a named pipe must not make the start wait for a writer
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def regular_file_exists(path: Path) -> bool:
    """True for a regular file or a link to one, False when nothing has the name; DamagedFile
    for anything else (a pipe, socket, device or folder; a link to nothing or to one of those;
    a name the system will not let us look at). Nothing is opened."""
    try:
        own = os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError as error:
        raise DamagedFile(ProblemKind.UNREADABLE, error.strerror or str(error)) from None
    if stat.S_ISLNK(own.st_mode):
        try:
            target = os.stat(path)
        except OSError:
            raise DamagedFile(ProblemKind.BAD_LINK, "a link to nothing") from None
        if not stat.S_ISREG(target.st_mode):
            raise DamagedFile(ProblemKind.BAD_LINK, f"a link to {_kind_of(target.st_mode)}")
    elif not stat.S_ISREG(own.st_mode):
        raise DamagedFile(ProblemKind.NOT_A_FILE, f"{Path(path).name} is {_kind_of(own.st_mode)}")
    return True


def read_capped(path: Path, limit: int = MAX_FILE_BYTES) -> bytes | None:
    """The file's bytes; None when nothing has that name. DamagedFile when it is not a regular
    file, a link to nothing valid, unreadable or larger than `limit` bytes.

    Nothing is opened but a regular file, the size is checked before reading, and at most
    `limit + 1` bytes are read, so a huge or growing file is never loaded.
    """
    if not regular_file_exists(path):
        return None
    try:
        descriptor = os.open(path, _OPEN_FLAGS)
    except OSError as error:
        raise DamagedFile(ProblemKind.UNREADABLE, error.strerror or str(error)) from None
    with os.fdopen(descriptor, "rb") as stream:
        opened = os.fstat(descriptor)
        if not stat.S_ISREG(opened.st_mode):  # swapped between the checks and the opening
            raise DamagedFile(ProblemKind.NOT_A_FILE, f"{Path(path).name} is not a file")
        if opened.st_size > limit:
            raise DamagedFile(ProblemKind.TOO_LARGE, f"larger than {limit // (1024 * 1024)} MB")
        try:
            data = stream.read(limit + 1)
        except OSError as error:
            raise DamagedFile(ProblemKind.UNREADABLE, error.strerror or str(error)) from None
    if len(data) > limit:
        raise DamagedFile(ProblemKind.TOO_LARGE, f"larger than {limit // (1024 * 1024)} MB")
    return data


def decode_text(data: bytes) -> str:
    """UTF-8 text (a byte-order mark allowed), refusing empty or binary data."""
    if not data.strip():
        raise DamagedFile(ProblemKind.EMPTY, "the file is empty")
    if b"\x00" in data:
        raise DamagedFile(ProblemKind.NOT_TEXT, "the file contains binary data")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DamagedFile(ProblemKind.NOT_TEXT, "the file is not UTF-8 text") from None


def parse_json_bytes(data: bytes) -> Any:
    """Bytes to a JSON value (json only: nothing in it is ever executed). Every way parsing can
    fail is a DamagedFile: malformed text, integers beyond Python's digit limit, deep nesting."""
    text = decode_text(data)
    try:
        return json.loads(text)
    except RecursionError:
        raise DamagedFile(ProblemKind.NOT_VALID, "not valid JSON: nested too deeply") from None
    except ValueError as error:  # JSONDecodeError, and the int-digits limit
        raise DamagedFile(ProblemKind.NOT_VALID, f"not valid JSON: {str(error)[:120]}") from None


def identity(path: Path) -> tuple[object, ...] | None:
    """What has the name `path` now, to tell whether it changed since it was last looked at:
    None when nothing has it; for a link, the link and what it points to. Type, inode, size
    and change times: rewriting, replacing, linking, chmod or chown all change it."""

    def of(status: os.stat_result) -> tuple[int, ...]:
        return (
            status.st_mode,
            status.st_dev,
            status.st_ino,
            status.st_size,
            status.st_mtime_ns,
            status.st_ctime_ns,
        )

    try:
        own = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return ("unreachable", error.errno)
    if not stat.S_ISLNK(own.st_mode):
        return of(own)
    try:
        return (of(own), of(os.stat(path)))
    except OSError as error:
        return (of(own), "to nothing", error.errno)


# -- Writing ----------------------------------------------------------------------------------


def write_target(path: Path) -> Path:
    """Where writing `path` really goes: the target of a link to an existing regular file (so
    the link stays a link), else `path` itself (a link to nothing valid would be replaced)."""
    if os.path.islink(path):
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.stat(path).st_mode):
                return Path(os.path.realpath(path))
    return path


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` all at once, or raise OSError and leave the old file intact."""
    path = write_target(Path(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    # Created like any new file (0666 less the umask), not private like mkstemp's, because
    # saved games and pictures are meant to be shared.
    # (os.urandom, as secrets.token_hex uses, without loading secrets' hashing at start.)
    temporary = path.with_name(f".{path.name}.{os.urandom(6).hex()}{TEMPORARY_SUFFIX}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    descriptor = os.open(temporary, flags, 0o666)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def write_chosen_file(path: Path, data: bytes) -> Problem | None:
    """Write a file the player named (a saved game, a picture) as `atomic_write` does, over a
    regular file (or a link to one) or nothing only: anything else with the name (a named
    pipe, a device, a folder, a link to nothing) is refused and left alone. The Problem when
    it was not written, or None."""
    path = Path(path)
    try:
        regular_file_exists(path)
    except DamagedFile as damage:
        if damage.kind is not ProblemKind.UNREADABLE:  # (a name no one may look at: written)
            return Problem(
                damage.kind, path, None, damage.detail, blocked=True, before_writing=True
            )
    try:
        atomic_write(path, data)
    except OSError as error:
        return Problem(ProblemKind.WRITE_FAILED, path, None, error.strerror or str(error))
    return None


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no directory handles to flush."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def sweep_temporary_files(folder: Path, names: tuple[str, ...], now: float | None = None) -> int:
    """Delete the app's own temporary files for `names` left in `folder` by an interrupted
    write (only regular files of exactly the name `atomic_write` makes, and only stale ones).
    Returns how many went."""
    pattern = re.compile(
        "|".join(
            rf"\.{re.escape(name)}\.[0-9a-f]{{12}}{re.escape(TEMPORARY_SUFFIX)}" for name in names
        )
    )
    limit = (time.time() if now is None else now) - STALE_TEMPORARY_SECONDS
    swept = 0
    try:
        with os.scandir(folder) as entries:
            stale = [
                entry.path
                for entry in entries
                if pattern.fullmatch(entry.name)
                and entry.is_file(follow_symlinks=False)
                and entry.stat(follow_symlinks=False).st_mtime < limit
            ]
    except OSError:
        return 0
    for stale_path in stale:
        with contextlib.suppress(OSError):
            os.unlink(stale_path)
            swept += 1
    return swept


# -- Damaged files ----------------------------------------------------------------------------


def quarantine(path: Path, now: float | None = None) -> Path | None:
    """Rename a damaged file (or link) aside; the new path, or None when it could not be moved.

    The file is renamed, never copied over, overwritten or deleted: a hard link to a name that
    must not exist yet, then the old name is dropped; where links are not supported, a rename
    after checking that the name is free. A symbolic link is moved as a link: its target is
    never opened, changed or moved.
    """
    path = Path(path)
    if not os.path.lexists(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    for attempt in range(1, 1000):
        suffix = "" if attempt == 1 else f"-{attempt}"
        target = path.with_name(f"{path.name}{DAMAGED_MARK}{stamp}{suffix}")
        try:
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            if os.path.lexists(target):
                continue
            try:
                os.rename(path, target)
            except OSError:
                return None
            return target
        try:
            os.unlink(path)
        except OSError:
            # The damaged bytes are safe under the new name; the old name stays too, and the
            # caller must not write over it (it gets None and treats the file as stuck).
            with contextlib.suppress(OSError):
                os.unlink(target)
            return None
        _remove_old_damaged(path)
        return target
    return None


def quarantined_files(path: Path) -> list[Path]:
    """The damaged copies `quarantine` kept aside for `path`, oldest first."""
    path = Path(path)
    kept = []
    for candidate in path.parent.glob(f"{glob.escape(path.name)}{DAMAGED_MARK}*"):
        stamp = _DAMAGED_STAMP.fullmatch(candidate.name[len(path.name) + len(DAMAGED_MARK) :])
        if stamp is not None:
            kept.append(((stamp.group(1), int(stamp.group(2) or 1)), candidate))
    return [candidate for _order, candidate in sorted(kept)]


def _remove_old_damaged(path: Path) -> None:
    """All but the newest KEEP_DAMAGED copies set aside for `path` removed (a link as a link:
    what it points to is never touched)."""
    for old in quarantined_files(path)[:-KEEP_DAMAGED]:
        with contextlib.suppress(OSError):
            os.unlink(old)


__all__ = [
    "DAMAGED_MARK",
    "KEEP_DAMAGED",
    "MAX_FILE_BYTES",
    "STALE_TEMPORARY_SECONDS",
    "atomic_write",
    "decode_text",
    "identity",
    "parse_json_bytes",
    "quarantine",
    "quarantined_files",
    "read_capped",
    "regular_file_exists",
    "sweep_temporary_files",
    "write_chosen_file",
    "write_target",
]
