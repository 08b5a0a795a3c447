"""A client for any OpenAI-compatible chat-completions endpoint, with retries and SSE streaming."""

import asyncio
import logging
import math
import random
import re
import socket
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

import httpx

from app.domain.models import PromptMessage
from app.llm.answers import EventLines, completion_of, delta_of
from app.llm.base import (
    Completion,
    LLMBadResponse,
    LLMError,
    LLMRateLimited,
    LLMTimeout,
    LLMTooLong,
    LLMUnavailable,
    StreamedReply,
    StreamState,
    tool_call_text,
)
from app.llm.event_breaks import with_breaks_async
from app.llm.logs import hide_passwords_in_http_log, without_user_info
from app.llm.reading import (
    body_of,
    declined,
    error_event,
    lines_of,
    says_why,
    server_message,
    utf8_text,
)
from app.llm.resume_match import Resumption
from app.llm.retry_after import asked_wait
from app.llm.secrets import remember_secret
from app.llm.waits import ModelWait, reason_of, tell, without_attempt_count

log = logging.getLogger(__name__)
T = TypeVar("T")

# A streamed reply that keeps arriving may take this many timeouts in all (a long article from
# a slow model); one that trickles on past it is cut off.
STREAM_TIMEOUTS = 10


# Errors where the request most likely never reached the model, so sending it again is safe.
_RETRYABLE_TRANSPORT = (httpx.ConnectError, httpx.ReadError, httpx.RemoteProtocolError)


# Attempts the model may meet with silence (no answer within `timeout`) in one call: each cost
# a whole `timeout` already, and a server stuck or overloaded past answering rarely answers
# the third time (with the defaults, four silent attempts kept a writer waiting 4 minutes).
SILENT_ATTEMPTS = 2


# How OpenAI-compatible servers (OpenAI, vLLM, llama.cpp, Ollama, DeepSeek, Qwen) say the
# request is over the model's context window.
_CONTEXT_FULL = re.compile(
    r"context[_ ]length|context window|maximum context|context size|too many tokens"
    r"|reduce the length|prompt is too long|exceeds? the (?:maximum|max)|上下文.{0,6}(?:超|过长)",
    re.IGNORECASE,
)


class _Retry(Exception):
    """An attempt failed in a way worth retrying; `error` is raised once retries run out.
    `silent`: the model said nothing within the time-out."""

    def __init__(
        self, error: LLMError, retry_after: float | None = None, *, silent: bool = False
    ) -> None:
        super().__init__(str(error))
        self.error = error
        self.retry_after = retry_after
        self.silent = silent


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


async def _before(deadline: float, step: Awaitable[T]) -> T:
    """`step`, or TimeoutError once the attempt's total deadline has passed.

    Not `asyncio.wait_for`: on Python 3.11 it drops a cancellation that arrives as `step`
    finishes (a chunk landing as the writer pressed Stop), and the reply went on streaming."""
    if deadline <= asyncio.get_running_loop().time():
        raise TimeoutError
    async with asyncio.timeout_at(deadline):
        return await step


_ANSWERED_DIFFERENTLY = "asked again, the model began its reply differently"


def _dropped(why: str) -> LLMError:
    """The connection dropped in the middle of a streamed reply and it could not be resumed."""
    return LLMUnavailable(
        f"The connection to the model dropped in the middle of its reply ({why})."
    )


def _stalled(silence: str) -> Callable[[str], LLMError]:
    """The model went silent in the middle of a streamed reply and it could not be resumed."""

    def said(why: str) -> LLMError:
        return LLMTimeout(
            f"The model stopped in the middle of its reply (nothing more arrived for "
            f"{silence}; {why})."
        )

    return said


def _certificate_refused(error: BaseException) -> str | None:
    """Why the endpoint's TLS certificate was refused (its expiry, a self-signed one…), if
    that is what the error is."""
    cause: BaseException | None = error
    while cause is not None:
        if isinstance(cause, ssl.SSLCertVerificationError):
            return str(cause.verify_message or cause.reason or "not trusted")
        cause = cause.__cause__ or cause.__context__
    return None


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
        # The address as written in replies and logs: a password in it (user:pw@) left out.
        self.base_url = without_user_info(base_url.rstrip("/"))
        hide_passwords_in_http_log()  # httpx logs each request's URL as given
        self.model = model
        self.timeout = timeout
        self.max_retries = max(0, max_retries)
        self.backoff_base = backoff_base
        self.backoff_cap = backoff_cap
        self.retry_after_cap = retry_after_cap
        self._sleep = sleep
        self._rng = rng or random.Random()
        self._url = f"{base_url.rstrip('/')}/chat/completions"
        headers = {"User-Agent": "redline"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
            remember_secret(api_key)  # an endpoint echoing it back is never quoted with it
        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(timeout), transport=transport, headers=headers
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        """One reply; each attempt has `timeout` seconds in all (connect, send and read)."""
        payload = self._payload(messages, stream=False)
        attempt, silent = 0, [0]
        while True:
            try:
                try:
                    async with (
                        asyncio.timeout(self.timeout),
                        self._client.stream(
                            "POST", self._url, json=payload, headers={"Accept": "application/json"}
                        ) as response,
                    ):
                        body = await body_of(response)
                except (httpx.HTTPError, httpx.InvalidURL, TimeoutError) as exc:
                    raise self._transport_failure(exc) from None
                self._check_status(response, body)
                return completion_of(body, response, self.model)
            except _Retry as retry:
                attempt = await self._wait_or_give_up(attempt, retry, silent)

    def stream(self, messages: list[PromptMessage]) -> StreamedReply:
        """Text deltas as they arrive; the reply object then tells usage and how it ended."""
        state = StreamState(model=self.model)
        return StreamedReply(self._stream(messages, state), self.model, state)

    async def _stream(
        self, messages: list[PromptMessage], state: StreamState
    ) -> AsyncIterator[str]:
        """A failure is retried while nothing has been yielded yet; each attempt has
        `timeout` seconds until its first text, then `timeout` seconds of silence at most,
        and `STREAM_TIMEOUTS` timeouts in all.

        A connection that drops in the middle of the reply, or a model that falls silent
        there for `timeout` seconds, is asked once more, as a plain call's would be: the
        writer has seen the start of the reply, so the new one is read until it covers that
        start and goes on only if it answers exactly that text, thinking and a fence around
        the whole reply aside (the writer then sees one reply, never two spliced;
        app/llm/resume_match.py). Otherwise —
        another wording, another failure, no attempt left — the reply ends with a sentence
        saying what happened."""
        payload = self._payload(messages, stream=True)
        attempt, silent = 0, [0]
        shown: list[str] = []  # the text yielded so far, over every attempt
        resume: str | None = None  # the text shown before the connection dropped
        resumed = False  # asked again once already after a drop mid-reply
        cut_off: Callable[[str], LLMError] = _dropped  # the end if it cannot be resumed
        while True:
            started = False
            resumption = Resumption(resume or "")  # a resumed attempt, held back until it
            # answers as far as `resume` showed
            now = asyncio.get_running_loop().time()
            deadline, whole = now + self.timeout, now + self.timeout * STREAM_TIMEOUTS
            try:
                try:
                    async with self._client.stream(
                        "POST", self._url, json=payload, headers={"Accept": "text/event-stream"}
                    ) as response:
                        if not response.is_success:
                            body = await _before(deadline, body_of(response))
                            self._check_status(response, body)
                        async for delta in self._deltas(response, state, deadline, whole):
                            rest = resumption.feed(delta)  # as it came, unless resumed
                            if resumption.differs:
                                raise cut_off(_ANSWERED_DIFFERENTLY)
                            if rest is None:
                                continue
                            delta, resume = rest, None
                            if not delta:
                                continue
                            started = True
                            shown.append(delta)
                            yield delta
                        if resume is None and (held := resumption.end()):  # a fence undone
                            started = True
                            shown.append(held)
                            yield held
                        if started and not state.ended and not resumed:
                            # The body closed cleanly, yet without `[DONE]` or a finish
                            # reason (a proxy ended it): as a dropped connection, asked again.
                            raise httpx.ReadError("the stream ended before its end marker")
                    if resume is not None:  # ended before it covered the text seen
                        raise cut_off(_ANSWERED_DIFFERENTLY)
                    return
                except (httpx.HTTPError, httpx.InvalidURL, TimeoutError) as exc:
                    failure = self._transport_failure(exc)
                    if resumed:  # asked again once already: the writer has seen text, and
                        # a fresh reply after it would be two replies spliced together
                        raise cut_off("asking again failed too") from None
                    if started and isinstance(failure, _Retry):
                        if isinstance(failure.error, LLMTimeout):
                            if asyncio.get_running_loop().time() >= whole:
                                raise LLMTimeout(
                                    f"The model's reply took more than {_wait(whole - now)} in "
                                    "all, so it was cut off."
                                ) from None
                            if attempt >= self.max_retries:
                                raise LLMTimeout(
                                    "The model stopped in the middle of its reply: nothing "
                                    f"more arrived for {_seconds(self.timeout)}."
                                ) from None
                            cut_off = _stalled(_seconds(self.timeout))
                        resume, resumed = "".join(shown), True
                        attempt = await self._wait_or_give_up(
                            attempt, _Retry(cut_off("no attempt was left to ask again")), silent
                        )
                        continue
                    raise failure from None
            except _Retry as retry:
                if resumed:
                    raise cut_off("asking again failed too") from None
                attempt = await self._wait_or_give_up(attempt, retry, silent)

    def _payload(self, messages: list[PromptMessage], *, stream: bool) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            "stream": stream,
        }
        if stream:
            payload["stream_options"] = {"include_usage": True}
        return payload

    async def _wait_or_give_up(self, attempt: int, retry: _Retry, silent: list[int]) -> int:
        """Wait before attempt `attempt + 1`, or raise; `silent` counts this call's silent
        attempts (one item, kept by the caller)."""
        if retry.silent:
            silent[0] += 1
            if silent[0] >= SILENT_ATTEMPTS and attempt < self.max_retries:
                raise LLMTimeout(
                    f"The model did not answer within {_seconds(self.timeout)} on each of "
                    f"{attempt + 1} attempts: it may be stuck or overloaded. Try again in a "
                    "while."
                )
        if attempt >= self.max_retries:
            raise retry.error
        if retry.retry_after is not None:
            delay = retry.retry_after
        else:
            # Full jitter: spreads out clients that failed together so they do not retry together.
            delay = self._rng.uniform(0, min(self.backoff_cap, self.backoff_base * 2**attempt))
        failed = without_attempt_count(str(retry))
        log.warning(
            "model endpoint attempt %d of %d failed (%s); retrying in %.2f s",
            *(attempt + 1, self.max_retries + 1, failed, delay),
        )
        tell(ModelWait(delay, attempt + 2, reason_of(retry.error)))
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
                ),
                silent=True,
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
        if isinstance(exc, httpx.ReadError):  # it answered, then the connection broke
            return _Retry(
                LLMUnavailable(
                    f"The model endpoint at {self.base_url} dropped the connection before its "
                    f"answer was complete ({self._attempts()})."
                )
            )
        if isinstance(exc, _RETRYABLE_TRANSPORT):
            return _Retry(LLMUnavailable(self._unreachable(exc)))
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

    def _unreachable(self, error: BaseException) -> str:
        """Why the endpoint could not be reached, in the words an operator acts on."""
        url = httpx.URL(self._url)
        port = url.port or (443 if url.scheme == "https" else 80)
        cause: BaseException | None = error
        while cause is not None:
            if isinstance(cause, socket.gaierror):
                return (
                    f"The model endpoint's host name {url.host} could not be found "
                    f"({self._attempts()}): check the name in REDLINE_LLM_BASE_URL "
                    f"({self.base_url})."
                )
            if isinstance(cause, ssl.SSLError) and url.scheme == "https":
                return (
                    f"The model endpoint at {self.base_url} did not answer in TLS (https) "
                    f"({self._attempts()}): if it is a plain HTTP server, write its address "
                    "in REDLINE_LLM_BASE_URL with http://."
                )
            if isinstance(cause, ConnectionRefusedError):
                return (
                    f"The model endpoint at {self.base_url} refused the connection. Nothing is "
                    f"listening at {url.host}:{port} ({self._attempts()}). Start the model "
                    "server, or check the port in REDLINE_LLM_BASE_URL."
                )
            cause = cause.__cause__ or cause.__context__
        return (
            f"Could not reach the model endpoint at {self.base_url} "
            f"({self._attempts()}). Check that it is running and the URL is right."
        )

    def _check_status(self, response: httpx.Response, body: bytes) -> None:
        """Return for 2xx; raise _Retry for 429/5xx, LLMBadResponse for anything else."""
        status = response.status_code
        if response.is_success:
            return
        asked = asked_wait(response.headers, datetime.now(UTC), math.inf)
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
        if status == 408:  # the endpoint's own time limit: a later attempt may be quicker
            raise _Retry(
                LLMTimeout(
                    f"The model endpoint timed out (408) on each of {self._attempts()}; try "
                    "again in a while."
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
        said = server_message(body)
        detail = f' It said: "{said}".' if said else ""
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
        if status == 413:
            raise LLMBadResponse(
                "The model endpoint refused the request as too large (413): the article with "
                "the conversation is more than it (or a proxy before it) accepts."
            )
        if status in (400, 422) and _CONTEXT_FULL.search(said or ""):
            raise LLMTooLong(
                "The article with the conversation is more than the model can read at once "
                f"(HTTP {status}: over its context window). Asking again will not help: "
                "select the part to change, start a new conversation on the article, or use "
                f"a model with a larger context.{detail}"
            )
        if 300 <= status <= 399:
            raise LLMBadResponse(
                f"The model endpoint redirected the request ({status}); check the base URL "
                f"{self.base_url}."
            )
        raise LLMBadResponse(f"The model endpoint rejected the request ({status}).{detail}")

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
            body = await _before(deadline, body_of(response))
            completion = completion_of(body, response, self.model)
            state.usage, state.model = completion.usage, completion.model
            state.finish_reason, state.ended = completion.finish_reason, True
            if completion.text:
                yield completion.text
            return
        no_stream = LLMBadResponse(
            "The model endpoint answered with a web page or plain text instead of a stream; "
            f"check the base URL {self.base_url}."
        )
        if "html" in content_type:
            raise no_stream
        data_lines: list[str] = []
        named = ""  # the event's `event:` field; "error" from some servers (TGI, proxies)
        spoke, refusal = False, []  # OpenAI's `refusal`: the model's words instead of a reply
        lines = with_breaks_async(lines_of(utf8_text(response)))
        seen = EventLines()  # an answer that is no events at all is not a reply cut off
        first = True
        while True:
            try:
                line = await _before(deadline, anext(lines))
            except StopAsyncIteration:
                break
            if first:  # SSE allows a byte order mark before the first field
                line, first = line.removeprefix("\ufeff"), False
            seen.note(line)
            if line:
                if line.startswith(":"):
                    continue  # an SSE comment (keep-alive)
                field, _, value = line.partition(":")
                if field == "data":
                    data_lines.append(value[1:] if value.startswith(" ") else value)
                elif field == "event":
                    named = value.strip()
                continue
            if not data_lines:
                continue
            event, data_lines = "\n".join(data_lines), []
            if named == "error":
                raise error_event(event)
            named = ""
            if event.strip() == "[DONE]":
                state.ended = True
                break
            delta, thinking, refused = delta_of(event, state)
            refusal.append(refused)
            if delta or thinking:
                # Once text flows, the limit is on silence: a long article arriving steadily
                # from a slow model is not cut off at `timeout` seconds in all (a trickle
                # still is, at `whole`). A reasoning model's thoughts are such text too,
                # though not the reply: one that thinks longer than `timeout` is answering.
                quiet_until = asyncio.get_running_loop().time() + self.timeout
                deadline = max(deadline, min(quiet_until, whole or deadline))
            if delta:
                spoke = True
                yield delta
        # A server that closes without a trailing blank line still sent its last event.
        if data_lines and not state.ended:
            event = "\n".join(data_lines)
            if event.strip() == "[DONE]":
                state.ended = True
            else:
                delta, _thinking, refused = delta_of(event, state)
                refusal.append(refused)
                if delta:
                    spoke = True
                    yield delta
        if not spoke and "".join(refusal).strip():
            if not says_why("".join(refusal)):
                raise declined("".join(refusal))
            spoke = True  # the model's reasons for declining: its reply
            yield "".join(refusal)
        if state.tool is not None:  # its arguments may carry the article
            yield ("\n\n" if spoke else "") + tool_call_text(state)
        problem = None if state.ended else seen.not_events(response)
        if problem is not None:
            # Plain text that held events was read as a stream (a proxy relabelled it).
            raise no_stream if content_type.startswith("text/plain") and seen.other else problem
