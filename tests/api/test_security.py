"""Cross-site requests, the access token and what reaches the logs (app/web/security.py)."""

from __future__ import annotations

import logging

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.web.security import RedactTokens, json_depth

TOKEN = "s3cret-token"
ARTICLE = {"title": "标题", "body": "正文。"}


@pytest.fixture
def guarded(settings: Settings):
    settings.api_token = TOKEN
    with TestClient(app=create_app(settings)) as client:
        yield client


def cookie_client(guarded: TestClient) -> TestClient:
    opened = guarded.get("/?token=" + TOKEN, follow_redirects=False)
    assert opened.status_code in (301, 302, 303, 307, 308)
    assert "token" not in opened.headers["location"]
    return guarded


def test_the_token_is_compared_as_bytes_and_never_fails_with_a_500(guarded: TestClient) -> None:
    guarded.cookies.clear()
    for name, value in (
        ("authorization", "Bearer ünïcødé-令牌"),
        ("authorization", "Bearer " + TOKEN + "令"),
        ("cookie", "redline_token=ünïcødé-令牌"),
    ):
        # Raw UTF-8 bytes, as a client sends them; the server decodes them as latin-1.
        answer = guarded.get("/api/contents", headers={name: value.encode("utf-8")})
        assert answer.status_code == 401, (name, value)
        assert "Bearer" in answer.json()["detail"]
    assert guarded.get("/?token=ünïcødé-令牌").status_code == 401
    assert guarded.get("/api/contents", headers={"authorization": f"Bearer {TOKEN}"}).is_success


def test_the_token_in_a_page_address_is_swapped_for_a_cookie_and_dropped(
    guarded: TestClient,
) -> None:
    opened = guarded.get("/?token=" + TOKEN + "&tab=prefs", follow_redirects=False)
    assert opened.headers["location"] == "/?tab=prefs"
    cookie = opened.headers["set-cookie"]
    assert "HttpOnly" in cookie and "samesite=strict" in cookie.lower() and "Secure" not in cookie
    assert guarded.get("/api/contents").status_code == 200  # the cookie now carries it
    guarded.cookies.clear()
    behind_https = guarded.get(
        "/?token=" + TOKEN, headers={"x-forwarded-proto": "https"}, follow_redirects=False
    )
    assert "Secure" not in behind_https.headers["set-cookie"]  # testclient is not loopback
    secure = TestClient(app=guarded.app, base_url="https://testserver.local")
    with secure:
        assert (
            "Secure" in secure.get("/?token=" + TOKEN, follow_redirects=False).headers["set-cookie"]
        )


def test_cookie_authenticated_writes_must_be_same_origin_json(guarded: TestClient) -> None:
    client = cookie_client(guarded)
    form = client.post(
        "/api/contents/",
        content=b"title=x&body=y",
        headers={"content-type": "application/x-www-form-urlencoded"},
    )
    assert form.status_code == 415 and "JSON" in form.json()["detail"]
    plain = client.post(
        "/api/contents/",
        content=b'{"title": "x", "body": "y"}',
        headers={"content-type": "text/plain"},
    )
    assert plain.status_code == 415
    for headers in (
        {"origin": "http://testserver.local:8001"},  # same site, another port
        {"origin": "https://evil.example"},
        {"origin": "null"},
        {"sec-fetch-site": "same-site"},
        {"sec-fetch-site": "cross-site"},
    ):
        refused = client.post("/api/contents/", json=ARTICLE, headers=headers)
        assert refused.status_code == 403, headers
        assert "refused" in refused.json()["detail"]
    assert client.get("/api/contents").json() == []  # nothing was created
    ok = client.post(
        "/api/contents/",
        json=ARTICLE,
        headers={"origin": "http://testserver.local", "sec-fetch-site": "same-origin"},
    )
    assert ok.status_code == 201


def test_bearer_requests_are_not_subject_to_the_browser_checks(guarded: TestClient) -> None:
    guarded.cookies.clear()
    made = guarded.post(
        "/api/contents/",
        json=ARTICLE,
        headers={"authorization": f"Bearer {TOKEN}", "origin": "https://tool.example"},
    )
    assert made.status_code == 201


def test_deep_json_is_a_400_with_a_sentence(client: TestClient) -> None:
    deep = b'{"title": "x", "body": ' + b"[" * 1000 + b"]" * 1000 + b"}"
    answer = client.post(
        "/api/contents/", content=deep, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 400
    assert "deeper than 64 levels" in answer.json()["detail"]
    # Brackets inside strings are text, not nesting.
    text = {"title": "括号", "body": "[" * 5000 + "{" * 5000}
    assert client.post("/api/contents/", json=text).status_code == 201
    assert json_depth(b'["[[[[", {"a": [1]}]') == 3


def test_a_405_names_the_allowed_methods(client: TestClient) -> None:
    answer = client.delete("/api/contents/")
    assert answer.status_code == 405
    assert set(answer.headers["allow"].replace(" ", "").split(",")) >= {"GET", "POST"}


def test_the_token_never_reaches_the_access_log(caplog: pytest.LogCaptureFixture) -> None:
    record = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        __file__,
        1,
        '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5000", "GET", "/articles/x?tab=1&token=" + TOKEN, "1.1", 302),
        None,
    )
    RedactTokens().filter(record)
    line = record.getMessage()
    assert TOKEN not in line and "token=[redacted]" in line and "tab=1" in line
    assert any(isinstance(f, RedactTokens) for f in logging.getLogger("uvicorn.access").filters)
