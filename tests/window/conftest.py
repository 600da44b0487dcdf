"""The main window as a player meets it: shown at the default size, for the whole-window tests."""

import pytest


@pytest.fixture
def window_options():
    """The window shown at its default size and active, the computer answering without its
    pause (tests/conftest.py builds it)."""
    return {"shown": True, "computer_delay_ms": 0}


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
