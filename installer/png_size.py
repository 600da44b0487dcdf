"""Check that a file is a non-empty PNG image and print its size: `python png_size.py FILE`.

Used by the build and check scripts on the app's `--screenshot` output; standard library only.
"""

import struct
import sys
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError(f"{path} is not a PNG image")
    width, height = struct.unpack(">II", data[16:24])
    if width == 0 or height == 0:
        raise ValueError(f"{path} is an empty PNG image")
    return width, height


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        width, height = png_size(Path(argv[0]))
    except (OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"{argv[0]}: PNG {width}x{height}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
