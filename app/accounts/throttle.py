"""Sign-in attempts allowed per name and per client address: failures in a sliding window.

A name is held after a few failures *from one address* (`per_name_here`), and only after
many from everywhere together (`per_name`): when five wrong passwords from anywhere held a
name, anyone could keep any writer from signing in — five guesses every fifteen minutes
locked them out for good. Now an attacker's guesses hold the name only where they come
from (and every name they try from there, past `per_address`), while guessing one name from
many addresses is still stopped.

Pure: the caller passes the failures it read and the time. The failures themselves are kept
in the account store (`take_login_attempt`), so every worker process and every instance on
one database counts the same attempts. An attempt is counted as a failure *before* its
password is checked and forgotten again when it succeeds, so a burst of simultaneous guesses
cannot all slip in before the first of them is recorded."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

WINDOW = timedelta(minutes=15)
FAILURES_PER_NAME_HERE = 5  # one name from one address
FAILURES_PER_NAME = 50  # one name from every address together
FAILURES_PER_ADDRESS = 20


def name_counter(name_key: str) -> str:
    """The key a name's failures are counted under (the name as `name_key` makes it)."""
    return f"name:{name_key}"


def address_counter(address: str) -> str:
    return f"addr:{address}"


def name_here_counter(name_key: str, address: str) -> str:
    """The key one name's failures from one address are counted under."""
    return f"here:{address}|{name_key}"


@dataclass(frozen=True)
class LoginAttempt:
    """One sign-in being tried: its id, the counters it counts against, and when."""

    id: str
    name_key: str
    address: str
    at: datetime

    @property
    def counters(self) -> tuple[str, str, str]:
        return (
            name_counter(self.name_key),
            address_counter(self.address),
            name_here_counter(self.name_key, self.address),
        )


@dataclass(frozen=True)
class LoginThrottle:
    """Refuse a sign-in while its name or its address has too many recent failures."""

    window: timedelta = WINDOW
    per_name: int = FAILURES_PER_NAME
    per_address: int = FAILURES_PER_ADDRESS
    per_name_here: int = FAILURES_PER_NAME_HERE

    def since(self, now: datetime) -> datetime:
        """Failures at or before this time no longer count."""
        return now - self.window

    def wait(
        self, failures: Mapping[str, Sequence[datetime]], attempt: LoginAttempt
    ) -> timedelta | None:
        """How long until `attempt` may be tried, given the failures recorded under each of
        its counters; None: now."""
        name, address, here = attempt.counters
        waits = [
            self._wait(failures.get(name, ()), self.per_name, attempt.at),
            self._wait(failures.get(address, ()), self.per_address, attempt.at),
            self._wait(failures.get(here, ()), self.per_name_here, attempt.at),
        ]
        return max((w for w in waits if w is not None), default=None)

    def _wait(self, times: Sequence[datetime], limit: int, now: datetime) -> timedelta | None:
        recent = sorted(t for t in times if t > self.since(now))
        if len(recent) < limit:
            return None
        return recent[-limit] + self.window - now
