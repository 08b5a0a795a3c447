"""Kill the real server over HTTP at random moments and audit what a restart finds.

`python -m app` is started on a data dir of its own and a free port (the model: the
chat-completions stub of app/testing/openai_stub.py on 127.0.0.1, so turns make revisions),
several clients send turns — plain and streamed sends, regenerate, editing an earlier message
(a branch), roll back, restore — and the whole process group is killed with SIGKILL at a
random moment. The server is started again on the same data dir and audited through the API
and the files:

- lost: an acknowledged writer's message, or an acknowledged reply, is not there;
- phantom: a reply names a revision that is missing (or another's), or a turn's revision is
  not named by its reply;
- gaps: an article's versions are not unique and contiguous, or a message's version is
  unreadable;
- head: the conversation's head is not a saved message, or the article is not at its version;
- unanswered: a writer's message without any reply after the restart;
- strays: temp files of dead writers, journals or set-aside records left after start-up;
- start failures: the server did not answer /healthz, or its log holds a traceback;
- server errors: a 5xx answer.

Two clients write on each article (so replies lose races and heads move under turns); some
restarts are themselves killed while starting; sends cut by a kill that carried an
`Idempotency-Key` are sent again after the restart and must be answered, saved once.

After a kind's last restart the style queue is left to drain and every revision must be
learned exactly once (app/style/queue.py). The `stream-cut` kind kills the server while a
streamed reply is arriving, then checks what the writer sees after the restart: the message
kept, a reply saying in plain words that it stopped, and Retry (regenerate) making the edit.

    .venv/bin/python bench/crash_http.py [--kills 12] [--seconds 270]
        [--kinds model,workers,offline,stream-cut]

Each kind stops killing when its share of `--seconds` is spent, so a loaded machine runs
fewer kills (the counts printed say how many).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import re
import signal
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.store.tinydb_store import TinyDBStore  # noqa: E402
from app.style.queue import LEARNED, QUEUE_DIR  # noqa: E402
from app.testing.openai_stub import OpenAIStub  # noqa: E402
from app.testing.served import ServedApp  # noqa: E402

KINDS = {
    # name: (workers, model?)
    "model": (1, True),
    "workers": (2, True),
    "offline": (1, False),
}
ARTICLES = [
    ("Commute notes round 0", "The bus was late again today, round 0.\n\nI walked the last mile."),
    ("周末 round 0", "今天天气很好，round 0。\n\n我们去了公园，玩得很开心。"),
]
ASKS = ["tweak the opening {n}", "开头改一下 {n}", "Make the opening livelier {n}"]
_ARTICLE = re.compile(r"<title>(.*?)</title>\n<body>\n(.*)\n</body>", re.DOTALL)
_EDIT = re.compile(r"^Edit \d+\. ")
_ROUND = re.compile(r"round (\d+)")


def model_reply(counter: Any) -> Any:
    """The stub's answer: the article with its opening marked by a counter (style
    extraction requests get an empty list)."""

    def reply(request: dict[str, Any]) -> str:
        last = str(request["messages"][-1]["content"])
        found = _ARTICLE.search(last)
        if found is None:
            return "[]"
        title, body = found.group(1), found.group(2)
        return f"{title}\n\nEdit {next(counter)}. {_EDIT.sub('', body)}"

    return reply


@dataclass
class Acks:
    """What the server acknowledged to a client: messages (id → revision id or None)."""

    users: set[str] = field(default_factory=set)
    replies: dict[str, str | None] = field(default_factory=dict)
    requests: Counter[str] = field(default_factory=Counter)
    cut: int = 0  # requests cut by the kill
    # Sends with an Idempotency-Key the kill cut: (article, key, message), retried after it.
    keyed: list[tuple[str, str, str]] = field(default_factory=list)


# What the counts hold besides problems: how much was tried.
_NOT_PROBLEMS = {"kills while starting", "idempotent retries", "retried"}


@dataclass
class Tally:
    """Problems found, by kind of problem, over a run's kills."""

    kills: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)

    def problems(self) -> dict[str, int]:
        return {what: n for what, n in self.counts.items() if what not in _NOT_PROBLEMS}

    def add(self, what: str, detail: str) -> None:
        self.counts[what] += 1
        self.examples.setdefault(what, [])
        if len(self.examples[what]) < 3:
            self.examples[what].append(detail)


class Client:
    """One writer on one article, sending a random mix of turns until told to stop."""

    def __init__(
        self,
        url: str,
        content_id: str,
        acks: Acks,
        tally: Tally,
        rng: random.Random,
        offline: bool,
    ) -> None:
        self.http = httpx.Client(base_url=url, timeout=30)
        self.content_id = content_id
        self.acks = acks
        self.tally = tally
        self.rng = rng
        self.offline = offline
        self.n = 0

    def ask(self) -> str:
        self.n += 1
        if self.offline:
            body = self.http.get(f"/api/contents/{self.content_id}").json()["body"]
            found = _ROUND.search(body)
            k = int(found.group(1)) if found else 0
            return f'Replace "round {k}" with "round {k + 1}"'
        return self.rng.choice(ASKS).format(n=self.n)

    def run(self, stop: threading.Event) -> None:
        while not stop.is_set():
            op = self.rng.choice(
                ["send", "send", "stream", "stream", "regenerate", "edit", "rollback", "restore"]
            )
            try:
                getattr(self, op)()
                self.acks.requests[op] += 1
            except httpx.HTTPStatusError as error:
                status = error.response.status_code
                self.acks.requests[f"{op} {status}"] += 1
                if status >= 500:
                    self.tally.add("server errors", f"{op}: {status} {error.response.text[:200]}")
            except (httpx.HTTPError, json.JSONDecodeError, KeyError, IndexError):
                self.acks.cut += 1
                if stop.wait(0.05):
                    break
        self.http.close()

    def _result(self, result: dict[str, Any]) -> None:
        self.acks.users.add(result["user_message"]["id"])
        reply = result["assistant_message"]
        self.acks.replies[reply["id"]] = reply["revision_id"]

    def _post(self, path: str, body: dict[str, Any]) -> None:
        response = self.http.post(path, json=body)
        response.raise_for_status()
        self._result(response.json())

    def _stream(self, path: str, body: dict[str, Any]) -> None:
        with self.http.stream("POST", f"{path}?stream=true", json=body) as response:
            response.raise_for_status()
            name = None
            for line in response.iter_lines():
                if line.startswith("event:"):
                    name = line[6:].strip()
                elif line.startswith("data:") and name in ("user_message", "done"):
                    data = json.loads(line[5:])
                    if name == "user_message":
                        self.acks.users.add(data["id"])
                    else:
                        self._result(data)

    def _view(self) -> dict[str, Any]:
        response = self.http.get(f"/api/chat/sessions/{self.content_id}")
        response.raise_for_status()
        view: dict[str, Any] = response.json()
        return view

    def send(self) -> None:
        message = self.ask()
        if self.offline or self.rng.random() < 0.5:
            self._post("/api/chat/send", {"content_id": self.content_id, "message": message})
            return
        # A client that retries after a failure sends an Idempotency-Key.
        key = f"key-{self.rng.getrandbits(64):x}"
        message = f"{message} ({key})"
        try:
            response = self.http.post(
                "/api/chat/send",
                json={"content_id": self.content_id, "message": message},
                headers={"Idempotency-Key": key},
            )
        except httpx.HTTPError:
            self.acks.keyed.append((self.content_id, key, message))
            raise
        response.raise_for_status()
        self._result(response.json())

    def stream(self) -> None:
        self._stream("/api/chat/send", {"content_id": self.content_id, "message": self.ask()})

    def regenerate(self) -> None:
        replies = [m for m in self._view()["path"] if m["role"] == "assistant"]
        if replies:
            target = self.rng.choice(replies[-3:])
            path = f"/api/chat/messages/{target['id']}/regenerate"
            (self._stream if self.rng.random() < 0.5 else self._post)(path, {})

    def edit(self) -> None:
        asked = [m for m in self._view()["path"] if m["role"] == "user"]
        if asked:
            target = self.rng.choice(asked[-4:])
            path = f"/api/chat/messages/{target['id']}/edit"
            (self._stream if self.rng.random() < 0.5 else self._post)(path, {"message": self.ask()})

    def rollback(self) -> None:
        view = self._view()
        if len(view["path"]) > 2:
            target = self.rng.choice(view["path"][1:-1])
            self.http.post(
                f"/api/chat/sessions/{view['id']}/head", json={"message_id": target["id"]}
            ).raise_for_status()

    def restore(self) -> None:
        content = self.http.get(f"/api/contents/{self.content_id}").json()
        if content["version"] > 1:
            version = self.rng.randint(1, content["version"] - 1)
            self.http.post(
                f"/api/contents/{self.content_id}/restore", json={"version": version}
            ).raise_for_status()


# Every server started, so that whatever ends this run (a timeout's SIGTERM too) stops them.
_SERVED: list[ServedApp] = []


def retry_keyed(url: str, acks: Acks, tally: Tally) -> None:
    """Send again what the kill cut that had an Idempotency-Key: answered (200) with the
    message saved once, never twice."""
    with httpx.Client(base_url=url, timeout=30) as http:
        for content_id, key, message in acks.keyed:
            response = http.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": message},
                headers={"Idempotency-Key": key},
            )
            if response.status_code != 200:
                tally.add("idempotent retries refused", f"{response.status_code} {response.text}")
                continue
            result = response.json()
            acks.users.add(result["user_message"]["id"])
            acks.replies[result["assistant_message"]["id"]] = result["assistant_message"][
                "revision_id"
            ]
            view = http.get(f"/api/chat/sessions/{content_id}").raise_for_status().json()
            saved = [m for m in view["messages"] if m["role"] == "user" and m["content"] == message]
            if len(saved) != 1:
                tally.add("idempotent retries saved twice", f"{key}: {len(saved)} messages")
            tally.counts["idempotent retries"] += 1
    acks.keyed.clear()


def start(data_dir: Path, env: dict[str, str], tally: Tally) -> ServedApp | None:
    """The server on `data_dir`, or None (counted) when it does not come up cleanly."""
    served = ServedApp(data_dir, env)
    _SERVED.append(served)
    try:
        served.start(timeout=60)
    except RuntimeError as error:
        tally.add("start failures", str(error)[-300:])
        return None
    return served


def kill_while_starting(data_dir: Path, env: dict[str, str], after: float, tally: Tally) -> None:
    """Start the server and SIGKILL it `after` seconds later, up or not (its recovery, its
    answering of lost replies or its first sweep of the learning queue cut short)."""
    served = ServedApp(data_dir, env)
    _SERVED.append(served)

    def starting() -> None:
        with contextlib.suppress(RuntimeError):  # killed before it answered: what this is for
            served.start(timeout=60)

    thread = threading.Thread(target=starting)
    thread.start()
    time.sleep(after)
    while served.process is None:
        time.sleep(0.01)
    served.kill()
    thread.join()
    tally.counts["kills while starting"] += 1


def check_log(served: ServedApp, tally: Tally) -> None:
    text = served.log_tail(1_000_000)
    if "Traceback" in text:
        tally.add(
            "start failures", "traceback in the log: " + text[text.index("Traceback") :][:600]
        )


def stray_files(data_dir: Path) -> list[str]:
    """Files a server that finished its start-up should not have left."""
    return sorted(
        str(p.relative_to(data_dir))
        for p in data_dir.rglob("*")
        if p.is_file()
        and (
            p.name.endswith(".tmp")
            or p.name == "journal.json"
            or ".orphan" in p.name
            or p.name.endswith(".damaged")
        )
    )


def audit(url: str, data_dir: Path, content_ids: list[str], acks: Acks, tally: Tally) -> None:
    """Everything a restart must have kept, read back through the API."""
    with httpx.Client(base_url=url, timeout=30) as http:
        for content_id in content_ids:
            content = http.get(f"/api/contents/{content_id}").raise_for_status().json()
            view = http.get(f"/api/chat/sessions/{content_id}").raise_for_status().json()
            revisions = {
                r["id"]: r
                for r in http.get(f"/api/chat/revisions/{content_id}").raise_for_status().json()
            }
            history = http.get(f"/api/contents/{content_id}/history").raise_for_status().json()
            messages = {m["id"]: m for m in view["messages"]}
            for message_id in acks.users:
                if message_id.startswith(content_id) and message_id not in messages:
                    tally.add("lost", f"acknowledged message {message_id}")
            for message_id, revision_id in acks.replies.items():
                if not message_id.startswith(content_id):
                    continue
                if message_id not in messages:
                    tally.add("lost", f"acknowledged reply {message_id}")
                elif messages[message_id]["revision_id"] != revision_id:
                    tally.add("lost", f"reply {message_id} lost its revision {revision_id}")
            for message in messages.values():
                revision_id = message["revision_id"]
                if revision_id is None:
                    continue
                revision = revisions.get(revision_id)
                if revision is None:
                    tally.add("phantom", f"reply {message['id']}: revision {revision_id} missing")
                elif revision["version"] != message["version"]:
                    tally.add("phantom", f"reply {message['id']}: revision of another version")
            for revision in revisions.values():
                owner = messages.get(revision["message_id"] or "")
                if owner is None or owner["revision_id"] != revision["id"]:
                    tally.add("phantom", f"revision {revision['id']} has no reply naming it")
            versions = sorted(entry["version"] for entry in history)
            if versions != list(range(versions[0], versions[0] + len(versions))) or versions[0] > 2:
                tally.add("gaps", f"{content_id}: versions {versions}")
            for version in {m["version"] for m in messages.values()}:
                if http.get(f"/api/contents/{content_id}/versions/{version}").status_code != 200:
                    tally.add("gaps", f"{content_id}: V{version} unreadable")
            answered = {m["parent_id"] for m in messages.values()}
            for message in messages.values():
                if message["role"] == "user" and message["id"] not in answered:
                    tally.add("unanswered", f"{message['id']} has no reply after the restart")
            head = messages.get(view["head_id"] or "")
            if head is None:
                tally.add("head", f"{content_id}: head {view['head_id']} is not a message")
            elif head["version"] != content["version"]:
                tally.add(
                    "head",
                    f"{content_id}: head at V{head['version']}, article at V{content['version']}",
                )
    for name in stray_files(data_dir):
        tally.add("strays", name)


def wait_for_learning(data_dir: Path, started: float, deadline: float) -> None:
    """Until revisions never announced were looked for (10 s after the start at `started`)
    and no job waits, or `deadline`."""
    while time.monotonic() < deadline:
        waiting = [
            p
            for p in (data_dir / QUEUE_DIR).rglob("*.json")
            if p.name[0] != "." and json.loads(p.read_bytes() or b"{}").get("state") != "failed"
        ]
        if not waiting and time.monotonic() - started > 13:
            return
        time.sleep(0.3)


def learned_check(data_dir: Path, content_ids: list[str], tally: Tally) -> str:
    store = TinyDBStore(data_dir)
    revisions = {r.id for cid in content_ids for r in store.list_revisions(cid)}
    learned = Counter(
        entry.detail["revision_id"]
        for persona in store.list_personas()
        for entry in store.list_audit(persona.id)
        if entry.action == LEARNED
    )
    for revision_id in sorted(revisions - set(learned)):
        tally.add("never learned", revision_id)
    for revision_id, times in learned.items():
        if times > 1:
            tally.add("learned twice", f"{revision_id} ×{times}")
    failed = [
        p.name for p in (data_dir / QUEUE_DIR).rglob("*.json") if b'"failed"' in p.read_bytes()
    ]
    for name in failed:
        tally.add("learning failed", name)
    store.close()
    return f"{len(revisions)} revisions, {len(set(learned) & revisions)} learned"


def run_kind(
    kind: str, kills: int, clients: int, seed: int, stub: OpenAIStub, until: float
) -> Tally:
    workers, with_model = KINDS[kind]
    rng = random.Random(seed)
    tally = Tally()
    base = Path(tempfile.mkdtemp(prefix=f"redline-crash-http-{kind}-"))
    data_dir = base / "data"
    env = {"REDLINE_WORKERS": str(workers)}
    if with_model:
        env |= stub.server_env(learns_by_model=True)
    served = start(data_dir, env, tally)
    if served is None:
        return tally
    with httpx.Client(base_url=served.url, timeout=30) as http:
        content_ids = [
            http.post(
                "/api/contents",
                json={"title": ARTICLES[n % 2][0], "body": ARTICLES[n % 2][1]},
            )
            .raise_for_status()
            .json()["id"]
            for n in range(max(1, clients // 2))  # two writers on each article
        ]
    acks = Acks()
    began = last_start = time.monotonic()
    for kill in range(kills):
        if kill and time.monotonic() > until:
            break  # the time this kind was given is spent
        stop = threading.Event()
        threads = [
            threading.Thread(
                target=Client(
                    served.url,
                    content_ids[n % len(content_ids)],
                    acks,
                    tally,
                    random.Random(rng.random()),
                    not with_model,
                ).run,
                args=(stop,),
            )
            for n in range(clients)
        ]
        for thread in threads:
            thread.start()
        time.sleep(rng.uniform(0.1, 2.5))
        served.kill()
        tally.kills += 1
        stop.set()
        for thread in threads:
            thread.join()
        check_log(served, tally)
        if rng.random() < 0.3:  # killed again while starting: recovery cut short
            kill_while_starting(data_dir, env, rng.uniform(0.2, 3.0), tally)
        restarted = start(data_dir, env, tally)
        if restarted is None:
            break
        served, last_start = restarted, time.monotonic()
        audit(served.url, data_dir, content_ids, acks, tally)
        retry_keyed(served.url, acks, tally)
        print(
            f"  {kind} kill {kill + 1}: {sum(acks.requests.values())} requests answered, "
            f"{acks.cut} cut, problems so far: {tally.problems() or 'none'}",
            flush=True,
        )
    wait_for_learning(data_dir, last_start, max(until + 30, time.monotonic() + 15))
    served.stop()
    check_log(served, tally)
    learning = learned_check(data_dir, content_ids, tally)
    print(
        f"  {kind}: {len(acks.users)} acknowledged messages, {len(acks.replies)} replies, "
        f"{learning}; {time.monotonic() - began:.0f} s; data in {data_dir}"
    )
    return tally


def stream_cut(trials: int, seed: int, stub: OpenAIStub, until: float) -> Tally:
    """Kill the server while a streamed reply arrives (or just after the writer's message was
    saved); after the restart the writer must see their message, a reply saying it stopped,
    and Retry must make the edit."""
    rng = random.Random(seed)
    tally = Tally()
    data_dir = Path(tempfile.mkdtemp(prefix="redline-crash-http-stream-")) / "data"
    env = stub.server_env(learns_by_model=True)
    served = start(data_dir, env, tally)
    if served is None:
        return tally
    stub.default_chunk_delay = 0.05  # a reply takes a second or so to arrive
    try:
        for trial in range(trials):
            if trial and time.monotonic() > until:
                break
            title, body = ARTICLES[trial % 2]
            with httpx.Client(base_url=served.url, timeout=30) as http:
                content_id = (
                    http.post("/api/contents", json={"title": title, "body": body})
                    .raise_for_status()
                    .json()["id"]
                )
                early = rng.random() < 0.3  # before any of the reply arrived
                user_id, finished = None, False
                try:
                    with http.stream(
                        "POST",
                        "/api/chat/send?stream=true",
                        json={"content_id": content_id, "message": ASKS[trial % 3].format(n=1)},
                    ) as response:
                        name = None
                        for line in response.iter_lines():
                            if line.startswith("event:"):
                                name = line[6:].strip()
                                finished |= name == "done"
                            elif line.startswith("data:") and name == "user_message":
                                user_id = json.loads(line[5:])["id"]
                                if early:
                                    served.kill()
                            elif (
                                name == "delta" and served.process and served.process.poll() is None
                            ):
                                served.kill()
                except httpx.HTTPError:
                    pass  # the stream cut: what a browser sees when the server dies
            if served.process and served.process.poll() is None:
                served.kill()
            tally.kills += 1
            if finished:
                tally.add("stream not cut", content_id)
            check_log(served, tally)
            restarted = start(data_dir, env, tally)
            if restarted is None:
                break
            served = restarted
            after_restart(served.url, content_id, user_id, tally)
    finally:
        stub.default_chunk_delay = 0.01
    served.stop()
    check_log(served, tally)
    print(f"  stream-cut: {tally.kills} trials; data in {data_dir}")
    return tally


def after_restart(url: str, content_id: str, user_id: str | None, tally: Tally) -> None:
    """What the writer sees of the cut turn, and whether Retry makes the edit."""
    with httpx.Client(base_url=url, timeout=30) as http:
        view = http.get(f"/api/chat/sessions/{content_id}").raise_for_status().json()
        messages = {m["id"]: m for m in view["messages"]}
        if user_id is None or user_id not in messages:
            tally.add("lost", f"{content_id}: the writer's message {user_id}")
            return
        if messages[user_id]["pending"]:
            tally.add("still pending", user_id)
        replies = [m for m in view["messages"] if m["parent_id"] == user_id]
        if not replies:
            tally.add("unanswered", user_id)
            return
        reply = replies[-1]
        if reply["revision_id"] is not None:
            tally.add("finished anyway", reply["id"])  # the kill came after the commit
            return
        words = reply["content"]
        if reply["status"] not in ("error", "stopped") or not words or "Traceback" in words:
            tally.add("reply not plain", f"{reply['status']}: {words[:80]}")
        if view["head_id"] != reply["id"]:
            tally.add("head", f"{content_id}: the head is not the stopped reply")
        retry = http.post(f"/api/chat/messages/{reply['id']}/regenerate", json={})
        if retry.status_code != 200 or retry.json()["revision"] is None:
            tally.add("retry failed", f"{retry.status_code}: {retry.text[:200]}")
        else:
            tally.counts["retried"] += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=12)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--kinds", default="model,workers,offline,stream-cut")
    parser.add_argument("--seed", type=int, default=20261130)
    parser.add_argument(
        "--seconds", type=float, default=270, help="the whole run's budget, shared by the kinds"
    )
    args = parser.parse_args()
    # A timeout's SIGTERM ends the run through the `finally` below, stopping the servers.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    kinds = args.kinds.split(",")
    share = args.seconds / len(kinds)
    counter = iter(range(1, 10**9))
    results: dict[str, Tally] = {}
    try:
        with OpenAIStub(default_reply=model_reply(counter), default_chunk_delay=0.01) as stub:
            for kind in kinds:
                # What a kind's last restart, learning and stop take comes out of its share.
                until = time.monotonic() + share - (15 if kind == "stream-cut" else 35)
                if kind == "stream-cut":
                    results[kind] = stream_cut(args.kills, args.seed, stub, until)
                else:
                    results[kind] = run_kind(kind, args.kills, args.clients, args.seed, stub, until)
    finally:
        for served in _SERVED:
            served.kill()
    print()
    for kind, tally in results.items():
        c = tally.counts
        print(
            f"{kind}: {tally.kills} kills: {c['lost']} lost, {c['phantom']} phantom, "
            f"{c['gaps']} gaps, {c['head']} bad heads, {c['unanswered']} unanswered, "
            f"{c['strays']} strays, "
            f"{c['start failures']} start failures, {c['never learned']} never learned, "
            f"{c['learned twice']} learned twice, {c['learning failed']} failed to learn, "
            f"{c['server errors']} server errors ({c['kills while starting']} more kills while "
            f"starting; {c['idempotent retries']} cut sends retried with their Idempotency-Key: "
            f"{c['idempotent retries saved twice']} saved twice, "
            f"{c['idempotent retries refused']} refused)"
        )
        if kind == "stream-cut":
            print(
                f"    the writer's message kept and a reply saying it stopped: "
                f"{c['retried'] + c['retry failed']}, Retry made the edit: {c['retried']}, "
                f"finished before the kill: {c['finished anyway']}, unanswered: "
                f"{c['unanswered']}, reply not plain: {c['reply not plain']}"
            )
        for what, examples in tally.examples.items():
            print(f"    {what}: {examples}")


if __name__ == "__main__":
    main()
