"""Files written before the levels became the `Level` enum still read, and are written back with
the same words: a saved game, the statistics and the settings store a level as its value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triangles_qt.engine import Level
from triangles_qt.persistence import game_from_bytes, game_to_bytes
from triangles_qt.persistence.statistics import Statistics
from triangles_qt.settings import Settings

OLD_RECORD = Path(__file__).parents[1] / "engine" / "records" / "analysed_alternate.triangles"
# Statistics as version 2 of the file has them (version 1 has no accuracies).
OLD_STATISTICS = {
    "format": "triangles-statistics",
    "version": 2,
    "records": [
        {"level": "easy", "size": 24, "played": 1, "won": 0, "lost": 0, "drawn": 1,
         "streak": 0, "best_streak": 0},
        {"level": "medium", "size": 60, "played": 2, "won": 1, "lost": 1, "drawn": 0,
         "streak": 0, "best_streak": 1},
        {"level": "hard", "size": 60, "played": 6, "won": 3, "lost": 1, "drawn": 2,
         "streak": 0, "best_streak": 2},
    ],
    "accuracies": [{"level": "hard", "size": 60, "accuracy": 87.5, "game": "3f09c2a41b7e66d0"}],
}  # fmt: skip


def test_an_old_saved_game_reads_its_computer_level_and_writes_it_back_as_it_was():
    data = OLD_RECORD.read_bytes()
    game = game_from_bytes(data)
    assert [player.computer for player in game.players] == [None, Level.HARD]
    players = json.loads(game_to_bytes(game))["players"]
    assert players == json.loads(data)["players"]
    assert players[1]["computer"] == "hard"


def test_old_statistics_read_per_level_and_are_written_back_with_the_same_words():
    statistics = Statistics.from_json_bytes(json.dumps(OLD_STATISTICS).encode())
    assert [(level, size) for level, size, _ in statistics.rows()] == [
        (Level.EASY, 24),
        (Level.MEDIUM, 60),
        (Level.HARD, 60),
    ]
    assert statistics.record(Level.HARD, 60).won == 3
    assert statistics.accuracies[0].level is Level.HARD
    written = json.loads(statistics.to_json_bytes())
    assert written["records"] == OLD_STATISTICS["records"]
    assert written["accuracies"] == OLD_STATISTICS["accuracies"]


@pytest.mark.parametrize("level", list(Level))
def test_old_settings_read_the_level_and_write_it_back_as_it_was(_isolated_data_dir, level):
    path = _isolated_data_dir / "settings.ini"
    path.write_text(f"[new_game]\nlevel={level.value}\nsize=80\n", encoding="utf-8")
    settings = Settings()
    choices = settings.new_game
    assert choices.level is level
    settings.new_game = choices
    settings.sync()
    assert f"level={level.value}\n" in path.read_text(encoding="utf-8")
    assert Settings().new_game.level is level
