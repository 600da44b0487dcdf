"""The command line, run the way a player (or README) runs it: `python -m triangles_qt ...`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from triangles_qt import __version__
from triangles_qt.command_line import parse_arguments
from triangles_qt.engine import Board, Game
from triangles_qt.ui.main_window import DEFAULT_WINDOW_SIZE

from ..app_process import run_app, run_script
from ..selection import slow_among


def distinct_colours(image: QImage, step: int = 7) -> int:
    colours = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            colours.add(image.pixel(x, y))
    return len(colours)


def test_screenshot_writes_a_picture_of_the_window(tmp_path, _isolated_data_dir):
    out = tmp_path / "out.png"
    result = run_app(tmp_path, "--screenshot", str(out), "--size", "60", "--seed", "3")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (
        DEFAULT_WINDOW_SIZE.width(),
        DEFAULT_WINDOW_SIZE.height(),
    )
    assert distinct_colours(image) > 50  # a sky, stars, the score bar: not a blank window


def test_screenshot_of_a_game_in_progress(tmp_path):
    out = tmp_path / "game.png"
    empty = tmp_path / "empty.png"
    args = ("--size", "24", "--seed", "8")
    assert run_app(tmp_path, "--screenshot", str(empty), *args).returncode == 0
    result = run_app(tmp_path, "--screenshot", str(out), *args, "--demo-moves", "20")
    assert result.returncode == 0, result.stderr
    # The lines drawn make the picture differ from the empty board's.
    assert QImage(str(out)) != QImage(str(empty))


def test_load_a_saved_game(tmp_path):
    game = Game(Board.generate(24, seed=5))
    for _ in range(6):
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))
    saved = tmp_path / "game.triangles"
    saved.write_text(json.dumps(game.to_record()), encoding="utf-8")
    out = tmp_path / "loaded.png"
    result = run_app(tmp_path, "--load", str(saved), "--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert not QImage(str(out)).isNull()


# Each case starts the app: a missing file and broken JSON in the default selection.
@pytest.mark.parametrize(
    "content",
    slow_among(
        [None, b"", b"{not json", b"\x00\xff" * 50, b'{"format": 1}'],
        slow=[b"", b"\x00\xff" * 50, b'{"format": 1}'],
    ),
)
def test_a_bad_file_gives_a_message_and_a_fresh_game(tmp_path, content):
    path = tmp_path / "bad.triangles"
    if content is not None:
        path.write_bytes(content)
    out = tmp_path / "fresh.png"
    result = run_app(tmp_path, "--load", str(path), "--screenshot", str(out))
    assert result.returncode == 0
    assert "Could not open" in result.stderr
    assert "Traceback" not in result.stderr
    assert not QImage(str(out)).isNull()


def test_version(tmp_path):
    result = run_app(tmp_path, "--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"triangles {__version__}"


def test_help(tmp_path):
    result = run_app(tmp_path, "--help")
    assert result.returncode == 0
    for option in ("--size", "--seed", "--load", "--lang", "--screenshot", "--version"):
        assert option in result.stdout
    assert "--demo-moves" not in result.stdout


def test_help_lists_every_option_and_variable_the_readme_documents(tmp_path):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`(?:triangles )?(--[a-z][a-z-]*)", readme))
    assert {"--size", "--check-computer", "--help"} <= documented
    shown = run_app(tmp_path, "--help").stdout
    assert [option for option in sorted(documented) if option not in shown] == []
    assert "TRIANGLES_DATA_DIR" in readme and "TRIANGLES_DATA_DIR" in shown


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--size", "2"], "from 3 to 300 stars"),
        (["--size", "301"], "from 3 to 300 stars"),
        (["--size", "many"], "not a whole number"),
        (["--seed", "-1"], "from 0 to 999999999"),
        (["--seed", "1000000000"], "from 0 to 999999999"),
        (["--lang", "../x"], "language code"),
        (["--frobnicate"], "unrecognized arguments"),
        (["--load", "a.triangles", "--size", "24"], "cannot be combined"),
    ],
)
def test_impossible_options_exit_2_with_a_message(tmp_path, args, message):
    result = run_app(tmp_path, *args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_a_number_thousands_of_digits_long_is_quoted_in_part(tmp_path):
    for option in ("--size", "--seed"):
        result = run_app(tmp_path, option, "9" * 5001)
        assert result.returncode == 2
        assert "from " in result.stderr and "\u2026" in result.stderr
        assert len(result.stderr) < 600, result.stderr  # not 5 KB of digits
        assert "Traceback" not in result.stderr


# The real start with --lang, writing a picture; then the language the app chose.
START_IN_LANGUAGE = """
from triangles_qt import app, i18n
code = app.main(["triangles", "--lang", LANGUAGE, "--screenshot", PICTURE, "--size", "24"])
print(i18n.current_language(), code)
"""


# Each case starts the app: two forms of locale name in the default selection.
@pytest.mark.parametrize(
    ("code", "language"),
    [
        ("fi_FI.UTF-8", "fi"),
        ("ro_RO@euro", "ro"),
        *(
            pytest.param(*case, marks=pytest.mark.slow)
            for case in (("id_ID.utf8@x", "id"), ("pl_PL.UTF-8", "pl"), ("en_GB.UTF-8", "en"))
        ),
    ],
)
def test_a_locale_name_chooses_its_language(tmp_path, code, language):
    script = START_IN_LANGUAGE.replace("LANGUAGE", repr(code)).replace(
        "PICTURE", repr(str(tmp_path / "x.png"))
    )
    result = run_script(tmp_path, script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [language, "0"]
    assert "No translation" not in result.stderr


@pytest.mark.parametrize(
    "code", slow_among(["de_DE.UTF-8", "C.UTF-8", "sv"], slow=["C.UTF-8", "sv"])
)
def test_another_language_starts_in_english_and_says_so(tmp_path, code):
    script = START_IN_LANGUAGE.replace("LANGUAGE", repr(code)).replace(
        "PICTURE", repr(str(tmp_path / "x.png"))
    )
    result = run_script(tmp_path, script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["en", "0"]
    assert "No translation for language" in result.stderr and "using English" in result.stderr


def test_parse_arguments():
    arguments = parse_arguments(["--size", "120", "--seed", "77", "--lang", "fi"])
    assert (arguments.size, arguments.seed, arguments.lang) == (120, 77, "fi")
    assert parse_arguments(["--size", "0024", "--lang", "fi_FI.UTF-8"]).size == 24
    assert parse_arguments(["--lang", "ro_RO@euro"]).lang == "ro_RO"
    assert arguments.load is None and arguments.screenshot is None and arguments.demo_moves == 0


def test_unknown_language_is_ignored_gracefully(tmp_path):
    out = tmp_path / "x.png"
    result = run_app(tmp_path, "--lang", "xx", "--screenshot", str(out), "--size", "24")
    assert result.returncode == 0
    assert "No translation" in result.stderr


def test_screenshot_of_a_finished_game_opens_no_dialog(tmp_path):
    game = Game(Board([(100, 100), (700, 100), (100, 600)]))
    game.replay([(0, 1), (0, 2), (1, 2)])
    assert game.is_over
    saved = tmp_path / "done.triangles"
    saved.write_text(json.dumps(game.to_record()), encoding="utf-8")
    out = tmp_path / "done.png"
    result = run_app(tmp_path, "--load", str(saved), "--screenshot", str(out), timeout=30)
    assert result.returncode == 0, result.stderr
    assert not QImage(str(out)).isNull()


def test_screenshot_leaves_the_remembered_window_size_alone(tmp_path):
    from triangles_qt.settings import Settings

    settings = Settings(tmp_path / "settings.ini")
    settings.window_geometry = b"remembered"
    settings.sync()
    out = tmp_path / "x.png"
    assert run_app(tmp_path, "--screenshot", str(out), "--size", "24").returncode == 0
    assert Settings(tmp_path / "settings.ini").window_geometry == b"remembered"
