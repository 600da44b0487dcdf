"""The New Game dialog: board size, opponent, names, who starts, rules and board number.

It opens with the last choices (from settings) and hands back a `NewGameChoices` plus the
optional board number; the window builds the game from them. Default names follow the opponent
("Player 1"/"Player 2" for two players, "You"/"Computer" against the computer) until the player
types a name of their own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRegularExpression, Qt
from PySide6.QtGui import QColor, QFont, QRegularExpressionValidator, QShowEvent, QValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import (
    MAX_BOARD_NUMBER,
    MAX_NAME_LENGTH,
    PRESET_SIZES,
    Level,
    default_name,
)
from ..engine.record import name_problem
from ..settings import (
    OPPONENT_COMPUTER,
    OPPONENT_HUMAN,
    NewGameChoices,
)
from .app_style import fit_to_layout
from .texts import default_name_text, level_display_name


class NameValidator(QValidator):
    """Names a person can read: the record format's rule (no control characters, lone
    surrogates or line separators), so every name typed here can be saved and opened again.
    Empty is fine while typing: the seat's default name is used."""

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        if text.strip() and name_problem(text, MAX_NAME_LENGTH) is not None:
            return QValidator.State.Invalid, text, position
        return QValidator.State.Acceptable, text, position


def readable_name(text: str, default: str) -> str:
    """The name to use for what was typed: trimmed, or `default` when empty or unreadable."""
    name = text.strip()[:MAX_NAME_LENGTH].strip()
    return name if name and name_problem(name, MAX_NAME_LENGTH) is None else default


# "Who starts" shows each name in up to about this many characters' width.
FIRST_NAME_CHARS = 22


class _Swatch(QLabel):
    """A small round patch of a player's colour next to their name."""

    def __init__(self, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(14, 14)
        self.set_colour(colour)

    def set_colour(self, colour: QColor) -> None:
        self.setStyleSheet(f"background: {QColor(colour).name()}; border-radius: 7px;")


class NewGameDialog(QDialog):
    def __init__(
        self,
        choices: NewGameChoices,
        player_colours: tuple[QColor, QColor] = (QColor("#FF5A36"), QColor("#3D8BFF")),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setModal(True)

        self.heading = QLabel(self)
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)

        self.size_combo = QComboBox(self)
        for size in PRESET_SIZES:
            self.size_combo.addItem("", size)

        self.human_radio = QRadioButton(self)
        self.computer_radio = QRadioButton(self)
        self.opponent_group = QButtonGroup(self)
        self.opponent_group.addButton(self.human_radio)
        self.opponent_group.addButton(self.computer_radio)
        self.level_combo = QComboBox(self)
        for level in Level:
            self.level_combo.addItem("", level.value)
        opponent_row = QHBoxLayout()
        opponent_row.addWidget(self.human_radio)
        opponent_row.addSpacing(12)
        opponent_row.addWidget(self.computer_radio)
        opponent_row.addWidget(self.level_combo)
        opponent_row.addStretch(1)

        name_validator = NameValidator(self)
        self.name_edits = (QLineEdit(self), QLineEdit(self))
        self.swatches = (_Swatch(player_colours[0], self), _Swatch(player_colours[1], self))
        name_rows = []
        for edit, swatch in zip(self.name_edits, self.swatches, strict=True):
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setValidator(name_validator)
            edit.setClearButtonEnabled(True)
            row = QHBoxLayout()
            row.addWidget(swatch)
            row.addWidget(edit, 1)
            name_rows.append(row)

        self.first_radios = (QRadioButton(self), QRadioButton(self))
        self.first_group = QButtonGroup(self)
        first_row = QHBoxLayout()
        for seat, radio in enumerate(self.first_radios):
            self.first_group.addButton(radio, seat)
            first_row.addWidget(radio)
            first_row.addSpacing(12)
        first_row.addStretch(1)

        self.play_again_check = QCheckBox(self)
        self.board_number_edit = QLineEdit(self)
        digits = len(str(MAX_BOARD_NUMBER))
        self.board_number_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(rf"\d{{0,{digits}}}"), self)
        )
        self.board_number_edit.setClearButtonEnabled(True)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setHorizontalSpacing(16)
        form.setVerticalSpacing(10)
        self.form = form
        self.size_label = QLabel(self)
        self.opponent_label = QLabel(self)
        self.name_labels = (QLabel(self), QLabel(self))
        self.first_label = QLabel(self)
        self.rules_label = QLabel(self)
        self.board_number_label = QLabel(self)
        self.board_number_hint = QLabel(self)
        self.board_number_hint.setWordWrap(True)
        self.board_number_hint.setEnabled(False)  # greyed: a note, not a control
        form.addRow(self.size_label, self.size_combo)
        form.addRow(self.opponent_label, opponent_row)
        form.addRow(self.name_labels[0], name_rows[0])
        form.addRow(self.name_labels[1], name_rows[1])
        form.addRow(self.first_label, first_row)
        form.addRow(self.rules_label, self.play_again_check)
        form.addRow(self.board_number_label, self.board_number_edit)
        form.addRow("", self.board_number_hint)
        for label, buddy in (
            (self.size_label, self.size_combo),
            (self.name_labels[0], self.name_edits[0]),
            (self.name_labels[1], self.name_edits[1]),
            (self.board_number_label, self.board_number_edit),
        ):
            label.setBuddy(buddy)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setDefault(True)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)

        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 18)
        layout.setSpacing(14)
        layout.addWidget(self.heading)
        layout.addLayout(form)
        layout.addWidget(line)
        layout.addWidget(self.buttons)

        self.setMinimumWidth(480)
        self._set_choices(choices)
        self.human_radio.toggled.connect(self._opponent_changed)
        for edit in self.name_edits:
            edit.textChanged.connect(self._refresh_first_labels)
        self.retranslate()
        self.size_combo.setFocus()

    # -- Reading and writing the choices -------------------------------------------------------

    def _set_choices(self, choices: NewGameChoices) -> None:
        index = self.size_combo.findData(choices.size)
        self.size_combo.setCurrentIndex(index if index >= 0 else PRESET_SIZES.index(60))
        computer = choices.opponent == OPPONENT_COMPUTER
        (self.computer_radio if computer else self.human_radio).setChecked(True)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(choices.level.value)))
        self.level_combo.setEnabled(computer)
        defaults = self.default_names(computer)
        for seat, name in enumerate((choices.name1, choices.name2)):
            name = name.strip()
            if not name or self._is_default_name(seat, name):
                name = defaults[seat]
            self.name_edits[seat].setText(name)
        self.first_radios[choices.first_player if choices.first_player in (0, 1) else 0].setChecked(
            True
        )
        self.play_again_check.setChecked(choices.play_again)

    def choices(self) -> NewGameChoices:
        """What the player chose; names are trimmed and never empty."""
        computer = self.computer_radio.isChecked()
        names = []
        for seat, edit in enumerate(self.name_edits):
            # A default name is kept as such (its English words), so it reads in the language
            # of the day wherever the game is shown; so is a name typed as today's default.
            default = default_name(seat, computer=computer and seat == 1, against_computer=computer)
            name = readable_name(edit.text(), default.value)
            names.append(default.value if self._is_default_name(seat, name) else name)
        return NewGameChoices(
            size=int(self.size_combo.currentData()),
            opponent=OPPONENT_COMPUTER if computer else OPPONENT_HUMAN,
            level=Level(self.level_combo.currentData()),
            name1=names[0],
            name2=names[1],
            first_player=max(0, self.first_group.checkedId()),
            play_again=self.play_again_check.isChecked(),
        )

    def board_number(self) -> int | None:
        """The board number to replay, or None for a new random board."""
        text = self.board_number_edit.text().strip()
        if not text.isdigit():
            return None
        return min(int(text), MAX_BOARD_NUMBER)

    def set_board_number(self, number: int | None) -> None:
        self.board_number_edit.setText("" if number is None else str(number))

    # -- Default names follow the opponent ------------------------------------------------------

    def default_names(self, computer: bool) -> tuple[str, str]:
        """The seats' default names in the current language."""
        return (
            default_name_text(default_name(0, computer=False, against_computer=computer)),
            default_name_text(default_name(1, computer=computer, against_computer=computer)),
        )

    def _is_default_name(self, seat: int, name: str) -> bool:
        # The English names too: a name remembered before a language switch is still a default.
        english = (
            default_name(seat, computer=False, against_computer=False).value,
            default_name(seat, computer=seat == 1, against_computer=True).value,
        )
        current = (self.default_names(False)[seat], self.default_names(True)[seat])
        return name in english or name in current

    def _opponent_changed(self) -> None:
        computer = self.computer_radio.isChecked()
        self.level_combo.setEnabled(computer)
        defaults = self.default_names(computer)
        for seat, edit in enumerate(self.name_edits):
            text = edit.text().strip()
            if not text or self._is_default_name(seat, text):
                edit.setText(defaults[seat])
        self._refresh_first_labels()

    def _refresh_first_labels(self) -> None:
        defaults = self.default_names(self.computer_radio.isChecked())
        # A long name is shortened with "…" (the whole name in the tool tip), and the dialog
        # widens as far as the shortened names need, while the name is being typed.
        widest = self.fontMetrics().averageCharWidth() * FIRST_NAME_CHARS
        for seat, radio in enumerate(self.first_radios):
            name = self.name_edits[seat].text().strip() or defaults[seat]
            shown = radio.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, widest)
            radio.setText(shown.replace("&", "&&"))
            radio.setToolTip(name if shown != name else "")
        fit_to_layout(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_layout(self)

    # -- Texts ---------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.heading.setText(self.tr("New game"))
        self.size_label.setText(self.tr("&Board:"))
        for index, size in enumerate(PRESET_SIZES):
            self.size_combo.setItemText(index, self.tr("%n stars", "", size))
        self.opponent_label.setText(self.tr("Opponent:"))
        self.human_radio.setText(self.tr("Another player"))
        self.computer_radio.setText(self.tr("The computer"))
        for index, level in enumerate(Level):
            self.level_combo.setItemText(index, level_display_name(level))
        self.level_combo.setToolTip(self.tr("How strongly the computer plays"))
        self.name_labels[0].setText(self.tr("Player &1:"))
        self.name_labels[1].setText(self.tr("Player &2:"))
        self.first_label.setText(self.tr("Who starts:"))
        self.rules_label.setText(self.tr("Rules:"))
        self.play_again_check.setText(self.tr("Play again after a triangle"))
        self.play_again_check.setToolTip(
            self.tr("Whoever closes a triangle draws another line at once.")
        )
        self.board_number_label.setText(self.tr("Board &number:"))
        self.board_number_edit.setPlaceholderText(self.tr("Random"))
        self.board_number_hint.setText(
            self.tr("Leave empty for a new board, or enter a number to replay that board.")
        )
        self.start_button.setText(self.tr("&Play"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._refresh_first_labels()

    def shown_names(self) -> tuple[str, str]:
        return (self.name_edits[0].text(), self.name_edits[1].text())
