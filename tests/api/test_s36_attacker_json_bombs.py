"""Numbers and shapes no writer sends (session 36, the attacker): whole numbers past any
column's range, deep and wide bodies, on both stores. Each is a sentence (400, 404, 409 or
413) — never a 500 from the store that could not hold the number — and nothing is saved."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings

HUGE = 10**23  # past PostgreSQL's bigint and SQLite's integer alike


@pytest.fixture(params=["tinydb", "postgres"])
def any_store(request: pytest.FixtureRequest, settings: Settings) -> Iterator[TestClient]:
    chosen = settings if request.param == "tinydb" else request.getfixturevalue("pg_settings")
    with TestClient(app=create_app(chosen)) as client:
        yield client


def test_whole_numbers_past_every_range_are_sentences_on_both_stores(
    any_store: TestClient,
) -> None:
    client = any_store
    made = client.post("/api/contents", json={"title": "T", "body": "We waited twenty minutes."})
    content_id = made.json()["id"]
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": 'Replace "twenty" with "ten"'}
    )
    revision_id = sent.json()["revision"]["id"]
    for big in (HUGE, -HUGE, 2**63, 2**31):
        for method, path, body in (
            (
                "PUT",
                f"/api/contents/{content_id}",
                {"title": "T", "body": "x", "base_version": big},
            ),
            ("POST", f"/api/contents/{content_id}/restore", {"version": big}),
            ("POST", f"/api/contents/{content_id}/restore", {"version": 1, "base_version": big}),
            ("GET", f"/api/contents/{content_id}/versions/{abs(big)}", None),
            ("GET", f"/api/contents/{content_id}/diff?from=1&to={abs(big)}", None),
            ("GET", f"/articles/{content_id}/download?format=md&version={abs(big)}", None),
            (
                "POST",
                "/api/chat/send",
                {"content_id": content_id, "message": "delete paragraph 1", "base_version": big},
            ),
            (
                "POST",
                "/api/chat/send",
                {
                    "content_id": content_id,
                    "message": "delete paragraph 1",
                    "selection": {"start": 0, "end": big},
                },
            ),
            (
                "POST",
                f"/api/revisions/{revision_id}/reject",
                {"change_ids": None, "base_version": big},
            ),
        ):
            answer = client.request(method, path, json=body)
            assert answer.status_code in (400, 404, 409, 413, 422), (path, big, answer.text)
            assert answer.json()["detail"].strip(), (path, big)
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2


def test_a_wide_body_is_refused_or_read_without_harm(any_store: TestClient) -> None:
    client = any_store
    made = client.post(
        "/api/contents",
        json={"title": "T", "body": "Text.", "tags": [[]] * 200_000, "extra": {"k": "v" * 10}},
    )
    assert made.status_code in (201, 400, 413), made.text
    many = client.put(
        f"/api/contents/{made.json()['id']}/sharing" if made.status_code == 201 else "/x",
        json={"user_ids": ["u"] * 100_000},
    )
    assert many.status_code in (400, 404, 413), many.text
