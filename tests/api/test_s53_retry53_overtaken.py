"""Retry, regenerate and edit while replies overlap (outside52 F6): the conversation stays a
tree whose path alternates the writer's message and its reply, nothing the writer sent is
lost, and the model is sent exactly the path shown.

What a writer (or an API client) may expect:

- **Retry on a reply another change overtook** ("Not applied: the article changed
  meanwhile") sends the suggestion again at the head, as docs/api.md says. While the head is a
  newer message whose reply is still being written, it is that reply's place: with the
  `head_id` the writer saw it is a 409 that says another message is still being answered
  (nothing saved, the newer reply written and applied as it would have been); without
  `head_id` (an API client) it waits for that reply, as a plain send does, and goes under it.
  On main it went under the newer *writer's message*: the path read writer, writer, reply,
  the newer reply was thrown away as "the article changed meanwhile", and the model was sent
  both suggestions as one.
- **Retry (or Regenerate) on an older reply, and ✎ Edit of an older message, while a newer
  message is being answered** would take that reply's place: a 409 in plain words, the newer
  reply saved and applied. On main the newer reply was thrown away as "another change reached
  the article first".
- **Retry on an older failed reply once the newer turn is answered** makes a sibling branch
  from its writer's message and moves the head there; the newer turn stays reachable as the
  other branch (‹ ›), and the model is sent only the new branch's path.
- **A Regenerate pressed twice** (two tabs) while the first new reply is written: the second
  is the same 409; a retry of the first with its Idempotency-Key still waits for that reply.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from app.domain.models import PromptMessage
from app.llm.base import Completion, LLMUnavailable
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

BODY = "Alpha one.\n\nBeta two.\n\nGamma three."
A_DONE = "T\n\nAlpha ONE.\n\nBeta two.\n\nGamma three."
B_DONE = "T\n\nAlpha one.\n\nBeta TWO.\n\nGamma three."
ASK_A = "capitalise one in the first paragraph"
ASK_B = "capitalise two in the second paragraph"

ZH_BODY = "第一段：原来的话。\n\n第二段：也是原来的。"
ZH_A_DONE = "标题\n\n第一段：改好的话。\n\n第二段：也是原来的。"
ZH_B_DONE = "标题\n\n第一段：原来的话。\n\n第二段：也改好了。"
ZH_ASK_A = "让第一段更好一些"
ZH_ASK_B = "把第二段改好"


class Held:
    """A reply the model holds until the test lets it go (`gate`); `reached` once asked."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.gate = threading.Event()
        self.reached = threading.Event()


class Scripted(FakeModel):
    """FakeModel whose queue may hold a Held reply: answered once the test lets it go (or
    the test ends: `release_all`, so a failing test cannot leave the server waiting)."""

    released = False

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        if self.queue and isinstance(self.queue[0], Held):
            held = self.queue.pop(0)
            assert isinstance(held, Held)
            self.history.append(list(messages))
            held.reached.set()
            while not (held.gate.wait(0) or self.released):
                await asyncio.sleep(0.01)
            return Completion(text=held.text, model=self.model, finish_reason="stop")
        return await super().complete(messages)


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
            model.released = True


class Background:
    """A request made on its own thread, as a second tab or client would: `result()` waits."""

    def __init__(self, call: Callable[[], httpx.Response]) -> None:
        self._out: list[httpx.Response] = []
        self._thread = threading.Thread(target=lambda: self._out.append(call()))
        self._thread.start()

    def result(self) -> httpx.Response:
        self._thread.join(20)
        assert self._out, "the request did not come back"
        return self._out[0]

    def done(self) -> bool:
        return not self._thread.is_alive()


def _session(client: TestClient[Any], content_id: str) -> dict[str, Any]:
    response = client.get(f"/api/chat/sessions/{content_id}")
    assert response.status_code == 200, response.text
    return dict(response.json())


def _alternates(session: dict[str, Any]) -> None:
    """Every writer's message in the tree hangs under a reply or the opening line — never
    under another writer's message (the path would read writer, writer)."""
    by_id = {m["id"]: m for m in session["messages"]}
    for message in session["messages"]:
        if message["role"] == "user":
            parent = by_id[message["parent_id"]]
            assert parent["role"] != "user", (message["content"], parent["content"])


def _path(session: dict[str, Any]) -> list[tuple[str, str]]:
    return [(m["role"], m["content"]) for m in session["path"]]


def _asked(prompt: list[PromptMessage]) -> str:
    return "\n".join(m.content for m in prompt)


def _still_answered(refused: httpx.Response) -> None:
    assert refused.status_code == 409, refused.text
    assert refused.json()["detail"].startswith("Another message is still being answered")
    assert [item["key"] for item in refused.json()["extra"]] == ["head_id"]


def _overtaken(
    client: TestClient[Any], model: Scripted, body: str, ask: str, done: str
) -> tuple[str, dict[str, Any]]:
    """An article whose first message's reply was overtaken: another tab went back to the
    opening line while it was written. The article's id and that reply (status error)."""
    content_id = create(client, "T", body)["id"]
    held = Held(done)
    model.enqueue(held)
    first = Background(
        lambda: client.post("/api/chat/send", json={"content_id": content_id, "message": ask})
    )
    assert held.reached.wait(10)
    seen = _session(client, content_id)
    back = client.post(
        f"/api/chat/sessions/{seen['id']}/head", json={"message_id": seen["path"][0]["id"]}
    )
    assert back.status_code == 200, back.text
    held.gate.set()
    reply = first.result().json()["assistant_message"]
    assert reply["status"] == "error" and reply["summary"].startswith("Not applied")
    return content_id, reply


def _newer_held(
    client: TestClient[Any], model: Scripted, content_id: str, ask: str, done: str
) -> tuple[Held, Background]:
    """A newer message sent while nothing else runs, its reply held by the model."""
    held = Held(done)
    model.enqueue(held)
    newer = Background(
        lambda: client.post("/api/chat/send", json={"content_id": content_id, "message": ask})
    )
    assert held.reached.wait(10)
    return held, newer


def _newer_applied(newer: Background, held: Held, version: int) -> dict[str, Any]:
    held.gate.set()
    answered = newer.result()
    assert answered.status_code == 200, answered.text
    turn = dict(answered.json())
    assert turn["assistant_message"]["status"] == "ok", turn["assistant_message"]
    assert turn["revision"]["version"] == version
    return turn


@pytest.mark.parametrize(
    ("body", "ask_a", "a_done", "ask_b", "b_done"),
    [
        (BODY, ASK_A, A_DONE, ASK_B, B_DONE),
        (ZH_BODY, ZH_ASK_A, ZH_A_DONE, ZH_ASK_B, ZH_B_DONE),
    ],
    ids=["en", "zh"],
)
def test_retry_of_an_overtaken_reply_while_a_newer_message_is_answered_is_refused(
    client: TestClient[Any],
    model: Scripted,
    body: str,
    ask_a: str,
    a_done: str,
    ask_b: str,
    b_done: str,
) -> None:
    """The writer (or a second tab) saw B unanswered and pressed Retry on A's overtaken reply:
    409 in plain words, nothing saved; B's reply is written and applied. Retry again once B's
    reply is there: A goes under it, and the model is sent B's exchange and A once."""
    content_id, overtaken = _overtaken(client, model, body, ask_a, a_done)
    held, newer = _newer_held(client, model, content_id, ask_b, b_done)
    seen = _session(client, content_id)
    refused = client.post(
        f"/api/chat/messages/{overtaken['id']}/regenerate", json={"head_id": seen["head_id"]}
    )
    _still_answered(refused)
    b_turn = _newer_applied(newer, held, 2)
    session = _session(client, content_id)
    _alternates(session)
    assert _path(session)[1:] == [
        ("user", ask_b),
        ("assistant", b_turn["assistant_message"]["content"]),
    ]
    assert len(model.history) == 2  # nothing asked for the refused Retry
    model.enqueue(a_done.replace(body.split("\n\n")[1], b_done.split("\n\n")[2]))
    again = client.post(
        f"/api/chat/messages/{overtaken['id']}/regenerate",
        json={"head_id": b_turn["assistant_message"]["id"]},
    )
    assert again.status_code == 200, again.text
    assert again.json()["user_message"]["parent_id"] == b_turn["assistant_message"]["id"]
    assert again.json()["revision"]["version"] == 3
    session = _session(client, content_id)
    _alternates(session)
    assert [role for role, _ in _path(session)] == [
        "system",
        "user",
        "assistant",
        "user",
        "assistant",
    ]
    sent = _asked(model.history[-1])
    assert sent.count(ask_a) == 1 and ask_b in sent


def test_retry_of_an_overtaken_reply_without_head_id_waits_for_the_newer_reply(
    client: TestClient[Any], model: Scripted
) -> None:
    """An API client's Retry names no head: like a plain send it waits for the reply being
    written to the head and goes under it — never under the writer's message."""
    content_id, overtaken = _overtaken(client, model, BODY, ASK_A, A_DONE)
    held, newer = _newer_held(client, model, content_id, ASK_B, B_DONE)
    model.enqueue("T\n\nAlpha ONE.\n\nBeta TWO.\n\nGamma three.")
    retried = Background(
        lambda: client.post(f"/api/chat/messages/{overtaken['id']}/regenerate", json={})
    )
    assert not retried.done()  # waiting for B's reply
    b_turn = _newer_applied(newer, held, 2)
    answered = retried.result()
    assert answered.status_code == 200, answered.text
    assert answered.json()["user_message"]["parent_id"] == b_turn["assistant_message"]["id"]
    assert answered.json()["revision"]["base_version"] == 2
    session = _session(client, content_id)
    _alternates(session)
    assert [content for _, content in _path(session)][1::2] == [ASK_B, ASK_A]
    sent = _asked(model.history[-1])
    assert sent.count(ASK_A) == 1 and ASK_B in sent


@pytest.mark.parametrize(
    ("body", "ask_a", "a_done", "ask_b", "b_done"),
    [
        (BODY, ASK_A, A_DONE, ASK_B, B_DONE),
        (ZH_BODY, ZH_ASK_A, ZH_A_DONE, ZH_ASK_B, ZH_B_DONE),
    ],
    ids=["en", "zh"],
)
def test_retry_of_an_older_failed_reply_while_a_newer_one_is_written_keeps_the_newer(
    client: TestClient[Any],
    model: Scripted,
    body: str,
    ask_a: str,
    a_done: str,
    ask_b: str,
    b_done: str,
) -> None:
    """A's reply failed; B was sent and is being answered; Retry on A's failure (the head B
    as seen) is a 409, B's reply is applied. Once it is there, Retry on A makes a sibling
    branch from A: the head moves there, B's turn is the other branch, the model sees A
    alone."""
    content_id = create(client, "T", body)["id"]
    model.enqueue(LLMUnavailable("the endpoint is down"))
    failed = send(client, content_id, ask_a)["assistant_message"]
    assert failed["status"] == "error" and failed["retryable"] is True
    held, newer = _newer_held(client, model, content_id, ask_b, b_done)
    for head_id in (_session(client, content_id)["head_id"], None):
        refused = client.post(
            f"/api/chat/messages/{failed['id']}/regenerate",
            json={} if head_id is None else {"head_id": head_id},
        )
        _still_answered(refused)
    b_turn = _newer_applied(newer, held, 2)
    assert _session(client, content_id)["head_id"] == b_turn["assistant_message"]["id"]
    model.enqueue(a_done)
    retried = client.post(
        f"/api/chat/messages/{failed['id']}/regenerate",
        json={"head_id": b_turn["assistant_message"]["id"]},
    )
    assert retried.status_code == 200, retried.text
    reply = retried.json()["assistant_message"]
    assert reply["parent_id"] == failed["parent_id"] and reply["status"] == "ok"
    assert retried.json()["revision"]["base_version"] == 1
    session = _session(client, content_id)
    _alternates(session)
    assert _path(session)[1:] == [("user", ask_a), ("assistant", reply["content"])]
    assert session["path"][-1]["sibling_count"] == 2
    assert ask_b not in _asked(model.history[-1])
    # B's turn is the other branch, whole.
    back = client.post(f"/api/chat/messages/{failed['id']}/activate", json={})
    assert back.status_code == 200, back.text
    assert [content for _, content in _path(back.json())][1:] == [
        ask_a,
        failed["content"],
        ask_b,
        b_turn["assistant_message"]["content"],
    ]


def test_edit_of_an_older_message_while_a_newer_one_is_written_is_refused(
    client: TestClient[Any], model: Scripted
) -> None:
    """✎ Edit of A while B's reply is written would take that reply's place: 409, nothing
    saved, B applied; saved again once B's reply is there, it is a branch of its own."""
    content_id = create(client, "T", BODY)["id"]
    model.enqueue(A_DONE)
    first = send(client, content_id, ASK_A)
    held, newer = _newer_held(client, model, content_id, ASK_B, B_DONE)
    seen = _session(client, content_id)
    for body in ({"message": ASK_A + " please", "head_id": seen["head_id"]}, {"message": "x"}):
        refused = client.post(f"/api/chat/messages/{first['user_message']['id']}/edit", json=body)
        _still_answered(refused)
        assert "edit was not saved" in refused.json()["detail"]
    b_turn = _newer_applied(newer, held, 3)
    assert len(_session(client, content_id)["messages"]) == 5
    model.enqueue(A_DONE)
    edited = client.post(
        f"/api/chat/messages/{first['user_message']['id']}/edit",
        json={"message": ASK_A + " please", "head_id": b_turn["assistant_message"]["id"]},
    )
    assert edited.status_code == 200, edited.text
    _alternates(_session(client, content_id))


def test_a_second_regenerate_while_the_first_is_written_is_refused_and_a_keyed_retry_waits(
    client: TestClient[Any], model: Scripted
) -> None:
    """Two tabs press Regenerate on the same reply: the second, while the first's new reply is
    written, is a 409 (it would take that reply's place); the first's own retry with its
    Idempotency-Key waits for it and answers it."""
    content_id = create(client, "T", BODY)["id"]
    model.enqueue(A_DONE)
    first = send(client, content_id, ASK_A)
    reply_id = first["assistant_message"]["id"]
    held = Held("T\n\nAlpha One.\n\nBeta two.\n\nGamma three.")
    model.enqueue(held)
    url = f"/api/chat/messages/{reply_id}/regenerate"
    keyed = {"Idempotency-Key": "regen-1"}
    regenerating = Background(lambda: client.post(url, json={}, headers=keyed))
    assert held.reached.wait(10)
    _still_answered(client.post(url, json={}))
    retry = Background(lambda: client.post(url, json={}, headers=keyed))
    held.gate.set()
    answered, retried = regenerating.result(), retry.result()
    assert answered.status_code == 200 and retried.status_code == 200, retried.text
    new_reply = answered.json()["assistant_message"]
    assert retried.json()["assistant_message"]["id"] == new_reply["id"]
    session = _session(client, content_id)
    assert session["head_id"] == new_reply["id"]
    assert [m["role"] for m in session["messages"]].count("assistant") == 2
    _alternates(session)


@pytest.mark.parametrize(
    ("body", "ask_a", "a_done", "ask_b", "b_done"),
    [
        (BODY, ASK_A, A_DONE, ASK_B, B_DONE),
        (ZH_BODY, ZH_ASK_A, ZH_A_DONE, ZH_ASK_B, ZH_B_DONE),
    ],
    ids=["en", "zh"],
)
def test_retry_of_an_overtaken_reply_on_the_path_shown_is_a_sibling_reply(
    client: TestClient[Any],
    model: Scripted,
    body: str,
    ask_a: str,
    a_done: str,
    ask_b: str,
    b_done: str,
) -> None:
    """The writer switched (‹ ›) to the branch of a reply another change overtook: it is on the
    path shown, the article at its version. Retry answers A again from there — a sibling of the
    overtaken reply, as the panel draws it (what followed stays on the old branch) — instead
    of sending A once more after it (on main: A, its failure, A again; the model read A twice).
    Off the path, it is still sent again at the head (docs/api.md)."""
    content_id, overtaken = _overtaken(client, model, body, ask_a, a_done)
    switched = client.post(f"/api/chat/messages/{overtaken['id']}/activate", json={})
    assert switched.json()["head_id"] == overtaken["id"]
    model.enqueue(a_done)
    retried = client.post(
        f"/api/chat/messages/{overtaken['id']}/regenerate", json={"head_id": overtaken["id"]}
    )
    assert retried.status_code == 200, retried.text
    turn = retried.json()
    assert turn["user_message"]["id"] == overtaken["parent_id"]
    assert turn["assistant_message"]["parent_id"] == overtaken["parent_id"]
    assert (turn["revision"]["base_version"], turn["revision"]["version"]) == (1, 2)
    session = _session(client, content_id)
    _alternates(session)
    assert _path(session)[1:] == [
        ("user", ask_a),
        ("assistant", turn["assistant_message"]["content"]),
    ]
    assert _asked(model.history[-1]).count(ask_a) == 1
    # On the path but no longer last: the turn after it stays on the old branch.
    content_id, overtaken = _overtaken(client, model, body, ask_a, a_done)
    client.post(f"/api/chat/messages/{overtaken['id']}/activate", json={})
    model.enqueue(b_done)
    later = send(client, content_id, ask_b, head_id=overtaken["id"])
    assert later["user_message"]["parent_id"] == overtaken["id"]
    model.enqueue(a_done)
    retried = client.post(
        f"/api/chat/messages/{overtaken['id']}/regenerate",
        json={"head_id": later["assistant_message"]["id"]},
    )
    assert retried.status_code == 200, retried.text
    assert retried.json()["user_message"]["id"] == overtaken["parent_id"]
    session = _session(client, content_id)
    _alternates(session)
    assert [content for _, content in _path(session)][1::2] == [ask_a]
    back = client.post(f"/api/chat/messages/{overtaken['id']}/activate", json={}).json()
    assert [content for _, content in _path(back)][1:] == [
        ask_a,
        overtaken["content"],
        ask_b,
        later["assistant_message"]["content"],
    ]
