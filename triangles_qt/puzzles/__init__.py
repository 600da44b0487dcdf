"""Puzzles: positions with an exact best line to find (pure Python, no Qt): the built-in set
(builtin.py), where the next puzzle comes from and when one comes back (schedule.py)."""
