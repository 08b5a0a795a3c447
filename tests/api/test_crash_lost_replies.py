"""A writer's message a crash left without a reply: after the restart it says so, in plain
words, and Retry makes the edit (app/editing/lost_replies.py)."""

from pathlib import Path

from litestar.testing import TestClient

from app.domain.tree import Tree
from app.editing.articles import with_head
from app.editing.lost_replies import LOST_REPLY, STOPPED_CLEANLY, ServingLock
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.crashes import leave_unanswered
from app.testing.fake_model import FakeModel
from tests.api.test_style_statement_flow import learned_messages, preferences
from tests.failures_said import said_to

ZH_BODY = "今天天气很好。\n\n我们去了公园。"
# The lost reply as said to this Chinese article: in Chinese, whole (lost_replies.py).
ZH_LOST = said_to(ZH_BODY, LOST_REPLY)


def tinydb(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def new_article(settings: Settings, title: str, body: str) -> str:
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        content_id: str = client.post("/api/contents", json={"title": title, "body": body}).json()[
            "id"
        ]
        client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": "记下来", "regenerate": False},
        )
    return content_id


def test_a_message_the_server_died_answering_gets_a_reply_saying_so_and_retry_works(
    tmp_path: Path,
) -> None:
    settings = tinydb(tmp_path / "data")
    content_id = new_article(settings, "周末", ZH_BODY)
    user = leave_unanswered(settings.data_dir, content_id, "把“公园”改成“花园”", version=1)
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        asked, lost = view["path"][-2:]
        assert asked["id"] == user.id and asked["content"] == "把“公园”改成“花园”"
        assert asked["pending"] is False
        assert lost["role"] == "assistant" and lost["parent_id"] == user.id
        assert (lost["status"], lost["content"], lost["revision_id"]) == ("error", ZH_LOST, None)
        assert view["head_id"] == lost["id"]
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1

        model.enqueue("周末\n\n今天天气很好。\n\n我们去了花园。")
        retried = client.post(f"/api/chat/messages/{lost['id']}/regenerate", json={})
        assert retried.status_code == 200, retried.text
        result = retried.json()
        assert result["user_message"]["id"] == user.id
        assert result["revision"]["version"] == 2
        assert "花园" in result["content"]["body"]
        assert "把“公园”改成“花园”" in model.history[-1][-1].content
    # A second restart finds nothing lost: the retried reply is the head.
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        again = client.get(f"/api/chat/sessions/{content_id}").json()
        assert again["head_id"] == result["assistant_message"]["id"]
        assert [m["content"] for m in again["messages"]].count(ZH_LOST) == 1


def test_a_head_left_on_a_message_with_its_replies_is_left_alone(tmp_path: Path) -> None:
    """Data written before head moves stopped at writer's messages can still hold one."""
    settings = tinydb(tmp_path / "data")
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        content_id = client.post(
            "/api/contents", json={"title": "Bus", "body": "The bus was late."}
        ).json()["id"]
        turn = client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": 'Replace "late" with "early"'},
        ).json()
    store = TinyDBStore(settings.data_dir)
    session = store.get_session(content_id)
    assert session is not None
    tree = Tree.build(store.list_messages(content_id))
    user = tree.by_id[turn["user_message"]["id"]]
    store.commit(content_id, session=with_head(session, tree, user))
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        before = client.get(f"/api/chat/sessions/{content_id}").json()
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        after = client.get(f"/api/chat/sessions/{content_id}").json()
    assert after["head_id"] == turn["user_message"]["id"]
    assert after["messages"] == before["messages"]
    assert LOST_REPLY not in [m["content"] for m in after["messages"]]


def test_while_another_server_uses_the_data_its_unanswered_messages_are_left_to_it(
    tmp_path: Path,
) -> None:
    """The other process may be writing that reply right now."""
    settings = tinydb(tmp_path / "data")
    content_id = new_article(settings, "Bus", "The bus was late.")
    user = leave_unanswered(settings.data_dir, content_id, "make it shorter", version=1)
    other = ServingLock(settings.data_dir)
    assert other.take() is True  # the first to start: alone
    other.share()
    try:
        with TestClient(app=create_app(settings, provider=FakeModel())) as client:
            view = client.get(f"/api/chat/sessions/{content_id}").json()
            assert view["head_id"] == user.id
            assert LOST_REPLY not in [m["content"] for m in view["messages"]]
    finally:
        other.release()
    # Once nobody serves it, the next start answers it.
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert view["path"][-1]["content"] == LOST_REPLY


def test_the_serving_lock_is_alone_only_for_the_first_process(tmp_path: Path) -> None:
    first, second, third = (ServingLock(tmp_path) for _ in range(3))
    assert first.take() is True
    first.share()
    assert second.take() is False  # the first still serves
    first.release()
    assert third.take() is False  # the second still serves
    second.release()
    third.release()
    last = ServingLock(tmp_path)
    assert last.take() is True
    last.release()


def test_a_lost_reply_off_the_head_is_answered_where_it_was_asked(tmp_path: Path) -> None:
    """Another tab moved the head on before the process died: the lost message is answered
    where it stands, the head and the article stay where the other tab left them."""
    settings = tinydb(tmp_path / "data")
    content_id = new_article(settings, "Bus", "The bus was late.")
    first = leave_unanswered(settings.data_dir, content_id, "make it shorter", version=1)
    # The other tab's message, sent from the head (the first one) before the crash.
    second = leave_unanswered(settings.data_dir, content_id, "make it warmer", version=1)
    assert second.parent_id == first.id
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
    replies = {m["parent_id"]: m for m in view["messages"] if m["content"] == LOST_REPLY}
    assert set(replies) == {first.id, second.id}
    assert view["head_id"] == replies[second.id]["id"]
    # The fork under the first message stays on the branch the head is on.
    assert view["active_child"][first.id] == second.id
    assert [m["id"] for m in view["path"][-3:]] == [first.id, second.id, view["head_id"]]


def test_after_a_clean_stop_the_next_start_does_not_look_for_lost_replies(tmp_path: Path) -> None:
    settings = tinydb(tmp_path / "data")
    marker = settings.data_dir / STOPPED_CLEANLY
    new_article(settings, "Bus", "The bus was late.")
    assert marker.exists()  # the app stopped cleanly: every reply was saved
    with TestClient(app=create_app(settings, provider=FakeModel())):
        # Taken away while serving, so a crash from now on is not taken for a clean stop.
        assert not marker.exists()
    assert marker.exists()


def test_a_message_answered_at_start_up_still_teaches_its_words_once(tmp_path: Path) -> None:
    """A lasting wish in the message a crash cut off is learned as after any reply that made
    no revision — once, however often the server starts again or the writer retries."""
    settings = tinydb(tmp_path / "data")
    content_id = new_article(settings, "周末", ZH_BODY)
    user = leave_unanswered(settings.data_dir, content_id, "以后段落短一点", version=1)
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        assert client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]["content"] == (
            ZH_LOST
        )
        paragraphs = preferences(client)["paragraph_length"]
        assert [e["quote"] for e in paragraphs["evidence"]] == ["以后段落短一点"]
        assert learned_messages(client).count(user.id) == 1
    (settings.data_dir / STOPPED_CLEANLY).unlink()  # as if it crashed again: looked at again
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        assert learned_messages(client).count(user.id) == 1
        assert preferences(client)["paragraph_length"]["evidence"] == paragraphs["evidence"]
