"""How the tests are put together: what they share lives in modules of its own (doubles in
tests/fakes.py, the window in tests/windows.py and its fixtures in tests/conftest.py), never in a
test module another imports from; and there is one `window` fixture."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


def _is_test_module(name: str) -> bool:
    return name.rsplit(".", 1)[-1].startswith("test_")


def imports_of_test_modules(source: str) -> list[int]:
    """The lines of `source` that import from a test module (`from .test_x import`,
    `from tests.x.test_y import`, `import tests.x.test_y`)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [f"{node.module}.{alias.name}" for alias in node.names]
            if _is_test_module(node.module or "") or (
                node.level > 0 and not node.module and any(map(_is_test_module, names[1:]))
            ):
                lines.append(node.lineno)
        elif isinstance(node, ast.Import) and any(
            _is_test_module(alias.name) for alias in node.names
        ):
            lines.append(node.lineno)
    return lines


def fixtures_named(source: str, name: str) -> list[int]:
    """The lines of `source` defining a fixture called `name`."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.FunctionDef)
        and node.name == name
        and any("fixture" in ast.unparse(decorator) for decorator in node.decorator_list)
    ]


@functools.cache
def _sources() -> list[tuple[str, str]]:
    return [
        (str(path.relative_to(TESTS.parent)), path.read_text(encoding="utf-8"))
        for path in sorted(TESTS.rglob("*.py"))
    ]


def test_no_test_module_imports_from_another():
    found = [
        f"{name}:{line}" for name, text in _sources() for line in imports_of_test_modules(text)
    ]
    assert found == [], f"import shared things from a helper module (tests/fakes.py, ...): {found}"


@pytest.mark.parametrize("name", ["window", "make_window", "window_options"])
def test_the_window_fixtures_are_defined_once_beside_their_folders(name):
    # `window` and `make_window` in tests/conftest.py only; `window_options` there and in the
    # conftest.py of a folder whose tests meet the window otherwise.
    found = [name_of_file for name_of_file, text in _sources() for _ in fixtures_named(text, name)]
    if name == "window_options":
        assert found and all(path.endswith("conftest.py") for path in found), found
    else:
        assert found == ["tests/conftest.py"], found


def main_windows_made(source: str) -> list[int]:
    """The lines of `source` that build a MainWindow themselves (not in a script's text)."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name | ast.Attribute)
        and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) == "MainWindow"
    ]


def test_every_main_window_of_a_test_comes_from_the_window_fixtures():
    # Built by `open_window` and ended by `close_window` (tests/windows.py), never dropped at a
    # test's return while shown.
    found = [f"{name}:{line}" for name, text in _sources() for line in main_windows_made(text)]
    assert [place.split(":")[0] for place in found] == ["tests/windows.py"], found


def test_the_checks_see_what_they_look_for():
    source = (
        "from .test_session import FakeComputer\n"
        "from tests.ai.test_reviewer import finished_small_game\n"
        "import tests.ui.test_cli\n"
        "from . import test_x\n"
        "from .helpers import run_python\n"
        "from tests.fakes import FakeComputer\n"
        "import pytest\n"
        "@pytest.fixture\n"
        "def window(qtbot):\n"
        "    return None\n"
        "def window_size():\n"
        "    return None\n"
    )
    assert imports_of_test_modules(source) == [1, 2, 3, 4]
    made = "w = MainWindow()\nx = main_window.MainWindow(s)\ny = 'MainWindow()'\n"
    assert main_windows_made(made) == [1, 2]
    assert fixtures_named(source, "window") == [9]
