"""Offline, a lasting wish said on an article whose persona is someone else's (shared with the
writer, or in another writer's persona) is heard but not kept, and the reply says so — it
used to say "Heard as a lasting wish for your persona" while the learner skipped it as not the
persona's writer's (faults tester, session 22). The persona's own writer is told it is kept."""

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
    assert "belongs to its owner" in replies["other"] and "not kept" in replies["other"]
    assert "Heard as a lasting wish for your persona" in replies["writer"]
