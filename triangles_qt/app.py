"""Starting Triangles: the QApplication, translations, the window, and main(), once the command
line (command_line.py) is understood and a window can be opened (display_checks.py).

Without options the unfinished game of last time comes back (the autosave); when there is
none, the window opens on a fresh board and shows the New Game dialog.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from .command_line import parse_arguments
from .display_checks import NO_DISPLAY_MESSAGE, missing_display, missing_xcb_libraries
from .engine import Game, Level

PACKAGE_DIR = Path(__file__).resolve().parent
ICON_DIR = PACKAGE_DIR / "resources" / "icon"
# Must match the installed .desktop file's name, so Wayland desktops pair window and menu entry.
DESKTOP_FILE_NAME = "io.github.triangles_game.Triangles"
DEMO_LEVEL = Level.MEDIUM
# zlib's effort for --screenshot's PNG (Qt's quality 70: compression level 2): much quicker
# than the default's, for a somewhat larger file.
PICTURE_PNG_QUALITY = 70
# How often the cycle collector gets its turn on the GUI thread (collect_on_the_gui_thread).
COLLECT_INTERVAL_MS = 250

if TYPE_CHECKING:
    # For annotations only: Qt loads once a window is needed (see create_application).
    from PySide6.QtWidgets import QApplication

    from .persistence import Problem
    from .settings import NewGameChoices, Settings
    from .ui.main_window import MainWindow


# -- Qt ----------------------------------------------------------------------------------------


def create_application(argv: Sequence[str]) -> QApplication:
    # Deferred: Qt loads only once a window is needed, so --help, --version and bad options
    # answer at once.
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .settings import set_application_identity
    from .ui.app_style import install_app_style

    existing = QApplication.instance()
    # instance() is typed as a QCoreApplication; one made before this (a test's) is a QApplication.
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    set_application_identity()
    # One look on every platform, in the theme's colours (native styles ignore palettes):
    # Fusion, with indicators and tool icons drawn from the palette (ui/app_style.py).
    install_app_style(app)
    # (No setApplicationVersion: nothing reads it, and reading the version costs the start
    # time; About and --version read it when asked.)
    app.setApplicationDisplayName("Triangles")
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    icon = QIcon(str(ICON_DIR / "triangles.svg"))
    for size in (16, 32, 256):  # hand-tuned small sizes stay crisp where the SVG would blur
        icon.addFile(str(ICON_DIR / f"triangles-{size}.png"), QSize(size, size))
    app.setWindowIcon(icon)
    return app


def _choose_language(app: QApplication, requested: str | None, saved: str) -> str | None:
    """Install the language: --lang, else the saved choice, else the system's. Returns a
    message for the player when the requested language is not available."""
    # Deferred: i18n loads Qt (see create_application).
    from .i18n import SOURCE_LANGUAGE, install_language, normalized_language, system_language

    if requested:
        wanted = normalized_language(requested)
        if wanted is not None and install_language(app, wanted) == wanted:
            return None
        install_language(app, SOURCE_LANGUAGE)
        return f"No translation for language {requested!r}; using English."
    install_language(app, normalized_language(saved) or system_language())
    return None


def _play_demo_moves(game: Game, count: int, seed: int) -> None:
    """Seeded Medium-level moves, so a picture shows a game as people play it."""
    from .ai import choose_move  # Deferred: only --demo-moves needs the computer here

    rng = random.Random(seed)
    for _ in range(count):
        if game.is_over:
            break
        game.play(*choose_move(game, DEMO_LEVEL, seed=rng.randrange(2**31), time_limit=0.1))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    arguments = parse_arguments(argv[1:])
    why = missing_display(argv[1:])
    if why is not None:
        print(NO_DISPLAY_MESSAGE.format(why=why), file=sys.stderr)
        return 1
    missing = missing_xcb_libraries(argv[1:])
    if missing is not None:
        print(missing, file=sys.stderr)
        return 1
    # Python's cycle collector would run over a hundred times while the start builds thousands
    # of objects that all stay (Qt's types, the board's tables, the window): it waits until the
    # window is built, leaves what the start built out of its later rounds, and from then on runs
    # on the GUI thread only (collect_on_the_gui_thread).
    gc.disable()
    try:
        return _start(argv, arguments)
    finally:
        gc.enable()


def _start(argv: list[str], arguments: argparse.Namespace) -> int:
    """main() once the command line is understood: the application, the window, its events."""
    # Deferred: Qt and the window load only after the command line is understood, so --help,
    # --version and bad options answer at once.
    from PySide6.QtCore import QTimer

    from .persistence import DATA_FILE_NAMES, check_settings_file, data_dir, sweep_temporary_files
    from .settings import Settings

    app = create_application(argv)
    if arguments.check_computer:
        # Deferred: the package check needs no window, data folder or settings.
        from .computer.check import check_computer_move

        return check_computer_move()
    # What interrupted writes left behind (a crash, a kill) goes first.
    sweep_temporary_files(data_dir(), DATA_FILE_NAMES)
    # Before QSettings reads it: a damaged settings.ini is kept aside and defaults are used;
    # when something must stay in its place (or the folder is unusable), nothing is written.
    settings_problem = check_settings_file()
    settings = Settings(in_memory=settings_problem is not None and settings_problem.blocked)
    messages: list[str] = []
    language_message = _choose_language(app, arguments.lang, settings.language)
    if language_message:
        messages.append(language_message)

    start = open_window(settings, arguments, settings_problem)
    window = start.window
    gc.freeze()
    collect_on_the_gui_thread(app)
    for message in messages:
        print(f"triangles: {message}", file=sys.stderr)
    if messages:
        window.show_status(" ".join(messages))

    if arguments.screenshot is not None:
        return _write_screenshot(app, window, arguments.screenshot)

    window.show()
    if start.to_offer is not None:
        # From the event loop, once the window is on screen (the question, if any, is over it).
        QTimer.singleShot(0, partial(window.offer_game, start.to_offer))
    elif not start.chosen:
        # Nothing asked for on the command line (or the file could not be read) and nothing
        # to resume: let the player choose.
        QTimer.singleShot(0, window.open_new_game_dialog)
    return int(app.exec())


def collect_on_the_gui_thread(app: QApplication) -> None:
    """Run Python's cycle collector from the event loop, on the GUI thread, instead of on
    whichever thread allocates: a Qt object in a cycle it frees is destroyed where it is
    collected, and destroyed on a writer's or a computer reader's thread it would be taken from
    under the GUI thread. Each generation is collected once its count passes the threshold the
    automatic collector uses; the automatic collector stays off."""
    # Deferred: Qt loads only after the command line is understood.
    from PySide6.QtCore import QTimer

    gc.disable()
    timer = QTimer(app)
    timer.timeout.connect(collect_due_garbage)
    timer.start(COLLECT_INTERVAL_MS)


def collect_due_garbage() -> None:
    """What the automatic collector would collect now: each generation whose count has passed
    its threshold."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    generation = -1
    while generation < 2 and counts[generation + 1] > thresholds[generation + 1]:
        generation += 1
    if generation >= 0:
        gc.collect(generation)


@dataclass
class OpenedWindow:
    """The window `open_window` opened, and what the start still has to do with it."""

    window: MainWindow
    # The game the command line asks for, to be offered in place of the unfinished game of
    # last time, which is on the board (see `MainWindow.offer_game`).
    to_offer: Game | None
    # Whether the game on the board was asked for or resumed; if not, the player chooses.
    chosen: bool


def open_window(
    settings: Settings, arguments: argparse.Namespace, settings_problem: Problem | None = None
) -> OpenedWindow:
    """The window on the game to start with: the unfinished game of last time (the autosave),
    else the game the command line asks for, else one the last New Game choices describe.
    Each is read or built once, before the window, so no board is built and prepared only to
    be replaced. What went wrong reading the files is reported in the window. With
    `--screenshot` the computer never starts; otherwise it starts once the window is painted.
    """
    # Deferred: Qt and the window load only after the command line is understood.
    from .persistence import AutosaveStore
    from .persistence.messages import AUTOSAVE_FILE, GAME_FILE_AT_START, SETTINGS_FILE
    from .session import game_from_choices
    from .ui.main_window import MainWindow

    problems: list[tuple[str, Problem]] = []
    if settings_problem is not None:
        problems.append((SETTINGS_FILE, settings_problem))
    picture = arguments.screenshot is not None
    asked_for = any(value is not None for value in (arguments.load, arguments.size, arguments.seed))
    autosave = AutosaveStore()
    resumed: Game | None = None
    if not picture or not asked_for:
        # The unfinished game of last time comes back (a damaged autosave gives a message),
        # also when another game is asked for: that one replaces it only once the player
        # agrees to give it up (`MainWindow.offer_game`), never silently.
        resumed, autosave_problem = autosave.load()
        if autosave_problem is not None:
            problems.append((AUTOSAVE_FILE, autosave_problem))
    asked, load_problem = asked_game(arguments, settings.new_game)
    if load_problem is not None:
        problems.append((GAME_FILE_AT_START, load_problem))
    if arguments.demo_moves:
        base = asked or resumed or game_from_choices(settings.new_game)
        asked = base.restarted()
        _play_demo_moves(asked, arguments.demo_moves, seed=base.board.seed or 0)
    # On the board first: in a picture, the game asked for; otherwise the unfinished game of
    # last time, and the game asked for is offered in its place once the window is up.
    first = asked if picture and asked is not None else resumed or asked

    window = MainWindow(settings, first_game=first, autosave=autosave, computer_after_paint=True)
    if picture:
        window.prepare_for_picture()
    window.report_start(problems, resumed=first is not None and first is resumed)
    to_offer = asked if asked is not None and asked is not first else None
    return OpenedWindow(window, to_offer, chosen=first is not None)


def asked_game(
    arguments: argparse.Namespace, choices: NewGameChoices
) -> tuple[Game | None, Problem | None]:
    """The game the command line asks for (None when it asks for none), and what went wrong
    reading the file of `--load` (the file itself is left as it is). A new board takes the
    last New Game choices (`choices`), its size and number from `--size` and `--seed`."""
    # Deferred: these load Qt (see create_application).
    from .persistence import DamagedFile, Problem, read_game_file
    from .session import game_from_choices

    if arguments.load is not None:
        try:
            return read_game_file(arguments.load), None
        except DamagedFile as damage:
            return None, Problem(damage.kind, arguments.load, None, damage.detail)
    if arguments.size is None and arguments.seed is None:
        return None, None
    if arguments.size is not None:
        choices = replace(choices, size=arguments.size)
    return game_from_choices(choices, arguments.seed), None  # (no seed: a random board)


def _write_screenshot(app: QApplication, window: MainWindow, path: Path) -> int:
    """Lay the window out at its default size, off screen, and save a PNG of it, written as
    every file is (`write_chosen_file`: atomically, over a regular file or nothing)."""
    # Deferred: Qt loads in main() (see create_application)
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt

    # Deferred: the messages load Qt's translation too
    from .persistence import write_chosen_file
    from .persistence.messages import PICTURE_FILE, problem_message
    from .ui.main_window import DEFAULT_WINDOW_SIZE

    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(DEFAULT_WINDOW_SIZE)
    window.show()
    app.processEvents()
    pixmap = window.grab()
    window.close()
    encoded = QByteArray()
    buffer = QBuffer(encoded)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not pixmap.save(buffer, "PNG", PICTURE_PNG_QUALITY):
        print(f"triangles: could not make the picture for {path}", file=sys.stderr)
        return 1
    buffer.close()
    problem = write_chosen_file(path, bytes(encoded.data()))
    if problem is not None:
        print(f"triangles: {problem_message(PICTURE_FILE, problem)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
