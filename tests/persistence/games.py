"""Games for the persistence tests: positions one line from a chosen ending, a game with an
analysis as a record brings it, and damaged files."""

from __future__ import annotations

import json
import random
import time

from PySide6.QtCore import QCoreApplication
from PySide6.QtTest import QTest

from triangles_qt.engine import Board, Game, Player, Rules
from triangles_qt.engine.review import GameReview, MoveReview
from triangles_qt.persistence import MAX_FILE_BYTES

YOU_VS_COMPUTER = (Player("You"), Player("Computer", "easy"))
TWO_PEOPLE = (Player("Ana"), Player("Ben"))


def one_line_from_the_end(
    outcome: str, players=YOU_VS_COMPUTER, size: int = 12
) -> tuple[Game, tuple[int, int]]:
    """A game where seat 0 is to play and (i, j) ends it with `outcome` for seat 0
    ("won", "lost" or "drawn"). Found by seeded random play, so it is the same every run."""
    wanted = {"won": 0, "lost": 1, "drawn": None}[outcome]
    for seed in range(500):
        rng = random.Random(seed)
        game = Game(Board.generate(size, seed=seed), Rules(), players, 0)
        while not game.is_over:
            moves = [(int(i), int(j)) for i, j in game.legal_moves()]
            if game.current_player == 0:
                for i, j in moves:
                    trial = game.copy()
                    trial.play(i, j)
                    if trial.is_over and trial.winner == wanted:
                        return game, (i, j)
            game.play(*moves[rng.randrange(len(moves))])
    raise AssertionError(f"no seeded game ends with {outcome}")


def game_in_progress(moves: int = 9, players=YOU_VS_COMPUTER, seed: int = 5) -> Game:
    rng = random.Random(seed)
    game = Game(Board.generate(24, seed=seed), Rules(play_again=True), players, 1)
    for _ in range(moves):
        legal = game.legal_moves()
        game.play(*(int(v) for v in legal[rng.randrange(len(legal))]))
    assert not game.is_over
    return game


def with_an_analysis(game: Game) -> Game:
    """`game` with an analysis of every line, as a record would bring it (each line its
    player's best, every position worth the margin the game has now: one story)."""
    replay = game.restarted()
    entries = []
    for i, j in game.moves:
        mover, left = replay.current_player, replay.live_triangle_count
        result = game.lead(mover)
        entries.append(MoveReview(result, result, False, (i, j), mover, left))
        replay.play(i, j)
    game.review = GameReview(tuple(game.moves), tuple(entries))
    return game


def damaged_game_files() -> dict[str, bytes]:
    """Every kind of damaged .triangles / autosave file, by name."""
    good = game_in_progress().to_record()
    text = json.dumps(good).encode()
    wrong_types = dict(good, players="You and the computer")
    unknown_version = dict(good, version=99)
    illegal = dict(good, moves=[*good["moves"], good["moves"][0]])  # a line drawn twice
    return {
        "empty": b"",
        "truncated": text[: len(text) // 2],
        "wrong_types": json.dumps(wrong_types).encode(),
        "garbage": bytes(range(256)) * 8,
        "huge": b'{"format": "triangles-game", "pad": "' + b"x" * MAX_FILE_BYTES + b'"}',
        "unknown_version": json.dumps(unknown_version).encode(),
        "illegal_moves": json.dumps(illegal).encode(),
    }


def damaged_statistics_files() -> dict[str, bytes]:
    good = {
        "format": "triangles-statistics",
        "version": 1,
        "records": [
            {
                "level": "hard",
                "size": 60,
                "played": 3,
                "won": 2,
                "lost": 1,
                "drawn": 0,
                "streak": 1,
                "best_streak": 1,
            }
        ],
    }
    text = json.dumps(good).encode()
    wrong_types = json.loads(text)
    wrong_types["records"][0]["won"] = "two"
    inconsistent = json.loads(text)
    inconsistent["records"][0]["played"] = 7
    return {
        "empty": b"",
        "truncated": text[: len(text) // 2],
        "wrong_types": json.dumps(wrong_types).encode(),
        "inconsistent_counts": json.dumps(inconsistent).encode(),
        "garbage": bytes(range(256)) * 8,
        "huge": b'{"format": "triangles-statistics", "pad": "' + b"x" * MAX_FILE_BYTES + b'"}',
        "unknown_version": json.dumps(dict(good, version=99)).encode(),
    }


def damaged_settings_files() -> dict[str, bytes]:
    return {
        "truncated": b"[view]\ntheme=nebula\n[new_ga",
        "wrong_types": b"[new_game]\nsize=sixty\n",
        "variant_object": b"[view]\ntheme=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x6QPoint\\0\\0\\0\\0"
        b"\\0\\0\\0\\x1\\0\\0\\0\\x2)\n",
        "garbage": bytes(range(256)) * 8,
        "huge": b"[view]\ntheme=" + b"x" * (MAX_FILE_BYTES + 1) + b"\n",
    }


def open_file(window, path) -> None:
    """Game > Open on `path`, waiting while the file is read and replayed off the GUI thread
    (the opened game, a message, or the question whether to give up the current game, follows),
    and, a game opened, until the whole window shows it (the move list follows the board a turn
    of the event loop later).
    """
    before = window.game
    shown: list[bool] = []

    def whole_window_shows_it() -> None:
        if window.game is not before:
            shown.append(True)

    window.game_changed.connect(whole_window_shows_it)
    try:
        window.files.open_path(path)
        deadline = time.monotonic() + 10
        while window.session.is_preparing or (window.game is not before and not shown):
            assert time.monotonic() < deadline, "the file was not read in time"
            QTest.qWait(5)
    finally:
        window.game_changed.disconnect(whole_window_shows_it)


def autosaved(window) -> None:
    """Wait until the autosave and the statistics, written off the GUI thread, are on disk and
    their outcomes (a message, a result written again) have reached the window."""
    bookkeeper = window.bookkeeper
    assert bookkeeper.autosave_writer.flush(10), "the autosave was not written in time"
    QTest.qWait(0)
    QCoreApplication.processEvents()  # may hand a result over to be written again
    assert bookkeeper.statistics_writer.flush(20), "the statistics were not written in time"
    QCoreApplication.processEvents()
