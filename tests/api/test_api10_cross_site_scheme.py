"""http://name and https://name are two origins: a write from a plain-HTTP page (which anyone on
the network can write) to the HTTPS site is refused as cross-site. An https:// page whose
write arrives as plain http is a proxy ending TLS (perhaps on another machine, whose
X-Forwarded-Proto is not trusted): only the host's owner can serve that page, so it is allowed.
A proxy on this machine saying `X-Forwarded-Proto: https` makes the request HTTPS."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.web.security import cross_site_problem

ARTICLE = {"title": "秋天的公园", "body": "第一段。"}


def test_an_https_page_behind_a_proxy_that_ends_tls_can_write(settings: Settings) -> None:
    with TestClient(app=create_app(settings), base_url="http://testserver.local") as client:
        made = client.post(
            "/api/contents", json=ARTICLE, headers={"origin": "https://testserver.local"}
        )
        assert made.status_code == 201
        by_referer = client.post(
            "/api/contents", json=ARTICLE, headers={"referer": "https://testserver.local/a/x"}
        )
        assert by_referer.status_code == 201
        assert len(client.get("/api/contents").json()) == 2


def test_a_plain_http_page_cannot_write_to_the_https_site(settings: Settings) -> None:
    with TestClient(app=create_app(settings), base_url="https://testserver.local") as client:
        for path, body in (("/api/contents", ARTICLE), ("/api/personas", {"name": "Weekly"})):
            refused = client.post(path, json=body, headers={"origin": "http://testserver.local"})
            assert refused.status_code == 403, path
            assert "another origin" in refused.json()["detail"]
        assert client.get("/api/contents").json() == []
        made = client.post(
            "/api/contents", json=ARTICLE, headers={"origin": "https://testserver.local"}
        )
        assert made.status_code == 201


def _scope(peer: str, origin: str, forwarded: str = "") -> dict[str, Any]:
    headers = [(b"host", b"redline.example.org"), (b"origin", origin.encode())]
    if forwarded:
        headers.append((b"x-forwarded-proto", forwarded.encode()))
    return {"type": "http", "scheme": "http", "client": (peer, 5000), "headers": headers}


def test_a_proxy_on_this_machine_tells_the_scheme() -> None:
    https_origin = "https://redline.example.org"
    http_origin = "http://redline.example.org"
    assert cross_site_problem(_scope("127.0.0.1", https_origin, "https")) is None  # type: ignore[arg-type]
    assert cross_site_problem(_scope("127.0.0.1", http_origin, "https"))  # type: ignore[arg-type]
    # A client elsewhere cannot make its request HTTPS by saying so: its plain page may write.
    assert cross_site_problem(_scope("203.0.113.9", http_origin, "https")) is None  # type: ignore[arg-type]


def test_without_an_origin_the_referring_page_decides(settings: Settings) -> None:
    with TestClient(app=create_app(settings), base_url="http://testserver.local") as client:
        for referer in ("http://evil.example/page", "https://evil.example/articles/x"):
            refused = client.post("/api/contents", json=ARTICLE, headers={"referer": referer})
            assert refused.status_code == 403, referer
            assert "refused" in refused.json()["detail"]
        assert client.get("/api/contents").json() == []
        own = client.post(
            "/api/contents", json=ARTICLE, headers={"referer": "http://testserver.local/"}
        )
        assert own.status_code == 201
        # A client that names no page at all (a script, curl) is not a forged browser form.
        assert client.post("/api/contents", json=ARTICLE).status_code == 201
