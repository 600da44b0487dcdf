"""The command line: its options, each checked as it is read, and the message for a bad one.

    triangles [--size N] [--seed S] [--load FILE] [--lang CODE] [--screenshot FILE]

argparse exits with status 2 and one line for a bad option; nothing here loads Qt, so --help,
--version and a bad option answer at once.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from . import DATA_DIR_VARIABLE
from .engine import MAX_BOARD_NUMBER, MAX_STARS, MIN_BOARD_NUMBER, MIN_STARS, PRESET_SIZES
from .engine.record import excerpt

# How much of a bad option's value an error message quotes.
QUOTED_ARGUMENT_LENGTH = 20


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
    has no translation for starts in English and says so (app.py's `_choose_language`)."""
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
        epilog=f"environment: {DATA_DIR_VARIABLE}=FOLDER keeps the settings, the statistics and "
        "the game in progress in FOLDER instead of the usual data folder.",
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
        "--lang",
        type=_language,
        metavar="CODE",
        help="language of the app, e.g. en, id, ro, fi, pl",
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help="write a PNG picture of the window with the game that would open, then exit",
    )
    # For README pictures: play this many seeded computer moves before --screenshot.
    parser.add_argument("--demo-moves", type=_demo_moves, default=0, help=argparse.SUPPRESS)
    # For the installed-package checks (README): computer moves through its own worker process.
    parser.add_argument(
        "--check-computer",
        action="store_true",
        help="check an installed copy: play two Hard moves through the computer's own process, "
        "print them, then exit",
    )
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
