"""A monkey plays on the board: thousands of random mouse, touch, key and resize events.

It plays in a real main window, so every line it asks for goes through the real session (check,
play or refuse, undo, hints) and the window's wiring back to the board. Nothing may raise, and
after every event the scene shows exactly the game's lines and triangles.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem

from triangles_qt.engine import Board, Game
from triangles_qt.ui.board.view import BoardView
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.themes import THEMES

from .images import max_difference

KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Space,
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
    Qt.Key.Key_A,
)
# How far (per colour channel) the cached board may be from one drawn from scratch.
CACHED_EDGE_TOLERANCE = 8
SIZES = ((900, 560), (500, 800), (320, 240), (1280, 720), (700, 700), (240, 420))


def assert_screen_is_up_to_date(view: BoardView) -> None:
    """What the view last put on screen equals the view painted afresh.

    The view repaints only the areas that changed; an item that paints outside the area it
    declares would leave traces on screen that a fresh paint does not have. Animations are
    stopped for the comparison, and a timer that changes something between the two pictures
    (a flash ending) gets another try.
    """
    animated = view.animations_enabled()
    view.set_animations_enabled(False)
    difference = 0
    for _ in range(3):
        QApplication.processEvents()  # paint what is pending
        on_screen = view.screen().grabWindow(view.winId()).toImage()
        fresh = view.grab().toImage()
        if on_screen.size() != fresh.size():
            break
        difference = max_difference(on_screen, fresh)
        if difference <= 2:
            break
    view.set_animations_enabled(animated)
    assert difference <= 2


class Monkey:
    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window = window
        self.view = window.board_view
        self.session = window.session
        self.rng = rng
        self.device = QTest.createTouchDevice()
        self.touching = False
        self.pressed = False
        self.played = 0
        self.refused = 0
        self.session.moved.connect(self.on_moved)
        self.session.refused.connect(self.on_refused)

    @property
    def game(self) -> Game:
        game = self.session.game
        assert game is not None
        return game

    def on_moved(self, _move) -> None:
        self.played += 1

    def on_refused(self, i: int, j: int, _reason) -> None:
        assert i != j
        self.refused += 1

    def point(self) -> QPoint:
        """Mostly on or near a star, sometimes anywhere (also outside the board)."""
        view = self.view
        viewport = view.viewport()
        if self.rng.random() < 0.75:
            star = self.rng.randrange(len(self.game.board.points))
            x, y = self.game.board.points[star]
            base = view.mapFromScene(QPointF(x, y))
            jitter = int(self.rng.choice((0, 0, 4, 12, 30)))
            return base + QPoint(
                self.rng.randint(-jitter, jitter), self.rng.randint(-jitter, jitter)
            )
        return QPoint(
            self.rng.randint(-20, viewport.width() + 20),
            self.rng.randint(-20, viewport.height() + 20),
        )

    def step(self) -> None:
        rng = self.rng
        view = self.view
        viewport = view.viewport()
        action = rng.random()
        button = Qt.MouseButton.LeftButton
        mod = Qt.KeyboardModifier.NoModifier
        if action < 0.25:
            QTest.mouseClick(
                viewport,
                rng.choice((button, button, Qt.MouseButton.RightButton)),
                mod,
                self.point(),
            )
        elif action < 0.35:
            if self.pressed:
                QTest.mouseRelease(viewport, button, mod, self.point())
            else:
                QTest.mousePress(viewport, button, mod, self.point())
            self.pressed = not self.pressed
        elif action < 0.45:
            QTest.mouseMove(viewport, self.point())
        elif action < 0.62:
            sequence = QTest.touchEvent(viewport, self.device)
            point = self.point()
            if not self.touching:
                sequence.press(0, point, viewport)
            elif rng.random() < 0.5:
                sequence.move(0, point, viewport)
            else:
                sequence.release(0, point, viewport)
            sequence.commit()
            self.touching = not self.touching if action < 0.6 else self.touching
            if self.touching and rng.random() < 0.1:
                # A second finger joins in for a moment.
                QTest.touchEvent(viewport, self.device).stationary(0).press(
                    1, self.point(), viewport
                ).commit()
                QTest.touchEvent(viewport, self.device).stationary(0).release(
                    1, self.point(), viewport
                ).commit()
        elif action < 0.85:
            view.setFocus()
            QTest.keyClick(view, rng.choice(KEYS))
        elif action < 0.88:
            self.window.resize(*rng.choice(SIZES))
        elif action < 0.93:
            self.session.undo()
        elif action < 0.96:
            self.window.set_theme(rng.choice(list(THEMES)))
        elif action < 0.98:
            view.set_animations_enabled(rng.random() < 0.5)
        else:
            moves = self.game.legal_moves()
            if len(moves):
                i, j = moves[rng.randrange(len(moves))]
                view.show_hint(int(i), int(j))

    def check(self) -> None:
        assert self.view.drawn_lines() == self.game.lines
        assert self.view.drawn_triangles() == self.game.triangles


@pytest.fixture
def fresh_view(keep):
    """A second view, to draw the monkey's board from scratch, held until the test ends (`keep`):
    a shown window dropped at a test's return (Python deleting it at once) can leave Qt's window
    activation holding a deleted widget."""
    return keep(BoardView())


# (stars, seed, steps) of the long runs, in the slow selection; the default one runs the first
# fifth of each.
LONG_RUNS = ((24, 1, 2500), (60, 2, 2000), (120, 4, 1200), (180, 3, 1000))


@pytest.mark.parametrize(
    ("stars", "seed", "steps"),
    [
        *((stars, seed, steps // 5) for stars, seed, steps in LONG_RUNS),
        *(pytest.param(*run, marks=pytest.mark.slow) for run in LONG_RUNS),
    ],
)
def test_monkey_finds_no_exception_and_the_scene_matches(
    qtbot, window, fresh_view, stars, seed, steps
):
    rng = random.Random(seed)
    window.end_screen.enabled = False  # the monkey keeps playing on the finished board
    window.resize(900, 620)
    window.start_game(Board.generate(stars, seed=seed))
    view = window.board_view
    view.set_animations_enabled(True)
    window.show()
    qtbot.waitExposed(window)
    monkey = Monkey(window, rng)
    game = monkey.game
    for step in range(steps):
        monkey.step()
        monkey.check()
        if step % 50 == 0:
            qtbot.wait(1)  # let animations and timers run now and then
        if step % 100 == 99:
            assert_screen_is_up_to_date(view)
    # The incrementally drawn (and cached) board looks exactly like one drawn from scratch.
    view.set_input_enabled(False)
    view.set_animations_enabled(False)
    view.sync()
    view.board_scene.clear_flash()  # a refusal may still be flashing
    fresh = fresh_view
    fresh.set_theme(view.theme)
    fresh.resize(view.size())
    fresh.set_game(game)
    fresh.set_input_enabled(False)
    fresh.show()
    qtbot.waitExposed(fresh)
    drawn_from_scratch = fresh.grab().toImage()
    # The layers' pixmap caches, updated piece by piece, may hold antialiased edge pixels a few
    # levels off where an update's edge crossed a line (Qt paints that row again over itself):
    # invisible, and bounded. What the scene holds must look exactly the same, uncached.
    assert max_difference(view.grab().toImage(), drawn_from_scratch) <= CACHED_EDGE_TOLERANCE
    for item in view.scene().items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    assert max_difference(view.grab().toImage(), drawn_from_scratch) <= 2
    print(f"{stars} stars: {monkey.played} lines played, {monkey.refused} refused")
    assert monkey.played > 0 and monkey.refused > 0, "the monkey drew and was refused"
