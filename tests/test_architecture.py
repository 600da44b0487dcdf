"""The shape of the code: no import cycles, and imports inside functions only when deferred.

The import graph is read from the source with `ast`, so it sees every import, including those
inside functions (they run when the function is first called) and under `if TYPE_CHECKING:`.
Every one of them is an edge: a cycle through a function-level import still ties the modules
into one knot, and a cycle of type-only imports means the layers are not one-way. An import
inside a function or class is allowed only as a deliberate deferral (say, not to load Qt or a
big module at start-up), with a comment on it or just above it that starts with "Deferred:".
"""

from __future__ import annotations

import ast
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = "triangles_qt"
ROOT = Path(__file__).resolve().parent.parent / PACKAGE
DEFERRAL_MARK = "deferred:"


@dataclass(frozen=True)
class Import:
    source: str  # importing module
    target: str  # imported module of the package
    line: int
    nested: bool  # inside a function or class body
    type_only: bool  # under `if TYPE_CHECKING:`


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(module: str, path: Path, modules: dict[str, Path]) -> list[Import]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    is_package = path.name == "__init__.py"
    found: list[Import] = []

    def add(target: str, node: ast.stmt, nested: bool, type_only: bool) -> None:
        if target in modules and target != module:
            found.append(Import(module, target, node.lineno, nested, type_only))

    def visit(node: ast.AST, nested: bool, type_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                for alias in child.names:
                    add(alias.name, child, nested, type_only)
            elif isinstance(child, ast.ImportFrom):
                base = _resolve(module, is_package, child)
                for alias in child.names:
                    submodule = f"{base}.{alias.name}"
                    add(submodule if submodule in modules else base, child, nested, type_only)
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                visit(child, True, type_only)
            elif isinstance(child, ast.If) and _is_type_checking(child.test):
                for statement in child.body:
                    visit(ast.Module(body=[statement], type_ignores=[]), nested, True)
                for statement in child.orelse:
                    visit(ast.Module(body=[statement], type_ignores=[]), nested, type_only)
            else:
                visit(child, nested, type_only)

    visit(tree, False, False)
    return found


def import_graph() -> list[Import]:
    modules = all_modules()
    return [edge for name, path in modules.items() for edge in imports_of(name, path, modules)]


def find_cycles(edges: list[Import]) -> list[list[str]]:
    """Every strongly connected set of two or more modules (Tarjan), each as a sorted list."""
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.source, set()).add(edge.target)
        graph.setdefault(edge.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return cycles


def describe(cycle: list[str], edges: list[Import]) -> str:
    members = set(cycle)
    inside = [e for e in edges if e.source in members and e.target in members]
    return "; ".join(
        f"{e.source}:{e.line} -> {e.target}"
        + (" (in a function)" if e.nested else "")
        + (" (TYPE_CHECKING)" if e.type_only else "")
        for e in inside
    )


def test_the_package_has_no_import_cycles():
    edges = import_graph()
    cycles = find_cycles(edges)
    assert not cycles, "import cycles: " + " | ".join(describe(c, edges) for c in cycles)


def test_imports_inside_functions_are_deliberate_deferrals():
    undeclared = []
    for path in sorted(ROOT.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in _nested_imports(ast.parse("\n".join(lines), str(path))):
            if not _has_deferral_comment(lines, node.lineno):
                undeclared.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    assert not undeclared, (
        "imports inside a function or class need a '# Deferred: <why>' comment on or just above "
        "them (or move them to the top of the module): " + ", ".join(undeclared)
    )


def _nested_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    nested = []
    for scope in ast.walk(tree):
        if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            for node in ast.walk(scope):
                if isinstance(node, ast.Import | ast.ImportFrom) and node not in nested:
                    nested.append(node)
    return nested


def _has_deferral_comment(lines: list[str], lineno: int) -> bool:
    """A "Deferred:" comment on the import's line, or in the comments and imports just above
    it (one comment may explain a block of imports)."""
    if DEFERRAL_MARK in lines[lineno - 1].lower():
        return True
    for text in reversed(lines[: lineno - 1]):
        stripped = text.strip()
        if stripped.startswith("#"):
            if DEFERRAL_MARK in stripped.lower():
                return True
            continue
        if stripped.startswith(("import ", "from ")) or not stripped:
            continue
        return False
    return False


# The layers of docs/architecture.md, bottom up: each module of the package belongs to one, and
# imports only from its own layer and those it lists, and only the Qt modules it lists.
@dataclass(frozen=True)
class Layer:
    modules: tuple[str, ...]  # module names or package prefixes (a prefix covers its submodules)
    imports_from: tuple[str, ...]  # the other layers it may import from
    qt: tuple[str, ...]  # the PySide6 modules it may import


LAYERS = {
    "package": Layer(("triangles_qt",), (), ()),
    "engine": Layer(("triangles_qt.engine",), ("package",), ()),
    "ai": Layer(("triangles_qt.ai",), ("package", "engine"), ()),
    "puzzles": Layer(("triangles_qt.puzzles",), ("package", "engine", "ai"), ()),
    "persistence": Layer(
        ("triangles_qt.persistence",), ("package", "engine", "puzzles"), ("QtCore",)
    ),
    "services": Layer(
        (
            "triangles_qt.settings",
            "triangles_qt.background",
            "triangles_qt.i18n",
            "triangles_qt.system_libraries",
            "triangles_qt.processes",
        ),
        ("package", "engine", "puzzles", "persistence"),
        ("QtCore",),
    ),
    "computer": Layer(
        ("triangles_qt.computer",), ("package", "engine", "ai", "services"), ("QtCore",)
    ),
    "mid end": Layer(
        ("triangles_qt.session", "triangles_qt.reviewing", "triangles_qt.bookkeeping"),
        ("package", "engine", "ai", "puzzles", "persistence", "services", "computer"),
        ("QtCore",),
    ),
    "ui": Layer(
        ("triangles_qt.ui",),
        (
            "package",
            "engine",
            "ai",
            "puzzles",
            "persistence",
            "services",
            "computer",
            "mid end",
        ),
        ("QtCore", "QtGui", "QtWidgets", "QtSvg"),
    ),
    "start": Layer(
        (
            "triangles_qt.app",
            "triangles_qt.__main__",
            "triangles_qt.command_line",
            "triangles_qt.display_checks",
        ),
        (
            "package",
            "engine",
            "ai",
            "puzzles",
            "persistence",
            "services",
            "computer",
            "mid end",
            "ui",
        ),
        ("QtCore", "QtGui", "QtWidgets"),
    ),
}


def layer_of(module: str, layers: dict[str, Layer] = LAYERS) -> str | None:
    """The layer whose most specific entry covers `module`."""
    best: tuple[int, str] | None = None
    for name, layer in layers.items():
        for entry in layer.modules:
            covers = module == entry or (entry != PACKAGE and module.startswith(entry + "."))
            if covers and (best is None or len(entry) > best[0]):
                best = (len(entry), name)
    return None if best is None else best[1]


def layer_breaches(edges: list[Import], layers: dict[str, Layer] = LAYERS) -> list[str]:
    """Each import that goes to a layer its module's layer may not import from."""
    breaches = []
    for edge in edges:
        source, target = layer_of(edge.source, layers), layer_of(edge.target, layers)
        if source is None or target is None or source == target:
            continue
        if target not in layers[source].imports_from:
            breaches.append(f"{edge.source}:{edge.line} ({source}) -> {edge.target} ({target})")
    return breaches


def qt_imports(path: Path) -> set[str]:
    """The PySide6 modules a source file imports (anywhere in it)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        found |= {name.split(".")[1] for name in names if name.startswith("PySide6.")}
    return found


def test_every_module_belongs_to_a_layer():
    assert [module for module in all_modules() if layer_of(module) is None] == []


def test_the_layer_table_names_modules_of_the_package_and_goes_bottom_up():
    # A stale entry would cover nothing, and a layer importing from one above it would make
    # the table a cycle: every entry is a module (or package) of the tree, and each layer
    # imports only from layers listed before it.
    modules = all_modules()
    stale = [entry for layer in LAYERS.values() for entry in layer.modules if entry not in modules]
    assert stale == []
    names = list(LAYERS)
    upward = {
        name: sorted(set(layer.imports_from) - set(names[:position]))
        for position, (name, layer) in enumerate(LAYERS.items())
    }
    assert {name: above for name, above in upward.items() if above} == {}


def test_every_import_follows_the_layer_table():
    assert layer_breaches(import_graph()) == []


@pytest.mark.parametrize("layer", list(LAYERS))
def test_each_layer_imports_only_its_qt_modules(layer):
    modules = [m for m in all_modules() if layer_of(m) == layer]
    assert modules, f"no module is in the layer {layer!r}"
    allowed = set(LAYERS[layer].qt)
    extra = {
        m: sorted(qt_imports(path) - allowed) for m, path in all_modules().items() if m in modules
    }
    assert {m: names for m, names in extra.items() if names} == {}


# -- The checks can fail -------------------------------------------------------------------------


def _graph_of(tmp_path: Path, files: dict[str, str]) -> list[Import]:
    root = tmp_path / PACKAGE
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    modules = {module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    return [e for n, p in modules.items() for e in imports_of(n, p, modules)]


@pytest.mark.parametrize(
    "files",
    [
        {"engine/a.py": "from .b import x\n", "engine/b.py": "def f():\n    from .a import y\n"},
        {
            "ai/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import b\n",
            "ai/b.py": "from triangles_qt.ai.c import z\n",
            "ai/c.py": "import triangles_qt.ai.a\n",
        },
        {"__init__.py": "from .engine import Game\n", "engine/__init__.py": "from .. import x\n"},
    ],
)
def test_a_cycle_is_found_however_it_is_imported(tmp_path, files):
    packages = {"__init__.py": "", "engine/__init__.py": "", "ai/__init__.py": ""}
    cycles = find_cycles(_graph_of(tmp_path, packages | files))
    assert len(cycles) == 1


def test_a_layered_package_has_no_cycle(tmp_path):
    files = {
        "__init__.py": "",
        "engine/__init__.py": "from .game import Game\n",
        "engine/game.py": "from .board import Board\n",
        "engine/board.py": "import numpy\n",
        "ai/__init__.py": "from triangles_qt.engine import Game\nfrom . import levels\n",
        "ai/levels.py": "from ..engine.game import Game\n",
    }
    assert find_cycles(_graph_of(tmp_path, files)) == []


@pytest.mark.parametrize(
    ("source", "declared"),
    [
        ("def f():\n    import json\n", False),
        ("def f():\n    # keeps things tidy\n    import json\n", False),
        ("def f():\n    import json  # Deferred: only --dump needs it\n", True),
        (
            "def f():\n    # Deferred: Qt loads only once the window opens.\n"
            "    from PySide6 import QtCore\n\n    from . import x\n",
            True,
        ),
        ("def f():\n    # Deferred: Qt loads late.\n    value = 1\n    import json\n", False),
    ],
)
def test_a_function_level_import_needs_its_reason(source, declared):
    lines = source.splitlines()
    nested = _nested_imports(ast.parse(source))
    assert nested
    assert all(_has_deferral_comment(lines, node.lineno) for node in nested) is declared


def strictly_typed(module: str, config: dict[str, object]) -> bool:
    """Whether `[tool.mypy]` checks this module: listed itself, or inside a listed package."""
    packages = config.get("packages", [])
    modules = config.get("modules", [])
    assert isinstance(packages, list) and isinstance(modules, list)
    return module in modules or any(
        module == package or module.startswith(package + ".") for package in packages
    )


def test_every_module_is_type_checked_strictly():
    # A module left out of [tool.mypy] is not checked at all (mypy follows imports silently
    # only for what it is given), so a new module must be listed to be held to the rest's
    # standard.
    config = tomllib.loads((ROOT.parent / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = config["tool"]["mypy"]
    assert mypy["strict"] is True
    unchecked = [module for module in all_modules() if not strictly_typed(module, mypy)]
    assert unchecked == []


@pytest.mark.parametrize(
    ("module", "checked"),
    [
        ("triangles_qt.engine", True),
        ("triangles_qt.engine.game", True),
        ("triangles_qt.engineering", False),
        ("triangles_qt.ui.main_window", True),
        ("triangles_qt.ui.unlisted", False),
    ],
)
def test_a_module_counts_as_checked_only_when_listed(module, checked):
    config = {"packages": ["triangles_qt.engine"], "modules": ["triangles_qt.ui.main_window"]}
    assert strictly_typed(module, config) is checked


def test_a_mid_end_import_from_the_front_end_is_found(tmp_path):
    files = {
        "__init__.py": "",
        "ui/__init__.py": "",
        "ui/window.py": "from ..session import GameSession\n",
        "ui/player.py": "class Player: ...\n",
        "session.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from .ui.player import Player\n",
        "reviewing.py": "from .session import GameSession\n",
    }
    edges = _graph_of(tmp_path, files)
    assert layer_breaches(edges) == [
        "triangles_qt.session:3 (mid end) -> triangles_qt.ui.player (ui)"
    ]


def test_a_module_outside_every_layer_is_found():
    assert layer_of("triangles_qt.ui.board.view") == "ui"
    assert layer_of("triangles_qt.newthing") is None


def test_a_qt_import_is_seen(tmp_path):
    path = tmp_path / "m.py"
    path.write_text("def f():\n    from PySide6 import QtWidgets\n    import PySide6.QtGui\n")
    assert qt_imports(path) >= {"QtWidgets", "QtGui"}


# The window builds and wires its parts; what each part does lives in the part (issue 40).
WINDOW_LINE_LIMIT = 450


def test_the_window_stays_a_thin_composition_of_its_parts():
    window = ROOT / "ui" / "main_window.py"
    lines = len(window.read_text(encoding="utf-8").splitlines())
    assert lines < WINDOW_LINE_LIMIT, f"ui/main_window.py has {lines} lines"
    # The start hands the window what it found; it does not reach into the window's parts.
    start = ast.parse((ROOT / "app.py").read_text(encoding="utf-8"))
    reached = [
        f"app.py:{node.lineno}: window.{node.value.attr}.{node.attr}"
        for node in ast.walk(start)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Attribute)
        and isinstance(node.value.value, ast.Name)
        and node.value.value.id == "window"
        and node.value.attr in ("files", "bookkeeper", "menus", "session", "news")
    ]
    assert reached == []
