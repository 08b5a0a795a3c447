"""Hostile input through the HTTP API: messages built to make the server work for hours or
fail inside, and request bodies a careless client sends. Each answer must be a 4xx with a
sentence, or an assistant message in plain words — never a 500, never a hung server."""

from __future__ import annotations

import faulthandler
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from tests.api.calls import create_id, send

BODY = "We waited twenty minutes.\n\nThe bus never came.\n\n我们等了二十分钟。"
LIMIT = 20_000  # REDLINE_MAX_MESSAGE_CHARS's default: the longest message a writer may send

# Shapes that made the rules editor's patterns quadratic or cubic: a long run of spaces,
# commas, dots or line breaks between two words (one such message held the server's event
# loop for hours; 1,000 spaces took 5 s, 4,000 took 4 minutes).
SLOW_SHAPES = {
    "spaces": "x" + " " * (LIMIT - 2) + "x",
    "commas": "x" + "," * (LIMIT - 2) + "y",
    "spaced lines": "x" + " \n" * (LIMIT // 2 - 1) + "x",
    "dots": "x" + ". " * (LIMIT // 2 - 1) + "y",
    "lasting wish": "x" + ", " * (LIMIT // 2 - 10) + "anymore!",
    "Chinese commas": "把" + "，" * (LIMIT - 5) + "改成b",
}


@pytest.fixture
def watchdog() -> Iterator[None]:
    """A hung server is a failure, not a suite that never ends: after 120 s (each request
    here takes milliseconds) the test process prints every thread's stack and exits."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.mark.parametrize("shape", sorted(SLOW_SHAPES))
def test_a_message_built_to_be_slow_is_answered_and_the_server_goes_on(
    client: TestClient, watchdog: None, shape: str
) -> None:
    content_id = create_id(client, "Hostile", BODY)
    result = send(client, content_id, SLOW_SHAPES[shape])
    assert result["user_message"]["content"] == SLOW_SHAPES[shape]  # kept, whole
    assert result["assistant_message"]["content"].strip()
    assert result["content"]["body"] == BODY  # nothing mechanical was asked
    assert client.get("/healthz").json()["status"] == "ok"


@pytest.mark.parametrize(
    "message",
    [
        "delete paragraph " + "1" * 5000,
        "swap paragraphs " + "9" * 5000 + " and 2",
        "删除第" + "1" * 5000 + "段",
        "delete the " + "2" * 5000 + "th paragraph",
    ],
)
def test_a_paragraph_number_thousands_of_digits_long_is_not_a_500(
    client: TestClient, message: str
) -> None:
    content_id = create_id(client, "Hostile", BODY)
    result = send(client, content_id, message)
    assert result["user_message"]["content"] == message
    reply = result["assistant_message"]["content"]
    assert reply.strip() and "Traceback" not in reply
    assert client.get(f"/api/contents/{content_id}").json()["body"] == BODY
