"""Reading the JSON of a model's answer: a whole completion, or one chunk of a stream."""

import re
from typing import Any

import httpx

from app.llm.base import Completion, LLMBadResponse, StreamState, tool_call_text
from app.llm.calls import note_calls, note_tool_calls
from app.llm.event_breaks import with_breaks
from app.llm.other_apis import choice_of, chunk_choice_of, ollama_lines, tool_uses, usage_in
from app.llm.reading import (
    LONE_SURROGATE,
    declined,
    loads,
    said_plainly,
    says_why,
    server_message,
    short,
)

try:  # the content codings this httpx can undo (gzip and deflate; br, zstd with extras)
    from httpx._decoders import SUPPORTED_DECODERS

    _READABLE_CODINGS = frozenset(SUPPORTED_DECODERS)
except ImportError:  # pragma: no cover — a later httpx that moved it
    _READABLE_CODINGS = frozenset({"identity", "gzip", "deflate"})

_SSE_FIELDS = ("data", "event", "id", "retry")


def unreadable_coding(response: httpx.Response) -> str | None:
    """The compression an answer says it was sent in when it is one httpx cannot undo (Brotli
    or Zstandard without their libraries): httpx then hands over the packed bytes as they are."""
    codings = response.headers.get("content-encoding", "").lower().split(",")
    return next((c.strip() for c in codings if c.strip() not in (*_READABLE_CODINGS, "")), None)


def compressed(coding: str) -> LLMBadResponse:
    return LLMBadResponse(
        f"The model endpoint sent its answer compressed as {coding!r}, which Redline cannot "
        "read: turn that compression off in the server or proxy."
    )


# The events of an Anthropic Messages stream (besides "ping" and "error", which say nothing).
_ANTHROPIC_EVENTS = frozenset(
    {"message_start", "content_block_start", "content_block_delta", "message_delta", "message_stop"}
)


def _protocol_of(data: Any) -> str | None:
    """The API whose answer `data` is, when it is not OpenAI's chat completions."""
    if not isinstance(data, dict):
        return None
    kind = data["type"] if isinstance(data.get("type"), str) else ""
    if (kind == "message" and isinstance(data.get("content"), list)) or kind in _ANTHROPIC_EVENTS:
        return "Anthropic's Messages API"
    if kind.startswith("response."):  # a Responses API stream's events
        return "OpenAI's Responses API"
    if "done" in data and ("message" in data or "response" in data):
        return "Ollama's own API"
    if "candidates" in data:
        return "Google's Gemini API"
    if data.get("object") == "response" or "output_text" in data:
        return "OpenAI's Responses API"
    return None


def other_protocol(data: Any) -> LLMBadResponse | None:
    """The error for an answer in another API's format, naming it and the setting to change."""
    protocol = _protocol_of(data)
    if protocol is None:
        return None
    return LLMBadResponse(
        f"The model endpoint answered in the format of {protocol}, not an OpenAI-compatible "
        "chat completion: set REDLINE_LLM_BASE_URL to the server's OpenAI-compatible address "
        "(for most servers it ends in /v1)."
    )


def called_a_tool(name: str) -> LLMBadResponse:
    return LLMBadResponse(
        f"The model answered with a call to a tool ({name}) instead of writing a reply. "
        "Redline offers it no tools: the model server may be set to always call one."
    )


class EventLines:
    """What the lines of a body that should be server-sent events held: fields, comments
    (keep-alives), or lines that are neither (the body is something else)."""

    def __init__(self) -> None:
        self.fields = self.comments = self.other = 0

    def note(self, line: str) -> None:
        if not line:
            return
        if line.startswith(":"):
            self.comments += 1
        elif line.partition(":")[0] in _SSE_FIELDS:
            self.fields += 1
        else:
            self.other += 1

    def not_events(self, response: httpx.Response) -> LLMBadResponse | None:
        """Why a body with no event in it is no reply, when it is not merely cut short (a
        stream of keep-alives that ends is cut off, and says so elsewhere)."""
        if self.fields:
            return None
        coding = unreadable_coding(response)
        if coding is not None:
            return compressed(coding)
        if self.other:
            kind = response.headers.get("content-type", "no content type").split(";")[0]
            return LLMBadResponse(
                f"The model endpoint's answer (HTTP {response.status_code}, {kind}) was not a "
                "stream of events as an OpenAI-compatible endpoint sends: it may be compressed "
                "without saying so, or in another text encoding than UTF-8."
            )
        if self.comments:
            return None
        return LLMBadResponse(
            f"The model endpoint answered with an empty body (HTTP {response.status_code}): "
            "no reply at all."
        )


# More tokens than any model reads or writes in one call: a figure past it is the endpoint's
# mistake, not a count (10**30 would fill a page's table and overflow a database's integer).
MOST_TOKENS = 10**9


def usage_of(data: Any) -> dict[str, int] | None:
    """The token counts an endpoint sent, only those that are counts: a whole number from 0
    to MOST_TOKENS. A negative, an absurd figure, a string or a float is dropped, not kept."""
    if not isinstance(data, dict):
        return None
    usage = {
        key: data[key]
        for key in ("prompt_tokens", "completion_tokens")
        if type(data.get(key)) is int and 0 <= data[key] <= MOST_TOKENS
    }
    return usage or None


# Parts that hold a model's thinking, not its answer: Gemini marks them `"thought": true`,
# Anthropic-compatible proxies give them a type of their own.
_THINKING_PARTS = frozenset({"thinking", "redacted_thinking", "reasoning"})


def _answer_part(part: Any) -> bool:
    return (
        isinstance(part, dict)
        and isinstance(part.get("text"), str)
        and part.get("thought") is not True
        and part.get("type") not in _THINKING_PARTS
    )


def text_of(content: Any) -> str:
    """Message content as text; some servers send a list of parts instead of a string, where
    a part the model thought in is no part of its answer."""
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        text = "".join(part["text"] for part in content if _answer_part(part))
    else:
        return ""
    return LONE_SURROGATE.sub("\ufffd", text)


def _first_json_line(content: bytes) -> Any:
    """The first line of `content` as JSON (None if it is not)."""
    first = content.lstrip().split(b"\n", 1)[0]
    try:
        return loads(first)
    except ValueError:
        return None


def _events_in(content: bytes) -> bool:
    """Whether a body labelled as something else is a stream of events (a proxy that relabels
    streams as JSON or plain text): its first line is an SSE field or comment."""
    start = content.lstrip(b"\xef\xbb\xbf \t\r\n")[:6]
    return start.startswith((b"data:", b"event:", b":"))


def completion_of(content: bytes, response: httpx.Response, model: str) -> Completion:
    """The reply in a whole (non-streamed) answer's body."""
    if "event-stream" in response.headers.get("content-type", "").lower() or _events_in(content):
        return _completion_of_events(content, response, model)
    try:
        data = loads(content)
    except ValueError:
        kind = response.headers.get("content-type", "no content type").split(";")[0]
        packed = unreadable_coding(response)
        if packed is not None:
            raise compressed(packed) from None
        data = ollama_lines(content)  # Ollama's stream: a JSON a line, read whole
        other = other_protocol(_first_json_line(content))
        if other is not None and (data is None or choice_of(data) is None):
            raise other from None
        if data is None:
            raise LLMBadResponse(
                f"The model endpoint answered with something that is not JSON "
                f"(HTTP {response.status_code}, {kind})."
            ) from None
    if not isinstance(data, dict):
        raise LLMBadResponse("The model endpoint answered with JSON that is not an object.")
    choices, usage = data.get("choices"), data.get("usage")
    if not isinstance(choices, list) and (choice := choice_of(data)) is not None:
        choices, usage = [choice], usage_in(data)  # the Responses API's, or Anthropic's
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        said = server_message(content)
        if said:
            raise LLMBadResponse(f'The model endpoint returned an error: "{said}"')
        raise other_protocol(data) or LLMBadResponse(
            "The model endpoint answered without any choices: check that REDLINE_LLM_BASE_URL "
            "is an OpenAI-compatible address (for most servers it ends in /v1)."
        )
    message = choices[0].get("message")
    if not isinstance(message, dict) and isinstance(choices[0].get("text"), str):
        message = {"content": choices[0]["text"]}  # the older completions API's shape
    if not isinstance(message, dict):
        raise LLMBadResponse("The model endpoint answered with a choice that has no message.")
    state = StreamState(model=model)
    note_calls(message, state, whole=True)
    note_tool_calls(tool_uses(message.get("content")), state, whole=True)
    said = text_of(message.get("content"))
    refusal = message.get("refusal")
    if isinstance(refusal, str) and refusal.strip() and not said.strip():
        if not says_why(refusal):
            raise declined(refusal)
        said = refusal  # the model's reasons for declining: its reply, judged as any other
    named = data.get("model") if isinstance(data.get("model"), str) else None
    finish = choices[0].get("finish_reason")
    return Completion(
        text=_with_tool_call(said, state),
        model=named or model,
        usage=usage_of(usage),
        raw=data,
        finish_reason=finish if isinstance(finish, str) else None,
        tool=state.tool if not said.strip() else None,
    )


def _with_tool_call(said: str, state: StreamState) -> str:
    """The reply's words, then the tool call it made (if any) written out: a call to
    `edit_article` whose arguments hold the article is the model's answer in data form."""
    if state.tool is None:
        return said
    return (said.rstrip() + "\n\n" if said.strip() else "") + tool_call_text(state)


def _completion_of_events(content: bytes, response: httpx.Response, model: str) -> Completion:
    """A whole reply a gateway streamed to a call that did not ask for a stream (some
    always stream): its deltas joined, ended as the stream ended."""
    state = StreamState(model=model)
    parts: list[str] = []
    refusal: list[str] = []
    text = content.decode("utf-8", "replace").removeprefix("\ufeff")  # SSE allows a BOM
    lines = EventLines()
    for line in text.splitlines():
        lines.note(line)
    problem = lines.not_events(response)
    if problem is not None:
        raise problem
    text = "\n".join(with_breaks(text.splitlines()))  # chunks a line each, no blank lines
    for block in re.split(r"\r?\n\r?\n", text):
        data = [
            line[5:].removeprefix(" ") for line in block.splitlines() if line.startswith("data:")
        ]
        if not data:
            continue
        event = "\n".join(data)
        if event.strip() == "[DONE]":
            state.ended = True
            break
        text, _thinking, refused = delta_of(event, state)
        parts.append(text)
        refusal.append(refused)
    said = "".join(parts)
    if not said.strip() and "".join(refusal).strip():
        if not says_why("".join(refusal)):
            raise declined("".join(refusal))
        said = "".join(refusal)
    return Completion(
        text=_with_tool_call(said, state),
        model=state.model,
        usage=state.usage,
        finish_reason=state.finish_reason,
        cut=not state.ended,
        tool=state.tool if not said.strip() else None,
    )


def delta_of(event: str, state: StreamState) -> tuple[str, bool, str]:
    """The text in one streamed chunk, whether it carried a reasoning model's thinking
    instead, and its piece of a refusal; records usage, model and finish reason."""
    try:
        chunk = loads(event)
    except ValueError:
        raise LLMBadResponse(
            f"The model endpoint sent a streamed chunk that is not JSON: {short(event, 80)!r}"
        ) from None
    if not isinstance(chunk, dict):
        return "", False, ""
    error = chunk.get("error")
    if error:
        said = error.get("message") if isinstance(error, dict) else error
        raise LLMBadResponse(
            "The model endpoint reported an error in the middle of its reply: "
            f'"{said_plainly(str(said))}"'
        )
    usage = usage_of(chunk.get("usage"))
    if usage:
        state.usage = usage
    if isinstance(chunk.get("model"), str) and chunk["model"]:
        state.model = chunk["model"]
    choices = chunk.get("choices")
    if not isinstance(choices, list) and (choice := chunk_choice_of(chunk)) is not None:
        choices = [choice]  # an event of the Responses API's stream, or of Anthropic's
    if not isinstance(choices, list):
        other = other_protocol(chunk)
        if other is not None:
            raise other
        return "", False, ""
    # Only the first choice is the reply: a server asked for several (or sending them
    # anyway) interleaves their chunks, and mixed they would be saved as one article.
    first = next(
        (c for c in choices if isinstance(c, dict) and c.get("index", 0) in (0, None)), None
    )
    if first is None:
        return "", False, ""
    if state.finish_reason is not None:
        return "", False, ""  # text after the reply's own end is no part of it
    finish = first.get("finish_reason")
    if isinstance(finish, str) and finish:
        state.finish_reason, state.ended = finish, True
    delta = first.get("delta")
    if isinstance(delta, dict):
        state.deltas = True
    else:
        # Some gateways put a chunk's text in `message`, older servers in `text`; after
        # deltas, such a chunk repeats what they said (the whole reply) and is not read.
        carried = first.get("message")
        if state.deltas:
            return "", False, ""
        if isinstance(carried, dict):
            delta = carried
        elif isinstance(first.get("text"), str):
            delta = {"content": first["text"]}
        else:
            return "", False, ""
    note_calls(delta, state)
    # DeepSeek-R1 and other reasoning models stream their thinking first, apart.
    thinking = any(delta.get(key) for key in ("reasoning_content", "reasoning"))
    refused = delta.get("refusal")
    return text_of(delta.get("content")), thinking, refused if isinstance(refused, str) else ""
