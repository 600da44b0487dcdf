"""Test-wide setup: Qt runs offscreen, and the app's data goes to a fresh folder per test."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path, monkeypatch):
    """Nothing a test does touches the real user's settings, statistics or saved games."""
    data_dir = tmp_path / "triangles-data"
    data_dir.mkdir()
    monkeypatch.setenv("TRIANGLES_DATA_DIR", str(data_dir))
    return data_dir
