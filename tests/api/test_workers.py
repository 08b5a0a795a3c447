"""`python -m app` with REDLINE_WORKERS=2: requests land on either worker process, and a tab
following an article hears every change, whichever worker made it. Likewise two instances
on one PostgreSQL database: a tab on one follows the edits made on the other, and every
revision is learned once.

The real command in a child process group (app/testing/served.py), always ended by the
fixture. Which worker served a request is read from the event log itself: each line names
the process that published it, so the test keeps editing until both workers have made
changes (new connections are spread by the kernel, not in a fixed order) and then checks
that the one stream heard all of them, each once.
"""

import contextlib
import json
import queue
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from app.events_relay import EVENTS_DIR, decode
from app.store.postgres import PostgresStore
from app.style.queue import LEARNED
from app.testing.pgserver import PostgresServer
from app.testing.served import ServedApp, served

DEADLINE = 60.0  # seconds any one expected event may take on a loaded machine


@pytest.fixture(scope="module")
def two_workers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedApp]:
    data_dir = tmp_path_factory.mktemp("workers") / "data"
    with served(data_dir, REDLINE_WORKERS="2", REDLINE_LLM_PROVIDER="offline") as app:
        yield app


def publishers(data_dir: Path, content_id: str) -> set[str]:
    """The processes (pids) whose changes to the article are in the event log."""
    pids = set()
    for segment in (data_dir / EVENTS_DIR).glob("*.log"):
        for line in segment.read_bytes().splitlines():
            heard = decode(line)
            if heard and heard[1].content_id == content_id:
                pids.add(heard[0].split("-")[0])
    return pids


class Listener:
    """A tab's event stream in a thread; what it hears goes to `heard`. The stream ends when
    the app stops (a graceful stop waits at most a few seconds for open streams)."""

    def __init__(self, url: str) -> None:
        self.heard: queue.Queue[dict] = queue.Queue()
        self.thread = threading.Thread(target=self._listen, args=(url,), daemon=True)
        self.thread.start()

    def _listen(self, url: str) -> None:
        # The stream ends when the app is stopped: what it heard until then is the result.
        with (
            httpx.Client(timeout=httpx.Timeout(10, read=None)) as http,
            contextlib.suppress(httpx.HTTPError),
            http.stream("GET", url) as response,
        ):
            for line in response.iter_lines():
                if line.startswith("data:"):
                    self.heard.put(json.loads(line[5:]))

    def next(self) -> dict:
        try:
            return self.heard.get(timeout=DEADLINE)
        except queue.Empty:
            raise AssertionError("the stream heard nothing more") from None


def test_a_tab_hears_every_change_made_through_any_worker(two_workers: ServedApp) -> None:
    api = two_workers.url
    body = "第一段。\n\nPart two."
    made = httpx.post(f"{api}/api/contents", json={"title": "周报", "body": body})
    content = made.raise_for_status().json()
    cid = content["id"]
    listener = Listener(f"{api}/api/contents/{cid}/events")
    assert listener.next() == {"content_id": cid, "version": 1, "kind": "current", "head_id": None}

    version, edits = 1, 0
    # New connection per request, so the kernel hands them to either worker; keep going
    # until both have made changes (in practice a handful of requests), with a cap.
    while edits < 10 or len(publishers(two_workers.data_dir, cid)) < 2:
        assert edits < 400, f"every request went to one worker:\n{two_workers.log_tail()}"
        body = f"第一段，第 {edits} 次修改。\n\nPart two, edit {edits}."
        answer = httpx.put(
            f"{api}/api/contents/{cid}",
            json={"body": body, "base_version": version},
            headers={"Connection": "close"},
        )
        assert answer.status_code == 200, answer.text
        version = answer.json()["version"]
        edits += 1

    heard = [listener.next() for _ in range(edits)]
    # Every version once. The order may differ: the tab's own worker's events arrive at once,
    # the other's a poll later (at most ~50 ms); a tab re-reads the article on any event.
    assert sorted((e["kind"], e["version"]) for e in heard) == [
        ("manual", v) for v in range(2, version + 1)
    ]
    assert len(publishers(two_workers.data_dir, cid)) == 2
    print(f"{edits} edits until both workers had made changes")


def test_a_turn_on_one_worker_reaches_a_tab_on_the_other(two_workers: ServedApp) -> None:
    api = two_workers.url
    made = httpx.post(f"{api}/api/contents", json={"title": "Notes", "body": "Hello there."})
    cid = made.raise_for_status().json()["id"]
    # Several tabs on their own connections, spread over the workers by the kernel.
    tabs = [Listener(f"{api}/api/contents/{cid}/events") for _ in range(6)]
    for tab in tabs:
        assert tab.next()["kind"] == "current"
    sent = httpx.post(
        f"{api}/api/chat/send",
        json={"content_id": cid, "message": "Replace 'Hello' with 'Hi'"},
        headers={"Connection": "close"},
    )
    assert sent.status_code == 200, sent.text
    reply = sent.json()["assistant_message"]["id"]
    for tab in tabs:
        kinds = [tab.next()["kind"], tab.next()]
        assert kinds[0] == "message"
        assert (kinds[1]["kind"], kinds[1]["head_id"]) == ("turn", reply)


def listening_sockets(port: int) -> int:
    """How many sockets listen on the port (Linux's /proc/net/tcp*: state 0A is LISTEN)."""
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(FileNotFoundError):
            for line in Path(table).read_text().splitlines()[1:]:
                fields = line.split()
                if fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:
                    count += 1
    return count


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's socket table")
def test_each_worker_listens_on_a_socket_of_its_own(two_workers: ServedApp) -> None:
    # With one shared socket, whichever worker wakes first accepts a whole burst of new
    # connections, and kept alive they stay there (15 of 16 on one worker was measured); with
    # a socket each, the kernel spreads them over the workers.
    deadline = time.monotonic() + DEADLINE  # the second worker may still be starting
    while listening_sockets(two_workers.port) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert listening_sockets(two_workers.port) == 2
    assert httpx.get(f"{two_workers.url}/healthz").status_code == 200


@pytest.fixture(scope="module")
def two_instances(
    tmp_path_factory: pytest.TempPathFactory, pg_server: PostgresServer
) -> Iterator[tuple[ServedApp, ServedApp, str]]:
    """Two `python -m app` on one database, each with its own data dir (as on two machines);
    and the database's URL."""
    url = pg_server.create_database("instances")
    root = tmp_path_factory.mktemp("instances")
    env = {"REDLINE_DATABASE_URL": url, "REDLINE_LLM_PROVIDER": "offline"}
    try:
        with served(root / "a", **env) as a, served(root / "b", **env) as b:
            yield a, b, url
    finally:
        pg_server.drop_database(url)


def test_a_tab_on_one_instance_follows_edits_made_on_the_other(two_instances) -> None:
    a, b, _ = two_instances
    made = httpx.post(f"{a.url}/api/contents", json={"title": "周报", "body": "第一段。"})
    cid = made.raise_for_status().json()["id"]
    listener = Listener(f"{a.url}/api/contents/{cid}/events")
    assert listener.next()["kind"] == "current"
    version = 1
    for n in range(12):
        answer = httpx.put(
            f"{b.url}/api/contents/{cid}",
            json={"body": f"第一段，第 {n} 次修改。", "base_version": version},
        )
        assert answer.status_code == 200, answer.text
        version = answer.json()["version"]
    sent = httpx.post(
        f"{b.url}/api/chat/send", json={"content_id": cid, "message": "把“修改”改成“改动”"}
    )
    assert sent.status_code == 200, sent.text
    heard = [listener.next() for _ in range(14)]
    assert [(e["kind"], e["version"]) for e in heard[:12]] == [("manual", v) for v in range(2, 14)]
    assert [e["kind"] for e in heard[12:]] == ["message", "turn"]
    assert heard[13]["head_id"] == sent.json()["assistant_message"]["id"]


def test_revisions_made_on_both_instances_are_learned_once(two_instances) -> None:
    *instances, url = two_instances
    made = {}
    for instance in instances:
        created = httpx.post(
            f"{instance.url}/api/contents", json={"title": "Notes", "body": "Hello there. 😀"}
        )
        made[instance.url] = created.raise_for_status().json()
    for n in range(10):
        for instance in instances:
            content = made[instance.url]
            answer = httpx.put(
                f"{instance.url}/api/contents/{content['id']}",
                json={"body": f"Hello there, take {n}.", "base_version": content["version"]},
            )
            assert answer.status_code == 200, answer.text
            made[instance.url] = answer.json()
    revision_ids = [
        r["id"]
        for content in made.values()
        for r in httpx.get(f"{instances[0].url}/api/chat/revisions/{content['id']}").json()
    ]
    assert len(revision_ids) == 20
    persona = made[instances[0].url]["persona_id"]
    store = PostgresStore(url, pool_size=1, lock_connections=1)
    try:
        deadline = time.monotonic() + DEADLINE
        while True:
            audit = store.list_audit(persona)
            learned = [
                str(e.detail["revision_id"])
                for e in audit
                if e.action == LEARNED and e.detail["revision_id"] in revision_ids
            ]  # the persona also learns from the other tests' articles
            if len(set(learned)) >= len(revision_ids) or time.monotonic() > deadline:
                break
            time.sleep(0.2)
    finally:
        store.close()
    assert sorted(learned) == sorted(revision_ids)  # each once, whichever instance learned it
