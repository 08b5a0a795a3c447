"""A client's retry with the same `Idempotency-Key` after it lost the answer: it gets the
real answer — waiting for the reply still being written, or answering anew the message whose
reply a crash cut off — and the edit is never made twice."""

import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from app.domain.tree import Tree
from app.editing import idempotency
from app.editing.articles import with_head
from app.editing.lost_replies import LOST_REPLY, STOPPED_CLEANLY
from app.editing.records import new_message
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.fake_model import FakeModel, HeldModel
from app.testing.live_server import LiveServer
from tests.failures_said import said_to

TITLE, BODY = "周末", "今天天气很好。\n\n我们去了公园。"
ASKED = "把“公园”改成“花园”"


def tinydb(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def sent_with_key_then_crashed(settings: Settings, key: str) -> str:
    """An article whose writer sent ASKED with `key`; the process died before the reply.
    The id of the writer's message."""
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
        client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": "记下来", "regenerate": False},
        )
    store = TinyDBStore(settings.data_dir)
    session = store.get_session(content_id)
    assert session is not None
    user = new_message(
        content_id,
        session.id,
        parent_id=session.head_id,
        role="user",
        text=ASKED,
        version=1,
        now=datetime.now(UTC),
    )
    asked = idempotency.fingerprint(
        message=ASKED,
        parent_id=None,
        base_version=None,
        selection=None,
        edited_from=None,
        regenerate=True,
    )
    store.commit(
        content_id,
        messages=[user],
        session=with_head(session, Tree.build(store.list_messages(content_id)), user),
        idempotency_key=key,
        idempotency_result=idempotency.record(user.id, asked),
    )
    store.close()
    (settings.data_dir / STOPPED_CLEANLY).unlink(missing_ok=True)  # it died
    return user.id


def test_a_retry_after_a_crash_answers_the_message_instead_of_saying_the_server_stopped(
    tmp_path: Path,
) -> None:
    settings = tinydb(tmp_path / "data")
    user_id = sent_with_key_then_crashed(settings, "retry-1")
    content_id = user_id.split("-")[0]
    model = FakeModel()
    model.enqueue("周末\n\n今天天气很好。\n\n我们去了花园。")
    with TestClient(app=create_app(settings, provider=model)) as client:
        # Start-up answered the message a crash left: that reply is all a retry would find.
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        lost = view["path"][-1]
        assert (lost["parent_id"], lost["content"]) == (user_id, said_to(BODY, LOST_REPLY))

        def retry() -> dict[str, Any]:
            answer = client.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": ASKED},
                headers={"Idempotency-Key": "retry-1"},
            )
            assert answer.status_code == 200, answer.text
            return dict(answer.json())

        first = retry()
        assert first["user_message"]["id"] == user_id  # the same message, answered anew
        assert first["assistant_message"]["status"] == "ok"
        assert first["revision"]["version"] == 2 and "花园" in first["content"]["body"]
        assert len(model.history) == 1 and ASKED in model.history[0][-1].content
        # Retried again, the answer is the same and the edit is not made twice.
        again = retry()
        assert again["assistant_message"]["id"] == first["assistant_message"]["id"]
        assert again["revision"]["id"] == first["revision"]["id"]
        assert len(model.history) == 1
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert view["head_id"] == first["assistant_message"]["id"]
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 2
        # Nothing is deleted: the reply that said the server stopped stays, beside it.
        assert lost["id"] in {m["id"] for m in view["messages"]}


def test_a_retry_while_the_reply_is_still_being_written_waits_for_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The client gave up waiting and sent the request again: the retry gets the reply the
    first request is writing (one model call), instead of a 409 saying it is not ready."""
    model = HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.")
    waiting = threading.Event()
    earlier_answer = idempotency.earlier_answer

    async def noticed(*args: Any) -> Any:
        found = await earlier_answer(*args)
        if isinstance(found, idempotency.Unanswered):
            waiting.set()
        return found

    monkeypatch.setattr(idempotency, "earlier_answer", noticed)
    settings = tinydb(tmp_path / "data")
    with (
        LiveServer(create_app(settings, provider=model)) as server,
        httpx.Client(base_url=server.url, timeout=30) as client,
    ):
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        body = {"content_id": content_id, "message": "change the first line"}
        headers = {"Idempotency-Key": "slow-1"}
        with client.stream(
            "POST", "/api/chat/send?stream=true", json=body, headers=headers
        ) as first:
            for line in first.iter_lines():
                if line.startswith("event: delta"):
                    break  # the model is writing; this client gives up
        retried: list[httpx.Response] = []
        retry = threading.Thread(
            target=lambda: retried.append(client.post("/api/chat/send", json=body, headers=headers))
        )
        retry.start()
        assert waiting.wait(10), "the retry never found the reply being written"
        model.release.set()
        retry.join(30)
        assert retried and retried[0].status_code == 200, retried and retried[0].text
        result = retried[0].json()
        assert result["assistant_message"]["status"] == "ok"
        assert result["revision"]["version"] == 2
        assert "changed" in result["content"]["body"]
        assert len(model.history) == 1
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        users = [m for m in view["messages"] if m["role"] == "user"]
        assert [m["id"] for m in users] == [result["user_message"]["id"]]
        assert [m["id"] for m in view["messages"] if m["role"] == "assistant"] == [
            result["assistant_message"]["id"]
        ]
        assert view["path"][-1]["pending"] is False
