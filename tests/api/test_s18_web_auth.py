"""Two Authorization headers with the single-user access token: the first one no longer
decides (an outside tester's finding, session 18). Which one was meant cannot be told — a
proxy or a client may have added its own — so the request is refused in words, as accounts
already refuse it, and nothing is saved."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings

TOKEN = "s3cret-tk"
ARTICLE = {"title": "秋天的公园", "body": "公园里的银杏叶黄了。"}


@pytest.fixture
def guarded(settings: Settings) -> Iterator[TestClient]:
    settings.api_token = TOKEN
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


@pytest.mark.parametrize("other", ["Bearer wrong", f"Bearer {TOKEN}", "Basic Zm9vOmJhcg=="])
def test_two_authorization_headers_are_refused_whichever_comes_first(
    guarded: TestClient, other: str
) -> None:
    for first, second in ((f"Bearer {TOKEN}", other), (other, f"Bearer {TOKEN}")):
        headers = [("authorization", first), ("authorization", second)]
        made = guarded.post("/api/contents", json=ARTICLE, headers=headers)
        assert made.status_code == 401, made.text
        assert made.json()["detail"] == "Send one Authorization header; this request has several."
        assert made.headers["www-authenticate"].startswith("Bearer")
        listed = guarded.get("/api/contents", headers=headers)
        assert listed.status_code == 401, listed.text
    one = {"Authorization": f"Bearer {TOKEN}"}
    assert guarded.get("/api/contents", headers=one).json() == []


def test_one_authorization_header_still_signs_in(guarded: TestClient) -> None:
    made = guarded.post("/api/contents", json=ARTICLE, headers={"Authorization": f"Bearer {TOKEN}"})
    assert made.status_code == 201, made.text
