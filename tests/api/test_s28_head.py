"""Session 28: a send that names the head the writer sees (`head_id`) and meets another one —
another tab rolled back, regenerated or sent meanwhile, on the same version — is refused
(409, `extra` naming head_id), nothing saved and the head left where it is. Saved, the
message hung under a path the writer never saw, and the model was sent that path. Without
`head_id` a send goes under the head as before; an Idempotency-Key retry still answers the
first result."""

from typing import Any

from litestar.testing import TestClient

from app.editing.sent_message import HEAD_MOVED
from tests.api.calls import create, send

STORY = "We waited twenty minutes at the stop.\n\nThe bus never came.\n\nWe walked home."
STORY_ZH = "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n最后我们走回了家。"


def _session(client: TestClient[Any], content_id: str) -> dict[str, Any]:
    response = client.get(f"/api/chat/sessions/{content_id}")
    assert response.status_code == 200, response.text
    return dict(response.json())


def _post(client: TestClient[Any], body: dict[str, Any], **options: Any) -> Any:
    return client.post("/api/chat/send", json=body, **options)


def _refused(response: Any) -> None:
    """The 409 of a moved head: the sentence, and head_id named as the field at fault."""
    assert response.status_code == 409, response.text
    said = response.json()
    assert said["detail"] == HEAD_MOVED
    assert said["extra"] == [{"message": HEAD_MOVED, "key": "head_id"}]


def test_a_send_from_a_tab_that_has_not_seen_a_rollback_is_refused(
    client: TestClient[Any],
) -> None:
    article = create(client, "车站", STORY_ZH)
    first = send(client, article["id"], "你好")
    second = send(client, article["id"], "你能做什么？")
    assert second["revision"] is None and second["content"]["version"] == 1
    seen = second["assistant_message"]["id"]  # tab A shows this head
    # Tab B rolls back to the first reply: same version, another head.
    back = client.post(
        f"/api/chat/sessions/{first['session_id']}/head",
        json={"message_id": first["assistant_message"]["id"]},
    )
    assert back.status_code == 200, back.text
    before = _session(client, article["id"])
    assert before["head_id"] == first["assistant_message"]["id"]
    message = "把“二十”改成“三十”"
    body = {"content_id": article["id"], "message": message, "base_version": 1, "head_id": seen}
    _refused(_post(client, body))
    _refused(_post(client, body, params={"stream": "true"}))
    # Nothing was saved: no new message, the head where tab B left it, the article as it was.
    after = _session(client, article["id"])
    assert after["head_id"] == before["head_id"]
    assert len(after["messages"]) == len(before["messages"])
    assert not any(m["content"] == message for m in after["messages"])
    assert client.get(f"/api/contents/{article['id']}").json()["version"] == 1
    # Sent again with the head it shows now (the panel reloaded it): saved there.
    body["head_id"] = before["head_id"]
    again = _post(client, body)
    assert again.status_code == 200, again.text
    assert again.json()["user_message"]["parent_id"] == before["head_id"]
    assert "三十" in again.json()["content"]["body"]


def test_a_send_from_a_tab_that_has_not_seen_a_regenerate_is_refused(
    client: TestClient[Any],
) -> None:
    article = create(client, "The stop", STORY)
    first = send(client, article["id"], "hello")
    seen = first["assistant_message"]["id"]
    # Tab B asks for another reply to the same message: a sibling is now the head.
    regenerated = client.post(f"/api/chat/messages/{seen}/regenerate", json={})
    assert regenerated.status_code == 200, regenerated.text
    head = regenerated.json()["assistant_message"]["id"]
    assert head != seen and regenerated.json()["revision"] is None
    before = _session(client, article["id"])
    body = {"content_id": article["id"], "message": "Replace “twenty” with “thirty”"}
    _refused(_post(client, body | {"head_id": seen}))
    assert _session(client, article["id"]) == before
    sent = _post(client, body | {"head_id": head})
    assert sent.status_code == 200, sent.text
    assert sent.json()["user_message"]["parent_id"] == head


def test_a_send_without_head_id_goes_under_the_head_as_before(client: TestClient[Any]) -> None:
    article = create(client, "The stop", STORY)
    first = send(client, article["id"], "hello")
    second = send(client, article["id"], "what can you do?")
    client.post(
        f"/api/chat/sessions/{first['session_id']}/head",
        json={"message_id": first["assistant_message"]["id"]},
    )
    assert second["assistant_message"]["id"] != first["assistant_message"]["id"]
    sent = send(client, article["id"], "Replace “twenty” with “thirty”", base_version=1)
    assert sent["user_message"]["parent_id"] == first["assistant_message"]["id"]


def test_a_manual_edit_moved_the_head_a_send_from_before_it_puts_nothing_back(
    client: TestClient[Any],
) -> None:
    # The reason the panel does not send `parent_id`: a send naming the old head would be
    # a branch from V1, putting the article back. Named as the head it saw, it is refused.
    article = create(client, "The stop", STORY)
    first = send(client, article["id"], "hello")
    seen = first["assistant_message"]["id"]
    edited = client.put(
        f"/api/contents/{article['id']}",
        json={"body": STORY.replace("twenty", "forty"), "base_version": 1},
    )
    assert edited.status_code == 200, edited.text
    body = {"content_id": article["id"], "message": "Replace “walked” with “ran”"}
    _refused(_post(client, body | {"head_id": seen}))
    # With the version it saw as well, the version is what is said (the article moved on).
    stale = _post(client, body | {"head_id": seen, "base_version": 1})
    assert stale.status_code == 409 and "V2" in stale.json()["detail"]
    now = client.get(f"/api/contents/{article['id']}").json()
    assert now["version"] == 2 and "forty" in now["body"]


def test_a_retry_with_the_same_idempotency_key_answers_the_first_send(
    client: TestClient[Any],
) -> None:
    article = create(client, "The stop", STORY)
    first = send(client, article["id"], "hello")
    body = {
        "content_id": article["id"],
        "message": "Replace “twenty” with “thirty”",
        "base_version": 1,
        "head_id": first["assistant_message"]["id"],
    }
    headers = {"Idempotency-Key": "s28-head-1"}
    answered = _post(client, body, headers=headers)
    assert answered.status_code == 200, answered.text
    # The first send moved the head; its retry (the same body) still gets its answer.
    retried = _post(client, body, headers=headers)
    assert retried.status_code == 200, retried.text
    assert retried.json()["user_message"]["id"] == answered.json()["user_message"]["id"]
    messages = _session(client, article["id"])["messages"]
    assert sum(m["content"] == body["message"] for m in messages) == 1


def test_a_head_id_that_names_no_message_of_this_conversation_is_not_found(
    client: TestClient[Any],
) -> None:
    article = create(client, "The stop", STORY)
    other = create(client, "Another", STORY)
    send(client, article["id"], "hello")
    elsewhere = send(client, other["id"], "hello")["assistant_message"]["id"]
    for head_id in (elsewhere, "no such id!"):
        refused = _post(
            client, {"content_id": article["id"], "message": "hello", "head_id": head_id}
        )
        assert refused.status_code == 404, refused.text
