"""Puzzles: positions with an exact best line to find (pure Python, no Qt): the built-in set
(builtin.py), one go at a puzzle (attempt.py), where the next puzzle comes from and when one
comes back (schedule.py), learning from one's own marked lines (lessons.py) and one's exact
mistakes made puzzles (my_mistakes.py)."""
