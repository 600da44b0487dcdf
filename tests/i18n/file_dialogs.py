"""Opening Qt's file dialogs of the window (Save, Open, Export) on a folder the `folder`
fixture fills (tests/i18n/conftest.py), for the tests of their words and their layout."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QFileDialog, QTreeView

FILE_SIZE = 909  # bytes: "909 bytes" was cut to "909...tes"


def open_file_dialog(qtbot, window, folder, which: str) -> QFileDialog:
    window.files.last_folder = str(folder)
    dialog = getattr(window.files, which)()
    qtbot.waitExposed(dialog)
    tree = dialog.findChild(QTreeView, "treeView")
    tree.setFocus()
    # The list fills from a worker thread: wait for both entries, with their sizes and types.
    qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) == 2, timeout=10_000)
    qtbot.waitUntil(
        lambda: all(
            tree.model().index(row, 2, tree.rootIndex()).data()
            for row in range(tree.model().rowCount(tree.rootIndex()))
        ),
        timeout=10_000,
    )
    QApplication.processEvents()
    return dialog
