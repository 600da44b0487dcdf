"""Where the app keeps its files, and whether that folder can be used at all."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from .. import DATA_DIR_VARIABLE

APP_NAME = "Triangles"


def set_application_identity() -> None:
    """Name the application, which the platform's data and settings paths are derived from."""
    if QCoreApplication.applicationName() != APP_NAME:
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setOrganizationName("")


def data_dir() -> Path:
    """Where the app keeps everything it stores (created on demand by writers)."""
    override = os.environ.get(DATA_DIR_VARIABLE, "").strip()
    if override:
        return Path(override).expanduser()
    set_application_identity()
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".triangles"


def folder_problem(folder: Path) -> str | None:
    """Why `folder` cannot be entered or listed (English, for the details), or None when it can
    be used. A folder that does not exist yet is fine: the first write creates it."""
    try:
        status = os.stat(folder)
    except FileNotFoundError:
        return None
    except OSError as error:
        return error.strerror or str(error)
    if not stat.S_ISDIR(status.st_mode):
        return "it is not a folder"
    try:
        with os.scandir(folder) as entries:
            next(entries, None)
    except OSError as error:
        return error.strerror or str(error)
    if os.name == "posix" and not os.access(folder, os.X_OK):
        return "it cannot be entered"
    return None


__all__ = [
    "APP_NAME",
    "DATA_DIR_VARIABLE",
    "data_dir",
    "folder_problem",
    "set_application_identity",
]
