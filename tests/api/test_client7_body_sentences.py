"""A JSON body field the server cannot take is named with a sentence in the contract's terms,
not the validator's ("Input should be a valid dictionary or instance of Selection", "List
should have at least 1 item after validation, not 0")."""

import pytest
from litestar.testing import TestClient


@pytest.fixture
def content_id(client: TestClient) -> str:
    created = client.post("/api/contents", json={"title": "秋天", "body": "公园。\n\n落叶。"})
    return created.json()["id"]


def refusal(client: TestClient, method: str, path: str, body: object) -> tuple[str, dict]:
    answer = client.request(method, path, json=body)
    assert answer.status_code == 400, answer.text
    detail, extra = answer.json()["detail"], answer.json()["extra"]
    assert "Input should" not in detail and "should have" not in detail, detail
    assert "instance of" not in detail and "after validation" not in detail, detail
    (problem,) = extra
    return detail, problem


def test_wrong_types_in_a_body_are_said_plainly(client: TestClient, content_id: str) -> None:
    send = "/api/chat/send"
    detail, problem = refusal(
        client, "POST", send, {"content_id": content_id, "message": "x", "selection": [1, 2]}
    )
    assert problem == {"message": "must be a JSON object", "key": "selection"}
    detail, problem = refusal(
        client,
        "POST",
        send,
        {"content_id": content_id, "message": "x", "selection": {"start": "a", "end": 2}},
    )
    assert detail == "Invalid request — selection.start: must be a whole number."
    detail, problem = refusal(
        client, "POST", send, {"content_id": content_id, "message": "x", "regenerate": "maybe"}
    )
    assert problem["message"] == "must be true or false"
    _, problem = refusal(client, "POST", "/api/contents", {"title": ["秋天"], "body": "公园。"})
    assert problem == {"message": "must be text (a JSON string)", "key": "title"}
    _, problem = refusal(client, "POST", f"/api/contents/{content_id}/restore", {"version": 1.5})
    assert problem["message"] == "must be a whole number"
    _, problem = refusal(client, "POST", f"/api/contents/{content_id}/restore", {"version": 0})
    assert problem["message"] == "must be at least 1"
    _, problem = refusal(
        client, "POST", "/api/revisions/x/reject", {"change_ids": "all", "base_version": 1}
    )
    assert problem["message"] == "must be a list"


def test_lengths_and_choices_in_a_body_are_said_plainly(client: TestClient) -> None:
    detail, problem = refusal(client, "POST", "/api/personas", {"name": "我的声音" * 26})
    assert detail == "Invalid request — name: must be at most 100 characters."
    persona = client.post("/api/personas", json={"name": "我的声音"}).json()["id"]
    _, problem = refusal(
        client, "PATCH", f"/api/personas/{persona}/preferences/x", {"action": "删除"}
    )
    assert problem["key"] == "action"
    assert problem["message"].startswith("must be one of confirm, reject, edit"), problem
    _, problem = refusal(
        client, "POST", "/api/users", {"name": "王小明", "password": "密码" * 5, "roles": []}
    )
    assert problem == {"message": "must list at least one", "key": "roles"}
    _, problem = refusal(
        client,
        "POST",
        "/api/users",
        {"name": "王小明", "password": "密码" * 5, "roles": ["superuser"]},
    )
    assert problem == {"message": "must be one of writer, editor, admin", "key": "roles.0"}
