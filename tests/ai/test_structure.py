"""The computer player's modules: pure (no Qt), imports at the top, and no import cycles."""

from __future__ import annotations

import ast
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "triangles_qt" / "ai"


def imports_of(path: Path) -> tuple[set[str], set[str]]:
    """(sibling ai modules it imports, every module it imports), from its source."""
    siblings: set[str] = set()
    everything: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            everything.add(module)
            if node.level == 1:
                siblings.add(module.split(".")[0])
            elif module.startswith("triangles_qt.ai."):
                siblings.add(module.split(".")[2])
        elif isinstance(node, ast.Import):
            everything.update(alias.name for alias in node.names)
    return siblings, everything


def test_no_qt_in_the_computer_player():
    for path in AI.glob("*.py"):
        _, modules = imports_of(path)
        assert not any(m.startswith(("PySide6", "shiboken")) for m in modules), path.name


def test_every_import_is_at_the_top():
    for path in AI.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                assert id(node) in top, f"{path.name}:{node.lineno} imports inside a block"


def test_the_ai_modules_import_each_other_without_cycles():
    graph = {p.stem: imports_of(p)[0] - {"__init__"} for p in AI.glob("*.py")}
    graph.pop("__init__")
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " -> ".join((*path, module))
        if module in done:
            return
        for imported in graph.get(module, ()):
            visit(imported, (*path, module))
        done.add(module)

    for module in graph:
        visit(module, ())
    assert "search" in graph["levels"] and "subgame" in graph["chains"]  # (the graph is read)
