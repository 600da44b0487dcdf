"""The app's languages: which there are, which one the system wants, and switching between them.

English is the source language and needs no catalogue. For every other language two translators
are installed: Qt's own `qtbase_<code>.qm` where Qt ships one (Finnish and Polish have one;
Indonesian and Romanian have none) and the app's `triangles_<code>.qm` from the package's
`translations` folder.
Installing or removing a translator makes Qt send LanguageChange to every widget, so a switch
takes effect at once: each window retranslates itself in its `changeEvent`.

The app's catalogue also carries Qt's strings the app shows (the standard buttons of dialogs,
the context menu of text fields, Qt's own file dialog) in Qt's own contexts, below, so they are
translated in the languages Qt has no catalogue for; the app's catalogue is installed last and
so wins. The default QLocale follows the language too, for the sizes, dates and file kinds the
file dialog shows.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

# Native names: a player looks for their own language's name, so these are never translated.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "id": "Bahasa Indonesia",
    "ro": "Română",
    "fi": "Suomi",
    "pl": "Polski",
}
SOURCE_LANGUAGE = "en"
CATALOGUE_DIR = Path(__file__).resolve().parent / "translations"
CATALOGUE_PREFIX = "triangles_"

# Qt's standard button texts (QPlatformTheme::defaultStandardButtonText), the message box's
# details button and the text fields' context menu, as Qt asks for them. Listed here so that
# lupdate puts them into the app's catalogues, where they are translated for the languages Qt
# itself does not cover.
QT_STRINGS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
    # The Save, Open and Export dialogs (Qt's own file dialog, used on Linux): labels, buttons,
    # tool tips, the context menus, the column headers and the questions it asks.
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show "),
    QT_TRANSLATE_NOOP("QFileDialog", "Remove"),
    QT_TRANSLATE_NOOP("QFileDialog", "Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP(
        "QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."
    ),
    QT_TRANSLATE_NOOP(
        "QFileDialog",
        "%1\nDirectory not found.\nPlease verify the correct directory name was given.",
    ),
    QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QFileDialog", "'%1' is write protected.\nDo you want to delete it anyway?"),
    QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory."),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "My Computer"),  # its name on Windows
    QT_TRANSLATE_NOOP("QFileSystemModel", "Invalid filename"),
    QT_TRANSLATE_NOOP(
        "QFileSystemModel",
        '<b>The name "%1" cannot be used.</b><p>Try using another name, with fewer characters '
        "or no punctuation marks.",
    ),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)
# Qt strings with a disambiguation, as (context, source, disambiguation). lupdate cannot read
# QT_TRANSLATE_NOOP3 in Python, so translations/update.py adds these to the catalogues itself.
QT_DISAMBIGUATED_STRINGS = (
    ("QFileSystemModel", "Type", "All other platforms"),
    ("QAbstractFileIconProvider", "Folder", "All other platforms"),
    ("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
    # The same on Windows and macOS, where the tests use Qt's dialog too.
    ("QFileSystemModel", "Kind", "Match OS X Finder"),
    ("QAbstractFileIconProvider", "File Folder", "Match Windows Explorer"),
    ("QAbstractFileIconProvider", "Alias", "Mac OS X Finder"),
)

_translators: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def normalized_language(code: str | None) -> str | None:
    """The app's language for a code such as "fi", "fi_FI", "ro-RO" or "en_GB"; None if none."""
    if not code:
        return None
    base = code.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    return base if base in LANGUAGES else None


def system_language() -> str:
    """The system's language, if the app has it; English otherwise."""
    locale = QLocale.system()
    for name in (locale.name(), *locale.uiLanguages()):
        code = normalized_language(name)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def catalogue_path(code: str) -> Path:
    return CATALOGUE_DIR / f"{CATALOGUE_PREFIX}{code}.qm"


def qt_translations_dir() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def current_language() -> str:
    """The language installed by the last install_language/set_language ("en" at first)."""
    return _current


def install_language(app: QCoreApplication, code: str | None) -> str:
    """Make `code` the app's language (an unknown code gives English); return the one installed.

    Old translators are removed first, so switching back and forth never stacks them. Qt sends
    LanguageChange to every widget for each translator installed or removed.
    """
    global _current
    language = normalized_language(code) or SOURCE_LANGUAGE
    for translator in _translators:
        app.removeTranslator(translator)
        translator.deleteLater()
    _translators.clear()
    _current = SOURCE_LANGUAGE
    _set_default_locale(language)
    if language == SOURCE_LANGUAGE:
        return SOURCE_LANGUAGE

    app_catalogue = QTranslator(app)
    if not app_catalogue.load(str(catalogue_path(language))):
        _set_default_locale(SOURCE_LANGUAGE)
        return SOURCE_LANGUAGE
    qt_catalogue = QTranslator(app)
    if qt_catalogue.load(QLocale(language), "qtbase", "_", qt_translations_dir()):
        app.installTranslator(qt_catalogue)
        _translators.append(qt_catalogue)
    # Installed last, so it is asked first: the app's words win over Qt's.
    app.installTranslator(app_catalogue)
    _translators.append(app_catalogue)
    _current = language
    return language


def _set_default_locale(language: str) -> None:
    """Numbers, sizes, dates and file kinds (in the file dialogs) in the app's language: the
    system's own conventions when the system speaks that language, else the language's."""
    system = QLocale.system()
    wanted = QLocale(language)
    QLocale.setDefault(system if system.language() == wanted.language() else wanted)


def set_language(code: str | None) -> str:
    """install_language() on the running application."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("set_language needs a running QApplication")
    return install_language(app, code)


__all__ = [
    "CATALOGUE_DIR",
    "LANGUAGES",
    "SOURCE_LANGUAGE",
    "catalogue_path",
    "current_language",
    "install_language",
    "normalized_language",
    "set_language",
    "system_language",
]
