"""The player-facing words for file problems: one translated table (the words for giving up a
game are the abandon prompt's, ui/abandon_prompt.py).

QtCore only (translation), no widgets. The context stays "FileActions", where these sentences
were first translated, so the catalogues keep them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .problems import Problem, ProblemKind
from .settings_file import MAX_SETTINGS_BYTES
from .store import Store

# Which file a message is about; each has its own first sentence.
SETTINGS_FILE, STATISTICS_FILE, AUTOSAVE_FILE, GAME_FILE, PICTURE_FILE = (
    "settings",
    "statistics",
    "autosave",
    "game",
    "picture",
)
GAME_FILE_AT_START = "game at start"  # `triangles --load FILE`
DATA_FILES = (SETTINGS_FILE, STATISTICS_FILE, AUTOSAVE_FILE)


def _megabytes(kind_of_file: str) -> float:
    limit = MAX_SETTINGS_BYTES if kind_of_file == SETTINGS_FILE else Store.max_bytes
    return limit / (1024 * 1024)


def headline(what: str, problem: Problem) -> str:
    name = problem.path.name
    if problem.kind is ProblemKind.FOLDER_UNUSABLE:
        return QCoreApplication.translate(
            "FileActions", "The folder where Triangles keeps your data cannot be opened."
        )
    if problem.is_write or (problem.before_writing and problem.blocked):
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
        if problem.before_writing:
            return QCoreApplication.translate(
                "FileActions", "The saved game in progress could not be read."
            )
        return QCoreApplication.translate(
            "FileActions", "The game in progress could not be restored."
        )
    return QCoreApplication.translate(
        "FileActions", "Could not open the game \u201c{file}\u201d."
    ).format(file=name)


def reason(kind: ProblemKind, what: str = GAME_FILE) -> str:
    if kind is ProblemKind.EMPTY:
        return QCoreApplication.translate("FileActions", "The file is empty.")
    if kind is ProblemKind.TOO_LARGE:
        size = _megabytes(what)
        if size < 1:
            return QCoreApplication.translate(
                "FileActions", "The file is too large (more than {size} KB)."
            ).format(size=round(size * 1024))
        return QCoreApplication.translate(
            "FileActions", "The file is too large (more than {size} MB)."
        ).format(size=round(size))
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
    if kind is ProblemKind.NOT_A_FILE:
        return QCoreApplication.translate(
            "FileActions", "Its name belongs to a folder, pipe or device, not to a file."
        )
    if kind is ProblemKind.BAD_LINK:
        return QCoreApplication.translate(
            "FileActions", "It is a link that does not lead to a valid file."
        )
    if kind is ProblemKind.FOLDER_UNUSABLE:
        return QCoreApplication.translate(
            "FileActions", "The system did not allow the folder to be opened or listed."
        )
    if kind is ProblemKind.INTERRUPTED:
        return QCoreApplication.translate(
            "FileActions",
            "The process reading it was ended before it had finished; the file itself may be fine.",
        )
    if kind is ProblemKind.LOCKED:
        return QCoreApplication.translate(
            "FileActions", "Another copy of Triangles is saving the file and has not finished."
        )
    return QCoreApplication.translate(
        "FileActions",
        "The system did not allow the file to be written (the disk may be full or read-only).",
    )


def consequence(what: str, problem: Problem) -> str:
    if problem.kind is ProblemKind.FOLDER_UNUSABLE:
        if problem.before_writing:  # the folder went while Triangles runs
            return QCoreApplication.translate(
                "FileActions",
                "What cannot be saved now is kept and saved there as soon as the folder can be "
                "used again.",
            )
        return QCoreApplication.translate(
            "FileActions",
            "Triangles starts with the default settings and saves nothing there this time.",
        )
    if problem.kind is ProblemKind.LOCKED:
        if what == SETTINGS_FILE:
            return QCoreApplication.translate(
                "FileActions",
                "Nothing is lost: your settings are saved as soon as the other copy has finished.",
            )
        return QCoreApplication.translate(
            "FileActions",
            "Nothing is lost: your results are saved as soon as the other copy has finished.",
        )
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
    kept = kept_aside(problem) or QCoreApplication.translate(
        "FileActions", "The file was left as it is and will not be changed."
    )
    if problem.before_writing:
        # Found in the file's place while the app runs: the game or results go on.
        if problem.blocked:
            return kept
        if what == STATISTICS_FILE:
            after = QCoreApplication.translate(
                "FileActions", "The statistics Triangles shows are saved in its place."
            )
        else:
            after = QCoreApplication.translate(
                "FileActions", "The game on the board is saved in its place."
            )
    elif what == SETTINGS_FILE:
        after = QCoreApplication.translate("FileActions", "The default settings are used.")
    elif what == STATISTICS_FILE:
        after = QCoreApplication.translate("FileActions", "Your statistics start again from zero.")
    else:
        after = QCoreApplication.translate("FileActions", "A new game starts instead.")
    return f"{kept} {after}"


def kept_aside(problem: Problem) -> str:
    """Where the damaged file was set aside, in a sentence; "" when it was not."""
    if problem.kept_as is None:
        return ""
    return QCoreApplication.translate(
        "FileActions", "The damaged file was kept as \u201c{file}\u201d."
    ).format(file=problem.kept_as.name)


def problem_body(problem: Problem, after: str) -> str:
    """The body of a message about a data file of the app's own (puzzle progress, My
    mistakes): what went wrong, where the damaged file went, and `after`, what follows."""
    return " ".join(part for part in (reason(problem.kind), kept_aside(problem), after) if part)


def problem_message(what: str, problem: Problem) -> str:
    """The player-facing text for a file problem, in the current language."""
    return f"{headline(what, problem)} {reason(problem.kind, what)} {consequence(what, problem)}"


__all__ = [
    "AUTOSAVE_FILE",
    "DATA_FILES",
    "GAME_FILE",
    "GAME_FILE_AT_START",
    "PICTURE_FILE",
    "SETTINGS_FILE",
    "STATISTICS_FILE",
    "consequence",
    "headline",
    "kept_aside",
    "problem_body",
    "problem_message",
    "reason",
]
