"""A session cookie another site under the same domain tossed in (`Domain=example.org`) does
not lock the writer out. Beside the writer's own cookie it still signs nobody in for that
request (which was meant cannot be told), but the answer deletes it — Redline's own cookie is
host-only, so one with a Domain was never Redline's — and the next request, or signing in
again, works as the writer. Before, every request after it was refused, signing in again
included, until the writer found and cleared the browser's cookies."""

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import (
    PASSWORD,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
)
from app.web.auth import SESSION_COOKIE
from app.web.tossed_cookies import clearing_cookies, parent_domains, path_prefixes

SITE = "http://redline.example.org"
pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture
def site(settings: Settings) -> Iterator[tuple[TestClient, Accounts]]:
    app = create_app(settings)
    with TestClient(app=app, base_url=SITE) as client:
        accounts: Accounts = app.state["accounts"]
        accounts.add_user("王小明", PASSWORD, ["writer"])
        accounts.add_user("mallory", PASSWORD, ["writer"])
        yield client, accounts


def _sign_in(client: TestClient, name: str, next_path: str = "/") -> None:
    sign_in(client, name, next_path=next_path, origin=SITE)


def _mallorys_session(settings: Settings, accounts: Accounts) -> str:
    # Signed in on the attacker's own site; the value is what it tosses in.
    with TestClient(app=create_app(settings), base_url=SITE) as other:
        _sign_in(other, "mallory")
        return str(other.cookies[SESSION_COOKIE])


def _toss(client: TestClient, token: str, path: str = "/") -> None:
    client.cookies.set(SESSION_COOKIE, token, domain=".example.org", path=path)


def _whoami(client: TestClient) -> tuple[int, str]:
    answer = client.get("/api/account")
    body = answer.json()
    return answer.status_code, body.get("name") or body.get("detail", "")


def test_a_tossed_cookie_is_cleared_and_the_writer_goes_on(
    site: tuple[TestClient, Accounts], settings: Settings
) -> None:
    client, accounts = site
    _sign_in(client, "王小明")
    assert _whoami(client) == (200, "王小明")
    _toss(client, _mallorys_session(settings, accounts))
    status, said = _whoami(client)
    assert status == 401 and "two different accounts" in said
    # Nothing was written in either account meanwhile; the next request is the writer's.
    assert _whoami(client) == (200, "王小明")
    made = client.post("/api/contents", json={"title": "周记", "body": "今天。"})
    writer = next(user for user in accounts.list_users() if user.name == "王小明")
    assert made.status_code == 201 and made.json()["owner_id"] == writer.id


def test_a_tossed_cookie_on_a_deeper_path_is_cleared_too(
    site: tuple[TestClient, Accounts], settings: Settings
) -> None:
    client, accounts = site
    _sign_in(client, "王小明")
    _toss(client, _mallorys_session(settings, accounts), path="/api")
    assert _whoami(client)[0] == 401
    assert _whoami(client) == (200, "王小明")


def test_a_page_keeps_the_writers_own_cookie(
    site: tuple[TestClient, Accounts], settings: Settings
) -> None:
    client, accounts = site
    _sign_in(client, "王小明")
    _toss(client, _mallorys_session(settings, accounts))
    page = client.get("/", follow_redirects=True)
    assert page.status_code == 200
    assert "/login" not in str(page.url)  # back on the page, signed in as the writer
    assert _whoami(client) == (200, "王小明")


def test_signing_in_again_drops_a_tossed_cookie(
    site: tuple[TestClient, Accounts], settings: Settings
) -> None:
    client, accounts = site
    _toss(client, _mallorys_session(settings, accounts))
    _sign_in(client, "王小明", "/articles/x")
    assert _whoami(client) == (200, "王小明")


def test_where_a_tossed_cookie_can_be() -> None:
    assert parent_domains("a.b.example.org:8000") == [
        "a.b.example.org",
        "b.example.org",
        "example.org",
    ]
    assert parent_domains("localhost:8000") == parent_domains("127.0.0.1") == []
    assert parent_domains("[::1]:8000") == []
    assert path_prefixes("/api/contents") == [
        "/",
        "/api",
        "/api/",
        "/api/contents",
        "/api/contents/",
    ]
    cleared = clearing_cookies(SESSION_COOKIE, "redline.example.org", "/", secure=True)
    assert len(cleared) == 2
    assert all("Max-Age=0" in c and "Secure" in c and "Domain=" in c for c in cleared)


def test_signing_out_beside_a_tossed_cookie_ends_the_writers_own_session(
    site: tuple[TestClient, Accounts], settings: Settings
) -> None:
    client, accounts = site
    _sign_in(client, "王小明")
    own = next(c.value for c in client.cookies.jar if c.domain == "redline.example.org")
    # Tossed in on the same path and listed first, so a single-cookie read picks it.
    client.cookies.set(SESSION_COOKIE, _mallorys_session(settings, accounts), domain=".example.org")
    out = client.post("/logout", headers={"Origin": SITE}, follow_redirects=False)
    assert out.status_code == 303
    client.cookies.clear()
    status, said = _whoami_with(client, own)
    assert status == 401 and "ended" in said


def _whoami_with(client: TestClient, token: str) -> tuple[int, str]:
    answer = client.get("/api/account", headers={"cookie": f"{SESSION_COOKIE}={token}"})
    body = answer.json()
    return answer.status_code, body.get("name") or body.get("detail", "")
