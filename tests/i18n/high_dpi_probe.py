"""Lays out the app's dialogs in every language and prints, as JSON, the texts they cut.

Run in its own process with QT_SCALE_FACTOR set (the scale is fixed when Qt starts):
    QT_SCALE_FACTOR=2 python -m tests.i18n.high_dpi_probe
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from triangles_qt.engine import Game, Player, Rules
    from triangles_qt.i18n import LANGUAGES, set_language
    from triangles_qt.persistence.statistics import StatisticsStore
    from triangles_qt.settings import NewGameChoices
    from triangles_qt.ui.about import AboutBox
    from triangles_qt.ui.end_dialog import EndDialog
    from triangles_qt.ui.new_game_dialog import NewGameDialog
    from triangles_qt.ui.rules_figures import draw_figure, two_triangles_figure
    from triangles_qt.ui.statistics_dialog import StatisticsDialog
    from triangles_qt.ui.themes import THEMES

    from .layout_checks import clipped_texts

    figure, _ = two_triangles_figure()
    won = Game(figure.board, Rules(), (Player("Anna-Kaarina"), Player("Computer", "hard")))
    for i, j in figure.moves:
        won.play(i, j)
    store = StatisticsStore(Path(tempfile.mkdtemp()) / "statistics.json")
    store.add_game(won)
    makers = {
        "new game, two players": lambda: NewGameDialog(NewGameChoices(opponent="human")),
        "new game, computer": lambda: NewGameDialog(NewGameChoices(opponent="computer")),
        "end, won": lambda: EndDialog(won, THEMES["nebula"]),
        "end, draw": lambda: EndDialog(draw_figure()[0], THEMES["daylight"]),
        "statistics": lambda: StatisticsDialog(store),
        "about": lambda: AboutBox(),
    }
    problems: dict[str, list[str]] = {}
    for language in LANGUAGES:
        set_language(language)
        for name, make in makers.items():
            dialog = make()
            dialog.show()
            for _ in range(3):
                app.processEvents()
            found = clipped_texts(dialog)
            if found:
                problems[f"{language}: {name}"] = found
            dialog.close()
            dialog.deleteLater()
    print(json.dumps({"scale": app.devicePixelRatio(), "problems": problems}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
