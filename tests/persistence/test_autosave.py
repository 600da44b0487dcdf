"""autosave.py: the game in progress is saved atomically and comes back exactly."""

from __future__ import annotations

import os

import pytest

from triangles_qt.persistence import AutosaveStore, ProblemKind

from .games import damaged_game_files, game_in_progress, one_line_from_the_end


def test_an_unfinished_game_comes_back_exactly(tmp_path):
    store = AutosaveStore(tmp_path / "autosave.triangles")
    game = game_in_progress()
    assert store.save(game) is None
    resumed, problem = AutosaveStore(store.path).load()
    assert problem is None and resumed is not None
    assert resumed.to_record() == game.to_record()
    assert resumed.scores == game.scores
    assert resumed.current_player == game.current_player
    assert resumed.triangles == game.triangles
    assert resumed.rules == game.rules and resumed.players == game.players


def test_a_finished_game_is_not_resumed(tmp_path):
    store = AutosaveStore(tmp_path / "autosave.triangles")
    game, move = one_line_from_the_end("won")
    game.play(*move)
    assert store.save(game) is None
    assert store.load() == (None, None)
    assert store.path.exists()  # kept, not deleted


def test_no_autosave_is_not_a_problem(tmp_path):
    assert AutosaveStore(tmp_path / "autosave.triangles").load() == (None, None)


@pytest.mark.parametrize("case", sorted(damaged_game_files()))
def test_a_damaged_autosave_is_kept_aside(tmp_path, case):
    original = damaged_game_files()[case]
    store = AutosaveStore(tmp_path / "autosave.triangles")
    store.path.write_bytes(original)
    game, problem = store.load()
    assert game is None and problem is not None
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == original
    assert store.save(game_in_progress()) is None
    assert problem.kept_as.read_bytes() == original


def test_a_failed_autosave_keeps_the_previous_position(tmp_path, monkeypatch):
    store = AutosaveStore(tmp_path / "autosave.triangles")
    earlier = game_in_progress(moves=4)
    assert store.save(earlier) is None

    def read_only(*args):
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", read_only)
        problem = store.save(game_in_progress(moves=8))
    assert problem is not None and problem.kind is ProblemKind.WRITE_FAILED
    resumed, _ = store.load()
    assert resumed.to_record() == earlier.to_record()
