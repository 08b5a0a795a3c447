"""DNS rebinding: a web page whose own name is pointed at 127.0.0.1 must not be able to use an
open Redline (no token, no accounts) on this machine. The server `python -m app` serves
answers only to loopback names, plus those the writer allowed; with a token or accounts, the
page has no credential and its name does not matter."""

from __future__ import annotations

import httpx
import pytest

from app.main import create_app, served_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.web.hosts import allowed_names, guard_hosts, host_name, is_loopback

NEW_ARTICLE = {"title": "笔记", "body": "第一段。\n\n第二段。"}


def _create(server: LiveServer, host: str, **headers: str) -> httpx.Response:
    return httpx.post(
        f"{server.url}/api/contents",
        json=NEW_ARTICLE,
        headers={"host": host, **headers},
        timeout=30,
    )


def test_a_page_under_another_name_is_refused_in_a_sentence(settings: Settings) -> None:
    with LiveServer(served_app(settings)) as server:
        refused = _create(server, "evil.example:8731", origin="http://evil.example:8731")
        listing = httpx.get(f"{server.url}/api/contents", headers={"host": "evil.example"})
        page = httpx.get(f"{server.url}/", headers={"host": "rebind.attacker.test:80"})
        for response in (refused, listing, page):
            assert response.status_code == 400
            assert "REDLINE_ALLOWED_HOSTS" in response.json()["detail"]
        # Nothing was made: the article list, asked for by this machine's name, is empty.
        assert httpx.get(f"{server.url}/api/contents", headers={"host": "localhost"}).json() == []


@pytest.mark.parametrize("host", ["127.0.0.1:8000", "localhost", "LOCALHOST:80", "[::1]:8000"])
def test_this_machines_names_are_answered(settings: Settings, host: str) -> None:
    with LiveServer(served_app(settings)) as server:
        assert _create(server, host).status_code == 201


def test_a_name_the_writer_allowed_is_answered(settings: Settings) -> None:
    settings = settings.model_copy(update={"allowed_hosts": "redline.example.org, Other.Test"})
    with LiveServer(served_app(settings)) as server:
        assert _create(server, "redline.example.org").status_code == 201
        assert _create(server, "other.test:443").status_code == 201
        assert _create(server, "evil.example").status_code == 400


def test_with_a_token_any_name_is_answered_and_the_token_decides(settings: Settings) -> None:
    settings = settings.model_copy(update={"api_token": "s3cret"})
    with LiveServer(served_app(settings)) as server:
        assert _create(server, "evil.example").status_code == 401
        ok = _create(server, "redline.example.org", authorization="Bearer s3cret")
        assert ok.status_code == 201


def test_with_accounts_any_name_reaches_the_login(settings: Settings) -> None:
    app = create_app(settings)
    with LiveServer(guard_hosts(app, settings)) as server:
        assert _create(server, "evil.example").status_code == 400
        app.state["accounts"].add_user("Ada", "correct horse battery", ["writer"])
        assert _create(server, "evil.example").status_code == 401  # signing in decides


def test_served_on_the_network_the_name_is_not_checked(settings: Settings) -> None:
    settings = settings.model_copy(update={"host": "0.0.0.0"})
    with LiveServer(served_app(settings)) as server:
        assert _create(server, "redline.lan").status_code == 201


def test_host_names_are_read_as_browsers_send_them() -> None:
    assert [host_name(h) for h in ("a.test:80", "A.Test", "[::1]:8000", "[::1]", "")] == [
        "a.test",
        "a.test",
        "::1",
        "::1",
        "",
    ]
    assert all(map(is_loopback, ["localhost", "app.localhost", "127.0.0.1", "127.8.9.1", "::1"]))
    assert not any(map(is_loopback, ["evil.example", "localhost.evil.example", "10.0.0.1", ""]))
    settings = Settings(allowed_hosts=" a.test:8000 ,,B.test ")  # type: ignore[call-arg]
    assert allowed_names(settings) == {"a.test", "b.test"}
