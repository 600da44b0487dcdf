"""A bare PySide6 window with N items: what the app's start is compared with (benchmarks/start.py).

Run: python benchmarks/bare_window.py [--items 180] [--screenshot FILE]

A QMainWindow holding a QGraphicsView of N dots on a 1600 x 1000 scene, at the app's default
window size. With --screenshot it is laid out off screen and written to a PNG the way
`triangles --screenshot` writes the app's window; without, it is shown until closed.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

SCENE_WIDTH, SCENE_HEIGHT = 1600, 1000
WINDOW_WIDTH, WINDOW_HEIGHT = 1200, 860  # the app's default size (ui/main_window.py)
DOT = 8


def create_application(argv: Sequence[str]) -> QApplication:
    existing = QApplication.instance()
    return existing if isinstance(existing, QApplication) else QApplication(list(argv))


def build_window(items: int) -> QMainWindow:
    window = QMainWindow()
    window.setObjectName("mainWindow")
    scene = QGraphicsScene(0, 0, SCENE_WIDTH, SCENE_HEIGHT, window)
    rng = random.Random(3)
    pen, brush = QPen(Qt.PenStyle.NoPen), QBrush(QColor("white"))
    for _ in range(items):
        x, y = rng.uniform(50, SCENE_WIDTH - 50), rng.uniform(50, SCENE_HEIGHT - 50)
        scene.addEllipse(x - DOT / 2, y - DOT / 2, DOT, DOT, pen, brush)
    view = QGraphicsView(scene)
    view.setBackgroundBrush(QColor("black"))
    window.setCentralWidget(view)
    window.resize(WINDOW_WIDTH, WINDOW_HEIGHT)
    return window


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=180)
    parser.add_argument("--screenshot", metavar="FILE")
    arguments, _ = parser.parse_known_args(argv[1:])
    app = create_application(argv)
    window = build_window(arguments.items)
    if arguments.screenshot is None:
        window.show()
        return int(app.exec())
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.show()
    app.processEvents()
    pixmap = window.grab()
    window.close()
    return 0 if pixmap.save(arguments.screenshot, "PNG") else 1


if __name__ == "__main__":
    sys.exit(main())
