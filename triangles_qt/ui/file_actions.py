"""The Game menu's files: Save, Open, Export picture and Statistics, and the messages about files.

`FileActions` is the front end of what the app keeps on disk: the file dialogs (opened from the
event loop, without a nested one), saving, opening and exporting, the statistics dialog, and
every file problem shown to the player (problem_reporter.py shows it; persistence.messages words
it), its own and the `Bookkeeper`'s (autosave and statistics: bookkeeping.py, the mid end). It
gets what it uses: the session (the game to save, the opened game to play), the bookkeeper, the
board view (a picture in the board's current look), the abandon prompt (asked before an opened
game replaces one in progress) and the window it opens its dialogs over. It talks back through
`status`, a message for the status line.

A damaged file in the data folder is kept aside by its store (triangles_qt/persistence); a game
file the player opens is only ever read, so it stays exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..background import CallProcessEnded, StandbyProcess
from ..bookkeeping import Bookkeeper
from ..engine import Game
from ..persistence import (
    DamagedFile,
    Problem,
    ProblemKind,
    game_to_bytes,
    read_game_file,
    write_chosen_file,
)
from ..persistence.messages import GAME_FILE, PICTURE_FILE, STATISTICS_FILE
from ..session import GameSession
from .abandon_prompt import AbandonPrompt
from .app_style import fit_file_dialog
from .board.picture import render_board_picture
from .board.view import BoardView
from .problem_reporter import ProblemReporter

if TYPE_CHECKING:
    from .statistics_dialog import StatisticsDialog

GAME_SUFFIX = "triangles"


class FileActions(QObject):
    """Save, Open, Export picture and Statistics over `parent`, and the messages about files."""

    status = Signal(str)  # a message for the status line

    def __init__(
        self,
        session: GameSession,
        bookkeeper: Bookkeeper,
        board_view: BoardView,
        abandon_prompt: AbandonPrompt,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("fileActions")
        self._session = session
        self._bookkeeper = bookkeeper
        self._board_view = board_view
        self._abandon_prompt = abandon_prompt
        self._parent = parent
        self.reporter = ProblemReporter(parent)
        self.reporter.status.connect(self.status)
        # What the bookkeeper finds goes to the player; a new count to the open statistics.
        bookkeeper.problem.connect(self.report)
        bookkeeper.saving_resumed.connect(self.reporter.saving_resumed)
        bookkeeper.statistics_changed.connect(self.refresh_statistics)
        self._statistics_dialog: StatisticsDialog | None = None
        # The process started for the file the Open dialog is about to give (see ask_open).
        self._open_standby: StandbyProcess | None = None
        # The folder the file dialogs open in: the last one a file was saved to or opened from.
        self.last_folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        self.save_game = self._new_action("saveGame", self.ask_save, QKeySequence.StandardKey.Save)
        self.open_game = self._new_action("openGame", self.ask_open, QKeySequence.StandardKey.Open)
        self.export_picture = self._new_action("exportPicture", self.ask_export)
        self.statistics = self._new_action("statistics", self.show_statistics)
        self.retranslate()

    @property
    def actions(self) -> list[QAction]:
        """The Game menu's entries, in their order."""
        return [self.save_game, self.open_game, self.export_picture, self.statistics]

    def use_for_screenshot(self) -> None:
        """For `--screenshot` runs: a picture (for the README, say) must not replace the
        player's autosave or count a game, and messages go only to standard error and the
        status bar, never to a box. Damaged files are still kept aside and reported."""
        self._bookkeeper.writes_enabled = False
        self.reporter.be_quiet()

    def _new_action(
        self,
        name: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(self._parent)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def retranslate(self) -> None:
        self.save_game.setText(self.tr("&Save game\u2026"))
        self.save_game.setStatusTip(self.tr("Save this game to a file"))
        self.open_game.setText(self.tr("&Open game\u2026"))
        self.open_game.setStatusTip(self.tr("Continue a game saved to a file"))
        self.export_picture.setText(self.tr("&Export picture\u2026"))
        self.export_picture.setStatusTip(
            self.tr("Save a picture of the board to share (PNG or SVG)")
        )
        self.statistics.setText(self.tr("S&tatistics\u2026"))
        self.statistics.setStatusTip(self.tr("Your results against the computer"))

    def announce_resumed(self) -> None:
        """Say that the game on the board is the unfinished game of last time, back (the app
        reads the autosave at start: app.open_window)."""
        self.status.emit(self.tr("Your unfinished game is back."))

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
        game = self._session.game
        if game is None:
            return False
        path = Path(path)
        problem = write_chosen_file(path, game_to_bytes(game))
        if problem is not None:
            self.report(GAME_FILE, problem)
            return False
        self.last_folder = str(path.parent)
        self.status.emit(self.tr("Saved the game as \u201c{file}\u201d.").format(file=path.name))
        return True

    def open_path(self, path: Path | str) -> None:
        """Open a saved game in place of the current one. The file is read, parsed and
        replayed in a process of its own (a big file or a long game on a big board would
        hold up the window's thread: see `ProcessCall`), ended at once if another game comes
        first; a damaged one gives the message and the current game goes on. Before a game in
        progress is given up the player is asked (`abandon_prompt`), and the opened game comes
        on the board once they agree. Chosen in the Open dialog, the process started with
        the dialog reads it."""
        path = Path(path)
        self.last_folder = str(path.parent)
        standby, self._open_standby = self._open_standby, None
        self._session.prepare(
            partial(read_game_file, path),
            failed=partial(self._open_failed, path),
            ready=partial(self._opened, path),
            in_process=True,
            standby=standby,
        )

    def _open_failed(self, path: Path, error: Exception) -> None:
        if isinstance(error, DamagedFile):
            kind, detail = error.kind, error.detail
        elif isinstance(error, CallProcessEnded):  # the reading process was killed, or crashed
            kind, detail = ProblemKind.INTERRUPTED, str(error)
        else:  # read_game_file promises DamagedFile only; never lose the message if it breaks
            kind, detail = ProblemKind.NOT_VALID, f"{type(error).__name__}: {error}"
        self.report(GAME_FILE, Problem(kind, path, None, detail))

    def _opened(self, path: Path, game: Game) -> None:
        def replace() -> None:
            self._session.set_game(game)
            message = self.tr("Opened \u201c{file}\u201d.").format(file=path.name)
            if game.review_dropped:
                message += " " + self.tr(
                    "Its analysis was made by an earlier version, whose chart and marks could "
                    "disagree: analyse the game again to see it."
                )
            self.status.emit(message)

        self._abandon_prompt.ask(replace)

    def export_to(self, path: Path | str, game: Game | None = None) -> bool:
        """Write a PNG (or, for a .svg name, SVG) picture of `game`; None: the board as it is
        shown now (an earlier position while the player looks back, which its caption says)."""
        game = self._board_view.game if game is None else game
        if game is None:
            return False
        whole = self._session.game
        of_lines = (
            None if self._earlier_position(game) is None or whole is None else whole.move_count
        )
        path = Path(path)
        suffix = "svg" if path.suffix.lower() == ".svg" else "png"
        problem = write_chosen_file(
            path, render_board_picture(game, self._board_view.theme, suffix, of_lines)
        )
        if problem is not None:
            self.report(PICTURE_FILE, problem)
            return False
        self.last_folder = str(path.parent)
        self.status.emit(self.tr("Saved the picture as \u201c{file}\u201d.").format(file=path.name))
        return True

    def _earlier_position(self, shown: Game) -> int | None:
        """How many lines the board shows when that is an earlier position of the game (the
        player looks back), else None."""
        game = self._session.game
        if game is None or shown is game or shown.move_count >= game.move_count:
            return None
        return shown.move_count

    # -- File dialogs (opened from the event loop, without a nested one) ------------------------

    def _file_dialog(self, title: str, save: bool, filters: list[str], name: str) -> QFileDialog:
        dialog = QFileDialog(self._parent, title, self.last_folder)
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

    def _suggested_name(self, suffix: str, lines: int | None = None) -> str:
        """A file name for the game, or for its position after `lines` lines."""
        game = self._session.game
        seed = game.board.seed if game is not None else None
        stem = self.tr("triangles-game") if seed is None else self.tr("triangles-board-{number}")
        stem = stem.format(number=seed)
        if lines is not None:
            stem += self.tr("-line-{number}").format(number=lines)
        return f"{stem}.{suffix}"

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
        # The process that reads the chosen file starts now, while the player picks it.
        self._drop_open_standby()
        self._open_standby = StandbyProcess.start((read_game_file.__module__,))
        dialog.fileSelected.connect(self.open_path)
        dialog.finished.connect(self._drop_open_standby)
        dialog.open()
        return dialog

    def _drop_open_standby(self) -> None:
        """The Open dialog closed without a file (or another opens): its reading process
        ends."""
        if self._open_standby is not None:
            self._open_standby.stop()
            self._open_standby = None

    def ask_export(self) -> QFileDialog | None:
        """Ask where to write a picture of the board as it is shown now: the game, or the
        earlier position the player is looking at (the dialog's title says which)."""
        on_board = self._board_view.game
        if on_board is None:
            return None
        earlier = self._earlier_position(on_board)
        shown = on_board.copy()  # the position as it is now, whatever is shown meanwhile
        if earlier is None:
            title = self.tr("Export picture")
        elif earlier == 0:
            title = self.tr("Export picture of the empty board")
        else:
            title = self.tr("Export picture of the board after line {number}").format(
                number=earlier
            )
        png, svg = self.tr("PNG picture (*.png)"), self.tr("SVG picture (*.svg)")
        dialog = self._file_dialog(title, True, [png, svg], self._suggested_name("png", earlier))
        dialog.setDefaultSuffix("png")

        def filter_chosen(chosen: str) -> None:
            dialog.setDefaultSuffix("svg" if chosen == svg else "png")

        dialog.filterSelected.connect(filter_chosen)
        dialog.fileSelected.connect(lambda path: self.export_to(path, shown))
        dialog.open()
        return dialog

    # -- Statistics ---------------------------------------------------------------------------

    def refresh_statistics(self) -> None:
        """The results changed: an open statistics dialog shows them."""
        if self._statistics_dialog is not None:
            self._statistics_dialog.refresh()

    def show_statistics(self) -> QWidget:
        # Deferred: the statistics dialog's module loads when it is first shown, not at start-up.
        from .statistics_dialog import StatisticsDialog

        if self._statistics_dialog is None:
            dialog = StatisticsDialog(self._bookkeeper.statistics, self._parent)
            dialog.reset_failed.connect(lambda problem: self.report(STATISTICS_FILE, problem))
            self._statistics_dialog = dialog
        dialog = self._statistics_dialog
        dialog.refresh()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog


__all__ = ["FileActions"]
