"""The data directory (or the database) refuses the article's lock while the model is writing
(its folder made read-only, a permission changed, the database out of reach): the writer's
message was saved before the model was asked, so the answer says exactly that — not "part of
this change may have been saved", nor "nothing was changed"."""

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.domain.errors import StorageFailed
from app.domain.models import PromptMessage
from app.editing.lost_replies import REFUSED_REPLY
from app.llm.base import Completion
from app.main import create_app
from app.settings import Settings
from app.store import tinydb_store
from app.testing.fake_model import FakeModel
from tests.english_left import english_left
from tests.failures_said import QUOTED_IN_FAILURES, said_to

REFUSED = (
    "The data directory could not be written (Permission denied): your message was saved, "
    "but the reply could not be."
)


class LockBreakingModel(FakeModel):
    """Answers, and from then on the data directory refuses every file lock."""

    broken = False

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        LockBreakingModel.broken = True
        return await super().complete(messages)

    def stream(self, messages: list[PromptMessage]) -> Any:
        LockBreakingModel.broken = True
        return super().stream(messages)


UNREACHABLE = (
    "The database could not be reached (couldn't get a connection after 10.00 sec): your "
    "message was saved, but the reply could not be."
)


@pytest.fixture(
    params=[
        (PermissionError(13, "Permission denied"), REFUSED),
        (
            StorageFailed(
                "The database could not be reached (couldn't get a connection after 10.00 sec)"
                "; nothing was changed."
            ),
            UNREACHABLE,
        ),
    ]
)
def refusal(request: pytest.FixtureRequest) -> tuple[Exception, str]:
    """What the lock raises, and what the writer is told."""
    return request.param  # type: ignore[no-any-return]


@pytest.fixture
def client(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refusal: tuple[Exception, str]
) -> Iterator[TestClient]:
    def refusing(lock: Any) -> Any:
        def take(path: Path, held: list[int]) -> Any:
            if LockBreakingModel.broken:
                raise refusal[0]
            return lock(path, held)

        return take

    monkeypatch.setattr(tinydb_store, "_try_flock", refusing(tinydb_store._try_flock))
    monkeypatch.setattr(tinydb_store, "_flock", refusing(tinydb_store._flock))
    LockBreakingModel.broken = False
    model = LockBreakingModel()
    model.enqueue(*["周末\n\n今天天气很好！\n\n我们去了花园。"] * 2)
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings, provider=model)) as test_client:
        yield test_client
    LockBreakingModel.broken = False


def reply_to(client: TestClient, content_id: str, message_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        replies = [m for m in view["messages"] if m["parent_id"] == message_id]
        if replies:
            assert len(replies) == 1
            return dict(replies[0])
        time.sleep(0.1)
    raise AssertionError("no reply was ever saved")


def test_a_refused_lock_after_the_message_was_saved_says_the_message_was_kept(
    client: TestClient, refusal: tuple[Exception, str]
) -> None:
    said = refusal[1]
    content_id = client.post(
        "/api/contents", json={"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}
    ).json()["id"]
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "写得更生动一点"}
    )
    assert sent.status_code == 500
    assert sent.json()["detail"] == said
    asked = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
    assert asked["content"] == "写得更生动一点"  # kept, as the answer said
    LockBreakingModel.broken = False  # the folder is writable (the database back) again
    # Once it can be, a reply saying what happened is saved under the message, with Retry;
    # the message does not wait for a restart to be answered.
    reply = reply_to(client, content_id, asked["id"])
    assert reply["status"] == "error" and reply["revision_id"] is None
    # Said in Chinese on the Chinese article (session 46), the cause quoted as the store gave it.
    assert reply["content"].startswith("当时没能保存回复："), reply["content"]
    assert "重试" in reply["content"] and reply["retryable"] is True
    assert not english_left(reply["content"], quoted=QUOTED_IN_FAILURES), reply["content"]
    assert client.get(f"/api/chat/sessions/{content_id}").json()["head_id"] == reply["id"]
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1

    # Streamed, the same sentence arrives as the stream's error event.
    with client.stream(
        "POST",
        "/api/chat/send?stream=true",
        json={"content_id": content_id, "message": "再生动一点"},
    ) as response:
        lines = list(response.iter_lines())
    pairs = zip(lines, lines[1:], strict=False)
    errors = [json.loads(data[5:]) for name, data in pairs if name == "event: error"]
    assert errors == [{"detail": said}]


def test_a_message_whose_reply_could_not_be_saved_is_answered_after_a_restart(
    tmp_path: Path, client: TestClient
) -> None:
    """The app stopped while the folder still refused: the stop is not taken for a clean
    one, so the next start answers the message (app/editing/lost_replies.py)."""
    content_id = client.post(
        "/api/contents", json={"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}
    ).json()["id"]
    assert (
        client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "写得更生动一点"}
        ).status_code
        == 500
    )
    asked = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
    client.__exit__(None, None, None)  # stopped while the lock is still refused
    LockBreakingModel.broken = False
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings, provider=FakeModel())) as restarted:
        reply = reply_to(restarted, content_id, asked["id"])
        # Said as the refusal it was, not as a stop (session 28).
        # In Chinese, whole, to this Chinese article (lost_replies.py).
        assert reply["content"] == said_to("今天天气很好。\n\n我们去了公园。", REFUSED_REPLY)
