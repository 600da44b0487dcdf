"""The documents stay where their readers look for them, and figures stay out of the code.

README is for players and packagers: short, with the test command CI runs, pointing developers
to docs/ and every figure to benchmarks/RESULTS.md. Links between the documents resolve. The
package's comments and docstrings say what the code does and why: a measured figure (a
percentage, a rate, a "times faster", a median, a dated run) belongs in RESULTS.md, where it can
change without touching the code it measures.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
RESULTS = ROOT / "benchmarks" / "RESULTS.md"
PACKAGE = ROOT / "triangles_qt"
README_MAX_LINES = 300
CI_COMMAND_MARK = "# README's test command, exactly:"

# What a measured figure looks like in prose.
MEASURED = re.compile(
    r"""
      \b\d+(?:[.,]\d+)?\s?%(?![a-z(])                       # a percentage: 89 %, 1.5%
    | \b(?:games|nodes|lines|positions|moves)\ a\ second\b  # a rate
    | \b\d+(?:\.\d+)?\s?(?:x|times)\ (?:faster|slower|as\ many|the)\b  # a speed-up
    | \bmedian\b                                            # a summary of a measurement
    | \b20\d\d-\d\d-\d\d\b                                  # a dated run
    | \b(?:a|one)\ (?:half|third|quarter|fifth|tenth)\ (?:larger|smaller|faster|slower|more|less)\b
                                                            # a measured ratio
    | \b\d+-core\b                                          # the machine a figure was measured on
    | \b(?:costs?|takes?|would\ cost)\ (?:milli)?seconds\b     # a measured time
    | \babout\ (?:\d+|\w+teen|twenty|thirty|forty|fifty)\ (?:moves|lines|games|nodes)\b
                                                            # a count seen in runs
    | \bbetween\ about\ \d+\ and\ \d+\b                       # a range seen in runs
    """,
    re.VERBOSE | re.IGNORECASE,
)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
DOC_MENTION = re.compile(r"\b(docs/decisions/\d{4}|docs/[\w./-]+\.md|benchmarks/RESULTS\.md)")


def documents() -> list[Path]:
    return [README, RESULTS, *sorted((ROOT / "docs").rglob("*.md"))]


def comments_and_docstrings(source: str) -> list[tuple[int, str]]:
    """(line, text) of every comment and every string that stands alone as a statement
    (module, class and function docstrings, and the documenting strings under attributes)."""
    found = [
        (token.start[0], token.string)
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.COMMENT
    ]
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            found.append((node.lineno, node.value.value))
    return found


def measured_figures(source: str) -> list[tuple[int, str]]:
    """(line, figure) of each measured figure in the comments and docstrings of `source`."""
    return [
        (line + text.count("\n", 0, match.start()), match.group(0))
        for line, text in comments_and_docstrings(source)
        for match in MEASURED.finditer(text)
    ]


def heading_anchors(markdown: str) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown text."""
    anchors: set[str] = set()
    seen: dict[str, int] = {}
    for line in FENCE.sub("", markdown).splitlines():
        heading = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading is None:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def ci_test_command() -> str:
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    return lines[lines.index(CI_COMMAND_MARK) + 1].strip()


# -- README --------------------------------------------------------------------------------------


def test_readme_is_for_players_and_short() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_MAX_LINES, f"README.md has {len(lines)} lines"


def test_readme_points_to_the_figures_and_the_developers_documents() -> None:
    targets = set(LINK.findall(README.read_text(encoding="utf-8")))
    assert "benchmarks/RESULTS.md" in targets
    assert {"docs/contributing.md", "docs/computer.md"} <= targets
    assert any(target.startswith("docs/decisions/") for target in targets)


def test_readme_gives_the_test_command_ci_runs() -> None:
    command = ci_test_command()
    assert "pytest" in command
    readme = README.read_text(encoding="utf-8").splitlines()
    assert command in (line.strip() for line in readme)


def test_readme_keeps_no_dated_figures() -> None:
    dates = re.findall(r"\b20\d\d-\d\d-\d\d\b", README.read_text(encoding="utf-8"))
    assert dates == []


# -- Links ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("document", documents(), ids=lambda path: str(path.relative_to(ROOT)))
def test_every_link_between_the_documents_resolves(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    broken = []
    for target in LINK.findall(FENCE.sub("", text)):
        if re.match(r"[a-z]+:", target):  # https:, mailto:
            continue
        path_part, _, anchor = target.partition("#")
        path = (document.parent / path_part).resolve() if path_part else document
        if not path.exists() or (
            anchor
            and path.suffix == ".md"
            and anchor not in heading_anchors(path.read_text(encoding="utf-8"))
        ):
            broken.append(target)
    assert broken == []


def test_the_results_are_dated_newest_first() -> None:
    dates = re.findall(r"^## (20\d\d-\d\d-\d\d)", RESULTS.read_text(encoding="utf-8"), re.M)
    assert len(dates) >= 5
    assert dates == sorted(dates, reverse=True)


# -- Figures in the code -------------------------------------------------------------------------


def test_no_measured_figures_in_the_packages_comments_and_docstrings() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {figure}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, figure in measured_figures(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "move these to benchmarks/RESULTS.md:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("source", "figures"),
    [
        ('"""Hard scores 89 % against it."""\n', ["89 %"]),
        ("x = 1  # from 81 % to 89.4%\n", ["81 %", "89.4%"]),
        ("def f():\n    '''The two sample 1.9 times the games of one.'''\n", ["1.9 times the"]),
        ("# 2,802 games a second at 24 stars\n", ["games a second"]),
        ("# median of 6, measured on 2026-12-01\n", ["median", "2026-12-01"]),
        ("class A:\n    size = 3\n    '''Checked 3x faster.'''\n", ["3x faster"]),
        # Not figures: a second line, a percentage in code, a plural form in a string.
        ('"""Wraps onto a second line."""\nHEIGHT = f"{135}%"\n', []),
        ('label = tr("%n stars")  # the count of stars\n', []),
    ],
)
def test_measured_figures_are_recognised(source: str, figures: list[str]) -> None:
    assert [figure for _, figure in measured_figures(source)] == figures


def test_the_documents_the_code_points_to_exist() -> None:
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for line, text in comments_and_docstrings(path.read_text(encoding="utf-8")):
            for mention in DOC_MENTION.findall(text):
                exists = (
                    any((ROOT / "docs" / "decisions").glob(f"{mention[-4:]}-*.md"))
                    if mention.startswith("docs/decisions/")
                    else (ROOT / mention).is_file()
                )
                if not exists:
                    missing.append(f"{path.relative_to(ROOT)}:{line}: {mention}")
    assert missing == []


ARCHITECTURE = ROOT / "docs" / "architecture.md"


def module_map_names(markdown: str) -> set[str]:
    """The names the module map in docs/architecture.md gives: each line of the first code block
    after the layers' heading that names a module (`app.py`) or a folder (`ui/`)."""
    section = markdown.split("## The layers", 1)[1]
    block = section.split("```", 2)[1]
    return {
        match.group(1)
        for line in block.splitlines()
        if (match := re.match(r"^  (\S+?(?:\.py|/))(?:\s|$)", line))
    }


def package_entries() -> set[str]:
    """The package's top-level modules and folders, as the module map names them."""
    return {
        entry.name + "/" if entry.is_dir() else entry.name
        for entry in PACKAGE.iterdir()
        if (entry.is_dir() and entry.name != "__pycache__") or entry.suffix == ".py"
    }


def test_the_module_map_names_every_module_and_folder_of_the_package() -> None:
    named = module_map_names(ARCHITECTURE.read_text(encoding="utf-8"))
    assert named == package_entries(), (
        f"missing from the map: {sorted(package_entries() - named)}; "
        f"named but not in the package: {sorted(named - package_entries())}"
    )


def test_the_module_map_check_sees_a_missing_module() -> None:
    markdown = "## The layers\n\n```\ntriangles_qt/\n  engine/   rules\n  app.py    start\n```\n"
    assert module_map_names(markdown) == {"engine/", "app.py"}


def modules_named_in_docstring(package: Path) -> set[str] | None:
    """The modules a package's docstring names, if it lists its modules (a line starting with
    one, as `- scene.py: ...` or `store.py   one data file`); None if it does not list them."""
    docstring = ast.get_docstring(ast.parse((package / "__init__.py").read_text("utf-8"))) or ""
    if not re.search(r"^\s*-?\s*`?\w+\.py", docstring, re.MULTILINE):
        return None
    return set(re.findall(r"\b(\w+\.py)\b", docstring))


LISTING_PACKAGES = [
    path.parent
    for path in sorted(PACKAGE.rglob("__init__.py"))
    if modules_named_in_docstring(path.parent) is not None
]


def test_some_packages_list_their_modules() -> None:
    assert PACKAGE / "persistence" in LISTING_PACKAGES


@pytest.mark.parametrize("package", LISTING_PACKAGES, ids=lambda path: path.name)
def test_a_packages_list_of_its_modules_is_whole(package: Path) -> None:
    listed = modules_named_in_docstring(package) or set()
    modules = {path.name for path in package.glob("*.py") if path.name != "__init__.py"}
    assert modules <= listed, f"{package.name}/__init__.py does not list {sorted(modules - listed)}"
