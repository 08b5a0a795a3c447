"""Regenerate after a hand edit (outside44, finding 3): the reply made V2, the writer fixed a
word by hand (V3, an event node at the head), then pressed Regenerate. The new reply is a
sibling answered from V1, as documented — the model is sent V1's text — so the hand edit is
not in V4; the writer used to be told only "V1→V4 saved.". Now the reply says which hand
edit it does not hold and that it is still in History, in Chinese on a Chinese article; a
Regenerate with no hand edit after the reply, and a plain send, say nothing of the kind."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.testing.openai_stub import OpenAIStub
from tests.api.model_stub import answering_stub, stub_client  # noqa: F401 (fixtures)

EN = [
    "The ferry leaves Oban at 9am and reaches Mull an hour later.",
    "Tobermory has a row of painted houses and a small distillery.",
    "The last ferry back leaves at 6pm, so plan your day carefully.",
]
ZH = ["我们2019年开了这家店。", "一开始只有朋友来。", "现在三个镇的人都来。"]


def _sent_article(stub: OpenAIStub) -> str:
    """All the text of the last request the model was sent."""
    return "\n".join(str(m.get("content", "")) for m in stub.requests[-1]["messages"])


def _asked_then_hand_edited(
    client: TestClient, stub: OpenAIStub, paras: list[str], last: str, words: tuple[str, str]
) -> tuple[str, dict]:
    """An article, a reply rewriting its last paragraph (V2), a hand edit (V3); the id and
    the session the panel sees."""
    content = client.post("/api/contents", json={"title": "T", "body": "\n\n".join(paras)}).json()
    stub.enqueue(reply="T\n\n" + "\n\n".join([*paras[:-1], last]))
    sent = client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "rewrite the last one"}
    )
    assert sent.json()["content"]["version"] == 2, sent.text
    body = client.get(f"/api/contents/{content['id']}").json()["body"]
    assert words[0] in body
    put = client.put(
        f"/api/contents/{content['id']}",
        json={"body": body.replace(*words), "base_version": 2},
    )
    assert put.status_code == 200, put.text
    session = client.get(f"/api/chat/sessions/{content['id']}").json()
    assert session["content"]["version"] == 3
    return content["id"], session


@pytest.mark.parametrize(
    ("paras", "last", "again", "words", "said"),
    [
        (
            EN,
            "The last ferry back leaves at 6pm, so give yourself time to linger.",
            "The last ferry back leaves at 6pm, so linger — you will love it.",
            ("small distillery", "small whisky distillery"),
            "Your hand edit (V3) is not in this version",
        ),
        (
            ZH,
            "如今，三个镇的人都慕名而来。",
            "如今，连邻近三个镇的人都专程赶来。",
            ("只有朋友", "只有老朋友"),
            "你手动改的版本（V3）不在这一版里",
        ),
    ],
)
def test_regenerate_after_a_hand_edit_says_the_hand_edit_is_left_behind(
    client: TestClient,
    stub: OpenAIStub,
    paras: list[str],
    last: str,
    again: str,
    words: tuple[str, str],
    said: str,
) -> None:
    content_id, session = _asked_then_hand_edited(client, stub, paras, last, words)
    reply = next(m for m in reversed(session["path"]) if m["role"] == "assistant")
    stub.enqueue(reply="T\n\n" + "\n\n".join([*paras[:-1], again]))
    regenerated = client.post(
        f"/api/chat/messages/{reply['id']}/regenerate", json={"head_id": session["head_id"]}
    )
    assert regenerated.status_code == 200, regenerated.text
    result = regenerated.json()
    # A sibling from the same base version, as documented: the model was sent V1's text.
    assert words[0] in _sent_article(stub) and words[1] not in _sent_article(stub)
    assert result["content"]["version"] == 4 and words[1] not in result["content"]["body"]
    # …and the writer is told their own edit is not in it, and where it still is.
    text = result["assistant_message"]["content"]
    assert said in text and "V3" in text, text
    # The hand edit is still in the history.
    v3 = client.get(f"/api/contents/{content_id}/versions/3")
    assert v3.status_code == 200 and words[1] in v3.json()["body"], v3.text


def test_regenerate_without_a_hand_edit_says_nothing_of_one(
    client: TestClient, stub: OpenAIStub
) -> None:
    content = client.post("/api/contents", json={"title": "T", "body": "\n\n".join(EN)}).json()
    stub.enqueue(reply="T\n\n" + "\n\n".join([*EN[:-1], "The last ferry leaves at 6pm."]))
    sent = client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "shorten the last one"}
    ).json()
    stub.enqueue(reply="T\n\n" + "\n\n".join([*EN[:-1], "The last ferry is at 6pm."]))
    regenerated = client.post(
        f"/api/chat/messages/{sent['assistant_message']['id']}/regenerate",
        json={"head_id": sent["assistant_message"]["id"]},
    ).json()
    assert regenerated["content"]["version"] == 3
    assert "hand edit" not in regenerated["assistant_message"]["content"]
    assert "hand edit" not in sent["assistant_message"]["content"]
