"""Opening a big game through the window's Open path never holds up the window: the board
takes a whole game in one pass."""

from __future__ import annotations

import random

import pytest

from tests.persistence.games import TWO_PEOPLE, open_file
from triangles_qt import persistence as storage
from triangles_qt.engine import Board, Game, Rules
from triangles_qt.ui.board.layers import LineLayer, TriangleLayer
from triangles_qt.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.board_view.set_animations_enabled(False)
    yield win
    win.session.shutdown(5000)


def finished_game(stars: int, seed: int = 3) -> Game:
    """A game played to its end by seeded random lines (the same every run)."""
    game = Game(Board.generate(stars, seed=seed), Rules(), TWO_PEOPLE)
    rng = random.Random(seed)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(*(int(v) for v in moves[rng.randrange(len(moves))]))
    return game


def test_a_whole_game_goes_on_the_board_in_one_pass(window, tmp_path, monkeypatch):
    """Each layer repaints once for an opened game, not once for each of its lines and
    triangles (a copy of its tables per line, and a repaint per line, add up on big boards)."""
    game = finished_game(60)
    assert game.move_count > 100 and len(game.triangles) > 20
    path = tmp_path / "finished.triangles"
    path.write_bytes(storage.game_to_bytes(game))
    repaints = {LineLayer: 0, TriangleLayer: 0}

    def counting(layer_class):
        repaint = layer_class.update

        def update(layer, *area):
            repaints[layer_class] += 1
            repaint(layer, *area)

        return update

    for layer_class in repaints:
        monkeypatch.setattr(layer_class, "update", counting(layer_class))
    open_file(window, path)
    assert window.board_view.board_scene.drawn_lines() == game.lines
    assert window.board_view.board_scene.drawn_triangles() == game.triangles
    assert repaints == {LineLayer: 1, TriangleLayer: 1}
