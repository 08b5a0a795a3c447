"""Session 32's attacker's sweep (faults): what it found, each pinned.

1. A number in the path or the query past 64 bits (`/versions/999…9`, `?to=999…9`,
   `?limit=999…9`) was a 400 saying "Integer value out of range" — the decoder's words, not
   a sentence; now "is too large a number", with the parameter's name.
2. A version number that fits no store column (26 digits, under the decoder's limit) is a
   version the article has not reached: 404 with the sentence every such version gets, and no
   store is asked for it."""

from typing import Any

from litestar.testing import TestClient


def test_a_number_past_64_bits_is_said_too_large_naming_the_parameter(
    client: TestClient[Any],
) -> None:
    made = client.post("/api/contents", json={"title": "T", "body": "We waited."}).json()
    huge = "9" * 5000
    for path, name in [
        (f"/api/contents/{made['id']}/versions/{huge}", "version"),
        (f"/api/contents/{made['id']}/diff?from=1&to={huge}", "to"),
        (f"/api/revisions?limit={huge}", "limit"),
    ]:
        answer = client.get(path)
        assert answer.status_code == 400, (path, answer.text)
        detail = answer.json()["detail"]
        assert detail.startswith(f"Invalid request — {name}: is too large a number (got '999")
        assert len(detail) < 200


def test_a_version_no_store_could_hold_is_one_not_reached(client: TestClient[Any]) -> None:
    made = client.post("/api/contents", json={"title": "T", "body": "We waited."}).json()
    number = "9" * 26
    answer = client.get(f"/api/contents/{made['id']}/versions/{number}")
    assert answer.status_code == 404
    assert answer.json()["detail"] == f"This article has no V{number} yet: it has only V1."
