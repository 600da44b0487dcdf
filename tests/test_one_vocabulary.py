"""One vocabulary across the package: a computer level is named by the engine's `Level` enum
everywhere, never by its bare word, so a level cannot be misspelt or added in one place only."""

from __future__ import annotations

import ast
from pathlib import Path

from triangles_qt.engine import Level

PACKAGE = Path(__file__).resolve().parents[1] / "triangles_qt"
# The module declaring `Level`, where its words are the members' values.
LEVEL_MODULE = PACKAGE / "engine" / "vocabulary.py"
# A puzzle's grade is not a computer level: it has a vocabulary of its own, worded the same.
OTHER_VOCABULARIES = {
    PACKAGE / "puzzles" / "builtin.py",
    PACKAGE / "puzzles" / "schedule.py",
    PACKAGE / "ui" / "puzzle_page.py",
}
LEVEL_WORDS = {level.value for level in Level}


def bare_level_words(source: str) -> list[int]:
    """The lines of `source` with a string that is exactly a level's word ("hard", not a
    sentence using it)."""
    return sorted(
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and node.value in LEVEL_WORDS
    )


def test_no_bare_level_word_outside_the_level_enum() -> None:
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path != LEVEL_MODULE and path not in OTHER_VOCABULARIES
        for line in bare_level_words(path.read_text(encoding="utf-8"))
    ]
    assert found == [], f"a level by its bare word instead of Level: {found}"


def test_the_check_finds_a_bare_level_word() -> None:
    source = (
        '"""Plays hard."""\n'
        "HINT = 'hard'\n"
        "def f(level):\n"
        "    return level == \"easy\" or level is Level.MEDIUM or f'{level}' == 'medium!'\n"
    )
    assert bare_level_words(source) == [2, 4]


def test_each_exception_still_needs_its_place() -> None:
    # An exception whose words are gone (or whose file moved) goes from the list.
    assert bare_level_words(LEVEL_MODULE.read_text(encoding="utf-8"))
    assert all(bare_level_words(path.read_text(encoding="utf-8")) for path in OTHER_VOCABULARIES)
