"""`--size`, `--seed` and `--load` never throw the unfinished game of last time away unasked.

The real start runs in its own process (`triangles_qt.app.main`, as `python -m triangles_qt`
runs it), with an unfinished game in the data folder's autosave. The unfinished game comes back
on the board and the player is asked before it is given up for the game asked for: kept, it
stays on the board and in the autosave (and is not counted); given up, the new game is played,
and a game against the computer in which the person drew a line counts as a loss, as when New
game gives it up.
"""

from __future__ import annotations

import json

import pytest

from tests.app_process import driven_start, run_script, seen_by
from tests.persistence.games import TWO_PEOPLE, YOU_VS_COMPUTER, game_in_progress
from triangles_qt.engine import Board, Game, Rules
from triangles_qt.persistence import game_to_bytes

# Once the window is on screen: say what is on the board and whether the question is open,
# answer it (ANSWER: "keep", "abandon" or None for no question expected), say what is on the
# board and the status line then, and close the window.
ANSWER_THE_QUESTION = """
from PySide6.QtWidgets import QMessageBox, QPushButton

def on_window(window, seen):
    box = window.abandon_prompt.box
    seen["asked"] = box is not None and box.isVisible()
    seen["question"] = box.text() if box is not None else ""
    seen["seed_before"] = window.game.board.seed
    if box is not None:
        if ANSWER == "abandon":
            box.findChild(QPushButton, "confirmAbandonButton").click()
        else:
            box.button(QMessageBox.StandardButton.Cancel).click()
    QApplication.processEvents()
    seen["status"] = window.statusBar().currentMessage()
    seen["seed_after"] = window.game.board.seed
    seen["moves_after"] = window.game.move_count
    window.close()
    QApplication.processEvents()
"""

UNFINISHED_SEED = 5


def start(data_dir, arguments: list[str], answer: str | None) -> dict:
    script = driven_start(ANSWER_THE_QUESTION.replace("ANSWER", repr(answer)), arguments)
    return seen_by(run_script(data_dir, script))


def losses(data_dir) -> int:
    path = data_dir / "statistics.json"
    if not path.exists():
        return 0
    return sum(record["lost"] for record in json.loads(path.read_text())["records"])


def saved_game(data_dir) -> Game:
    return Game.from_record((data_dir / "autosave.triangles").read_bytes())


@pytest.fixture
def unfinished(_isolated_data_dir):
    """An unfinished game against the computer, the person's lines drawn, in the autosave."""
    game = game_in_progress(9, YOU_VS_COMPUTER, seed=UNFINISHED_SEED)
    (_isolated_data_dir / "autosave.triangles").write_bytes(game_to_bytes(game))
    return game


@pytest.mark.parametrize("arguments", [["--seed", "7"], ["--size", "60"]], ids=["seed", "size"])
def test_kept_the_unfinished_game_stays_on_the_board_and_saved(
    _isolated_data_dir, unfinished, arguments
):
    seen = start(_isolated_data_dir, arguments, "keep")
    assert seen["asked"], "the player is asked before the unfinished game is given up"
    assert seen["seed_before"] == seen["seed_after"] == UNFINISHED_SEED
    assert seen["moves_after"] == unfinished.move_count
    assert saved_game(_isolated_data_dir) == unfinished, "the autosave still holds it"
    assert losses(_isolated_data_dir) == 0


def test_given_up_the_game_asked_for_is_played_and_the_loss_counted(_isolated_data_dir, unfinished):
    seen = start(_isolated_data_dir, ["--seed", "7"], "abandon")
    assert seen["asked"]
    assert "loss" in seen["question"]
    assert seen["seed_after"] == 7 and seen["moves_after"] == 0
    assert saved_game(_isolated_data_dir).board.seed == 7
    assert losses(_isolated_data_dir) == 1, "given up against the computer: a loss"


def test_load_asks_too(_isolated_data_dir, unfinished, tmp_path):
    other = Game(Board.generate(24, seed=11), Rules())
    path = tmp_path / "other.triangles"
    path.write_bytes(game_to_bytes(other))
    seen = start(_isolated_data_dir, ["--load", str(path)], "keep")
    assert seen["asked"]
    assert seen["seed_after"] == UNFINISHED_SEED
    assert saved_game(_isolated_data_dir) == unfinished


def test_an_unfinished_game_between_two_people_is_asked_about_too(_isolated_data_dir):
    game = game_in_progress(6, TWO_PEOPLE, seed=UNFINISHED_SEED)
    (_isolated_data_dir / "autosave.triangles").write_bytes(game_to_bytes(game))
    seen = start(_isolated_data_dir, ["--seed", "7"], "keep")
    assert seen["asked"] and "loss" not in seen["question"]
    assert saved_game(_isolated_data_dir) == game


def test_with_nothing_unfinished_the_game_asked_for_starts_at_once(_isolated_data_dir):
    seen = start(_isolated_data_dir, ["--seed", "7"], None)
    assert not seen["asked"]
    assert seen["seed_after"] == 7


# The question and the status line after Cancel, for `--size 60 --seed 5` over an unfinished game
# against the computer, per language (the English words are the source the others translate).
NAMED = {
    "en": (
        "Abandon this game for the new one (60 stars, board 5)? It counts as a loss.",
        "The new game (60 stars, board 5) was not started: your game goes on.",
    ),
    "id": (
        "Tinggalkan permainan ini demi permainan baru (60 bintang, papan 5)? Permainan ini akan "
        "dihitung sebagai kekalahan.",
        "Permainan baru (60 bintang, papan 5) tidak dimulai: permainan Anda berlanjut.",
    ),
    "ro": (
        "Abandonezi acest joc pentru cel nou (60 de stele, tabla 5)? Va conta ca înfrângere.",
        "Jocul nou (60 de stele, tabla 5) nu a fost început: jocul tău continuă.",
    ),
    "fi": (
        "Luovutatko tämän pelin uuden vuoksi (60 tähteä, lauta 5)? Se lasketaan tappioksi.",
        "Uutta peliä (60 tähteä, lauta 5) ei aloitettu: pelisi jatkuu.",
    ),
}


@pytest.mark.parametrize("code", sorted(NAMED))
def test_the_question_names_the_board_asked_for_and_cancel_says_it_was_not_started(
    _isolated_data_dir, unfinished, code
):
    seen = start(_isolated_data_dir, ["--lang", code, "--size", "60", "--seed", "5"], "keep")
    question, status = NAMED[code]
    assert seen["asked"] and seen["question"] == question
    assert seen["seed_after"] == UNFINISHED_SEED and seen["moves_after"] == unfinished.move_count
    assert seen["status"] == status
