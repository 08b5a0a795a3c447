"""Write points: where a test or a crash trial may kill the store's process mid-write.

Every step of a commit a crash may interrupt calls `write_point()`; armed, the process dies
there with no clean-up, so crash-safety is tested at every step rather than where a kill
happens to land. Used by the TinyDB files (app/store/atomic.py, commits.py) and PostgreSQL's
transactions (pg_support.py); a no-op unless armed.
"""

from __future__ import annotations

import os

# Tests (and bench/crash_trials.py) make the process die at the k-th write point, counted
# from when `arm_crash(k)` was called or from start-up when REDLINE_STORE_CRASH_AT=k is set,
# so a kill lands deterministically between any two steps of a turn. With several workers,
# REDLINE_STORE_CRASH_ONCE=<path> lets only the first process that gets there die (it makes
# the file): the others, and the worker started in its place, serve on.
_crash = {"at": int(os.environ.get("REDLINE_STORE_CRASH_AT", "0") or 0), "seen": 0}
CRASH_EXIT_CODE = 86


def arm_crash(at: int) -> None:
    """Exit the process (os._exit, no clean-up) at write point number `at` (0 disarms)."""
    _crash["at"], _crash["seen"] = at, 0


def write_point() -> None:
    """One step a crash may interrupt; exits here when the armed count is reached."""
    if not _crash["at"]:
        return
    _crash["seen"] += 1
    if _crash["seen"] != _crash["at"]:
        return
    once = os.environ.get("REDLINE_STORE_CRASH_ONCE")
    if once:
        try:
            os.close(os.open(once, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            _crash["at"] = 0  # another process died here already
            return
    os._exit(CRASH_EXIT_CODE)


def write_points_seen() -> int:
    return _crash["seen"]
