"""A desk `since`/`until` that is not a date is a 400 like any other bad query parameter: the
sentence names it and what it takes, and `extra` lists it (it was null)."""

import pytest
from litestar.testing import TestClient


@pytest.mark.parametrize(
    ("name", "value"), [("since", "yesterday"), ("until", "2026-13-01"), ("since", "三月一日")]
)
def test_a_bad_date_names_its_parameter(client: TestClient, name: str, value: str) -> None:
    answer = client.get("/api/revisions", params={name: value})
    assert answer.status_code == 400
    said = f"must be a date such as 2026-03-01 or a time such as 2026-03-01T14:00 (got {value!r})"
    assert answer.json()["detail"] == f"Invalid request — {name}: {said}."
    assert answer.json()["extra"] == [{"message": said, "key": name, "source": "query"}]


def test_good_dates_still_filter(client: TestClient) -> None:
    client.post("/api/contents", json={"title": "秋天", "body": "公园。"})
    assert client.get("/api/revisions", params={"since": "2026-03-01"}).status_code == 200
    assert client.get("/api/revisions", params={"until": "2999-01-01T14:00"}).status_code == 200
