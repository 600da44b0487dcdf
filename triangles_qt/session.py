"""The mid end: the game being played and everything that runs it, for any front end.

`GameSession` owns the current `Game`. A front end asks it for things (a line the player wants,
undo, a hint, a new or restarted game) and listens to what happened through its signals; it
never changes the game itself. The session asks the engine, plays or refuses, runs the
computer's turns through a `ComputerPlayer` (a worker, cancelled whenever the position changes)
and reports game over. It uses QtCore only (signals and a timer), so it runs and is tested
without any widget.

After every change of the game the session emits the specific signal (`game_replaced`,
`moved`, `undone`) and then `changed`; `game_over` follows when the game has just ended. A game
replaced before its end (New game, Restart, Open, Continue from here, a resumed game discarded)
is given up: `game_abandoned` hands it over first, for the statistics to count as the rules say.
A front end may hold the computer back (`hold_computer`: a window until it is first painted,
a picture for good); it then neither starts its process nor thinks until `release_computer`.
An analysis of the game ("Analyse game", see reviewing.py) is asked of the session too
(`request_analysis`); its answers come as `analysis_progress`, `analysis_done` or
`analysis_failed`.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from .background import BackgroundCall, ProcessCall, StandbyProcess
from .computer import ComputerPlayer
from .engine import (
    RANDOM_BOARD_NUMBERS,
    Board,
    Game,
    Level,
    Player,
    Reason,
    Rules,
    default_players,
)
from .engine.review import GameReview
from .engine.turns import lines_to_undo
from .settings import NewGameChoices

log = logging.getLogger(__name__)

# The computer's line never appears sooner than this after its turn began, so it doesn't jar.
MIN_COMPUTER_DELAY_MS = 400
HINT_LEVEL = Level.HARD


@dataclass(frozen=True)
class Move:
    """What one line did, as the session reports it."""

    player: int
    line: tuple[int, int]
    closed: tuple[tuple[int, int, int], ...]
    plays_again: bool
    by_computer: bool


class GameSession(QObject):
    game_replaced = Signal()  # a new, restarted, opened or resumed game is on
    # The Game just replaced before its end (it was given up); sent before `game_replaced`.
    game_abandoned = Signal(object)
    moved = Signal(object)  # Move
    undone = Signal(int)  # how many lines were taken back
    redone = Signal(int)  # how many undone lines were drawn again (each was `moved` too)
    refused = Signal(int, int, object)  # the line i-j, and the engine's Reason
    busy = Signal()  # the player asked for a line while the computer is thinking
    thinking_changed = Signal(bool)  # the computer started or stopped thinking about a move
    hint_found = Signal(int, int)
    hint_unavailable = Signal()
    # The computer's answer could not be played (refused, impossible or a failed search): a
    # legal line was played instead, and the event logged. The text says what went wrong.
    computer_answer_replaced = Signal(str)
    # The computer's process died or stopped answering: it was started again and the request
    # repeated (the computer player logged it); the game goes on.
    computer_restarted = Signal()
    # Hard's search could not give its line (its process failed again and again): the line
    # just played is a quick one worked out without it, which the player should know.
    computer_fell_back = Signal()
    changed = Signal()  # after every change of the game or of whose turn it is
    game_over = Signal()
    preparing = Signal(bool)  # a game is being built or read in the background (see prepare)
    # An analysis asked with `request_analysis`: its id, then positions done and in all.
    analysis_progress = Signal(int, int, int)
    analysis_done = Signal(int, object)  # its id, the record's "analysis" field (to be checked)
    analysis_failed = Signal(int, str)  # its id, what went wrong (English, for the log)

    def __init__(self, computer: ComputerPlayer | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.computer = computer if computer is not None else ComputerPlayer(self)
        self.computer.answered.connect(self._on_computer_answer)
        self.computer.failed.connect(self._on_computer_failed)
        self.computer.fault.connect(self._on_computer_fault)
        self.computer.quick_line.connect(self._on_computer_quick_line)
        self.computer.analysis_progress.connect(self.analysis_progress)
        self.computer.analysis_done.connect(self.analysis_done)
        self.computer.analysis_failed.connect(self.analysis_failed)
        # Requests to the worker still waited for; any other answer is stale and dropped.
        self._move_request: int | None = None
        self._hint_request: int | None = None
        # The move request whose answer is a quick line instead of Hard's (said once played).
        self._quick_line_request: int | None = None
        self._turn_started = 0.0
        # The computer's answer, held back until its turn has lasted long enough to be seen.
        self._pending_line: tuple[int, int, int] | None = None
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setTimerType(Qt.TimerType.PreciseTimer)  # coarse timers fire early
        self._delay.timeout.connect(self._play_pending_line)
        self.computer_delay_ms = MIN_COMPUTER_DELAY_MS
        self._fallback_random = random.Random()
        self._closed = False
        # While held (`hold_computer`), the computer neither starts its process nor thinks.
        self._computer_held = False
        # The preparation whose game is wanted; a newer one (or set_game) makes it stale.
        self._preparation: BackgroundCall | None = None
        # What each Undo took back, latest last, for Redo; any other line forgets it.
        self._redo: list[list[tuple[int, int]]] = []

    # -- State a front end reads ---------------------------------------------------------------

    @property
    def input_allowed(self) -> bool:
        """A person may draw now: the game is on, it is a person's turn, the computer idle."""
        game = self.game
        return (
            game is not None
            and self._preparation is None
            and not game.is_over
            and not game.players[game.current_player].is_computer
            and self._move_request is None
        )

    @property
    def computer_held(self) -> bool:
        return self._computer_held

    @property
    def computer_thinking(self) -> bool:
        return self._move_request is not None

    @property
    def hint_available(self) -> bool:
        return self.input_allowed and self._hint_request is None

    @property
    def undo_count(self) -> int:
        return 0 if self.game is None else lines_to_undo(self.game)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and self.input_allowed

    @property
    def can_restart(self) -> bool:
        return self.game is not None and self.game.move_count > 0

    # -- What a front end asks -----------------------------------------------------------------

    @property
    def is_preparing(self) -> bool:
        return self._preparation is not None

    def prepare(
        self,
        build: Callable[[], Game],
        failed: Callable[[Exception], None] | None = None,
        ready: Callable[[Game], None] | None = None,
        *,
        in_process: bool = False,
        standby: StandbyProcess | None = None,
    ) -> None:
        """Build the next game off the GUI thread (a new 180-star board, a long file replayed),
        then play it. The computer stops thinking at once; a later `prepare` or `set_game`
        wins over this one, whose result is then dropped. `failed` gets what `build` raised.
        With `ready`, the game is handed to it instead (the current one goes on meanwhile), to
        play with `set_game` once, say, the player agreed to give the current game up.
        `in_process`: build it in a process of its own (`ProcessCall`), for CPU-bound Python
        that would hold up the window's thread (reading a saved game); `build` must pickle.
        `standby`: a process started ahead for it (`in_process` only; ended if not taken). A
        process that is no longer wanted is ended at once."""
        self._forget_requests()
        if self._preparation is not None:
            self._preparation.cancel()
        task: BackgroundCall
        if in_process:
            task = ProcessCall(build, self, standby)
        else:
            task = BackgroundCall(build, self)
            if standby is not None:
                standby.stop()
        self._preparation = task
        task.done.connect(lambda game: self._prepared(task, game, ready))
        task.failed.connect(lambda error, details: self._preparation_failed(task, error, failed))
        self.preparing.emit(True)
        self.changed.emit()
        task.start()

    def _prepared(
        self, task: BackgroundCall, game: Game, ready: Callable[[Game], None] | None
    ) -> None:
        if task is not self._preparation or self._closed:
            return
        if ready is None:
            self.set_game(game)
            return
        self._end_preparation()
        self._advance()  # the current game goes on (the computer thinks again, if its turn)
        ready(game)

    def _preparation_failed(
        self, task: BackgroundCall, error: Exception, failed: Callable[[Exception], None] | None
    ) -> None:
        if task is not self._preparation:
            return
        self._end_preparation()
        self.changed.emit()
        if failed is None:
            log.error("preparing a game failed: %s", error)
        else:
            failed(error)

    def _end_preparation(self) -> None:
        """No preparation is wanted any more: the one under way (if any) is cancelled."""
        task = self._preparation
        if task is not None:
            self._preparation = None
            task.cancel()
            self.preparing.emit(False)

    def set_game(self, game: Game) -> None:
        """Play `game` from its current position (a new, restarted, opened or resumed game)."""
        self._forget_requests()
        self._end_preparation()
        self._redo.clear()
        previous, self.game = self.game, game
        if game.has_computer_player and not self._computer_held:
            self.computer.warm_up(game)  # its process starts, and sets the game up, meanwhile
        if previous is not None and previous is not game and not previous.is_over:
            self.game_abandoned.emit(previous)
        self.game_replaced.emit()
        self._advance()

    def hold_computer(self) -> None:
        """Keep the computer from starting its process and from thinking until
        `release_computer` (a window not yet painted, a picture that never needs it). Its turns
        wait meanwhile; a hint or an analysis asked for still starts it."""
        if self._computer_held:
            return
        self._forget_requests()
        self._computer_held = True
        self.changed.emit()

    def release_computer(self) -> None:
        """Let the computer start: it sets up the game on the board when it is against the
        computer, and thinks if it is its turn."""
        if not self._computer_held:
            return
        self._computer_held = False
        game = self.game
        if game is None or self._closed:
            return
        if game.has_computer_player:
            self.computer.warm_up(game)
        if not game.is_over and game.players[game.current_player].is_computer:
            self._start_computer_turn()
            self.changed.emit()

    def restart(self) -> bool:
        """The same board, options and players again from an empty board; False if no game."""
        if self.game is None:
            return False
        self.set_game(self.game.restarted())
        return True

    def request_line(self, i: int, j: int) -> None:
        """The person at the board wants line i-j: play it, or say why not."""
        game = self.game
        if game is None:
            return
        if game.is_over:
            self.refused.emit(i, j, Reason.GAME_OVER)
            return
        if self._preparation is not None:
            return  # the next game is on its way; the board takes no lines meanwhile
        if not self.input_allowed:
            self.busy.emit()
            return
        reason = game.check(i, j)
        if reason is not None:
            self.refused.emit(i, j, reason)
            return
        self._play(i, j, by_computer=False)

    def undo(self) -> int:
        """Take back what the undo rule says (see `lines_to_undo`); returns how many lines."""
        count = self.undo_count
        if count == 0 or self.game is None:
            return 0
        self._forget_requests()
        self._redo.append(self.game.moves[-count:])
        for _ in range(count):
            self.game.undo()
        self.undone.emit(count)
        self._advance()
        return count

    def redo(self) -> int:
        """Draw again the lines the last Undo took back; returns how many."""
        if not self.can_redo or self.game is None:
            return 0
        lines = self._redo.pop()
        if self.game.check(*lines[0]) is not None:
            self._redo.clear()  # cannot happen while every change clears it; never trust it
            return 0
        self._forget_requests()
        for i, j in lines:
            if self.game.is_over or self.game.check(i, j) is not None:
                break
            self._apply(i, j, by_computer=self.game.players[self.game.current_player].is_computer)
        self.redone.emit(len(lines))
        self._advance()
        return len(lines)

    def request_hint(self) -> bool:
        """Ask the strongest level for its line (in the background); `hint_found` shows it."""
        if not self.hint_available or self.game is None:
            return False
        self._hint_request = self.computer.request(self.game, HINT_LEVEL)
        self.changed.emit()
        return True

    def request_analysis(self, game: Game, seconds: float | None = None) -> int:
        """Have the computer analyse the lines of `game` (all again when some are not yet), in
        the background (`seconds` for the whole game; None: by the size of its board). Returns
        the request's id, which its `analysis_progress`, `analysis_done` or `analysis_failed`
        carries. Moves and hints go on meanwhile."""
        return self.computer.analyse(game, seconds=seconds)

    def cancel_analysis(self, request_id: int) -> None:
        """Stop the analysis `request_id`; nothing more comes of it."""
        self.computer.cancel(request_id)

    def attach_review(self, game: Game, review: GameReview) -> bool:
        """Keep `review`, an analysis of `game`, with it if it is still the game being played
        (it is saved with it and shown); False when another game is on by now. Lines drawn or
        taken back meanwhile are fine: the game uses what still applies (`current_review`)."""
        if game is not self.game:
            return False
        game.review = review
        self.changed.emit()  # (saved with the game, like any change)
        return True

    def shutdown(self, timeout_ms: int = 2000) -> bool:
        """Stop every search for good (quitting); True when the workers ended in time."""
        self._closed = True
        self._forget_requests()
        if self._preparation is not None:
            self._preparation.cancel()  # a game being read in a process: its process ends
        return self.computer.shutdown(timeout_ms)

    # -- Playing -------------------------------------------------------------------------------

    def _play(self, i: int, j: int, *, by_computer: bool) -> None:
        self._forget_redo_unless(i, j)
        self._apply(i, j, by_computer=by_computer)
        self._forget_requests()
        self._advance()

    def _apply(self, i: int, j: int, *, by_computer: bool) -> None:
        game = self.game
        assert game is not None
        player = game.current_player
        closed = game.play(i, j)
        again = bool(closed) and game.rules.play_again and not game.is_over
        self.moved.emit(Move(player, (i, j), tuple(closed), again, by_computer))

    def _forget_redo_unless(self, i: int, j: int) -> None:
        """Redo holds until a different line is drawn: the same line just uses it up."""
        if self._redo and self._redo[-1][0] in ((i, j), (j, i)):
            self._redo[-1].pop(0)
            if not self._redo[-1]:
                self._redo.pop()
        else:
            self._redo.clear()

    def _advance(self) -> None:
        """After any change: start the computer's turn if it is its turn, then report."""
        game = self.game
        if game is None:
            return
        if not game.is_over and game.players[game.current_player].is_computer:
            self._start_computer_turn()
        self.changed.emit()
        if game.is_over:
            self.game_over.emit()

    # -- The computer --------------------------------------------------------------------------

    def _start_computer_turn(self) -> None:
        game = self.game
        assert game is not None
        if self._move_request is not None or self._closed or self._computer_held:
            return
        level = game.players[game.current_player].computer or Level.MEDIUM
        self._turn_started = time.monotonic()
        self._move_request = self.computer.request(game, level)
        self.thinking_changed.emit(True)

    def _on_computer_answer(self, request_id: int, i: int, j: int) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            self._show_hint(i, j)
        elif request_id == self._move_request:
            self._schedule_computer_line(request_id, i, j)
        # Any other answer is stale: the position changed since it was asked.

    def _schedule_computer_line(self, request_id: int, i: int, j: int) -> None:
        """Draw the computer's line once its turn has lasted `computer_delay_ms`."""
        elapsed_ms = (time.monotonic() - self._turn_started) * 1000
        self._pending_line = (request_id, i, j)
        self._delay.start(max(0, int(self.computer_delay_ms - elapsed_ms)))

    def _play_pending_line(self) -> None:
        if self._pending_line is not None:
            request_id, i, j = self._pending_line
            self._pending_line = None
            self._play_computer_answer(request_id, i, j)

    def _play_computer_answer(self, request_id: int, i: int, j: int) -> None:
        game = self.game
        if request_id != self._move_request or game is None or self._closed:
            return
        self._move_request = None
        self.thinking_changed.emit(False)
        problem = _answer_problem(game, i, j)
        if problem is not None:
            # Never trust an answer blindly, and never hide a wrong one: log it, say it, and
            # play a legal line so the game does not stall.
            self._play_fallback(f"the computer's line {i}-{j} {problem}")
            return
        quick = request_id == self._quick_line_request
        self._play(i, j, by_computer=True)
        if quick:
            self.computer_fell_back.emit()

    def _on_computer_failed(self, request_id: int, details: str) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            log.warning("the hint search failed: %s", details)
            self.hint_unavailable.emit()
            self.changed.emit()
        elif request_id == self._move_request and not self._closed:
            self._move_request = None
            self.thinking_changed.emit(False)
            self._play_fallback(f"the computer's search failed: {details}")

    def _on_computer_fault(self, request_id: int, kind: str) -> None:
        if kind in ("died", "stalled") and not self._closed:
            self.computer_restarted.emit()

    def _on_computer_quick_line(self, request_id: int) -> None:
        game = self.game
        if request_id != self._move_request or game is None:
            return
        if game.players[game.current_player].computer == Level.HARD:
            self._quick_line_request = request_id

    def _play_fallback(self, what_went_wrong: str) -> None:
        game = self.game
        assert game is not None
        moves = game.legal_moves()
        log.warning("%s; a legal line is played instead", what_went_wrong)
        self.computer_answer_replaced.emit(what_went_wrong)
        if len(moves) == 0:
            self._advance()
            return
        i, j = (int(v) for v in moves[self._fallback_random.randrange(len(moves))])
        self._play(i, j, by_computer=True)

    def _show_hint(self, i: int, j: int) -> None:
        game = self.game
        if game is None or not self.input_allowed:
            return
        if _answer_problem(game, i, j) is None:
            self.hint_found.emit(i, j)
        else:
            log.warning("the hint %d-%d is not a legal line; not shown", i, j)
            self.hint_unavailable.emit()
        self.changed.emit()

    def _forget_requests(self) -> None:
        """The position changed: cancel any search; their answers will be dropped. (An
        analysis of the game, which the computer may be running too, goes on: see
        `attach_review`.)"""
        was_thinking = self._move_request is not None
        for request in (self._move_request, self._hint_request):
            if request is not None:
                self.computer.cancel(request)
        self._move_request = None
        self._hint_request = None
        self._delay.stop()
        self._pending_line = None
        if was_thinking:
            self.thinking_changed.emit(False)


def random_board_number() -> int:
    return random.randrange(RANDOM_BOARD_NUMBERS)


def game_from_choices(choices: NewGameChoices, board_number: int | None = None) -> Game:
    """The game the New Game dialog's choices describe (a random board unless a number is given).

    An empty name is the seat's default name, kept as such (see `texts.player_name`).
    """
    seed = random_board_number() if board_number is None else board_number
    board = Board.generate(choices.size, seed=seed)
    level = choices.level if choices.against_computer else None
    defaults = default_players(level)
    players = (
        Player(choices.name1 or defaults[0].name),
        Player(choices.name2 or defaults[1].name, level),
    )
    return Game(board, Rules(play_again=choices.play_again), players, choices.first_player)


def _answer_problem(game: Game, i: int, j: int) -> str | None:
    """Why the computer's answer i-j cannot be played now, or None when it can."""
    try:
        reason = game.check(i, j)
    except ValueError:
        return "names stars the board does not have"
    return None if reason is None else f"is refused ({reason.value})"


__all__ = ["GameSession", "Move", "game_from_choices", "random_board_number"]
