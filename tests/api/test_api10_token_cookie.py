"""A browser that kept the access token's cookie from before REDLINE_API_TOKEN was changed is
told so — "the access token this browser kept is no longer this Redline's: open it once with
?token=" — instead of "this API needs Authorization: Bearer", which a writer in the panel
cannot act on; opening a page with the new token lets them in again."""

from __future__ import annotations

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.web.security import TOKEN_COOKIE


def test_a_cookie_from_an_old_token_is_named_as_such(settings: Settings) -> None:
    settings.api_token = "new-token"
    with TestClient(app=create_app(settings)) as client:
        client.cookies.set(TOKEN_COOKIE, "old-token")
        api = client.get("/api/contents")
        assert api.status_code == 401
        assert "no longer this Redline's" in api.json()["detail"]
        assert "?token=" in api.json()["detail"]
        page = client.get("/", follow_redirects=False)
        assert page.status_code == 401 and "no longer this Redline's" in page.text
        client.get("/?token=new-token")
        assert client.get("/api/contents").status_code == 200
        client.cookies.clear()
        bare = client.get("/api/contents")
        assert bare.json()["detail"] == "This API needs `Authorization: Bearer <token>`."


def test_the_cookie_keeps_a_digest_not_the_token(settings: Settings) -> None:
    """A cookie read off a disk or a synced profile opens pages in a browser, but it is not
    the token: not usable as a Bearer key, and not the token another service may share."""
    settings.api_token = "s3cret-token"
    with TestClient(app=create_app(settings)) as client:
        opened = client.get("/?token=s3cret-token", follow_redirects=False)
        kept = client.cookies.get(TOKEN_COOKIE)
        assert kept and "s3cret-token" not in kept
        assert "s3cret-token" not in opened.headers["set-cookie"]
        assert client.get("/api/contents").status_code == 200
        client.cookies.clear()
        as_key = client.get("/api/contents", headers={"Authorization": f"Bearer {kept}"})
        assert as_key.status_code == 401
