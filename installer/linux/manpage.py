"""Write the app's manual page from its own --help: `python manpage.py EXECUTABLE OUT.6`.

The page's options section is the installed app's argparse help, so it never drifts from the
command line. Standard library only; the version and summary come from project_info.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import project_info


def roff_escape(line: str) -> str:
    """Text safe for roff: backslashes doubled, no line starting with a control character."""
    line = line.replace("\\", "\\e")
    if line.startswith((".", "'")):
        line = "\\&" + line
    return line


def manual_page(help_text: str, info: dict[str, str]) -> str:
    name = info["EXECUTABLE"]
    lines = [
        f'.TH {name.upper()} 6 "{info["RELEASE_DATE"]}" "{info["APP_NAME"]} {info["VERSION"]}"'
        ' "Games"',
        ".SH NAME",
        f"{name} \\- {info['SUMMARY'][0].lower()}{info['SUMMARY'][1:]}",
        ".SH DESCRIPTION",
        roff_escape(info["DESCRIPTION"].rstrip(".") + "."),
        ".PP",
        "Without options the game window opens and offers a new game.",
        ".SH USAGE",
        ".nf",
        *(roff_escape(line) for line in help_text.rstrip().splitlines()),
        ".fi",
        ".SH SEE ALSO",
        info["HOMEPAGE"],
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    executable, target = argv
    help_text = subprocess.run(
        [executable, "--help"], capture_output=True, text=True, check=True
    ).stdout
    Path(target).write_text(manual_page(help_text, project_info.values()), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
