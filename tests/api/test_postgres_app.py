"""The whole app on PostgreSQL (REDLINE_DATABASE_URL): the writer's flows through the HTTP API
with the recording FakeModel, two app instances on one database, and a refused version."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.conftest import settle

BODY = "今天天气很好。\n\n我们去了公园。\n\n晚上回家吃饭。"


def instance(settings: Settings, fake: FakeModel) -> TestClient:
    return TestClient(app=create_app(settings, provider=fake))


@pytest.fixture
def app_on_pg(pg_settings: Settings, fake_model: FakeModel) -> Iterator[TestClient]:
    with instance(pg_settings, fake_model) as client:
        yield client


def ok(response: Any) -> Any:
    assert response.status_code in (200, 201), response.text
    return response.json()


def article(*paragraphs: str) -> str:
    return "周末\n\n" + "\n\n".join(paragraphs)


def rows(url: str, query: str) -> list[tuple[Any, ...]]:
    with psycopg.connect(url) as conn:
        return [tuple(row) for row in conn.execute(query)]  # type: ignore[arg-type]


def test_send_edit_regenerate_restore_and_history_on_postgresql(
    app_on_pg: TestClient, fake_model: FakeModel, pg_settings: Settings
) -> None:
    client = app_on_pg
    persona = ok(client.post("/api/personas", json={"name": "王记者", "description": "晚报"}))
    content = ok(
        client.post(
            "/api/contents", json={"title": "周末", "body": BODY, "persona_id": persona["id"]}
        )
    )
    cid = content["id"]

    fake_model.enqueue(article("今天天气真好呀！", "我们去了公园。", "晚上回家吃饭。"))
    sent = ok(
        client.post(
            "/api/chat/send",
            json={"content_id": cid, "message": "第一段活泼一点"},
            headers={"Idempotency-Key": "turn-1"},
        )
    )
    assert sent["revision"]["version"] == 2
    assert sent["content"]["body"].startswith("今天天气真好呀！")
    retried = ok(
        client.post(
            "/api/chat/send",
            json={"content_id": cid, "message": "第一段活泼一点"},
            headers={"Idempotency-Key": "turn-1"},
        )
    )
    assert retried["revision"]["id"] == sent["revision"]["id"]  # answered, not applied twice

    fake_model.enqueue(article("今天阳光灿烂！", "我们去了公园。", "晚上回家吃饭。"))
    again = ok(client.post(f"/api/chat/messages/{sent['assistant_message']['id']}/regenerate"))
    assert again["revision"]["base_version"] == 1 and again["revision"]["version"] == 3

    fake_model.enqueue(article("今天天气很好。", "我们去了公园，玩得很开心。", "晚上回家吃饭。"))
    edited = ok(
        client.post(
            f"/api/chat/messages/{sent['user_message']['id']}/edit",
            json={"message": "第二段加一句感受"},
        )
    )
    assert edited["revision"]["version"] == 4
    assert "第一段活泼一点" not in fake_model.prompts_text[-1]

    manual = ok(
        client.put(f"/api/contents/{cid}", json={"body": BODY + "\n\n完。", "base_version": 4})
    )
    assert manual["version"] == 5
    restored = ok(client.post(f"/api/contents/{cid}/restore", json={"version": 2}))
    assert restored["version"] == 6 and restored["body"].startswith("今天天气真好呀！")
    settle(client)

    history = ok(client.get(f"/api/contents/{cid}/history"))
    assert [entry["version"] for entry in history] == [2, 3, 4, 5, 6]
    assert ok(client.get(f"/api/contents/{cid}/versions/3"))["body"].startswith("今天阳光灿烂")
    session = ok(client.get(f"/api/chat/sessions/{cid}"))
    roles = [m["role"] for m in session["messages"]]  # in creation order
    assert roles == [
        "system",
        "user",
        "assistant",
        "assistant",
        "user",
        "assistant",
        "event",
        "event",
    ]
    path = [m["id"] for m in session["path"]]  # the edit's branch, then the two events
    assert path[1:3] == [edited["user_message"]["id"], edited["assistant_message"]["id"]]
    assert len(path) == 5 and path[-1] == session["head_id"]
    assert session["messages"][-1]["content"] == "用回了 V2 的文字（V5→V6）。"  # a Chinese article
    assert [c["id"] for c in ok(client.get("/api/contents"))] == [cid]

    # Everything is in the database; the data directory holds no article.
    url = str(pg_settings.database_url)
    assert rows(url, "SELECT count(*) FROM revisions") == [(5,)]
    assert rows(url, "SELECT id FROM personas") == [(persona["id"],)]
    assert not (pg_settings.data_dir / "contents").exists()


def test_two_instances_on_one_database_see_each_others_edits(
    pg_settings: Settings, fake_model: FakeModel
) -> None:
    with instance(pg_settings, fake_model) as first, instance(pg_settings, FakeModel()) as second:
        cid = ok(first.post("/api/contents", json={"title": "周末", "body": BODY}))["id"]
        ok(
            second.put(
                f"/api/contents/{cid}", json={"body": BODY + "\n\n乙改的。", "base_version": 1}
            )
        )
        assert ok(first.get(f"/api/contents/{cid}"))["body"].endswith("乙改的。")
        stale = first.put(
            f"/api/contents/{cid}", json={"body": BODY + "\n\n甲。", "base_version": 1}
        )
        assert stale.status_code == 409, stale.text
        fake_model.enqueue(
            article("今天天气真好呀！", "我们去了公园。", "晚上回家吃饭。", "乙改的。")
        )
        sent = ok(first.post("/api/chat/send", json={"content_id": cid, "message": "活泼一点"}))
        assert sent["revision"]["version"] == 3
        assert ok(second.get(f"/api/contents/{cid}/history"))[-1]["version"] == 3
    # A restarted instance finds everything where it was.
    with instance(pg_settings, FakeModel()) as restarted:
        assert ok(restarted.get(f"/api/contents/{cid}"))["version"] == 3


def test_a_version_another_writer_took_is_a_409_with_a_sentence(
    app_on_pg: TestClient, pg_settings: Settings
) -> None:
    """A revision row for V2 that its article never recorded (a racer the store did not see):
    the database's unique key refuses the writer's V2 with a sentence, not a traceback."""
    cid = ok(app_on_pg.post("/api/contents", json={"title": "周末", "body": BODY}))["id"]
    with psycopg.connect(str(pg_settings.database_url)) as conn:
        conn.execute(
            "INSERT INTO revisions (id, content_id, version, created_at, doc)"
            " VALUES (%s, %s, 2, now(), '{}')",
            (f"{cid}-rstray", cid),
        )
    refused = app_on_pg.put(
        f"/api/contents/{cid}", json={"body": BODY + "\n\n完。", "base_version": 1}
    )
    assert refused.status_code == 409, refused.text
    assert "already exists" in refused.text and "Traceback" not in refused.text
    assert ok(app_on_pg.get(f"/api/contents/{cid}"))["version"] == 1


def test_the_command_line_reads_the_database(
    app_on_pg: TestClient,
    fake_model: FakeModel,
    pg_settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from app.cli import main

    cid = ok(app_on_pg.post("/api/contents", json={"title": "周末", "body": BODY}))["id"]
    fake_model.enqueue(article("今天天气真好呀！", "我们去了公园。", "晚上回家吃饭。"))
    sent = ok(app_on_pg.post("/api/chat/send", json={"content_id": cid, "message": "活泼一点"}))
    monkeypatch.setenv("REDLINE_DATABASE_URL", str(pg_settings.database_url))
    monkeypatch.setenv("REDLINE_DATA_DIR", str(pg_settings.data_dir))
    assert main(["history", cid]) == 0
    assert "V1→V2  llm" in capsys.readouterr().out
    assert main(["replay", sent["assistant_message"]["id"]]) == 0
    assert "活泼一点" in capsys.readouterr().out
    assert main(["replay", f"{cid}-mnothere"]) == 1
    assert "No model call was made" in capsys.readouterr().err
    assert main(["check"]) == 0
    assert "PostgreSQL" in capsys.readouterr().out
    monkeypatch.setenv("REDLINE_DATABASE_URL", "mysql://nope")
    assert main(["history", cid]) == 2
    assert "REDLINE_DATABASE_URL" in capsys.readouterr().err
