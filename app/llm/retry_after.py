"""How long an endpoint asks the client to wait before it asks again: `retry-after-ms`
(OpenAI's and Azure's, in milliseconds, the more precise) before `Retry-After` (seconds or an
HTTP-date). Pure: headers and the time now in, seconds out."""

import math
from collections.abc import Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

__all__ = ["asked_wait", "retry_after_seconds"]


def retry_after_seconds(value: str | None, now: datetime, cap: float) -> float | None:
    """Seconds to wait from a `Retry-After` header (seconds or HTTP-date), within [0, cap]."""
    if not value or not value.strip():
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        seconds = (when - now).total_seconds()
    if not math.isfinite(seconds):
        return None
    return min(max(seconds, 0.0), cap)


def asked_wait(headers: Mapping[str, str], now: datetime, cap: float) -> float | None:
    """Seconds the response's headers ask to wait, within [0, cap]; None when they ask
    nothing readable. `retry-after-ms` wins when it reads as a number."""
    try:
        millis = float((headers.get("retry-after-ms") or "").strip())
    except ValueError:
        millis = math.nan
    if math.isfinite(millis):
        return min(max(millis / 1000, 0.0), cap)
    return retry_after_seconds(headers.get("retry-after"), now, cap)
