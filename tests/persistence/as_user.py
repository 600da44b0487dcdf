"""Running code as an ordinary user, for tests where permissions matter: the system lets root
into any folder, and CI runs as root.

The code runs in a fresh interpreter that imports the app first and then, when it is root,
gives up root for the `nobody` account (setgroups, setgid, setuid) before running the code:
the interpreter itself may live where `nobody` cannot read (a home folder), so it is started
as root and the modules it needs are loaded before privileges go.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

_BOOT = r"""
import argparse, base64, binascii, contextlib, json, locale, os, pwd, random, re, secrets, stat
import sys, threading, time, traceback, unicodedata
import encodings.unicode_escape, encodings.utf_8_sig  # codecs load lazily
import PySide6.QtSvg
import triangles_qt.app, triangles_qt.i18n, triangles_qt.persistence.messages
import triangles_qt.ui.main_window, triangles_qt.ui.statistics_dialog
# What loads at first need, not at start: the dialogs, the computer's modules.
import triangles_qt.ui.new_game_dialog, triangles_qt.ai.reviewer, triangles_qt.ai.worker
import triangles_qt.computer.worker_process
if os.geteuid() == 0:
    user = pwd.getpwnam("nobody")
    os.setgroups([])
    os.setgid(user.pw_gid)
    os.setuid(user.pw_uid)
code = sys.stdin.read()
exec(compile(code, "<as ordinary user>", "exec"), {"__name__": "__main__"})
"""


def _need_posix() -> None:
    if not hasattr(os, "setuid") or not hasattr(os, "geteuid"):
        pytest.skip("folder permissions of this kind exist on POSIX systems only")


def ordinary_ids() -> tuple[int, int]:
    """(uid, gid) the code will run as. Skips the test when that user cannot read the app: a
    checkout (or a virtual environment) in a folder only its owner may enter."""
    _need_posix()
    if os.geteuid() != 0:
        return os.getuid(), os.getgid()
    if not ordinary_user_can_run_the_app():
        pytest.skip("the ordinary user (nobody) cannot read this checkout or its Python")
    import pwd

    user = pwd.getpwnam("nobody")
    return user.pw_uid, user.pw_gid


def run_as_ordinary_user(
    code: str, environment: dict[str, str] | None = None, timeout: float = 180
) -> subprocess.CompletedProcess[str]:
    _need_posix()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=tempfile.gettempdir())
    env.update(environment or {})
    return subprocess.run(
        [sys.executable, "-c", _BOOT],
        input=code,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


# Run after root is given up: what the app still reads then (its modules are loaded before).
_CAN_READ = """
from pathlib import Path
import PySide6, triangles_qt
Path(triangles_qt.__file__).read_bytes()
platforms = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms"
assert [path.read_bytes()[:4] for path in platforms.iterdir() if "offscreen" in path.name]
"""


@functools.cache
def ordinary_user_can_run_the_app() -> bool:
    """Whether the ordinary user can read this checkout and the Qt plugins the app loads once
    root is given up (not so when they lie in root's private home folder)."""
    if not hasattr(os, "setuid") or not hasattr(os, "geteuid"):
        return False
    return run_as_ordinary_user(_CAN_READ, timeout=120).returncode == 0


@contextmanager
def ordinary_user_folder() -> Iterator[Path]:
    """A folder the ordinary user owns, where that user can reach it (not under root's
    private temporary folder); removed afterwards whatever modes were set inside."""
    uid, gid = ordinary_ids()
    folder = Path(tempfile.mkdtemp(prefix="triangles-user-", dir="/tmp"))
    os.chmod(folder, 0o755)
    os.chown(folder, uid, gid)
    try:
        yield folder
    finally:
        # Open every folder again (a test may have closed one), top down, then remove all.
        for root, folders, _files in os.walk(folder):
            for name in folders:
                os.chmod(os.path.join(root, name), 0o755)
        shutil.rmtree(folder, ignore_errors=True)
