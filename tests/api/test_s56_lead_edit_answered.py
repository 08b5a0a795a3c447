"""✎ Edit of the very message being answered (outside56 F7): the writer changed their mind
before the answer came. The edit is taken (docs/api.md, `…/edit`), answered at once as a
sibling, and the first reply — when it comes — is kept beside the path saying *the writer
edited the message*, not that "another change reached the article first"."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from tests.api.calls import create
from tests.api.test_s53_retry53_overtaken import (
    A_DONE,
    ASK_A,
    BODY,
    ZH_A_DONE,
    ZH_ASK_A,
    ZH_BODY,
    Background,
    Held,
    Scripted,
    _alternates,
    _session,
)


@pytest.fixture
def model() -> Scripted:
    return Scripted()


@pytest.fixture
def client(settings: Settings, model: Scripted) -> Iterator[TestClient[Any]]:
    settings = settings.model_copy(update={"llm_max_retries": 0})
    with TestClient(app=create_app(settings, provider=model)) as test_client:
        try:
            yield test_client
        finally:
            model.released = True  # a failing test cannot leave the server waiting


EDITED_EN = "You edited this message while its reply was being written"
EDITED_ZH = "这条消息的回复还在写时，你改了这条消息"


def _edit_while_answered(
    client: TestClient[Any], model: Scripted, body: str, ask: str, first: str, second: str
) -> tuple[str, dict[str, Any]]:
    content_id = create(client, "T", body)["id"]
    held = Held(first)
    model.enqueue(held)
    sending = Background(
        lambda: client.post("/api/chat/send", json={"content_id": content_id, "message": ask})
    )
    assert held.reached.wait(10)
    pending = _session(client, content_id)["path"][-1]
    assert pending["role"] == "user" and pending["content"] == ask
    model.enqueue(second)
    edited = client.post(
        f"/api/chat/messages/{pending['id']}/edit",
        json={"message": ask + "!", "head_id": pending["id"]},
    )
    assert edited.status_code == 200, edited.text
    held.gate.set()
    assert sending.result().status_code == 200
    return content_id, pending


def test_the_first_reply_says_the_writer_edited_the_message(
    client: TestClient[Any],
    model: Scripted,
) -> None:
    second = "T\n\nAlpha ONE!\n\nBeta two.\n\nGamma three."
    content_id, original = _edit_while_answered(client, model, BODY, ASK_A, A_DONE, second)
    session = _session(client, content_id)
    assert [m["content"] for m in session["path"][1:]][0] == ASK_A + "!"
    assert session["path"][-1]["role"] == "assistant"
    assert client.get(f"/api/contents/{content_id}").json()["body"] == second.split("\n\n", 1)[1]
    aside = [m for m in session["messages"] if m.get("parent_id") == original["id"]]
    assert len(aside) == 1 and aside[0]["status"] == "error"
    assert aside[0]["content"].startswith(EDITED_EN)
    assert "Another change reached the article first" not in aside[0]["content"]
    _alternates(session)


def test_in_chinese_on_a_chinese_article(
    client: TestClient[Any],
    model: Scripted,
) -> None:
    second = "标题\n\n第一段：改得更好的话。\n\n第二段：也是原来的。"
    content_id, original = _edit_while_answered(client, model, ZH_BODY, ZH_ASK_A, ZH_A_DONE, second)
    session = _session(client, content_id)
    aside = [m for m in session["messages"] if m.get("parent_id") == original["id"]]
    assert len(aside) == 1 and aside[0]["content"].startswith(EDITED_ZH)
