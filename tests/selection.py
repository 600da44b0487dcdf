"""The two selections of tests: the default one a contributor runs before every commit, and the
slow one (`pytest -m slow`) that CI runs after it.

A long check keeps a small case in the default selection and leaves its long cases to the slow
one, so that every feature is still checked before a commit, and thoroughly in CI.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis.strategies import SearchStrategy


def slow_among(values: Iterable[Any], slow: Iterable[Any]) -> list[Any]:
    """`values` as parameters of a test, those among `slow` marked slow."""
    long_ones = list(slow)
    return [
        pytest.param(value, marks=pytest.mark.slow) if value in long_ones else value
        for value in values
    ]


def each_once(first: Iterable[Any], second: Iterable[Any]) -> list[Any]:
    """Every pair of `first` and `second` as the parameters of a test: in the default
    selection, enough pairs that each value of either appears once (the k-th of the longer
    list with the k-th of the shorter, taken round); every other pair in the slow one."""
    firsts, seconds = list(first), list(second)
    count = max(len(firsts), len(seconds))
    sampled = {(firsts[k % len(firsts)], seconds[k % len(seconds)]) for k in range(count)}
    return [
        pair if pair in sampled else pytest.param(*pair, marks=pytest.mark.slow)
        for pair in itertools.product(firsts, seconds)
    ]


def property_test(
    default: int, thorough: int, *strategies: SearchStrategy[Any], **options: Any
) -> Callable[[Callable[..., None]], Callable[[int], None]]:
    """A property test (`given(*strategies)`) checked on `default` examples in the default
    selection and on `thorough` examples in the slow one: two test items, one property.
    `options` are further Hypothesis settings."""

    def decorate(check: Callable[..., None]) -> Callable[[int], None]:
        @pytest.mark.parametrize(
            "examples",
            [
                pytest.param(default, id=f"{default} examples"),
                pytest.param(thorough, id=f"{thorough} examples", marks=pytest.mark.slow),
            ],
        )
        def test(examples: int) -> None:
            # No deadline: the time an example takes depends on the machine's load.
            settings(max_examples=examples, deadline=None, **options)(given(*strategies)(check))()

        test.__doc__ = check.__doc__
        return test

    return decorate
