"""What may have the autosave's name that is not a game the app wrote: each fault made in a data
folder, the check that whatever was there (and what a link points to) is kept byte for byte,
and a part of what the player is told about it."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from triangles_qt.persistence import quarantined_files, read_game_file

AUTOSAVE = "autosave.triangles"
# Half a game record: what a crash of another program, or a bad disk, leaves.
DAMAGED_BYTES = b'{"format": "triangles-game", "version": 1, "board": {"stars": [[10, 2'
FOREIGN_BYTES = b"Shopping: eggs, milk, bread.\n"  # a file of the user's that is not a game
SET_ASIDE = "autosave.triangles.damaged-"  # the start of the name a damaged file is kept under
NOT_A_FILE = "Its name belongs to a folder, pipe or device, not to a file."
NOT_READABLE = "The system did not allow the file to be read."


@dataclass(frozen=True)
class Fault:
    name: str
    # Puts the fault at the autosave's path; the second folder is outside the data folder.
    make: Callable[[Path, Path], None]
    # After the app ran: the fault's bytes (or pipe, or socket) are all still there.
    kept: Callable[[Path, Path], None]
    told: str  # a part of the message the player gets, once


def _the_game_is_saved_in_its_place(path: Path) -> None:
    assert stat.S_ISREG(os.lstat(path).st_mode)
    assert read_game_file(path).move_count >= 1


def _make_damaged(path: Path, _outside: Path) -> None:
    path.write_bytes(DAMAGED_BYTES)


def _kept_damaged(path: Path, _outside: Path) -> None:
    [kept] = quarantined_files(path)
    assert kept.read_bytes() == DAMAGED_BYTES
    _the_game_is_saved_in_its_place(path)


def _make_foreign_link(path: Path, outside: Path) -> None:
    (outside / "shopping.txt").write_bytes(FOREIGN_BYTES)
    path.symlink_to(outside / "shopping.txt")


def _kept_foreign_link(path: Path, outside: Path) -> None:
    assert (outside / "shopping.txt").read_bytes() == FOREIGN_BYTES
    [kept] = quarantined_files(path)
    assert kept.is_symlink() and kept.readlink() == outside / "shopping.txt"
    _the_game_is_saved_in_its_place(path)


def _make_dangling_link(path: Path, outside: Path) -> None:
    path.symlink_to(outside / "gone.triangles")


def _kept_dangling_link(path: Path, outside: Path) -> None:
    assert not os.path.lexists(outside / "gone.triangles")  # nothing written through it
    [kept] = quarantined_files(path)
    assert kept.is_symlink() and kept.readlink() == outside / "gone.triangles"
    _the_game_is_saved_in_its_place(path)


def _make_pipe(path: Path, _outside: Path) -> None:
    os.mkfifo(path)


def _kept_pipe(path: Path, _outside: Path) -> None:
    assert stat.S_ISFIFO(os.lstat(path).st_mode)
    assert not quarantined_files(path)


def _make_socket(path: Path, _outside: Path) -> None:
    os.mknod(path, stat.S_IFSOCK | 0o600)


def _kept_socket(path: Path, _outside: Path) -> None:
    assert stat.S_ISSOCK(os.lstat(path).st_mode)
    assert not quarantined_files(path)


FAULTS = [
    Fault("damaged", _make_damaged, _kept_damaged, SET_ASIDE),
    Fault("link to a foreign file", _make_foreign_link, _kept_foreign_link, SET_ASIDE),
    Fault("dangling link", _make_dangling_link, _kept_dangling_link, SET_ASIDE),
    Fault("named pipe", _make_pipe, _kept_pipe, NOT_A_FILE),
    Fault("socket", _make_socket, _kept_socket, NOT_A_FILE),
]
# Pipes, sockets and symbolic links as these tests make them are POSIX's.
POSIX_ONLY = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")


def told_once(messages: list[str], fault: Fault) -> bool:
    return sum(fault.told in message for message in messages) == 1


def private_file(path: Path) -> bytes:
    """Make `path` a file its owner (root, in these tests) alone may read; returns its bytes."""
    path.write_bytes(FOREIGN_BYTES)
    os.chmod(path, 0o600)
    return FOREIGN_BYTES
