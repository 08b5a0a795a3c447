"""Two `python -m app` instances on one PostgreSQL database (README "Several instances on one
database"), 8 sends without `head_id` to one article at once, half through each (outside49
F1): each waits for the reply being written to the head, whichever instance writes it, so
all 8 are saved, V1→V9, one version each, as one instance saves them (docs/api.md).

Before, a send through B found nobody answering A's message in B's own ledger of turns (a
file of its data directory), was saved under A's message, and A's reply then said "Another
message … reached the conversation first", nothing applied. One paragraph in Chinese: the
sentences of every reply are read whichever language the article is in."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.testing.pgserver import PostgresServer
from app.testing.served import ServedApp, two_on_one_database

SENDS = 8
TITLE = "Two instances"


def _line(at: int, price: str) -> str:
    """Paragraph `at` at `price` (the last one in Chinese)."""
    return f"第{at}项：价格{price}元。" if at == SENDS else f"Item {at} costs {price} dollars."


def _price(at: int) -> str:
    """The pattern of paragraph `at`'s price."""
    return rf"第{at}项：价格(\S+?)元。" if at == SENDS else rf"Item {at} costs (\S+) dollars\."


PARAGRAPHS = [_line(at, "10") for at in range(1, SENDS + 1)]


def _edited(request: dict[str, Any]) -> str:
    """The article as the request shows it, with the paragraph the writer named changed
    (so a reply made from a stale article would undo another's edit)."""
    text = "\n".join(str(m.get("content", "")) for m in request.get("messages", []))
    asked = re.findall(r"In paragraph (\d+), write (\S+)", text)
    number, word = asked[-1] if asked else ("1", "x")
    bodies = re.findall(r"<body>\n(.*?)\n</body>", text, re.S)
    body = bodies[-1] if bodies else ""
    paragraphs = []
    for at, paragraph in enumerate(PARAGRAPHS, start=1):
        found = re.search(_price(at), body)
        paragraphs.append(_line(at, found[1]) if found else paragraph)
    paragraphs[int(number) - 1] = _line(int(number), word)
    return f"{TITLE}\n\n" + "\n\n".join(paragraphs)


@pytest.fixture(scope="module")
def two_instances(
    tmp_path_factory: pytest.TempPathFactory, pg_server: PostgresServer
) -> Iterator[tuple[ServedApp, ServedApp]]:
    """Two instances on one database, each with its own data dir, one stub model."""
    root = tmp_path_factory.mktemp("pg49queue")
    with two_on_one_database(pg_server, root, "pg49queue", _edited) as both:
        yield both


def test_headless_sends_through_two_instances_wait_for_each_other(
    two_instances: tuple[ServedApp, ServedApp],
) -> None:
    a, b = two_instances
    made = httpx.post(
        f"{a.url}/api/contents", json={"title": TITLE, "body": "\n\n".join(PARAGRAPHS)}
    )
    content_id = made.raise_for_status().json()["id"]
    answers: dict[int, tuple[int, dict[str, Any]]] = {}
    start = threading.Barrier(SENDS)

    def send(number: int) -> None:
        url = a.url if number % 2 else b.url
        with httpx.Client(base_url=url, timeout=120) as http:
            start.wait()
            answer = http.post(
                "/api/chat/send",
                json={
                    "content_id": content_id,
                    "message": f"In paragraph {number}, write {20 + number}",
                },
            )
            answers[number] = (answer.status_code, answer.json())

    threads = [threading.Thread(target=send, args=(n,)) for n in range(1, SENDS + 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(answers) == list(range(1, SENDS + 1))
    not_saved = {
        n: said for n, (status, said) in answers.items() if status != 200 or not said["revision"]
    }
    assert not_saved == {}
    versions = sorted(said["revision"]["version"] for _, said in answers.values())
    assert versions == list(range(2, SENDS + 2))  # unique and contiguous, V1→V9
    for instance in (a, b):
        article = httpx.get(f"{instance.url}/api/contents/{content_id}").json()
        assert article["version"] == SENDS + 1
        # every send's edit is in the article: none was made from a text another had moved on
        for number in range(1, SENDS + 1):
            assert _line(number, str(20 + number)) in article["body"]
        revisions = httpx.get(f"{instance.url}/api/chat/revisions/{content_id}").json()
        assert sorted(r["version"] for r in revisions) == list(range(2, SENDS + 2))
