"""Everything the app keeps on disk, with no widgets: the data folder, safe file handling, the
stores (autosave, statistics) on one base, the settings-file check and the problem messages.

    folder.py         where the data folder is, and whether it can be used
    problems.py       what can be wrong with a file (data)
    files.py          capped non-blocking reads, atomic writes, setting aside, sweeping
    store.py          one data file: read, set aside, write, a failing write remembered
    locking.py        one read-modify-write at a time of a file copies of the app share
    writer.py         writes on a thread of their own
    games.py          game files as bytes (the engine's record format)
    autosave.py       the game in progress
    statistics.py     results against the computer
    puzzle_progress.py  the puzzle practice
    my_mistakes.py    the player's exact mistakes, kept as puzzles
    settings_file.py  settings.ini checked before QSettings touches it
    messages.py       the translated words for all of the above
"""

from .autosave import FILE_NAME as AUTOSAVE_FILE_NAME
from .autosave import AutosaveStore, AutosaveWriter
from .files import (
    DAMAGED_MARK,
    MAX_FILE_BYTES,
    atomic_write,
    parse_json_bytes,
    quarantine,
    quarantined_files,
    read_capped,
    sweep_temporary_files,
    write_chosen_file,
)
from .folder import DATA_DIR_VARIABLE, data_dir, folder_problem
from .games import game_from_bytes, game_to_bytes, read_game_file
from .problems import DamagedFile, Problem, ProblemKind, excerpt
from .puzzle_progress import FILE_NAME as PUZZLE_PROGRESS_FILE_NAME
from .settings_file import SETTINGS_FILE_NAME, check_settings_file, settings_file
from .statistics import FILE_NAME as STATISTICS_FILE_NAME
from .statistics import StatisticsStore, game_result
from .store import Store
from .writer import BackgroundWriter

# The files of the data folder, whose interrupted writes are swept at start.
DATA_FILE_NAMES = (
    SETTINGS_FILE_NAME,
    STATISTICS_FILE_NAME,
    AUTOSAVE_FILE_NAME,
    PUZZLE_PROGRESS_FILE_NAME,
)

__all__ = [
    "DAMAGED_MARK",
    "DATA_DIR_VARIABLE",
    "DATA_FILE_NAMES",
    "MAX_FILE_BYTES",
    "AutosaveStore",
    "AutosaveWriter",
    "BackgroundWriter",
    "DamagedFile",
    "Problem",
    "ProblemKind",
    "StatisticsStore",
    "Store",
    "atomic_write",
    "check_settings_file",
    "data_dir",
    "excerpt",
    "folder_problem",
    "game_from_bytes",
    "game_result",
    "game_to_bytes",
    "parse_json_bytes",
    "quarantine",
    "quarantined_files",
    "read_capped",
    "read_game_file",
    "settings_file",
    "sweep_temporary_files",
    "write_chosen_file",
]
