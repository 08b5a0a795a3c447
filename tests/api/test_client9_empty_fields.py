"""A 400 that the schema did not find — a title, text, message, brief, comment or persona
name that shows nothing — lists the field at fault in `extra`, as docs/api.md promises for
every 400 (they carried `extra: null`, so a client could not point at the field)."""

from litestar.testing import TestClient

BLANK = " \u200b\u3000"  # spaces, a zero-width space, an ideographic space: nothing shows


def _fault(answer: object) -> tuple[int, list[str], str]:
    body = answer.json()  # type: ignore[attr-defined]
    keys = [item["key"] for item in body["extra"] or []]
    return answer.status_code, keys, body["detail"]  # type: ignore[attr-defined]


def test_blank_fields_are_named_in_extra(client: TestClient) -> None:
    article = client.post("/api/contents", json={"title": "秋天", "body": "十五个人。"}).json()
    cid = article["id"]
    assert _fault(client.post("/api/contents", json={"title": BLANK, "body": "x"}))[:2] == (
        400,
        ["title"],
    )
    assert _fault(client.post("/api/contents", json={"title": "t", "body": BLANK}))[:2] == (
        400,
        ["body"],
    )
    assert _fault(client.patch(f"/api/contents/{cid}", json={"title": BLANK}))[:2] == (
        400,
        ["title"],
    )
    assert _fault(client.put(f"/api/contents/{cid}", json={"body": BLANK, "base_version": 1}))[
        :2
    ] == (400, ["body"])
    status, keys, detail = _fault(
        client.post("/api/chat/send", json={"content_id": cid, "message": BLANK})
    )
    assert (status, keys) == (400, ["message"]) and "message is empty" in detail
    persona = client.get("/api/personas").json()[0]
    status, keys, _ = _fault(
        client.post("/api/contents/generate", json={"brief": BLANK, "persona_id": persona["id"]})
    )
    assert (status, keys) == (400, ["brief"])
    assert _fault(client.patch(f"/api/personas/{persona['id']}", json={"name": "\u3000 "}))[:2] == (
        400,
        ["name"],
    )


def test_a_blank_comment_is_named_in_extra(client: TestClient) -> None:
    article = client.post("/api/contents", json={"title": "Bus", "body": "We waited twenty."})
    sent = client.post(
        "/api/chat/send",
        json={"content_id": article.json()["id"], "message": 'Replace "twenty" with "ten"'},
    ).json()
    status, keys, _ = _fault(
        client.post(f"/api/revisions/{sent['revision']['id']}/comments", json={"text": " \u3000"})
    )
    assert (status, keys) == (400, ["text"])
