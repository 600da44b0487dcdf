"""Everything the window keeps on disk: saved games, pictures, the autosave and the statistics.

`FileActions` is attached to the main window once (`MainWindow.files`). It adds Game menu
entries (Save, Open, Export picture, Statistics), and listens to the window's `game_changed`
signal, sent after every change of its game (a move, an undo, a new, restarted, opened or
resumed game). That one hook writes the autosave and, once per game, counts a finished game
against the computer in the statistics.

A file that cannot be read or written becomes one clear, translated message: in the status bar
and in a message box that does not block (window-modal, opened from the event loop; messages
that arise before the window is shown wait until it is). Damaged files in the data folder are
kept aside by the stores (see storage.py); a game file the player opens is only ever read, so it
stays exactly as it was.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QEvent,
    QIODevice,
    QObject,
    QPointF,
    QRectF,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QImage, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..autosave import AutosaveStore
from ..engine import CANVAS_HEIGHT, CANVAS_WIDTH, Game
from ..statistics import StatisticsStore
from ..storage import (
    MAX_FILE_BYTES,
    DamagedFile,
    Problem,
    ProblemKind,
    atomic_write,
    game_to_bytes,
    read_game_file,
)
from .board_view import BoardView
from .score_bar import game_outcome_title, level_display_name
from .style import fit_file_dialog
from .themes import Theme

GAME_SUFFIX = "triangles"
# Which file a message is about; each has its own first sentence.
SETTINGS_FILE, STATISTICS_FILE, AUTOSAVE_FILE, GAME_FILE, PICTURE_FILE = (
    "settings",
    "statistics",
    "autosave",
    "game",
    "picture",
)
GAME_FILE_AT_START = "game at start"  # `triangles --load FILE`
# The exported picture: the whole board at about one pixel per board unit, with a caption.
PICTURE_BOARD_SIZE = QSize(CANVAS_WIDTH, CANVAS_HEIGHT)
PICTURE_CAPTION_HEIGHT = 92


# -- Messages -----------------------------------------------------------------------------------


def _headline(what: str, problem: Problem) -> str:
    name = problem.path.name
    if problem.is_write:
        if what == SETTINGS_FILE:
            return QCoreApplication.translate("FileActions", "Your settings could not be saved.")
        if what == STATISTICS_FILE:
            return QCoreApplication.translate("FileActions", "Your statistics could not be saved.")
        if what == AUTOSAVE_FILE:
            return QCoreApplication.translate(
                "FileActions", "The game in progress could not be saved for the next start."
            )
        if what == PICTURE_FILE:
            return QCoreApplication.translate(
                "FileActions", "The picture could not be saved as \u201c{file}\u201d."
            ).format(file=name)
        return QCoreApplication.translate(
            "FileActions", "The game could not be saved as \u201c{file}\u201d."
        ).format(file=name)
    if what == SETTINGS_FILE:
        return QCoreApplication.translate("FileActions", "Your settings could not be read.")
    if what == STATISTICS_FILE:
        return QCoreApplication.translate("FileActions", "Your statistics could not be read.")
    if what == AUTOSAVE_FILE:
        return QCoreApplication.translate(
            "FileActions", "The game in progress could not be restored."
        )
    return QCoreApplication.translate(
        "FileActions", "Could not open the game \u201c{file}\u201d."
    ).format(file=name)


def _reason(kind: ProblemKind) -> str:
    if kind is ProblemKind.EMPTY:
        return QCoreApplication.translate("FileActions", "The file is empty.")
    if kind is ProblemKind.TOO_LARGE:
        return QCoreApplication.translate(
            "FileActions", "The file is too large (more than {size} MB)."
        ).format(size=MAX_FILE_BYTES // (1024 * 1024))
    if kind is ProblemKind.NOT_TEXT:
        return QCoreApplication.translate(
            "FileActions", "The file contains binary data instead of text."
        )
    if kind is ProblemKind.NOT_VALID:
        return QCoreApplication.translate("FileActions", "The file is incomplete or damaged.")
    if kind is ProblemKind.WRONG_DATA:
        return QCoreApplication.translate(
            "FileActions", "Some of its contents are missing or of the wrong kind."
        )
    if kind is ProblemKind.UNKNOWN_VERSION:
        return QCoreApplication.translate(
            "FileActions", "It was written by a different version of Triangles."
        )
    if kind is ProblemKind.ILLEGAL_MOVES:
        return QCoreApplication.translate(
            "FileActions", "It contains moves the rules do not allow."
        )
    if kind is ProblemKind.MISSING:
        return QCoreApplication.translate("FileActions", "There is no such file.")
    if kind is ProblemKind.UNREADABLE:
        return QCoreApplication.translate(
            "FileActions", "The system did not allow the file to be read."
        )
    return QCoreApplication.translate(
        "FileActions",
        "The system did not allow the file to be written (the disk may be full or read-only).",
    )


def _consequence(what: str, problem: Problem) -> str:
    if problem.is_write:
        if what in (GAME_FILE, PICTURE_FILE):
            return QCoreApplication.translate(
                "FileActions", "Any earlier file of that name is unchanged."
            )
        return QCoreApplication.translate(
            "FileActions", "The previous file is unchanged. The game goes on."
        )
    if what == GAME_FILE:
        return QCoreApplication.translate(
            "FileActions", "The file was not changed. The current game goes on."
        )
    if what == GAME_FILE_AT_START:
        return QCoreApplication.translate(
            "FileActions", "The file was not changed. A new game starts instead."
        )
    if problem.kept_as is not None:
        kept = QCoreApplication.translate(
            "FileActions", "The damaged file was kept as \u201c{file}\u201d."
        ).format(file=problem.kept_as.name)
    else:
        kept = QCoreApplication.translate(
            "FileActions", "The file was left as it is and will not be changed."
        )
    if what == SETTINGS_FILE:
        after = QCoreApplication.translate("FileActions", "The default settings are used.")
    elif what == STATISTICS_FILE:
        after = QCoreApplication.translate("FileActions", "Your statistics start again from zero.")
    else:
        after = QCoreApplication.translate("FileActions", "A new game starts instead.")
    return f"{kept} {after}"


def problem_message(what: str, problem: Problem) -> str:
    """The player-facing text for a file problem, in the current language."""
    return f"{_headline(what, problem)} {_reason(problem.kind)} {_consequence(what, problem)}"


# -- The exported picture ----------------------------------------------------------------------


def render_board_picture(game: Game, theme: Theme, suffix: str) -> bytes:
    """The board of `game` as PNG or SVG bytes, with a caption of players, scores and result.

    The board is drawn by a board view of its own, at a fixed size and without pointer
    markers or hints, so the picture does not depend on the window or on where the mouse is.
    """
    board_size = QSize(PICTURE_BOARD_SIZE)
    total = QSize(board_size.width(), board_size.height() + PICTURE_CAPTION_HEIGHT)
    view = BoardView(None, theme)
    try:
        view.set_animations_enabled(False)
        view.set_input_enabled(False)
        view.set_game(game)
        view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        view.resize(board_size)
        view.show()  # lays the view out and fits the board to its size
        QCoreApplication.processEvents()
        if suffix == "svg":
            return _svg_bytes(view, game, theme, total)
        return _png_bytes(view, game, theme, total)
    finally:
        view.close()
        view.deleteLater()


def _paint_picture(painter: QPainter, view: BoardView, game: Game, theme: Theme, total: QSize):
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    view.render(painter)
    caption = QRectF(0, view.height(), total.width(), total.height() - view.height())
    painter.fillRect(caption, QColor(theme.panel_color))
    painter.setPen(QPen(QColor(theme.player_color(0)), 4))
    painter.drawLine(QPointF(0, caption.top() + 2), QPointF(total.width() / 2, caption.top() + 2))
    painter.setPen(QPen(QColor(theme.player_color(1)), 4))
    painter.drawLine(
        QPointF(total.width() / 2, caption.top() + 2), QPointF(total.width(), caption.top() + 2)
    )
    font = QFont(painter.font())
    font.setPixelSize(34)
    font.setBold(True)
    painter.setFont(font)
    margin = 36
    left = caption.adjusted(margin, 8, -total.width() / 2, 0)
    right = caption.adjusted(total.width() / 2, 8, -margin, 0)
    for seat, area, alignment in (
        (0, left, Qt.AlignmentFlag.AlignLeft),
        (1, right, Qt.AlignmentFlag.AlignRight),
    ):
        player = game.players[seat]
        name = player.name
        if player.computer:
            name = f"{name} ({level_display_name(player.computer)})"
        painter.setPen(QColor(theme.player_color(seat)))
        text = f"{name}   {game.scores[seat]}" if seat == 0 else f"{game.scores[seat]}   {name}"
        painter.drawText(area, alignment | Qt.AlignmentFlag.AlignVCenter, text)
    painter.setPen(QColor(theme.text_color))
    middle = caption.adjusted(total.width() / 3, 8, -total.width() / 3, 0)
    status = (
        game_outcome_title(game)
        if game.is_over
        else QCoreApplication.translate("FileActions", "Game in progress")
    )
    painter.drawText(middle, Qt.AlignmentFlag.AlignCenter, status)


def _png_bytes(view: BoardView, game: Game, theme: Theme, total: QSize) -> bytes:
    image = QImage(total, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(theme.panel_color))
    painter = QPainter(image)
    try:
        _paint_picture(painter, view, game, theme, total)
    finally:
        painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("the picture could not be encoded")
    buffer.close()
    return bytes(data.data())


def _svg_bytes(view: BoardView, game: Game, theme: Theme, total: QSize) -> bytes:
    from PySide6.QtSvg import QSvgGenerator

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(total)
    # CSS pixels are 1/96 inch: the SVG's size in millimetres then shows 1600 pixels wide.
    generator.setResolution(96)
    generator.setViewBox(QRectF(0, 0, total.width(), total.height()))
    generator.setTitle(QCoreApplication.translate("FileActions", "Triangles"))
    generator.setDescription(
        QCoreApplication.translate("FileActions", "A board of the game Triangles")
    )
    painter = QPainter(generator)
    try:
        _paint_picture(painter, view, game, theme, total)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


# -- The window's file actions ------------------------------------------------------------------


class FileActions(QObject):
    """Save, Open, Export picture and Statistics for `window`, plus autosave and statistics."""

    def __init__(self, window, statistics: StatisticsStore | None = None) -> None:
        super().__init__(window)
        self.setObjectName("fileActions")
        self.window = window
        self.autosave = AutosaveStore()
        self.statistics = statistics if statistics is not None else StatisticsStore()
        # Both changed by `use_for_screenshot()`.
        self.writes_enabled = True
        self.quiet = False
        self.messages: list[str] = []  # every message shown this session, for tests and logs
        self.message_box: QMessageBox | None = None
        self._pending: list[tuple[str, str, str]] = []  # (headline, body, details)
        self._shown: list[tuple[str, str, str]] = []  # what the open message box says
        self._game: Game | None = None
        self._counted = True  # whether the current game has been counted in the statistics
        self._autosave_failing = False
        self._settings_failing = False
        self._statistics_dialog = None
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
        window.game_changed.connect(self.game_changed)

    def use_for_screenshot(self) -> None:
        """For `--screenshot` runs: a picture (for the README, say) must not replace the
        player's autosave or count a game, and messages go only to standard error and the
        status bar, never to a box. Damaged files are still kept aside and reported."""
        self.writes_enabled = False
        self.quiet = True
        self._pending.clear()

    # -- Menu ---------------------------------------------------------------------------------

    def _build_actions(self) -> None:
        window = self.window
        self.save_action = window._action("saveGame", self.ask_save, QKeySequence.StandardKey.Save)
        self.open_action = window._action("openGame", self.ask_open, QKeySequence.StandardKey.Open)
        self.export_action = window._action("exportPicture", self.ask_export)
        self.statistics_action = window._action("statistics", self.show_statistics)
        menu = window.game_menu
        # After Undo / Hint, before Quit: find the separator that precedes Quit.
        before = window.quit_action
        actions = menu.actions()
        index = actions.index(before) if before in actions else len(actions)
        if index > 0 and actions[index - 1].isSeparator():
            before = actions[index - 1]
        menu.insertActions(
            before,
            [self.save_action, self.open_action, self.export_action, self.statistics_action],
        )
        menu.insertSeparator(self.save_action)

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
            elif event.type() == QEvent.Type.Show and self._pending:
                # From the event loop, once the window is really on screen.
                QTimer.singleShot(0, self, self._show_pending)
        return False

    # -- The hook: the window's game changed ---------------------------------------------------

    def _watch(self, game: Game | None) -> None:
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
        problem = self.autosave.save(game)
        if problem is None:
            self._autosave_failing = False
        elif not self._autosave_failing:
            # Once, not after every move, until a write succeeds again.
            self._autosave_failing = True
            self.report(AUTOSAVE_FILE, problem)
        if game.is_over and not self._counted:
            self._counted = True
            problem = self.statistics.add_game(game)
            if problem is not None:
                self.report(STATISTICS_FILE, problem)
            if self._statistics_dialog is not None:
                self._statistics_dialog.refresh()

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

    # -- Messages -----------------------------------------------------------------------------

    def report(self, what: str, problem: Problem) -> str:
        """Tell the player about a file problem; returns the message."""
        headline = _headline(what, problem)
        body = f"{_reason(problem.kind)} {_consequence(what, problem)}"
        details = [self.tr("File: {path}").format(path=problem.path)]
        if problem.kept_as is not None:
            details.append(self.tr("Kept as: {path}").format(path=problem.kept_as))
        if problem.detail:
            details.append(problem.detail)
        return self.show_message(headline, body, "\n".join(details))

    def show_message(self, headline: str, body: str = "", detail: str = "") -> str:
        """Status bar, standard error, and (once the window is on screen) a message box."""
        text = f"{headline} {body}".strip()
        self.messages.append(text)
        print(f"triangles: {text}" + (f" ({detail})" if detail else ""), file=sys.stderr)
        self.window.show_status(text)
        if not self.quiet:
            self._pending.append((headline, body, detail))
            if self.window.isVisible():
                QTimer.singleShot(0, self, self._show_pending)
        return text

    def _show_pending(self) -> None:
        if not self._pending or self.quiet or not self.window.isVisible():
            return
        box = self.message_box
        if box is not None and box.isVisible():
            # One box for everything that went wrong, not a stack of them.
            box.hide()
            box.deleteLater()
            self.message_box = None
            items = [*self._shown, *self._pending]
        else:
            items = list(self._pending)
        self._pending.clear()
        self._shown = items
        box = QMessageBox(self.window)
        box.setObjectName("fileProblemBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Triangles"))
        if len(items) == 1:
            headline, body, detail = items[0]
            box.setText(headline)
            box.setInformativeText(body)
            box.setDetailedText(detail)
        else:
            box.setText(self.tr("Some of your files had problems."))
            box.setInformativeText("\n\n".join(f"{h} {b}".strip() for h, b, _ in items))
            box.setDetailedText("\n\n".join(detail for _, _, detail in items if detail))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(partial(self._message_box_closed, box))
        self.message_box = box
        box.open()  # window-modal, without a nested event loop

    def _message_box_closed(self, box: QMessageBox, _result: int = 0) -> None:
        if self.message_box is box:
            self.message_box = None
            self._shown = []

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

    def open_path(self, path: Path | str) -> bool:
        path = Path(path)
        game = self.load_game(path)
        if game is None:
            return False
        self._last_folder = str(path.parent)
        self.window.set_game(game)
        self.window.show_status(self.tr("Opened \u201c{file}\u201d.").format(file=path.name))
        return True

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
