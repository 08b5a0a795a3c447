"""Who made each change: every message, revision (send, edit, rename, restore, reject, draft),
stopped reply and preference decision records its author; history, diffs and the JSON export
show it; records made before attribution read as before; style learns only from the writer."""

import asyncio
import io
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import docx
import httpx
import pytest
from litestar.testing import TestClient

from app.domain.actors import LOCAL, Actor, Author
from app.domain.models import AuditEntry, ChatMessage, Persona, RevisionRecord
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.style.learner import learn_revision
from app.style.whose import RESTORE_TEACHES_NOTHING, not_the_writers
from app.testing.acting import ActingAs, user
from app.testing.fake_model import FakeModel, HeldModel
from app.testing.live_server import LiveServer
from tests.api.calls import create
from tests.conftest import article

WRITER = user("u-lin", "Lin Wei", "writer")
CO_WRITER = user("u-bo", "Bo Chen", "writer")
EDITOR = user("u-ana", "Ana Editor", "editor")
KEY = Actor(
    kind="key",
    id="k-script",
    name="publishing script",
    roles=frozenset({"writer"}),
    scopes=frozenset({"suggest"}),
    user_id="u-lin",
)
ACTORS = {"writer": WRITER, "co-writer": CO_WRITER, "editor": EDITOR, "key": KEY}
AS_WRITER = {"x-test-actor": "writer"}
AS_EDITOR = {"x-test-actor": "editor"}
AS_CO_WRITER = {"x-test-actor": "co-writer"}
NOW = datetime(2026, 1, 1, tzinfo=UTC)


def by(actor: Actor) -> dict[str, str | None]:
    return {"kind": actor.kind, "id": actor.id, "name": actor.name, "user_id": actor.user_id}


@pytest.fixture
def people(settings: Settings) -> Iterator[TestClient]:
    """The offline app, each request made by the person its X-Test-Actor header names."""
    with TestClient(app=ActingAs(create_app(settings), ACTORS)) as test_client:
        yield test_client


@pytest.fixture
def llm_people(settings: Settings, fake_model: FakeModel) -> Iterator[TestClient]:
    app = ActingAs(create_app(settings, provider=fake_model), ACTORS)
    with TestClient(app=app) as test_client:
        yield test_client


def test_a_suggestion_its_reply_and_revision_are_the_senders(people: TestClient) -> None:
    content = create(people)
    sent = people.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": 'Replace "twenty" with "thirty"'},
        headers=AS_WRITER,
    ).json()
    assert sent["user_message"]["author"] == by(WRITER)
    assert sent["assistant_message"]["author"] == by(WRITER)
    assert sent["revision"]["author"] == by(WRITER)
    view = people.get(f"/api/chat/sessions/{content['id']}").json()
    authors = {m["role"]: m["author"] for m in view["path"]}
    assert authors == {"system": None, "user": by(WRITER), "assistant": by(WRITER)}
    history = people.get(f"/api/contents/{content['id']}/history").json()
    assert history[-1]["author"] == by(WRITER)
    diff = people.get(f"/api/revisions/{sent['revision']['id']}/diff").json()
    assert diff["author"] == by(WRITER)


def test_a_model_edit_an_edited_message_and_a_regenerated_reply_name_who_asked(
    llm_people: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_people, body="我们等了二十分钟。\n\n车一直没来。")
    fake_model.enqueue(article("等车", "我们等了很久很久。", "车一直没来。"))
    sent = llm_people.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": "第一句写得生动一点"},
        headers=AS_WRITER,
    ).json()
    assert sent["revision"]["kind"] == "llm" and sent["revision"]["author"] == by(WRITER)
    # The API key regenerates the reply: the new reply and its revision are the key's.
    fake_model.enqueue(article("等车", "我们足足等了二十分钟。", "车一直没来。"))
    again = llm_people.post(
        f"/api/chat/messages/{sent['assistant_message']['id']}/regenerate",
        json={},
        headers={"x-test-actor": "key"},
    ).json()
    assert again["assistant_message"]["author"] == by(KEY)
    assert again["revision"]["author"] == by(KEY)
    assert again["user_message"]["author"] == by(WRITER)  # the message stays the writer's
    # Another writer edits the message: the new branch is theirs.
    fake_model.enqueue(article("等车", "我们等了二十分钟，冻得发抖。", "车一直没来。"))
    edited = llm_people.post(
        f"/api/chat/messages/{sent['user_message']['id']}/edit",
        json={"message": "第一句加上天气"},
        headers=AS_CO_WRITER,
    ).json()
    assert edited["user_message"]["author"] == by(CO_WRITER)
    assert edited["revision"]["author"] == by(CO_WRITER)


def test_manual_edit_rename_restore_and_reject_each_record_their_author(
    people: TestClient,
) -> None:
    content = create(people, body="one twenty, two twenty")
    cid = content["id"]
    sent = people.post(
        "/api/chat/send",
        json={"content_id": cid, "message": 'Replace "twenty" with "thirty"'},
        headers=AS_WRITER,
    ).json()
    rejected = people.post(
        f"/api/revisions/{sent['revision']['id']}/reject",
        json={"change_ids": [0], "base_version": 2},
        headers=AS_WRITER,
    )
    assert rejected.status_code == 200, rejected.text
    edited = people.put(
        f"/api/contents/{cid}", json={"body": "one, two", "base_version": 3}, headers=AS_WRITER
    )
    assert edited.status_code == 200, edited.text
    renamed = people.patch(
        f"/api/contents/{cid}", json={"title": "公交车", "base_version": 4}, headers=AS_WRITER
    )
    assert renamed.status_code == 200, renamed.text
    restored = people.post(
        f"/api/contents/{cid}/restore", json={"version": 1, "base_version": 5}, headers=AS_EDITOR
    )
    assert restored.status_code == 200, restored.text
    history = people.get(f"/api/contents/{cid}/history").json()
    made = [(h["version"], h["kind"], h["author"]) for h in history]
    assert made == [
        (2, "rules", by(WRITER)),
        (3, "manual", by(WRITER)),
        (4, "manual", by(WRITER)),
        (5, "manual", by(WRITER)),
        (6, "restore", by(EDITOR)),
    ]
    assert history[1]["rejected_from"] == sent["revision"]["id"]
    # The event node each of them left in the conversation is theirs too.
    events = [m for m in people.get(f"/api/chat/sessions/{cid}").json()["path"]]
    assert [m["author"] for m in events if m["role"] == "event"] == [
        by(WRITER),
        by(WRITER),
        by(WRITER),
        by(EDITOR),
    ]
    exported = people.get(f"/api/contents/{cid}/export", params={"format": "json"}).json()
    assert [r["author"]["name"] for r in exported["revisions"]] == [
        "Lin Wei",
        "Lin Wei",
        "Lin Wei",
        "Lin Wei",
        "Ana Editor",
    ]


def test_a_draft_from_a_brief_is_its_requesters(
    llm_people: TestClient, fake_model: FakeModel
) -> None:
    create(llm_people)  # makes the default persona
    fake_model.enqueue("The rain never stopped.\n\nThe bus never came.")
    response = llm_people.post(
        "/api/contents/generate",
        json={"brief": "a short piece about waiting", "persona_id": "pdefault", "title": "Rain"},
        headers=AS_WRITER,
    )
    assert response.status_code == 201, response.text
    history = llm_people.get(f"/api/contents/{response.json()['id']}/history").json()
    assert [(h["kind"], h["author"]) for h in history] == [("generate", by(WRITER))]
    comment = llm_people.post(
        f"/api/revisions/{history[0]['id']}/comments", json={"text": "Strong opening."}
    ).json()
    assert comment["versions"] == "V1"  # a draft has no version before it


def test_the_single_user_mode_records_you(client: TestClient) -> None:
    content = create(client)
    sent = client.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": 'Replace "twenty" with "thirty"'},
    ).json()
    assert sent["revision"]["author"] == by(LOCAL)
    assert client.get(f"/api/contents/{content['id']}/history").json()[-1]["author"] == by(LOCAL)


def test_a_preference_decision_is_written_to_the_audit_trail_with_who_decided(
    settings: Settings,
) -> None:
    store = TinyDBStore(settings.data_dir)
    app = ActingAs(create_app(settings, store=store), ACTORS)
    with TestClient(app=app) as people:
        persona_id = people.post("/api/personas", json={"name": "Lin"}).json()["id"]
        revision = RevisionRecord(
            id="c1-r2",
            content_id="c1",
            kind="llm",
            base_version=1,
            version=2,
            suggestion="不要表情",
            original_title="T",
            original_body="a",
            revised_title="T",
            revised_body="b",
            created_at=NOW,
            # the persona is nobody's (shared): only the single-user mode's edits teach it
            author=LOCAL.author,
        )
        (pref,) = asyncio.run(
            learn_revision(
                store,
                None,
                persona_id=persona_id,
                revision=revision,
                suggestions=["不要表情"],
                now=NOW,
            )
        )
        url = f"/api/personas/{persona_id}/preferences/{pref.id}"
        assert people.patch(url, json={"action": "confirm"}, headers=AS_WRITER).status_code == 200
        assert (
            people.patch(url, json={"action": "edit", "statement": "绝不用表情。"}).status_code
            == 200
        )
        assert people.patch(url, json={"action": "reject"}, headers=AS_CO_WRITER).status_code == 200
    decided = [e for e in store.list_audit(persona_id) if e.action != "learned"]
    assert [(e.action, e.author) for e in decided][-3:] == [
        ("confirmed", WRITER.author),
        ("edited", LOCAL.author),
        ("rejected", CO_WRITER.author),
    ]


def test_records_saved_before_attribution_read_as_before() -> None:
    old_revision = {
        "id": "c1-r2",
        "content_id": "c1",
        "kind": "manual",
        "base_version": 1,
        "version": 2,
        "original_title": "T",
        "original_body": "a",
        "revised_title": "T",
        "revised_body": "b",
        "created_at": "2025-06-01T00:00:00Z",
    }
    assert RevisionRecord.model_validate(old_revision).author is None
    old_message = {
        "id": "c1-m1",
        "session_id": "c1-session",
        "role": "user",
        "content": "hi",
        "version": 1,
        "created_at": "2025-06-01T00:00:00Z",
    }
    assert ChatMessage.model_validate(old_message).author is None
    old_entry = {"persona_id": "p1", "assertion_id": "", "action": "learned", "at": NOW}
    assert AuditEntry.model_validate(old_entry).author is None


def test_a_stopped_reply_is_recorded_as_stopped_by_whoever_pressed_stop(
    settings: Settings,
) -> None:
    model = HeldModel()
    app = ActingAs(create_app(settings, provider=model), ACTORS)
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=10) as client:
        content = client.post("/api/contents", json={"title": "T", "body": "Alpha."}).json()
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content["id"], "message": "change it"},
            headers=AS_WRITER,
        ) as response:
            for line in response.iter_lines():
                if line.startswith("event: delta"):
                    break
            view = client.get(f"/api/chat/sessions/{content['id']}").json()
            user_id = view["path"][-1]["id"]
            stop = client.post(f"/api/chat/messages/{user_id}/stop", json={}, headers=AS_CO_WRITER)
            assert stop.json()["stopped"] is True, stop.text
        model.release.set()
        path = client.get(f"/api/chat/sessions/{content['id']}").json()["path"]
    assert path[-1]["status"] == "stopped"
    assert path[-1]["author"] == by(CO_WRITER)
    assert path[-2]["author"] == by(WRITER)


# -- the learning rule ------------------------------------------------------------------


def _revision(kind: str = "manual", author: Author | None = None) -> RevisionRecord:
    return RevisionRecord(
        id="c1-r2",
        content_id="c1",
        kind=kind,  # type: ignore[arg-type]
        base_version=1,
        version=2,
        suggestion="不要用表情符号",
        original_title="T",
        original_body="Great news!!! 🎉🎉 We won.",
        revised_title="T",
        revised_body="Good news. We won.",
        created_at=NOW,
        author=author,
    )


@pytest.mark.parametrize(
    ("kind", "author", "owner", "learned"),
    [
        ("manual", WRITER.author, "u-lin", True),  # the owner's own edit
        ("llm", WRITER.author, "u-lin", True),
        ("manual", EDITOR.author, "u-lin", False),  # someone else's edit
        ("llm", EDITOR.author, "u-lin", False),
        ("restore", WRITER.author, "u-lin", False),  # a restore, even the owner's
        ("restore", None, None, False),
        ("manual", None, "u-lin", True),  # made before attribution: as before
        # a persona nobody owns is shared by everyone once there are accounts (outside49 F2)
        ("manual", EDITOR.author, None, False),
        ("llm", WRITER.author, None, False),
        ("manual", LOCAL.author, None, True),  # the single-user mode: as before
        ("manual", LOCAL.author, "u-lin", True),  # the single-user mode
        ("llm", KEY.author, "u-lin", True),  # a key acting for the owner
        ("llm", KEY.author, "u-bo", False),  # a key acting for someone else
        ("manual", Author(kind="key", id="k-old", name="publishing script"), "u-lin", True),
    ],
)
def test_only_the_writers_own_revisions_teach_the_persona(
    kind: str, author: Author | None, owner: str | None, learned: bool
) -> None:
    reason = not_the_writers(_revision(kind, author), owner)
    assert (reason is None) is learned
    if kind == "restore":
        assert reason == RESTORE_TEACHES_NOTHING
    elif not learned:
        assert (author.name if author else "?") in str(reason)


@pytest.mark.parametrize(("author", "learns"), [(WRITER.author, True), (EDITOR.author, False)])
def test_the_learner_skips_an_edit_not_made_by_the_personas_owner(
    tmp_path: Any, author: Author, learns: bool
) -> None:
    store = TinyDBStore(tmp_path)
    persona = Persona(id="pwriter", name="Lin", created_at=NOW, updated_at=NOW, owner_id="u-lin")
    store.save_persona(persona)
    changed = asyncio.run(
        learn_revision(
            store,
            None,
            persona_id="pwriter",
            revision=_revision("manual", author),
            suggestions=["不要用表情符号"],
            now=NOW,
        )
    )
    assert bool(changed) is learns
    (entry,) = [e for e in store.list_audit("pwriter") if e.action == "learned"]
    assert entry.detail["revision_id"] == "c1-r2"  # marked learned either way: never retried
    assert ("skipped" in entry.detail) is not learns


def test_exports_name_who_made_each_version(people: TestClient) -> None:
    content = create(people, body="one twenty")
    cid = content["id"]
    sent = people.post(
        "/api/chat/send",
        json={"content_id": cid, "message": 'Replace "twenty" with "thirty"'},
        headers=AS_WRITER,
    )
    assert sent.status_code == 200
    revision_id = sent.json()["revision"]["id"]
    people.post(f"/api/revisions/{revision_id}/comments", json={"text": "核实"}, headers=AS_EDITOR)
    word = people.get(f"/articles/{cid}/download", params={"format": "docx"})
    assert docx.Document(io.BytesIO(word.content)).core_properties.last_modified_by == "Lin Wei"
    first = people.get(f"/articles/{cid}/download", params={"format": "docx", "version": 1})
    assert docx.Document(io.BytesIO(first.content)).core_properties.last_modified_by == "Redline"
    exported = people.get(f"/api/contents/{cid}/export", params={"format": "json"}).json()
    assert exported["revisions"][0]["author"] == by(WRITER)
    assert [(c["text"], c["author"]["name"]) for c in exported["comments"]] == [
        ("核实", "Ana Editor")
    ]
