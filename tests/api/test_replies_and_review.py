"""A saved edit's reply says what changed in words; every change of a revision stays
reviewable across rejections; the streamed `done` event carries the revision it saved."""

from litestar.testing import TestClient

from app.testing import sse
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send
from tests.conftest import article

BODY = "We waited twenty minutes.\n\nThe bus never came.\n\nSo we walked home."
ZH = "我们等了十五分钟。\n\n公交车一直没来。\n\n于是我们走回了家。"


# -- what changed, in words -----------------------------------------------------------------


def test_a_model_edit_is_described_line_by_line_with_its_note_and_withheld_changes(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(
        "The bus\n\nWe waited ages, honestly!\n\nThe bus never came.\n\n"
        "So we walked all the way home."
    )
    result = send(llm_client, content["id"], "make the first paragraph livelier")
    lines = result["assistant_message"]["content"].split("\n")
    assert lines[0] == "V1→V2 saved."
    assert lines[1] == "• paragraph 1: “twenty minutes.” → “ages, honestly!”"
    # The change outside "the first paragraph" is flagged, not applied.
    assert any(
        line.startswith("• also suggested: paragraph 3") and "not applied" in line for line in lines
    )
    assert "The bus never came." not in result["assistant_message"]["content"]
    assert result["content"]["body"].endswith("So we walked home.")
    diff = llm_client.get(f"/api/revisions/{result['revision']['id']}/diff").json()
    assert diff["descriptions"][0] == "paragraph 1: “twenty minutes.” → “ages, honestly!”"
    assert any("also suggested: paragraph 3" in line for line in diff["descriptions"])


def test_the_models_note_is_quoted_in_the_reply(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(
        "I shortened the second paragraph.\n\n"
        + article("The bus", "We waited twenty minutes.", "No bus.", "So we walked home.")
    )
    result = send(llm_client, content["id"], "shorten the second paragraph")
    reply = result["assistant_message"]["content"]
    assert result["revision"] is not None
    assert "paragraph 2" in reply.split("\n")[1]
    assert "• the model's note: “I shortened the second paragraph.”" in reply.split("\n")


def test_a_chinese_edit_is_described_in_chinese(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "等车", ZH)
    fake_model.enqueue(
        article("等车", "我们等了五十分钟。", "公交车一直没来，真让人着急。", "于是我们走回了家。")
    )
    result = send(llm_client, content["id"], "第二段写得着急一点，第一段的十五改成五十")
    lines = result["assistant_message"]["content"].split("\n")
    assert lines[0] == "V1→V2 saved."
    assert lines[1].startswith("• 第1段：") and "五十" in lines[1]
    assert lines[2].startswith("• 第2段：")
    assert "paragraph" not in result["assistant_message"]["content"]
    diff = llm_client.get(f"/api/revisions/{result['revision']['id']}/diff").json()
    assert [line[:3] for line in diff["descriptions"]] == ["第1段", "第2段"]


def test_a_deleted_paragraph_is_named_and_the_rest_not_repeated(client: TestClient) -> None:
    content = create(client, body=BODY)
    result = send(client, content["id"], "delete paragraph 2")
    reply = result["assistant_message"]["content"]
    assert reply == "V1→V2 saved.\n• paragraph 2 deleted"


# -- every change stays reviewable ----------------------------------------------------------


def three_changes(client: TestClient) -> tuple[dict, dict]:
    content = create(client, "Counts", "one twenty, two twenty, three twenty")
    result = send(client, content["id"], 'replace "twenty" with "thirty"')
    diff = client.get(f"/api/revisions/{result['revision']['id']}/diff").json()
    assert [c["insert"] for c in diff["changes"]] == ["thirty"] * 3
    return content, result["revision"]


def reject(client: TestClient, revision_id: str, change_ids, base_version: int):
    return client.post(
        f"/api/revisions/{revision_id}/reject",
        json={"change_ids": change_ids, "base_version": base_version},
    )


def test_changes_of_one_revision_can_be_rejected_one_after_another(client: TestClient) -> None:
    content, revision = three_changes(client)
    first = reject(client, revision["id"], [0], 2)
    assert first.status_code == 200, first.text
    assert first.json()["body"] == "one twenty, two thirty, three thirty"
    second = reject(client, revision["id"], [2], 3)
    assert second.status_code == 200, second.text
    assert second.json()["body"] == "one twenty, two thirty, three twenty"
    assert second.json()["version"] == 4
    history = client.get(f"/api/contents/{content['id']}/history").json()
    assert [h["suggestion"] for h in history[-2:]] == [
        "Rejected 1 change of V2",
        "Rejected 1 change of V2",
    ]
    assert [h["rejected_changes"] for h in history[-2:]] == [[0], [0, 2]]
    assert {h["rejected_from"] for h in history[-2:]} == {revision["id"]}
    # Already rejected: nothing to do, said plainly.
    again = reject(client, revision["id"], [2], 4)
    assert again.status_code == 400
    assert "already rejected" in again.json()["detail"]
    # Reject all from there puts back the last change too.
    rest = reject(client, revision["id"], None, 4)
    assert rest.status_code == 200, rest.text
    assert rest.json()["body"] == "one twenty, two twenty, three twenty"
    assert client.get(f"/api/contents/{content['id']}/history").json()[-1]["suggestion"] == (
        "Rejected all changes of V2"
    )
    session = client.get(f"/api/chat/sessions/{content['id']}").json()
    events = [m["content"] for m in session["path"] if m["role"] == "event"]
    assert events == [
        "Rejected 1 change of V2 (V2→V3).",
        "Rejected 1 change of V2 (V3→V4).",
        "Rejected all changes of V2 (V4→V5).",
    ]


def test_two_changes_at_once_are_named_as_two(client: TestClient) -> None:
    content, revision = three_changes(client)
    response = reject(client, revision["id"], [0, 1], 2)
    assert response.json()["body"] == "one twenty, two twenty, three thirty"
    history = client.get(f"/api/contents/{content['id']}/history").json()
    assert history[-1]["suggestion"] == "Rejected 2 changes of V2"
    assert history[-1]["kind"] == "manual"


def test_rejecting_after_another_edit_is_a_conflict(client: TestClient) -> None:
    content, revision = three_changes(client)
    edited = client.put(
        f"/api/contents/{content['id']}",
        json={"body": "something else entirely", "base_version": 2},
    )
    assert edited.status_code == 200
    response = reject(client, revision["id"], [0], 3)
    assert response.status_code == 409
    assert "V2" in response.json()["detail"]
    # A stale base version is a conflict too.
    assert reject(client, revision["id"], [0], 2).status_code == 409


def test_a_rejection_of_another_revision_does_not_open_this_one(client: TestClient) -> None:
    content, first = three_changes(client)
    second = send(client, content["id"], 'replace "one" with "uno"')["revision"]
    assert reject(client, second["id"], None, 3).status_code == 200
    response = reject(client, first["id"], [0], 4)
    assert response.status_code == 409


# -- the streamed done event --------------------------------------------------------------


def test_the_streamed_done_event_carries_the_saved_revision(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(
        article("The bus", "We waited ages!", "The bus never came.", "So we walked home.")
    )
    response = llm_client.post(
        "/api/chat/send?stream=true",
        json={"content_id": content["id"], "message": "make paragraph 1 livelier"},
    )
    events = dict(sse.events(response.text.splitlines()))
    assert events["revision"]["version"] == 2
    assert events["done"]["revision"] == events["revision"]
    assert events["done"]["assistant_message"]["revision_id"] == events["revision"]["id"]
    # A regenerated reply streams its revision in `done` too.
    fake_model.enqueue(
        article("The bus", "We waited forever!", "The bus never came.", "So we walked home.")
    )
    regenerated = llm_client.post(
        f"/api/chat/messages/{events['assistant_message']['id']}/regenerate?stream=true",
        json={},
    )
    again = dict(sse.events(regenerated.text.splitlines()))
    assert again["done"]["revision"]["version"] == 3
    assert again["done"]["revision"]["id"] == again["revision"]["id"]
    # An edited message's streamed answer likewise.
    fake_model.enqueue(
        article("The bus", "We waited an hour!", "The bus never came.", "So we walked home.")
    )
    edited = llm_client.post(
        f"/api/chat/messages/{events['user_message']['id']}/edit?stream=true",
        json={"message": "make paragraph 1 much livelier"},
    )
    branch = dict(sse.events(edited.text.splitlines()))
    assert branch["done"]["revision"]["id"] == branch["revision"]["id"]
    assert branch["done"]["revision"]["base_version"] == 1
    # A rules edit, streamed, likewise.
    rules = llm_client.post(
        "/api/chat/send?stream=true",
        json={"content_id": content["id"], "message": 'replace "bus" with "tram"'},
    )
    done = dict(sse.events(rules.text.splitlines()))["done"]
    assert done["revision"]["kind"] == "rules" and done["revision"]["version"] == 5


# -- any two versions compared --------------------------------------------------------------


def test_any_two_versions_compare_across_branches(client: TestClient) -> None:
    content = create(client, body=BODY)
    cid = content["id"]
    send(client, cid, 'replace "twenty" with "thirty"')  # V2
    send(client, cid, "delete paragraph 3")  # V3
    first = client.get(f"/api/contents/{cid}/diff?from=1&to=3").json()
    assert (first["from_version"], first["to_version"]) == (1, 3)
    assert first["descriptions"] == ["paragraph 1: “twenty” → “thirty”", "paragraph 3 deleted"]
    assert first["stats"]["paragraphs_changed"] == 2
    backwards = client.get(f"/api/contents/{cid}/diff?from=3&to=1").json()
    assert backwards["descriptions"][-1] == "paragraph 3 added"
    same = client.get(f"/api/contents/{cid}/diff?from=2&to=2").json()
    assert same["changes"] == [] and same["descriptions"] == []
    assert client.get(f"/api/contents/{cid}/diff?from=1&to=9").status_code == 404
    assert client.get(f"/api/contents/{cid}/diff?from=0&to=2").status_code == 400
    assert client.get(f"/api/contents/{cid}/diff?to=2").status_code == 400
    assert client.get("/api/contents/cnope/diff?from=1&to=2").status_code == 404


def test_chinese_versions_compare_in_chinese(client: TestClient) -> None:
    content = create(client, "等车", ZH)
    send(client, content["id"], "把“十五”改成“五十”")
    diff = client.get(f"/api/contents/{content['id']}/diff?from=1&to=2").json()
    assert diff["descriptions"] == ["第1段：“十五”改为“五十”"]
