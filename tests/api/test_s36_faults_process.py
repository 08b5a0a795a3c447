"""Faults of the process and its data directory, seen from outside: `python -m app` killed
with SIGKILL mid-turn and started again, its data directory made read-only under it, a data
file cut short while it was down, and two processes on one directory.

Written before reading any of app/: from README.md (TinyDB files written atomically; `python
-m app check` completes interrupted commits and names every file it cannot read; a damaged
article's page says so and the other articles keep working; several workers share one data
directory), docs/api.md (the 500 sentence `Article '…' is damaged: …` naming the file; a
read-only or failing data directory is 500 with a sentence, a full one 507; after a restart a
message whose reply a crash cut short gets a reply saying so), `python -m app --help`, and
the layout of a data directory the app wrote (looked at, not read in code). The promise: no
acknowledged message is lost, no reply stands without its revision or a revision without its
reply, every file parses, versions stay contiguous, and every failure is a sentence.
"""

import os
import random
import shutil
import stat
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from tests.api.s36_faults_harness import (
    EDITED_BODY,
    ModelServer,
    ServedApp,
    answer,
    assert_plain,
    every_json_file_parses,
    new_article,
    served,
    session,
)

ADJECTIVES = [
    "red",
    "blue",
    "green",
    "late",
    "old",
    "empty",
    "loud",
    "slow",
    "quiet",
    "warm",
    "cold",
    "grey",
]


def assert_consistent(client: httpx.Client, content_id: str, acknowledged: list[str]) -> None:
    """No acknowledged message lost, no reply without its revision or revision without its
    reply, versions contiguous, every writer's message answered."""
    messages = {m["id"]: m for m in session(client, content_id)["messages"]}
    lost = [mid for mid in acknowledged if mid not in messages]
    assert not lost, f"acknowledged messages lost: {lost}"
    revisions = client.get(f"/api/chat/revisions/{content_id}").json()
    by_id = {r["id"]: r for r in revisions}
    for message in messages.values():
        if message["role"] == "assistant":
            assert messages[message["parent_id"]]["role"] == "user", message
            if message["revision_id"] is not None:
                assert message["revision_id"] in by_id, f"reply without revision: {message}"
        if message["role"] == "user":
            replies = [m for m in messages.values() if m["parent_id"] == message["id"]]
            assert replies, f"writer's message never answered: {message}"
    for revision in revisions:
        reply = messages.get(revision["message_id"])
        assert reply is not None, f"revision without its reply: {revision['id']}"
        assert reply["revision_id"] == revision["id"], (reply, revision["id"])
    versions = sorted(r["version"] for r in revisions)
    assert versions == list(range(2, 2 + len(versions))), versions
    current = client.get(f"/api/contents/{content_id}").json()["version"]
    assert current == (versions[-1] if versions else 1)


def wait_answered(client: httpx.Client, content_id: str) -> None:
    """A restarted app answers cut-off turns on its own; wait (generously) until it has."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        messages = session(client, content_id)["messages"]
        asked = {m["id"] for m in messages if m["role"] == "user"}
        answered = {m["parent_id"] for m in messages if m["role"] == "assistant"}
        if asked <= answered:
            return
        time.sleep(0.3)


def test_sigkill_at_random_moments_during_thirty_turns(tmp_path: Path) -> None:
    chance = random.Random(36)
    turns = iter(range(1000))

    def vivid(conn: Any, request: dict[str, Any]) -> None:
        time.sleep(chance.uniform(0, 0.3))
        word = ADJECTIVES[next(turns) % len(ADJECTIVES)]
        answer(f"The bus\n\nWe waited twenty minutes.\n\nThe {word} bus never came.")(conn, request)

    model = ModelServer(vivid)
    acknowledged: list[str] = []
    kills = {2, 7, 12, 17, 22, 27}
    with served(tmp_path / "data", model) as app:
        content_id = new_article(app.client)["id"]
        for turn in range(30):
            outcome: dict[str, Any] = {}
            message = f"Make the second paragraph more vivid, take {turn}."

            def post(message: str = message, outcome: dict[str, Any] = outcome) -> None:
                try:
                    outcome["response"] = app.client.post(
                        "/api/chat/send", json={"content_id": content_id, "message": message}
                    )
                except httpx.HTTPError as error:
                    outcome["error"] = error

            sending = threading.Thread(target=post)
            sending.start()
            if turn in kills:
                time.sleep(chance.uniform(0, 0.6))
                app.kill()
                sending.join()
                app.start()
            else:
                sending.join()
                assert outcome["response"].status_code == 200, outcome["response"].text
            if "response" in outcome and outcome["response"].status_code == 200:
                acknowledged.append(outcome["response"].json()["user_message"]["id"])
        wait_answered(app.client, content_id)
        assert_consistent(app.client, content_id, acknowledged)
        assert len(app.client.get(f"/api/chat/revisions/{content_id}").json()) >= 10
    model.close()
    every_json_file_parses(app.data_dir)
    check = app.run("check")
    assert check.returncode == 0, check.stdout + check.stderr
    assert "Traceback" not in app.log() + check.stdout + check.stderr


def set_writable(data_dir: Path, writable: bool) -> None:
    for path in [data_dir, *data_dir.rglob("*")]:
        mode = path.stat().st_mode
        bits = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
        os.chmod(path, (mode | stat.S_IWUSR) if writable else (mode & ~bits))


def test_data_dir_made_read_only_mid_session(tmp_path: Path) -> None:
    model = ModelServer(answer("The bus\n\nWe waited twenty minutes.\n\nThe old bus never came."))
    data_dir = tmp_path / "data"
    with served(data_dir, model, obey_modes=True) as app:
        content_id = new_article(app.client)["id"]
        first = app.client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "Make it vivid."}
        )
        assert first.json()["content"]["body"] == EDITED_BODY
        set_writable(data_dir, False)
        try:
            refused = [
                app.client.post("/api/contents", json={"title": "New", "body": "Some text."}),
                app.client.post(
                    "/api/chat/send",
                    json={"content_id": content_id, "message": "Shorter, please."},
                ),
                app.client.put(
                    f"/api/contents/{content_id}", json={"body": "By hand.", "base_version": 2}
                ),
            ]
        finally:
            set_writable(data_dir, True)
        for response in refused:
            assert 500 <= response.status_code < 600, (response.status_code, response.text)
            assert_plain(response.json()["detail"])
        content = app.client.get(f"/api/contents/{content_id}").json()
        assert (content["version"], content["body"]) == (2, EDITED_BODY)
        again = app.client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "Now vivid again."}
        )
        assert again.status_code == 200, again.text
        kept = [m["content"] for m in session(app.client, content_id)["messages"]]
        assert "Make it vivid." in kept and "Now vivid again." in kept
        assert_consistent(app.client, content_id, [first.json()["user_message"]["id"]])
    model.close()
    every_json_file_parses(data_dir)
    # The log may keep the refusals' tracebacks (the operator's record of which file was
    # refused), and nothing else.
    log = app.log()
    assert log.count("Traceback") == log.count("PermissionError: [Errno 13]"), log


def written_article(data_dir: Path) -> tuple[str, str]:
    """Two articles, the first edited by the rules; the app stopped. Their ids."""
    with served(data_dir) as app:
        first = new_article(app.client)["id"]
        second = new_article(app.client, "Other", "Some other text.")["id"]
        edit = app.client.post(
            "/api/chat/send",
            json={"content_id": first, "message": 'Replace "twenty" with "thirty"'},
        )
        assert edit.json()["revision"] is not None
    return first, second


def test_every_file_of_an_article_cut_short_at_start_up_is_named(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    first, second = written_article(data_dir)
    pristine = tmp_path / "pristine"
    shutil.copytree(data_dir, pristine)
    article_files = sorted(p for p in (pristine / "contents" / first).rglob("*") if p.is_file())
    article_files = [p for p in article_files if p.stat().st_size > 0]
    assert len(article_files) >= 4
    app = ServedApp(data_dir, {"REDLINE_LOG_LEVEL": "WARNING"})
    for original in article_files:
        shutil.rmtree(data_dir)
        shutil.copytree(pristine, data_dir)
        cut = data_dir / original.relative_to(pristine)
        cut.write_bytes(cut.read_bytes()[: cut.stat().st_size // 2])
        logged = len(app.log())
        app.start()
        try:
            for path in (
                f"/api/contents/{first}",
                f"/api/chat/sessions/{first}",
                f"/api/contents/{first}/history",
                f"/api/chat/revisions/{first}",
                "/api/contents",
            ):
                response = app.client.get(path)
                assert response.status_code in (200, 500), (cut, path, response.text)
                if response.status_code == 500:
                    assert cut.name in response.json()["detail"], (cut, response.text)
                    assert_plain(response.json()["detail"])
            assert app.client.get(f"/api/contents/{second}").status_code == 200
        finally:
            app.stop()
        assert "Traceback" not in app.log()[logged:], (cut, app.log()[logged:])
        check = app.run("check")
        assert "Traceback" not in check.stdout + check.stderr, cut
    app.client.close()


def test_a_top_level_file_cut_short_at_start_up_is_named_not_a_traceback(
    tmp_path: Path,
) -> None:
    data_dir = tmp_path / "data"
    first, _ = written_article(data_dir)
    pristine = tmp_path / "pristine"
    shutil.copytree(data_dir, pristine)
    outside = [
        p
        for p in pristine.rglob("*")
        if p.is_file() and p.stat().st_size > 1 and "contents" not in p.parts
    ]
    assert outside
    app = ServedApp(data_dir, {"REDLINE_LOG_LEVEL": "WARNING"})
    for original in outside:
        shutil.rmtree(data_dir)
        shutil.copytree(pristine, data_dir)
        cut = data_dir / original.relative_to(pristine)
        cut.write_bytes(cut.read_bytes()[: cut.stat().st_size // 2])
        logged = len(app.log())
        app.start(wait=False)
        try:
            app.wait_up()
        except AssertionError:
            # Refusing to start is a fair answer, when it names the file and shows no traceback.
            assert cut.name in app.log()[logged:], (cut, app.log()[logged:])
        else:
            for path in (f"/api/contents/{first}", f"/api/chat/sessions/{first}", "/api/contents"):
                response = app.client.get(path)
                assert response.status_code in (200, 500), (cut, path, response.text)
                if response.status_code == 500:
                    assert_plain(response.json()["detail"])
        finally:
            app.stop()
        assert "Traceback" not in app.log()[logged:], (cut, app.log()[logged:])
    app.client.close()


def test_two_processes_on_one_data_dir_lose_no_edit(tmp_path: Path) -> None:
    words = [f"word{i}" for i in range(12)]
    with served(tmp_path / "data") as one, served(tmp_path / "data") as other:
        content_id = new_article(one.client, "Words", " ".join(words))["id"]
        acknowledged: list[str] = []

        def turns(app: ServedApp, mine: list[str]) -> None:
            for word in mine:
                response = app.client.post(
                    "/api/chat/send",
                    json={
                        "content_id": content_id,
                        "message": f'Replace "{word}" with "{word.upper()}"',
                    },
                )
                assert response.status_code == 200, response.text
                acknowledged.append(response.json()["user_message"]["id"])

        pair = [
            threading.Thread(target=turns, args=(one, words[0::2])),
            threading.Thread(target=turns, args=(other, words[1::2])),
        ]
        for thread in pair:
            thread.start()
        for thread in pair:
            thread.join()
        assert len(acknowledged) == len(words)
        for app in (one, other):
            assert_consistent(app.client, content_id, acknowledged)
        assert session(one.client, content_id) == session(other.client, content_id)
        body = one.client.get(f"/api/contents/{content_id}").json()["body"]
        for reply in session(one.client, content_id)["messages"]:
            if reply["role"] == "assistant" and reply["revision_id"]:
                revision = one.client.get(f"/api/revisions/{reply['revision_id']}").json()
                word = revision["suggestion"].split('"')[1]
                assert word.upper() in body, f"the edit of {word} was lost: {body}"
    every_json_file_parses(tmp_path / "data")
    assert "Traceback" not in one.log() + other.log()
