"""A client for any OpenAI-compatible chat-completions endpoint, with retries and SSE streaming."""

import asyncio
import json
import logging
import math
import random
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any, TypeVar

import httpx

from app.domain.models import PromptMessage
from app.llm.base import (
    Completion,
    LLMBadResponse,
    LLMError,
    LLMRateLimited,
    LLMTimeout,
    LLMUnavailable,
    StreamedReply,
    StreamState,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

# A streamed reply that keeps arriving may take this many timeouts in all (a long article from
# a slow model); one that trickles on past it is cut off.
STREAM_TIMEOUTS = 10

# Errors where the request most likely never reached the model, so sending it again is safe.
_RETRYABLE_TRANSPORT = (httpx.ConnectError, httpx.ReadError, httpx.RemoteProtocolError)


class _Retry(Exception):
    """An attempt failed in a way worth retrying; `error` is raised once retries run out."""

    def __init__(self, error: LLMError, retry_after: float | None = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.retry_after = retry_after


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


def _seconds(value: float) -> str:
    return "1 second" if value == 1 else f"{value:g} seconds"


def _wait(seconds: float) -> str:
    """A wait in the unit a writer thinks in: seconds, minutes or hours."""
    if seconds < 120:
        return _seconds(round(seconds))
    if seconds < 2 * 3600:
        return f"about {round(seconds / 60)} minutes"
    if seconds < 2 * 86400:
        return f"about {round(seconds / 3600)} hours"
    # Days away (an exhausted quota) or decades (a broken header): a count of hours says
    # nothing more.
    return "more than two days"


def _short(text: str, limit: int = 200) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _server_message(response: httpx.Response) -> str:
    """The error text an endpoint put in its body ({"error": {"message"}} and friends)."""
    try:
        data = response.json()
    except ValueError:
        return ""
    if not isinstance(data, dict):
        return ""
    error = data.get("error")
    if isinstance(error, dict):
        error = error.get("message")
    for candidate in (error, data.get("message"), data.get("detail")):
        if isinstance(candidate, str) and candidate.strip():
            return _short(candidate)
    return ""


def _usage(data: Any) -> dict[str, int] | None:
    if not isinstance(data, dict):
        return None
    usage = {
        key: data[key]
        for key in ("prompt_tokens", "completion_tokens")
        if isinstance(data.get(key), int) and not isinstance(data.get(key), bool)
    }
    return usage or None


async def _before(deadline: float, step: Awaitable[T]) -> T:
    """`step`, or TimeoutError once the attempt's total deadline has passed."""
    remaining = deadline - asyncio.get_running_loop().time()
    if remaining <= 0:
        raise TimeoutError
    return await asyncio.wait_for(step, remaining)


def _certificate_refused(error: BaseException) -> str | None:
    """Why the endpoint's TLS certificate was refused (its expiry, a self-signed one…), if
    that is what the error is."""
    cause: BaseException | None = error
    while cause is not None:
        if isinstance(cause, ssl.SSLCertVerificationError):
            return str(cause.verify_message or cause.reason or "not trusted")
        cause = cause.__cause__ or cause.__context__
    return None


def _text_of(content: Any) -> str:
    """Message content as text; some servers send a list of parts instead of a string."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return ""


class OpenAICompatible:
    """Talks to `{base_url}/chat/completions`: OpenAI, DeepSeek, Qwen, Ollama, vLLM, LM Studio."""

    name = "openai"

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff_base: float = 0.5,
        backoff_cap: float = 8.0,
        retry_after_cap: float = 30.0,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        transport: httpx.AsyncBaseTransport | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.timeout = timeout
        self.max_retries = max(0, max_retries)
        self.backoff_base = backoff_base
        self.backoff_cap = backoff_cap
        self.retry_after_cap = retry_after_cap
        self._sleep = sleep
        self._rng = rng or random.Random()
        self._url = f"{self.base_url}/chat/completions"
        headers = {"User-Agent": "redline"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(timeout), transport=transport, headers=headers
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        """One reply; each attempt has `timeout` seconds in all (connect, send and read)."""
        payload = self._payload(messages, stream=False)
        attempt = 0
        while True:
            try:
                try:
                    async with asyncio.timeout(self.timeout):
                        response = await self._client.post(
                            self._url, json=payload, headers={"Accept": "application/json"}
                        )
                except (httpx.HTTPError, httpx.InvalidURL, TimeoutError) as exc:
                    raise self._transport_failure(exc) from None
                self._check_status(response)
                return self._parse_completion(response.content, response)
            except _Retry as retry:
                attempt = await self._wait_or_give_up(attempt, retry)

    def stream(self, messages: list[PromptMessage]) -> StreamedReply:
        """Text deltas as they arrive; the reply object then tells usage and how it ended."""
        state = StreamState(model=self.model)
        return StreamedReply(self._stream(messages, state), self.model, state)

    async def _stream(
        self, messages: list[PromptMessage], state: StreamState
    ) -> AsyncIterator[str]:
        """A failure is retried only while nothing has been yielded yet; each attempt has
        `timeout` seconds until its first text, then `timeout` seconds of silence at most,
        and `STREAM_TIMEOUTS` timeouts in all."""
        payload = self._payload(messages, stream=True)
        attempt = 0
        while True:
            started = False
            now = asyncio.get_running_loop().time()
            deadline, whole = now + self.timeout, now + self.timeout * STREAM_TIMEOUTS
            try:
                try:
                    async with self._client.stream(
                        "POST", self._url, json=payload, headers={"Accept": "text/event-stream"}
                    ) as response:
                        if not response.is_success:
                            await _before(deadline, response.aread())
                            self._check_status(response)
                        async for delta in self._deltas(response, state, deadline, whole):
                            started = True
                            yield delta
                    return
                except (httpx.HTTPError, httpx.InvalidURL, TimeoutError) as exc:
                    failure = self._transport_failure(exc)
                    if started and isinstance(failure, _Retry):
                        if isinstance(failure.error, LLMTimeout):
                            late = asyncio.get_running_loop().time() >= whole
                            raise LLMTimeout(
                                f"The model's reply took more than {_wait(whole - now)} in all, "
                                "so it was cut off."
                                if late
                                else "The model stopped in the middle of its reply: nothing "
                                f"more arrived for {_seconds(self.timeout)}."
                            ) from None
                        raise LLMUnavailable(
                            "The connection to the model dropped in the middle of its reply."
                        ) from None
                    raise failure from None
            except _Retry as retry:
                attempt = await self._wait_or_give_up(attempt, retry)

    def _payload(self, messages: list[PromptMessage], *, stream: bool) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            "stream": stream,
        }
        if stream:
            payload["stream_options"] = {"include_usage": True}
        return payload

    async def _wait_or_give_up(self, attempt: int, retry: _Retry) -> int:
        if attempt >= self.max_retries:
            raise retry.error
        if retry.retry_after is not None:
            delay = retry.retry_after
        else:
            # Full jitter: spreads out clients that failed together so they do not retry together.
            delay = self._rng.uniform(0, min(self.backoff_cap, self.backoff_base * 2**attempt))
        log.warning(
            "model endpoint attempt %d failed (%s); retrying in %.2f s", attempt + 1, retry, delay
        )
        await self._sleep(delay)
        return attempt + 1

    def _attempts(self) -> str:
        total = self.max_retries + 1
        return "1 attempt" if total == 1 else f"{total} attempts"

    def _transport_failure(self, exc: Exception) -> Exception:
        if isinstance(exc, httpx.TimeoutException | TimeoutError):
            return _Retry(
                LLMTimeout(
                    f"The model did not answer within {_seconds(self.timeout)} "
                    f"({self._attempts()})."
                )
            )
        refused = _certificate_refused(exc)
        if refused is not None:
            # Asking again cannot help, and "check that it is running" would mislead.
            return LLMBadResponse(
                f"The model endpoint at {self.base_url} could not be reached securely: its "
                f"TLS certificate was not accepted ({refused}). Give it a certificate this "
                "machine trusts, or use an http:// address on a private network."
            )
        if isinstance(exc, httpx.RemoteProtocolError):
            return _Retry(
                LLMUnavailable(
                    f"The model endpoint at {self.base_url} closed the connection without a "
                    f"complete answer, or answered with something that is not HTTP "
                    f"({self._attempts()})."
                )
            )
        if isinstance(exc, _RETRYABLE_TRANSPORT):
            return _Retry(
                LLMUnavailable(
                    f"Could not reach the model endpoint at {self.base_url} "
                    f"({self._attempts()}). Check that it is running and the URL is right."
                )
            )
        if isinstance(exc, httpx.DecodingError):
            # A proxy that labels its bodies wrongly does so again: asking again cannot help.
            return LLMBadResponse(
                f"The model endpoint at {self.base_url} sent an answer that could not be "
                "decoded: it was not in the encoding it said (a proxy in between may be "
                "misconfigured)."
            )
        if isinstance(exc, httpx.InvalidURL):
            return LLMBadResponse(
                f"The model endpoint address {self.base_url!r} is not a valid URL ({exc}): "
                "check REDLINE_LLM_BASE_URL."
            )
        if isinstance(exc, httpx.UnsupportedProtocol):
            return LLMBadResponse(
                f"The model endpoint address {self.base_url!r} is not an http(s) URL."
            )
        return LLMUnavailable(
            f"The request to the model endpoint at {self.base_url} failed ({type(exc).__name__})."
        )

    def _check_status(self, response: httpx.Response) -> None:
        """Return for 2xx; raise _Retry for 429/5xx, LLMBadResponse for anything else."""
        status = response.status_code
        if response.is_success:
            return
        asked = retry_after_seconds(
            response.headers.get("retry-after"), datetime.now(UTC), math.inf
        )
        if asked is not None and asked > self.retry_after_cap and (status == 429 or status >= 500):
            # Waiting less than the endpoint asks cannot help; say at once how long it wants.
            what = "is rate limiting requests (429)" if status == 429 else f"failed (HTTP {status})"
            error = LLMRateLimited if status == 429 else LLMUnavailable
            raise error(
                f"The model endpoint {what} and asks to wait {_wait(asked)} before trying "
                "again, longer than Redline waits for a reply. Try again then."
            )
        retry_after = None if asked is None else min(asked, self.retry_after_cap)
        if status == 429:
            raise _Retry(
                LLMRateLimited(
                    "The model endpoint is rate limiting requests (429) and still refused "
                    f"after {self._attempts()}. Wait a minute and try again."
                ),
                retry_after,
            )
        if 500 <= status <= 599:
            raise _Retry(
                LLMUnavailable(
                    f"The model endpoint failed with HTTP {status} ({self._attempts()})."
                ),
                retry_after,
            )
        said = _server_message(response)
        detail = f' It said: "{said}"' if said else ""
        if status == 401:
            # The body of a 401 may echo part of the key, so it is left out.
            raise LLMBadResponse(
                "The model endpoint rejected the API key (401). Check REDLINE_LLM_API_KEY."
            )
        if status == 403:
            raise LLMBadResponse(
                "The model endpoint refused access (403): the API key may not be allowed "
                f'to use the model "{self.model}".'
            )
        if status == 404:
            raise LLMBadResponse(
                f"The model endpoint answered 404 Not Found: check that {self.base_url} is the "
                f'right base URL and that the model "{self.model}" exists.{detail}'
            )
        if 300 <= status <= 399:
            raise LLMBadResponse(
                f"The model endpoint redirected the request ({status}); check the base URL "
                f"{self.base_url}."
            )
        raise LLMBadResponse(f"The model endpoint rejected the request ({status}).{detail}")

    def _parse_completion(self, content: bytes, response: httpx.Response) -> Completion:
        try:
            data = json.loads(content)
        except ValueError:
            kind = response.headers.get("content-type", "no content type").split(";")[0]
            raise LLMBadResponse(
                f"The model endpoint answered with something that is not JSON "
                f"(HTTP {response.status_code}, {kind})."
            ) from None
        if not isinstance(data, dict):
            raise LLMBadResponse("The model endpoint answered with JSON that is not an object.")
        choices = data.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            said = _server_message(response)
            if said:
                raise LLMBadResponse(f'The model endpoint returned an error: "{said}"')
            raise LLMBadResponse("The model endpoint answered without any choices.")
        message = choices[0].get("message")
        if not isinstance(message, dict):
            raise LLMBadResponse("The model endpoint answered with a choice that has no message.")
        model = data.get("model") if isinstance(data.get("model"), str) else None
        finish = choices[0].get("finish_reason")
        return Completion(
            text=_text_of(message.get("content")),
            model=model or self.model,
            usage=_usage(data.get("usage")),
            raw=data,
            finish_reason=finish if isinstance(finish, str) else None,
        )

    async def _deltas(
        self,
        response: httpx.Response,
        state: StreamState,
        deadline: float,
        whole: float | None = None,
    ) -> AsyncIterator[str]:
        """Text deltas from a server-sent-events body (or a whole reply, if the server ignored
        `stream` and answered with plain JSON). `state.ended` is set when the stream's own
        end arrives: `data: [DONE]`, or a chunk that gives a finish reason."""
        content_type = response.headers.get("content-type", "").lower()
        if "json" in content_type:
            body = await _before(deadline, response.aread())
            completion = self._parse_completion(body, response)
            state.usage, state.model = completion.usage, completion.model
            state.finish_reason, state.ended = completion.finish_reason, True
            if completion.text:
                yield completion.text
            return
        if "html" in content_type:
            raise LLMBadResponse(
                "The model endpoint answered with a web page instead of a stream; "
                f"check the base URL {self.base_url}."
            )
        data_lines: list[str] = []
        lines = response.aiter_lines()
        while True:
            try:
                line = await _before(deadline, anext(lines))
            except StopAsyncIteration:
                break
            if line:
                if line.startswith(":"):
                    continue  # an SSE comment (keep-alive)
                field, _, value = line.partition(":")
                if field == "data":
                    data_lines.append(value[1:] if value.startswith(" ") else value)
                continue
            if not data_lines:
                continue
            event, data_lines = "\n".join(data_lines), []
            if event.strip() == "[DONE]":
                state.ended = True
                return
            delta, thinking = self._delta_of(event, state)
            if delta or thinking:
                # Once text flows, the limit is on silence: a long article arriving steadily
                # from a slow model is not cut off at `timeout` seconds in all (a trickle
                # still is, at `whole`). A reasoning model's thoughts are such text too,
                # though not the reply: one that thinks longer than `timeout` is answering.
                quiet_until = asyncio.get_running_loop().time() + self.timeout
                deadline = max(deadline, min(quiet_until, whole or deadline))
            if delta:
                yield delta
        # A server that closes without a trailing blank line still sent its last event.
        if data_lines:
            event = "\n".join(data_lines)
            if event.strip() == "[DONE]":
                state.ended = True
            else:
                delta, _thinking = self._delta_of(event, state)
                if delta:
                    yield delta

    def _delta_of(self, event: str, state: StreamState) -> tuple[str, bool]:
        """The text in one streamed chunk, and whether it carried a reasoning model's thinking
        instead; records usage, model and finish reason in `state`."""
        try:
            chunk = json.loads(event)
        except ValueError:
            raise LLMBadResponse(
                f"The model endpoint sent a streamed chunk that is not JSON: {_short(event, 80)!r}"
            ) from None
        if not isinstance(chunk, dict):
            return "", False
        error = chunk.get("error")
        if error:
            said = error.get("message") if isinstance(error, dict) else error
            raise LLMBadResponse(
                "The model endpoint reported an error in the middle of its reply: "
                f'"{_short(str(said))}"'
            )
        usage = _usage(chunk.get("usage"))
        if usage:
            state.usage = usage
        if isinstance(chunk.get("model"), str) and chunk["model"]:
            state.model = chunk["model"]
        choices = chunk.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            return "", False
        finish = choices[0].get("finish_reason")
        if isinstance(finish, str) and finish:
            state.finish_reason, state.ended = finish, True
        delta = choices[0].get("delta")
        if not isinstance(delta, dict):
            return "", False
        # DeepSeek-R1 and other reasoning models stream their thinking first, apart.
        thinking = any(delta.get(key) for key in ("reasoning_content", "reasoning"))
        return _text_of(delta.get("content")), thinking
