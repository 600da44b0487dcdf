"""The one place installers take the app's identity from: version and texts from pyproject.toml.

Every installer script (Linux .deb, macOS .dmg, Windows Inno Setup via the CI workflow) and the
PyInstaller spec ask this module instead of repeating the version or the names.

    python installer/project_info.py version         -> the version, e.g. 1.2.3
    python installer/project_info.py app-id          -> io.github.triangles_game.Triangles
    python installer/project_info.py get KEY         -> any value of `values()` below
    python installer/project_info.py render IN OUT   -> copy IN to OUT, replacing @KEY@ tokens
    python installer/project_info.py iss-include OUT -> write Inno Setup #define lines to OUT

Uses only the standard library (tomllib), so it runs before anything is installed.
"""

from __future__ import annotations

import datetime as _datetime
import email.utils
import os
import re
import subprocess
import sys
import tomllib
import urllib.parse
from pathlib import Path
from xml.sax.saxutils import escape as xml_escape

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"

# The project's public home page. `[project.urls] Homepage` in pyproject.toml overrides it, so
# once the project adds that entry there is a single place to change it. The AppStream screenshot
# URL is derived from it (see SCREENSHOT_PATH).
DEFAULT_HOMEPAGE = "https://triangles-game.github.io/triangles/"
SCREENSHOT_PATH = "screenshots/triangles-main-window.png"

# Reverse-DNS id derived from the home page host (hyphens become underscores, as AppStream
# asks). It names the .desktop file, the metainfo file, the hicolor icon and the macOS bundle.
APP_ID = "io.github.triangles_game.Triangles"
DEVELOPER_ID = "io.github.triangles_game"
# Apple bundle identifiers allow letters, digits, hyphens and dots only.
BUNDLE_ID = APP_ID.replace("_", "-")
APP_NAME = "Triangles"
EXECUTABLE = "triangles"  # the command on PATH, the bundle's executable and folder name
VENDOR = "The Triangles developers"
SUMMARY = "Draw lines between stars and close empty triangles"


def _project() -> dict:
    with PYPROJECT.open("rb") as handle:
        return tomllib.load(handle)["project"]


def version() -> str:
    return _project()["version"]


def homepage() -> str:
    return _project().get("urls", {}).get("Homepage", DEFAULT_HOMEPAGE)


def maintainer() -> str:
    """'Name <email>' for package metadata: the first author with an e-mail in pyproject.toml,
    else the vendor at a no-reply address of the home page's host."""
    for author in _project().get("authors", []):
        if author.get("email"):
            return f"{author.get('name', VENDOR)} <{author['email']}>"
    host = urllib.parse.urlsplit(homepage()).hostname or "localhost"
    return f"{VENDOR} <noreply@{host}>"


def release_moment() -> _datetime.datetime:
    """When this release was made: the last commit's time, else SOURCE_DATE_EPOCH, else now."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch is None:
        try:
            epoch = subprocess.run(
                ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            epoch = ""
    if epoch:
        return _datetime.datetime.fromtimestamp(int(epoch), tz=_datetime.UTC)
    return _datetime.datetime.now(tz=_datetime.UTC).replace(microsecond=0)


def release_date() -> str:
    return release_moment().date().isoformat()


def windows_version_tuple(text: str) -> tuple[int, int, int, int]:
    """'1.2.3' or '1.2.3rc1' -> (1, 2, 3, 0): Windows version resources hold four numbers."""
    numbers = [int(part) for part in re.findall(r"\d+", text.split("+")[0])[:3]]
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def values() -> dict[str, str]:
    project = _project()
    home = homepage()
    moment = release_moment()
    return {
        "VERSION": project["version"],
        "VERSION_WIN": ".".join(str(n) for n in windows_version_tuple(project["version"])),
        "DESCRIPTION": project["description"],
        "LICENSE": project.get("license", {}).get("text", "MIT"),
        "DIST_NAME": project["name"],
        "APP_ID": APP_ID,
        "APP_NAME": APP_NAME,
        "EXECUTABLE": EXECUTABLE,
        "VENDOR": VENDOR,
        "DEVELOPER_ID": DEVELOPER_ID,
        "BUNDLE_ID": BUNDLE_ID,
        "MAINTAINER": maintainer(),
        "SUMMARY": SUMMARY,
        "HOMEPAGE": home,
        "SCREENSHOT_URL": home.rstrip("/") + "/" + SCREENSHOT_PATH,
        "RELEASE_DATE": moment.date().isoformat(),
        "RELEASE_DATE_RFC2822": email.utils.format_datetime(moment),  # Debian changelog
        "YEAR": str(moment.year),
    }


def render(template: str, mapping: dict[str, str], *, xml: bool = False) -> str:
    """Replace every @KEY@; a token with no value is an error, never left in an output file.

    With xml=True the values are escaped for XML text and attributes (metainfo, Info.plist).
    """

    def substitute(match: re.Match[str]) -> str:
        key = match.group(1)
        if key not in mapping:
            raise KeyError(f"unknown token @{key}@")
        return xml_escape(mapping[key], {'"': "&quot;"}) if xml else mapping[key]

    return re.sub(r"@([A-Z][A-Z0-9_]*)@", substitute, template)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    command, *rest = argv
    if command == "version":
        print(version())
    elif command == "app-id":
        print(APP_ID)
    elif command == "get" and len(rest) == 1:
        print(values()[rest[0]])
    elif command == "render" and len(rest) == 2:
        source, target = Path(rest[0]), Path(rest[1])
        text = render(
            source.read_text(encoding="utf-8"),
            values(),
            xml=target.suffix in {".xml", ".plist"},
        )
        target.write_text(text, encoding="utf-8")
    elif command == "iss-include" and len(rest) == 1:
        lines = [f'#define {key} "{value}"' for key, value in values().items()]
        Path(rest[0]).write_text("\n".join(lines) + "\n", encoding="utf-8")
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
