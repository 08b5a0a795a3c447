"""Test helper: the CPU seconds one piece of work takes in this process, for bounds that the
quadratic or cubic code they guard against misses by orders of magnitude — never tight ones.

The garbage collector is collected before and held off during the work: a full collection
lands on whichever call happens to cross its threshold, and on a heap the rest of the suite
has filled it can cost more than the work measured (a clean-clone CI saw a linear import
measured 21 times slower at 6.7 times the length, 6.4 times with collection held off)."""

import gc
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def timed_cpu(work: Callable[[], T]) -> tuple[T, float]:
    """What `work()` returns, and the CPU seconds it took with the collector held off."""
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        result = work()
        return result, time.process_time() - start
    finally:
        if was_enabled:
            gc.enable()
