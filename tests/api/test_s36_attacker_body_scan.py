"""A JSON body of many keys is looked over beside the server's loop, not on it (session 36,
the attacker): 1 MB of 100,000 keys, sent by anyone before signing in is asked for, held the
loop 4 s while its depth and its keys were scanned (a health check waited as long), and 8 MB
held it 5.6 s for the depth alone. Every body past 64 KiB is now scanned in a worker thread,
and still refused as before when it nests too deep or names a key twice."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from litestar.testing import TestClient

from app.web import security


def many_keys(count: int) -> bytes:
    return json.dumps({f"k{number}": [] for number in range(count)}).encode()


@pytest.fixture
def scans_on_the_loop(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Each scan of a body (its depth, its keys): which, and whether it ran on the loop."""
    seen: list[tuple[str, bool]] = []

    def watching(name: str) -> None:
        scan = getattr(security, name)

        def watched(body: bytes) -> Any:
            try:
                asyncio.get_running_loop()
                seen.append((name, True))
            except RuntimeError:
                seen.append((name, False))
            return scan(body)

        monkeypatch.setattr(security, name, watched)

    for name in ("json_depth", "repeated_key", "read_once"):
        watching(name)
    return seen


def test_a_body_of_many_keys_is_scanned_beside_the_loop(
    client: TestClient, scans_on_the_loop: list[tuple[str, bool]]
) -> None:
    body = many_keys(20_000)
    assert len(body) > 64 * 1024
    answer = client.post(
        "/api/contents", content=body, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 400  # no title or body: read, and refused for that
    assert scans_on_the_loop and not any(on_loop for _, on_loop in scans_on_the_loop)


def test_a_large_body_is_still_refused_for_depth_and_for_a_key_twice(
    client: TestClient, scans_on_the_loop: list[tuple[str, bool]]
) -> None:
    padding = '"' + "x" * 70_000 + '"'
    deep = ('{"title": ' + padding + ', "body": ' + "[" * 100 + "]" * 100 + "}").encode()
    twice = ('{"title": "a", "title": "b", "body": ' + padding + "}").encode()
    headers = {"content-type": "application/json"}
    refused = client.post("/api/contents", content=deep, headers=headers)
    assert refused.status_code == 400 and "deeper than 64" in refused.json()["detail"]
    named_twice = client.post("/api/contents", content=twice, headers=headers)
    assert named_twice.status_code == 400 and "title" in named_twice.json()["detail"]
    assert {name for name, _ in scans_on_the_loop} >= {"json_depth"}
    assert not any(on_loop for _, on_loop in scans_on_the_loop)
    assert client.get("/api/contents").json() == []
