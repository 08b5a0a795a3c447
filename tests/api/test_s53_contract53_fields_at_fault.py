"""docs/api.md: "`extra` lists the fields at fault for a 400". A client written from the
document alone (outside52's F7) points at the field a 400 names — but a comment over its
length, a selection that is empty, backwards or outside the body, an Idempotency-Key of the
wrong form, a message id of the wrong role in the path and a rejection of changes already
rejected all answered `extra: null`, and a body-wide problem of the sharing body said
"Value error, …" in the schema library's words."""

from typing import Any

from litestar.testing import TestClient

TITLE = "秋天的公园"
BODY = "公园里的树叶变黄了。\n\nThe bus was late and we waited fifteen minutes."


def _fault(answer: Any) -> list[tuple[str | None, str | None]]:
    """The (key, source) of each item of a 400's `extra`, after checking the error's shape."""
    assert answer.status_code == 400, answer.text
    error = answer.json()
    assert set(error) == {"status_code", "detail", "extra"}, error
    assert isinstance(error["extra"], list) and error["extra"], error
    for item in error["extra"]:
        assert isinstance(item["message"], str) and item["message"], item
        assert set(item) <= {"key", "message", "source"}, item
    return [(item.get("key"), item.get("source")) for item in error["extra"]]


def _article(client: TestClient) -> dict[str, Any]:
    made = client.post("/api/contents", json={"title": TITLE, "body": BODY})
    assert made.status_code == 201, made.text
    return made.json()


def test_a_selection_at_fault_is_named(client: TestClient) -> None:
    cid = _article(client)["id"]
    for start, end in ((3, 3), (5, 2), (5, 5000)):
        sent = {"content_id": cid, "message": "改短一点", "selection": {"start": start, "end": end}}
        assert _fault(client.post("/api/chat/send", json=sent)) == [("selection", None)], (
            start,
            end,
        )
    # Nothing was saved by any of them: the conversation is still its opening line alone.
    session = client.get(f"/api/chat/sessions/{cid}").json()
    assert [m["role"] for m in session["messages"]] == ["system"]


def test_a_comment_over_its_length_is_named(client: TestClient) -> None:
    cid = _article(client)["id"]
    client.put(f"/api/contents/{cid}", json={"body": BODY.replace("黄", "红"), "base_version": 1})
    revision = client.get(f"/api/chat/revisions/{cid}").json()[0]["id"]
    too_long = client.post(f"/api/revisions/{revision}/comments", json={"text": "字" * 4001})
    assert _fault(too_long) == [("text", None)]
    assert "4001" in too_long.json()["detail"]
    assert client.get(f"/api/revisions/{revision}/comments").json() == []


def test_a_bad_idempotency_key_is_named_as_a_header(client: TestClient) -> None:
    for key in (b"x" * 201, b"caf\xe9", b"a\tb"):
        answer = client.post(
            "/api/contents",
            json={"title": TITLE, "body": BODY},
            headers={"Idempotency-Key": key},
        )
        assert _fault(answer) == [("Idempotency-Key", "header")], key
    # A key refused where none is taken is the same header at fault.
    refused = client.post("/api/personas", json={"name": "记者"}, headers={"Idempotency-Key": "k1"})
    assert _fault(refused) == [("Idempotency-Key", "header")]
    assert client.get("/api/contents").json() == []


def test_a_message_of_the_wrong_role_is_named_as_the_path(client: TestClient) -> None:
    cid = _article(client)["id"]
    sent = client.post("/api/chat/send", json={"content_id": cid, "message": "把“黄”改成“红”"})
    assert sent.status_code == 200, sent.text
    user, reply = sent.json()["user_message"]["id"], sent.json()["assistant_message"]["id"]
    at_fault = [("message_id", "path")]
    assert _fault(client.post(f"/api/chat/messages/{reply}/edit", json={"message": "y"})) == (
        at_fault
    )
    assert _fault(client.post(f"/api/chat/messages/{user}/regenerate")) == at_fault
    assert _fault(client.post(f"/api/chat/messages/{reply}/stop")) == at_fault


def test_changes_already_rejected_are_named(client: TestClient) -> None:
    cid = _article(client)["id"]
    client.put(f"/api/contents/{cid}", json={"body": BODY.replace("黄", "红"), "base_version": 1})
    revision = client.get(f"/api/chat/revisions/{cid}").json()[0]["id"]
    first = client.post(f"/api/revisions/{revision}/reject", json={"base_version": 2})
    assert first.status_code == 200, first.text
    again = client.post(f"/api/revisions/{revision}/reject", json={"base_version": 3})
    assert _fault(again) == [("change_ids", None)]
    assert client.get(f"/api/contents/{cid}").json()["version"] == 3


def test_a_body_wide_problem_is_said_in_the_contracts_words(client: TestClient) -> None:
    cid = _article(client)["id"]
    answer = client.put(f"/api/contents/{cid}/sharing", json={})
    faults = _fault(answer)
    error = answer.json()
    assert "Value error" not in error["detail"], error["detail"]
    assert all("Value error" not in item["message"] for item in error["extra"])
    # Neither field alone is at fault: the item names none, as docs/api.md says of a problem
    # of the body as a whole.
    assert faults == [(None, None)]
    assert "user_ids" in error["detail"] and "user_names" in error["detail"]


def _conflict_keys(answer: Any) -> list[str]:
    assert answer.status_code == 409, answer.text
    error = answer.json()
    assert set(error) == {"status_code", "detail", "extra"}, error
    return [item["key"] for item in error["extra"] or []]


def test_a_stale_base_version_is_named_on_every_route_that_takes_one(client: TestClient) -> None:
    """A client tells a stale base (read the article again) from a moved-on conversation
    (`head_id`: read the conversation again) by the field `extra` names, not the sentence."""
    cid = _article(client)["id"]
    edited = {"body": BODY.replace("黄", "红"), "base_version": 1}
    assert client.put(f"/api/contents/{cid}", json=edited).status_code == 200
    revision = client.get(f"/api/chat/revisions/{cid}").json()[0]["id"]
    stale = [
        client.put(f"/api/contents/{cid}", json={"body": "另一个。", "base_version": 1}),
        client.patch(f"/api/contents/{cid}", json={"title": "新标题", "base_version": 1}),
        client.post(f"/api/contents/{cid}/restore", json={"version": 1, "base_version": 1}),
        client.post(f"/api/revisions/{revision}/reject", json={"base_version": 1}),
        client.post("/api/chat/send", json={"content_id": cid, "message": "改", "base_version": 1}),
    ]
    unreached = [
        client.put(f"/api/contents/{cid}", json={"body": "另一个。", "base_version": 9}),
        client.post(f"/api/contents/{cid}/merge", json={"body": "另一个。", "base_version": 9}),
        client.post("/api/chat/send", json={"content_id": cid, "message": "改", "base_version": 9}),
    ]
    for answer in stale + unreached:
        assert _conflict_keys(answer) == ["base_version"], answer.json()
    assert client.get(f"/api/contents/{cid}").json()["version"] == 2
    # The conversation's own 409 still names `head_id` alone.
    first = client.post("/api/chat/send", json={"content_id": cid, "message": "把“红”改成“绿”"})
    head = first.json()["user_message"]["id"]
    moved = client.post(
        "/api/chat/send", json={"content_id": cid, "message": "改", "head_id": head}
    )
    assert _conflict_keys(moved) == ["head_id"]
