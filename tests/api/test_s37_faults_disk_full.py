"""A data directory on a disk that really fills up (a 6 MB tmpfs; the kernel answers ENOSPC,
nothing is simulated), under a running `python -m app`: a turn, a streamed turn, a hand edit,
a new article and the style learning of a turn saved just before the disk filled. Then space
comes back.

Written before reading any of app/: from docs/api.md (507 "the data directory is full:
nothing was saved"; a turn's model failure is a 200 with an error reply, but a store that
cannot save is the store's status) and README.md (files written atomically: temp file, fsync,
rename; style learning is a side flow whose failure never fails the edit, kept until learned,
never learned twice). The promise: each refusal a sentence, no half-written or temporary file
left behind, every file parses, and once there is room again everything works and what was
saved before is all there.
"""

import contextlib
import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.api.s36_faults_harness import (
    ASK,
    EDITED,
    ModelServer,
    answer,
    assert_plain,
    every_json_file_parses,
    new_article,
    send,
    served,
    session,
)
from tests.api.s37_faults_harness import replies_to


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """The data directory, on a 6 MB disk of its own."""
    mount = tmp_path / "disk" / "data"  # the app's log, beside it, stays off the small disk
    mount.mkdir(parents=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=6m", "tmpfs", str(mount)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("a small disk needs tmpfs and the right to mount it")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(disk: Path) -> Path:
    """Fill the disk to its last byte; the filler, to remove to make room again."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        for size in (65536, 1):
            with contextlib.suppress(OSError):
                while os.write(fd, b"\0" * size):
                    pass
    finally:
        os.close(fd)
    return filler


def leftovers(data_dir: Path) -> list[str]:
    """Temporary or half-written files: names a whole write never leaves."""
    return [
        str(p.relative_to(data_dir))
        for p in data_dir.rglob("*")
        if p.is_file()
        and (
            ".tmp" in p.name
            or p.name.endswith("~")
            or (p.suffix in (".json", ".jsonl") and p.stat().st_size == 0)
        )
    ]


def test_a_disk_that_fills_up_under_the_app(small_disk: Path) -> None:
    model = ModelServer(answer(EDITED))
    data_dir = small_disk
    with served(data_dir, model) as app:
        cid = new_article(app.client)["id"]
        learned = send(app.client, cid, 'Replace "twenty" with "thirty"')
        assert learned["revision"]["version"] == 2
        before = app.client.get(f"/api/contents/{cid}").json()
        messages_before = len(session(app.client, cid)["messages"])
        filler = fill(small_disk)
        refused = [
            app.client.post("/api/chat/send", json={"content_id": cid, "message": ASK}),
            app.client.put(f"/api/contents/{cid}", json={"body": "By hand.", "base_version": 2}),
            app.client.post("/api/contents", json={"title": "Full", "body": "No room."}),
            app.client.post(
                f"/api/revisions/{learned['revision']['id']}/comments", json={"text": "No room."}
            ),
        ]
        for response in refused:
            assert response.status_code in (200, 507), (response.status_code, response.text)
            if response.status_code == 507:
                assert_plain(response.json()["detail"])
            else:
                reply = response.json()["assistant_message"]
                assert reply["status"] == "error", reply
                assert_plain(reply["content"])
        streamed = app.client.post(
            "/api/chat/send?stream=true", json={"content_id": cid, "message": ASK}
        )
        assert streamed.status_code in (200, 507), streamed.text
        assert "Traceback" not in streamed.text
        assert app.client.get(f"/api/contents/{cid}").json() == before
        assert app.client.get("/healthz").status_code == 200
        filler.unlink()
        after = app.client.post("/api/chat/send", json={"content_id": cid, "message": ASK})
        assert after.status_code == 200, after.text
        assert after.json()["revision"] is not None, after.json()
        view = session(app.client, cid)
        assert len(view["messages"]) >= messages_before + 2
        for message in view["messages"]:
            if message["role"] == "user":
                assert len(replies_to(view, message["id"])) == 1, message
        assert app.client.get(f"/api/contents/{cid}").json()["version"] == 3
    model.close()
    assert leftovers(data_dir) == []
    every_json_file_parses(data_dir)
    check = app.run("check")
    assert check.returncode == 0, check.stdout + check.stderr
    assert "Traceback" not in app.log() + check.stdout + check.stderr


def test_style_learning_waiting_when_the_disk_fills_is_learned_once_when_room_comes_back(
    small_disk: Path,
) -> None:
    """Three turns whose learning is still queued when the app stops; the disk fills; the app
    starts on the full disk (it serves reads) and its learner fails to save; room comes back.
    Each message is learned exactly once, and no job is left behind."""
    data_dir = small_disk
    wishes = [
        f'Replace "{a}" with "{b}". I always prefer short sentences.'
        for a, b in (("twenty", "thirty"), ("thirty", "forty"), ("forty", "fifty"))
    ]
    with served(data_dir) as app:
        cid = new_article(app.client)["id"]
        asked = [send(app.client, cid, wish)["user_message"]["id"] for wish in wishes]
    filler = fill(small_disk)
    with served(data_dir) as app:
        assert app.client.get(f"/api/contents/{cid}").status_code == 200
        refused = app.client.post("/api/contents", json={"title": "Full", "body": "No room."})
        assert refused.status_code == 507, refused.text
        assert_plain(refused.json()["detail"])
        deadline = time.monotonic() + 30
        while "learning" not in app.log() and time.monotonic() < deadline:
            time.sleep(0.2)
        filler.unlink()
        persona = app.client.get(f"/api/contents/{cid}").json()["persona_id"]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            audit = app.client.get(f"/api/personas/{persona}/audit").json()
            learned = [
                entry["detail"].get("message_id")
                for entry in audit
                if entry["action"] in ("learned", "learned_message")
            ]
            if set(asked) <= set(learned):
                break
            time.sleep(0.5)
        time.sleep(1)  # a second learning of one of them, if one is coming
        audit = app.client.get(f"/api/personas/{persona}/audit").json()
        learned = [
            entry["detail"].get("message_id")
            for entry in audit
            if entry["action"] in ("learned", "learned_message")
        ]
        assert sorted(learned) == sorted(asked), audit
        assert not [e for e in audit if e["action"] == "learn_failed"], audit
        preference = app.client.get(f"/api/personas/{persona}").json()["preferences"]
        assert [p["dimension"] for p in preference] == ["sentence_length"], preference
    assert [p for p in (data_dir / "style-queue").rglob("*.json")] == []
    assert leftovers(data_dir) == []
    every_json_file_parses(data_dir)
    assert "Traceback" not in app.log()
