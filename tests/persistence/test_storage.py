"""storage.py: atomic writes, quarantine, capped reads, game files and the settings.ini check."""

from __future__ import annotations

import os

import pytest

from triangles_qt import persistence as storage
from triangles_qt.persistence import (
    MAX_FILE_BYTES,
    DamagedFile,
    ProblemKind,
    atomic_write,
    check_settings_file,
    game_from_bytes,
    game_to_bytes,
    quarantine,
    quarantined_files,
    read_capped,
)
from triangles_qt.persistence.settings_file import SETTINGS_SCHEMA
from triangles_qt.settings import NewGameChoices, Settings

from .games import damaged_game_files, damaged_settings_files, game_in_progress


def test_data_dir_follows_the_environment_variable(_isolated_data_dir):
    assert storage.data_dir() == _isolated_data_dir


def test_atomic_write_replaces_the_whole_file(tmp_path):
    target = tmp_path / "deep" / "folder" / "file.json"
    atomic_write(target, b"first")
    atomic_write(target, b"second version")
    assert target.read_bytes() == b"second version"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]  # no temporary left


@pytest.mark.parametrize("failing", ["write", "replace", "fsync"])
def test_failed_atomic_write_keeps_the_old_file(tmp_path, monkeypatch, failing):
    folder = tmp_path / "folder"
    folder.mkdir()
    target = folder / "file.json"
    target.write_bytes(b"precious")

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if failing == "replace":
        monkeypatch.setattr(os, "replace", refuse)
    elif failing == "fsync":
        monkeypatch.setattr(os, "fsync", refuse)
    else:
        real_fdopen = os.fdopen

        class FullDisk:
            def __init__(self, stream):
                self.stream = stream

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.stream.close()

            def write(self, data):
                refuse()

        monkeypatch.setattr(os, "fdopen", lambda fd, mode: FullDisk(real_fdopen(fd, mode)))
    with pytest.raises(OSError):
        atomic_write(target, b"new bytes that never arrive")
    assert target.read_bytes() == b"precious"
    assert [p.name for p in folder.iterdir()] == ["file.json"]  # no temporary left


def test_quarantine_renames_with_a_timestamp_and_never_overwrites(tmp_path):
    target = tmp_path / "statistics.json"
    target.write_bytes(b"first damage")
    first = quarantine(target, now=0)
    target.write_bytes(b"second damage, same second")
    second = quarantine(target, now=0)
    assert first is not None and second is not None and first != second
    assert first.name.startswith("statistics.json.damaged-")
    assert first.read_bytes() == b"first damage"
    assert second.read_bytes() == b"second damage, same second"
    assert not target.exists()
    assert quarantined_files(target) == sorted([first, second])


def test_quarantine_of_a_missing_file_does_nothing(tmp_path):
    assert quarantine(tmp_path / "nothing.json") is None


def test_read_capped_refuses_huge_files(tmp_path):
    big = tmp_path / "big"
    big.write_bytes(b"x" * (MAX_FILE_BYTES + 1))
    with pytest.raises(DamagedFile) as caught:
        read_capped(big)
    assert caught.value.kind is ProblemKind.TOO_LARGE
    assert read_capped(tmp_path / "missing") is None


def test_a_game_survives_a_round_trip():
    game = game_in_progress()
    again = game_from_bytes(game_to_bytes(game))
    assert again.to_record() == game.to_record()
    assert again.scores == game.scores and again.current_player == game.current_player


EXPECTED_GAME_KINDS = {
    "empty": ProblemKind.EMPTY,
    "truncated": ProblemKind.NOT_VALID,
    "wrong_types": ProblemKind.WRONG_DATA,
    "garbage": ProblemKind.NOT_TEXT,
    "huge": ProblemKind.TOO_LARGE,
    "unknown_version": ProblemKind.UNKNOWN_VERSION,
    "illegal_moves": ProblemKind.ILLEGAL_MOVES,
}


@pytest.mark.parametrize("case", sorted(EXPECTED_GAME_KINDS))
def test_damaged_game_files_are_told_apart(tmp_path, case):
    path = tmp_path / "game.triangles"
    path.write_bytes(damaged_game_files()[case])
    with pytest.raises(DamagedFile) as caught:
        storage.read_game_file(path)
    assert caught.value.kind is EXPECTED_GAME_KINDS[case]


def test_nothing_in_a_game_file_is_executed(tmp_path):
    record = game_in_progress().to_record()
    record["players"][0]["name"] = "__import__('os').system('touch pwned')"
    game = game_from_bytes(game_to_bytes(game_in_progress()).replace(b'"You"', b'"x"'))
    assert game.players[0].name == "x"
    path = tmp_path / "pickle.triangles"
    path.write_bytes(b"\x80\x04\x95" + b"cos\nsystem\n(S'touch pwned'\ntR.")  # a pickle
    with pytest.raises(DamagedFile):
        storage.read_game_file(path)
    assert not (tmp_path / "pwned").exists()


@pytest.mark.parametrize("case", sorted(damaged_settings_files()))
def test_damaged_settings_are_quarantined(_isolated_data_dir, case):
    original = damaged_settings_files()[case]
    path = _isolated_data_dir / "settings.ini"
    path.write_bytes(original)
    problem = check_settings_file()
    assert problem is not None
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == original
    assert not path.exists()
    assert Settings().new_game == NewGameChoices()  # the defaults


def test_good_or_empty_settings_are_left_alone(_isolated_data_dir):
    path = _isolated_data_dir / "settings.ini"
    assert check_settings_file() is None  # no file yet
    path.write_bytes(b"")
    assert check_settings_file() is None
    settings = Settings()
    settings.theme = "daylight"
    settings.language = "fi"
    settings.animations = False
    settings.window_geometry = b"\x01\x02geometry"
    settings.new_game = NewGameChoices(size=120, opponent="computer", level="hard", name1="Äli")
    settings.sync()
    del settings
    before = path.read_bytes()
    assert check_settings_file() is None
    assert path.read_bytes() == before


def test_the_settings_schema_knows_every_key_settings_writes(_isolated_data_dir):
    from PySide6.QtCore import QSettings

    settings = Settings()
    settings.theme = "nebula"
    settings.language = "ro"
    settings.animations = True
    settings.window_geometry = b"g"
    settings.new_game = NewGameChoices()
    settings.sync()
    written = set(QSettings(str(settings.path), QSettings.Format.IniFormat).allKeys())
    assert written == set(SETTINGS_SCHEMA)
