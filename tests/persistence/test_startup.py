"""Starting the real app (`python -m triangles_qt`) with damaged files in its data folder."""

from __future__ import annotations

import os
import stat

import pytest
from PySide6.QtGui import QImage

from triangles_qt.persistence import AutosaveStore, quarantined_files

from ..app_process import PLAY_A_LINE, driven_start, run_app, run_script, seen_by
from .games import (
    damaged_game_files,
    damaged_settings_files,
    damaged_statistics_files,
    game_in_progress,
)


@pytest.mark.parametrize("case", ["garbage", "truncated", "huge"])
def test_a_screenshot_run_with_damaged_files_exits_0(_isolated_data_dir, tmp_path, case):
    originals = {
        "settings.ini": damaged_settings_files()[case],
        "statistics.json": damaged_statistics_files()[case],
        "autosave.triangles": damaged_game_files()[case],
    }
    for name, data in originals.items():
        (_isolated_data_dir / name).write_bytes(data)
    picture = tmp_path / "out.png"
    result = run_app(_isolated_data_dir, "--screenshot", str(picture))
    assert result.returncode == 0, result.stderr
    assert not QImage(str(picture)).isNull()
    for name, data in originals.items():
        [kept] = quarantined_files(_isolated_data_dir / name)
        assert kept.read_bytes() == data
    assert "Your settings could not be read." in result.stderr
    assert "Your statistics could not be read." in result.stderr
    assert "The game in progress could not be restored." in result.stderr


def test_loading_a_damaged_game_file_starts_a_new_game(_isolated_data_dir, tmp_path):
    original = damaged_game_files()["illegal_moves"]
    path = tmp_path / "friend.triangles"
    path.write_bytes(original)
    picture = tmp_path / "out.png"
    result = run_app(_isolated_data_dir, "--load", str(path), "--screenshot", str(picture))
    assert result.returncode == 0, result.stderr
    assert "Could not open the game \u201cfriend.triangles\u201d." in result.stderr
    assert "A new game starts instead." in result.stderr
    assert path.read_bytes() == original
    assert not QImage(str(picture)).isNull()


def test_a_screenshot_run_leaves_the_autosave_alone(_isolated_data_dir, tmp_path):
    AutosaveStore().save(game_in_progress())
    before = (_isolated_data_dir / "autosave.triangles").read_bytes()
    picture = tmp_path / "out.png"
    result = run_app(
        _isolated_data_dir, "--size", "24", "--seed", "3", "--screenshot", str(picture)
    )
    assert result.returncode == 0, result.stderr
    assert (_isolated_data_dir / "autosave.triangles").read_bytes() == before
    assert not (_isolated_data_dir / "statistics.json").exists()


@pytest.mark.parametrize("case", ["truncated", "garbage"])
def test_the_app_starts_with_damaged_files_and_can_be_played(_isolated_data_dir, case):
    """main() itself: the messages wait for the window, which is usable at once."""
    (_isolated_data_dir / "settings.ini").write_bytes(damaged_settings_files()[case])
    (_isolated_data_dir / "statistics.json").write_bytes(damaged_statistics_files()[case])
    (_isolated_data_dir / "autosave.triangles").write_bytes(damaged_game_files()[case])
    seen = seen_by(run_script(_isolated_data_dir, driven_start(PLAY_A_LINE)))
    assert seen["code"] == 0
    assert len(seen["messages"]) == 3
    assert seen["box"] is not None and "Your statistics could not be read." in seen["box"]
    assert seen["moves"] == 1
    for name in ("settings.ini", "statistics.json", "autosave.triangles"):
        assert len(quarantined_files(_isolated_data_dir / name)) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")
def test_a_screenshot_to_a_named_pipe_is_refused_without_waiting(_isolated_data_dir, tmp_path):
    """Issue 42: `--screenshot PIPE` waited for ever for a reader of the pipe."""
    pipe = tmp_path / "picture.png"
    os.mkfifo(pipe)
    result = run_app(_isolated_data_dir, "--screenshot", str(pipe), timeout=90)
    assert result.returncode == 1
    assert (
        "The picture could not be saved as \u201cpicture.png\u201d. Its name belongs to a folder, "
        "pipe or device, not to a file. The file was left as it is and will not be changed."
    ) in result.stderr
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)


def test_a_screenshot_replaces_an_earlier_picture_all_at_once(_isolated_data_dir, tmp_path):
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    picture = pictures / "shot.png"
    picture.write_bytes(b"an earlier picture")
    result = run_app(_isolated_data_dir, "--screenshot", str(picture))
    assert result.returncode == 0, result.stderr
    assert not QImage(str(picture)).isNull()
    assert [p.name for p in pictures.iterdir()] == ["shot.png"]  # no temporary file left


def test_only_the_newest_damaged_copies_are_kept(_isolated_data_dir, tmp_path):
    """Issue 42: a file damaged at every start left one more copy each time, without end."""
    earlier = [
        "20261101-080000",
        "20261102-090000",
        "20261102-090000-2",  # a second one within that second
        "20261102-090000-10",  # the tenth: newer than the second
        "20261103-100000",
        "20261104-110000",
    ]
    for stamp in earlier:
        (_isolated_data_dir / f"statistics.json.damaged-{stamp}").write_bytes(
            b"old " + stamp.encode()
        )
    foreign = _isolated_data_dir / "statistics.json.damaged-by-hand.txt"  # not one the app made
    foreign.write_bytes(b"mine")
    damaged = damaged_statistics_files()["truncated"]
    (_isolated_data_dir / "statistics.json").write_bytes(damaged)
    result = run_app(_isolated_data_dir, "--screenshot", str(tmp_path / "x.png"))
    assert result.returncode == 0, result.stderr
    kept = quarantined_files(_isolated_data_dir / "statistics.json")
    assert len(kept) == 5 and kept[-1].read_bytes() == damaged  # the one set aside now
    assert [path.name.rpartition(".damaged-")[2] for path in kept[:-1]] == earlier[-4:]
    assert foreign.read_bytes() == b"mine"
