"""Nothing clipped or overlapping in any language, nor with every string 40 % longer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from triangles_qt.engine import Game, Player, Rules
from triangles_qt.i18n import LANGUAGES, set_language
from triangles_qt.settings import NewGameChoices
from triangles_qt.ui.end_dialog import EndDialog
from triangles_qt.ui.new_game_dialog import NewGameDialog
from triangles_qt.ui.rules_figures import draw_figure, two_triangles_figure
from triangles_qt.ui.rules_window import RulesWindow
from triangles_qt.ui.score_bar import ScoreBar
from triangles_qt.ui.themes import THEMES

from .layout_checks import PseudoTranslator, clipped_texts, mnemonic_clashes

MODES = [*LANGUAGES, "pseudo"]


@pytest.fixture(params=MODES)
def language(request, english):
    """Each real language, then English with every string lengthened by 40 %."""
    if request.param == "pseudo":
        translator = PseudoTranslator()
        QCoreApplication.installTranslator(translator)
        yield "pseudo"
        QCoreApplication.removeTranslator(translator)
    else:
        set_language(request.param)
        yield request.param


def finished_game(computer: bool) -> Game:
    """A finished game: the figure's square, played by a person and the computer or by two."""
    figure, _ = two_triangles_figure()
    players = (
        (Player(QApplication.translate("MainWindow", "You")), Player("Computer", "hard"))
        if computer
        else (Player("Anna-Kaarina"), Player("Bartholomew"))
    )
    game = Game(figure.board, Rules(), players)
    for i, j in figure.moves:
        game.play(i, j)
    return game


def shown(qtbot, keep, widget):
    keep(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.resize(widget.sizeHint().expandedTo(widget.minimumSizeHint()))
    QApplication.processEvents()
    return widget


@pytest.mark.parametrize("computer", [False, True])
def test_new_game_dialog(qtbot, keep, language, computer):
    choices = NewGameChoices(opponent="computer" if computer else "human")
    dialog = shown(qtbot, keep, NewGameDialog(choices))
    assert clipped_texts(dialog) == []
    assert mnemonic_clashes(dialog) == []
    assert dialog.width() <= 900


LONG_NAME = "Maximiliana Wilhelmina of Hohenzollern-S"  # 40 characters, the most a name has


def test_new_game_dialog_lays_itself_out_while_a_long_name_is_typed(qtbot, keep, language):
    dialog = shown(qtbot, keep, NewGameDialog(NewGameChoices(opponent="computer")))
    edit = dialog.name_edits[0]
    edit.clear()
    edit.setFocus()
    for letter in LONG_NAME:
        qtbot.keyClicks(edit, letter)
        QApplication.processEvents()
        assert clipped_texts(dialog) == [], edit.text()
        assert dialog.width() >= dialog.layout().totalMinimumSize().width()
    assert edit.text() == LONG_NAME
    radio = dialog.first_radios[0]
    assert radio.text() != LONG_NAME and radio.toolTip() == LONG_NAME  # shortened, whole on hover
    assert dialog.width() <= 900
    assert dialog.choices().name1 == LONG_NAME


@pytest.mark.parametrize("computer", [False, True])
def test_end_dialog(qtbot, keep, language, computer):
    dialog = shown(qtbot, keep, EndDialog(finished_game(computer), THEMES["nebula"]))
    assert clipped_texts(dialog) == []
    assert mnemonic_clashes(dialog) == []
    assert dialog.width() <= 900


def test_end_dialog_for_a_draw(qtbot, keep, language):
    game, _ = draw_figure()
    dialog = shown(qtbot, keep, EndDialog(game, THEMES["daylight"]))
    assert clipped_texts(dialog) == []


@pytest.mark.parametrize("computer", [False, True])
@pytest.mark.parametrize("thinking", [False, True])
def test_score_bar(qtbot, keep, language, computer, thinking):
    bar = ScoreBar()
    keep(bar)
    bar.set_theme(THEMES["nebula"])
    game = finished_game(computer).restarted()
    if computer:
        game.play(*game.legal_moves()[0])  # the computer to play
    bar.show_game(game)
    bar.set_thinking(thinking and computer)
    bar.resize(1000, bar.sizeHint().height())
    bar.show()
    qtbot.waitExposed(bar)
    assert clipped_texts(bar) == []
    bar.set_thinking(False)
    bar.show_game(finished_game(computer))
    QApplication.processEvents()
    assert clipped_texts(bar) == []


def test_rules_window(qtbot, keep, language):
    window = RulesWindow()
    keep(window)
    window.show()
    qtbot.waitExposed(window)
    for width in (560, 800):
        window.resize(width, 700)
        QApplication.processEvents()
        page = window.scroll_area.widget()
        assert clipped_texts(page) == []
        assert page.width() <= window.scroll_area.viewport().width()  # no sideways scrolling


@pytest.mark.parametrize("played", [False, True])
def test_statistics_dialog(qtbot, keep, language, tmp_path, played):
    from triangles_qt.persistence.statistics import StatisticsStore
    from triangles_qt.ui.statistics_dialog import StatisticsDialog

    store = StatisticsStore(tmp_path / "statistics.json")
    if played:
        store.add_game(finished_game(computer=True))
    dialog = shown(qtbot, keep, StatisticsDialog(store))
    assert clipped_texts(dialog) == []
    assert mnemonic_clashes(dialog) == []


@pytest.mark.parametrize("scale", ["1.5", "2"])
def test_dialogs_fit_at_high_dpi_scales(scale, tmp_path):
    """At 150 % and 200 % the dialogs were sized before their texts (the note under Board
    number and the end screen's buttons were cut): each language, in its own Qt process."""
    root = Path(__file__).resolve().parents[2]
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_SCALE_FACTOR=scale,
        TRIANGLES_DATA_DIR=str(tmp_path),
    )
    result = subprocess.run(
        [sys.executable, "-m", "tests.i18n.high_dpi_probe"],
        cwd=root,
        env=environment,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["scale"] == float(scale)
    assert report["problems"] == {}
