"""Starting Triangles: the command line, the QApplication, translations, and main().

    triangles [--size N] [--seed S] [--load FILE] [--lang CODE] [--screenshot FILE]

Without options the unfinished game of last time comes back (the autosave); when there is
none, the window opens on a fresh board and shows the New Game dialog.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__
from .engine import PRESET_SIZES, Board, Game
from .engine.board import MAX_STARS, MIN_STARS

PACKAGE_DIR = Path(__file__).resolve().parent
ICON_DIR = PACKAGE_DIR / "resources" / "icon"
# Must match the installed .desktop file's name, so Wayland desktops pair window and menu entry.
DESKTOP_FILE_NAME = "io.github.triangles_game.Triangles"
MAX_SEED = 2**63 - 1
DEMO_LEVEL = "medium"


# -- Command line ------------------------------------------------------------------------------


def _board_size(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not MIN_STARS <= value <= MAX_STARS:
        raise argparse.ArgumentTypeError(
            f"a board has from {MIN_STARS} to {MAX_STARS} stars, not {value}"
        )
    return value


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"the board number must be 0 or more, not {value}")
    return value


def _language(text: str) -> str:
    code = text.strip()
    if not code or len(code) > 20 or not code.replace("_", "").replace("-", "").isalnum():
        raise argparse.ArgumentTypeError(f"{text!r} is not a language code such as fi or ro")
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
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


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


# -- Qt ----------------------------------------------------------------------------------------


def create_application(argv: Sequence[str]):
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .settings import set_application_identity

    app = QApplication.instance() or QApplication(list(argv))
    set_application_identity()
    # One look on every platform, in the theme's colours (native styles ignore palettes).
    app.setStyle("Fusion")
    app.setApplicationDisplayName("Triangles")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    icon = QIcon(str(ICON_DIR / "triangles.svg"))
    for size in (16, 32, 256):  # hand-tuned small sizes stay crisp where the SVG would blur
        icon.addFile(str(ICON_DIR / f"triangles-{size}.png"), QSize(size, size))
    app.setWindowIcon(icon)
    return app


def _choose_language(app, requested: str | None, saved: str) -> str | None:
    """Install the language: --lang, else the saved choice, else the system's. Returns a
    message for the player when the requested language is not available."""
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
    from .ai import choose_move

    rng = random.Random(seed)
    for _ in range(count):
        if game.is_over:
            break
        game.play(*choose_move(game, DEMO_LEVEL, seed=rng.randrange(2**31), time_limit=0.1))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    arguments = parse_arguments(argv[1:])

    from PySide6.QtCore import QTimer

    from .settings import Settings
    from .storage import check_settings_file
    from .ui.file_actions import SETTINGS_FILE
    from .ui.main_window import MainWindow

    app = create_application(argv)
    if arguments.check_computer:
        from .ui.computer_player import check_computer_move

        return check_computer_move()
    # Before QSettings reads it: a damaged settings.ini is kept aside and defaults are used.
    settings_problem = check_settings_file()
    settings = Settings()
    messages: list[str] = []
    language_message = _choose_language(app, arguments.lang, settings.language)
    if language_message:
        messages.append(language_message)

    window = MainWindow(settings)
    if arguments.screenshot is not None:
        window.prepare_for_picture()
        window.files.use_for_screenshot()
    if settings_problem is not None:
        window.files.report(SETTINGS_FILE, settings_problem)

    resumed = False
    if arguments.load is None and arguments.size is None and arguments.seed is None:
        # The unfinished game of last time comes back (a damaged autosave gives a message).
        resumed = window.files.resume_autosave()
    game = _opening_game(window, arguments, messages)
    if game is not None:
        window.set_game(game)

    for message in messages:
        print(f"triangles: {message}", file=sys.stderr)
    if messages:
        window.show_status(" ".join(messages))

    if arguments.screenshot is not None:
        return _write_screenshot(app, window, arguments.screenshot)

    window.show()
    if game is None and not resumed:
        # Nothing asked for on the command line (or the file could not be read): let the
        # player choose. From the event loop, once the window is on screen.
        QTimer.singleShot(0, window.open_new_game_dialog)
    return app.exec()


def _opening_game(window, arguments: argparse.Namespace, messages: list[str]) -> Game | None:
    """The game the command line asks for, or None to keep the window's fresh game."""
    current = window.game
    assert current is not None
    game: Game | None = None
    if arguments.load is not None:
        # A damaged file gives a message (the file itself is left as it is).
        game = window.files.load_game(arguments.load, at_start=True)
    if game is None and (arguments.size is not None or arguments.seed is not None):
        board = current.board
        size = arguments.size if arguments.size is not None else (board.n or len(board.points))
        seed = arguments.seed if arguments.seed is not None else random.randrange(1_000_000)
        game = Game(
            Board.generate(size, seed=seed), current.rules, current.players, current.first_player
        )
    if arguments.demo_moves:
        base = game if game is not None else current
        game = base.restarted()
        _play_demo_moves(game, arguments.demo_moves, seed=base.board.seed or 0)
    return game


def _write_screenshot(app, window, path: Path) -> int:
    """Lay the window out at its default size, off screen, and save a PNG of it."""
    from PySide6.QtCore import Qt

    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(window.default_size())
    window.show()
    app.processEvents()
    pixmap = window.grab()
    window.close()
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
    if not pixmap.save(str(path), "PNG"):
        print(f"triangles: could not write the picture to {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
