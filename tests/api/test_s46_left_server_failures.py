"""Through the HTTP API: the failures session 45 left English on a Chinese article — a reply
cut off by a server shutdown, a reply that could not be saved at the time, an edit over the
article's size limit, a reply lost to a hand edit — are said in Chinese there (English on an
English article); and every failed reply carries `retryable`: whether asking again can help
(false for a context window exceeded, a refused key, an unknown model, an edit over the size
limit; true for a time-out, 429, 5xx, a stop, a cut-off reply, a reply lost to a change made
meanwhile). A hand edit made while a reply is written keeps the reply under the writer's
message, beside the edit, saying it was not applied — never missing."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from app.domain.errors import StorageFailed
from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.store import tinydb_store
from app.testing import sse
from app.testing.fake_model import FakeModel, HeldModel
from app.testing.live_server import LiveServer
from app.testing.openai_stub import OpenAIStub
from app.web import sse as web_sse
from tests.api.held_turns import ARTICLES, LANGS, MESSAGES, held_stream, sent_turn
from tests.english_left import english_left
from tests.failures_said import QUOTED_IN_FAILURES, RETRY, lang_of


def _in_language(said: str, lang: str) -> None:
    """`said` is whole in `lang`: on a Chinese article no English sentence is left."""
    if lang == "zh":
        assert not english_left(said, quoted=QUOTED_IN_FAILURES), said
    else:  # the English sentences, whatever of the article a partial reply quotes
        assert not re.search(r"[\u3400-\u9fff]", said.split("Partial reply:")[0]), said


def _held_turn(
    settings: Settings, lang: str, during: Any, model: HeldModel | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A streamed suggestion on the article in `lang` to a model that holds mid-reply;
    `during(client, content_id)` runs while it holds, then the model goes on.
    The conversation and the article afterwards."""
    held = model or HeldModel(head=("周末\n\n",), tail=ARTICLES[lang]["body"] + "!")

    def hold_once(client: httpx.Client, content_id: str, name: str, _: Any) -> None:
        if name == "delta" and not held.release.is_set():
            during(client, content_id)
            held.release.set()

    return held_stream(settings, held, lang, hold_once)


# -- a hand edit made while the reply is written ---------------------------------------------


def _hand_edit(client: httpx.Client, content_id: str) -> None:
    now = client.get(f"/api/contents/{content_id}").json()
    edited = client.put(
        f"/api/contents/{content_id}",
        json={"body": now["body"] + "\n\n手写的一段。Hand-written.", "base_version": 1},
    )
    assert edited.status_code == 200, edited.text


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_edit_while_the_reply_is_written_leaves_the_reply_kept_and_told_not_applied(
    settings: Settings, lang: str
) -> None:
    view, article = _held_turn(settings, lang, _hand_edit)
    path = view["path"]
    asked, edit = path[-2], path[-1]
    assert asked["role"] == "user" and asked["content"] == MESSAGES[lang]
    # the hand edit stays the head and the article's text
    assert edit["role"] == "event" and edit["version"] == 2 and view["head_id"] == edit["id"]
    assert article["version"] == 2 and article["body"].endswith("Hand-written.")
    # The reply is not missing: it is kept under the writer's message, beside the hand edit
    # (the panel shows it off the path with its Retry), and says nothing was applied.
    (reply,) = [m for m in view["messages"] if m["role"] == "assistant"]
    assert reply["parent_id"] == asked["id"]
    assert reply["status"] == "error" and reply["revision_id"] is None
    said = reply["content"]
    assert ("nothing was applied" if lang == "en" else "没有应用任何改动") in said, said
    assert RETRY[lang] in said, said
    _in_language(said, lang)
    assert reply["retryable"] is True


def test_retrying_the_reply_a_hand_edit_overtook_applies_the_suggestion_to_the_new_text(
    settings: Settings,
) -> None:
    model = HeldModel(head=("周末\n\n",), tail=ARTICLES["zh"]["body"] + "!")
    view, _ = _held_turn(settings, "zh", _hand_edit, model)
    (reply,) = [m for m in view["messages"] if m["role"] == "assistant"]
    edited_body = ARTICLES["zh"]["body"] + "\n\n手写的一段。Hand-written."
    model.enqueue("周末\n\n" + edited_body.replace("熊猫", "大熊猫"))
    with TestClient(app=create_app(settings, provider=model)) as client:
        again = client.post(f"/api/chat/messages/{reply['id']}/regenerate", json={})
        assert again.status_code == 200, again.text
        done = again.json()
    assert done["revision"] is not None, done
    assert done["content"]["body"] == edited_body.replace("熊猫", "大熊猫")  # the hand edit kept


# -- a reply cut off by a server shutdown ----------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_reply_cut_off_by_a_shutdown_is_told_in_the_articles_language(
    settings: Settings, lang: str
) -> None:
    model = HeldModel(head=("周末\n\n今天",), tail="never")
    server = LiveServer(create_app(settings, provider=model)).start()
    try:
        with httpx.Client(base_url=server.url, timeout=20) as client:
            content_id = client.post("/api/contents", json=ARTICLES[lang]).json()["id"]
            got_delta = threading.Event()

            def send() -> None:
                with client.stream(
                    "POST",
                    "/api/chat/send?stream=true",
                    json={"content_id": content_id, "message": MESSAGES[lang]},
                ) as response:
                    for name, _ in sse.events(response.iter_lines()):
                        if name == "delta":
                            got_delta.set()

            sending = threading.Thread(target=send, daemon=True)
            sending.start()
            assert got_delta.wait(20)
            # The server asked to stop (as SIGTERM does for `python -m app`).
            for loop, event in list(web_sse._STOPPING.items()):
                if not loop.is_closed():  # an earlier test's server's loop is gone
                    loop.call_soon_threadsafe(event.set)
            sending.join(20)
            assert not sending.is_alive(), "the stream did not end at the stop"
            server.stop()
    finally:
        model.release.set()
        server.stop()
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        article = client.get(f"/api/contents/{content_id}").json()
    reply = view["path"][-1]
    assert reply["status"] == "stopped" and article["version"] == 1, reply
    said = reply["content"]
    if lang == "en":
        assert said.startswith("The server was stopping (a restart or an update)"), said
    else:
        assert said.startswith("服务器当时正在停止（重启或更新）"), said
        assert "今天" in said  # what had arrived is kept
    assert RETRY[lang] in said
    _in_language(said, lang)
    assert reply["retryable"] is True


# -- a reply that could not be saved at the time ---------------------------------------------


class _LockBreakingModel(FakeModel):
    """Answers, and from then on the data directory refuses every file lock."""

    broken = False

    async def complete(self, messages: Any) -> Any:
        _LockBreakingModel.broken = True
        return await super().complete(messages)


@pytest.fixture(
    params=[
        PermissionError(13, "Permission denied"),
        StorageFailed("The database could not be reached (timed out); nothing was changed."),
        OSError(28, "No space left on device"),
    ],
    ids=["refused", "database", "full"],
)
def refusal(request: pytest.FixtureRequest) -> Exception:
    return request.param  # type: ignore[no-any-return]


@pytest.fixture
def breaking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refusal: Exception
) -> Iterator[tuple[Settings, _LockBreakingModel]]:
    def refusing(lock: Any) -> Any:
        def take(path: Path, held: list[int]) -> Any:
            if _LockBreakingModel.broken:
                raise refusal
            return lock(path, held)

        return take

    monkeypatch.setattr(tinydb_store, "_try_flock", refusing(tinydb_store._try_flock))
    monkeypatch.setattr(tinydb_store, "_flock", refusing(tinydb_store._flock))
    _LockBreakingModel.broken = False
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]
    yield settings, _LockBreakingModel()
    _LockBreakingModel.broken = False


@pytest.mark.parametrize("lang", LANGS)
def test_a_reply_that_could_not_be_saved_at_the_time_is_told_in_the_articles_language(
    breaking: tuple[Settings, _LockBreakingModel], lang: str
) -> None:
    import time

    settings, model = breaking
    model.enqueue(f"{ARTICLES[lang]['title']}\n\n{ARTICLES[lang]['body']}!")
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json=ARTICLES[lang]).json()["id"]
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": MESSAGES[lang]}
        )
        assert sent.status_code in (500, 507), sent.text
        asked = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
        _LockBreakingModel.broken = False
        deadline = time.monotonic() + 20
        replies: list[dict[str, Any]] = []
        while not replies and time.monotonic() < deadline:
            view = client.get(f"/api/chat/sessions/{content_id}").json()
            replies = [m for m in view["messages"] if m["parent_id"] == asked["id"]]
            time.sleep(0.1)
    assert len(replies) == 1, "no reply was ever saved"
    said = replies[0]["content"]
    assert replies[0]["status"] == "error" and replies[0]["retryable"] is True
    if lang == "en":
        assert said.startswith("No reply could be saved at the time: "), said
    else:
        assert said.startswith("当时没能保存回复："), said
    assert RETRY[lang] in said
    _in_language(said, lang)


# -- an edit over the size limit -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_an_edit_over_the_size_limit_is_told_in_the_articles_language_and_not_retryable(
    tmp_path: Path, lang: str
) -> None:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, max_article_chars=80
    )
    ask = {
        "zh": "把“熊猫”改成“" + "大" * 60 + "熊猫”",
        "en": 'Replace "park" with "' + "p" * 60 + '"',
    }
    with TestClient(app=create_app(settings)) as client:
        content_id = client.post("/api/contents", json=ARTICLES[lang]).json()["id"]
        sent = client.post("/api/chat/send", json={"content_id": content_id, "message": ask[lang]})
        assert sent.status_code == 200, sent.text
        reply = sent.json()["assistant_message"]
        article = client.get(f"/api/contents/{content_id}").json()
    assert reply["status"] == "error" and article["version"] == 1, reply
    said = reply["content"]
    assert ("over the limit of 80" if lang == "en" else "超过了 80 个的上限") in said, said
    _in_language(said, lang)
    assert reply["retryable"] is False  # the same rules edit would be as long again


# -- the retryable flag on failed model calls -----------------------------------------------

CONTEXT_FULL = json.dumps({"error": {"message": "maximum context length is 8192 tokens"}})


def _failed_reply(settings: Settings, lang: str, **answer: Any) -> dict[str, Any]:
    with OpenAIStub() as stub:
        for _ in range(2):
            stub.enqueue(**answer)
        model = OpenAICompatible(
            base_url=stub.url, model="m", timeout=0.3, max_retries=1, backoff_base=0.01
        )
        sent, path, _ = sent_turn(settings, model, lang)
    assert path[-1]["status"] == "error", path[-1]
    assert sent["assistant_message"]["retryable"] == path[-1]["retryable"]
    return dict(path[-1])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("answer", "retryable"),
    [
        ({"status": 500}, True),
        ({"status": 503}, True),
        ({"status": 429}, True),
        ({"hang": 2}, True),
        ({"status": 401}, False),
        ({"status": 403}, False),
        ({"status": 404}, False),
        (
            {"status": 400, "body": CONTEXT_FULL, "content_type": "application/json"},
            False,
        ),
    ],
    ids=["500", "503", "429", "timeout", "401", "403", "unknown model", "context window"],
)
def test_a_failed_reply_says_whether_asking_again_can_help(
    settings: Settings, lang: str, answer: dict[str, Any], retryable: bool
) -> None:
    reply = _failed_reply(settings, lang, **answer)
    assert reply["retryable"] is retryable, reply
    # The flag and the words agree: a reply that can be retried says to press Retry.
    assert (RETRY[lang] in reply["content"]) is retryable, reply["content"]
    assert lang_of(ARTICLES[lang]["body"]) == lang


def test_a_reply_that_did_not_fail_carries_no_retryable_flag(settings: Settings) -> None:
    with TestClient(app=create_app(settings)) as client:
        content_id = client.post("/api/contents", json=ARTICLES["en"]).json()["id"]
        sent = client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": 'Replace "fine" with "warm"'},
        )
        reply = sent.json()["assistant_message"]
    assert reply["status"] == "ok" and reply["retryable"] is None
    assert sent.json()["user_message"]["retryable"] is None


@pytest.mark.parametrize("lang", LANGS)
def test_a_reply_the_writer_stopped_can_be_retried(settings: Settings, lang: str) -> None:
    def stop(client: httpx.Client, content_id: str) -> None:
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        stopped = client.post(f"/api/chat/messages/{path[-1]['id']}/stop", json={})
        assert stopped.json()["stopped"] is True, stopped.text

    view, article = _held_turn(settings, lang, stop)
    reply = view["path"][-1]
    assert reply["status"] == "stopped" and article["version"] == 1
    assert reply["retryable"] is True
