"""Everything the window keeps on disk: saved games, pictures, the autosave and the statistics.

`FileActions` is attached to the main window once (`MainWindow.files`). It adds Game menu
entries (Save, Open, Export picture, Statistics), and listens to the session's `changed`
signal, sent after every change of its game (a move, an undo, a new, restarted, opened or
resumed game). That one hook writes the autosave; counts, once per game, a finished game
against the computer in the statistics, and a game against the computer given up after the
person drew a line (the game on the board replaced) as a loss; and writes a result an earlier
write could not, as soon as writing works again (and at quit).

A file that cannot be read or written becomes one clear, translated message (problem_reporter
.py shows it; persistence.messages words it). Damaged files in the data folder are kept aside
by the stores (triangles_qt/persistence); a game file the player opens is only ever read, so it
stays exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    QStandardPaths,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..engine import Game
from ..persistence import (
    AutosaveStore,
    AutosaveWriter,
    DamagedFile,
    Problem,
    ProblemKind,
    StatisticsStore,
    atomic_write,
    game_to_bytes,
    read_game_file,
)
from ..persistence.messages import (
    AUTOSAVE_FILE,
    GAME_FILE,
    GAME_FILE_AT_START,
    PICTURE_FILE,
    SETTINGS_FILE,
    STATISTICS_FILE,
    problem_message,
)
from .abandon_prompt import ask_before_abandoning
from .app_style import fit_file_dialog
from .board.picture import render_board_picture
from .problem_reporter import ProblemReporter
from .window_base import WindowBase

if TYPE_CHECKING:
    from .statistics_dialog import StatisticsDialog

GAME_SUFFIX = "triangles"


# -- The window's file actions ------------------------------------------------------------------


class FileActions(QObject):
    """Save, Open, Export picture and Statistics for `window`, plus autosave and statistics."""

    autosave_written = Signal(object)  # Problem | None, from the autosave writer's thread

    def __init__(self, window: WindowBase, statistics: StatisticsStore | None = None) -> None:
        super().__init__(window)
        self.setObjectName("fileActions")
        self.window = window
        self.autosave = AutosaveStore()
        # The writer's thread reports through this signal, queued to the GUI thread.
        self.autosave_written.connect(self._autosave_written)
        self.autosave_writer = AutosaveWriter(self.autosave, self.autosave_written.emit)
        self.statistics = statistics if statistics is not None else StatisticsStore()
        self.reporter = ProblemReporter(window)
        self.writes_enabled = True  # False for `use_for_screenshot()`
        self._game: Game | None = None
        self._counted = True  # whether the current game has been counted in the statistics
        self._settings_failing = False
        self._statistics_dialog: StatisticsDialog | None = None
        self.abandon_prompt: QMessageBox | None = None  # asking before Open replaces a game
        self._last_folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )

        self._build_actions()
        self.retranslate()
        window.installEventFilter(self)

        problem = self.statistics.load()
        if problem is not None:
            self.report(STATISTICS_FILE, problem)
        # The game already on the board is the one to watch from now on.
        self._watch(window.game)
        window.session.changed.connect(self.game_changed)

    def use_for_screenshot(self) -> None:
        """For `--screenshot` runs: a picture (for the README, say) must not replace the
        player's autosave or count a game, and messages go only to standard error and the
        status bar, never to a box. Damaged files are still kept aside and reported."""
        self.writes_enabled = False
        self.reporter.be_quiet()

    # -- Menu ---------------------------------------------------------------------------------

    def _build_actions(self) -> None:
        self.save_action = self._new_action(
            "saveGame", self.ask_save, QKeySequence.StandardKey.Save
        )
        self.open_action = self._new_action(
            "openGame", self.ask_open, QKeySequence.StandardKey.Open
        )
        self.export_action = self._new_action("exportPicture", self.ask_export)
        self.statistics_action = self._new_action("statistics", self.show_statistics)
        self.window.add_game_actions(
            [self.save_action, self.open_action, self.export_action, self.statistics_action]
        )

    def _new_action(
        self,
        name: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def retranslate(self) -> None:
        self.save_action.setText(self.tr("&Save game\u2026"))
        self.save_action.setStatusTip(self.tr("Save this game to a file"))
        self.open_action.setText(self.tr("&Open game\u2026"))
        self.open_action.setStatusTip(self.tr("Continue a game saved to a file"))
        self.export_action.setText(self.tr("&Export picture\u2026"))
        self.export_action.setStatusTip(
            self.tr("Save a picture of the board to share (PNG or SVG)")
        )
        self.statistics_action.setText(self.tr("S&tatistics\u2026"))
        self.statistics_action.setStatusTip(self.tr("Your results against the computer"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.write_unsaved()
        return False

    # -- The hook: the window's game changed ---------------------------------------------------

    def _watch(self, game: Game | None) -> None:
        if self._game is not None and self.writes_enabled:
            # The game on the board is replaced (New game, Restart, Open, a resumed game
            # discarded): given up against the computer after the person drew a line, it is
            # a loss. The window asks first (persistence.messages.abandon_question).
            self._count(self.statistics.add_abandoned(self._game))
        self._game = game
        # A game that arrives already finished (an opened file) was not played here.
        self._counted = game is None or game.is_over

    def game_changed(self) -> None:
        """After every move, undo, new or loaded game: autosave, and count a finished game."""
        game = self.window.game
        if game is None:
            return
        if game is not self._game:
            self._watch(game)
        if not self.writes_enabled:
            return
        self._check_settings_written()
        self.autosave_writer.save(game)  # written off the GUI thread: see _autosave_written
        if game.is_over and not self._counted:
            self._counted = True
            self._count(self.statistics.add_game(game))

    def _autosave_written(self, problem: Problem | None) -> None:
        if problem is not None:
            self.report(AUTOSAVE_FILE, problem)  # once, until a write succeeds again
        elif self.statistics.unsaved:
            # Writing works again: a result that could not be written is written now.
            self._count(self.statistics.retry_unsaved())

    def _count(self, problem: Problem | None) -> None:
        """After the statistics changed: report a failed write, update an open dialog."""
        if problem is not None:
            self.report(STATISTICS_FILE, problem)
        if self._statistics_dialog is not None:
            self._statistics_dialog.refresh()

    def write_unsaved(self) -> None:
        """At quit: the last autosave written, and one more try for results a failed write
        left only in memory."""
        self.autosave_writer.flush()
        if self.writes_enabled and self.statistics.unsaved:
            self._count(self.statistics.retry_unsaved())

    def _check_settings_written(self) -> None:
        """QSettings writes settings.ini atomically by itself (through QSaveFile) but fails
        silently; its status tells. Reported once, not after every move."""
        settings = self.window.settings
        failing = settings.write_failed
        if failing and not self._settings_failing:
            problem = Problem(ProblemKind.WRITE_FAILED, settings.path, None, "not saved")
            self.report(SETTINGS_FILE, problem)
        self._settings_failing = failing

    def resume_autosave(self) -> bool:
        """At start: bring back the unfinished game of last time. True if one came back."""
        game, problem = self.autosave.load()
        if problem is not None:
            self.report(AUTOSAVE_FILE, problem)
        if game is None:
            return False
        self.window.set_game(game)
        self.window.show_status(self.tr("Your unfinished game is back."))
        return True

    # -- Messages (see problem_reporter.py) ------------------------------------------------

    def report(self, what: str, problem: Problem) -> str:
        return self.reporter.report(what, problem)

    def show_message(self, title: str, body: str = "", detail: str = "") -> str:
        return self.reporter.show_message(title, body, detail)

    @property
    def messages(self) -> list[str]:
        return self.reporter.messages

    @property
    def message_box(self) -> QMessageBox | None:
        return self.reporter.message_box

    # -- Saved games --------------------------------------------------------------------------

    def save_to(self, path: Path | str) -> bool:
        game = self.window.game
        if game is None:
            return False
        path = Path(path)
        try:
            atomic_write(path, game_to_bytes(game))
        except OSError as error:
            problem = Problem(ProblemKind.WRITE_FAILED, path, None, error.strerror or str(error))
            self.report(GAME_FILE, problem)
            return False
        self._last_folder = str(path.parent)
        self.window.show_status(
            self.tr("Saved the game as \u201c{file}\u201d.").format(file=path.name)
        )
        return True

    def load_game(self, path: Path | str, at_start: bool = False) -> Game | None:
        """Read a saved game; a damaged one gives the message (the file itself is untouched).
        `at_start`: for `--load`, where a new game takes its place."""
        path = Path(path)
        try:
            return read_game_file(path)
        except DamagedFile as damage:
            what = GAME_FILE_AT_START if at_start else GAME_FILE
            self.report(what, Problem(damage.kind, path, None, damage.detail))
            return None

    def open_path(self, path: Path | str) -> None:
        """Open a saved game in place of the current one. The file is read and replayed off
        the GUI thread (a long game takes a moment); a damaged one gives the message and the
        current game goes on. Before a game in progress is given up the player is asked
        (`abandon_prompt`), and the opened game comes on the board once they agree."""
        path = Path(path)
        self._last_folder = str(path.parent)
        self.window.session.prepare(
            partial(read_game_file, path),
            failed=partial(self._open_failed, path),
            ready=partial(self._opened, path),
        )

    def _open_failed(self, path: Path, error: Exception) -> None:
        if isinstance(error, DamagedFile):
            kind, detail = error.kind, error.detail
        else:  # read_game_file promises DamagedFile only; never lose the message if it breaks
            kind, detail = ProblemKind.NOT_VALID, f"{type(error).__name__}: {error}"
        self.report(GAME_FILE, Problem(kind, path, None, detail))

    def _opened(self, path: Path, game: Game) -> None:
        def replace() -> None:
            self.window.set_game(game)
            self.window.show_status(self.tr("Opened \u201c{file}\u201d.").format(file=path.name))

        self.abandon_prompt = ask_before_abandoning(self.window, self.window.game, replace)

    def export_to(self, path: Path | str) -> bool:
        """Write a PNG (or, for a .svg name, SVG) picture of the board."""
        game = self.window.game
        if game is None:
            return False
        path = Path(path)
        suffix = "svg" if path.suffix.lower() == ".svg" else "png"
        try:
            data = render_board_picture(game, self.window.theme, suffix)
            atomic_write(path, data)
        except OSError as error:
            problem = Problem(ProblemKind.WRITE_FAILED, path, None, error.strerror or str(error))
            self.report(PICTURE_FILE, problem)
            return False
        self._last_folder = str(path.parent)
        self.window.show_status(
            self.tr("Saved the picture as \u201c{file}\u201d.").format(file=path.name)
        )
        return True

    # -- File dialogs (opened from the event loop, without a nested one) ------------------------

    def _file_dialog(self, title: str, save: bool, filters: list[str], name: str) -> QFileDialog:
        dialog = QFileDialog(self.window, title, self._last_folder)
        dialog.setObjectName("fileDialog")
        dialog.setAcceptMode(
            QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen
        )
        dialog.setFileMode(
            QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile
        )
        dialog.setNameFilters(filters)
        if name:
            dialog.selectFile(name)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        fit_file_dialog(dialog)
        return dialog

    def _game_filter(self) -> str:
        return self.tr("Triangles games (*.triangles)")

    def _suggested_name(self, suffix: str) -> str:
        game = self.window.game
        seed = game.board.seed if game is not None else None
        stem = self.tr("triangles-game") if seed is None else self.tr("triangles-board-{number}")
        return f"{stem.format(number=seed)}.{suffix}"

    def ask_save(self) -> QFileDialog:
        dialog = self._file_dialog(
            self.tr("Save game"), True, [self._game_filter()], self._suggested_name(GAME_SUFFIX)
        )
        dialog.setDefaultSuffix(GAME_SUFFIX)
        dialog.fileSelected.connect(self.save_to)
        dialog.open()
        return dialog

    def ask_open(self) -> QFileDialog:
        dialog = self._file_dialog(
            self.tr("Open game"),
            False,
            [self._game_filter(), self.tr("All files (*)")],
            "",
        )
        dialog.fileSelected.connect(self.open_path)
        dialog.open()
        return dialog

    def ask_export(self) -> QFileDialog:
        png, svg = self.tr("PNG picture (*.png)"), self.tr("SVG picture (*.svg)")
        dialog = self._file_dialog(
            self.tr("Export picture"), True, [png, svg], self._suggested_name("png")
        )
        dialog.setDefaultSuffix("png")

        def filter_chosen(chosen: str) -> None:
            dialog.setDefaultSuffix("svg" if chosen == svg else "png")

        dialog.filterSelected.connect(filter_chosen)
        dialog.fileSelected.connect(self.export_to)
        dialog.open()
        return dialog

    # -- Statistics ---------------------------------------------------------------------------

    def show_statistics(self) -> QWidget:
        # Deferred: the statistics dialog's module loads when it is first shown, not at start-up.
        from .statistics_dialog import StatisticsDialog

        if self._statistics_dialog is None:
            dialog = StatisticsDialog(self.statistics, self.window)
            dialog.reset_failed.connect(lambda problem: self.report(STATISTICS_FILE, problem))
            self._statistics_dialog = dialog
        dialog = self._statistics_dialog
        dialog.refresh()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog


__all__ = [
    "AUTOSAVE_FILE",
    "GAME_FILE",
    "GAME_FILE_AT_START",
    "PICTURE_FILE",
    "SETTINGS_FILE",
    "STATISTICS_FILE",
    "FileActions",
    "problem_message",
    "render_board_picture",
]
