"""Session 51 (outside50 F3): an API client may retry every write whose answer it lost.

- A POST that creates — an article (plain or drafted from a brief) or a comment — takes an
  `Idempotency-Key` as a send does: the same key again answers what the first made (201, the
  same id and `Location`) and makes nothing more; the same key with another body is 409 with
  a sentence; a bad key is 400. The key survives a restart (it is stored with what it made).
- A hand edit, a rename, a restore or a rejection retried with its `base_version` once the
  article is at the version right after that base — made by this very edit — answers 200 with
  that version instead of the 409 of a stale base; any other edit there still gets the 409.

Run on TinyDB, and on PostgreSQL with REDLINE_TEST_STORE=postgres (the restart test takes
both itself).
"""

from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel

ARTICLES = [
    ("Dup", "We waited twenty minutes.\n\nThe bus never came."),
    ("秋天的公园", "十月的树叶变成了金色。\n\n我们每天早上去公园遛狗。"),
]


def _key(name: str) -> dict[str, str]:
    return {"Idempotency-Key": name}


def _titled(client: TestClient[Any], title: str) -> list[dict[str, Any]]:
    return [a for a in client.get("/api/contents").json() if a["title"] == title]


@pytest.mark.parametrize(("title", "body"), ARTICLES, ids=["en", "zh"])
def test_creating_an_article_twice_with_one_key_makes_one(
    client: TestClient[Any], title: str, body: str
) -> None:
    sent = {"title": title, "body": body}
    first = client.post("/api/contents", json=sent, headers=_key("create-1"))
    again = client.post("/api/contents", json=sent, headers=_key("create-1"))
    assert first.status_code == again.status_code == 201, again.text
    assert again.json()["id"] == first.json()["id"]
    assert again.headers["Location"] == first.headers["Location"]
    assert [a["id"] for a in _titled(client, title)] == [first.json()["id"]]
    # Another key, or none, makes another article, as before.
    other = client.post("/api/contents", json=sent, headers=_key("create-2"))
    plain = client.post("/api/contents", json=sent)
    made = {first.json()["id"], other.json()["id"], plain.json()["id"]}
    assert len(made) == 3 and len(_titled(client, title)) == 3


def test_a_retry_answers_the_article_as_it_is_now(client: TestClient[Any]) -> None:
    sent = {"title": "Moved on", "body": "One.\n\nTwo."}
    first = client.post("/api/contents", json=sent, headers=_key("k-moved")).json()
    client.put(f"/api/contents/{first['id']}", json={"body": "One.\n\nThree.", "base_version": 1})
    again = client.post("/api/contents", json=sent, headers=_key("k-moved"))
    assert again.status_code == 201
    assert (again.json()["id"], again.json()["version"]) == (first["id"], 2)


def test_one_key_for_another_article_is_a_conflict(client: TestClient[Any]) -> None:
    first = client.post("/api/contents", json={"title": "A", "body": "One."}, headers=_key("k1"))
    assert first.status_code == 201
    other = client.post("/api/contents", json={"title": "B", "body": "Two."}, headers=_key("k1"))
    assert other.status_code == 409, other.text
    assert "Idempotency-Key" in other.json()["detail"]
    assert _titled(client, "B") == []


def test_a_bad_key_is_refused_with_a_sentence(client: TestClient[Any]) -> None:
    answer = client.post(
        "/api/contents", json={"title": "Bad", "body": "One."}, headers=_key("x" * 201)
    )
    assert answer.status_code == 400 and "Idempotency-Key" in answer.json()["detail"]
    assert _titled(client, "Bad") == []


@pytest.mark.parametrize(("title", "body"), ARTICLES, ids=["en", "zh"])
def test_a_draft_from_a_brief_retried_is_written_once(
    llm_client: TestClient[Any], fake_model: FakeModel, title: str, body: str
) -> None:
    llm_client.get("/api/personas")  # "My voice" is made on the first list
    sent = {"brief": "a short piece", "persona_id": "pdefault", "title": title}
    fake_model.enqueue(body)
    first = llm_client.post("/api/contents/generate", json=sent, headers=_key("draft-1"))
    assert first.status_code == 201, first.text
    calls = len(fake_model.history)
    again = llm_client.post("/api/contents/generate", json=sent, headers=_key("draft-1"))
    assert again.status_code == 201, again.text
    assert again.json()["id"] == first.json()["id"] and again.json()["body"] == body
    assert len(fake_model.history) == calls  # the model was not asked again
    assert len(_titled(llm_client, title)) == 1
    changed = llm_client.post(
        "/api/contents/generate", json={**sent, "brief": "another"}, headers=_key("draft-1")
    )
    assert changed.status_code == 409


@pytest.mark.parametrize(("title", "body"), ARTICLES, ids=["en", "zh"])
def test_a_comment_posted_twice_with_one_key_is_kept_once(
    client: TestClient[Any], title: str, body: str
) -> None:
    made = client.post("/api/contents", json={"title": title, "body": body}).json()
    edited = body.replace("\n\n", "\n\n—\n\n", 1)
    client.put(f"/api/contents/{made['id']}", json={"body": edited, "base_version": 1})
    revision_id = client.get(f"/api/contents/{made['id']}/history").json()[0]["id"]
    path = f"/api/revisions/{revision_id}/comments"
    first = client.post(path, json={"text": "看过了"}, headers=_key("comment-1"))
    again = client.post(path, json={"text": "看过了"}, headers=_key("comment-1"))
    assert first.status_code == again.status_code == 201, again.text
    assert again.json() == first.json()
    assert [c["id"] for c in client.get(path).json()] == [first.json()["id"]]
    other = client.post(path, json={"text": "Not yet."}, headers=_key("comment-1"))
    assert other.status_code == 409 and "Idempotency-Key" in other.json()["detail"]
    fresh = client.post(path, json={"text": "看过了"}, headers=_key("comment-2"))
    assert fresh.status_code == 201 and len(client.get(path).json()) == 2


@pytest.mark.parametrize("backend", ["tinydb", "postgres"])
def test_keys_survive_a_restart(
    tmp_path: Path, request: pytest.FixtureRequest, backend: str
) -> None:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data",
        database_url=request.getfixturevalue("pg_url") if backend == "postgres" else None,
        style_llm_extraction=False,
        _env_file=None,
    )
    sent = {"title": "公园", "body": "十月的树叶变成了金色。"}
    with TestClient(app=create_app(settings)) as first:
        made = first.post("/api/contents", json=sent, headers=_key("restart-1")).json()
        first.put(f"/api/contents/{made['id']}", json={"body": "树叶黄了。", "base_version": 1})
        revision_id = first.get(f"/api/contents/{made['id']}/history").json()[0]["id"]
        said = first.post(
            f"/api/revisions/{revision_id}/comments", json={"text": "好"}, headers=_key("c-1")
        ).json()
    with TestClient(app=create_app(settings)) as again:
        retried = again.post("/api/contents", json=sent, headers=_key("restart-1"))
        assert retried.status_code == 201 and retried.json()["id"] == made["id"]
        assert len(_titled(again, "公园")) == 1
        comment = again.post(
            f"/api/revisions/{revision_id}/comments", json={"text": "好"}, headers=_key("c-1")
        )
        assert comment.status_code == 201 and comment.json()["id"] == said["id"]
        assert len(again.get(f"/api/contents/{made['id']}/comments").json()) == 1
        refused = again.post(
            "/api/contents", json={**sent, "body": "别的"}, headers=_key("restart-1")
        )
        assert refused.status_code == 409


# --- writes guarded by base_version ---------------------------------------------------------


def _article(client: TestClient[Any], title: str, body: str) -> str:
    return str(client.post("/api/contents", json={"title": title, "body": body}).json()["id"])


@pytest.mark.parametrize(("title", "body"), ARTICLES, ids=["en", "zh"])
def test_a_hand_edit_retried_answers_the_version_it_made(
    client: TestClient[Any], title: str, body: str
) -> None:
    content_id = _article(client, title, body)
    edit = {"body": body + "\n\nP.S.", "base_version": 1}
    first = client.put(f"/api/contents/{content_id}", json=edit)
    again = client.put(f"/api/contents/{content_id}", json=edit)
    assert first.status_code == again.status_code == 200, again.text
    assert again.json() == first.json() and again.json()["version"] == 2
    assert len(client.get(f"/api/contents/{content_id}/history").json()) == 1
    # Another text on that base is still the 409 of a stale base.
    other = client.put(f"/api/contents/{content_id}", json={"body": "Else.", "base_version": 1})
    assert other.status_code == 409
    # Once the article has moved past the version the edit made, the retry is stale too.
    client.put(f"/api/contents/{content_id}", json={"body": "Third.", "base_version": 2})
    late = client.put(f"/api/contents/{content_id}", json=edit)
    assert late.status_code == 409


def test_a_hand_edit_retried_with_its_title_matches_title_and_text(
    client: TestClient[Any],
) -> None:
    content_id = _article(client, "Old", "One.")
    edit = {"title": "New", "body": "One, two.", "base_version": 1}
    assert client.put(f"/api/contents/{content_id}", json=edit).status_code == 200
    assert client.put(f"/api/contents/{content_id}", json=edit).json()["version"] == 2
    other_title = client.put(f"/api/contents/{content_id}", json={**edit, "title": "Newer"})
    assert other_title.status_code == 409


def test_someone_elses_edit_after_the_base_is_still_a_conflict(client: TestClient[Any]) -> None:
    """The version after the base was made by a rename, not by this hand edit: 409."""
    content_id = _article(client, "Title", "One.")
    client.patch(f"/api/contents/{content_id}", json={"title": "Other", "base_version": 1})
    edit = client.put(f"/api/contents/{content_id}", json={"body": "One.", "base_version": 1})
    assert edit.status_code == 409


@pytest.mark.parametrize(("title", "body"), ARTICLES, ids=["en", "zh"])
def test_a_rename_retried_answers_the_version_it_made(
    client: TestClient[Any], title: str, body: str
) -> None:
    content_id = _article(client, title, body)
    rename = {"title": title + "（二）", "base_version": 1}
    first = client.patch(f"/api/contents/{content_id}", json=rename)
    again = client.patch(f"/api/contents/{content_id}", json=rename)
    assert first.status_code == again.status_code == 200, again.text
    assert again.json()["version"] == 2 and again.json()["title"] == title + "（二）"
    other = client.patch(f"/api/contents/{content_id}", json={**rename, "title": "Else"})
    assert other.status_code == 409


def test_a_restore_retried_answers_the_version_it_made(client: TestClient[Any]) -> None:
    content_id = _article(client, "Restore", "One.\n\nTwo.")
    client.put(f"/api/contents/{content_id}", json={"body": "One.\n\nThree.", "base_version": 1})
    client.put(f"/api/contents/{content_id}", json={"body": "One.\n\nFour.", "base_version": 2})
    restore = {"version": 1, "base_version": 3}
    first = client.post(f"/api/contents/{content_id}/restore", json=restore)
    again = client.post(f"/api/contents/{content_id}/restore", json=restore)
    assert first.status_code == again.status_code == 200, again.text
    assert again.json()["version"] == 4 and again.json()["body"] == "One.\n\nTwo."
    other = client.post(f"/api/contents/{content_id}/restore", json={**restore, "version": 2})
    assert other.status_code == 409


@pytest.mark.parametrize(
    ("body", "edited"),
    [
        (
            "We waited twenty minutes.\n\nThe bus never came.",
            "We waited thirty minutes.\n\nThe bus came.",
        ),
        ("我们等了二十分钟。\n\n公交车一直没来。", "我们等了三十分钟。\n\n公交车来了。"),
    ],
    ids=["en", "zh"],
)
def test_a_rejection_retried_answers_the_version_it_made(
    client: TestClient[Any], body: str, edited: str
) -> None:
    content_id = _article(client, "Reject", body)
    client.put(f"/api/contents/{content_id}", json={"body": edited, "base_version": 1})
    revision_id = client.get(f"/api/contents/{content_id}/history").json()[0]["id"]
    changes = client.get(f"/api/revisions/{revision_id}/diff").json()["changes"]
    assert len(changes) >= 2
    one = {"change_ids": [changes[0]["id"]], "base_version": 2}
    first = client.post(f"/api/revisions/{revision_id}/reject", json=one)
    again = client.post(f"/api/revisions/{revision_id}/reject", json=one)
    assert first.status_code == again.status_code == 200, again.text
    assert again.json() == first.json() and again.json()["version"] == 3
    other = {"change_ids": [changes[1]["id"]], "base_version": 2}
    assert client.post(f"/api/revisions/{revision_id}/reject", json=other).status_code == 409
    # Rejecting the rest, then retrying that with null ("all"): the version it made.
    rest = {"change_ids": None, "base_version": 3}
    assert client.post(f"/api/revisions/{revision_id}/reject", json=rest).status_code == 200
    retried = client.post(f"/api/revisions/{revision_id}/reject", json=rest)
    assert retried.status_code == 200 and retried.json()["version"] == 4
    assert retried.json()["body"] == body


# --- creating POSTs that take no key: refused with a sentence, not ignored -----------------


def test_a_persona_user_or_api_key_with_a_key_is_refused_and_nothing_made(
    client: TestClient[Any],
) -> None:
    before = len(client.get("/api/personas").json())
    persona = client.post("/api/personas", json={"name": "草稿腔"}, headers=_key("p-1"))
    assert persona.status_code == 400 and "GET /api/personas" in persona.json()["detail"]
    assert len(client.get("/api/personas").json()) == before
    user = client.post(
        "/api/users",
        json={"name": "ada", "password": "long enough pw", "roles": ["admin", "writer"]},
        headers=_key("u-1"),
    )
    assert user.status_code == 400 and "409" in user.json()["detail"]
    assert client.get("/api/users").json() == []
    key = client.post("/api/keys", json={"user_id": "u1", "scopes": ["read"]}, headers=_key("k"))
    assert key.status_code == 400 and "shown once" in key.json()["detail"]
    # Without the header, as before.
    assert client.post("/api/personas", json={"name": "草稿腔"}).status_code == 201


def test_a_creation_key_let_go_with_the_articles_old_keys_is_said_so(
    client: TestClient[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An article keeps its newest keyed requests' keys (as many as sends keep; one here):
    after a keyed send, its creation's key is let go, and a retry is a 409 naming it."""
    from app.store import pg_records, tinydb_store

    monkeypatch.setattr(tinydb_store, "_KEPT_REQUESTS", 1)
    monkeypatch.setattr(pg_records, "KEPT_REQUESTS", 1)
    sent = {"title": "Old key", "body": "We waited twenty minutes."}
    made = client.post("/api/contents", json=sent, headers=_key("old-1")).json()
    turn = client.post(
        "/api/chat/send",
        json={"content_id": made["id"], "message": 'Replace "twenty" with "thirty"'},
        headers=_key("send-1"),
    )
    assert turn.status_code == 200, turn.text
    again = client.post("/api/contents", json=sent, headers=_key("old-1"))
    assert again.status_code == 409 and made["id"] in again.json()["detail"]
    assert len(_titled(client, "Old key")) == 1
