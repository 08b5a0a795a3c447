"""On PostgreSQL too, a writer's message a crash left without a reply — a new one, or one
whose regenerated reply was cut off — gets a reply saying so at the next start, when no other
instance serves the database; while one does, it is left to it (it may be writing it now)."""

from __future__ import annotations

from litestar.testing import TestClient

from app.domain.models import ChatMessage
from app.domain.tree import Tree
from app.editing.articles import with_head
from app.editing.lost_replies import LOST_REPLY
from app.editing.lost_replies_pg import PgServingLock
from app.main import create_app
from app.settings import Settings
from app.store.postgres import PostgresStore
from app.testing.crashes import commit_unanswered
from app.testing.fake_model import FakeModel
from tests.failures_said import said_to

# The lost reply as said to this Chinese article: in Chinese, whole (lost_replies.py).
LOST = said_to("今天天气很好。\n\n我们去了公园。", LOST_REPLY)


def leave_unanswered_on(url: str, content_id: str, text: str) -> ChatMessage:
    """The writer's `text` committed at the head, its reply never written (the instance died)."""
    store = PostgresStore(url)
    try:
        return commit_unanswered(store, content_id, text, version=1)
    finally:
        store.close()


def regenerating_on(url: str, content_id: str, user_id: str) -> None:
    """Regenerate moved the head onto `user_id` and the instance died before the reply."""
    store = PostgresStore(url)
    try:
        session = store.get_session(content_id)
        assert session is not None
        tree = Tree.build(store.list_messages(content_id))
        moved = with_head(session, tree, tree.by_id[user_id])
        store.commit(content_id, session=moved.model_copy(update={"answering": user_id}))
    finally:
        store.close()


def new_article(settings: Settings) -> tuple[str, dict]:
    fake = FakeModel()
    fake.enqueue("周末\n\n今天天气很好。\n\n我们去了花园。")
    with TestClient(app=create_app(settings, provider=fake)) as client:
        content_id = client.post(
            "/api/contents", json={"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}
        ).json()["id"]
        turn = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "写得更生动一点"}
        ).json()
    return content_id, turn


def test_on_postgresql_a_lost_reply_is_answered_at_the_next_start(pg_settings: Settings) -> None:
    url = pg_settings.database_url
    assert url is not None
    content_id, turn = new_article(pg_settings)
    regenerated_id, regenerated = new_article(pg_settings)
    # Then the instance died: one message sent, one reply being regenerated.
    user = leave_unanswered_on(url, content_id, "标题改成「春天」")
    regenerating_on(url, regenerated_id, regenerated["user_message"]["id"])

    # While another instance serves the database, the message is left to it.
    other = PgServingLock(url)
    assert other.take() is True
    other.share()
    try:
        with TestClient(app=create_app(pg_settings, provider=FakeModel())) as client:
            view = client.get(f"/api/chat/sessions/{content_id}").json()
            assert view["head_id"] == user.id
            assert LOST not in [m["content"] for m in view["messages"]]
    finally:
        other.release()

    with TestClient(app=create_app(pg_settings, provider=FakeModel())) as client:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        asked, lost = view["path"][-2:]
        assert asked["id"] == user.id
        assert (lost["status"], lost["content"]) == ("error", LOST)
        assert view["head_id"] == lost["id"]
        assert turn["assistant_message"]["id"] in {m["id"] for m in view["messages"]}
        # The regenerated message has its lost reply beside the earlier one; the head is back
        # at the earlier one, with the version it made (as a Stop leaves it).
        view = client.get(f"/api/chat/sessions/{regenerated_id}").json()
        asked, earlier = view["path"][-2:]
        assert asked["id"] == regenerated["user_message"]["id"]
        assert view["head_id"] == earlier["id"] == regenerated["assistant_message"]["id"]
        replies = [m for m in view["messages"] if m["parent_id"] == asked["id"]]
        assert [m["id"] for m in replies][0] == earlier["id"]
        assert [m["content"] for m in replies][1:] == [LOST]
        assert client.get(f"/api/contents/{regenerated_id}").json()["version"] == 2
    # Started again (any number of times), nothing more is taken for lost.
    with TestClient(app=create_app(pg_settings, provider=FakeModel())) as client:
        for article in (content_id, regenerated_id):
            view = client.get(f"/api/chat/sessions/{article}").json()
            assert [m["content"] for m in view["messages"]].count(LOST) == 1
