"""Two `python -m app` instances on one PostgreSQL database, with 16 clients sending chat turns
to one article at once, half through each instance (issue 13): every turn that was applied
got a version of its own, the versions run 2..N+1 with no gap, both instances read the same
history, and a tab open on instance A heard every one of those versions, whichever instance
made it.

The model is an OpenAI-compatible stub answering at once with the article's first sentence
changed (a number no other reply has), so every reply is an edit. The sends name no head, so
since session 49 each one made while a reply to the head is being written — through either
instance: the turns being answered are seen across instances (app/editing/live_turns_pg.py)
— waits for that reply and goes under it (app/editing/queued_send.py), instead of being saved
at once and its reply refused as "changed meanwhile". The race is now over the article's lock
and that wait: whichever turns are applied must still number contiguously, with none lost
between the instances; a turn answered with an error reply is tolerated, any other answer is
not. (tests/api/test_s49_pg49_instances_queue.py checks that every send waits and is saved.)
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.testing.pgserver import PostgresServer
from app.testing.served import ServedApp, two_on_one_database
from tests.api.test_workers import DEADLINE, Listener

CLIENTS = 16
TURNS_EACH = 3
TITLE = "Race"
BODY = "First paragraph stays the same.\n\n第二段：这一段不变。\n\nThe third paragraph stays."


@pytest.fixture(scope="module")
def racing_instances(
    tmp_path_factory: pytest.TempPathFactory, pg_server: PostgresServer
) -> Iterator[tuple[ServedApp, ServedApp]]:
    """Two instances on one database, each with its own data dir, both asking one stub model."""
    numbers = itertools.count(1)
    lock = threading.Lock()

    def reply(_request: dict[str, Any]) -> str:
        with lock:
            number = next(numbers)
        return f"{TITLE}\n\nEdit {number}. {BODY}"

    root = tmp_path_factory.mktemp("race36")
    with two_on_one_database(pg_server, root, "race36", reply) as both:
        yield both


def race(urls: list[str], content_id: str) -> tuple[list[int], list[str]]:
    """CLIENTS threads, each sending TURNS_EACH turns through `urls[client % 2]` after one
    barrier; the versions the applied turns were answered with, and any unexpected answers."""
    applied: list[int] = []
    unexpected: list[str] = []
    start = threading.Barrier(CLIENTS)

    def client(number: int) -> None:
        with httpx.Client(base_url=urls[number % 2], timeout=120) as http:
            start.wait()
            for turn in range(TURNS_EACH):
                answer = http.post(
                    "/api/chat/send",
                    json={"content_id": content_id, "message": f"tweak {number}.{turn}"},
                )
                said = answer.json() if answer.status_code == 200 else {}
                if said.get("revision") is not None:
                    applied.append(said["revision"]["version"])
                elif said.get("assistant_message", {}).get("status") != "error":
                    unexpected.append(f"{answer.status_code} {answer.text[:200]}")

    threads = [threading.Thread(target=client, args=(n,)) for n in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return applied, unexpected


def test_racing_turns_on_two_instances_get_contiguous_versions_a_tab_on_a_hears(
    racing_instances: tuple[ServedApp, ServedApp],
) -> None:
    a, b = racing_instances
    made = httpx.post(f"{a.url}/api/contents", json={"title": TITLE, "body": BODY})
    content_id = made.raise_for_status().json()["id"]
    tab = Listener(f"{a.url}/api/contents/{content_id}/events")
    assert tab.next()["kind"] == "current"

    applied, unexpected = race([a.url, b.url], content_id)

    assert unexpected == []
    assert applied, "no turn of 48 was applied"
    last = len(applied) + 1
    assert sorted(applied) == list(range(2, last + 1))  # each applied turn its own version
    for instance in (a, b):
        revisions = httpx.get(f"{instance.url}/api/chat/revisions/{content_id}").json()
        assert sorted(r["version"] for r in revisions) == list(range(2, last + 1))
        assert len({r["id"] for r in revisions}) == len(applied)
        assert httpx.get(f"{instance.url}/api/contents/{content_id}").json()["version"] == last
    heard: set[int] = set()
    deadline = time.monotonic() + DEADLINE
    while last not in heard and time.monotonic() < deadline:
        heard.add(tab.next()["version"])
    assert set(range(2, last + 1)) <= heard  # every version, made on A or on B
