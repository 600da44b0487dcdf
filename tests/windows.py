"""The main window as the tests build and end it: `open_window` (what differs between folders and
tests is an argument) and `close_window`, the one teardown. The `make_window` and `window`
fixtures of tests/conftest.py use both; a module-scoped window ends with `close_window` too.

A window ends on the GUI thread: its processes stopped, then closed and deleted there at once.
Left to Python's garbage collector (which may run on a background thread), or dropped while shown
(Qt's window activation may still hold it), a deleted window can crash a later test.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from triangles_qt.background import PROCESS_NAME

if TYPE_CHECKING:
    from triangles_qt.ui.main_window import MainWindow


def open_window(
    *,
    shown: bool = False,
    end_screen: bool = True,
    animations: bool = False,
    computer_delay_ms: int | None = None,
    remembered_choices: bool = False,
    **main_window_arguments: Any,
) -> MainWindow:
    """A main window (`main_window_arguments` go to MainWindow: settings, first_game, ...), its
    animations off unless `animations`; with `end_screen` False no end screen opens (a test
    finishes games to read them); `computer_delay_ms` replaces the computer's pause before its
    line (0: none). `shown`: shown at the default size and active, as a player meets it.

    Without `first_game` or `settings`, the first game is one between two people on the default
    choices' board, unless `remembered_choices` (then it is the remembered New Game choices'
    game, as at a real start: against the computer at first). A window against the computer
    starts the computer's worker process once painted, which most tests never use."""
    from triangles_qt.session import game_from_choices
    from triangles_qt.settings import OPPONENT_HUMAN, NewGameChoices
    from triangles_qt.ui.main_window import DEFAULT_WINDOW_SIZE, MainWindow

    if not remembered_choices and not {"first_game", "settings"} & main_window_arguments.keys():
        two_people = NewGameChoices(opponent=OPPONENT_HUMAN)
        main_window_arguments["first_game"] = game_from_choices(two_people)
    window = MainWindow(**main_window_arguments)
    window.board_view.set_animations_enabled(animations)
    window.end_screen.enabled = end_screen
    if computer_delay_ms is not None:
        window.session.computer_delay_ms = computer_delay_ms
    if shown:
        window.resize(DEFAULT_WINDOW_SIZE)
        window.show()
        assert QTest.qWaitForWindowExposed(window)
        window.activateWindow()
    return window


def close_window(window: MainWindow) -> None:
    """Stop the window's processes, then close and delete it on the GUI thread, now."""
    window.session.shutdown(5000)
    delete_now(window)


def delete_now(widget: QWidget) -> None:
    """Close `widget` and delete it on the GUI thread at once (a view or window a test made
    beside the main window: see `close_window`)."""
    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def background_threads_end(qtbot) -> None:
    """Wait until every background call's thread (triangles_qt/background.py) has ended, then
    deliver what they queued: a result handed over before its thread ended has then reached its
    receiver (or been dropped)."""
    qtbot.waitUntil(
        lambda: not any(thread.name == PROCESS_NAME for thread in threading.enumerate()),
        timeout=10000,
    )
    QApplication.processEvents()


def analyse(window, qtbot) -> None:
    """Analyse game from the menu, with two seconds of work for the estimates; back once the
    analysis is with the game."""
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        window.menus.analyse.trigger()
