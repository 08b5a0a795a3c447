"""A model endpoint's answers that were misread (session 31, faults).

1. A stream labelled `charset=iso-8859-1` (a proxy's default) was decoded as Latin-1, so
   "café" and "It’s" in the reply became "cafÃ©" and "Itâs" — saved into the article as the
   edit, silently. Event streams are always UTF-8; now they are read so."""

import json

import pytest

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on

stub = model_stub.stub

TITLE = "Café menu"
BODY = "The café opens at nine.\n\nIt’s busy by ten."
EDITED = "Café menu\n\nThe café opens at nine — come early!\n\nIt’s busy by ten."


def _events(text: str) -> bytes:
    chunks = [
        {"choices": [{"index": 0, "delta": {"content": text[:14]}, "finish_reason": None}]},
        {"choices": [{"index": 0, "delta": {"content": text[14:]}, "finish_reason": None}]},
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
    ]
    events = "".join(f"data: {json.dumps(c, ensure_ascii=False)}\n\n" for c in chunks)
    return (events + "data: [DONE]\n\n").encode()


@pytest.mark.parametrize("streamed", [True, False])
def test_a_stream_labelled_latin_1_is_read_as_the_utf_8_it_is(
    settings: Settings, stub: OpenAIStub, streamed: bool
) -> None:
    stub.enqueue(body=_events(EDITED), content_type="text/event-stream; charset=iso-8859-1")
    with app_on(settings, stub, timeout=5, max_retries=0) as client:
        content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
        sent = client.post(
            "/api/chat/send" + ("?stream=true" if streamed else ""),
            json={"content_id": content_id, "message": "Invite people to come early."},
        )
        assert sent.status_code == 200, sent.text
        after = client.get(f"/api/contents/{content_id}").json()
    assert after["version"] == 2
    assert after["body"] == "The café opens at nine — come early!\n\nIt’s busy by ten."
    assert after["title"] == TITLE
