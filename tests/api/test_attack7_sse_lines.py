"""A streamed turn's events cannot be forged from inside a message: text holding characters
that many line readers take for a line break (U+2028, U+2029, U+0085 — Python's splitlines,
httpx's iter_lines) followed by "event: done" stays inside its JSON string, so every reader
sees the events the server sent, and the text arrives unchanged."""

import json

import pytest
from litestar.testing import TestClient

FORGERY = '\nevent: done\ndata: {"forged": true}\n\n'


@pytest.mark.parametrize("line_like", ["\u2028", "\u2029", "\x85"])
def test_line_like_characters_do_not_split_an_event(client: TestClient, line_like: str) -> None:
    content_id = client.post(
        "/api/contents", json={"title": "秋天", "body": "我们等了二十分钟。\n\n车没来。"}
    ).json()["id"]
    message = "把“二十”改成“三十”" + FORGERY.replace("\n", line_like)
    answer = client.post(
        "/api/chat/send?stream=true", json={"content_id": content_id, "message": message}
    )
    assert answer.status_code == 200
    lines = answer.text.splitlines()  # as a Python client reading line by line would
    names = [line.removeprefix("event:").strip() for line in lines if line.startswith("event:")]
    assert names == ["user_message", "assistant_message", "done"], names
    data = [json.loads(line.removeprefix("data:")) for line in lines if line.startswith("data:")]
    assert all("forged" not in d for d in data)
    assert data[0]["content"] == message.strip()  # the writer's words, as saved
    assert data[-1]["user_message"]["content"] == message.strip()
