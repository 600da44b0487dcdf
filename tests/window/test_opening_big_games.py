"""Opening a big game through the window's Open path never holds up the window: the file is
read and replayed in a process of its own (started by the Open dialog while the player picks,
ended at once when a new game comes first), and the board takes a whole game in one pass."""

from __future__ import annotations

import errno
import json
import multiprocessing
import multiprocessing.context
import os
import random

from tests.persistence.games import TWO_PEOPLE, open_file
from tests.windows import background_threads_end
from triangles_qt import persistence as storage
from triangles_qt.engine import Board, Game, Rules
from triangles_qt.persistence import MAX_FILE_BYTES
from triangles_qt.ui.board.layers import LineLayer, TriangleLayer


def finished_game(stars: int, seed: int = 3) -> Game:
    """A game played to its end by seeded random lines (the same every run)."""
    game = Game(Board.generate(stars, seed=seed), Rules(), TWO_PEOPLE)
    rng = random.Random(seed)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(*(int(v) for v in moves[rng.randrange(len(moves))]))
    return game


def padded_record(game: Game, size: int) -> bytes:
    """`game`'s record with a field the app ignores, made of empty lists (the slowest JSON
    to parse for its size), up to about `size` bytes."""
    record = game.to_record()
    padding = max(0, size - len(json.dumps(record)) - 64) // 3
    return json.dumps(record | {"notes": [[]] * padding}, separators=(",", ":")).encode()


def new_processes(before: set[multiprocessing.process.BaseProcess]):
    """The window's child processes that were not there `before` and are still running."""
    return [child for child in multiprocessing.active_children() if child not in before]


def test_a_game_is_parsed_and_replayed_in_another_process(window, tmp_path, monkeypatch, qtbot):
    """The JSON parse and the replay hold the interpreter: in a thread of the window's own
    process they would hold up the window, so they run in another process."""
    game = finished_game(40)
    path = tmp_path / "finished.triangles"
    path.write_bytes(storage.game_to_bytes(game))
    in_this_process: list[bytes] = []
    parse = storage.games.game_from_bytes

    def parse_here(data: bytes) -> Game:
        in_this_process.append(data)
        return parse(data)

    monkeypatch.setattr(storage.games, "game_from_bytes", parse_here)
    before = set(multiprocessing.active_children())
    open_file(window, path)
    assert window.game.to_record() == game.to_record()
    assert window.game.lines == game.lines and window.game.is_over
    assert in_this_process == []  # not in a thread of the window's process
    qtbot.waitUntil(lambda: new_processes(before) == [], timeout=10000)  # and that one ended


def test_a_new_game_while_a_file_is_read_ends_the_reading_process(window, tmp_path, qtbot):
    game = finished_game(30)
    path = tmp_path / "big.triangles"
    path.write_bytes(padded_record(game, MAX_FILE_BYTES - 1024))
    before = set(multiprocessing.active_children())
    window.files.open_path(path)
    qtbot.waitUntil(lambda: new_processes(before) != [], timeout=20000)
    [reading] = new_processes(before)
    new_game = window.start_game(Board.generate(24, seed=8))
    assert not window.session.is_preparing
    qtbot.waitUntil(lambda: not reading.is_alive(), timeout=10000)
    assert reading.exitcode is not None and reading.exitcode < 0  # ended by a signal, not done
    background_threads_end(qtbot)  # the reading thread's last word, if any, was dropped
    assert window.game is new_game and new_processes(before) == []


def test_a_whole_game_goes_on_the_board_in_one_pass(window, tmp_path, monkeypatch):
    """Each layer repaints once for an opened game, not once for each of its lines and
    triangles (a copy of its tables per line, and a repaint per line, add up on big boards)."""
    game = finished_game(60)
    assert game.move_count > 100 and len(game.triangles) > 20
    path = tmp_path / "finished.triangles"
    path.write_bytes(storage.game_to_bytes(game))
    repaints = {LineLayer: 0, TriangleLayer: 0}

    def counting(layer_class):
        repaint = layer_class.update

        def update(layer, *area):
            repaints[layer_class] += 1
            repaint(layer, *area)

        return update

    for layer_class in repaints:
        monkeypatch.setattr(layer_class, "update", counting(layer_class))
    open_file(window, path)
    assert window.board_view.board_scene.drawn_lines() == game.lines
    assert window.board_view.board_scene.drawn_triangles() == game.triangles
    assert repaints == {LineLayer: 1, TriangleLayer: 1}


def test_a_reading_process_that_is_killed_gives_a_message(window, tmp_path, qtbot):
    path = tmp_path / "big.triangles"
    path.write_bytes(padded_record(finished_game(30), MAX_FILE_BYTES - 1024))
    current = window.game
    before = set(multiprocessing.active_children())
    window.files.open_path(path)
    qtbot.waitUntil(lambda: new_processes(before) != [], timeout=20000)
    [reading] = new_processes(before)
    reading.kill()  # what the system's out-of-memory killer would do
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=10000)
    assert window.game is current
    assert "Could not open the game" in window.files.messages[-1]
    # What happened, not a file the system would not let be read (issue 42).
    assert "The process reading it was ended before it had finished" in window.files.messages[-1]
    assert "The current game goes on." in window.files.messages[-1]


def test_without_a_process_to_be_had_the_game_still_opens(window, tmp_path, monkeypatch, caplog):
    """At the system's limit on processes the file is read on a thread, as it used to be."""

    def refuse(process):
        raise OSError(errno.EAGAIN, os.strerror(errno.EAGAIN))

    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", refuse)
    game = finished_game(30)
    path = tmp_path / "finished.triangles"
    path.write_bytes(storage.game_to_bytes(game))
    open_file(window, path)
    assert window.game.to_record() == game.to_record()
    assert "runs on a thread" in caplog.text


def test_the_open_dialog_starts_the_reading_process_and_a_cancel_ends_it(
    window, tmp_path, qtbot, monkeypatch
):
    """While the player picks a file, the process that will read it starts (so opening does
    not wait for a fresh interpreter); that process reads the chosen file, and no other."""
    game = finished_game(30)
    path = tmp_path / "finished.triangles"
    path.write_bytes(storage.game_to_bytes(game))
    started = []
    start = multiprocessing.context.SpawnProcess.start

    def counted(process):
        started.append(process)
        start(process)

    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", counted)
    before = set(multiprocessing.active_children())
    dialog = window.files.ask_open()
    [waiting] = new_processes(before)
    dialog.fileSelected.emit(str(path))
    dialog.close()
    qtbot.waitUntil(lambda: not window.session.is_preparing, timeout=20000)
    assert window.game.to_record() == game.to_record()
    assert started == [waiting]
    qtbot.waitUntil(lambda: not waiting.is_alive(), timeout=10000)
    assert waiting.exitcode == 0  # it answered and ended

    dialog = window.files.ask_open()
    [waiting] = new_processes(before)
    dialog.reject()  # the player cancels
    assert not waiting.is_alive() and new_processes(before) == []
    assert window.game.to_record() == game.to_record()
