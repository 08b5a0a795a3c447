"""Session 29: every action of the chat names the head it was taken on. Two clients (two tabs)
of one article:

- A new article's first send names the empty conversation (`head_id` ""): two tabs that both
  show no conversation cannot both send a first message — the second is the 409 of a moved
  head, nothing saved. A send without `head_id` still goes under the head, whatever it is.
- Edit and regenerate take `head_id` too: chosen in a tab that has not seen another tab's
  rollback or send, they are refused alike (409, `extra` naming head_id, nothing saved);
  with the head as it is they go through, and an Idempotency-Key retry answers the first."""

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from app.editing.sent_message import HEAD_MOVED, HEAD_MOVED_EDIT, HEAD_MOVED_REGENERATE
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer
from tests.api.calls import create, send
from tests.api.test_fault_races import noted_at_the_head, reply_that_came_too_late

STORY = "We waited twenty minutes at the stop.\n\nThe bus never came.\n\nWe walked home."
STORY_ZH = "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n最后我们走回了家。"
NOTHING_YET = ""  # the head_id of a tab that shows no conversation


@pytest.fixture
def other(client: TestClient[Any]) -> TestClient[Any]:
    """A second client (another tab) of the same app."""
    return TestClient(app=client.app)


def _session(client: TestClient[Any], content_id: str) -> dict[str, Any]:
    response = client.get(f"/api/chat/sessions/{content_id}")
    assert response.status_code == 200, response.text
    return dict(response.json())


def _refused(response: Any, said: str = HEAD_MOVED) -> None:
    """The 409 of a moved head: the sentence, and head_id named as the field at fault."""
    assert response.status_code == 409, response.text
    answer = response.json()
    assert answer["detail"] == said
    assert answer["extra"] == [{"message": said, "key": "head_id"}]


def _send(client: TestClient[Any], content_id: str, message: str, **extra: Any) -> Any:
    body = {"content_id": content_id, "message": message, **extra}
    return client.post("/api/chat/send", json=body)


# --- the first message of a new article --------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "story", "first", "second"),
    [
        ("The stop", STORY, "Replace “twenty” with “thirty”", "Replace “walked” with “ran”"),
        ("车站", STORY_ZH, "把“二十”改成“三十”", "把“走回了家”改成“跑回了家”"),
    ],
)
def test_two_tabs_on_a_new_article_cannot_both_send_a_first_message(
    client: TestClient[Any], other: TestClient[Any], title: str, story: str, first: str, second: str
) -> None:
    article = create(client, title, story)
    # Both tabs show the article and no conversation (404): each names the empty one.
    assert client.get(f"/api/chat/sessions/{article['id']}").status_code == 404
    assert other.get(f"/api/chat/sessions/{article['id']}").status_code == 404
    sent = _send(client, article["id"], first, base_version=1, head_id=NOTHING_YET)
    assert sent.status_code == 200, sent.text
    assert sent.json()["content"]["version"] == 2
    before = _session(client, article["id"])
    # Tab B has not seen tab A's turn: its first message, naming the empty conversation, is
    # refused — even with the version A's turn made, which base_version alone lets through.
    _refused(_send(other, article["id"], second, base_version=2, head_id=NOTHING_YET))
    _refused(
        other.post(
            "/api/chat/send?stream=true",
            json={"content_id": article["id"], "message": second, "head_id": NOTHING_YET},
        )
    )
    after = _session(other, article["id"])
    assert after == before  # nothing saved, the head where tab A left it
    # Shown the conversation, tab B sends under the head it now shows.
    again = _send(other, article["id"], second, base_version=2, head_id=before["head_id"])
    assert again.status_code == 200, again.text
    assert again.json()["user_message"]["parent_id"] == before["head_id"]


def test_a_first_message_that_changes_nothing_still_begins_the_conversation(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    # The version stays V1, so base_version alone would let tab B's first message through.
    article = create(client, "The stop", STORY)
    body = {"base_version": 1, "head_id": NOTHING_YET}
    assert _send(client, article["id"], "hello", **body).status_code == 200
    _refused(_send(other, article["id"], "what can you do?", **body))
    messages = _session(client, article["id"])["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant"]


def test_the_empty_conversation_holds_while_the_head_is_the_opening_line(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    article = create(client, "The stop", STORY)
    first = send(client, article["id"], "hello", head_id=NOTHING_YET)
    root = _session(client, article["id"])["path"][0]
    assert root["role"] == "system"
    # Rolled back to the opening line: the path the model sees is again what an empty
    # conversation shows, so a tab that shows none may send.
    moved = client.post(
        f"/api/chat/sessions/{first['session_id']}/head", json={"message_id": root["id"]}
    )
    assert moved.status_code == 200, moved.text
    sent = _send(other, article["id"], "what can you do?", head_id=NOTHING_YET)
    assert sent.status_code == 200, sent.text
    assert sent.json()["user_message"]["parent_id"] == root["id"]


def test_a_hand_edit_begins_the_conversation_too(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    # Tab A edits the new article by hand: a note of it heads the conversation now. Tab B,
    # still showing none, names the empty one and is refused, whatever version it names.
    article = create(client, "车站", STORY_ZH)
    edited = client.put(
        f"/api/contents/{article['id']}",
        json={"body": STORY_ZH.replace("公交车", "大巴"), "base_version": 1},
    )
    assert edited.status_code == 200, edited.text
    head = _session(client, article["id"])["head_id"]
    _refused(_send(other, article["id"], "把“二十”改成“三十”", head_id=NOTHING_YET))
    sent = _send(other, article["id"], "把“二十”改成“三十”", base_version=2, head_id=head)
    assert sent.status_code == 200, sent.text
    assert "三十" in sent.json()["content"]["body"] and "大巴" in sent.json()["content"]["body"]


def test_clients_that_name_no_head_send_first_messages_as_before(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    article = create(client, "The stop", STORY)
    a = send(client, article["id"], "hello")
    b = send(other, article["id"], "Replace “twenty” with “thirty”")
    assert b["user_message"]["parent_id"] == a["assistant_message"]["id"]
    assert "thirty" in b["content"]["body"]


def test_an_idempotent_retry_of_a_first_send_answers_the_first(client: TestClient[Any]) -> None:
    article = create(client, "The stop", STORY)
    body = {"content_id": article["id"], "message": "hello", "head_id": NOTHING_YET}
    headers = {"Idempotency-Key": "s29-first-1"}
    first = client.post("/api/chat/send", json=body, headers=headers)
    again = client.post("/api/chat/send", json=body, headers=headers)
    assert first.status_code == again.status_code == 200, again.text
    assert again.json()["user_message"]["id"] == first.json()["user_message"]["id"]


# --- edit ---------------------------------------------------------------------------------------


def _two_turns(client: TestClient[Any], title: str, story: str) -> tuple[str, dict, dict]:
    article = create(client, title, story)
    first = send(client, article["id"], "hello")
    second = send(client, article["id"], "what can you do?")
    return article["id"], first, second


def test_an_edit_from_a_tab_that_has_not_seen_a_rollback_is_refused(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    content_id, first, second = _two_turns(client, "车站", STORY_ZH)
    seen = second["assistant_message"]["id"]  # tab A shows this head
    # Tab B rolls back to the first reply.
    back = other.post(
        f"/api/chat/sessions/{first['session_id']}/head",
        json={"message_id": first["assistant_message"]["id"]},
    )
    assert back.status_code == 200, back.text
    before = _session(other, content_id)
    edit = f"/api/chat/messages/{second['user_message']['id']}/edit"
    wording = "把“二十”改成“三十”"
    _refused(client.post(edit, json={"message": wording, "head_id": seen}), HEAD_MOVED_EDIT)
    _refused(
        client.post(f"{edit}?stream=true", json={"message": wording, "head_id": seen}),
        HEAD_MOVED_EDIT,
    )
    assert _session(client, content_id) == before  # nothing saved, the head where B left it
    # Edited in the conversation as it is now: saved, a branch beside the message.
    edited = client.post(edit, json={"message": wording, "head_id": before["head_id"]})
    assert edited.status_code == 200, edited.text
    assert edited.json()["user_message"]["edited_from"] == second["user_message"]["id"]
    assert "三十" in edited.json()["content"]["body"]


def test_an_edit_from_a_tab_that_has_not_seen_a_send_is_refused(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    content_id, first, second = _two_turns(client, "The stop", STORY)
    seen = second["assistant_message"]["id"]
    later = send(other, content_id, "and now?")  # tab B goes on
    edit = f"/api/chat/messages/{first['user_message']['id']}/edit"
    wording = "Replace “twenty” with “thirty”"
    _refused(client.post(edit, json={"message": wording, "head_id": seen}), HEAD_MOVED_EDIT)
    # Without head_id, as before: a branch from the message's version.
    edited = client.post(edit, json={"message": wording})
    assert edited.status_code == 200, edited.text
    assert edited.json()["user_message"]["parent_id"] == first["user_message"]["parent_id"]
    assert later["assistant_message"]["id"] in {
        m["id"] for m in _session(client, content_id)["messages"]
    }


def test_an_edit_retried_with_its_key_answers_the_first_whatever_head_it_names(
    client: TestClient[Any],
) -> None:
    content_id, _, second = _two_turns(client, "The stop", STORY)
    edit = f"/api/chat/messages/{second['user_message']['id']}/edit"
    body = {
        "message": "Replace “twenty” with “thirty”",
        "head_id": second["assistant_message"]["id"],
    }
    headers = {"Idempotency-Key": "s29-edit-1"}
    first = client.post(edit, json=body, headers=headers)
    assert first.status_code == 200, first.text
    again = client.post(edit, json=body, headers=headers)  # the first edit moved the head itself
    assert again.status_code == 200, again.text
    assert again.json()["user_message"]["id"] == first.json()["user_message"]["id"]


# --- regenerate ---------------------------------------------------------------------------------


def test_a_regenerate_from_a_tab_that_has_not_seen_a_send_is_refused(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    content_id, _, second = _two_turns(client, "车站", STORY_ZH)
    seen = second["assistant_message"]["id"]  # tab A shows it last: Regenerate asks again
    later = send(other, content_id, "把“二十”改成“三十”")  # tab B goes on (V2)
    before = _session(client, content_id)
    regenerate = f"/api/chat/messages/{seen}/regenerate"
    _refused(client.post(regenerate, json={"head_id": seen}), HEAD_MOVED_REGENERATE)
    _refused(
        client.post(f"{regenerate}?stream=true", json={"head_id": seen}), HEAD_MOVED_REGENERATE
    )
    # No new reply, the head and the article where tab B left them (asked again, the turn B
    # sent would have left the chat, unseen).
    assert _session(client, content_id) == before
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2
    # Asked in the conversation as it is now (the reply is no longer last: what follows it
    # goes to the old branch, as the panel says), it goes through.
    asked = client.post(regenerate, json={"head_id": later["assistant_message"]["id"]})
    assert asked.status_code == 200, asked.text
    assert asked.json()["user_message"]["id"] == second["user_message"]["id"]
    # And without head_id (or without a body), as before.
    assert client.post(regenerate).status_code == 200


def test_a_regenerate_from_a_tab_that_has_not_seen_a_rollback_is_refused(
    client: TestClient[Any], other: TestClient[Any]
) -> None:
    content_id, first, second = _two_turns(client, "The stop", STORY)
    seen = second["assistant_message"]["id"]
    other.post(
        f"/api/chat/sessions/{first['session_id']}/head",
        json={"message_id": first["assistant_message"]["id"]},
    )
    regenerate = f"/api/chat/messages/{first['assistant_message']['id']}/regenerate"
    _refused(client.post(regenerate, json={"head_id": seen}), HEAD_MOVED_REGENERATE)
    current = _session(client, content_id)["head_id"]
    asked = client.post(regenerate, json={"head_id": current})
    assert asked.status_code == 200, asked.text


def test_a_regenerate_retried_with_its_key_answers_the_first_and_ids_are_checked(
    client: TestClient[Any],
) -> None:
    content_id, _, second = _two_turns(client, "The stop", STORY)
    seen = second["assistant_message"]["id"]
    regenerate = f"/api/chat/messages/{seen}/regenerate"
    headers = {"Idempotency-Key": "s29-regenerate-1"}
    first = client.post(regenerate, json={"head_id": seen}, headers=headers)
    assert first.status_code == 200, first.text
    again = client.post(regenerate, json={"head_id": seen}, headers=headers)
    assert again.status_code == 200, again.text
    assert again.json()["assistant_message"]["id"] == first.json()["assistant_message"]["id"]
    # A head_id of no message here is 404, for edit and regenerate alike.
    other_article = create(client, "Another", STORY)
    elsewhere = send(client, other_article["id"], "hello")["assistant_message"]["id"]
    for head_id in (elsewhere, "no such id!"):
        assert client.post(regenerate, json={"head_id": head_id}).status_code == 404
        edit = f"/api/chat/messages/{second['user_message']['id']}/edit"
        assert client.post(edit, json={"message": "hi", "head_id": head_id}).status_code == 404


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, HeldModel]]:
    model = HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def test_retrying_a_reply_lost_to_a_change_names_the_head_it_is_sent_under(
    served: tuple[str, HeldModel],
) -> None:
    # A reply that came too late is retried by sending its suggestion again at the head: it
    # is refused when that head is not the one the retrying tab shows.
    url, model = served
    done = reply_that_came_too_late(
        url,
        model,
        "Alpha one.\n\nBeta.",
        "change the first line",
        lambda c, cid: noted_at_the_head(c, cid, "note: short titles"),
    )
    lost = done["assistant_message"]
    assert lost["status"] == "error"
    content_id = done["content"]["id"]
    with httpx.Client(base_url=url, timeout=30) as tab:
        shown = tab.get(f"/api/chat/sessions/{content_id}").json()
        # Another tab goes back to the opening line.
        root = shown["path"][0]["id"]
        moved = tab.post(f"/api/chat/sessions/{shown['id']}/head", json={"message_id": root})
        assert moved.status_code == 200, moved.text
        regenerate = f"/api/chat/messages/{lost['id']}/regenerate"
        _refused(tab.post(regenerate, json={"head_id": shown["head_id"]}), HEAD_MOVED_REGENERATE)
        after = tab.get(f"/api/chat/sessions/{content_id}").json()
        assert after["head_id"] == root and len(after["messages"]) == len(shown["messages"])
        asked = tab.post(regenerate, json={"head_id": root})
        assert asked.status_code == 200, asked.text
        assert asked.json()["user_message"]["parent_id"] == root
