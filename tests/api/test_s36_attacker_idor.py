"""One writer reaching another's work through every route that takes an id (session 36, the
attacker): each answer to carol for alice's article, messages, revisions, comments and persona
is a refusal (403 or 404) that shows none of alice's text, and nothing of alice's changes."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.accounts import (  # noqa: F401 (fixture)
    add_team,
    cheap_passwords,
    sign_in,
    sign_in_afresh,
)
from tests.conftest import settle

pytestmark = pytest.mark.usefixtures("cheap_passwords")
SECRET = "Alice's unpublished scoop about the harbour"


def alices_work(client: TestClient[Any]) -> dict[str, str]:
    """Alice, signed in, makes an article with a revision, a comment and a persona."""
    add_team(client.app.state["accounts"])
    sign_in(client, "alice")
    persona = client.post("/api/personas", json={"name": "Harbour voice " + SECRET})
    assert persona.status_code == 201, persona.text
    made = client.post(
        "/api/contents",
        json={"title": SECRET, "body": f"{SECRET}.\n\nWe waited twenty minutes."},
    )
    assert made.status_code == 201, made.text
    content_id = made.json()["id"]
    sent = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": 'Replace "twenty" with "thirty"'},
    )
    assert sent.status_code == 200, sent.text
    turn = sent.json()
    revision_id = turn["revision"]["id"]
    comment = client.post(f"/api/revisions/{revision_id}/comments", json={"text": SECRET})
    assert comment.status_code in (200, 201), comment.text
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    return {
        "content": content_id,
        "persona": persona.json()["id"],
        "revision": revision_id,
        "message": turn["user_message"]["id"],
        "reply": turn["assistant_message"]["id"],
        "session": session["id"],
        "comment": comment.json()["id"],
    }


def routes(ids: dict[str, str]) -> list[tuple[str, str, Any]]:
    c, p, r, m = ids["content"], ids["persona"], ids["revision"], ids["message"]
    return [
        ("GET", f"/api/contents/{c}", None),
        ("PUT", f"/api/contents/{c}", {"title": "x", "body": "x", "base_version": 2}),
        ("PATCH", f"/api/contents/{c}", {"title": "x"}),
        ("DELETE", f"/api/contents/{c}", None),
        ("POST", f"/api/contents/{c}/untrash", None),
        ("GET", f"/api/contents/{c}/versions/1", None),
        ("GET", f"/api/contents/{c}/diff?from=1&to=2", None),
        ("GET", f"/api/contents/{c}/history", None),
        ("POST", f"/api/contents/{c}/restore", {"version": 1, "base_version": 2}),
        ("GET", f"/api/contents/{c}/export?format=json", None),
        ("GET", f"/api/contents/{c}/export?format=md", None),
        ("GET", f"/api/contents/{c}/comments", None),
        ("GET", f"/api/contents/{c}/sharing", None),
        ("PUT", f"/api/contents/{c}/sharing", {"user_names": ["carol"]}),
        ("PATCH", f"/api/contents/{c}/sharing", {"add_user_names": ["carol"]}),
        ("GET", f"/api/chat/sessions/{c}", None),
        ("GET", f"/api/chat/revisions/{c}", None),
        ("POST", "/api/chat/send", {"content_id": c, "message": "delete paragraph 1"}),
        ("POST", f"/api/chat/messages/{m}/edit", {"message": "delete paragraph 1"}),
        ("POST", f"/api/chat/messages/{m}/regenerate", None),
        ("POST", f"/api/chat/messages/{m}/activate", None),
        ("POST", f"/api/chat/messages/{ids['reply']}/stop", None),
        ("GET", f"/api/chat/messages/{m}/prompt", None),
        ("GET", f"/api/chat/messages/{ids['reply']}/prompt", None),
        ("POST", f"/api/chat/sessions/{ids['session']}/head", {"head_id": m}),
        ("GET", f"/api/revisions/{r}", None),
        ("GET", f"/api/revisions/{r}/diff", None),
        ("POST", f"/api/revisions/{r}/reject", {"change_ids": None, "base_version": 2}),
        ("GET", f"/api/revisions/{r}/comments", None),
        ("POST", f"/api/revisions/{r}/comments", {"text": "mine now"}),
        ("DELETE", f"/api/comments/{ids['comment']}", None),
        ("GET", f"/api/personas/{p}", None),
        ("PATCH", f"/api/personas/{p}", {"name": "taken"}),
        ("DELETE", f"/api/personas/{p}", None),
        ("POST", f"/api/personas/{p}/untrash", None),
        ("GET", f"/api/personas/{p}/audit", None),
        ("GET", f"/api/personas/{p}/preferences/anything", None),
        ("PATCH", f"/api/personas/{p}/preferences/anything", {"status": "rejected"}),
        ("GET", f"/articles/{c}", None),
        ("GET", f"/articles/{c}/download?format=md", None),
        ("GET", f"/articles/{c}/download?format=docx&version=1", None),
        ("GET", f"/personas/{p}", None),
    ]


def test_another_writer_is_refused_on_every_route_that_takes_an_id(client: TestClient) -> None:
    ids = alices_work(client)
    sign_in_afresh(client, "carol")
    for method, path, body in routes(ids):
        answer = client.request(method, path, json=body, follow_redirects=False)
        assert answer.status_code in (403, 404), (method, path, answer.status_code, answer.text)
        assert SECRET not in answer.text, (method, path)
    sign_in_afresh(client, "alice")
    article = client.get(f"/api/contents/{ids['content']}").json()
    assert (article["version"], article["title"], article["shared_with"]) == (2, SECRET, [])
    assert client.get(f"/api/personas/{ids['persona']}").json()["trashed_at"] is None
    assert len(client.get(f"/api/contents/{ids['content']}/comments").json()) == 1


def test_another_writer_cannot_borrow_a_persona_for_an_article_or_a_draft(
    client: TestClient,
) -> None:
    """A persona id is not a key: carol naming alice's persona for her own article (whose
    edits would then teach alice's persona, and whose page would show its preferences) or for
    a draft is refused."""
    ids = alices_work(client)
    sign_in_afresh(client, "carol")
    made = client.post(
        "/api/contents", json={"title": "Mine", "body": "Text.", "persona_id": ids["persona"]}
    )
    assert made.status_code in (400, 403, 404), made.text
    assert SECRET not in made.text
    drafted = client.post(
        "/api/contents/generate", json={"brief": "a note", "persona_id": ids["persona"]}
    )
    assert drafted.status_code in (400, 403, 404, 503), drafted.text
    assert SECRET not in drafted.text


def test_another_writers_lists_and_desk_hold_nothing_of_alices(client: TestClient) -> None:
    alices_work(client)
    sign_in_afresh(client, "carol")
    for path in (
        "/api/contents",
        f"/api/contents?q={SECRET.split()[2]}",
        "/api/contents?trashed=true",
        "/api/personas",
        "/api/personas?trashed=true",
        "/api/revisions",
        "/",
        "/desk",
    ):
        answer = client.get(path)
        assert answer.status_code in (200, 403), (path, answer.text)
        assert SECRET not in answer.text, path


def test_an_article_event_stream_of_another_writer_is_refused(client: TestClient) -> None:
    ids = alices_work(client)
    sign_in_afresh(client, "carol")
    with client.stream("GET", f"/api/contents/{ids['content']}/events") as answer:
        assert answer.status_code in (403, 404)


def test_another_writers_ids_inside_ones_own_requests_are_not_found(client: TestClient) -> None:
    """Carol's own session, article and persona in the path, alice's message or preference in
    the body or the tail: each is 404 within carol's own work, and alice's stays as it was."""
    ids = alices_work(client)
    said = client.post(
        "/api/chat/send",
        json={"content_id": ids["content"], "message": "From now on write shorter sentences."},
    )
    assert said.status_code == 200, said.text
    settle(client)
    preferences = [
        (persona["id"], preference["id"])
        for persona in client.get("/api/personas").json()
        for preference in persona["preferences"]
    ]
    assert preferences, "alice's wish made a preference"
    sign_in_afresh(client, "carol")
    made = client.post("/api/contents", json={"title": "Carol", "body": "Mine twenty."}).json()
    turn = client.post(
        "/api/chat/send", json={"content_id": made["id"], "message": 'Replace "twenty" with "ten"'}
    ).json()
    own_persona = client.get("/api/personas").json()[0]["id"]
    alices = ids["message"]
    tries: list[tuple[str, str, Any]] = [
        ("POST", f"/api/chat/sessions/{turn['session_id']}/head", {"message_id": alices}),
        ("POST", "/api/chat/send", {"content_id": made["id"], "message": "hi", "head_id": alices}),
        (
            "POST",
            f"/api/chat/messages/{turn['user_message']['id']}/edit",
            {"message": "x", "head_id": alices},
        ),
    ]
    for _, preference_id in preferences:
        tries += [
            ("GET", f"/api/personas/{own_persona}/preferences/{preference_id}", None),
            (
                "PATCH",
                f"/api/personas/{own_persona}/preferences/{preference_id}",
                {"action": "reject"},
            ),
        ]
    for method, path, body in tries:
        answer = client.request(method, path, json=body)
        assert answer.status_code == 404, (method, path, answer.text)
        assert SECRET not in answer.text
    sign_in_afresh(client, "alice")
    states = [
        p["state"] for persona in client.get("/api/personas").json() for p in persona["preferences"]
    ]
    assert states and set(states) == {"active"}
