"""The About box (Help > About Triangles). The rules window is in rules_window."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__


class AboutBox(QMessageBox):
    """Name, version, what the game is; retranslates if the language changes while open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutBox")
        if parent is not None:
            self.setIconPixmap(parent.windowIcon().pixmap(64, 64))
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Triangles"))
        blurb = self.tr(
            "Draw lines between stars and close empty triangles. "
            "Play against a friend or the computer."
        )
        licence = self.tr("Free software under the MIT licence.")
        self.setText(
            f"<h3>Triangles {escape(__version__)}</h3>"
            f"<p>{escape(blurb)}</p><p>{escape(licence)}</p>"
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_about(parent: QWidget) -> AboutBox:
    """Open the About box without a nested event loop."""
    box = AboutBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
