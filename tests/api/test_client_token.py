"""The single-user access token (REDLINE_API_TOKEN) as an HTTP client meets it: the auth
scheme is case-insensitive (RFC 9110 §11.1), a 401 says how to authenticate in its
`WWW-Authenticate` header (RFC 9110 §11.6.1), and a wrong token is told apart from none."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings

TOKEN = "s3cret-tk"


@pytest.fixture
def guarded(settings: Settings) -> Iterator[TestClient]:
    settings.api_token = TOKEN
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


@pytest.mark.parametrize("scheme", ["Bearer", "bearer", "BEARER", "Bearer  "])
def test_the_bearer_scheme_is_case_insensitive(guarded: TestClient, scheme: str) -> None:
    answer = guarded.get("/api/contents", headers={"Authorization": f"{scheme} {TOKEN}"})
    assert answer.status_code == 200, answer.text
    made = guarded.post(
        "/api/contents",
        json={"title": "秋天", "body": "公园里有十五棵树。"},
        headers={"Authorization": f"{scheme} {TOKEN}"},
    )
    assert made.status_code == 201, made.text


def test_a_401_names_the_scheme_in_www_authenticate(guarded: TestClient) -> None:
    for headers in ({}, {"Authorization": "Bearer nope"}, {"Authorization": f"Basic {TOKEN}"}):
        answer = guarded.get("/api/contents", headers=headers)
        assert answer.status_code == 401, answer.text
        assert answer.headers["www-authenticate"].startswith("Bearer"), answer.headers
        assert answer.json()["detail"], answer.text


def test_a_wrong_token_is_told_apart_from_no_token(guarded: TestClient) -> None:
    missing = guarded.get("/api/contents").json()["detail"]
    wrong = guarded.get("/api/contents", headers={"Authorization": "Bearer nope"}).json()["detail"]
    assert missing != wrong, (missing, wrong)
    assert "not" in wrong and "token" in wrong, wrong
    # Neither answer repeats the real token.
    assert TOKEN not in missing and TOKEN not in wrong
