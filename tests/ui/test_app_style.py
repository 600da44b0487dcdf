"""The app's style: check boxes and radio buttons visible in every theme (at least 3:1 against the
window, measured on rendered pixels), tool icons in the theme's colours, no icons on buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QRadioButton,
    QStyle,
    QStyleFactory,
    QStyleOptionButton,
)

from triangles_qt.ui.app_style import (
    TOOL_ICONS,
    AppStyle,
    contrast_ratio,
    indicator_colours,
    theme_palette,
    tool_icon,
)
from triangles_qt.ui.themes import THEMES

MIN_CONTRAST = 3.0


@pytest.fixture(scope="module")
def app_style(qapp):
    return AppStyle()


def indicator_pixels(qtbot, style, palette: QPalette, kind, checked: bool):
    """The pixels of a rendered check box's or radio button's indicator, as QColors."""
    button = kind()
    qtbot.addWidget(button)
    button.setStyle(style)
    button.setPalette(palette)
    button.setChecked(checked)
    button.setText("Option")
    button.resize(button.sizeHint())
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if kind is QCheckBox
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    rect: QRect = style.subElementRect(element, option, button)
    image: QImage = button.grab().toImage()
    return [
        image.pixelColor(x, y)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    ]


def share_contrasting(pixels: list[QColor], against: QColor) -> float:
    return sum(contrast_ratio(pixel, against) >= MIN_CONTRAST for pixel in pixels) / len(pixels)


@pytest.mark.parametrize("theme_key", THEMES)
def test_indicator_colours_keep_3_to_1(qapp, theme_key):
    palette = theme_palette(THEMES[theme_key])
    border, fill, mark = indicator_colours(palette)
    window = palette.color(QPalette.ColorRole.Window)
    assert contrast_ratio(border, window) >= MIN_CONTRAST
    assert contrast_ratio(mark, fill) >= MIN_CONTRAST


@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton], ids=["check", "radio"])
@pytest.mark.parametrize("theme_key", THEMES)
def test_rendered_indicators_stand_out_in_every_theme(qtbot, app_style, theme_key, kind):
    palette = theme_palette(THEMES[theme_key])
    window = palette.color(QPalette.ColorRole.Window)
    _border, fill, _mark = indicator_colours(palette)
    off = indicator_pixels(qtbot, app_style, palette, kind, checked=False)
    on = indicator_pixels(qtbot, app_style, palette, kind, checked=True)
    # The outline: a good part of the indicator's square stands out from the window.
    assert share_contrasting(off, window) >= 0.2
    # The mark: checking adds pixels that stand out from the box's fill.
    marked = [b for a, b in zip(off, on, strict=True) if a != b]
    assert len(marked) >= 6
    assert share_contrasting(marked, fill) >= 0.5


@pytest.mark.parametrize("theme_key", ["nebula", "high_contrast"])
def test_fusion_alone_fails_the_same_measure(qtbot, theme_key):
    """The measure can fail: Fusion's own outline is a shade of the window (about 1:1)."""
    fusion = QStyleFactory.create("Fusion")
    palette = theme_palette(THEMES[theme_key])
    window = palette.color(QPalette.ColorRole.Window)
    off = indicator_pixels(qtbot, fusion, palette, QCheckBox, checked=False)
    assert share_contrasting(off, window) < 0.2


@pytest.mark.parametrize("theme_key", THEMES)
def test_tool_icons_are_drawn_in_the_button_text_colour(qapp, theme_key):
    palette = theme_palette(THEMES[theme_key])
    text = palette.color(QPalette.ColorRole.ButtonText)
    button = palette.color(QPalette.ColorRole.Button)
    assert contrast_ratio(text, button) >= MIN_CONTRAST
    for kind in TOOL_ICONS:
        image = tool_icon(kind, palette).pixmap(24, 24).toImage()
        opaque = [
            image.pixelColor(x, y)
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).alpha() == 255
        ]
        assert len(opaque) >= 10, kind
        assert all(pixel.rgb() == text.rgb() for pixel in opaque), kind


def test_dialog_buttons_carry_no_stock_icons(qtbot, app_style):
    assert app_style.styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons) == 0
    previous = QApplication.style().name()
    QApplication.setStyle(AppStyle())
    try:
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Save
        )
        qtbot.addWidget(box)
        assert all(button.icon().isNull() for button in box.buttons())
    finally:
        QApplication.setStyle(previous)


@pytest.mark.parametrize("theme_key", THEMES)
def test_selected_text_is_readable_on_the_selection(qapp, theme_key):
    """Selected menu entries, list rows and text (and a menu's radio dot on its selection)."""
    palette = theme_palette(THEMES[theme_key])
    highlight = palette.color(QPalette.ColorRole.Highlight)
    text = palette.color(QPalette.ColorRole.HighlightedText)
    assert contrast_ratio(text, highlight) >= 4.5
