"""Playwright's `expect` looks again every 0.1 s, not every 0.5 s, for the whole of its timeout.

The driver (Frame.expect, retryWithProgressAndBackoff) checks at once, then after 20, 50, 100
and 100 ms, then every 500 ms — unless the call's timeout is 2.5 s or less, when it keeps to
100 ms. The browser tests wait 15-20 s for what a reply, a poll or a second tab brings, so an
`expect` that was not true at first saw its condition up to half a second late: a quarter of a
second on average, several times in each test. Here each `expect` is asked in slices of 2 s
until its own timeout is spent: it passes as soon as the condition holds, looked at every
0.1 s, and fails only when the whole timeout passed without it, with the driver's message of
the last slice (any other failure at once, as before). What each `expect` checks, and how
long it may wait, stay as the test says. Measured: a change 0.3-3 s after the call was seen
277 ms after it on average, now 75 ms.
"""

import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

from playwright._impl.assertions import LocatorAssertions, PageAssertions

SLICE_MS = 2_000.0
SLICE_TIMEOUT = re.compile(r"with timeout [0-9.]+ms")
CallExpect = Callable[[Any, str, Any, str | None], Awaitable[Any]]


def _sliced(plain: CallExpect) -> CallExpect:
    """`plain` (a matcher class's `_call_expect`) asked in slices of SLICE_MS."""

    async def call_expect(
        self: Any, expression: str, expect_options: Any, title: str | None
    ) -> Any:
        timeout = float(expect_options.get("timeout") or 0)
        if timeout <= SLICE_MS:  # no timeout (0: forever) or short already: the driver's way
            return await plain(self, expression, expect_options, title)
        deadline = time.monotonic() + timeout / 1000
        while True:
            left = (deadline - time.monotonic()) * 1000
            options = {**expect_options, "timeout": max(min(SLICE_MS, left), 1.0)}
            result = await plain(self, expression, options, title)
            # Passed, or failed otherwise than by a slice running out (a strict-mode violation,
            # a page closed): the driver's answer at once, as before; the last slice's answer.
            if not result.get("timedOut") or left <= SLICE_MS:
                return _whole_timeout_said(result, timeout) if result.get("timedOut") else result

    call_expect.sliced = True  # type: ignore[attr-defined]
    return call_expect


def _whole_timeout_said(result: Any, timeout: float) -> Any:
    """`result`, its call log naming the test's own timeout: the driver names the last slice's
    (a 15 s wait that failed read "with timeout 960.0018ms", and was taken for a timeout
    shrunk to a second by some fixture)."""
    said = f"with timeout {timeout:g}ms (looked at in slices of {SLICE_MS:g}ms)"
    log = [SLICE_TIMEOUT.sub(said, line) for line in result.get("log") or []]
    return {**result, "log": log}


def install() -> None:
    """Make every `expect` of this process on a locator or a page look every 0.1 s (safe to
    call again)."""
    if not installed(LocatorAssertions):
        LocatorAssertions._call_expect = _sliced(LocatorAssertions._call_expect)  # type: ignore[method-assign,assignment]
    if not installed(PageAssertions):
        PageAssertions._call_expect = _sliced(PageAssertions._call_expect)  # type: ignore[method-assign,assignment]


def installed(matchers: type[LocatorAssertions] | type[PageAssertions]) -> bool:
    return bool(getattr(matchers._call_expect, "sliced", False))
