"""Render the Triangles app icon from its SVG sources into every file an installer needs.

Run from the repository root (PySide6 is the only requirement; it is the app's own dependency):

    python installer/make_icons.py

Writes:
  resources/icon/png/triangles-<size>.png   16 ... 1024 px (Linux hicolor, macOS, docs)
  resources/icon/triangles.ico              Windows: 16-128 px as 32-bit DIBs, 256 px as PNG
  resources/icon/triangles.icns             macOS: PNG entries 16 ... 1024 px (with @2x types)
  triangles_qt/resources/icon/              what the running app loads for its window icon

Sizes up to 32 px come from `triangles-small.svg`, a variant drawn with thicker lines and no
halos so it stays crisp at 16 px; larger sizes come from `triangles.svg`.
"""

from __future__ import annotations

import argparse
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "resources" / "icon"
SOURCE_SVG = ICON_DIR / "triangles.svg"
SMALL_SVG = ICON_DIR / "triangles-small.svg"
PNG_DIR = ICON_DIR / "png"
ICO_PATH = ICON_DIR / "triangles.ico"
ICNS_PATH = ICON_DIR / "triangles.icns"
RUNTIME_DIR = ROOT / "triangles_qt" / "resources" / "icon"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
SMALL_VARIANT_MAX = 32
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
RUNTIME_PNG_SIZES = (16, 32, 256)

# ICNS element types holding PNG data, with the pixel size each one expects.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),  # 16 pt @2x
    (b"ic12", 64),  # 32 pt @2x
    (b"ic07", 128),
    (b"ic13", 256),  # 128 pt @2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256 pt @2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt @2x
)


def png_path(size: int) -> Path:
    return PNG_DIR / f"triangles-{size}.png"


def render_pngs() -> dict[int, bytes]:
    """Render each size straight from the vector source (never by scaling a bitmap)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0], "-platform", "offscreen"])
    renderers = {}
    for path in (SOURCE_SVG, SMALL_SVG):
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise SystemExit(f"cannot read SVG: {path}")
        renderers[path] = renderer

    rendered: dict[int, bytes] = {}
    for size in PNG_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderers[SMALL_SVG if size <= SMALL_VARIANT_MAX else SOURCE_SVG].render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        rendered[size] = bytes(data.data())
    del app  # keep the application alive until every render is done
    return rendered


def dib_entry(png: bytes) -> bytes:
    """A 32-bit BGRA device-independent bitmap for an ICO entry: what every Windows tool reads."""
    from PySide6.QtGui import QImage

    image = QImage.fromData(png, "PNG").convertToFormat(QImage.Format.Format_ARGB32)
    width, height = image.width(), image.height()
    header = struct.pack(
        "<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, width * height * 4, 0, 0, 0, 0
    )
    rows = []
    for y in range(height - 1, -1, -1):  # DIB rows run bottom-up
        line = image.constScanLine(y)
        rows.append(bytes(line)[: width * 4])  # Format_ARGB32 is B, G, R, A in memory
    # The AND mask is all zeros: transparency comes from the alpha channel.
    mask_row = b"\x00" * (((width + 31) // 32) * 4)
    return header + b"".join(rows) + mask_row * height


def build_ico(pngs: dict[int, bytes]) -> bytes:
    """ICO container: DIB entries up to 128 px, a PNG entry at 256 px (as Windows' own icons)."""
    images = [(size, pngs[size] if size >= 256 else dib_entry(pngs[size])) for size in ICO_SIZES]
    directory = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for size, data in images:
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return directory + entries + b"".join(data for _, data in images)


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """ICNS container of PNG elements, the format `iconutil` writes on current macOS."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all() -> list[Path]:
    pngs = render_pngs()
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    for size, data in pngs.items():
        png_path(size).write_bytes(data)
        written.append(png_path(size))
    ICO_PATH.write_bytes(build_ico(pngs))
    ICNS_PATH.write_bytes(build_icns(pngs))
    written += [ICO_PATH, ICNS_PATH]

    RUNTIME_DIR.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE_SVG, RUNTIME_DIR / "triangles.svg")
    written.append(RUNTIME_DIR / "triangles.svg")
    for size in RUNTIME_PNG_SIZES:
        target = RUNTIME_DIR / f"triangles-{size}.png"
        target.write_bytes(pngs[size])
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args(argv)
    for path in write_all():
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
