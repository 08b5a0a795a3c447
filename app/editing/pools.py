"""Thread pools of this process, by name: the store's blocking calls (app/editing/articles.py)
and the judge (app/editing/judge_thread.py) each have their own. Kept per process id, since a
forked worker starts without its parent's threads."""

from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor

_pools: dict[tuple[int, str], ThreadPoolExecutor] = {}
_lock = threading.Lock()


def thread_pool(name: str, size: int) -> ThreadPoolExecutor:
    """This process's pool called `name` (its threads are named after it), made on first use
    with `size` threads."""
    key = (os.getpid(), name)
    pool = _pools.get(key)
    if pool is None:
        with _lock:
            pool = _pools.get(key)
            if pool is None:
                pool = _pools[key] = ThreadPoolExecutor(size, name)
    return pool
