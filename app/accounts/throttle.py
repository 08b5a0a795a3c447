"""Login attempts allowed per name and per client address: failures in a sliding window.

Pure: the caller passes the time. The counts live in the process's memory, so a restart
forgets them and several server processes each count their own."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timedelta

WINDOW = timedelta(minutes=15)
FAILURES_PER_NAME = 5
FAILURES_PER_ADDRESS = 20
_MAX_TRACKED = 10_000  # keys remembered at most, so a flood of names cannot exhaust memory


@dataclass
class LoginThrottle:
    """Refuse a login while its name or address has too many recent failures."""

    window: timedelta = WINDOW
    per_name: int = FAILURES_PER_NAME
    per_address: int = FAILURES_PER_ADDRESS
    _failures: dict[str, deque[datetime]] = field(default_factory=dict)

    def wait(self, name: str, address: str, now: datetime) -> timedelta | None:
        """How long until a login for this name from this address may be tried; None: now."""
        waits = [
            self._wait(f"name:{name}", self.per_name, now),
            self._wait(f"addr:{address}", self.per_address, now),
        ]
        longest = max((w for w in waits if w is not None), default=None)
        return longest

    def failed(self, name: str, address: str, now: datetime) -> None:
        for key in (f"name:{name}", f"addr:{address}"):
            if key not in self._failures and len(self._failures) >= _MAX_TRACKED:
                self._forget_oldest(now)
            self._failures.setdefault(key, deque()).append(now)

    def succeeded(self, name: str) -> None:
        """A right password clears the name's count (the address keeps its own)."""
        self._failures.pop(f"name:{name}", None)

    def _wait(self, key: str, limit: int, now: datetime) -> timedelta | None:
        times = self._failures.get(key)
        if not times:
            return None
        while times and times[0] <= now - self.window:
            times.popleft()
        if not times:
            del self._failures[key]
            return None
        if len(times) < limit:
            return None
        return times[-limit] + self.window - now

    def _forget_oldest(self, now: datetime) -> None:
        stale = [k for k, t in self._failures.items() if not t or t[-1] <= now - self.window]
        for key in stale or [next(iter(self._failures))]:
            del self._failures[key]
