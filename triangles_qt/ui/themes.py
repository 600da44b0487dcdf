"""Colour themes of the board and the window. Colours live only here, never in the engine.

A theme says how the sky, the stars, each player's lines and triangles and the board's signals
(hover, selection, keyboard focus, refusal, hint) look. "High contrast" is safe for colour-blind
players: Okabe-Ito orange and sky blue, and each player's triangles also carry their own hatch
pattern, so they differ even without colour.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

from ..settings import DEFAULT_THEME

# Hatch patterns drawn over a player's triangles (see board_view): None, or one of these.
HATCH_FORWARD = "forward"  # ////
HATCH_BACKWARD = "backward"  # \\\\
HATCH_CROSS = "cross"  # xxxx
HATCH_DOTS = "dots"  # ....
HATCH_PATTERNS = (HATCH_FORWARD, HATCH_BACKWARD, HATCH_CROSS, HATCH_DOTS)


@dataclass(frozen=True, eq=False)
class Theme:
    """How the board and the window look. Pixel sizes are in device-independent pixels."""

    key: str
    name: str  # English; shown through QCoreApplication.translate("Theme", name)
    player_colors: tuple[QColor, QColor]
    dark: bool  # a dark sky (light text on it)
    sky_top: QColor  # background gradient, top of the view
    sky_bottom: QColor  # ... and bottom
    nebula: bool  # faint clouds and distant dust stars in the background
    star_color: QColor  # the core of a star
    star_glow: QColor | None  # soft halo around each star (None: a crisp dot with a rim)
    star_rim: QColor  # outline of the dot (used when there is no glow)
    spent_star_alpha: float  # opacity of stars no line can be drawn from any more
    line_width: float  # a drawn line, at a board scale of 1
    triangle_alpha: int  # 0-255, opacity of a scored triangle's fill
    hatches: tuple[str | None, str | None]  # per player, over the triangle fill
    hatch_alpha: int  # 0-255, opacity of the hatch strokes
    last_line_glow: QColor  # halo under the last line drawn
    last_line_halo: int  # 0-255, a wider halo in the player's colour round that (0: none)
    hover_color: QColor  # ring round the star under the pointer
    focus_color: QColor  # keyboard focus ring
    warning_color: QColor  # a refused line flashes dashed in this colour
    hint_color: QColor  # a suggested line
    text_color: QColor  # labels drawn on or next to the board (score bar text)
    panel_color: QColor  # a background for panels next to the board (score bar)

    def player_color(self, player: int) -> QColor:
        return QColor(self.player_colors[player])


def _c(spec: str, alpha: int = 255) -> QColor:
    color = QColor(spec)
    color.setAlpha(alpha)
    return color


NEBULA = Theme(
    key="nebula",
    name=str(QT_TRANSLATE_NOOP("Theme", "Nebula")),
    player_colors=(_c("#FF5A36"), _c("#3D8BFF")),
    dark=True,
    sky_top=_c("#0A0E24"),
    sky_bottom=_c("#1A1238"),
    nebula=True,
    star_color=_c("#FFF8EC"),
    star_glow=_c("#9CC4FF"),
    star_rim=_c("#FFFFFF", 0),
    spent_star_alpha=0.45,
    line_width=2.6,
    triangle_alpha=105,
    hatches=(None, None),
    hatch_alpha=0,
    last_line_glow=_c("#FFFFFF", 120),
    last_line_halo=70,
    hover_color=_c("#FFFFFF", 210),
    focus_color=_c("#FFE066"),
    warning_color=_c("#FFC400"),
    hint_color=_c("#7CFFB2"),
    text_color=_c("#E8ECFF"),
    panel_color=_c("#12163A"),
)

DAYLIGHT = Theme(
    key="daylight",
    name=str(QT_TRANSLATE_NOOP("Theme", "Daylight")),
    player_colors=(_c("#D9401F"), _c("#2468D8")),
    dark=False,
    sky_top=_c("#FBF8F1"),
    sky_bottom=_c("#EDE6D6"),
    nebula=False,
    star_color=_c("#2A2F45"),
    star_glow=None,
    star_rim=_c("#FFFFFF"),
    spent_star_alpha=0.4,
    line_width=2.6,
    triangle_alpha=70,
    hatches=(None, None),
    hatch_alpha=0,
    last_line_glow=_c("#FFFFFF", 0),
    last_line_halo=80,
    hover_color=_c("#2A2F45", 170),
    focus_color=_c("#8A2BE2"),
    # Dark enough for 3:1 on the cream paper, and brown rather than red beside Player 1.
    warning_color=_c("#945C00"),
    hint_color=_c("#007F55"),
    text_color=_c("#23273A"),
    panel_color=_c("#F3EEE2"),
)

# Okabe-Ito "orange" and "sky blue" on black: apart in every common colour-vision deficiency,
# and the hatch patterns make the players' triangles differ without colour at all.
HIGH_CONTRAST = Theme(
    key="high_contrast",
    name=str(QT_TRANSLATE_NOOP("Theme", "High contrast")),
    player_colors=(_c("#E69F00"), _c("#56B4E9")),
    dark=True,
    sky_top=_c("#000000"),
    sky_bottom=_c("#000000"),
    nebula=False,
    star_color=_c("#FFFFFF"),
    star_glow=None,
    star_rim=_c("#000000"),
    spent_star_alpha=0.5,
    line_width=3.4,
    triangle_alpha=70,
    hatches=(HATCH_FORWARD, HATCH_DOTS),
    hatch_alpha=235,
    last_line_glow=_c("#FFFFFF", 200),
    last_line_halo=0,
    hover_color=_c("#FFFFFF"),
    focus_color=_c("#F0E442"),
    warning_color=_c("#CC79A7"),
    hint_color=_c("#009E73"),
    text_color=_c("#FFFFFF"),
    panel_color=_c("#000000"),
)

THEMES: dict[str, Theme] = {theme.key: theme for theme in (NEBULA, DAYLIGHT, HIGH_CONTRAST)}


def theme_by_key(key: str | None) -> Theme:
    """The theme with this key; the default theme for an unknown or missing key."""
    return THEMES.get(key or "", THEMES[DEFAULT_THEME])
