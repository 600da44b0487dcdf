"""The layers as imports: the window's package is used by the start-up and by nothing else.

The mid end (the session, the analysis requests, the computer's client) runs without any widget,
so a front end other than the window (a test, a benchmark, another UI) can use it whole.
"""

from __future__ import annotations

from tests.test_architecture import Import, import_graph

UI = "triangles_qt.ui"
# The start-up builds the window; nothing else may import it.
START_UP = {"triangles_qt.app", "triangles_qt.__main__"}


def in_package(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def imports_of_the_ui_from_outside(edges: list[Import]) -> list[str]:
    return [
        f"{edge.source}:{edge.line} -> {edge.target}"
        for edge in edges
        if in_package(edge.target, UI)
        and not in_package(edge.source, UI)
        and edge.source not in START_UP
    ]


def test_only_the_start_up_imports_the_window_package():
    edges = import_graph()
    assert any(edge.source == "triangles_qt.session" for edge in edges)  # (the graph is read)
    assert imports_of_the_ui_from_outside(edges) == []


def test_an_import_of_the_window_package_from_the_mid_end_is_found():
    edges = [
        Import("triangles_qt.session", "triangles_qt.ui.computer_player", 29, False, False),
        Import("triangles_qt.app", "triangles_qt.ui.main_window", 42, True, False),
        Import("triangles_qt.ui.main_window", "triangles_qt.ui.texts", 3, False, False),
    ]
    assert imports_of_the_ui_from_outside(edges) == [
        "triangles_qt.session:29 -> triangles_qt.ui.computer_player"
    ]
