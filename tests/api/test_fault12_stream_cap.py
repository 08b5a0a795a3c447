"""One client could open article event streams without end (each a subscription and a queue
held until it left). Now a client holds a bounded number at once — a signed-in account, else
a socket address that no proxy stands for — past it a 429 with a sentence and Retry-After,
and a stream closed gives its slot back as the client goes, not at the next keep-alive.
(2953163 counted every writer behind a proxy as one client, and freed slots only when a
keep-alive found the client gone: the browser suite, all from 127.0.0.1, ran out.)"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import ExitStack

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing import sse as sse_lines
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)
from app.testing.live_server import LiveServer
from app.web import sse

CAP = 3
DEADLINE = 30.0  # seconds a loaded machine may take to see a connection closed


@pytest.fixture
def served(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[LiveServer]:
    monkeypatch.setattr(sse, "MAX_STREAMS_PER_CLIENT", CAP)
    # No keep-alive within the test: a slot that comes back came back because the client left.
    monkeypatch.setattr(sse, "KEEP_ALIVE_SECONDS", 3600.0)
    with LiveServer(create_app(settings)) as server:
        yield server


# The readers of the open streams: a line reader dropped closes its response (httpx).
_READERS: list[Iterator[tuple[str, object]]] = []


def _open(stack: ExitStack, client: httpx.Client, path: str, **headers: str) -> None:
    """Open a stream and hold it (until `stack` closes), once its first event came."""
    response = stack.enter_context(client.stream("GET", path, headers=headers))
    assert response.status_code == 200, response.read()
    reader = sse_lines.events(response.iter_lines())
    _READERS.append(reader)
    stack.callback(_READERS.remove, reader)
    name, _ = next(reader)
    assert name == "article"  # open on the server: its first event came


def _status(client: httpx.Client, path: str, **headers: str) -> httpx.Response:
    with client.stream("GET", path, headers=headers) as response:
        if response.status_code != 200:
            response.read()
        return response


def _article(client: httpx.Client, **headers: str) -> str:
    made = client.post("/api/contents", json={"title": "T", "body": "今天。"}, headers=headers)
    assert made.status_code == 201, made.text
    return f"/api/contents/{made.json()['id']}/events"


def test_an_address_holds_a_bounded_number_and_a_closed_stream_frees_its_slot_at_once(
    served: LiveServer,
) -> None:
    with httpx.Client(base_url=served.url, timeout=DEADLINE) as client:
        path = _article(client)
        with ExitStack() as rest:
            first = ExitStack()
            _open(first, client, path)
            for _ in range(CAP - 1):
                _open(rest, client, path)
            refused = _status(client, path)
            assert refused.status_code == 429, "one stream more than the limit was opened"
            assert refused.headers["retry-after"] == str(sse.STREAMS_RETRY_AFTER)
            assert refused.json()["detail"].startswith(
                f"Too many live article streams are open for you ({CAP} at most)"
            )
            first.close()  # one tab closed
            # Its slot is back once the server has seen the connection go: no keep-alive
            # runs in this test, so only the disconnect itself can have given it back.
            deadline = time.monotonic() + DEADLINE
            while _status(client, path).status_code != 200:
                assert time.monotonic() < deadline, "the closed stream's slot never came back"
                time.sleep(0.02)


def test_requests_a_proxy_passed_on_are_not_held_to_one_addresss_share(
    served: LiveServer,
) -> None:
    """Behind a reverse proxy every writer comes from the proxy's address; Redline has no
    setting naming a trusted proxy, so a forwarded request is not counted against it."""
    with httpx.Client(base_url=served.url, timeout=DEADLINE) as client, ExitStack() as streams:
        path = _article(client)
        for writer in range(CAP + 2):
            _open(streams, client, path, **{"X-Forwarded-For": f"10.0.0.{writer + 1}"})
        _open(streams, client, path, Forwarded="for=10.0.1.1")
        # The proxy's own connections count none of those: the address still has its share.
        for _ in range(CAP):
            _open(streams, client, path)
        assert _status(client, path).status_code == 429


@pytest.mark.usefixtures("cheap_passwords")
def test_each_signed_in_account_has_its_own_share_whatever_the_address(
    served: LiveServer,
) -> None:
    """Signed in, a writer is counted as their account, also behind a proxy: two writers on
    one address (or one proxy) each hold their own share; one writer's keys share theirs."""
    with httpx.Client(base_url=served.url, timeout=DEADLINE) as client, ExitStack() as streams:
        admin = client.post(
            "/api/users",
            json={"name": "Ada", "password": "pw 电池 12345", "roles": ["admin", "writer"]},
        ).json()["id"]
        login = client.post(
            "/login",
            data={"name": "Ada", "password": "pw 电池 12345", "next": "/"},
            follow_redirects=False,
        )
        assert login.status_code == 303, login.text
        other = client.post(
            "/api/users", json={"name": "Bo", "password": "pw 电池 12345", "roles": ["writer"]}
        ).json()["id"]
        keys = {
            user: client.post("/api/keys", json={"user_id": user, "scopes": ["read", "suggest"]})
            for user in (admin, other)
        }
        bearer = {user: f"Bearer {made.json()['key']}" for user, made in keys.items()}
        path = _article(client)  # Ada's, signed in
        shared = client.put(f"{path.removesuffix('/events')}/sharing", json={"user_ids": [other]})
        assert shared.status_code == 200, shared.text
        client.cookies.clear()
        proxied = {"X-Forwarded-For": "10.0.0.9"}
        for _ in range(CAP):
            _open(streams, client, path, authorization=bearer[admin], **proxied)
        refused = _status(client, path, authorization=bearer[admin], **proxied)
        assert refused.status_code == 429  # the account's share, though behind a proxy
        # Bo reads it from the same address and proxy: his share is his own.
        for _ in range(CAP):
            _open(streams, client, path, authorization=bearer[other], **proxied)
        assert _status(client, path, authorization=bearer[other]).status_code == 429
