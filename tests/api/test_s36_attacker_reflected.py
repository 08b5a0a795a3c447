"""What a crafted address puts back into a page (session 36, the attacker): a refused
download's format or version, a search, an unknown article or persona id, the login page's
next — each comes back escaped (or not at all), never as markup."""

from __future__ import annotations

from urllib.parse import quote

from litestar.testing import TestClient

MARKUP = '"><img src=x onerror=alert(1)>'
HTML = {"accept": "text/html"}


def test_a_crafted_address_comes_back_escaped_in_every_page(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "T", "body": "Text."}).json()
    bad = quote(MARKUP)
    for path in (
        f"/articles/{made['id']}/download?format={bad}",
        f"/articles/{made['id']}/download?version={bad}",
        f"/articles/{bad}",
        f"/articles/{made['id']}{bad}",
        f"/personas/{bad}",
        f"/?q={bad}",
        f"/desk?content_id={bad}",
        f"/login?next={bad}",
    ):
        answer = client.get(path, headers=HTML, follow_redirects=False)
        assert answer.status_code < 500, (path, answer.text)
        assert "<img src=x" not in answer.text, path
        assert answer.headers["x-content-type-options"] == "nosniff"
        if answer.headers.get("content-type", "").startswith("text/html"):
            assert "script-src 'self'" in answer.headers["content-security-policy"], path
