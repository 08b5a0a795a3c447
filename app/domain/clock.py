"""A clock that never goes back: stamps follow what happened, not what the clock said.

A machine's clock can jump backwards (a wrong NTP answer corrected, a laptop's dead CMOS
battery put right). Records written before the jump then carry times later than anything
written after it, and every list ordered by time — the articles, the editor's desk, a
revision's place among its siblings — would show the new work under the old. `NeverBack`
returns the real time while it moves forward, and otherwise a moment just after the latest
time it has given or been shown (the newest stamp the store holds, read at start-up), until
the real time catches up. Pure: no I/O; the time source is passed in.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from threading import Lock

TICK = timedelta(microseconds=1)


class NeverBack:
    """Each call returns a time later than every earlier call's and than `floor` (the newest
    time a record already carries)."""

    def __init__(self, source: Callable[[], datetime], floor: datetime | None = None) -> None:
        self._source = source
        self._last = floor
        self._lock = Lock()  # turns stamp from the event loop and from worker threads

    def __call__(self) -> datetime:
        now = self._source()
        with self._lock:
            if self._last is not None and now <= self._last:
                now = self._last + TICK
            self._last = now
            return now
