"""Permissions (issue 15), checked as an ordinary user: root may enter any folder, and CI runs
as root, so these run the app in a process that gives up root (see as_user.py).

A data folder that cannot be entered or listed: the app starts with the defaults, says so once,
and writes nothing there. A data file the system will not let us read is left alone, and never
written over."""

from __future__ import annotations

import json
import os
import stat

import pytest

from ..app_process import PLAY_A_LINE, driven_start
from .as_user import ordinary_user_folder, run_as_ordinary_user

FOLDER_MESSAGE = "The folder where Triangles keeps your data cannot be opened."

START_AND_PICTURE = """
import sys
from triangles_qt.app import main
sys.exit(main(["triangles", "--screenshot", PICTURE]))
"""


def _snapshot(folder) -> dict[str, bytes | None]:
    """Every name in `folder` with its bytes (None for a folder), read as root or owner."""
    mode = stat.S_IMODE(os.stat(folder).st_mode)
    os.chmod(folder, 0o755)
    try:
        return {
            path.name: path.read_bytes() if path.is_file() else None for path in folder.iterdir()
        }
    finally:
        os.chmod(folder, mode)


def _start(data_folder, picture) -> tuple[int, str]:
    code = START_AND_PICTURE.replace("PICTURE", repr(str(picture)))
    result = run_as_ordinary_user(code, {"TRIANGLES_DATA_DIR": str(data_folder)})
    return result.returncode, result.stderr


@pytest.mark.parametrize(
    "mode",
    [0o000, 0o300, 0o600, "parent closed"],
    ids=["no access", "enter and write but not list", "list but not enter", "parent closed"],
)
def test_an_unusable_data_folder_starts_with_defaults_says_so_once_writes_nothing(mode):
    with ordinary_user_folder() as home:
        data = home / "parent" / "Triangles"
        data.mkdir(parents=True)
        (data / "settings.ini").write_bytes(b"[view]\ntheme=daylight\n")
        (data / "statistics.json").write_bytes(b"{}")
        for path in (home / "parent", data, *data.iterdir()):
            os.chown(path, *_owner(home))
        before = _snapshot(data)
        closed = home / "parent" if mode == "parent closed" else data
        os.chmod(closed, 0o000 if mode == "parent closed" else mode)
        try:
            code, errors = _start(data, home / "picture.png")
        finally:
            os.chmod(closed, 0o755)
        assert code == 0, errors
        assert errors.count(FOLDER_MESSAGE) == 1, errors
        assert "Traceback" not in errors
        assert (home / "picture.png").exists()
        assert _snapshot(data) == before


def test_a_file_the_system_will_not_let_us_read_is_left_alone():
    with ordinary_user_folder() as home:
        data = home / "Triangles"
        data.mkdir()
        os.chown(data, *_owner(home))
        secret = json.dumps({"format": "triangles-statistics", "version": 2, "records": []})
        for name in ("statistics.json", "autosave.triangles"):
            (data / name).write_text(secret)
            os.chmod(data / name, 0o000)  # no one but root may read it
        code = f"""
import json
from pathlib import Path
from triangles_qt.persistence import AutosaveStore, StatisticsStore
from tests.persistence.games import game_in_progress, one_line_from_the_end
statistics = StatisticsStore(Path({str(data / "statistics.json")!r}))
problem = statistics.load()
finished, move = one_line_from_the_end("won")
finished.play(*move)
written = statistics.add_game(finished)
autosave = AutosaveStore(Path({str(data / "autosave.triangles")!r}))
game, autosave_problem = autosave.load()
saved = autosave.save(game_in_progress())
print(json.dumps([problem.kind.value, problem.blocked, written.kind.value,
                  autosave_problem.kind.value, saved.kind.value]))
"""
        result = run_as_ordinary_user(code)
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout) == [
            "unreadable",
            True,
            "write failed",
            "unreadable",
            "write failed",
        ]
        for name in ("statistics.json", "autosave.triangles"):
            assert (data / name).read_text() == secret
        assert sorted(p.name for p in data.iterdir()) == ["autosave.triangles", "statistics.json"]


def _owner(folder) -> tuple[int, int]:
    status = os.stat(folder)
    return status.st_uid, status.st_gid


@pytest.mark.parametrize("arguments", [[], ["--size", "24", "--seed", "5"]], ids=["resume", "size"])
def test_playing_with_an_unlistable_data_folder_writes_nothing_there(arguments):
    """The real event loop: a line is drawn and the window closed (autosave, statistics and
    settings would all be written), with a folder the user may enter and write but not list."""
    with ordinary_user_folder() as home:
        data = home / "Triangles"
        data.mkdir()
        (data / "settings.ini").write_bytes(b"[view]\ntheme=daylight\n")
        for path in (data, data / "settings.ini"):
            os.chown(path, *_owner(home))
        before = _snapshot(data)
        os.chmod(data, 0o300)
        script = driven_start(PLAY_A_LINE, arguments)
        try:
            result = run_as_ordinary_user(script, {"TRIANGLES_DATA_DIR": str(data)})
        finally:
            os.chmod(data, 0o755)
        assert result.returncode == 0, result.stderr
        seen = json.loads(result.stdout.strip().splitlines()[-1])
        assert seen["moves"] == 1 and seen["code"] == 0
        assert [FOLDER_MESSAGE in message for message in seen["messages"]] == [True]
        assert result.stderr.count(FOLDER_MESSAGE) == 1
        assert _snapshot(data) == before


def test_results_counted_with_a_folder_that_cannot_be_entered_say_only_that():
    """The folder is what is wrong: a result counted later is not reported as a file that
    could not be read (statistics are read again before each write)."""
    with ordinary_user_folder() as home:
        data = home / "Triangles"
        data.mkdir()
        os.chown(data, *_owner(home))
        os.chmod(data, 0o000)
        code = f"""
import json
from pathlib import Path
from triangles_qt.persistence import StatisticsStore
from tests.persistence.games import one_line_from_the_end
store = StatisticsStore(Path({str(data / "statistics.json")!r}))
problems = [store.load()]
finished, move = one_line_from_the_end("won")
finished.play(*move)
problems += [store.add_game(finished), store.add_game(finished)]
print(json.dumps([[p.kind.value, p.repeated] for p in problems]))
"""
        try:
            result = run_as_ordinary_user(code)
        finally:
            os.chmod(data, 0o755)
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout) == [
            ["folder unusable", False],
            ["folder unusable", True],
            ["folder unusable", True],
        ]
        assert list(data.iterdir()) == []
