"""Hostile data folders (issue 15): pipes, sockets, devices, links, numbers too long, nesting too
deep, stale temporary files. Each case is read without blocking or crashing, reported, and the
user's bytes are kept."""

from __future__ import annotations

import json
import os
import shutil
import socket
import stat
import tempfile
import time

import pytest

from tests.persistence.games import open_file
from triangles_qt.engine import Game, RecordError
from triangles_qt.persistence import (
    AutosaveStore,
    DamagedFile,
    ProblemKind,
    StatisticsStore,
    check_settings_file,
    quarantined_files,
    read_capped,
    sweep_temporary_files,
)
from triangles_qt.persistence.files import STALE_TEMPORARY_SECONDS, write_target
from triangles_qt.settings import Settings

from ..app_process import run_app
from .games import game_in_progress, one_line_from_the_end

DATA_FILES = ("settings.ini", "statistics.json", "autosave.triangles")
POSIX_ONLY = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")


def _long_integer(digits: int = 5000) -> bytes:
    return b"9" * digits


# -- Not a regular file -------------------------------------------------------------------------


@POSIX_ONLY
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "autosave.triangles"
    os.mkfifo(pipe)
    with pytest.raises(DamagedFile) as caught:
        read_capped(pipe)  # a blocking open would never return: no process writes to it
    assert caught.value.kind is ProblemKind.NOT_A_FILE
    assert "named pipe" in caught.value.detail


def test_a_folder_socket_or_device_is_not_a_file(tmp_path):
    folder = tmp_path / "statistics.json"
    folder.mkdir()
    with pytest.raises(DamagedFile) as caught:
        read_capped(folder)
    assert caught.value.kind is ProblemKind.NOT_A_FILE
    if hasattr(socket, "AF_UNIX"):
        # A short path: socket names are limited to about 100 bytes (macOS's tmp_path is long).
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "s")
        try:
            with socket.socket(socket.AF_UNIX) as server:
                server.bind(path)
                with pytest.raises(DamagedFile) as caught:
                    read_capped(path)
            assert caught.value.kind is ProblemKind.NOT_A_FILE
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    if os.path.exists("/dev/zero"):
        with pytest.raises(DamagedFile) as caught:
            read_capped("/dev/zero")  # endless: read_capped must not even start
        assert caught.value.kind is ProblemKind.NOT_A_FILE


@POSIX_ONLY
def test_stores_leave_a_pipe_alone_and_never_write_in_its_place(_isolated_data_dir):
    for name in DATA_FILES:
        os.mkfifo(_isolated_data_dir / name)
    autosave = AutosaveStore()
    game, problem = autosave.load()
    assert game is None and problem.kind is ProblemKind.NOT_A_FILE and problem.blocked
    assert autosave.save(game_in_progress()).kind is ProblemKind.WRITE_FAILED
    statistics = StatisticsStore()
    assert statistics.load().kind is ProblemKind.NOT_A_FILE
    finished, move = one_line_from_the_end("won")
    finished.play(*move)
    assert statistics.add_game(finished) is not None
    settings_problem = check_settings_file()
    assert settings_problem.kind is ProblemKind.NOT_A_FILE and settings_problem.blocked
    for name in DATA_FILES:
        assert stat.S_ISFIFO(os.lstat(_isolated_data_dir / name).st_mode)
        assert not quarantined_files(_isolated_data_dir / name)


@POSIX_ONLY
def test_the_app_starts_with_pipes_for_all_three_files(_isolated_data_dir, tmp_path):
    for name in DATA_FILES:
        os.mkfifo(_isolated_data_dir / name)
    picture = tmp_path / "out.png"
    result = run_app(_isolated_data_dir, "--screenshot", str(picture), timeout=120)
    assert result.returncode == 0, result.stderr
    assert picture.exists()
    for name in DATA_FILES:
        assert stat.S_ISFIFO(os.lstat(_isolated_data_dir / name).st_mode)
    assert "Your settings could not be read." in result.stderr
    assert "Its name belongs to a folder, pipe or device, not to a file." in result.stderr


# -- Numbers too long, nesting too deep ---------------------------------------------------------


def test_an_integer_beyond_python_s_digit_limit_is_a_damaged_file(_isolated_data_dir):
    record = game_in_progress().to_record()
    text = json.dumps(dict(record, first_player=0)).replace(
        '"first_player": 0', '"first_player": ' + _long_integer().decode()
    )
    autosave = _isolated_data_dir / "autosave.triangles"
    autosave.write_text(text)
    game, problem = AutosaveStore().load()
    assert game is None and problem.kind is ProblemKind.NOT_VALID
    assert problem.kept_as is not None and problem.kept_as.read_text() == text
    statistics = _isolated_data_dir / "statistics.json"
    statistics.write_bytes(
        b'{"format": "triangles-statistics", "version": ' + _long_integer() + b"}"
    )
    store = StatisticsStore()
    assert store.load().kind is ProblemKind.NOT_VALID
    assert store.statistics.is_empty
    # The engine keeps its promise: only RecordError.
    with pytest.raises(RecordError):
        Game.from_record(text)


def test_deep_nesting_is_a_damaged_file(_isolated_data_dir):
    path = _isolated_data_dir / "statistics.json"
    path.write_bytes(b"[" * 200_000 + b"]" * 200_000)
    problem = StatisticsStore().load()
    assert problem.kind is ProblemKind.NOT_VALID and "deeply" in problem.detail
    with pytest.raises(RecordError):
        Game.from_record("[" * 200_000)


def test_a_huge_integer_below_the_limit_is_quoted_short(_isolated_data_dir):
    record = game_in_progress().to_record()
    record["moves"].append([int("9" * 4000), 1])
    with pytest.raises(RecordError) as caught:
        Game.from_record(json.dumps(record))
    assert len(str(caught.value)) < 300


@pytest.mark.parametrize("count", [2**63, 2**64 + 5, 10**9 + 1])
def test_statistics_counts_have_an_upper_bound(_isolated_data_dir, count):
    entry = {"level": "hard", "size": 60, "played": count, "won": count, "lost": 0, "drawn": 0}
    document = {
        "format": "triangles-statistics",
        "version": 2,
        "records": [dict(entry, streak=0, best_streak=0)],
    }
    (_isolated_data_dir / "statistics.json").write_text(json.dumps(document))
    store = StatisticsStore()
    problem = store.load()
    assert problem is not None and problem.kind is ProblemKind.WRONG_DATA
    assert "larger than" in problem.detail


# -- Links --------------------------------------------------------------------------------------

LINKS = pytest.mark.skipif(not hasattr(os, "symlink") or os.name != "posix", reason="POSIX links")


@LINKS
def test_a_settings_link_to_a_file_that_is_not_settings_is_moved_aside(
    _isolated_data_dir, tmp_path
):
    precious = tmp_path / "thesis.txt"
    precious.write_bytes(b"Chapter 1, in which nothing is a key=value pair\n")
    link = _isolated_data_dir / "settings.ini"
    link.symlink_to(precious)
    problem = check_settings_file()
    assert problem is not None and not problem.blocked
    assert problem.kept_as is not None and problem.kept_as.is_symlink()
    assert os.readlink(problem.kept_as) == str(precious)
    settings = Settings()
    settings.theme = "daylight"
    settings.sync()
    assert precious.read_bytes() == b"Chapter 1, in which nothing is a key=value pair\n"
    assert link.is_file() and not link.is_symlink()


@LINKS
def test_a_dangling_settings_link_creates_nothing_where_it_points(_isolated_data_dir, tmp_path):
    nowhere = tmp_path / "elsewhere" / "not-there.ini"
    link = _isolated_data_dir / "settings.ini"
    link.symlink_to(nowhere)
    problem = check_settings_file()
    assert problem.kind is ProblemKind.BAD_LINK and problem.kept_as.is_symlink()
    settings = Settings()
    settings.theme = "daylight"
    settings.sync()
    assert not os.path.lexists(nowhere)
    assert not (tmp_path / "elsewhere").exists()


@LINKS
def test_a_valid_file_behind_a_link_is_updated_through_it(_isolated_data_dir, tmp_path):
    real = tmp_path / "synced"
    real.mkdir()
    (real / "settings.ini").write_bytes(b"[view]\ntheme=daylight\n")
    (_isolated_data_dir / "settings.ini").symlink_to(real / "settings.ini")
    assert check_settings_file() is None
    settings = Settings()
    assert settings.theme == "daylight"
    settings.theme = "nebula"
    settings.sync()
    assert (_isolated_data_dir / "settings.ini").is_symlink()
    assert b"theme=nebula" in (real / "settings.ini").read_bytes()

    AutosaveStore(real / "autosave.triangles").save(game_in_progress(3))
    (_isolated_data_dir / "autosave.triangles").symlink_to(real / "autosave.triangles")
    store = AutosaveStore()
    game, problem = store.load()
    assert problem is None and game.move_count == 3
    assert store.save(game_in_progress(5)) is None
    assert (_isolated_data_dir / "autosave.triangles").is_symlink()
    assert AutosaveStore(real / "autosave.triangles").load()[0].move_count == 5
    assert (
        write_target(_isolated_data_dir / "autosave.triangles")
        == (real / "autosave.triangles").resolve()
    )
    assert [p.name for p in real.iterdir() if p.name.endswith(".tmp")] == []


@LINKS
@pytest.mark.parametrize("target_kind", ["damaged", "pipe", "folder"])
def test_a_data_file_link_to_something_invalid_is_moved_aside_as_a_link(
    _isolated_data_dir, tmp_path, target_kind
):
    target = tmp_path / "target"
    if target_kind == "damaged":
        target.write_bytes(b"{not a statistics file")
    elif target_kind == "pipe":
        os.mkfifo(target)
    else:
        target.mkdir()
    link = _isolated_data_dir / "statistics.json"
    link.symlink_to(target)
    store = StatisticsStore()
    problem = store.load()
    expected = ProblemKind.NOT_VALID if target_kind == "damaged" else ProblemKind.BAD_LINK
    assert problem.kind is expected and problem.kept_as.is_symlink()
    finished, move = one_line_from_the_end("won")
    finished.play(*move)
    assert store.add_game(finished) is None
    assert link.is_file() and not link.is_symlink()
    if target_kind == "damaged":
        assert target.read_bytes() == b"{not a statistics file"
    elif target_kind == "pipe":
        assert stat.S_ISFIFO(os.lstat(target).st_mode)
    else:
        assert target.is_dir() and not list(target.iterdir())


# -- Stale temporary files ----------------------------------------------------------------------


def test_stale_temporary_files_of_the_app_are_swept(tmp_path):
    tmp_path = tmp_path / "data"
    tmp_path.mkdir()
    old = time.time() - STALE_TEMPORARY_SECONDS - 10
    stale = [tmp_path / f".{name}.0123456789ab.tmp" for name in DATA_FILES]
    fresh = tmp_path / ".autosave.triangles.ba9876543210.tmp"
    foreign = [tmp_path / ".autosave.triangles.notours.tmp", tmp_path / ".other.0123456789ab.tmp"]
    for path in [*stale, fresh, *foreign]:
        path.write_bytes(b"half a file")
        if path is not fresh:
            os.utime(path, (old, old))
    assert sweep_temporary_files(tmp_path, DATA_FILES) == len(stale)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in [fresh, *foreign])


def test_the_app_sweeps_stale_temporary_files_at_start(_isolated_data_dir, tmp_path):
    stale = _isolated_data_dir / ".autosave.triangles.0123456789ab.tmp"
    stale.write_bytes(b"interrupted")
    old = time.time() - STALE_TEMPORARY_SECONDS - 10
    os.utime(stale, (old, old))
    result = run_app(_isolated_data_dir, "--screenshot", str(tmp_path / "x.png"))
    assert result.returncode == 0, result.stderr
    assert not stale.exists()


def _game_text_with_a_long_integer() -> str:
    text = json.dumps(game_in_progress().to_record())
    return text.replace('"first_player": 1', '"first_player": ' + _long_integer().decode())


def test_open_and_load_report_an_integer_beyond_the_limit(
    _isolated_data_dir, tmp_path, make_window
):
    path = tmp_path / "long.triangles"
    path.write_text(_game_text_with_a_long_integer())
    assert _long_integer().decode() in path.read_text()
    window = make_window()
    current = window.game
    open_file(window, path)  # a message, no traceback
    assert window.game is current
    assert "The file is incomplete or damaged." in window.files.messages[-1]
    result = run_app(
        _isolated_data_dir, "--load", str(path), "--screenshot", str(tmp_path / "x.png")
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "Could not open the game \u201clong.triangles\u201d." in result.stderr


# -- settings.ini, read strictly ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        b"Dear diary, today = a good day\n",  # prose QSettings would take as a key
        b"[new_game]\nname1=Ana, Ben\n",  # QSettings would read a list
        b"[view]\nanimations=maybe\n",
        b"[new_game]\nsize=" + b"9" * 30 + b"\n",
        b"[view]\ntheme=@Rect(1 2 3 4)\n",
        b"[view\ntheme=nebula\n",
    ],
)
def test_settings_qsettings_would_half_understand_are_set_aside(_isolated_data_dir, text):
    path = _isolated_data_dir / "settings.ini"
    path.write_bytes(text)
    problem = check_settings_file()
    assert problem is not None and problem.kept_as.read_bytes() == text
    assert not path.exists()


def test_every_name_qsettings_writes_passes_the_strict_check(_isolated_data_dir):
    from triangles_qt.settings import NewGameChoices

    awkward = ["Ana, Ben", ' "quoted" ', "@home", "semi;colon #hash", "back\\slash", "=x", "[x]"]
    # Written unquoted by QSettings (issue 42), and first characters it drops from text.
    awkward += ["Team #1", 'Ann "Red"', "\ufeffBom", "\ufffez"]
    for first, second in zip(awkward, [*awkward[1:], "Ōma ねこ"], strict=True):
        settings = Settings()
        settings.new_game = NewGameChoices(name1=first, name2=second)
        settings.window_geometry = bytes(range(256))
        settings.sync()
        del settings
        assert check_settings_file() is None, (_isolated_data_dir / "settings.ini").read_text()
        assert Settings().new_game.name1 == first.strip()  # byte for byte


@POSIX_ONLY
def test_load_of_a_named_pipe_starts_a_new_game_without_waiting(_isolated_data_dir, tmp_path):
    pipe = tmp_path / "game.triangles"
    os.mkfifo(pipe)
    result = run_app(
        _isolated_data_dir, "--load", str(pipe), "--screenshot", str(tmp_path / "x.png")
    )
    assert result.returncode == 0, result.stderr
    assert "Its name belongs to a folder, pipe or device, not to a file." in result.stderr
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)
