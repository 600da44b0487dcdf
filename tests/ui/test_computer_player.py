"""The computer's worker processes: answers, cancelling, reuse, every fault the game survives."""

from __future__ import annotations

import contextlib
import logging
import os
import random
import signal
import threading

import pytest
from PySide6.QtWidgets import QApplication

from tests.app_process import run_app
from triangles_qt import session as session_module
from triangles_qt.ai import DEFAULT_TIME_LIMITS
from triangles_qt.ai.search import search_line_limit
from triangles_qt.computer import ComputerPlayer, worker_process
from triangles_qt.computer import player as computer_player
from triangles_qt.computer.worker_process import WorkerProcess, child_pids
from triangles_qt.engine import Board, Game, Level, Player, Rules
from triangles_qt.session import MIN_COMPUTER_DELAY_MS

FAKES = "tests.ai.fake_searches:"


@pytest.fixture
def player(qtbot):
    computer = ComputerPlayer()
    yield computer
    computer.shutdown(5000)


def use_search(monkeypatch, name: str) -> None:
    monkeypatch.setattr(computer_player, "SEARCH_FUNCTION", FAKES + name)


def collect(player: ComputerPlayer) -> dict[str, list]:
    seen: dict[str, list] = {"answered": [], "failed": [], "fault": []}
    player.answered.connect(lambda *args: seen["answered"].append(args))
    player.failed.connect(lambda *args: seen["failed"].append(args))
    player.fault.connect(lambda *args: seen["fault"].append(args))
    return seen


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0); it has exited all the same.
    try:
        with open(f"/proc/{pid}/status") as status:
            return "zombie" not in status.read()
    except OSError:
        return True


def played(moves: int, stars: int = 24, seed: int = 1, play_again: bool = False) -> Game:
    game = Game(Board.generate(stars, seed=seed), Rules(play_again=play_again))
    for _ in range(moves):
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))
    return game


def answered_despite_faults(player, qtbot, caplog, game, level, **options):
    """Request a line, wait for it (faults and all, logged into caplog); check that it is a
    legal line for this request. Returns the request id and what the player reported."""
    seen = collect(player)
    with caplog.at_level(logging.WARNING, logger=computer_player.__name__):
        request_id = player.request(game, level, **options)
        qtbot.waitUntil(lambda: bool(seen["answered"]), timeout=60000)
    (answer,) = seen["answered"]
    assert answer[0] == request_id and game.check(*answer[1:]) is None
    return request_id, seen


def test_hard_answers_from_its_own_process_which_is_reused(player, qtbot):
    game = played(6)
    with qtbot.waitSignal(player.answered, timeout=30000) as blocker:
        request_id = player.request(game, "hard", time_limit=0.3)
    got_id, i, j = blocker.args
    assert got_id == request_id
    assert game.check(i, j) is None
    (pid,) = player.worker_pids()
    assert pid != os.getpid()
    assert not player.busy
    game.play(i, j)
    with qtbot.waitSignal(player.answered, timeout=30000) as blocker:
        player.request(game, "medium")
    assert game.check(*blocker.args[1:]) is None
    assert player.worker_pids() == [pid]  # the same process, not a new one per move


def test_hards_time_limit_is_the_one_the_levels_state(player, qtbot, monkeypatch):
    use_search(monkeypatch, "line_0_to_hundredths_of_its_time_limit")
    monkeypatch.setitem(DEFAULT_TIME_LIMITS, Level.HARD, 0.37)
    with qtbot.waitSignal(player.answered, timeout=30000) as blocker:
        player.request(played(0), "hard")
    assert blocker.args[1:] == [0, 37]


def test_a_cancelled_search_stops_and_its_worker_stays(player, qtbot, monkeypatch):
    use_search(monkeypatch, "until_cancelled")
    seen = collect(player)
    request_id = player.request(played(0), "hard")
    qtbot.waitUntil(lambda: player.has_started(request_id), timeout=30000)
    (pid,) = player.worker_pids()
    player.cancel()
    # It stops by itself (a worker deaf to the cancel would be killed after CANCEL_GRACE).
    qtbot.waitUntil(lambda: not player.busy, timeout=10000)
    assert seen == {"answered": [], "failed": [], "fault": []}  # cancelled: never answered
    assert player.worker_pids() == [pid] and alive(pid)


def test_cancel_stops_a_real_hard_search(player, qtbot):
    # A position where Hard searches and cannot see the end: 60 stars, at most 80 lines left.
    game = Game(Board.generate(60, seed=2))
    while len(game.legal_edges()) > 80:
        game.play_edge(int(game.legal_edges()[0]))
    seen = collect(player)
    request_id = player.request(game, Level.HARD, time_limit=3600.0)  # no end but the cancel
    qtbot.waitUntil(lambda: player.has_started(request_id), timeout=30000)
    (pid,) = player.worker_pids()
    player.cancel()
    qtbot.waitUntil(lambda: not player.busy, timeout=30000)
    # Stopped by the cancel: a search deaf to it would have been killed after CANCEL_GRACE (a
    # fault), and one that ran to its time limit would have answered.
    assert seen == {"answered": [], "failed": [], "fault": []}
    assert player.worker_pids() == [pid]
    with qtbot.waitSignal(player.answered, timeout=30000) as blocker:
        player.request(game, "medium")
    assert game.check(*blocker.args[1:]) is None


def test_a_worker_killed_mid_search_is_restarted_and_the_request_repeated(
    player, qtbot, monkeypatch, caplog
):
    use_search(monkeypatch, "thinks_two_seconds")
    seen = collect(player)
    game = played(3)
    request_id = player.request(game, "hard")
    qtbot.waitUntil(lambda: bool(player.worker_pids()), timeout=5000)
    (pid,) = player.worker_pids()
    with caplog.at_level(logging.WARNING, logger=computer_player.__name__):
        os.kill(pid, signal.SIGKILL)  # as the system's out-of-memory killer would
        qtbot.waitUntil(lambda: bool(seen["answered"]), timeout=30000)
    assert seen["fault"] == [(request_id, "died")]
    (answer,) = seen["answered"]
    assert answer[0] == request_id and game.check(*answer[1:]) is None
    assert pid not in player.worker_pids() and player.worker_pids()
    assert "thinks again" in caplog.text


def test_a_worker_that_dies_while_idle_is_replaced_at_the_next_request(player, qtbot, caplog):
    seen = collect(player)
    player.warm_up()
    (pid,) = player.worker_pids()
    with caplog.at_level(logging.WARNING, logger=computer_player.__name__):
        os.kill(pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: seen["fault"] == [(-1, "died")], timeout=10000)
    assert player.worker_pids() == [] and f"process {pid} stopped" in caplog.text
    game = played(2)
    with qtbot.waitSignal(player.answered, timeout=30000) as blocker:
        player.request(game, "easy")
    assert game.check(*blocker.args[1:]) is None
    assert player.worker_pids() and pid not in player.worker_pids()


def test_a_worker_that_crashes_every_time_gives_way_to_a_quick_line(
    player, qtbot, monkeypatch, caplog
):
    use_search(monkeypatch, "crash")
    request_id, seen = answered_despite_faults(player, qtbot, caplog, played(5), "hard")
    assert seen["fault"] == [(request_id, "died")] * computer_player.MAX_ATTEMPTS
    assert "exit code 70" in caplog.text and "quick line" in caplog.text
    assert not player.busy


def test_a_search_that_raises_is_logged_and_a_quick_line_played(player, qtbot, monkeypatch, caplog):
    use_search(monkeypatch, "explode")
    request_id, seen = answered_despite_faults(player, qtbot, caplog, played(2), "easy")
    assert seen["fault"] == [(request_id, "error")]
    assert "search exploded" in caplog.text


def test_a_position_the_worker_cannot_decode_is_reported_and_the_game_goes_on(
    player, qtbot, monkeypatch, caplog
):
    def damaged(game):
        record = game.to_record()
        record["moves"] = [[0, 0]]  # a line from a star to itself
        return record

    monkeypatch.setattr(computer_player, "encode_position", damaged)
    request_id, seen = answered_despite_faults(player, qtbot, caplog, played(4), "hard")
    assert seen["fault"] == [(request_id, "undecodable")]
    assert "could not read the position" in caplog.text and "move 1" in caplog.text


def test_an_unresponsive_worker_is_killed_restarted_and_then_replaced_by_a_quick_line(
    player, qtbot, monkeypatch, caplog
):
    use_search(monkeypatch, "deaf")
    monkeypatch.setattr(computer_player, "STALL_GRACE", 0.3)
    seen = collect(player)
    game = played(1)
    with caplog.at_level(logging.WARNING, logger=computer_player.__name__):
        request_id = player.request(game, "medium", time_limit=0.2)
        qtbot.waitUntil(lambda: bool(player.worker_pids()), timeout=5000)
        first_pid = player.worker_pids()[0]
        qtbot.waitUntil(lambda: bool(seen["answered"]), timeout=60000)
    assert seen["fault"] == [(request_id, "stalled")] * computer_player.MAX_ATTEMPTS
    assert game.check(*seen["answered"][0][1:]) is None
    assert "did not answer in time" in caplog.text
    qtbot.waitUntil(lambda: not alive(first_pid), timeout=5000)


def test_a_worker_deaf_to_cancel_is_replaced_and_the_next_move_does_not_wait(
    player, qtbot, monkeypatch, caplog
):
    monkeypatch.setattr(computer_player, "CANCEL_GRACE", 3600.0)  # until the next move is in
    use_search(monkeypatch, "deaf")
    seen = collect(player)
    deaf_request = player.request(played(0), "hard")
    qtbot.waitUntil(lambda: player.has_started(deaf_request), timeout=30000)
    (deaf_pid,) = player.worker_pids()
    player.cancel()
    use_search(monkeypatch, "first_legal")
    game = played(1)
    # The second worker answers while the first is still stuck in its search.
    with qtbot.waitSignal(player.answered, timeout=30000) as blocker:
        request_id = player.request(game, "easy")
    assert blocker.args[0] == request_id and game.check(*blocker.args[1:]) is None
    assert len(player.worker_pids()) == 2 and alive(deaf_pid)
    monkeypatch.setattr(computer_player, "CANCEL_GRACE", 0.5)
    with caplog.at_level(logging.WARNING, logger=computer_player.__name__):
        qtbot.waitUntil(lambda: not alive(deaf_pid), timeout=10000)
        qtbot.waitUntil(lambda: not player.busy, timeout=5000)
    assert "did not stop when cancelled" in caplog.text
    assert seen["fault"] == []  # nobody was waiting for the cancelled request
    assert deaf_pid not in player.worker_pids()


def big_midgame(hard_to_move: bool = False, seed: int = 3) -> Game:
    """A 180-star game without play-again, against Hard, where Hard searches (at most its
    search's number of drawable lines): setting it up in a fresh process means computing the
    crossings of about two thousand lines, seconds of work."""
    players = (Player("You"), Player("Computer", "hard"))
    game = Game(Board.generate(180, seed=seed), Rules(play_again=False), players)
    rng = random.Random(seed)
    while len(game.legal_edges()) > search_line_limit(play_again=False) or (
        hard_to_move and game.current_player != 1
    ):
        legal = game.legal_edges()
        game.play_edge(int(legal[rng.randrange(len(legal))]))
    return game


def test_a_slow_search_that_keeps_polling_is_not_taken_as_stuck(player, qtbot, monkeypatch, caplog):
    use_search(monkeypatch, "polls_for_three_seconds")
    monkeypatch.setattr(computer_player, "STALL_GRACE", 1.0)
    _, seen = answered_despite_faults(player, qtbot, caplog, played(3), "hard", time_limit=0.1)
    assert seen["fault"] == [] and "quick line" not in caplog.text  # its own line, not killed


def test_a_search_that_computes_long_before_it_first_polls_is_not_taken_as_stuck(
    player, qtbot, monkeypatch, caplog
):
    use_search(monkeypatch, "computes_two_seconds_before_polling")
    monkeypatch.setattr(computer_player, "STALL_GRACE", 1.0)
    _, seen = answered_despite_faults(player, qtbot, caplog, played(3), "hard", time_limit=0.1)
    assert seen["fault"] == [] and "quick line" not in caplog.text  # its own line, not killed


def test_hards_clock_starts_once_a_big_board_is_set_up_in_a_fresh_worker(
    player, qtbot, monkeypatch, caplog
):
    # Before, the watchdog counted Hard's time from the request, and the seconds a fresh
    # worker spends on a big board's crossings got it killed as stuck, twice, and the quick
    # line played instead of Hard's.
    monkeypatch.setattr(computer_player, "STALL_GRACE", 1.0)
    quick: list[int] = []
    player.quick_line.connect(quick.append)
    game = big_midgame()
    _, seen = answered_despite_faults(player, qtbot, caplog, game, "hard", time_limit=1.0)
    assert seen["fault"] == [] and quick == []
    assert player.lost_processes == 0


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="tells a stopped process from /proc")
def test_a_worker_stopped_before_it_was_ready_is_replaced(player, qtbot, monkeypatch, caplog):
    monkeypatch.setattr(computer_player, "START_TIMEOUT", 3600.0)  # not what finds it out
    stopped: list[int] = []
    start_worker = worker_process.WorkerProcess

    def the_first_stopped_at_once() -> WorkerProcess:
        worker = start_worker()
        if not stopped:
            assert worker.pid is not None
            os.kill(worker.pid, signal.SIGSTOP)  # before it could even import numpy
            stopped.append(worker.pid)
        return worker

    monkeypatch.setattr(worker_process, "WorkerProcess", the_first_stopped_at_once)
    request_id, seen = answered_despite_faults(player, qtbot, caplog, played(2), "easy")
    assert seen["fault"] == [(request_id, "stalled")]
    assert "holds it stopped" in caplog.text
    assert not alive(stopped[0]) and stopped[0] not in player.worker_pids()


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="lists a process's children from /proc")
def test_a_stopped_helper_ends_when_its_worker_is_killed(player, qtbot):
    game = played(0)  # an open board without play-again: Hard's first search starts its helper
    with qtbot.waitSignal(player.answered, timeout=30000):
        player.request(game, "hard", time_limit=0.5)
    (worker,) = player.worker_pids()
    qtbot.waitUntil(lambda: len(child_pids(worker)) == 1, timeout=30000)
    (helper,) = child_pids(worker)
    os.kill(helper, signal.SIGSTOP)
    try:
        with qtbot.waitSignal(player.fault, timeout=10000) as fault:
            os.kill(worker, signal.SIGKILL)
        assert fault.args == [-1, "died"]
        qtbot.waitUntil(lambda: not alive(helper), timeout=10000)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(helper, signal.SIGCONT)


def test_a_finished_game_gets_failed_not_a_line(player, qtbot):
    game = played(0, stars=4)
    while not game.is_over:
        i, j = game.legal_moves()[0]
        game.play(int(i), int(j))
    with qtbot.waitSignal(player.failed, timeout=30000) as blocker:
        request_id = player.request(game, "hard")
    assert blocker.args[0] == request_id


def test_shutdown_ends_the_worker_processes(qtbot, monkeypatch):
    use_search(monkeypatch, "until_cancelled")
    player = ComputerPlayer()
    player.warm_up()
    requests = [player.request(played(0), "hard"), player.request(played(1), "hard")]
    # (the second side by side, in the second worker)
    qtbot.waitUntil(lambda: all(map(player.has_started, requests)), timeout=60000)
    pids = player.worker_pids()
    assert len(pids) == 2
    assert player.shutdown(5000)
    assert not any(alive(pid) for pid in pids)
    assert not player.busy


def test_shutdown_ends_a_worker_still_starting_without_waiting_for_it(qtbot):
    """A worker that has not said it is ready holds nothing: quitting does not wait for its
    start. Held stopped, it could not hear a stop, which would wait out the whole timeout and
    report an unclean end."""
    player = ComputerPlayer()
    player.warm_up()
    (pid,) = player.worker_pids()
    os.kill(pid, signal.SIGSTOP)
    assert player.shutdown(5000)
    assert not alive(pid)


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="lists a process's children from /proc")
def test_hards_search_helper_runs_beside_the_worker_and_ends_with_it(qtbot):
    player = ComputerPlayer()
    game = played(0)  # an open board without play-again: Hard grows its middle-game tree
    for _ in range(2):  # the first search starts the helper
        with qtbot.waitSignal(player.answered, timeout=30000) as blocker:
            player.request(game, "hard", time_limit=0.5)
        game.play(*blocker.args[1:])
    (worker,) = player.worker_pids()
    helpers = child_pids(worker)
    assert len(helpers) == 1
    assert player.shutdown(5000)
    assert not alive(worker) and not alive(helpers[0])


def test_no_thread_of_the_computer_outlives_its_shutdown(qtbot):
    """A reader thread still forwarding what a stopped worker said could emit into a window, and
    an interpreter, being taken down (a crash at quit): shutdown waits for each to end."""
    player = ComputerPlayer()
    game = played(0)
    with qtbot.waitSignal(player.answered, timeout=30000):
        player.request(game, "easy")
    readers_before = [t for t in threading.enumerate() if t.name.startswith("computer-reader-")]
    assert readers_before
    assert player.shutdown(5000)
    assert not [reader for reader in readers_before if reader.is_alive()]


# -- The computer in the window ------------------------------------------------------------------

VS_EASY = (Player("You"), Player("Computer", "easy"))


def first_legal(game: Game) -> tuple[int, int]:
    i, j = game.legal_moves()[0]
    return int(i), int(j)


def settle(qtbot, window) -> None:
    """Wait for the worker's answer to reach the window and for anything it scheduled."""
    qtbot.waitUntil(lambda: not window.session.computer.busy, timeout=10000)
    QApplication.processEvents()
    QApplication.processEvents()


def test_the_computer_answers_and_the_turn_comes_back(window, qtbot):
    game = window.start_game(Board.generate(24, seed=11), Rules(), VS_EASY)
    assert window.board_view.is_input_enabled()
    window.board_view.line_requested.emit(*first_legal(game))
    assert game.move_count == 1
    # The computer's turn: input off, thinking shown.
    assert window.session.computer_thinking
    assert not window.board_view.is_input_enabled()
    assert window.score_bar.thinking
    assert window.score_bar.active_seat() == 1
    assert "thinking" in window.score_bar.turn_text()
    qtbot.waitUntil(lambda: game.move_count == 2, timeout=30000)
    assert game.lines[1][2] == 1  # drawn by the computer
    assert window.session.computer.worker_pids()  # in its own process
    assert not window.session.computer_thinking
    assert window.board_view.is_input_enabled()
    assert not window.score_bar.thinking
    assert window.score_bar.turn_text() == "Your turn"
    assert len(window.board_view.drawn_lines()) == 2


def test_the_computer_starts_when_it_is_first(window, qtbot):
    game = window.start_game(Board.generate(24, seed=12), Rules(), VS_EASY, first_player=1)
    assert window.session.computer_thinking
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=30000)
    assert game.current_player == 0
    assert not window.menus.undo.isEnabled()  # nothing of the player's to take back


def test_the_computer_line_waits_a_moment(window, qtbot, monkeypatch):
    """An answer that comes at once is held until the turn has lasted the computer's delay: with
    the session's clock standing still at the turn's start, the whole delay is still to come when
    the answer arrives, so the line is not on the board then, and it is a moment later."""
    use_search(monkeypatch, "first_legal")  # answers at once
    monkeypatch.setattr(session_module, "time", StoppedClock())
    window.session.computer_delay_ms = MIN_COMPUTER_DELAY_MS
    drawn_when_answered = []
    window.session.computer.answered.connect(
        lambda *_: drawn_when_answered.append(window.session.game.move_count)
    )
    game = window.start_game(Board.generate(24, seed=13), Rules(), VS_EASY, first_player=1)
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=MIN_COMPUTER_DELAY_MS + 10000)
    assert drawn_when_answered == [0]


class StoppedClock:
    """A `time` module whose clock stands still."""

    @staticmethod
    def monotonic() -> float:
        return 0.0


def test_new_game_while_thinking_drops_the_late_answer(window, qtbot, monkeypatch):
    use_search(monkeypatch, "line_0_1_until_cancelled")
    window.session.computer_delay_ms = 0  # an accepted line shows at once
    board = Board.generate(24, seed=14)
    player = window.session.computer
    requested: list[int] = []
    request = player.request

    def recorded_request(*arguments, **options) -> int:
        requested.append(request(*arguments, **options))
        return requested[-1]

    monkeypatch.setattr(player, "request", recorded_request)
    window.start_game(board, Rules(), VS_EASY, first_player=1)
    # Its search is under way (the line 0-1 in hand, held until it is cancelled).
    qtbot.waitUntil(lambda: bool(requested) and player.has_started(requested[0]), timeout=30000)
    assert window.session.computer_thinking
    # New game (two players, same board, so the late line 0-1 would still be legal).
    fresh = window.start_game(board, Rules())
    assert not window.session.computer_thinking
    assert window.board_view.is_input_enabled()
    settle(qtbot, window)  # the search was told to stop, and it did
    assert window.game is fresh
    assert fresh.move_count == 0
    assert len(window.board_view.drawn_lines()) == 0


def test_undo_while_thinking_cancels_and_takes_back_the_players_line(window, qtbot, monkeypatch):
    use_search(monkeypatch, "until_cancelled")
    window.session.computer_delay_ms = 0
    game = window.start_game(Board.generate(24, seed=15), Rules(), VS_EASY)
    window.board_view.line_requested.emit(*first_legal(game))
    assert window.session.computer.busy
    window.menus.undo.trigger()
    assert game.move_count == 0
    assert not window.session.computer_thinking
    assert window.board_view.is_input_enabled()
    settle(qtbot, window)
    assert game.move_count == 0


def test_undo_against_the_computer_takes_back_its_reply_and_the_players_line(window, qtbot):
    game = window.start_game(Board.generate(24, seed=16), Rules(), VS_EASY)
    window.board_view.line_requested.emit(*first_legal(game))
    qtbot.waitUntil(lambda: game.move_count == 2, timeout=30000)
    first_line = game.moves[0]
    window.board_view.line_requested.emit(*first_legal(game))
    qtbot.waitUntil(lambda: game.move_count == 4, timeout=30000)
    window.menus.undo.trigger()
    assert game.move_count == 2
    assert game.moves[0] == first_line
    assert game.current_player == 0
    assert window.board_view.is_input_enabled()
    assert len(window.board_view.drawn_lines()) == 2
    window.menus.undo.trigger()
    assert game.move_count == 0
    assert not window.menus.undo.isEnabled()


def test_input_is_ignored_while_the_computer_thinks(window, qtbot, monkeypatch):
    use_search(monkeypatch, "thinks_two_seconds")
    game = window.start_game(Board.generate(24, seed=17), Rules(), VS_EASY, first_player=1)
    assert window.session.computer_thinking
    window.board_view.line_requested.emit(*first_legal(game))
    assert game.move_count == 0
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=30000)


def test_hint_shows_hards_line_without_playing_it(window, qtbot, monkeypatch):
    use_search(monkeypatch, "line_3_5")
    shown = []
    monkeypatch.setattr(window.board_view, "show_hint", lambda i, j: shown.append((i, j)))
    game = window.start_game(Board.generate(24, seed=18), Rules(), VS_EASY)
    assert game.check(3, 5) is None
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: shown == [(3, 5)], timeout=30000)
    assert game.move_count == 0
    assert window.statusBar().currentMessage().startswith("Hint")


def test_a_stale_hint_is_not_shown(window, qtbot, monkeypatch):
    use_search(monkeypatch, "thinks_two_seconds")
    shown = []
    monkeypatch.setattr(window.board_view, "show_hint", lambda i, j: shown.append((i, j)))
    game = window.start_game(Board.generate(24, seed=19), Rules())
    window.menus.hint.trigger()
    assert window.session.computer.busy
    window.board_view.line_requested.emit(*first_legal(game))  # the position moves on
    settle(qtbot, window)
    assert shown == []


def test_quitting_while_thinking_ends_the_worker(qtbot, monkeypatch, make_window):
    use_search(monkeypatch, "until_cancelled")
    win = make_window()
    win.start_game(Board.generate(24, seed=20), Rules(), VS_EASY, first_player=1)
    qtbot.waitUntil(lambda: bool(win.session.computer.worker_pids()), timeout=5000)
    pids = win.session.computer.worker_pids()
    win.close()
    assert not win.session.computer.busy
    assert not any(alive(pid) for pid in pids)


def test_starting_over_while_hard_sets_a_big_board_up_costs_no_process(window, qtbot, caplog):
    # Before, a cancel that came while the worker computed a big board's crossings went
    # unheard until they were done, and the worker was killed and started again for it.
    game = big_midgame(hard_to_move=True)
    with caplog.at_level(logging.WARNING, logger=computer_player.__name__):
        for _ in range(3):
            window.set_game(game.copy())  # a mid-game resumed: Hard thinks at once
            assert window.session.computer_thinking
            qtbot.waitUntil(lambda: bool(window.session.computer.worker_pids()), timeout=30000)
            window.session.restart()  # the same board from the start: the search is cancelled
        resumed = game.copy()
        window.set_game(resumed)
        qtbot.waitUntil(lambda: resumed.move_count == game.move_count + 1, timeout=120000)
    assert "did not stop when cancelled" not in caplog.text
    assert window.session.computer.lost_processes == 0


def test_when_hard_falls_back_on_a_quick_line_the_status_line_says_so(window, qtbot, monkeypatch):
    use_search(monkeypatch, "crash")  # every attempt dies: the quick line is played
    players = (Player("You"), Player("Computer", "hard"))
    game = window.start_game(Board.generate(24, seed=21), Rules(), players, first_player=1)
    qtbot.waitUntil(lambda: game.move_count == 1, timeout=60000)
    assert window.statusBar().currentMessage() == (
        "Hard could not think this move through: the computer played a quick line instead."
    )


def test_the_app_plays_a_computer_move_through_its_worker_process(tmp_path):
    """What the installed-package check runs: `python -m triangles_qt --check-computer`."""
    result = run_app(tmp_path, "--check-computer")
    assert result.returncode == 0, result.stderr
    words = result.stdout.split()
    worker, app = int(words[words.index("process") + 1]), int(words[-1].rstrip(")"))
    helper = int(words[words.index("helper") + 2])  # "with search helper process N"
    assert len({worker, helper, app}) == 3


def test_when_no_worker_process_can_start_the_game_goes_on(qtbot, monkeypatch, caplog):
    def refused(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(worker_process, "WorkerProcess", refused)
    player = ComputerPlayer()
    game = Game(Board.generate(24, seed=3))
    seen = collect(player)
    with caplog.at_level(logging.ERROR):
        player.warm_up()  # refused: logged, nothing raised
        request_id = player.request(game, "hard")
        qtbot.waitUntil(lambda: bool(seen["answered"]), timeout=5000)
    assert not player.can_start_workers
    ((answered_id, i, j),) = seen["answered"]
    assert answered_id == request_id and game.check(i, j) is None
    assert seen["fault"] == [(request_id, "error")]
    assert not player.busy
    assert any("could not be started" in record.getMessage() for record in caplog.records)
    player.shutdown(1000)
