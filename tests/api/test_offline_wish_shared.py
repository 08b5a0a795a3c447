"""Offline, a lasting wish said on an article whose persona is someone else's (shared with the
writer, or in another writer's persona) is heard but not kept, and the reply says so — it
used to say "Heard as a lasting wish for your persona" while the learner skipped it as not the
persona's writer's (faults tester, session 22). The persona's own writer is told it is kept."""

import time

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.acting import ActingAs, user

WORDS = "from now on keep paragraphs short"


def test_a_wish_on_someone_elses_persona_is_said_to_be_not_kept(settings: Settings) -> None:
    writer, other = user("u-lin", "Lin Wei", "writer"), user("u-bo", "Bo Chen", "writer")
    app = ActingAs(create_app(settings), {"writer": writer, "other": other})
    as_writer, as_other = {"x-test-actor": "writer"}, {"x-test-actor": "other"}
    with TestClient(app=app) as people:
        persona = people.post("/api/personas", json={"name": "Lin"}, headers=as_writer).json()
        content_id = people.post(
            "/api/contents",
            json={
                "title": "Notes",
                "body": "A short note.\n\nAnother one.",
                "persona_id": persona["id"],
            },
        ).json()["id"]
        replies = {}
        for who, headers in (("other", as_other), ("writer", as_writer)):
            sent = people.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": WORDS},
                headers=headers,
            )
            assert sent.status_code == 200, sent.text
            replies[who] = sent.json()["assistant_message"]["content"]
    assert "for your persona" not in replies["other"]
    assert "is not yours" in replies["other"] and "not kept" in replies["other"]
    assert "Heard as a lasting wish for your persona" in replies["writer"]


def test_a_signed_in_writers_wish_does_not_teach_a_persona_shared_by_everyone(
    settings: Settings,
) -> None:
    """A persona made in the single-user mode belongs to nobody: once there are accounts it is
    shared by everyone, so a signed-in writer's words (in an article nobody else may read) must
    not become its evidence, audit or rules — the others would read them (outside49 F2)."""
    writer, other = user("u-lin", "Lin Wei", "writer"), user("u-bo", "Bo Chen", "writer")
    app = ActingAs(create_app(settings), {"writer": writer, "other": other})
    as_writer, as_other = {"x-test-actor": "writer"}, {"x-test-actor": "other"}
    with TestClient(app=app) as people:
        shared = people.post("/api/personas", json={"name": "My voice"}).json()
        assert shared["owner_id"] is None
        content = people.post(
            "/api/contents",
            json={
                "title": "Merger memo",
                "body": "The Acme merger closes on Friday.\n\nDo not tell the staff yet.",
                "persona_id": shared["id"],
            },
            headers=as_writer,
        ).json()
        sent = people.post(
            "/api/chat/send",
            json={
                "content_id": content["id"],
                "message": "从现在起不要用感叹号，Acme 的备忘录要冷静。",
            },
            headers=as_writer,
        )
        assert sent.status_code == 200, sent.text
        reply = sent.json()["assistant_message"]["content"]
        assert "不会记下" in reply and "for your persona" not in reply
        audit_url = f"/api/personas/{shared['id']}/audit"
        deadline = time.monotonic() + 20  # learning runs after the reply: wait for its entry
        while "shared by everyone" not in people.get(audit_url, headers=as_writer).text:
            assert time.monotonic() < deadline, "the message was never marked learned"
            time.sleep(0.05)
        seen = people.get(f"/api/personas/{shared['id']}", headers=as_other).json()
        assert seen["preferences"] == []
        assert "Acme" not in people.get(audit_url, headers=as_other).text
