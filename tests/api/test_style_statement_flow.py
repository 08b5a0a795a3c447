"""A writer's message whose turn makes no revision still teaches the persona, exactly once:
offline ("needs a model"), a wish the text already meets (NO_CHANGE), an approval on its
own, a noted wish, a stopped turn, a failed turn and its Retry, a regenerated reply, a restart
with the job still waiting; an edited message is a new statement."""

import json
import time
from pathlib import Path

import httpx
import pytest
from litestar.testing import TestClient

from app.domain.models import AuditEntry
from app.llm.base import LLMRateLimited, LLMTimeout
from app.main import create_app
from app.settings import Settings
from app.style.queue import LEARNED, LEARNED_MESSAGE, QUEUE_DIR, StyleQueue
from app.testing.acting import ActingAs, user
from app.testing.fake_model import FakeModel
from app.testing.live_server import LiveServer
from tests.api.calls import create_id, send
from tests.api.test_streaming_stop import held_stream_model, wait_for_reply
from tests.conftest import settle

ZH_TITLE, ZH_BODY = (
    "周末",
    "今天天气很好！我们去了公园，玩得很开心，还在湖边坐了很久。\n\n晚上回家吃饭。",
)
EN_TITLE, EN_BODY = "Bench notes", "The meeting lasts twenty minutes.\n\nWe meet on Monday."


def preferences(client: TestClient) -> dict[str, dict]:
    settle(client)
    persona = client.get("/api/personas/pdefault").json()
    return {p["dimension"]: p for p in persona["preferences"]}


def quoted(preference: dict, words: str) -> list[dict]:
    return [e for e in preference["evidence"] if e["quote"] == words]


def audit(client: TestClient) -> list[AuditEntry]:
    settle(client)
    return list(client.app.state["style_queue"].store.list_audit("pdefault"))


def learned_messages(client: TestClient) -> list[str]:
    return [str(e.detail["message_id"]) for e in audit(client) if e.action == LEARNED_MESSAGE]


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (ZH_TITLE, ZH_BODY, "以后段落短一点"),
        (EN_TITLE, EN_BODY, "from now on keep paragraphs short"),
    ],
)
def test_offline_a_lasting_wish_that_needs_a_model_is_learned_with_its_words(
    client: TestClient, title: str, body: str, words: str
) -> None:
    content_id = create_id(client, title, body)
    sent = send(client, content_id, words)
    assert sent["revision"] is None  # the rules editor cannot do it: "needs a model"
    assert sent["content"]["version"] == 1

    paragraphs = preferences(client)["paragraph_length"]
    assert (paragraphs["value"], paragraphs["state"]) == ("shorter", "active")
    (evidence,) = paragraphs["evidence"]
    assert evidence["quote"] == words
    assert evidence["source"] == "writer"
    assert evidence["versions"] == "V1"  # said at V1, no change made
    assert evidence["message_id"] == sent["user_message"]["id"]
    assert evidence["message_id"].startswith(content_id)  # names the article
    assert evidence["revision_id"] is None
    assert learned_messages(client) == [sent["user_message"]["id"]]
    assert not list((client.app.state["settings"].data_dir / QUEUE_DIR).rglob("*.json"))


def test_a_wish_the_text_already_meets_is_learned(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, EN_TITLE, EN_BODY)
    fake_model.enqueue("NO_CHANGE — the paragraphs are already short.")
    sent = send(llm_client, content_id, "Keep paragraphs short from now on, please.")
    assert sent["revision"] is None
    assert sent["assistant_message"]["status"] == "ok"

    paragraphs = preferences(llm_client)["paragraph_length"]
    assert paragraphs["value"] == "shorter"
    assert [e["versions"] for e in quoted(paragraphs, sent["user_message"]["content"])] == ["V1"]


def test_a_failed_turn_teaches_once_and_its_retries_add_nothing(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, ZH_TITLE, ZH_BODY)
    words = "以后段落短一点"
    fake_model.enqueue(LLMTimeout("The model did not answer in time."))
    sent = send(llm_client, content_id, words)
    assert sent["assistant_message"]["status"] == "error"
    first = preferences(llm_client)["paragraph_length"]
    assert len(quoted(first, words)) == 1

    # Retry fails again (429): the same message, still one statement.
    fake_model.enqueue(LLMRateLimited("Too many requests."))
    retry = llm_client.post(
        f"/api/chat/messages/{sent['assistant_message']['id']}/regenerate", json={}
    )
    assert retry.status_code == 200, retry.text
    assert retry.json()["assistant_message"]["status"] == "error"
    again = preferences(llm_client)["paragraph_length"]
    assert len(quoted(again, words)) == 1
    assert again["confidence"] == first["confidence"]

    # Retry succeeds with a revision: learned through the revision, the words still once.
    fake_model.enqueue(
        f"{ZH_TITLE}\n\n今天天气很好！\n\n我们去了公园，玩得很开心。\n\n晚上回家吃饭。"
    )
    done = llm_client.post(
        f"/api/chat/messages/{retry.json()['assistant_message']['id']}/regenerate", json={}
    )
    assert done.status_code == 200, done.text
    assert done.json()["revision"]["base_version"] == 1
    final = preferences(llm_client)["paragraph_length"]
    assert len(quoted(final, words)) == 1
    assert learned_messages(llm_client) == [sent["user_message"]["id"]]


def test_a_regenerated_reply_that_changes_nothing_counts_the_message_once(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, EN_TITLE, EN_BODY)
    words = "No emoji from now on, ever."
    fake_model.enqueue("NO_CHANGE")
    sent = send(llm_client, content_id, words)
    first = preferences(llm_client)["emoji"]
    fake_model.enqueue("NO_CHANGE: there are no emoji.")
    regenerated = llm_client.post(
        f"/api/chat/messages/{sent['assistant_message']['id']}/regenerate", json={}
    )
    assert regenerated.status_code == 200, regenerated.text
    assert regenerated.json()["revision"] is None
    second = preferences(llm_client)["emoji"]
    assert len(quoted(second, words)) == 1
    assert (second["confidence"], second["evidence_total"]) == (
        first["confidence"],
        first["evidence_total"],
    )
    assert learned_messages(llm_client) == [sent["user_message"]["id"]]


def test_a_message_that_makes_a_revision_is_learned_through_it_alone(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, ZH_TITLE, ZH_BODY)
    fake_model.enqueue(
        f"{ZH_TITLE}\n\n今天天气很好！\n\n我们去了公园，玩得很开心。\n\n晚上回家吃饭。"
    )
    sent = send(llm_client, content_id, "以后段落短一点")
    assert sent["revision"] is not None
    assert learned_messages(llm_client) == []
    revisions = [e.detail["revision_id"] for e in audit(llm_client) if e.action == LEARNED]
    assert revisions == [sent["revision"]["id"]]
    paragraphs = preferences(llm_client)["paragraph_length"]
    assert [e["versions"] for e in quoted(paragraphs, "以后段落短一点")] == ["V1→V2"]


def test_editing_the_message_makes_a_new_statement_even_in_the_same_words(
    client: TestClient,
) -> None:
    content_id = create_id(client, ZH_TITLE, ZH_BODY)
    words = "以后段落短一点"
    sent = send(client, content_id, words)
    once = preferences(client)["paragraph_length"]
    edited = client.post(
        f"/api/chat/messages/{sent['user_message']['id']}/edit", json={"message": words}
    )
    assert edited.status_code == 200, edited.text
    branch = edited.json()["user_message"]
    assert branch["edited_from"] == sent["user_message"]["id"]
    twice = preferences(client)["paragraph_length"]
    assert [e["message_id"] for e in quoted(twice, words)] == [
        sent["user_message"]["id"],
        branch["id"],
    ]
    assert twice["confidence"] > once["confidence"]


def test_an_approval_on_its_own_backs_what_the_approved_version_showed(
    client: TestClient,
) -> None:
    content_id = create_id(client, "Sale", "Big sale today! 😀🎉\n\nEverything must go. 🔥")
    first = send(client, content_id, "no emoji from now on")
    assert first["revision"] is not None  # the rules editor takes the emoji out
    before = preferences(client)["emoji"]
    assert before["value"] in ("none", "fewer")

    approval = "perfect, keep it like this"
    sent = send(client, content_id, approval)
    assert sent["revision"] is None
    after = preferences(client)["emoji"]
    (backed,) = quoted(after, approval)
    assert backed["versions"] == "V2"  # said of V2, the version the emoji left in
    assert "approved" in backed["intent"]
    assert after["confidence"] > before["confidence"]
    # Said on the first version, before anything was shown, it backs nothing.
    assert "paragraph_length" not in preferences(client)


def test_an_approval_in_chinese_backs_the_writers_request_at_that_version(
    client: TestClient,
) -> None:
    content_id = create_id(client, "周末", "今天天气很好！😀😀\n\n我们去了公园。🌳")
    send(client, content_id, "以后不要用表情")
    before = preferences(client)["emoji"]
    sent = send(client, content_id, "嗯 就这个量 挺好")
    assert sent["revision"] is None
    after = preferences(client)["emoji"]
    assert [e["versions"] for e in quoted(after, "嗯 就这个量 挺好")] == ["V2"]
    assert after["evidence_total"] == before["evidence_total"] + 1


def learned_after_a_restart(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    """A message job saved by an app that never got to learn it (stopped first) is learned
    once by the next app on the same data."""
    with monkeypatch.context() as patched:
        patched.setattr(StyleQueue, "_hold", lambda self, held: None)  # saves, never learns
        with TestClient(app=create_app(settings)) as client:
            sent = send(client, create_id(client, ZH_TITLE, ZH_BODY), "以后段落短一点")
            assert "paragraph_length" not in preferences(client)
            assert client.app.state["style_queue"].jobs.waiting() == 1  # saved before the reply
    if settings.database_url is None:
        left = [p.name for p in Path(settings.data_dir / QUEUE_DIR).rglob("*.json")]
        assert left == [f"{sent['user_message']['id']}.json"]

    with TestClient(app=create_app(settings)) as client:
        paragraphs = preferences(client)["paragraph_length"]
        assert [e["message_id"] for e in quoted(paragraphs, "以后段落短一点")] == [
            sent["user_message"]["id"]
        ]
        assert learned_messages(client) == [sent["user_message"]["id"]]
        assert client.app.state["style_queue"].jobs.waiting() == 0


def test_a_message_job_waiting_at_shutdown_is_learned_after_the_next_start(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    learned_after_a_restart(settings, monkeypatch)


def test_on_postgresql_a_message_is_learned_once_and_survives_a_restart(
    tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data",
        database_url=pg_url,
        style_llm_extraction=False,
        _env_file=None,
    )
    learned_after_a_restart(settings, monkeypatch)
    with TestClient(app=create_app(settings)) as client:
        content_id = create_id(client, EN_TITLE, EN_BODY)
        sent = send(client, content_id, "from now on keep paragraphs short")
        edited = client.post(
            f"/api/chat/messages/{sent['user_message']['id']}/edit",
            json={"message": "from now on keep paragraphs short"},
        )
        assert edited.status_code == 200, edited.text
        paragraphs = preferences(client)["paragraph_length"]
        assert len(quoted(paragraphs, "from now on keep paragraphs short")) == 2
        assert len(learned_messages(client)) == 3


def test_a_noted_wish_is_learned_at_once_and_not_again_when_applied(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, ZH_TITLE, ZH_BODY)
    words = "以后段落短一点"
    noted = llm_client.post(
        "/api/chat/send", json={"content_id": content_id, "message": words, "regenerate": False}
    )
    assert noted.status_code == 200, noted.text
    assert noted.json()["revision"] is None
    assert len(quoted(preferences(llm_client)["paragraph_length"], words)) == 1

    fake_model.enqueue(
        f"{ZH_TITLE}\n\n今天天气很好！\n\n我们去了公园，玩得很开心。\n\n晚上回家吃饭。"
    )
    applied = send(llm_client, content_id, "apply")
    assert applied["revision"]["suggestion"] == words
    paragraphs = preferences(llm_client)["paragraph_length"]
    # one piece of evidence, not two; since e301622 it names the version the wish was applied in
    assert [e["versions"] for e in quoted(paragraphs, words)] == ["V1→V2"]


def test_a_stopped_turn_teaches_its_words(settings: Settings) -> None:
    model = held_stream_model()
    served = LiveServer(create_app(settings, provider=model))
    with served as server, httpx.Client(base_url=server.url, timeout=10) as http:
        content_id = http.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        user_id = None
        with http.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": "from now on, short paragraphs"},
        ) as response:
            for line in response.iter_lines():
                if line.startswith("data:") and user_id is None:
                    user_id = json.loads(line[5:])["id"]  # the writer's message comes first
                elif line.startswith("event: delta"):
                    stopped = http.post(f"/api/chat/messages/{user_id}/stop", json={})
                    assert stopped.json()["stopped"] is True, stopped.text
                    break
        assert wait_for_reply(http, content_id)["status"] == "stopped"
        evidence = wait_for_evidence(http, "paragraph_length")
        model.release.set()
    assert [(e["quote"], e["message_id"], e["versions"]) for e in evidence] == [
        ("from now on, short paragraphs", user_id, "V1")
    ]


def wait_for_evidence(http: httpx.Client, dimension: str) -> list[dict]:
    """The evidence of the persona's preference on `dimension`, once learning has saved it."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        persona = http.get("/api/personas/pdefault").json()
        found = [p for p in persona["preferences"] if p["dimension"] == dimension]
        if found:
            return list(found[0]["evidence"])
        time.sleep(0.05)
    raise AssertionError(f"nothing was learned about {dimension}")


def test_a_reply_lost_to_a_change_meanwhile_is_learned_once_through_its_retry(
    settings: Settings,
) -> None:
    model = held_stream_model()
    words = "from now on, short paragraphs"
    served = LiveServer(create_app(settings, provider=model))
    with served as server, httpx.Client(base_url=server.url, timeout=10) as http:
        content_id = http.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        events: list[str] = []
        with http.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": words},
        ) as response:
            for line in response.iter_lines():
                if line.startswith("data:"):
                    events.append(line[5:])
                if line.startswith("event: delta") and not model.release.is_set():
                    # Another tab edits the article while the model is writing.
                    edited = http.put(
                        f"/api/contents/{content_id}",
                        json={"body": "Alpha one.\n\nBeta, edited.", "base_version": 1},
                    )
                    assert edited.status_code == 200, edited.text
                    model.release.set()
        user_id = json.loads(events[0])["id"]
        view = http.get(f"/api/chat/sessions/{content_id}").json()
        (lost,) = [
            m for m in view["messages"] if m["parent_id"] == user_id and m["role"] == "assistant"
        ]
        assert (
            lost["status"] == "error"
            and "Another change reached the article first" in lost["content"]
        )
        model.enqueue("T\n\nAlpha one.\n\nBeta.\n\nEdited.")
        retry = http.post(f"/api/chat/messages/{lost['id']}/regenerate", json={})
        assert retry.status_code == 200, retry.text
        assert retry.json()["user_message"]["version"] == 2  # the words, sent again at V2
        evidence = wait_for_evidence(http, "paragraph_length")
    assert [(e["quote"], e["versions"]) for e in evidence if e["quote"]] == [(words, "V2→V3")]


def test_only_the_personas_own_writer_teaches_it_by_a_message(settings: Settings) -> None:
    writer, other = user("u-lin", "Lin Wei", "writer"), user("u-bo", "Bo Chen", "writer")
    inner = create_app(settings)
    queue = inner.state["style_queue"]
    app = ActingAs(inner, {"writer": writer, "other": other})
    as_writer, as_other = {"x-test-actor": "writer"}, {"x-test-actor": "other"}
    with TestClient(app=app) as people:
        persona = people.post("/api/personas", json={"name": "Lin"}, headers=as_writer).json()
        content_id = people.post(
            "/api/contents",
            json={"title": EN_TITLE, "body": EN_BODY, "persona_id": persona["id"]},
        ).json()["id"]  # nobody's article (made before accounts), in Lin's persona
        said = {}
        for who, headers, words in (
            ("other", as_other, "from now on make the paragraphs longer"),
            ("writer", as_writer, "from now on keep paragraphs short"),
        ):
            sent = people.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": words},
                headers=headers,
            )
            assert sent.status_code == 200, sent.text
            assert sent.json()["revision"] is None
            said[who] = sent.json()["user_message"]["id"]
        people.blocking_portal.call(queue.drain)
        learned = people.get(f"/api/personas/{persona['id']}", headers=as_writer).json()
        entries = {
            e.detail["message_id"]: e.detail
            for e in queue.store.list_audit(persona["id"])
            if e.action == LEARNED_MESSAGE
        }
    (paragraphs,) = learned["preferences"]
    assert (paragraphs["dimension"], paragraphs["value"]) == ("paragraph_length", "shorter")
    assert [e["message_id"] for e in paragraphs["evidence"]] == [said["writer"]]
    assert "Bo Chen" in entries[said["other"]]["skipped"]
    assert "skipped" not in entries[said["writer"]]


def learned_outcomes(client: TestClient) -> dict[str, str]:
    return {
        str(e.detail["message_id"]): str(e.detail.get("outcome"))
        for e in audit(client)
        if e.action == LEARNED_MESSAGE
    }


def test_the_learner_is_told_how_a_turn_without_a_revision_ended(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    # A reply in words (nothing needed changing) and a failed edit both teach their words;
    # the learner is told which, so the failed one is never taken for a result.
    content_id = create_id(llm_client, EN_TITLE, EN_BODY)
    fake_model.enqueue("NO_CHANGE — the paragraphs are already short.")
    answered = send(llm_client, content_id, "Keep paragraphs short from now on, please.")
    fake_model.enqueue(LLMTimeout("The model did not answer in time."))
    failed = send(llm_client, content_id, "No emoji from now on, ever.")
    assert failed["assistant_message"]["status"] == "error"
    assert learned_outcomes(llm_client) == {
        answered["user_message"]["id"]: "answered",
        failed["user_message"]["id"]: "failed",
    }
    emoji = preferences(llm_client)["emoji"]
    assert [e["versions"] for e in quoted(emoji, "No emoji from now on, ever.")] == ["V1"]
