"""Redo from the window: the menu entry, its shortcuts, and what the board shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from triangles_qt.engine import Board, Rules


def test_ctrl_shift_z_draws_the_undone_line_again(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    game = window.start_game(Board.generate(24, seed=5), Rules())
    for _ in range(2):
        i, j = game.legal_moves()[0]
        window.board_view.line_requested.emit(int(i), int(j))
    drawn = game.lines
    assert not window.menus.redo.isEnabled()
    window.menus.undo.trigger()
    assert window.menus.redo.isEnabled()
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window.board_view, Qt.Key.Key_Z, shift_ctrl)
    assert game.lines == drawn
    assert window.board_view.drawn_lines() == drawn
    assert not window.menus.redo.isEnabled()
    assert window.statusBar().currentMessage() == "Drew the line again."


def test_redo_has_the_platform_shortcut_too(window):
    keys = window.menus.redo.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in keys
    for platform_key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
        assert platform_key in keys
