"""Test-wide setup: Qt runs offscreen on a desktop-sized screen, and the app's data goes to a
fresh folder per test."""

import os
from pathlib import Path

# Qt's offscreen platform has one 800x800 screen unless told otherwise. A window laid out at the
# app's default size (1200x860) would then lie partly outside every screen, and Qt drops touch
# points there (it finds a touch's target from its position on a screen): the window's tests
# would miss touches no player could miss. The screen of offscreen_screen.json is a desktop's.
SCREEN_CONFIG = Path(__file__).with_name("offscreen_screen.json")
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN_CONFIG}"

import gc  # noqa: E402

import pytest  # noqa: E402 (after the platform is chosen, before Qt loads)

from triangles_qt.app import collect_due_garbage  # noqa: E402 (loads no Qt)

# As in the app (triangles_qt.app.collect_on_the_gui_thread), Python's cycle collector runs on
# the main thread only, between tests: a Qt object a test leaves in a cycle is never freed on a
# background thread (a writer's, a computer reader's).
gc.disable()


@pytest.fixture(autouse=True)
def _garbage_collected_on_the_main_thread():
    yield
    collect_due_garbage()


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path, monkeypatch):
    """Nothing a test does touches the real user's settings, statistics or saved games."""
    data_dir = tmp_path / "triangles-data"
    data_dir.mkdir()
    monkeypatch.setenv("TRIANGLES_DATA_DIR", str(data_dir))
    return data_dir


@pytest.fixture(scope="module")
def module_data_dir(tmp_path_factory):
    """A data folder for what a module's tests share (a window built once for them all): what
    is built in module scope is built before any test's own folder is set."""
    folder = tmp_path_factory.mktemp("module-data")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TRIANGLES_DATA_DIR", str(folder))
        yield folder


@pytest.fixture
def make_window(qtbot):
    """Builds main windows for a test (`tests.windows.open_window`'s arguments) and keeps each
    until the test ends, then ends it the one way (`close_window`), the last made first."""
    from tests.windows import close_window, open_window

    made = []

    def make(**options):
        window = open_window(**options)
        made.append(window)
        return window

    yield make
    for window in reversed(made):
        close_window(window)


@pytest.fixture
def window_options():
    """How a folder's tests meet the window (`open_window`'s arguments): tests/window and
    tests/i18n give their own; a test or module changes them with the `window` mark."""
    return {}


@pytest.fixture
def window(request, make_window, window_options):
    """The main window of a test: the folder's `window_options`, then the test's
    `@pytest.mark.window(...)` (for example `shown=True`)."""
    mark = request.node.get_closest_marker("window")
    return make_window(**{**window_options, **(mark.kwargs if mark else {})})


@pytest.fixture
def keep(qapp):
    """Holds what a test shows besides the main window (`keep(widget)` returns it) until the test
    ends, then closes and deletes each on the GUI thread (`tests.windows.delete_now`): a shown
    widget dropped at the test's return could be deleted while Qt still holds it."""
    from tests.windows import delete_now

    kept = []

    def hold(widget):
        kept.append(widget)
        return widget

    yield hold
    for widget in reversed(kept):
        delete_now(widget)
