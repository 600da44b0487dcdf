"""`triangles --check-computer`: the installed-package check that the computer can play.

One Hard move on a new board, through a worker process of its own, as the window asks for it.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QEventLoop, QTimer

from ..engine import Board, Game
from .computer_player import ComputerPlayer


def check_computer_move(stars: int = 24, seed: int = 1, timeout: float = 120.0) -> int:
    """`triangles --check-computer` (for the installed-package checks): one Hard move on a new
    board, through a worker process of its own; prints the line and the process ids. Needs a
    running Q(Core)Application. Returns the exit status: 0 when a legal line came back cleanly.
    """
    game = Game(Board.generate(stars, seed=seed))
    player = ComputerPlayer()
    loop = QEventLoop()
    lines: list[tuple[int, int]] = []
    faults: list[str] = []

    def answered(_id: int, i: int, j: int) -> None:
        lines.append((i, j))
        loop.quit()

    def failed(_id: int, why: str) -> None:
        faults.append(why)
        loop.quit()

    player.answered.connect(answered)
    player.failed.connect(failed)
    player.fault.connect(lambda _id, kind: faults.append(kind))
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    player.request(game, "hard")
    loop.exec()
    pids = player.worker_pids()
    player.shutdown(5000)
    if not lines or faults or game.check(*lines[0]) is not None:
        print(f"triangles: the computer gave no clean line: {lines} {faults}", file=sys.stderr)
        return 1
    i, j = lines[0]
    print(f"computer move {i}-{j} from worker process {pids[0]} (app process {os.getpid()})")
    return 0
