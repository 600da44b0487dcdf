"""`triangles --check-computer`: the installed-package check that the computer can play.

Hard moves on a new board, through a worker process of its own, as the window asks for them.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QEventLoop, QTimer

from ..engine import Board, Game, Level, Rules
from .player import ComputerPlayer
from .worker_process import child_pids

# The first move starts the worker and its search helper; the second has the helper's help.
CHECKED_MOVES = 2


def check_computer_move(stars: int = 24, seed: int = 1, timeout: float = 120.0) -> int:
    """`triangles --check-computer` (for the installed-package checks): two Hard moves on a new
    board without play-again, through a worker process of its own, the second with the search
    helper the worker starts at the first (ai/helper.py); prints the lines and the process ids
    (the helper's where the system shows a process's children: Linux). Needs a running
    Q(Core)Application. Returns the exit status: 0 when legal lines came back cleanly.
    """
    game = Game(Board.generate(stars, seed=seed), Rules(play_again=False))
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
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    for move in range(CHECKED_MOVES):
        timer.start(int(timeout * 1000))
        player.request(game, Level.HARD)
        loop.exec()
        if len(lines) <= move or faults or game.check(*lines[move]) is not None:
            player.shutdown(5000)
            print(f"triangles: the computer gave no clean line: {lines} {faults}", file=sys.stderr)
            return 1
        game.play(*lines[move])
    pids = player.worker_pids()
    helpers = child_pids(pids[0]) if pids else []
    player.shutdown(5000)
    moves = ", ".join(f"{i}-{j}" for i, j in lines)
    helper = f" with search helper process {helpers[0]}" if helpers else ""
    print(
        f"computer moves {moves} from worker process {pids[0]}{helper} (app process {os.getpid()})"
    )
    return 0
