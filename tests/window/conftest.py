"""The main window as a player meets it: shown at the default size, for the whole-window tests."""

import pytest

from triangles_qt.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    """A main window shown at 1200x860 and active, animations off and the computer answering
    without its pause; its processes are stopped afterwards."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.board_view.set_animations_enabled(False)
    window.session.computer_delay_ms = 0
    window.resize(1200, 860)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    yield window
    window.session.shutdown(5000)


# Finnish (the longest words of the catalogues) in the default selection; the other languages in
# the slow one.
@pytest.fixture(
    params=[
        "fi",
        pytest.param("en", marks=pytest.mark.slow),
        pytest.param("id", marks=pytest.mark.slow),
        pytest.param("ro", marks=pytest.mark.slow),
    ]
)
def language(request, qapp):
    """The app in one of the languages the window is checked in, English again afterwards."""
    from triangles_qt.i18n import set_language

    assert set_language(request.param) == request.param
    yield request.param
    set_language("en")
