"""The board stays the same size however long it is used: animations leave nothing behind.

Two defects of 0.1: every refusal and every hint made an animation object that was never
deleted (0 to 400 child objects after 200 of each), and every animated line left a weak
reference behind (about 130 a game). Counts are taken after a warm-up, with deferred deletes
run, and must stay flat.
"""

from __future__ import annotations

import gc
import random
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject

from triangles_qt.engine import Board, Game, Reason
from triangles_qt.ui.board.view import BoardView


@pytest.fixture
def view(qtbot) -> BoardView:
    board_view = BoardView()
    qtbot.addWidget(board_view)
    board_view.resize(800, 500)
    board_view.set_animations_enabled(True)
    board_view.show()
    qtbot.waitExposed(board_view)
    return board_view


def run_deferred_deletes(qtbot) -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(1)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def qt_children(view: BoardView) -> int:
    return len(view.findChildren(QObject))


def python_objects() -> tuple[int, int]:
    """(objects the garbage collector tracks, weak references among them)."""
    gc.collect()
    objects = gc.get_objects()
    return len(objects), sum(1 for o in objects if isinstance(o, weakref.ReferenceType))


def play_animated_game(view: BoardView, seed: int, rng: random.Random) -> None:
    """A whole game, each line synced with its animation; the next sync ends the last one."""
    game = Game(Board.generate(12, seed=seed))
    view.set_game(game)
    while not game.is_over:
        moves = game.legal_moves()
        i, j = moves[rng.randrange(len(moves))]
        game.play(int(i), int(j))
        view.sync(animate=True)
        if rng.random() < 0.2:
            a, b, _ = game.lines[-1]
            view.show_refusal(a, b, Reason.EXISTS)
        if rng.random() < 0.2 and not game.is_over:
            k, m = game.legal_moves()[0]
            view.show_hint(int(k), int(m))
    view.sync(animate=False)


def test_refusals_and_hints_leave_no_objects_behind(qtbot, view):
    game = Game(Board.generate(24, seed=3))
    view.set_game(game)
    i, j = map(int, game.legal_moves()[0])
    game.play(i, j)
    view.sync(animate=False)
    k, m = map(int, game.legal_moves()[0])
    view.show_refusal(i, j, Reason.EXISTS)
    view.show_hint(k, m)
    run_deferred_deletes(qtbot)
    before = qt_children(view)
    for _ in range(200):
        view.show_refusal(i, j, Reason.EXISTS)
        view.show_hint(k, m)
    run_deferred_deletes(qtbot)
    assert view.board_scene.flash.isVisible() and view.board_scene.hint.isVisible()
    assert qt_children(view) - before <= 2


def test_animated_games_leave_no_objects_or_weak_references_behind(qtbot, view):
    rng = random.Random(5)
    for seed in range(3):  # warm-up: caches fill, first-use objects appear
        play_animated_game(view, seed, rng)
    run_deferred_deletes(qtbot)
    children = qt_children(view)
    objects, weak_references = python_objects()
    games = 12
    for seed in range(3, 3 + games):
        play_animated_game(view, seed, rng)
    run_deferred_deletes(qtbot)
    after_objects, after_weak_references = python_objects()
    assert qt_children(view) - children <= 2
    # 12-star games have about 20 lines each: one reference left per line would be ~240.
    assert after_weak_references - weak_references <= 10
    assert after_objects - objects <= 300
