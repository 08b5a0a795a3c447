"""Reading a model endpoint's answer: its whole body and each line of a stream with a bound on
what is held (refused in plain words once past a size no reply to an article reaches), and
the words an error body says."""

import codecs
import html
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import httpx

from app.llm.base import LLMBadResponse
from app.llm.secrets import hidden

# How much of an answer is read before it is refused: a whole reply at the longest article
# (REDLINE_MAX_ARTICLE_CHARS, 500,000 characters: 3 MB as JSON escapes) fits many times over,
# while a runaway endpoint's 50 MB body or one endless line is not held in memory.
MAX_BODY_BYTES = 16 * 1024 * 1024
MAX_LINE_CHARS = 8 * 1024 * 1024
_LINE_END = re.compile(r"\r\n|\r|\n")


def _too_big(what: str, limit: int) -> LLMBadResponse:
    return LLMBadResponse(
        f"The model endpoint sent {what} longer than {limit // (1024 * 1024)} MB, far more "
        "than any reply to an article; it was not read further."
    )


async def body_of(response: httpx.Response, limit: int = MAX_BODY_BYTES) -> bytes:
    """The response body (decoded from gzip and the like), refused once past `limit`."""
    held = bytearray()
    async for chunk in response.aiter_bytes():
        held += chunk
        if len(held) > limit:
            raise _too_big("an answer", limit)
    return bytes(held)


async def utf8_text(response: httpx.Response) -> AsyncIterator[str]:
    """A stream's body as text, read as UTF-8 whatever charset its header names: event
    streams are always UTF-8 (the SSE standard), and a proxy's `charset=iso-8859-1` read as
    said turned "café" into "cafÃ©" in the saved article. Bytes that are no UTF-8 become
    '\ufffd', which the judge refuses in plain words."""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    async for chunk in response.aiter_bytes():
        yield decoder.decode(chunk)
    yield decoder.decode(b"", final=True)


async def lines_of(texts: AsyncIterator[str], limit: int = MAX_LINE_CHARS) -> AsyncIterator[str]:
    """The lines of a text stream (ended by newline, CRLF or CR, as SSE allows); a line longer
    than `limit` characters is refused before it is held whole."""
    held: list[str] = []
    size = 0
    after_cr = False  # a CRLF may be split between two pieces
    async for text in texts:
        if not text:
            continue
        if after_cr and text.startswith("\n"):
            text = text[1:]
        after_cr = text.endswith("\r")
        start = 0
        for end in _LINE_END.finditer(text):
            held.append(text[start : end.start()])
            yield "".join(held)
            held, size, start = [], 0, end.end()
        if start < len(text):
            size += len(text) - start
            if size > limit:
                raise _too_big("one streamed line", limit)
            held.append(text[start:])
    if held:
        yield "".join(held)


# A "\ud800" escape with no partner decodes to a lone surrogate, a character no UTF-8 file,
# page or stream can hold: kept, it failed the reply's commit and cut the writer's stream.
# Made '\ufffd', the reply is refused as unreadable (app/editing/turns.py) in plain words.
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def loads(data: str | bytes) -> Any:
    """`json.loads`, with JSON nested past Python's recursion limit (`[[[[…]]]]`, a few
    kilobytes of it) refused as not JSON, a ValueError: it raised RecursionError, which no
    reader of an answer expected — a traceback in the log, and the writer told only that
    "something went wrong"."""
    try:
        return json.loads(data)
    except RecursionError:
        raise ValueError("JSON nested too deeply to read") from None


def short(text: str, limit: int = 200) -> str:
    """An endpoint's words as Redline quotes them: on one line, at most `limit` characters,
    and with any key it echoed hidden (secrets.py) before they are cut."""
    flat = " ".join(hidden(LONE_SURROGATE.sub("\ufffd", text)).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


_MARKUP_TAG = re.compile(r"<[A-Za-z!/][^<>]*>")
# Elements of the error pages gateways write: "<model>" in an error's words is no markup.
_PAGE = re.compile(r"(?i)<(?:!doctype|html|head|body|title|h[1-6]|p|div|hr|br|center|pre)\b")
_UNSEEN = re.compile(r"(?is)<(script|style|head)\b.*?</\1\s*>")
_TITLE = re.compile(r"(?is)<title\b[^>]*>(.*?)</title\s*>")


def said_plainly(text: str, limit: int = 200) -> str:
    """What an endpoint said, as the words a page of its would show: a gateway that wraps its
    own HTML error page ("<html><head><title>502 Bad Gateway</title>…") in the JSON error
    message was quoted to the writer tag by tag. A page's title, else its text, is kept."""
    if _PAGE.search(text):
        title = _TITLE.search(text)
        words = title[1] if title and title[1].strip() else _UNSEEN.sub(" ", text)
        text = html.unescape(_MARKUP_TAG.sub(" ", words))
    return short(text, limit)


def server_message(body: bytes) -> str:
    """The error text an endpoint put in its body ({"error": {"message"}} and friends)."""
    try:
        data = loads(body)  # (UTF-8, -16 or -32, as JSON allows)
    except ValueError:
        return ""
    if not isinstance(data, dict):
        return ""
    error = data.get("error")
    if isinstance(error, dict):
        error = error.get("message")
    detail = data.get("detail")
    if isinstance(detail, list):  # FastAPI's validation errors (vLLM, many proxies)
        detail = "; ".join(
            str(item["msg"]) for item in detail if isinstance(item, dict) and item.get("msg")
        )
    for candidate in (error, data.get("message"), detail):
        if isinstance(candidate, str) and candidate.strip():
            return said_plainly(candidate)
    return ""


def error_event(data: str) -> LLMBadResponse:
    """An `event: error` in a stream, with the endpoint's own words when it gave some."""
    try:
        said: Any = loads(data)
    except ValueError:
        said = data
    if isinstance(said, dict):
        inner = said.get("error", said)
        said = inner.get("message", inner) if isinstance(inner, dict) else inner
    return LLMBadResponse(
        "The model endpoint reported an error in the middle of its reply: "
        f'"{said_plainly(str(said))}"'
    )


def declined(refusal: str) -> LLMBadResponse:
    return LLMBadResponse(f'The model declined to make this edit: "{short(refusal)}"')


# A refusal that says why or what to do instead ("…, because the article doesn't say so",
# "I'd suggest asking each baker…", 因为这种说法没有依据, 建议改成…): the model's answer to the
# writer, read as its reply. A stock one ("I'm sorry, but I can't help with that request.",
# 抱歉，我无法协助处理这个请求。) says neither, and stays a failed call to retry.
_REASONED = re.compile(
    r"\b(?:because|since|as (?:the|it|your|this|that|i|we)|without|instead|suggest\w*"
    r"|recommend\w*|you could|you might|if you|could you|rather)\b"
    r"|因为|由于|建议|如果|不如|改成|改为",
    re.IGNORECASE,
)


def says_why(refusal: str) -> bool:
    """Whether a refusal carries the model's reason or advice, not only that it declined."""
    return _REASONED.search(refusal) is not None
