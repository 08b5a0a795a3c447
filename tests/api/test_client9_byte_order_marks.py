"""A JSON body that begins with a UTF-8 byte order mark (PowerShell's Out-File, Notepad's
"UTF-8 with BOM", `curl -d @file.json`) is read, as RFC 8259 allows; it was refused as "not
valid JSON (invalid character (byte 0))". A UTF-16 or UTF-32 body is refused with a sentence
that says to send UTF-8, not with a byte offset."""

import json

from litestar.testing import TestClient

BOM = b"\xef\xbb\xbf"
JSON = {"Content-Type": "application/json"}


def test_a_utf8_byte_order_mark_is_ignored(client: TestClient) -> None:
    sent = json.dumps({"title": "秋天的公园", "body": "十五个人。"}, ensure_ascii=False)
    made = client.post("/api/contents", content=BOM + sent.encode(), headers=JSON)
    assert made.status_code == 201, made.text
    assert made.json()["title"] == "秋天的公园"
    message = json.dumps({"content_id": made.json()["id"], "message": "把“十五”改成“五十”"})
    answered = client.post("/api/chat/send", content=BOM + message.encode(), headers=JSON)
    assert answered.status_code == 200, answered.text
    assert answered.json()["content"]["body"] == "五十个人。"
    persona = client.post("/api/personas", content=BOM + b'{"name": "Ada"}', headers=JSON)
    assert persona.status_code == 201, persona.text


def test_a_bom_inside_a_text_stays_text(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "A\ufeffB", "body": "x"})
    assert made.status_code == 201 and made.json()["title"] == "A\ufeffB"


def test_utf16_and_utf32_bodies_are_told_to_send_utf8(client: TestClient) -> None:
    sent = json.dumps({"title": "a", "body": "b"})
    for encoded in (
        sent.encode("utf-16"),  # with its BOM, little-endian here
        b"\xfe\xff" + sent.encode("utf-16-be"),
        sent.encode("utf-32"),
    ):
        refused = client.post("/api/contents", content=encoded, headers=JSON)
        assert refused.status_code == 400, refused.text
        assert "UTF-8" in refused.json()["detail"]
        assert "invalid character" not in refused.json()["detail"]
    assert client.get("/api/contents").json() == []
