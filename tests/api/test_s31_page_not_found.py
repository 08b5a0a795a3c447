"""A browser sent to an address nothing answers (a mistyped link, /contents/… instead of
/articles/…) gets the app's "No such page" page with a way back to the articles, not a JSON
body; an API client, a script asking for JSON, a POST, and a missing asset still get the
JSON 404 with its sentence."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings

BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.mark.parametrize("path", ["/contents/abc", "/nothing-here", "/articles/x/extra"])
def test_a_browser_gets_a_page_with_a_way_back(settings: Settings, path: str) -> None:
    with TestClient(app=create_app(settings)) as client:
        answer = client.get(path, headers={"accept": BROWSER})
        assert answer.status_code == 404
        assert answer.headers["content-type"].startswith("text/html")
        assert "<h1>No such page</h1>" in answer.text
        assert '<a href="/">Back to your articles</a>' in answer.text


@pytest.mark.parametrize(
    ("method", "path", "accept"),
    [
        ("GET", "/api/nothing", BROWSER),  # the API answers JSON whoever asks
        ("GET", "/static/nothing.js", BROWSER),  # an asset's miss is not a page
        ("GET", "/nothing-here", "application/json, text/html"),  # JSON preferred
        ("GET", "/nothing-here", "*/*"),  # curl
        ("POST", "/nothing-here", BROWSER),  # a form or script posting is not shown a page
    ],
)
def test_everyone_else_gets_the_json_sentence(
    settings: Settings, method: str, path: str, accept: str
) -> None:
    with TestClient(app=create_app(settings)) as client:
        answer = client.request(method, path, headers={"accept": accept})
        assert answer.status_code in (404, 405)
        assert answer.headers["content-type"].startswith("application/json")
        assert "is at" in answer.json()["detail"] or "does not answer" in answer.json()["detail"]
