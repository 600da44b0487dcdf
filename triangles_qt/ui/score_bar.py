"""The score bar above the board: both players' names, colours and scores, and whose turn it is.

The player to move gets a card outlined and tinted in their colour with a "to play" tag; the
other card is dimmed. While the computer thinks, its tag becomes animated dots. The bar shows
what it is given (`show_game`); it never changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..engine import Game, Level
from .texts import level_display_name, outcome_title, player_names
from .themes import Theme


@dataclass(frozen=True)
class _Snapshot:
    names: tuple[str, str]
    levels: tuple[Level | None, Level | None]
    scores: tuple[int, int]
    current: int
    over: bool
    winner: int | None
    play_again: bool


class _ColourDot(QWidget):
    """A round swatch of the player's colour (a glow when it is their turn)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colour = QColor("#888888")
        self._active = False
        self.setFixedSize(QSize(22, 22))

    def set_state(self, colour: QColor, active: bool) -> None:
        self._colour = QColor(colour)
        self._active = active
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        rect = QRectF(self.rect())
        if self._active:
            glow = QColor(self._colour)
            glow.setAlphaF(0.35)
            painter.setBrush(glow)
            painter.drawEllipse(rect)
        painter.setBrush(self._colour)
        inset = 5 if self._active else 6
        painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))


class ElidedLabel(QLabel):
    """A label that shortens its text with "…" instead of growing or being cut off, and shows
    it whole on hover when shortened."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full_text = ""

    def setText(self, text: str) -> None:
        self._full_text = text
        self._elide()

    def full_text(self) -> str:
        return self._full_text

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width())
        shown = self.fontMetrics().elidedText(self._full_text, Qt.TextElideMode.ElideRight, width)
        super().setText(shown if width > 0 else self._full_text)
        self.setToolTip(self._full_text if self.text() != self._full_text else "")


class FittingLabel(QLabel):
    """A bold sentence that wraps onto a second line and then shrinks, rather than be cut off
    (the turn sentence is much longer in some languages than in English)."""

    LARGEST_PX = 16
    SMALLEST_PX = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def setText(self, text: str) -> None:
        if text != self.text():
            super().setText(text)
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        font = QFont(self.font())
        font.setBold(True)
        for size in range(self.LARGEST_PX, self.SMALLEST_PX - 1, -1):
            font.setPixelSize(size)
            self.setFont(font)
            if self.width() <= 0 or self.heightForWidth(self.width()) <= self.height():
                break


class PlayerCard(QFrame):
    """One player's name, level, score and turn tag. Seat 1 is mirrored (score on the left)."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"playerCard{seat}")
        self._active = False
        self.dot = _ColourDot(self)
        self.name_label = ElidedLabel(self)
        self.name_label.setObjectName("playerName")
        self.detail_label = ElidedLabel(self)  # "to play" / "thinking…" / the level
        self.detail_label.setObjectName("playerDetail")
        self.score_label = QLabel("0", self)
        self.score_label.setObjectName("playerScore")
        self.score_label.setMinimumWidth(44)
        align = Qt.AlignmentFlag.AlignLeft if seat == 0 else Qt.AlignmentFlag.AlignRight
        for label in (self.name_label, self.detail_label):
            label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.name_label)
        text.addWidget(self.detail_label)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.setSpacing(10)
        parts: list[QWidget | QVBoxLayout] = [self.dot, text, self.score_label]
        if seat == 1:
            parts.reverse()
        for part in parts:
            if isinstance(part, QWidget):
                row.addWidget(part, 0, Qt.AlignmentFlag.AlignVCenter)
            else:
                row.addLayout(part, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def active(self) -> bool:
        return self._active

    def set_content(
        self, name: str, detail: str, score: int, colour: QColor, text: QColor, active: bool
    ) -> None:
        self._active = active
        self.dot.set_state(colour, active)
        tint = QColor(colour) if active else QColor(text)
        tint.setAlphaF(0.20 if active else 0.05)
        border = QColor(colour) if active else QColor(0, 0, 0, 0)
        dim = QColor(text)
        dim.setAlphaF(1.0 if active else 0.6)
        detail_colour = QColor(colour).lighter(130) if active else dim
        sheet = f"""
            QFrame#{self.objectName()} {{
                background: {_css(tint)}; border: 2px solid {_css(border)}; border-radius: 12px;
            }}
            QLabel {{ background: transparent; border: none; }}
            QLabel#playerName {{ color: {_css(dim)}; font-size: 15px;
                font-weight: {700 if active else 500}; }}
            QLabel#playerDetail {{ color: {_css(detail_colour)}; font-size: 12px;
                font-weight: {600 if active else 400}; }}
            QLabel#playerScore {{ color: {_css(dim if not active else text)}; font-size: 30px;
                font-weight: 700; }}
            """
        if sheet != self.styleSheet():  # restyling is costly; the thinking dots tick often
            self.setStyleSheet(sheet)
        # After the style sheet: the labels elide with the font it sets.
        for label in (self.name_label, self.detail_label, self.score_label):
            label.ensurePolished()
        self.name_label.setText(name)
        self.name_label.setToolTip(name)
        self.detail_label.setText(detail)
        # Without a detail the name sits in the middle of the card rather than at the top.
        self.detail_label.setVisible(bool(detail))
        self.score_label.setText(str(score))


def _css(colour: QColor) -> str:
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alphaF():.3f})"


class ScoreBar(QWidget):
    """Two player cards and, between them, the sentence saying whose turn it is."""

    DOT_FRAMES = 4
    DOT_INTERVAL_MS = 350

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._snapshot: _Snapshot | None = None
        self._colours = (QColor("#ff6a3d"), QColor("#3d8bff"))
        self._background = QColor("#10131f")
        self._text = QColor("#eef1ff")
        self._thinking = False
        self._dot_frame = 0
        self._dots = QTimer(self)
        self._dots.setInterval(self.DOT_INTERVAL_MS)
        self._dots.timeout.connect(self._next_dot_frame)

        self.cards = (PlayerCard(0, self), PlayerCard(1, self))
        self.turn_label = FittingLabel(self)
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Longer languages ("Komputer sedang berpikir") take a second line rather than be cut.
        self.turn_label.setWordWrap(True)
        # Shown while "Play again after a triangle" is on: it changes whose turn comes next.
        self.play_again_label = QLabel(self)
        self.play_again_label.setObjectName("playAgainLabel")
        self.play_again_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.play_again_label.setWordWrap(True)
        # The words in a smaller type under the turn; the sign alone, larger, when narrow.
        self._play_again_fonts = (QFont(self.font()), QFont(self.font()))
        self._play_again_fonts[0].setPointSizeF(self.font().pointSizeF() * 0.85)
        self._play_again_fonts[1].setPointSizeF(self.font().pointSizeF() * 1.5)
        self._play_again_fonts[1].setBold(True)

        self._middle = middle = QVBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(2)
        middle.addWidget(self.turn_label, 1)
        middle.addWidget(self.play_again_label)
        self._outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        outer.setSpacing(4)
        self._row = row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        row.addWidget(self.cards[0], 3)
        row.addLayout(middle, 2)
        row.addWidget(self.cards[1], 3)
        outer.addLayout(row)
        # Narrow, the turn sentence stands under the cards (see resizeEvent).
        self._under = QVBoxLayout()
        self._under.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self._under)
        self._wide = True
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._refresh()

    # -- Inputs ---------------------------------------------------------------------------------

    def set_theme(self, theme: Theme) -> None:
        self._colours = (theme.player_color(0), theme.player_color(1))
        self._background = QColor(theme.panel_color)
        self._text = QColor(theme.text_color)
        self._refresh()

    def show_game(self, game: Game | None) -> None:
        if game is None:
            self._snapshot = None
        else:
            self._snapshot = _Snapshot(
                names=player_names(game),
                levels=(game.players[0].computer, game.players[1].computer),
                scores=game.scores,
                current=game.current_player,
                over=game.is_over,
                winner=game.winner,
                play_again=game.rules.play_again,
            )
        self._refresh()

    def set_thinking(self, thinking: bool) -> None:
        if thinking == self._thinking:
            return
        self._thinking = thinking
        self._dot_frame = 0
        if thinking:
            self._dots.start()
        else:
            self._dots.stop()
        self._refresh()

    @property
    def thinking(self) -> bool:
        return self._thinking

    def turn_text(self) -> str:
        return self.turn_label.text()

    def play_again_text(self) -> str:
        """What the bar says about "Play again after a triangle" ("" while it is off)."""
        return self.play_again_label.text() if self.play_again_label.isVisibleTo(self) else ""

    def active_seat(self) -> int | None:
        """The seat whose card is highlighted: to play, or at the end the winner; or None."""
        for card in self.cards:
            if card.active:
                return card.seat
        return None

    # Below this width the sentence in the middle gives its room to the cards and stands in a
    # line of its own under them, so the turn and the result are still said in words.
    NARROW_WIDTH = 640
    # The height of that line.
    UNDER_HEIGHT = 22

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wide = self.width() >= self.NARROW_WIDTH
        if wide != self._wide:
            self._wide = wide
            label = self.turn_label
            (self._under if wide else self._middle).removeWidget(label)
            if wide:
                label.setMinimumHeight(0)
                label.setMaximumHeight(16777215)
                self._middle.insertWidget(0, label, 1)
            else:
                label.setFixedHeight(self.UNDER_HEIGHT)
                self._under.addWidget(label)
            # Narrow, the cards share the whole bar (the middle keeps the play-again sign).
            self._row.setStretch(1, 2 if wide else 0)
            self.updateGeometry()
        self._refresh_play_again()

    def sizeHint(self) -> QSize:
        extra = 0 if self._wide else self.UNDER_HEIGHT + self._outer.spacing()
        return QSize(640, 76 + extra)

    # -- Drawing --------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    def _next_dot_frame(self) -> None:
        self._dot_frame = (self._dot_frame + 1) % self.DOT_FRAMES
        self._refresh()

    def _thinking_dots(self) -> str:
        # Padded with spaces so the sentence does not shift as the dots appear.
        return "." * self._dot_frame + "\u2002" * (self.DOT_FRAMES - 1 - self._dot_frame)

    def _refresh(self) -> None:
        sheet = f"QWidget#scoreBar {{ background: {_css(self._background)}; }}"
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)
        snap = self._snapshot
        if snap is None:
            for seat, card in enumerate(self.cards):
                card.set_content("", "", 0, self._colours[seat], self._text, False)
            self.turn_label.setText("")
            self._refresh_play_again()
            return
        against_computer = any(level is not None for level in snap.levels)
        for seat, card in enumerate(self.cards):
            # At the end the winner's card stays lit (a draw lights neither).
            active = snap.winner == seat if snap.over else snap.current == seat
            level = snap.levels[seat]
            if snap.over and snap.winner == seat:
                detail = self.tr("winner")
            elif active and level is not None and self._thinking:
                detail = self.tr("thinking") + self._thinking_dots()
            elif active:
                detail = "\u25b6 " + self.tr("to play")
            elif level is not None:
                detail = self.tr("Level: {level}").format(level=level_display_name(level))
            else:
                detail = ""
            card.set_content(
                snap.names[seat], detail, snap.scores[seat], self._colours[seat], self._text, active
            )

        colour = self._text
        if snap.over:
            sentence = outcome_title(snap.names, snap.levels, snap.winner)
            if snap.winner is not None:
                colour = self._colours[snap.winner]
        else:
            colour = self._colours[snap.current]
            name = snap.names[snap.current]
            if snap.levels[snap.current] is not None:
                if self._thinking:
                    sentence = self.tr("{name} is thinking").format(name=name)
                    sentence += self._thinking_dots()
                else:
                    sentence = self.tr("{name} to play").format(name=name)
            elif against_computer:
                sentence = self.tr("Your turn")
            else:
                sentence = self.tr("{name} to play").format(name=name)
        self.turn_label.setText(sentence)
        self.turn_label.setToolTip(sentence.strip())
        sheet = f"color: {_css(colour.lighter(115))};"
        if sheet != self.turn_label.styleSheet():
            self.turn_label.setStyleSheet(sheet)
        self._refresh_play_again()

    def _refresh_play_again(self) -> None:
        label = self.play_again_label
        snap = self._snapshot
        on = snap is not None and snap.play_again
        label.setVisible(on)
        if not on:
            return
        full = "\u21bb " + self.tr("Play again after a triangle")
        # A narrow bar keeps only the sign; the whole option is in its tooltip.
        wide = self.width() >= self.NARROW_WIDTH
        label.setText(full if wide else "\u21bb")
        label.setFont(self._play_again_fonts[0 if wide else 1])
        label.setToolTip(full)
        label.setAccessibleName(full)
        sheet = f"color: {_css(self._text)};"
        if sheet != label.styleSheet():
            label.setStyleSheet(sheet)
