"""Starting Triangles: the command line, the QApplication, translations, and main().

    triangles [--size N] [--seed S] [--load FILE] [--lang CODE] [--screenshot FILE]

Without options the unfinished game of last time comes back (the autosave); when there is
none, the window opens on a fresh board and shows the New Game dialog.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib.util
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from .engine import (
    MAX_BOARD_NUMBER,
    MAX_STARS,
    MIN_BOARD_NUMBER,
    MIN_STARS,
    PRESET_SIZES,
    Game,
)
from .engine.record import excerpt
from .system_libraries import XCB_PLUGIN_LIBRARIES, missing_libraries, packages_for, unloadable

PACKAGE_DIR = Path(__file__).resolve().parent
ICON_DIR = PACKAGE_DIR / "resources" / "icon"
# Must match the installed .desktop file's name, so Wayland desktops pair window and menu entry.
DESKTOP_FILE_NAME = "io.github.triangles_game.Triangles"
DEMO_LEVEL = "medium"
# zlib's effort for --screenshot's PNG (Qt's quality 70: compression level 2): a fraction of
# the default's time, for a file about a fifth larger.
PICTURE_PNG_QUALITY = 70
# How much of a bad option's value an error message quotes.
QUOTED_ARGUMENT_LENGTH = 20

if TYPE_CHECKING:
    # For annotations only: Qt loads once a window is needed (see create_application).
    from PySide6.QtWidgets import QApplication

    from .persistence import Problem
    from .settings import NewGameChoices, Settings
    from .ui.main_window import MainWindow


# -- Command line ------------------------------------------------------------------------------


def _whole_number(text: str, least: int, most: int, range_error: str) -> int:
    """`text` as a whole number from `least` to `most`; `range_error` names the range. The
    errors quote a long `text` only in part: thousands of digits must not fill the terminal."""
    quoted = excerpt(text, QUOTED_ARGUMENT_LENGTH)
    digits = text.strip().lstrip("+-").lstrip("0")
    if len(digits) > len(str(most)) and digits.isdecimal():
        # Out of range whatever the digits (and int() refuses more than 4,300 of them).
        raise argparse.ArgumentTypeError(f"{range_error}, not {quoted}")
    try:
        value = int(text) if len(digits) <= len(str(most)) else None
    except ValueError:
        value = None
    if value is None:
        raise argparse.ArgumentTypeError(f"{quoted} is not a whole number")
    if not least <= value <= most:
        raise argparse.ArgumentTypeError(f"{range_error}, not {quoted}")
    return value


def _board_size(text: str) -> int:
    return _whole_number(
        text, MIN_STARS, MAX_STARS, f"a board has from {MIN_STARS} to {MAX_STARS} stars"
    )


def _seed(text: str) -> int:
    return _whole_number(
        text,
        MIN_BOARD_NUMBER,
        MAX_BOARD_NUMBER,
        f"the board number must be from {MIN_BOARD_NUMBER} to {MAX_BOARD_NUMBER}",
    )


def _language(text: str) -> str:
    """The language part of a code or locale name: "fi", "fi_FI", "ro-RO", "fi_FI.UTF-8",
    "ro_RO@euro" (the encoding and modifier are dropped). Any such code is taken; one the app
    has no translation for starts in English and says so (`_choose_language`)."""
    code = text.strip().split(".")[0].split("@")[0]
    if not code or len(code) > 20 or not code.replace("_", "").replace("-", "").isalnum():
        raise argparse.ArgumentTypeError(
            f"{excerpt(text, QUOTED_ARGUMENT_LENGTH)} is not a language code such as fi or ro"
        )
    return code.replace("-", "_")


def _demo_moves(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("the number of moves must be 0 or more")
    return value


def build_parser() -> argparse.ArgumentParser:
    sizes = ", ".join(str(size) for size in PRESET_SIZES)
    parser = argparse.ArgumentParser(
        prog="triangles",
        description="Triangles: draw lines between stars and close more triangles than your "
        "opponent.",
    )
    parser.add_argument(
        "--size",
        type=_board_size,
        metavar="N",
        help=f"number of stars on the board ({MIN_STARS}-{MAX_STARS}; the New Game dialog "
        f"offers {sizes})",
    )
    parser.add_argument(
        "--seed", type=_seed, metavar="S", help="board number, to play a given board again"
    )
    parser.add_argument(
        "--load", type=Path, metavar="FILE", help="open a saved game (.triangles file)"
    )
    parser.add_argument(
        "--lang", type=_language, metavar="CODE", help="language of the app, e.g. en, id, ro, fi"
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help="write a PNG picture of the window with the game that would open, then exit",
    )
    # For README pictures: play this many seeded computer moves before --screenshot.
    parser.add_argument("--demo-moves", type=_demo_moves, default=0, help=argparse.SUPPRESS)
    # For the installed-package checks: one computer move through its own worker process.
    parser.add_argument("--check-computer", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--version", action=_PrintVersion, help="show program's version number and exit"
    )
    return parser


class _PrintVersion(argparse.Action):
    """--version: the version, read only when asked for (reading it costs every start time)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(
            option_strings, argparse.SUPPRESS, nargs=0, default=argparse.SUPPRESS, help=help
        )

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from . import __version__  # Deferred: see the class

        print(f"{parser.prog} {__version__}")
        parser.exit()


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    """Parse the command line; argparse exits with status 2 and a message on a bad option."""
    parser = build_parser()
    # Qt's own options (-platform, -style ...) are left for QApplication.
    arguments, rest = parser.parse_known_args(list(argv))
    unknown = [arg for arg in rest if arg.startswith("--")]
    if unknown:
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    if arguments.load is not None and (arguments.size is not None or arguments.seed is not None):
        parser.error("--load opens a saved game; it cannot be combined with --size or --seed")
    return arguments


# -- A display to show the window on ------------------------------------------------------------

NO_DISPLAY_MESSAGE = (
    "triangles: there is no display to open the window on ({why}); set DISPLAY or "
    "WAYLAND_DISPLAY, or make a picture without one with "
    "QT_QPA_PLATFORM=offscreen triangles --screenshot FILE."
)
# Platform plugins that draw to an X11 or Wayland display; any other (offscreen, vnc, eglfs...)
# needs none.
DISPLAY_PLUGINS = ("xcb", "wayland", "wayland-egl")


def _requested_platforms(argv: Sequence[str], environ: dict[str, str]) -> list[str]:
    """The platform plugins Qt will try: -platform NAME, else QT_QPA_PLATFORM ("" = default)."""
    requested = environ.get("QT_QPA_PLATFORM", "")
    for index, arg in enumerate(argv):
        if arg == "-platform" and index + 1 < len(argv):
            requested = argv[index + 1]
    return [name.split(":")[0].strip() for name in requested.split(";") if name.strip()]


def _x11_server_reachable(display: str) -> bool:
    """Whether a local X server answers on DISPLAY (":0", "unix:1.0"); remote ones are assumed
    to."""
    host, _, number = display.rpartition(":")
    number = number.split(".")[0]
    if host not in ("", "unix") or not number.isdigit() or not sys.platform.startswith("linux"):
        return True
    import socket  # Deferred: only an X11 display needs it

    path = f"/tmp/.X11-unix/X{number}"
    for address in (path, "\0" + path):  # the socket file, then Linux's abstract socket
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(2)
            try:
                connection.connect(address)
            except OSError:
                continue
            return True
    return False


def missing_display(
    argv: Sequence[str], environ: dict[str, str] | None = None, platform: str = sys.platform
) -> str | None:
    """Why Qt would abort for want of a display (it ends the process with status 134 then), or
    None. Only X11/Wayland systems have the problem: Windows and macOS always have a screen."""
    environ = dict(os.environ if environ is None else environ)
    if platform.startswith(("win", "cygwin", "darwin")):
        return None
    plugins = _requested_platforms(argv, environ)
    if any(name not in DISPLAY_PLUGINS for name in plugins):
        return None
    x11 = environ.get("DISPLAY", "").strip()
    wayland = environ.get("WAYLAND_DISPLAY", "").strip()
    if not x11 and not wayland:
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    if x11 and not wayland and not _x11_server_reachable(x11):
        return f"no X server answers on DISPLAY={x11}"
    return None


MISSING_LIBRARIES_MESSAGE = (
    "triangles: Qt cannot open a window on X11 because system libraries it needs are missing "
    "({libraries}): install them (on Debian or Ubuntu: sudo apt-get install {packages}) and "
    "start Triangles again."
)


def xcb_plugin(package_folder: Path | None = None) -> Path | None:
    """PySide6's X11 platform plugin, the one `XCB_PLUGIN_LIBRARIES` lists the libraries of;
    None when this PySide6 has none there (a system-wide Qt, say, with its own packages)."""
    if package_folder is None:
        spec = importlib.util.find_spec("PySide6")  # found, not imported: Qt loads later
        if spec is None or not spec.submodule_search_locations:
            return None
        package_folder = Path(next(iter(spec.submodule_search_locations)))
    plugin = package_folder / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def missing_xcb_libraries(
    argv: Sequence[str],
    environ: dict[str, str] | None = None,
    platform: str = sys.platform,
    plugin: Path | None = None,
    find_missing: Callable[[str], str | None] = unloadable,
) -> str | None:
    """The sentence to print when Qt is about to open its X11 plugin (xcb) and system
    libraries the plugin needs cannot be loaded (Qt would abort with status 134), or None.
    Only where xcb is certainly the plugin: asked for first, or the default with no Wayland
    display (on a Wayland session Qt takes its Wayland plugin)."""
    environ = dict(os.environ if environ is None else environ)
    if not platform.startswith("linux"):
        return None
    plugins = _requested_platforms(argv, environ)
    if plugins[:1] != ["xcb"] and (plugins or environ.get("WAYLAND_DISPLAY", "").strip()):
        return None
    if (plugin or xcb_plugin()) is None:
        return None
    missing = missing_libraries(XCB_PLUGIN_LIBRARIES, find_missing)
    if not missing:
        return None
    return MISSING_LIBRARIES_MESSAGE.format(
        libraries=", ".join(missing),
        packages=" ".join(packages_for(missing, XCB_PLUGIN_LIBRARIES)),
    )


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
    # window is built, and leaves what the start built out of its later rounds.
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
    gc.enable()
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
        window.files.use_for_screenshot()
    for what, problem in problems:
        window.files.report(what, problem)
    if first is not None and first is resumed:
        window.files.announce_resumed()
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
    """Lay the window out at its default size, off screen, and save a PNG of it."""
    from PySide6.QtCore import Qt  # Deferred: Qt loads in main() (see create_application)

    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(window.default_size())
    window.show()
    app.processEvents()
    pixmap = window.grab()
    window.close()
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
    if not pixmap.save(str(path), "PNG", PICTURE_PNG_QUALITY):
        print(f"triangles: could not write the picture to {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
