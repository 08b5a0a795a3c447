"""A whole number in the path or the query spelt as a float (session 32, faults2):
`?limit=1e2` listed 100 revisions and `/versions/1.0` answered V1, though docs/api.md says
such numbers are ASCII digits. They are now a 400 naming the parameter, as `１` is."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

FLOAT_FORMS = ["1.0", "1e0", "1E0", "1.", "1.000", "10e-1"]


@pytest.fixture
def article(client: TestClient) -> str:
    made = client.post("/api/contents", json={"title": "Notes", "body": "One."})
    return str(made.json()["id"])


@pytest.mark.parametrize("number", FLOAT_FORMS)
def test_a_float_spelling_is_refused_naming_the_parameter(
    client: TestClient, article: str, number: str
) -> None:
    for path, name, source in [
        (f"/api/contents/{article}/versions/{number}", "version", "path"),
        (f"/api/contents/{article}/diff?from={number}&to=1", "from", "query"),
        (f"/api/contents/{article}/diff?from=1&to={number}", "to", "query"),
        (f"/api/revisions?limit={number}", "limit", "query"),
    ]:
        answer = client.get(path)
        assert answer.status_code == 400, (path, answer.text)
        said = f"must be a whole number (got {number!r})"
        assert answer.json()["detail"] == f"Invalid request — {name}: {said}."
        assert answer.json()["extra"] == [{"message": said, "key": name, "source": source}]


def test_digits_still_work_and_a_float_in_a_body_is_still_whole(
    client: TestClient, article: str
) -> None:
    assert client.get(f"/api/contents/{article}/versions/1").json()["body"] == "One."
    assert client.get(f"/api/contents/{article}/diff?from=1&to=1").status_code == 200
    assert client.get("/api/revisions?limit=1e2&_=1.0").status_code == 400
    assert client.get("/api/revisions?limit=100&_=1.0").status_code == 200
    edited = client.put(
        f"/api/contents/{article}", json={"title": "Notes", "body": "Two.", "base_version": 1.0}
    )
    assert edited.status_code == 200, edited.text


def test_a_download_refuses_a_float_version_too(client: TestClient, article: str) -> None:
    answer = client.get(f"/articles/{article}/download?version=1.0")
    assert answer.status_code == 400
    assert "version: must be a whole number (got '1.0')" in answer.text
