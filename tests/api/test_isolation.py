"""One damaged article, a damaged index or a full disk: honest answers, the rest keeps working."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from litestar.testing import TestClient

from app.settings import Settings
from app.store import atomic

BODY = "The bus was late. 我们等了很久。"


def create(client: TestClient, title: str) -> dict:
    made = client.post("/api/contents", json={"title": title, "body": BODY})
    assert made.status_code == 201, made.text
    return made.json()


def send(client: TestClient, content_id: str, message: str):
    return client.post("/api/chat/send", json={"content_id": content_id, "message": message})


def folder(settings: Settings, content_id: str) -> Path:
    return Path(settings.data_dir) / "contents" / content_id


def test_a_truncated_header_damages_only_its_article(client: TestClient, settings) -> None:
    broken, fine = create(client, "Broken 坏的"), create(client, "Fine 好的")
    header = folder(settings, broken["id"]) / "header.json"
    header.write_bytes(header.read_bytes()[:40])

    listed = client.get("/api/contents")
    assert listed.status_code == 200
    by_id = {c["id"]: c for c in listed.json()}
    assert by_id[broken["id"]]["damaged"] is True
    assert "damaged" in by_id[broken["id"]]["damage"] and "check" in by_id[broken["id"]]["damage"]
    assert by_id[fine["id"]]["damaged"] is False and by_id[fine["id"]]["body"] == BODY

    for answer in (
        client.get(f"/api/contents/{broken['id']}"),
        send(client, broken["id"], "replace late with early"),
        client.get(f"/api/chat/sessions/{broken['id']}"),
    ):
        assert answer.status_code == 500
        assert answer.json()["detail"].startswith(f"Article {broken['id']!r} is damaged")
    assert send(client, fine["id"], "replace late with early").status_code == 200
    assert client.get("/").status_code == 200


def test_a_damaged_article_page_is_a_page_saying_what_to_do(client: TestClient, settings) -> None:
    """F-STORE-2: the browser got the API's raw JSON; it gets an HTML page naming the damage
    and `python -m app check`, and the rest of the site works."""
    broken, fine = create(client, "Broken 坏的"), create(client, "Fine 好的")
    (folder(settings, broken["id"]) / "header.json").write_bytes(b'{"broken')
    page = client.get(f"/articles/{broken['id']}")
    assert page.status_code == 500
    assert page.headers["content-type"].startswith("text/html")
    assert "This article is damaged" in page.text
    assert not page.text.lstrip().startswith("{")  # a page, not the API's JSON
    assert "python -m app check" in page.text and 'href="/"' in page.text
    assert broken["id"] in page.text and "header cannot be read" in page.text  # the sentence
    assert client.get(f"/articles/{fine['id']}").status_code == 200
    home = client.get("/")
    assert home.status_code == 200 and "Fine 好的" in home.text


def test_a_damaged_index_is_rebuilt_by_itself(client: TestClient, settings) -> None:
    made = create(client, "Indexed")
    index = Path(settings.data_dir) / "index.json"
    index.write_bytes(index.read_bytes()[:25])
    assert [c["id"] for c in client.get("/api/contents").json()] == [made["id"]]
    index.write_bytes(b"{not json")
    other = create(client, "Created after the damage")
    assert send(client, made["id"], "replace late with early").status_code == 200
    listed = {c["id"]: c["version"] for c in client.get("/api/contents").json()}
    assert listed == {made["id"]: 2, other["id"]: 1}
    assert client.get("/").status_code == 200


def _filling_disk(monkeypatch, *, writes: int) -> dict[str, int]:
    """Let `writes` more JSON files be written, then answer ENOSPC; the budget can be raised."""
    real_write = atomic.write_json_atomic
    budget = {"writes": writes}

    def filling_disk(path: Path, data: object) -> os.stat_result:
        if budget["writes"] <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        budget["writes"] -= 1
        return real_write(path, data)

    monkeypatch.setattr(atomic, "write_json_atomic", filling_disk)
    return budget


def test_a_full_disk_says_what_was_saved(client: TestClient, settings, monkeypatch) -> None:
    made = create(client, "Full 满了")
    budget = _filling_disk(monkeypatch, writes=0)
    nothing = send(client, made["id"], "replace late with early")
    assert nothing.status_code == 507
    assert nothing.json()["detail"] == "The disk is full; nothing was saved."

    budget["writes"] = 4  # the writer's message commits (journal + 3 files), the reply fails
    half = send(client, made["id"], "replace late with early")
    assert half.status_code == 507
    assert "your message was saved" in half.json()["detail"]
    monkeypatch.undo()

    session = client.get(f"/api/chat/sessions/{made['id']}").json()
    said = [m["content"] for m in session["messages"] if m["role"] == "user"]
    assert said == ["replace late with early"]  # saved once: the first send saved nothing
    assert client.get(f"/api/contents/{made['id']}").json()["version"] == 1
    created = create(client, "Another article")  # everything else keeps working
    assert send(client, created["id"], "replace late with early").status_code == 200


def test_unknown_ids_touch_nothing_on_disk(client: TestClient, settings) -> None:
    create(client, "Known")
    before = sorted(p for p in Path(settings.data_dir).rglob("*"))
    for path, body in (
        ("/api/chat/send", {"content_id": "cnosuch", "message": "hi"}),
        ("/api/contents/cnosuch/restore", {"version": 1}),
        ("/api/chat/messages/cnosuch-mx/regenerate", {}),
        ("/api/chat/sessions/cnosuch-session/head", {"message_id": "cnosuch-mx"}),
        ("/api/chat/messages/cnosuch-mx/activate", {}),
        ("/api/revisions/cnosuch-rx/reject", {"change_ids": [], "base_version": 1}),
    ):
        answer = client.post(path, json=body)
        assert answer.status_code in (400, 404), (path, answer.text)
    assert client.put(
        "/api/contents/cnosuch", json={"title": "t", "body": "b", "base_version": 1}
    ).status_code in (400, 404)
    assert sorted(p for p in Path(settings.data_dir).rglob("*")) == before


def test_check_reports_and_repairs(client: TestClient, settings, capsys, monkeypatch) -> None:
    from app.cli import main

    broken, fine = create(client, "Broken"), create(client, "Fine")
    header = folder(settings, broken["id"]) / "header.json"
    header.write_bytes(header.read_bytes()[:30])
    (Path(settings.data_dir) / "index.json").write_bytes(b"[")
    (folder(settings, fine["id"]) / ".header.json.999999.1.tmp").write_bytes(b"{")
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["check"]) == 1
    out = capsys.readouterr().out
    assert "removed 1 temp file(s)" in out and "rebuilt the list of articles" in out
    assert f"DAMAGED {broken['id']}" in out and fine["id"] not in out
    assert not (folder(settings, fine["id"]) / ".header.json.999999.1.tmp").exists()
    assert main(["check"]) == 1  # the damaged header is reported again, nothing else
    again = capsys.readouterr().out
    assert again.count("DAMAGED") == 1 and "removed" not in again


def test_a_full_disk_while_the_conversation_starts_says_the_message_was_not_saved(
    client: TestClient, settings, monkeypatch
) -> None:
    """An article's first message starts its conversation with a commit of its own (the
    welcome line): when that commit's journal is written but its files are not, the change
    is kept — but the writer's message never was, and the 507 must say so (it said "the
    change was saved", and the message was gone; faults report, session 24)."""
    made = create(client, "Full 满了")
    _filling_disk(monkeypatch, writes=1)  # the conversation's journal, then the disk is full
    failed = send(client, made["id"], "replace late with early")
    assert failed.status_code == 507
    assert failed.json()["detail"] == (
        "The disk is full: your message was not saved. Free some space (or make the data "
        "directory writable) and send it again."
    )
    monkeypatch.undo()
    session = client.get(f"/api/chat/sessions/{made['id']}")
    # as the 507 said: no conversation yet (its start completes at the next write), or one
    # without the message
    if session.status_code != 404:
        assert [m for m in session.json()["messages"] if m["role"] == "user"] == []
    again = send(client, made["id"], "replace late with early")
    assert again.status_code == 200
    session = client.get(f"/api/chat/sessions/{made['id']}").json()
    said = [m["content"] for m in session["messages"] if m["role"] == "user"]
    assert said == ["replace late with early"]
