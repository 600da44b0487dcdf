"""Names a person can read (issue 15): enforced in records and in the New Game dialog; messages
quote only a short, escaped excerpt of a bad value; the record cap is in bytes; Board(points)
refuses what is not a point with ValueError."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QValidator

from tests.app_process import run_app
from tests.persistence.games import open_file
from triangles_qt.engine import MAX_FILE_BYTES, Board, Game, RecordError
from triangles_qt.engine.record import excerpt, name_problem
from triangles_qt.persistence import AutosaveStore, ProblemKind, read_game_file
from triangles_qt.settings import MAX_NAME_LENGTH, NewGameChoices, Settings
from triangles_qt.ui.new_game_dialog import NameValidator, NewGameDialog, readable_name

from .games import game_in_progress

UNREADABLE_NAMES = {
    "lone surrogate": "Ana\ud800",
    "newline": "Ana\nBen",
    "escape": "\x1b[31mred",
    "nul": "A\x00",
    "C1 control": "A\x85B",
    "line separator": "A\u2028B",
    "too long": "x" * 101,
    "only spaces": "   ",
    "only a zero-width space": "\u200b",
    "only byte-order marks": "\ufeff\ufeff",
    "only a language tag": "\U000e0001",
    "only blanks of other scripts": " \u3164\u2800\u200b ",
    "a direction override": "Ana\u202eneB",
    "a direction isolate": "\u2067Ana",
}


def _record_text_with_name(name: str) -> str:
    record = game_in_progress().to_record()
    record["players"][0]["name"] = name
    return json.dumps(record)  # ensure_ascii: a lone surrogate is written as \ud800


@pytest.mark.parametrize("case", sorted(UNREADABLE_NAMES))
def test_a_record_with_an_unreadable_name_is_refused_naming_the_field(case):
    with pytest.raises(RecordError) as caught:
        Game.from_record(_record_text_with_name(UNREADABLE_NAMES[case]))
    message = str(caught.value)
    assert message.startswith("players[0].name ")
    assert message.isprintable() and len(message) < 200


def test_readable_names_of_every_script_are_fine():
    readable = ("Äli", "ねこ", "Ōma 👩‍💻", "Дмитрий", "عمر", "x" * MAX_NAME_LENGTH)
    # A mark that sets the direction of one place (not of the text after it), a name written
    # with a combining accent.
    readable += ("\u200fعمر", "Zoe\u0301")
    for name in readable:
        assert name_problem(name) is None
        assert Game.from_record(_record_text_with_name(name)).players[0].name == name


@pytest.mark.parametrize("case", ["only a zero-width space", "a direction override"])
def test_opening_a_game_with_a_name_no_one_can_see_or_that_turns_text_around_is_refused(
    make_window, tmp_path, case
):
    path = tmp_path / "names.triangles"
    path.write_text(_record_text_with_name(UNREADABLE_NAMES[case]))
    window = make_window()
    current = window.game
    open_file(window, path)
    assert window.game is current
    assert "Could not open the game" in window.files.messages[-1]
    with pytest.raises(Exception) as caught:
        read_game_file(path)
    assert caught.value.detail.startswith("players[0].name ")
    assert UNREADABLE_NAMES[case] not in window.files.messages[-1]


def _record_text_with_board_number(number: int) -> str:
    record = game_in_progress().to_record()
    record["board"]["seed"] = number
    return json.dumps(record)


def test_a_board_number_of_thousands_of_digits_is_refused_at_start(tmp_path):
    path = tmp_path / "long-number.triangles"
    path.write_text(_record_text_with_board_number(10**4000))
    result = run_app(tmp_path, "--load", str(path), "--screenshot", str(tmp_path / "x.png"))
    assert result.returncode == 0, result.stderr
    assert "Could not open the game \u201clong-number.triangles\u201d." in result.stderr
    assert "board.seed" in result.stderr and len(result.stderr) < 800


def test_board_numbers_any_version_wrote_still_open(qtbot):
    for number in (0, 999_999_999, 2**63 - 1):  # 0.1 took --seed up to 2**63 - 1
        game = Game.from_record(_record_text_with_board_number(number))
        assert game.board.seed == number
    for number in (2**63, -1):
        with pytest.raises(RecordError, match=r"board\.seed"):
            Game.from_record(_record_text_with_board_number(number))


def test_an_autosave_with_a_lone_surrogate_is_set_aside_and_saving_works(_isolated_data_dir):
    path = _isolated_data_dir / "autosave.triangles"
    path.write_text(_record_text_with_name("Ana\ud800"))
    store = AutosaveStore()
    game, problem = store.load()
    assert game is None and problem.kind is ProblemKind.WRONG_DATA
    assert problem.kept_as is not None
    assert store.save(game_in_progress()) is None  # no UnicodeEncodeError, ever after


def test_a_message_quotes_a_huge_value_in_a_short_escaped_excerpt(tmp_path, make_window):
    huge = "\x07" + "A" * 1_000_000
    path = tmp_path / "huge-name.triangles"
    path.write_text(_record_text_with_name(huge))
    window = make_window()
    open_file(window, path)
    message = window.files.messages[-1]
    assert len(message) < 400
    with pytest.raises(Exception) as caught:
        read_game_file(path)
    assert len(caught.value.detail) < 200 and "\\x07" in caught.value.detail


def test_excerpt_is_short_and_escaped():
    assert excerpt("Ana\ud800\n") == "\u201cAna\\ud800\\n\u201d"
    assert len(excerpt("y" * 10**6)) < 50
    assert len(excerpt(10**4000)) < 80  # not even converted to 4,000 digits
    assert len(excerpt(list(range(10**5)))) < 80


def test_the_record_cap_is_in_bytes_not_characters():
    two_byte_characters = "é" * (MAX_FILE_BYTES // 2 + 10)  # under the cap in characters
    text = '{"format": "triangles-game", "pad": "' + two_byte_characters + '"}'
    assert len(text) < MAX_FILE_BYTES < len(text.encode())
    with pytest.raises(RecordError, match="larger than 5 MB"):
        Game.from_record(text)


@pytest.mark.parametrize("point", [{1, 2}, {"x": 1, "y": 2}, {0: 1, 1: 2}, "12", b"12", 7, None])
def test_board_refuses_a_point_that_is_not_a_pair_with_value_error(point):
    with pytest.raises(ValueError, match="star 2"):
        Board([(0, 0), (100, 100), point, (300, 40)])


def test_board_does_not_repeat_a_coordinate_of_thousands_of_digits():
    with pytest.raises(ValueError) as caught:
        Board([(0, 0), (100, 100), (10**5000, 1)])
    assert len(str(caught.value)) < 100


# -- The New Game dialog ------------------------------------------------------------------------


@pytest.mark.parametrize("case", sorted(set(UNREADABLE_NAMES) - {"too long", "only spaces"}))
def test_the_dialog_refuses_unreadable_characters(qtbot, case):
    validator = NameValidator()
    state, _, _ = validator.validate(UNREADABLE_NAMES[case], 0)
    assert state == QValidator.State.Invalid
    assert validator.validate("Ana Ōma", 0)[0] == QValidator.State.Acceptable
    assert validator.validate("", 0)[0] == QValidator.State.Acceptable  # default name


def test_the_dialog_never_hands_out_an_unreadable_or_long_name(qtbot):
    dialog = NewGameDialog(NewGameChoices(opponent="human"))
    qtbot.addWidget(dialog)
    edit = dialog.name_edits[0]
    assert edit.maxLength() == MAX_NAME_LENGTH
    edit.clear()
    edit.insert("Ana")
    edit.insert("\x1b[31m")  # typed or pasted: refused
    edit.insert(" Ōma")
    assert edit.text() == "Ana Ōma"
    edit.setText("Ana\x00Ben")  # setText bypasses the validator, as a paste into a model would
    assert dialog.choices().name1 == dialog.default_names(False)[0]
    edit.setText("  Ōma  ")
    assert dialog.choices().name1 == "Ōma"
    assert readable_name("x" * 90, "Default") == "x" * MAX_NAME_LENGTH


def test_remembered_names_that_no_one_can_read_fall_back_to_the_default(_isolated_data_dir):
    (_isolated_data_dir / "settings.ini").write_text('[new_game]\nname1="A\\x1b[31m"\nname2=Ben\n')
    settings = Settings()
    assert settings.new_game.name1 == ""
    assert settings.new_game.name2 == "Ben"


# -- Fuzzed records: RecordError and nothing else, with short messages ----------------------------

_JSON_LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**4000), max_value=10**4000),
    st.sampled_from([0, 1, 2, -1, 2**63, 10**4200]),
    st.text(max_size=30),
    st.sampled_from(["\ud800", "a\x00", "x" * 2000, "easy", "hard", "\u2028"]),
)
_JSON_VALUES = st.recursive(
    _JSON_LEAVES,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
_PATHS = [
    ("version",),
    ("board",),
    ("board", "stars"),
    ("board", "stars", 0),
    ("board", "tolerance"),
    ("board", "n"),
    ("board", "seed"),
    ("rules", "play_again"),
    ("players", 0),
    ("players", 0, "name"),
    ("players", 1, "computer"),
    ("first_player",),
    ("moves",),
    ("moves", 0),
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(_PATHS), value=_JSON_VALUES, as_text=st.booleans())
def test_a_fuzzed_record_loads_or_raises_record_error_with_a_short_message(path, value, as_text):
    record = game_in_progress(moves=3).to_record()
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    try:
        source = json.dumps(record) if as_text else record
    except ValueError:  # an integer json.dumps itself refuses to write: nothing to load
        return
    try:
        Game.from_record(source)
    except RecordError as error:
        assert len(str(error)) < 400
