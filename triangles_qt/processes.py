"""What the system says of a process: the one helper both the computer's worker watchdog and
the background calls' reading process watchdog use to tell a process the system holds stopped
from one that is merely slow."""

from __future__ import annotations


def process_state(pid: int) -> str | None:
    """The state letter the system gives process `pid` ("R" running, "S" sleeping, "T" stopped,
    "Z" ended...), where it shows it (Linux /proc); None elsewhere or when there is no such
    process."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]  # after "pid (name)"
    except (OSError, IndexError):
        return None
