"""An open event stream ends when what opened it stops signing in — a revoked API key, a
signed-out session, a disabled user — with a last `ended` event saying why; a stream whose
credential still holds goes on. Through HTTP, on a real server."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.accounts.service import KEY_STAYS, Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer
from app.web.auth import STREAM_CHECK_SECONDS

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")
# Long enough for several credential checks; a stream still open after it fails the test.
READ_TIMEOUT = 30.0


@dataclass
class Served:
    url: str
    accounts: Accounts
    article_id: str
    admin_key: str

    def client(self, **headers: str) -> httpx.Client:
        return httpx.Client(base_url=self.url, headers=headers, timeout=READ_TIMEOUT)

    def as_admin(self) -> httpx.Client:
        return self.client(authorization=f"Bearer {self.admin_key}")


@pytest.fixture
def served(settings: Settings) -> Iterator[Served]:
    app = create_app(settings)
    with LiveServer(app) as server:
        with httpx.Client(base_url=server.url) as anyone:  # single-user mode: anyone's article
            made = anyone.post("/api/contents", json={"title": "公园", "body": "We waited."})
        accounts: Accounts = app.state["accounts"]
        ada = accounts.add_user("Ada", PASSWORD, ["admin", "writer"])
        admin_key = accounts.create_key(ada.id, ["admin"], "admin script").key
        yield Served(server.url, accounts, made.json()["id"], admin_key)


class Events:
    """A text/event-stream read event by event."""

    def __init__(self, response: httpx.Response) -> None:
        assert response.status_code == 200, response.text
        self._lines = response.iter_lines()

    def __iter__(self) -> Iterator[tuple[str, dict[str, Any]]]:
        name, data = "message", ""
        for line in self._lines:
            if line.startswith("event:"):
                name = line.removeprefix("event:").strip()
            elif line.startswith("data:"):
                data += line.removeprefix("data:").strip()
            elif line == "" and data:
                yield name, json.loads(data)
                name, data = "message", ""

    def next(self) -> tuple[str, dict[str, Any]]:
        return next(iter(self))

    def rest(self) -> list[tuple[str, dict[str, Any]]]:
        """Every event until the server ends the stream (a stream left open times out)."""
        return list(self)


def sign_in(served: Served, name: str) -> httpx.Client:
    client = served.client(origin=served.url)
    answer = client.post("/login", data={"name": name, "password": PASSWORD, "next": "/"})
    assert answer.status_code == 303 and "redline_session" in client.cookies
    return client


def test_a_revoked_key_ends_its_stream_and_another_keys_goes_on(served: Served) -> None:
    wanda = served.accounts.add_user("Wanda", PASSWORD, ["writer"])
    doomed = served.accounts.create_key(wanda.id, ["read"], "dashboard")
    kept = served.accounts.create_key(wanda.id, ["suggest"], "publisher")
    events = f"/api/contents/{served.article_id}/events"
    with (
        served.client(authorization=f"Bearer {doomed.key}") as reader,
        served.client(authorization=f"Bearer {kept.key}") as publisher,
        served.as_admin() as admin,
        reader.stream("GET", events) as doomed_stream,
        publisher.stream("GET", events) as kept_stream,
    ):
        doomed_events, kept_events = Events(doomed_stream), Events(kept_stream)
        assert doomed_events.next()[1]["kind"] == kept_events.next()[1]["kind"] == "current"
        assert admin.delete(f"/api/keys/{doomed.id}").status_code == 200
        rest = doomed_events.rest()
        assert rest[-1] == (
            "ended",
            {
                "reason": "revoked",
                "detail": "This API key was revoked, so this stream has ended. " + KEY_STAYS,
            },
        )
        # The other key's stream outlived that check, and still hears the article change.
        sent = publisher.post(
            "/api/chat/send",
            json={"content_id": served.article_id, "message": 'Replace "waited" with "stood"'},
        )
        assert sent.status_code == 200
        name, data = kept_events.next()
        assert name == "article" and data["content_id"] == served.article_id
        # Reconnecting with the revoked key is refused.
        assert reader.get(events).status_code == 401


def test_signing_out_ends_the_sessions_stream(served: Served) -> None:
    served.accounts.add_user("王小明", PASSWORD, ["writer"])
    path = f"/api/contents/{served.article_id}/events"
    with closing(sign_in(served, "王小明")) as browser, browser.stream("GET", path) as stream:
        events = Events(stream)
        assert events.next()[0] == "article"
        # Signing out in another tab of the same browser (the same cookie).
        assert browser.post("/logout", follow_redirects=False).status_code == 303
        name, data = events.rest()[-1]
        assert (name, data["reason"]) == ("ended", "signed_out")
        assert "sign in again" in data["detail"]


def test_disabling_a_user_ends_their_session_and_key_streams(served: Served) -> None:
    wanda = served.accounts.add_user("Wanda", PASSWORD, ["writer"])
    key = served.accounts.create_key(wanda.id, ["read"], "")
    events = f"/api/contents/{served.article_id}/events"
    with (
        closing(sign_in(served, "wanda")) as browser,
        served.client(authorization=f"Bearer {key.key}") as script,
        served.as_admin() as admin,
        browser.stream("GET", events) as by_session,
        script.stream("GET", events) as by_key,
    ):
        session_events, key_events = Events(by_session), Events(by_key)
        session_events.next(), key_events.next()
        disabled = admin.patch(f"/api/users/{wanda.id}", json={"disabled": True})
        assert disabled.status_code == 200
        assert session_events.rest()[-1] == (
            "ended",
            {
                "reason": "disabled",
                "detail": "Your account was disabled, so this stream has ended.",
            },
        )
        assert key_events.rest()[-1][1]["reason"] == "disabled"


def test_accounts_cut_while_a_stream_is_open_end_it_with_a_sentence_said_once_in_the_log(
    served: Served, settings: Settings, app_log: list[logging.LogRecord]
) -> None:
    """The accounts file cut short while a stream was open: every credential check (every 2
    seconds) logged a traceback (session 30: now one line), and the stream went on serving
    though nobody could sign in and whether its reader still may read could not be told. Now
    it ends with a last `ended` event saying so (session 31); reconnecting gets the 500
    sentence every request gets meanwhile."""
    wanda = served.accounts.add_user("Wanda", PASSWORD, ["writer"])
    key = served.accounts.create_key(wanda.id, ["read"], "dashboard")
    accounts_file = Path(settings.data_dir) / "accounts" / "accounts.json"
    events_path = f"/api/contents/{served.article_id}/events"
    # Read with a timeout shorter than the keep-alive's spell: a stream left open fails.
    with (
        httpx.Client(
            base_url=served.url,
            headers={"authorization": f"Bearer {key.key}"},
            timeout=STREAM_CHECK_SECONDS * 4,
        ) as reader,
        reader.stream("GET", events_path) as stream,
    ):
        events = Events(stream)
        assert events.next()[1]["kind"] == "current"
        accounts_file.write_bytes(accounts_file.read_bytes()[:40])
        name, data = events.rest()[-1]
        assert (name, data["reason"]) == ("ended", "unreadable")
        assert "accounts/accounts.json (in the data directory) cannot be read" in data["detail"]
        assert data["detail"].endswith("so this stream has ended.")
        again = reader.get(events_path)
        assert again.status_code == 500 and "cannot be read" in again.json()["detail"]
    said = [r for r in app_log if "credentials of open event streams" in r.getMessage()]
    assert len(said) == 1 and "cannot be read" in said[0].getMessage(), said
    assert not [r.getMessage() for r in app_log if r.exc_info]


def test_a_streamed_turn_ended_by_unreadable_accounts_still_saves_its_reply(
    settings: Settings,
) -> None:
    """The turn's stream ends (`unreadable`) as the accounts file is cut mid-reply; the reply
    goes on being written, as when the browser goes away: saved once, the message kept."""
    model = HeldModel(["T\n\n", "Alpha", " one,"], " changed.")
    app = create_app(settings, provider=model)
    accounts_file = Path(settings.data_dir) / "accounts" / "accounts.json"
    with LiveServer(app) as server:
        with httpx.Client(base_url=server.url) as anyone:  # single-user mode: anyone's article
            made = anyone.post("/api/contents", json={"title": "T", "body": "Alpha one."})
        content_id = made.json()["id"]
        accounts: Accounts = app.state["accounts"]
        wanda = accounts.add_user("Wanda", PASSWORD, ["writer"])
        key = accounts.create_key(wanda.id, ["suggest"], "publisher").key
        with httpx.Client(
            base_url=server.url, headers={"authorization": f"Bearer {key}"}, timeout=READ_TIMEOUT
        ) as publisher:
            with publisher.stream(
                "POST",
                "/api/chat/send?stream=true",
                json={"content_id": content_id, "message": "Make it livelier."},
            ) as stream:
                events = Events(stream)
                assert events.next()[0] == "user_message"
                assert events.next()[0] == "delta"
                held = accounts_file.read_bytes()
                accounts_file.write_bytes(held[:40])
                name, data = events.rest()[-1]
                assert (name, data["reason"]) == ("ended", "unreadable")
            accounts_file.write_bytes(held)
            model.release.set()
            path: list[dict[str, Any]] = []
            for _ in range(100):
                path = publisher.get(f"/api/chat/sessions/{content_id}").json()["path"]
                if path[-1]["role"] == "assistant":
                    break
                time.sleep(0.1)
            assert [(m["role"], m["status"]) for m in path[1:]] == [
                ("user", "ok"),
                ("assistant", "ok"),
            ]
            article = publisher.get(f"/api/contents/{content_id}").json()
            assert article["version"] == 2 and article["body"] == "Alpha one, changed."
