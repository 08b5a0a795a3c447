"""Test helper: the CPU seconds one piece of work takes in this process, for bounds that the
quadratic or cubic code they guard against misses by orders of magnitude — never tight ones."""

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def timed_cpu(work: Callable[[], T]) -> tuple[T, float]:
    """What `work()` returns, and the CPU seconds it took."""
    start = time.process_time()
    result = work()
    return result, time.process_time() - start
