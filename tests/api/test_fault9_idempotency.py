"""A retry with the same Idempotency-Key and the same words but other options (a selection,
regenerate false, a base version) is another request: 409, and the sentence says what differs
— it said "a different message" of the very same message. Two different bodies with one key
at the same instant make one turn."""

import threading

from litestar.testing import TestClient

ARTICLE = {"title": "公园", "body": "十五个人去了公园。\n\n天气很好。"}


def test_the_same_words_with_other_options_are_another_request(client: TestClient) -> None:
    content_id = client.post("/api/contents", json=ARTICLE).json()["id"]
    sent = {"content_id": content_id, "message": "把十五改成五十"}
    key = {"Idempotency-Key": "same-words"}
    first = client.post("/api/chat/send", json=sent, headers=key)
    assert first.status_code == 200
    for options in ({"selection": {"start": 0, "end": 4}}, {"regenerate": False}):
        again = client.post("/api/chat/send", json=sent | options, headers=key)
        assert again.status_code == 409
        assert "same words with another selection" in again.json()["detail"]
    again = client.post("/api/chat/send", json=sent, headers=key)
    assert again.json()["assistant_message"]["id"] == first.json()["assistant_message"]["id"]
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    assert [m["content"] for m in session["messages"] if m["role"] == "user"] == ["把十五改成五十"]


def test_two_bodies_with_one_key_at_once_make_one_turn(client: TestClient) -> None:
    content_id = client.post("/api/contents", json=ARTICLE).json()["id"]
    statuses: list[int] = []

    def send(message: str) -> None:
        answer = client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": message},
            headers={"Idempotency-Key": "at-once"},
        )
        statuses.append(answer.status_code)

    senders = [threading.Thread(target=send, args=(m,)) for m in ("把十五改成五十", "删除第二段")]
    for sender in senders:
        sender.start()
    for sender in senders:
        sender.join()
    assert sorted(statuses) == [200, 409]
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    assert len([m for m in session["messages"] if m["role"] == "user"]) == 1
