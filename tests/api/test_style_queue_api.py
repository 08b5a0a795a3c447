"""Style learning through the app: every revision gets its learned entry, even across a kill."""

import asyncio
import json
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.main import create_app, utc_now
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.style.queue import LEARNED, LEARNED_MESSAGE, QUEUE_DIR, StyleQueue
from app.style.queue_jobs import open_jobs
from tests.conftest import settle

EN = "Bench notes\n\nThe meeting lasts twenty minutes.\n\nWe meet on Monday. 😀"
ZH = "周末\n\n今天天气很好！😀\n\n我们去了公园，玩得很开心。"


def learned(data_dir: Path, persona_id: str = "pdefault") -> list[str]:
    audit = TinyDBStore(data_dir).list_audit(persona_id)
    return [e.detail["revision_id"] for e in audit if e.action == LEARNED]


def revision_ids(client: TestClient, content_ids: list[str]) -> list[str]:
    return [r["id"] for cid in content_ids for r in client.get(f"/api/chat/revisions/{cid}").json()]


def waiting(data_dir: Path) -> list[Path]:
    """Jobs on disk: waiting, or still in the folder of the process that had taken them."""
    return sorted(p for p in (data_dir / QUEUE_DIR).rglob("*.json") if p.name[0] != ".")


def edit_many(client: TestClient, rounds: int) -> list[str]:
    """Manual edits and chat turns on an English and a Chinese article; their content ids."""
    ids = []
    for text in (EN, ZH):
        title, body = text.split("\n\n", 1)
        created = client.post("/api/contents", json={"title": title, "body": body}).json()
        ids.append(created["id"])
        version = created["version"]
        for n in range(rounds):
            changed = body.replace("😀", "") + f"\n\n{'第' if text == ZH else 'Note '}{n}"
            put = client.put(
                f"/api/contents/{created['id']}", json={"body": changed, "base_version": version}
            )
            assert put.status_code == 200, put.text
            version = put.json()["version"]
        old, new = ("twenty", "thirty") if text == EN else ("公园", "花园")
        client.post(
            "/api/chat/send",
            json={"content_id": created["id"], "message": f'Replace "{old}" with "{new}"'},
        )
    return ids


def test_every_revision_made_through_the_api_is_learned_exactly_once(
    client: TestClient, settings: Settings
) -> None:
    content_ids = edit_many(client, rounds=12)
    settle(client)
    made = revision_ids(client, content_ids)
    assert len(made) >= 24
    assert sorted(learned(settings.data_dir)) == sorted(made)
    assert waiting(settings.data_dir) == []


# A separate process that makes revisions while learning hangs after the first two, then
# dies without any clean-up (os._exit): what it queued must survive on disk.
CRASHING_RUN = textwrap.dedent(
    """
    import asyncio, json, os, sys, time
    from pathlib import Path
    from litestar.testing import TestClient
    import app.style.learner as learner
    from app.main import create_app
    from app.settings import Settings
    from app.store.tinydb_store import TinyDBStore
    from tests.api.test_style_queue_api import edit_many, learned

    data_dir = Path(sys.argv[1])
    real, state = learner.learn_revision, {"going": 0, "done": 0}

    async def hangs_after_two(*args, **kwargs):
        # Two revisions are learned, then learning hangs. An attempt that fails (and is tried
        # again later, as on a loaded machine) does not count as one of the two. Revisions
        # that waited together are learned in one commit: two learned in such a batch, before
        # the third hangs, are never committed (the queue keeps their jobs on disk).
        if state["going"] + state["done"] >= 2:
            await asyncio.Event().wait()
        state["going"] += 1
        try:
            result = await real(*args, **kwargs)
        finally:
            state["going"] -= 1
        state["done"] += 1
        return result

    learner.learn_revision = hangs_after_two
    settings = Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)
    client = TestClient(app=create_app(settings)).__enter__()
    content_ids = edit_many(client, rounds=5)
    deadline = time.monotonic() + 90
    while state["done"] < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
    print(json.dumps(content_ids), flush=True)
    os._exit(0)
    """
)


def test_revisions_waiting_when_the_process_dies_are_learned_after_a_restart(
    settings: Settings,
) -> None:
    data_dir = settings.data_dir
    child = subprocess.run(
        [sys.executable, "-c", CRASHING_RUN, str(data_dir)],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.returncode == 0, child.stderr
    content_ids = json.loads(child.stdout.strip().splitlines()[-1])
    # Two learned alone, or fewer committed when they were learned in a batch with the third.
    before = learned(data_dir)
    assert len(before) <= 2, child.stderr[-4000:]
    left = waiting(data_dir)
    assert len(left) >= 8  # the dead process's unlearned revisions, still on disk

    with TestClient(app=create_app(settings)) as client:
        settle(client)
        made = revision_ids(client, content_ids)
    # Each revision was learned or is still waiting (one killed between its audit entry and
    # the removal of its job is both, and is learned once all the same)
    assert len(made) <= len(left) + len(before)
    assert sorted(learned(data_dir)) == sorted(made)  # each exactly once
    assert waiting(data_dir) == []


def test_revisions_committed_but_never_announced_are_learned_once(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process killed between committing a revision and announcing it left no job: a
    while after the next start, such revisions are found and learned (once)."""
    with monkeypatch.context() as during_the_crash:
        # The announcements are lost, as when the process dies right after each commit.
        during_the_crash.setattr(StyleQueue, "learn_later", lambda self, event: None)
        with TestClient(app=create_app(settings)) as client:
            content_ids = edit_many(client, rounds=3)
            made = revision_ids(client, content_ids)
    assert made and learned(settings.data_dir) == [] and waiting(settings.data_dir) == []

    learned_now = partial(learned, settings.data_dir)
    assert sorted(restart_and_learn(settings, learned_now, len(made))) == sorted(made)


def test_messages_answered_but_never_announced_are_learned_once(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process killed between committing the reply to a message that made no revision and
    announcing it left no job: the next start finds the message and learns it, once."""
    wishes = ["以后段落短一点", "From now on, fewer emoji please."]
    with monkeypatch.context() as during_the_crash:
        during_the_crash.setattr(StyleQueue, "learn_said_later", lambda self, event: None)
        with TestClient(app=create_app(settings)) as client:
            asked = []
            for text, wish in zip((ZH, EN), wishes, strict=True):
                title, body = text.split("\n\n", 1)
                made = client.post("/api/contents", json={"title": title, "body": body}).json()
                sent = client.post(
                    "/api/chat/send", json={"content_id": made["id"], "message": wish}
                )
                assert sent.json()["revision"] is None  # offline: answered without an edit
                asked.append(sent.json()["user_message"]["id"])
    audit = TinyDBStore(settings.data_dir).list_audit
    assert [e for e in audit("pdefault") if e.action == LEARNED_MESSAGE] == []

    def learned_messages() -> list[str]:
        entries = TinyDBStore(settings.data_dir).list_audit("pdefault")
        return [e.detail["message_id"] for e in entries if e.action == LEARNED_MESSAGE]

    assert sorted(restart_and_learn(settings, learned_messages, len(asked))) == sorted(asked)
    assert waiting(settings.data_dir) == []


def restart_and_learn(
    settings: Settings, learned_now: Callable[[], list[str]], count: int
) -> list[str]:
    """Two queues start together on the data dir, sweeping for what was never announced at
    once, and run until `count` jobs are learned; what the audit then says was learned."""

    async def restart() -> list[str]:
        store = TinyDBStore(settings.data_dir)
        queues = [
            StyleQueue(store, None, utc_now, open_jobs(settings), unannounced_after=0)
            for _ in range(2)  # two workers starting together: still learned once
        ]
        for queue in queues:
            await queue.start()
        deadline = time.monotonic() + 60
        while len(set(learned_now())) < count:
            assert time.monotonic() < deadline, "what was never announced was not learned"
            await asyncio.sleep(0.05)
        for queue in queues:
            await queue.stop()
        return learned_now()

    return asyncio.run(restart())
