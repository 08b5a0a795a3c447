"""Races and stops around a turn, seen from outside `python -m app`: restores sent while a
reply is being written (of the version the reply would make, and a burst of the same restore
at once), the message edited and its article trashed while its reply is written, a second
process started on the data directory while the first holds a turn, and a start-up after a
crash stopped with SIGTERM mid-way, then started as two processes at once.

Written before reading any of app/: from docs/api.md (a restore's `base_version` is checked
first, 409 when stale; a version asked for that the article has not reached is 404 "This
article has no V9 yet"; a reply whose article changed meanwhile is not applied and says so;
after a restart a message whose reply a crash cut short gets a reply saying so) and README.md
(lost replies are answered at start-up "when no other process serves the data directory";
workers share a data directory). The promise: versions unique and contiguous, every writer's
message kept with exactly one reply — no phantom "the server stopped" beside a real reply,
none twice — files that parse, and `check` clean.
"""

import random
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.api.s36_faults_harness import (
    ARTICLE,
    ASK,
    EDITED,
    EDITED_BODY,
    ModelServer,
    ServedApp,
    assert_plain,
    every_json_file_parses,
    new_article,
    send,
    served,
    session,
)
from tests.api.s37_faults_harness import Gate, in_background, replies_to

RULES_EDIT = 'Replace "twenty" with "thirty"'


def history_versions(client: httpx.Client, content_id: str) -> list[int]:
    entries = client.get(f"/api/contents/{content_id}/history").json()
    return sorted(entry["version"] for entry in entries)


def one_reply_each(client: httpx.Client, content_id: str) -> dict[str, dict]:
    """Every writer's message has exactly one reply; the replies by message text."""
    view = session(client, content_id)
    replies = {}
    for message in view["messages"]:
        if message["role"] == "user":
            found = replies_to(view, message["id"])
            assert len(found) == 1, (message["content"], found)
            replies[message["content"]] = found[0]
    return replies


@pytest.fixture(scope="module")
def gated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServedApp, ModelServer]]:
    """One app for the races below; each test puts a gate of its own as the model."""
    model = ModelServer(Gate(EDITED))
    data_dir = tmp_path_factory.mktemp("races") / "data"
    with served(data_dir, model, REDLINE_LLM_TIMEOUT="60") as app:
        yield app, model
    model.close()
    every_json_file_parses(data_dir)
    assert "Traceback" not in app.log()


def test_restores_while_a_reply_is_being_written(gated: tuple[ServedApp, ModelServer]) -> None:
    app, model = gated
    gate = Gate(EDITED)
    model.default = gate
    cid = new_article(app.client)["id"]
    assert send(app.client, cid, RULES_EDIT)["revision"]["version"] == 2
    sending, sent = in_background(
        lambda: app.client.post("/api/chat/send", json={"content_id": cid, "message": ASK})
    )
    gate.wait_asked()
    ahead = app.client.post(f"/api/contents/{cid}/restore", json={"version": 3})
    assert ahead.status_code == 404, ahead.text
    assert "no V3 yet" in ahead.json()["detail"], ahead.json()
    burst = [
        in_background(
            lambda: app.client.post(
                f"/api/contents/{cid}/restore", json={"version": 1, "base_version": 2}
            )
        )
        for _ in range(6)
    ]
    for thread, _ in burst:
        thread.join()
    answers = [result[0] for _, result in burst]
    codes = sorted(response.status_code for response in answers)
    # Six copies of one restore on one base: the first makes V3, each other is that same restore
    # retried, answered with it (api51, outside50 F3) — never a second version.
    assert codes == [200] * 6, [(r.status_code, r.text[:200]) for r in answers]
    assert {r.json()["version"] for r in answers} == {3}
    gate.open.set()
    sending.join()
    turn = sent[0]
    assert turn.status_code == 200, turn.text
    reply = turn.json()["assistant_message"]
    assert reply["status"] == "error" and turn.json()["revision"] is None, reply
    assert "V3" in reply["content"], reply["content"]
    assert_plain(reply["content"])
    content = app.client.get(f"/api/contents/{cid}").json()
    assert (content["version"], content["body"]) == (3, ARTICLE["body"])
    assert history_versions(app.client, cid) == [2, 3]
    assert set(one_reply_each(app.client, cid)) == {RULES_EDIT, ASK}
    restored = app.client.post(
        f"/api/contents/{cid}/restore", json={"version": 4, "base_version": 3}
    )
    assert restored.status_code == 404, "a version the late reply never made exists"


def test_a_message_edited_and_its_article_trashed_while_its_reply_is_written(
    gated: tuple[ServedApp, ModelServer],
) -> None:
    """The writer edits the message whose reply is being written (a sibling branch, a turn
    of its own) and moves the article to the trash meanwhile: both turns answer, the late
    first reply stays off the path and says why, the edited branch's edit is the article's
    V2 — in the trash, as it was put there — and nothing is answered twice."""
    app, model = gated
    gate = Gate(EDITED)
    model.default = gate
    cid = new_article(app.client)["id"]
    first, first_sent = in_background(
        lambda: app.client.post("/api/chat/send", json={"content_id": cid, "message": ASK})
    )
    gate.wait_asked()
    view = session(app.client, cid)
    asked = next(m for m in view["messages"] if m["role"] == "user")
    again = "Make the second paragraph more vivid, please."
    edit, edit_sent = in_background(
        lambda: app.client.post(f"/api/chat/messages/{asked['id']}/edit", json={"message": again})
    )
    gate.wait_asked(2)
    assert app.client.delete(f"/api/contents/{cid}").status_code == 200
    gate.open.set()
    first.join()
    edit.join()
    assert first_sent[0].status_code == 200 and edit_sent[0].status_code == 200
    replies = one_reply_each(app.client, cid)
    assert replies[ASK]["status"] == "error", replies[ASK]
    assert_plain(replies[ASK]["content"])
    assert replies[again]["status"] == "ok" and replies[again]["revision_id"], replies[again]
    view = session(app.client, cid)
    assert view["head_id"] == replies[again]["id"]
    assert replies[ASK]["id"] not in [m["id"] for m in view["path"]]
    content = app.client.get(f"/api/contents/{cid}").json()
    assert (content["version"], content["body"]) == (2, EDITED_BODY)
    assert content["trashed_at"] is not None
    assert history_versions(app.client, cid) == [2]


def test_sends_restores_and_hand_edits_at_once_on_one_article(
    gated: tuple[ServedApp, ModelServer],
) -> None:
    """Thirty writes at once on one article — rules turns, restores of V1, hand edits each on
    the version it guessed: every answer a success or a sentence, versions contiguous, the
    article's text the text of its version, every writer's message answered once."""
    app, _ = gated
    words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    cid = new_article(app.client, "Mix", " ".join(words))["id"]
    calls = []
    for guess, word in enumerate(words, start=1):
        calls += [
            lambda word=word: app.client.post(
                "/api/chat/send",
                json={"content_id": cid, "message": f'Replace "{word}" with "{word.upper()}"'},
            ),
            lambda: app.client.post(f"/api/contents/{cid}/restore", json={"version": 1}),
            lambda guess=guess: app.client.put(
                f"/api/contents/{cid}",
                json={"body": f"By hand {guess}: " + " ".join(words), "base_version": guess},
            ),
        ]
    random.Random(37).shuffle(calls)
    running = [in_background(call) for call in calls]
    for thread, _ in running:
        thread.join()
    for _, result in running:
        response = result[0]
        assert response.status_code in (200, 409), (response.status_code, response.text[:300])
        if response.status_code == 409:
            assert_plain(response.json()["detail"])
    content = app.client.get(f"/api/contents/{cid}").json()
    versions = history_versions(app.client, cid)
    assert versions == list(range(2, content["version"] + 1)), versions
    shown = app.client.get(f"/api/contents/{cid}/versions/{content['version']}").json()
    assert (shown["title"], shown["body"]) == (content["title"], content["body"])
    assert len(one_reply_each(app.client, cid)) == len(words)


def test_a_second_process_started_while_the_first_holds_a_turn(tmp_path: Path) -> None:
    """The newcomer finds a writer's message with no reply yet: it is being answered by a live
    process, not lost — the newcomer must not answer it "the server stopped"."""
    gate = Gate(EDITED)
    model = ModelServer(gate)
    data_dir = tmp_path / "data"
    with served(data_dir, model, REDLINE_LLM_TIMEOUT="60") as first:
        cid = new_article(first.client)["id"]
        sending, sent = in_background(
            lambda: first.client.post("/api/chat/send", json={"content_id": cid, "message": ASK})
        )
        gate.wait_asked()
        with served(data_dir, model, REDLINE_LLM_TIMEOUT="60") as second:
            time.sleep(2)  # past the newcomer's start-up and a look at the others' turns
            view = session(second.client, cid)
            asked = next(m for m in view["messages"] if m["role"] == "user")
            lost = replies_to(view, asked["id"])
            assert lost == [], f"a live turn was answered as lost: {lost}"
            gate.open.set()
            sending.join()
            assert sent[0].status_code == 200, sent[0].text
            assert sent[0].json()["assistant_message"]["status"] == "ok", sent[0].json()
            time.sleep(1)
            for app in (first, second):
                reply = one_reply_each(app.client, cid)[ASK]
                assert reply["status"] == "ok", reply
                content = app.client.get(f"/api/contents/{cid}").json()
                assert (content["version"], content["body"]) == (2, EDITED_BODY)
    model.close()
    every_json_file_parses(data_dir)
    log = first.log() + second.log()
    # A judge thread's kept event loop collected at exit printed "Exception ignored in:
    # <function BaseEventLoop.__del__ …>" with a traceback once (session 39); shutdown closes
    # those loops now, so any traceback, or anything Python ignored, fails.
    assert "Traceback" not in log and "Exception ignored" not in log, log


def test_a_recovering_start_up_stopped_by_sigterm_then_started_twice_at_once(
    tmp_path: Path,
) -> None:
    gate = Gate(EDITED)
    model = ModelServer(gate)
    data_dir = tmp_path / "data"
    began = time.monotonic()
    with served(data_dir, model) as app:
        start_up = time.monotonic() - began
        cid = new_article(app.client)["id"]
        sending, _ = in_background(
            lambda: app.client.post("/api/chat/send", json={"content_id": cid, "message": ASK})
        )
        gate.wait_asked()
        app.kill()
        sending.join()
        gate.open.set()
        for share in (0.7,):
            app.start(wait=False)
            time.sleep(start_up * share)
            assert app.process is not None
            app.process.terminate()
            assert app.process.wait(60) in (0, -15, 143), app.log()[-2000:]
        other = ServedApp(data_dir, app.env)
        app.start(wait=False)
        other.start(wait=False)
        try:
            app.wait_up()
            other.wait_up()
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                view = session(app.client, cid)
                if any(m["role"] == "assistant" for m in view["messages"]):
                    break
                time.sleep(0.2)
            time.sleep(1)  # a second answer, if one is coming
            for client in (app.client, other.client):
                reply = one_reply_each(client, cid)[ASK]
                assert reply["status"] == "error", reply
                assert_plain(reply["content"])
                assert client.get(f"/api/contents/{cid}").json()["version"] == 1
        finally:
            other.stop()
            other.client.close()
    model.close()
    every_json_file_parses(data_dir)
    check = app.run("check")
    assert check.returncode == 0, check.stdout + check.stderr
    assert "Traceback" not in app.log() + other.log() + check.stdout + check.stderr
