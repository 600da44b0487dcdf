"""Telling the player about file problems: the status bar, standard error, and one message box
that does not block (window-modal, opened from the event loop). Messages that arise before the
window is shown wait until it is; several at once share one box.

The words come from persistence.messages; this is only where they are shown: over the widget it
is given (the window), whose status line gets each message through `status`. The context stays
"FileActions", where the box's own words were first translated.
"""

from __future__ import annotations

import sys
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..persistence import Problem, ProblemKind
from ..persistence.messages import consequence, headline, reason


class ProblemReporter(QObject):
    """The messages about files, shown over `window` (a box once it is on screen)."""

    status = Signal(str)  # each message, for the status line

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.quiet = False  # True: status bar and standard error only, never a box
        self.messages: list[str] = []  # every message shown this session, for tests and logs
        self.message_box: QMessageBox | None = None
        self._pending: list[tuple[str, str, str]] = []  # (headline, body, details)
        self._shown: list[tuple[str, str, str]] = []  # what the open message box says
        # An unusable data folder is told once, not per file (again if it goes again after
        # saving resumed).
        self._folder_reported = False
        window.installEventFilter(self)

    def be_quiet(self) -> None:
        self.quiet = True
        self._pending.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Show and self._pending:
            # From the event loop, once the window is really on screen.
            QTimer.singleShot(0, self, self._show_pending)
        return False

    def report(self, what: str, problem: Problem) -> str:
        """Tell the player about a file problem; returns the message ("" when it was told
        already: a write failing again, or the unusable data folder for another file)."""
        if problem.repeated:
            return ""
        if problem.kind is ProblemKind.FOLDER_UNUSABLE:
            if self._folder_reported:
                return ""
            self._folder_reported = True
        title = headline(what, problem)
        body = f"{reason(problem.kind, what)} {consequence(what, problem)}"
        details = [
            QCoreApplication.translate("FileActions", "File: {path}").format(path=problem.path)
        ]
        if problem.kept_as is not None:
            details.append(
                QCoreApplication.translate("FileActions", "Kept as: {path}").format(
                    path=problem.kept_as
                )
            )
        if problem.detail:
            details.append(problem.detail)
        return self.show_message(title, body, "\n".join(details))

    def saving_resumed(self) -> str:
        """Tell the player (status line and standard error, no box) that the files which could
        not be written have been written; returns the message."""
        self._folder_reported = False
        text = QCoreApplication.translate(
            "FileActions", "Triangles can save your data again: what was kept is saved now."
        )
        self.messages.append(text)
        print(f"triangles: {text}", file=sys.stderr)
        self.status.emit(text)
        return text

    def show_message(self, title: str, body: str = "", detail: str = "") -> str:
        """Status bar, standard error, and (once the window is on screen) a message box."""
        text = f"{title} {body}".strip()
        self.messages.append(text)
        print(f"triangles: {text}" + (f" ({detail})" if detail else ""), file=sys.stderr)
        self.status.emit(text)
        if not self.quiet:
            self._pending.append((title, body, detail))
            if self._window.isVisible():
                QTimer.singleShot(0, self, self._show_pending)
        return text

    def _show_pending(self) -> None:
        if not self._pending or self.quiet or not self._window.isVisible():
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
        box = QMessageBox(self._window)
        box.setObjectName("fileProblemBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("FileActions", "Triangles"))
        if len(items) == 1:
            title, body, detail = items[0]
            box.setText(title)
            box.setInformativeText(body)
            box.setDetailedText(detail)
        else:
            box.setText(
                QCoreApplication.translate("FileActions", "Some of your files had problems.")
            )
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


__all__ = ["ProblemReporter"]
