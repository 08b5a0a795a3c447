"""Every page is behind REDLINE_API_TOKEN (session 36, the attacker): the editor's desk
listed every article's id and title, and the users page answered, to anyone without the
token — only the home, article and persona pages were guarded. Each page now asks for the
token as those do; /login, /healthz, /static/ and /schema stay open, as with accounts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings

TOKEN = "s36-token-for-pages"
TITLE = "Budget cuts nobody has announced"


@pytest.fixture
def guarded(settings: Settings) -> Iterator[TestClient]:
    settings.api_token = TOKEN
    with TestClient(app=create_app(settings)) as client:
        made = client.post(
            "/api/contents",
            json={"title": TITLE, "body": "We waited twenty minutes."},
            headers={"authorization": f"Bearer {TOKEN}"},
        )
        assert made.status_code == 201, made.text
        yield client


@pytest.mark.parametrize("path", ["/", "/desk", "/accounts", "/personas/pdefault"])
def test_a_page_without_the_token_is_refused_and_shows_no_title(
    guarded: TestClient, path: str
) -> None:
    for method in ("GET", "HEAD"):
        answer = guarded.request(method, path, follow_redirects=False)
        assert answer.status_code == 401, (method, path, answer.status_code)
        assert TITLE not in answer.text
    opened = guarded.get(path + "?token=" + TOKEN, follow_redirects=False)
    assert opened.status_code == 302 and opened.headers["location"] == path
    assert guarded.get(path).status_code == 200  # with the cookie it set


def test_the_open_paths_stay_open_without_the_token(guarded: TestClient) -> None:
    for path in ("/healthz", "/static/app.css", "/schema/openapi.json"):
        assert guarded.get(path).status_code == 200, path
    assert guarded.get("/login", follow_redirects=False).status_code in (200, 303)
