"""A damaged persona, seen by the writer: its page opened in a browser answered the API's JSON
(now a page saying which file is damaged and what to do, under the same 500), and style
learning from their edits tried three times, then gave up for good — the edits' style never
learned, even once the file was repaired. Now learning pauses (nothing given up, no failure in
the audit) and resumes by itself once the persona reads again; `check` says so."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import check
from app.main import create_app
from app.settings import Settings
from tests.conftest import settle

BROWSER = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}


def test_the_persona_page_of_a_damaged_persona_is_a_page(settings: Settings) -> None:
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "早报", "body": "今天有雨。"}).json()
        persona_id = made["persona_id"]
        path = Path(settings.data_dir) / "personas" / persona_id / "persona.json"
        path.write_bytes(b"{cut sho")
        page = client.get(f"/personas/{persona_id}", headers=BROWSER)
        assert page.status_code == 500
        assert page.headers["content-type"].startswith("text/html"), page.text[:200]
        assert "This persona is damaged" in page.text
        assert f"Persona &#39;{persona_id}&#39; is damaged" in page.text
        assert "persona.json" in page.text and "python -m app check" in page.text
        assert client.get(f"/articles/{made['id']}", headers=BROWSER).status_code == 200
        api = client.get(f"/api/personas/{persona_id}")  # API clients keep the JSON
        assert api.status_code == 500 and "persona.json" in api.json()["detail"]


def _learning(client: TestClient, content_id: str) -> list[object]:
    return [e["learning"] for e in client.get(f"/api/contents/{content_id}/history").json()]


def test_learning_pauses_for_a_damaged_persona_and_resumes_once_it_reads(
    settings: Settings, app_log: list[logging.LogRecord]
) -> None:
    with TestClient(app=create_app(settings)) as client:
        queue = client.app.state["style_queue"]
        queue.retry_delays = (0.0, 0.0)  # what gave up at once before
        made = client.post("/api/contents", json={"title": "早报", "body": "今天有雨。"}).json()
        persona_id = made["persona_id"]
        settle(client)
        path = Path(settings.data_dir) / "personas" / persona_id / "persona.json"
        good = path.read_bytes()
        path.write_bytes(good[: len(good) // 2])
        sent = client.post(
            "/api/chat/send", json={"content_id": made["id"], "message": "把“雨”改成“雪”"}
        )
        assert sent.json()["content"]["body"] == "今天有雪。"
        settle(client)
        assert _learning(client, made["id"]) == [None]  # not failed: waiting
        said = [r.getMessage() for r in app_log if r.name.startswith("app.style")]
        assert any(f"style learning for persona {persona_id} is paused" in s for s in said), said
        assert not [s for s in said if "gave up" in s]

        path.write_bytes(good)  # put back from a backup
        queue.sweep_seconds = 0.05
        deadline = time.monotonic() + 20
        while _learning(client, made["id"]) == [None] and time.monotonic() < deadline:
            time.sleep(0.05)
        [learned] = _learning(client, made["id"])
        assert isinstance(learned, dict) and learned["state"] == "learned", learned
        audit = client.get(f"/api/personas/{persona_id}/audit").json()
        assert not [e for e in audit if e["action"] == "learn_failed"]
    assert not [r.getMessage() for r in app_log if r.exc_info]


def test_check_says_learning_resumes_once_the_persona_reads(
    settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "早报", "body": "今天有雨。"}).json()
    path = Path(settings.data_dir) / "personas" / made["persona_id"] / "persona.json"
    path.write_bytes(b"\xff")
    capsys.readouterr()
    assert check(settings) == 1
    said = capsys.readouterr().out
    assert "style learning for it, paused meanwhile, resumes" in said, said
