"""A version the article has not reached (session 32, faults): asked for, it is unknown
(404) on every route that names one — a version's text, a download, a comparison, a restore —
said as "This article has no V9 yet: it is at V2"; built on (`base_version` ahead of the
article), it is the 409 of a stale version on every route that takes one — a hand edit, a
restore, a rejection, a send — said without "the article is now at" (it never was at V9).
Nothing is saved by any of them."""

from typing import Any

import pytest
from litestar.testing import TestClient

NOT_YET = "This article has no V9 yet: it is at V2, so V1 to V2 can be asked for."


@pytest.fixture
def at_v2(client: TestClient[Any]) -> tuple[str, str]:
    made = client.post(
        "/api/contents", json={"title": "Bus", "body": "We waited twenty minutes.\n\nIt rained."}
    ).json()
    sent = client.post(
        "/api/chat/send",
        json={"content_id": made["id"], "message": 'Replace "twenty" with "thirty"'},
    ).json()
    assert sent["content"]["version"] == 2
    return str(made["id"]), str(sent["revision"]["id"])


def _unchanged(client: TestClient[Any], content_id: str) -> None:
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2
    assert len(client.get(f"/api/contents/{content_id}/history").json()) == 1  # V1→V2


def test_a_version_not_reached_yet_is_not_found_on_every_route(
    client: TestClient[Any], at_v2: tuple[str, str]
) -> None:
    content_id, _ = at_v2
    asked = [
        client.get(f"/api/contents/{content_id}/versions/9"),
        client.get(f"/api/contents/{content_id}/diff?from=1&to=9"),
        client.get(f"/api/contents/{content_id}/diff?from=9&to=1"),
        client.get(
            f"/articles/{content_id}/download?version=9", headers={"accept": "application/json"}
        ),
        client.post(f"/api/contents/{content_id}/restore", json={"version": 9}),
        client.post(f"/api/contents/{content_id}/restore", json={"version": 9, "base_version": 2}),
    ]
    for answer in asked:
        assert answer.status_code == 404, (answer.request.url, answer.text)
        assert answer.json()["detail"] == NOT_YET
    _unchanged(client, content_id)


def test_a_base_version_ahead_of_the_article_is_a_conflict_said_plainly(
    client: TestClient[Any], at_v2: tuple[str, str]
) -> None:
    content_id, revision_id = at_v2
    edit = "This edit was based on V9, but the article has no V9: it is at V2."
    built_on = [
        (client.put(f"/api/contents/{content_id}", json={"body": "x", "base_version": 9}), edit),
        (
            client.post(
                f"/api/contents/{content_id}/restore", json={"version": 1, "base_version": 9}
            ),
            edit,
        ),
        (
            client.post(
                f"/api/revisions/{revision_id}/reject", json={"change_ids": None, "base_version": 9}
            ),
            edit,
        ),
        (
            client.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": "delete paragraph 2", "base_version": 9},
            ),
            "This message was written against V9, but the article has no V9: it is at V2.",
        ),
    ]
    for answer, sentence in built_on:
        assert answer.status_code == 409, (answer.request.url, answer.text)
        assert answer.json()["detail"].startswith(sentence)
        assert "now at" not in answer.json()["detail"]
    _unchanged(client, content_id)
    # A stale one still says the article moved on.
    stale = client.put(f"/api/contents/{content_id}", json={"body": "x", "base_version": 1})
    assert stale.status_code == 409
    assert stale.json()["detail"].startswith("The article is now at V2, but this edit was based")


def test_versions_after_a_rollback_can_still_be_asked_for(
    client: TestClient[Any], at_v2: tuple[str, str]
) -> None:
    """Rolled back to V1, the article shows V1 while V2 stays: V2 is read and compared (it
    was 404 'has no V2 yet: it has only V1', which broke the history's Compare V1 → V3), a
    page built on V2 is told the article is now at V1, and a V9 names the versions it has."""
    content_id, _revision = at_v2
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    first = session["path"][0]
    assert first["version"] == 1
    moved = client.post(
        f"/api/chat/sessions/{session['id']}/head", json={"message_id": first["id"]}
    )
    assert moved.status_code == 200, moved.text
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
    assert client.get(f"/api/contents/{content_id}/versions/2").status_code == 200
    assert client.get(f"/api/contents/{content_id}/diff?from=1&to=2").status_code == 200
    stale = client.put(f"/api/contents/{content_id}", json={"body": "Mine.", "base_version": 2})
    assert stale.status_code == 409
    assert stale.json()["detail"].startswith("The article is now at V1, but this edit was based")
    unknown = client.get(f"/api/contents/{content_id}/versions/9")
    assert unknown.status_code == 404
    assert unknown.json()["detail"] == "This article has no V9 yet: it has V1 to V2."
