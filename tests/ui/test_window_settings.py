"""settings.py: typed values with defaults; damaged values never crash, they give the default."""

from __future__ import annotations

from triangles_qt import settings as settings_module
from triangles_qt.settings import NewGameChoices, Settings


def test_the_file_lives_in_the_data_dir(_isolated_data_dir):
    assert settings_module.data_dir() == _isolated_data_dir
    assert Settings().path == _isolated_data_dir / "settings.ini"


def test_defaults_when_there_is_no_file():
    s = Settings()
    assert s.theme == "nebula"
    assert s.language == ""
    assert s.animations is True
    assert s.window_geometry == b""
    assert s.new_game == NewGameChoices()
    assert s.new_game.size == 60 and s.new_game.opponent == "computer"


def test_values_survive_a_restart():
    s = Settings()
    s.theme = "daylight"
    s.language = "fi"
    s.animations = False
    s.window_geometry = b"\x01\xd9\xd0\xcb\x00\x03"
    choices = NewGameChoices(180, "computer", "hard", "Ann", "Computer", 1, True)
    s.new_game = choices
    s.sync()
    again = Settings()
    assert again.theme == "daylight"
    assert again.language == "fi"
    assert again.animations is False
    assert again.window_geometry == b"\x01\xd9\xd0\xcb\x00\x03"
    assert again.new_game == choices


def test_wrong_values_fall_back_to_the_defaults(_isolated_data_dir):
    (_isolated_data_dir / "settings.ini").write_text(
        "[view]\n"
        "theme=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper\\0\\0\\0\\0\\x1)\n"
        "animations=perhaps\n"
        "language=../../etc\n"
        "[window]\n"
        "geometry=%%%not base64%%%\n"
        "[new_game]\n"
        "size=61\n"
        "opponent=alien\n"
        "level=godlike\n"
        "first_player=7\n"
        "play_again=2\n"
        f"name1={'x' * 500}\n",
        encoding="utf-8",
    )
    s = Settings()
    assert s.theme == "nebula"
    assert s.animations is True
    assert s.language == ""
    assert s.window_geometry == b""
    assert s.new_game == NewGameChoices()


def test_garbage_file_gives_defaults(_isolated_data_dir):
    (_isolated_data_dir / "settings.ini").write_bytes(b"\x00\xff\xfe garbage [[[ \n=\n" * 100)
    s = Settings()
    assert s.theme == "nebula"
    assert s.new_game == NewGameChoices()


def test_window_opens_with_a_damaged_settings_file(make_window, _isolated_data_dir):
    (_isolated_data_dir / "settings.ini").write_bytes(
        b"[view]\ntheme=\x00\x01\n[window]\ngeometry=A"
    )
    window = make_window()
    assert window.theme.key == "nebula"
    assert window.game is not None
