"""The app icon files: every size an installer needs exists, has the right size and parses."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICON_DIR = ROOT / "resources" / "icon"
RUNTIME_ICON_DIR = ROOT / "triangles_qt" / "resources" / "icon"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_dimensions(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE), "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def parse_ico(data: bytes) -> list[tuple[int, bytes]]:
    """(size, image bytes) per entry, checking the container's structure on the way."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "not an icon file"
    entries = []
    for index in range(count):
        width, height, colours, reserved_byte, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert width == height
        assert (colours, reserved_byte, planes, bits) == (0, 0, 1, 32)
        assert offset + length <= len(data)
        entries.append((width or 256, data[offset : offset + length]))
    return entries


def parse_icns(data: bytes) -> dict[bytes, bytes]:
    assert data[:4] == b"icns"
    (total,) = struct.unpack(">I", data[4:8])
    assert total == len(data)
    elements = {}
    position = 8
    while position < total:
        kind = data[position : position + 4]
        (length,) = struct.unpack(">I", data[position + 4 : position + 8])
        assert length > 8 and position + length <= total
        elements[kind] = data[position + 8 : position + length]
        position += length
    assert position == total
    return elements


def test_svg_sources_are_square_well_formed_svg(make_icons):
    for path in (make_icons.SOURCE_SVG, make_icons.SMALL_SVG):
        root = ET.parse(path).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert root.get("viewBox") == "0 0 256 256"


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512, 1024])
def test_png_in_every_size(make_icons, size):
    assert size in make_icons.PNG_SIZES
    assert png_dimensions(make_icons.png_path(size).read_bytes()) == (size, size)


def test_ico_has_every_windows_size_with_valid_images(make_icons):
    entries = parse_ico(make_icons.ICO_PATH.read_bytes())
    assert [size for size, _ in entries] == [16, 24, 32, 48, 64, 128, 256]
    for size, image in entries:
        if size == 256:
            assert png_dimensions(image) == (256, 256)
            continue
        header = struct.unpack_from("<IiiHHI", image, 0)
        assert header == (40, size, 2 * size, 1, 32, 0)  # DIB: height counts the AND mask
        mask_row = ((size + 31) // 32) * 4
        assert len(image) == 40 + size * size * 4 + mask_row * size


def test_ico_bitmaps_hold_the_rendered_pixels_bottom_up(make_icons, qapp):
    """The 32 px DIB entry is the 32 px PNG, rows flipped: a transposed or blank icon fails."""
    from PySide6.QtGui import QImage

    entries = dict(parse_ico(make_icons.ICO_PATH.read_bytes()))
    dib = entries[32]
    png = QImage(str(make_icons.png_path(32))).convertToFormat(QImage.Format.Format_ARGB32)
    top_row_in_png = bytes(png.constScanLine(0))[: 32 * 4]
    last_row_in_dib = dib[40 + 31 * 32 * 4 : 40 + 32 * 32 * 4]
    assert last_row_in_dib == top_row_in_png
    alpha = dib[40 + 3 : 40 + 32 * 32 * 4 : 4]
    assert max(alpha) == 255  # not an empty (fully transparent) image


def test_icns_has_every_macos_type_with_pngs_of_the_right_size(make_icons):
    elements = parse_icns(make_icons.ICNS_PATH.read_bytes())
    for kind, size in make_icons.ICNS_TYPES:
        assert png_dimensions(elements[kind]) == (size, size), kind
    assert {b"ic10", b"ic09", b"ic08", b"ic07", b"icp4", b"icp5"} <= set(elements)


def test_ico_and_icns_are_built_from_the_committed_pngs(make_icons, qapp):
    """The containers are regenerated from the PNGs byte for byte: none of them is stale."""
    pngs = {size: make_icons.png_path(size).read_bytes() for size in make_icons.PNG_SIZES}
    assert make_icons.build_icns(pngs) == make_icons.ICNS_PATH.read_bytes()
    assert make_icons.build_ico(pngs) == make_icons.ICO_PATH.read_bytes()


def test_runtime_icon_copies_match_the_sources(make_icons):
    assert (RUNTIME_ICON_DIR / "triangles.svg").read_bytes() == make_icons.SOURCE_SVG.read_bytes()
    for size in make_icons.RUNTIME_PNG_SIZES:
        runtime = (RUNTIME_ICON_DIR / f"triangles-{size}.png").read_bytes()
        assert runtime == make_icons.png_path(size).read_bytes()


@pytest.mark.parametrize("size", [16, 48, 256])
def test_committed_pngs_are_rendered_from_the_current_svg(make_icons, qapp, size):
    """Editing an SVG without running installer/make_icons.py leaves stale PNGs: caught here."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    source = make_icons.SMALL_SVG if size <= make_icons.SMALL_VARIANT_MAX else make_icons.SOURCE_SVG
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(source)).render(painter)
    painter.end()
    committed = QImage(str(make_icons.png_path(size))).convertToFormat(QImage.Format.Format_ARGB32)
    fresh = bytes(image.constBits())
    stored = bytes(committed.constBits())
    assert len(fresh) == len(stored)
    mean_difference = sum(abs(a - b) for a, b in zip(fresh, stored, strict=True)) / len(fresh)
    assert mean_difference < 3, f"{size} px PNG differs from the SVG: run installer/make_icons.py"
