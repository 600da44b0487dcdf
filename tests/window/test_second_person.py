"""Against the computer the window speaks to the person at the keyboard: "You closed a
triangle!", never "You closed ... and plays again!" or "Sinä sulki...", in all five languages.
Two people are named (Player 1, Player 2), and so is the computer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtTest import QTest

from tests.ai.helpers import finished_small_game
from triangles_qt import i18n
from triangles_qt.engine import Board, Game, Player, Rules, default_players
from triangles_qt.ui.main_window import MainWindow
from triangles_qt.ui.texts import is_the_player_at_the_keyboard

# Four stars on a square, and a fifth far off so that the game goes on after the diagonal.
SQUARE = [(100, 100), (500, 100), (500, 500), (100, 500), (900, 300)]
VS_EASY = (Player("You"), Player("Computer", "easy"))

YOU_CLOSED = {
    "en": "You closed a triangle!",
    "id": "Anda menutup sebuah segitiga!",
    "ro": "Ai închis un triunghi!",
    "fi": "Suljit kolmion!",
    "pl": "Zamykasz trójkąt!",
}
YOU_CLOSED_AND_PLAY_AGAIN = {
    "en": "You closed a triangle and play again!",
    "id": "Anda menutup sebuah segitiga dan main lagi!",
    "ro": "Ai închis un triunghi și joci din nou!",
    "fi": "Suljit kolmion ja saat lisävuoron!",
    "pl": "Zamykasz trójkąt i masz dodatkowy ruch!",
}
YOU_CLOSED_TWO = {
    "en": "You closed 2 triangles!",
    "id": "Anda menutup 2 segitiga!",
    "ro": "Ai închis 2 triunghiuri!",
    "fi": "Suljit 2 kolmiota!",
    "pl": "Zamykasz 2 trójkąty!",
}


@pytest.fixture(autouse=True)
def back_to_english(window):
    """The language is an application-wide setting: the next test starts in English."""
    yield
    window.menus.languages["en"].trigger()


def switch(window: MainWindow, code: str) -> None:
    window.menus.languages[code].trigger()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def click_line(window: MainWindow, i: int, j: int) -> None:
    view = window.board_view
    for star in (i, j):
        x, y = view.game.board.points[star]
        QTest.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(x, y))
        )


def position(players, play_again: bool, lines) -> Game:
    game = Game(Board(SQUARE), Rules(play_again=play_again), players)
    game.replay(lines)
    return game


@pytest.mark.parametrize(
    ("play_again", "lines", "closing", "wanted"),
    [
        (False, [(0, 1), (1, 2)], (0, 2), YOU_CLOSED),
        (True, [(0, 1), (1, 2)], (0, 2), YOU_CLOSED_AND_PLAY_AGAIN),
        (False, [(0, 1), (1, 2), (2, 3), (0, 3)], (0, 2), YOU_CLOSED_TWO),
    ],
    ids=["one", "one-and-play-again", "two"],
)
def test_the_status_line_speaks_to_the_person_playing_the_computer(
    qtbot, window, play_again, lines, closing, wanted
):
    """In every language, one window: each language's game is a new one."""
    for code in i18n.LANGUAGES:
        switch(window, code)
        game = position(VS_EASY, play_again, lines)
        assert not game.players[game.current_player].is_computer
        window.session.set_game(game)
        click_line(window, *closing)
        qtbot.waitUntil(lambda game=game: game.move_count == len(lines) + 1)
        assert window.statusBar().currentMessage() == wanted[code], code


def test_two_people_are_named(qtbot, window):
    game = position(default_players(), False, [(0, 1), (1, 2)])
    window.session.set_game(game)
    click_line(window, 0, 2)
    assert window.statusBar().currentMessage() == "Player 1 closed a triangle!"


def test_only_the_person_playing_the_computer_is_spoken_to():
    vs_computer = position(VS_EASY, False, [])
    assert is_the_player_at_the_keyboard(vs_computer, 0)
    assert not is_the_player_at_the_keyboard(vs_computer, 1), "the computer is named"
    two_people = position(default_players(), False, [])
    assert not any(is_the_player_at_the_keyboard(two_people, seat) for seat in (0, 1))


AHEAD = {
    "en": "You are ahead",
    "id": "Anda unggul",
    "ro": "Tu conduci",
    "fi": "Johdat",
    "pl": "Prowadzisz",
}
YOUR_MARGIN = {
    "en": "Your final margin",
    "id": "Selisih akhir Anda",
    "ro": "Diferența ta finală",
    "fi": "Loppuerosi",
    "pl": "Twoja końcowa różnica",
}


def test_the_analysis_chart_speaks_to_the_person_playing_the_computer(qtbot, window):
    game = finished_small_game(0, False)
    vs_computer = [{"name": "You"}, {"name": "Computer", "computer": "easy"}]
    game = Game.from_record(game.to_record() | {"players": vs_computer})
    window.session.set_game(game)
    window.end_screen.close()
    window.analysis.seconds = 2.0
    with qtbot.waitSignal(window.analysis.finished, timeout=60000):
        window.menus.analyse.trigger()
    chart = window.move_list.analysis.chart
    for code in i18n.LANGUAGES:
        switch(window, code)
        window.move_list.position_chosen.emit(0)
        assert chart.labels[0] == AHEAD[code]
        assert chart.labels[1] != AHEAD[code], "the computer is named"
        assert chart.accessibleDescription().startswith(YOUR_MARGIN[code])
