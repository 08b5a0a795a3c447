"""An article's conversation file damaged after its commits' journals were checkpointed away
(a disk error, a copy cut short): when the whole file was lost, `python -m app check` said the
messages were lost "and the others kept" and then, every time, DAMAGED — the conversation
answered 500 and nothing could be sent on the article again; when a line in the middle was
lost, check said every file was consistent while the conversation answered 500 with a
traceback (a reply whose earlier message was gone broke the path). Now check keeps every
message that is there on a path that can be shown — those whose earlier message was lost
follow the first one, and a first message saying the beginning was lost starts a conversation
left with none — and the article can be talked to again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore


@pytest.fixture
def talked(tmp_path: Path) -> tuple[Settings, str, Path]:
    """An article with three rules turns, its journals gone (as after checkpoints)."""
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "一。\n\n二。"}).json()
        for old, new in (("二", "三"), ("三", "四"), ("四", "五")):
            sent = client.post(
                "/api/chat/send",
                json={"content_id": made["id"], "message": f"把“{old}”改成“{new}”"},
            )
            assert sent.json()["assistant_message"]["status"] == "ok"
    folder = settings.data_dir / "contents" / made["id"]
    for journal in folder.glob("journal-*.json"):
        journal.unlink()
    return settings, made["id"], folder / "messages" / "000000.jsonl"


def _talk_again(settings: Settings, content_id: str) -> dict:
    with TestClient(app=create_app(settings)) as client:
        session = client.get(f"/api/chat/sessions/{content_id}")
        assert session.status_code == 200, session.text
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "把“五”改成“六”"}
        )
        assert sent.status_code == 200, sent.text
        assert sent.json()["assistant_message"]["status"] == "ok"
        assert client.get(f"/api/contents/{content_id}").json()["body"] == "一。\n\n六。"
        return dict(client.get(f"/api/chat/sessions/{content_id}").json())


def test_a_lost_conversation_file_starts_again_with_a_sentence(
    talked: tuple[Settings, str, Path],
) -> None:
    settings, content_id, log = talked
    log.unlink()
    report = TinyDBStore(settings.data_dir).check()
    assert not [line for line in report if line.startswith("DAMAGED")], report
    assert any("a first message saying the beginning was lost" in line for line in report)
    path = _talk_again(settings, content_id)["path"]
    assert (
        path[0]["role"] == "system"
        and "beginning of this conversation was lost" in (path[0]["content"])
    )
    assert [m["role"] for m in path[1:]] == ["user", "assistant"]


def test_a_lost_line_in_the_middle_keeps_every_other_message_on_a_path(
    talked: tuple[Settings, str, Path],
) -> None:
    settings, content_id, log = talked
    lines = log.read_bytes().split(b"\n")
    users = [i for i, line in enumerate(lines) if b'"role":"user"' in line.replace(b" ", b"")]
    lines[users[1]] = b"\xff\xfe not a message"  # the second writer's message
    log.write_bytes(b"\n".join(lines))
    report = TinyDBStore(settings.data_dir).check()
    assert not [line for line in report if line.startswith("DAMAGED")], report
    assert any("1 message(s) whose earlier message was lost now follow" in line for line in report)
    session = _talk_again(settings, content_id)
    kept = [m["content"] for m in session["messages"]]
    assert "把“二”改成“三”" in kept and "把“四”改成“五”" in kept  # the others are all kept
    assert "把“三”改成“四”" not in kept
    said = [m["content"] for m in session["path"]]
    # The first line, in Chinese to this Chinese article (articles.py).
    assert said[0] == "已载入《周末》。告诉我要改什么。" and said[-2] == "把“五”改成“六”"


def test_check_names_a_message_whose_earlier_message_is_missing(
    talked: tuple[Settings, str, Path],
) -> None:
    """Every message counted, but one names an earlier message that is not there (a log
    edited by hand, a restore mixing two backups): check said every file was consistent."""
    settings, content_id, log = talked
    lines = [line for line in log.read_bytes().split(b"\n") if line]
    last = json.loads(lines[-1])
    strayed = {**last, "parent_id": f"{content_id}-mnotthere"}
    log.write_bytes(log.read_bytes() + json.dumps(strayed).encode() + b"\n")
    report = TinyDBStore(settings.data_dir).check()
    assert (
        f"DAMAGED {content_id}: message {last['id']} follows {content_id}-mnotthere, "
        "which is missing"
    ) in report
