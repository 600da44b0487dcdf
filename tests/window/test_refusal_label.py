"""The label saying why a line is refused ("Crosses a line") never covers a star: it stands
beside the refused line where no star is, inside the window."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRectF

from tests.i18n.layout_checks import settled
from triangles_qt.engine import Board, Reason, Rules
from triangles_qt.ui.main_window import MainWindow


def plate_in_viewport(window: MainWindow) -> QRectF:
    view = window.board_view
    label = view.board_scene.flash.label
    return label.plate_rect().translated(view.mapFromScene(label.pos()).toPointF())


def test_the_refusal_label_covers_no_star(qtbot, window, language):
    game = window.start_game(Board.generate(80, seed=5), Rules())
    for _ in range(12):
        i, j = (int(v) for v in game.legal_moves()[len(game.legal_moves()) // 2])
        window.board_view.line_requested.emit(i, j)
    settled(window)
    view = window.board_view
    stars = [view.star_view_position(s) for s in range(len(game.board.points))]
    refused = [
        (i, j)
        for i, j in itertools.combinations(range(len(game.board.points)), 2)
        if game.check(i, j) in (Reason.CROSSES, Reason.THROUGH_STAR)
    ][::37][:25]
    assert len(refused) >= 10
    for i, j in refused:
        view.line_requested.emit(i, j)
        assert view.refusal_label() != ""
        plate = plate_in_viewport(window)
        assert QRectF(view.viewport().rect()).contains(plate)
        covered = [s for s, star in enumerate(stars) if plate.contains(star)]
        assert covered == [], (i, j, covered)
