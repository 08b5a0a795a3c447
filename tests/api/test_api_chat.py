"""The send flow over HTTP: rules offline, a fake LLM, guards, failures and streaming."""

import json

from litestar.testing import TestClient

from app.llm.base import LLMRateLimited, LLMTimeout
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send
from tests.conftest import article

BODY = "We waited twenty minutes.\n\nThe bus never came.\n\nSo we walked home."
ZH = "第一段：我们等了二十分钟。\n\n第二段：公交车一直没来。\n\n第三段：于是我们走回了家。"


def test_offline_replacement_makes_v2_with_a_reply_saying_what_changed(client: TestClient) -> None:
    content = create(client, body=BODY)
    result = send(client, content["id"], 'Replace "twenty" with "thirty"')
    assert result["revision"]["kind"] == "rules"
    assert (result["revision"]["base_version"], result["revision"]["version"]) == (1, 2)
    assert "thirty minutes" in result["content"]["body"]
    reply = result["assistant_message"]["content"]
    # What changed, in words — never the article repeated.
    assert reply == "V1→V2 saved.\n• paragraph 1: “twenty” → “thirty”"
    assert result["assistant_message"]["version"] == 2
    history = client.get(f"/api/chat/revisions/{content['id']}").json()
    assert [r["version"] for r in history] == [2]


def test_offline_chinese_delete_paragraph(client: TestClient) -> None:
    content = create(client, "等车", ZH)
    result = send(client, content["id"], "删除第二段")
    assert result["revision"] is not None
    assert "公交车" not in result["content"]["body"]
    assert "第一段" in result["content"]["body"] and "第三段" in result["content"]["body"]


def test_offline_unknown_suggestion_is_honest_and_changes_nothing(client: TestClient) -> None:
    content = create(client, body=BODY)
    result = send(client, content["id"], "make it livelier")
    assert result["revision"] is None
    assert result["content"]["version"] == 1
    assert "REDLINE_LLM_PROVIDER" in result["assistant_message"]["content"]
    assert client.get(f"/api/chat/revisions/{content['id']}").json() == []


def test_llm_edit_sends_article_and_suggestion_and_records_the_call(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(
        article("The bus", "We waited ages!", "The bus never came.", "So we walked home.")
    )
    result = send(llm_client, content["id"], "make the first line livelier")
    assert result["revision"]["kind"] == "llm"
    assert result["revision"]["model"] == "fake-model"
    assert result["content"]["body"].startswith("We waited ages!")
    prompt = fake_model.prompts_text[0]
    assert "make the first line livelier" in prompt and "We waited twenty minutes." in prompt
    recorded = llm_client.get(
        f"/api/chat/messages/{result['assistant_message']['id']}/prompt"
    ).json()
    assert [m["content"] for m in recorded["messages"]] == [
        m.content for m in fake_model.history[0]
    ]
    assert recorded["response"].startswith("The bus")


def test_user_message_is_saved_before_the_model_fails(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(LLMTimeout("The model did not answer within 60 seconds."))
    result = send(llm_client, content["id"], "make it livelier")
    assert result["revision"] is None
    assert result["assistant_message"]["status"] == "error"
    assert "60 seconds" in result["assistant_message"]["content"]
    assert "Traceback" not in result["assistant_message"]["content"]
    assert result["content"]["version"] == 1
    session = llm_client.get(f"/api/chat/sessions/{content['id']}").json()
    assert [m["role"] for m in session["path"]] == ["system", "user", "assistant"]
    assert session["path"][1]["content"] == "make it livelier"


def test_retry_after_failure_by_regenerating(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(LLMRateLimited("The model is rate-limited (429)."))
    failed = send(llm_client, content["id"], "make it livelier")
    fake_model.enqueue(
        article("The bus", "We waited ages!", "The bus never came.", "So we walked home.")
    )
    retry = llm_client.post(
        f"/api/chat/messages/{failed['assistant_message']['id']}/regenerate", json={}
    )
    assert retry.status_code == 200, retry.text
    assert retry.json()["revision"]["version"] == 2


def test_guard_refuses_a_reply_that_drops_most_of_the_text(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue("The bus\n\nWe.")
    result = send(llm_client, content["id"], "fix the typo in the second paragraph")
    assert result["revision"] is None
    assert result["assistant_message"]["status"] == "error"
    assert llm_client.get(f"/api/contents/{content['id']}").json()["body"] == BODY
    call = llm_client.get(f"/api/chat/messages/{result['assistant_message']['id']}/prompt").json()
    assert call["response"] == "The bus\n\nWe."
    assert call["outcome"].startswith("rejected")


def test_guard_refuses_an_unchanged_reply(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(article("The bus", *BODY.split("\n\n")))
    result = send(llm_client, content["id"], "make it livelier")
    assert result["revision"] is None
    assert "unchanged" in result["assistant_message"]["content"].lower()


def test_guard_refuses_an_empty_reply(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue("   ")
    result = send(llm_client, content["id"], "make it livelier")
    assert result["revision"] is None
    assert result["assistant_message"]["status"] == "error"


def test_shortening_that_was_asked_for_is_allowed(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "等车", ZH)
    fake_model.enqueue("等车\n\n我们等了很久。")
    result = send(llm_client, content["id"], "太长了，缩短成一句话")
    assert result["revision"] is not None


def test_preamble_and_fences_are_tolerated(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, "等车", ZH)
    result = send(llm_client, content["id"], "把二十改成三十")
    # "把二十改成三十" is mechanical: the rules editor applies it without the model.
    assert result["revision"]["kind"] == "rules"
    assert fake_model.history == []
    fake_model.enqueue(
        "好的，以下是修改后的文章：\n\n```\n标题：等车\n\n第一段：我们足足等了三十分钟！\n\n"
        "第二段：公交车一直没来。\n\n第三段：于是我们走回了家。\n```\n希望对你有帮助！"
    )
    result = send(llm_client, content["id"], "第一段活泼一点")
    assert result["revision"]["kind"] == "llm"
    assert result["content"]["title"] == "等车"
    assert result["content"]["body"].startswith("第一段：我们足足等了三十分钟！")
    assert "希望" not in result["content"]["body"]


def test_deferred_suggestions_are_applied_together(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    noted = send(llm_client, content["id"], "make it livelier", regenerate=False)
    assert noted["revision"] is None and "Noted" in noted["assistant_message"]["content"]
    assert fake_model.history == []
    fake_model.enqueue(
        article("The bus!", "We waited ages!", "The bus never came.", "So we walked home.")
    )
    result = send(llm_client, content["id"], "and add an exclamation to the title")
    final = fake_model.history[0][-1].content
    assert "make it livelier" in final and "exclamation" in final
    assert result["revision"]["version"] == 2


def test_apply_word_applies_the_pending_suggestions(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    send(llm_client, content["id"], "make it livelier", regenerate=False)
    fake_model.enqueue(
        article("The bus", "We waited ages!", "The bus never came.", "So we walked home.")
    )
    result = send(llm_client, content["id"], "apply")
    assert result["revision"] is not None
    final = fake_model.history[0][-1].content
    assert "make it livelier" in final


def test_message_over_the_limit_is_413(client: TestClient) -> None:
    content = create(client, body=BODY)
    response = client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "x" * 20_001}
    )
    assert response.status_code == 413
    assert "20,000" in response.json()["detail"]


def test_send_to_unknown_content_is_404(client: TestClient) -> None:
    response = client.post("/api/chat/send", json={"content_id": "cnope", "message": "hi"})
    assert response.status_code == 404


def test_send_with_stale_base_version_is_409(client: TestClient) -> None:
    content = create(client, body=BODY)
    send(client, content["id"], 'replace "twenty" with "thirty"')
    response = client.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": "删除第一段", "base_version": 1},
    )
    assert response.status_code == 409


def test_session_view_404_before_the_first_message(client: TestClient) -> None:
    content = create(client, body=BODY)
    assert client.get(f"/api/chat/sessions/{content['id']}").status_code == 404


def test_diff_on_chinese_shows_a_changed_number_whole(client: TestClient) -> None:
    # the writer reads "二十" → "三十", as "20" → "30", not the one numeral "二" → "三"
    content = create(client, "等车", ZH)
    result = send(client, content["id"], "把“二十”改成“三十”")
    diff = client.get(f"/api/revisions/{result['revision']['id']}/diff").json()
    inserted = "".join(h["text"] for h in diff["hunks"] if h["op"] == "insert")
    deleted = "".join(h["text"] for h in diff["hunks"] if h["op"] == "delete")
    assert (deleted, inserted) == ("二十", "三十")
    assert diff["stats"]["paragraphs_total"] == 3
    assert diff["stats"]["paragraphs_changed"] == 1
    assert diff["changes"] == [{"id": 0, "delete": "二十", "insert": "三十"}]


def test_reject_one_change_restores_that_span_as_a_manual_revision(client: TestClient) -> None:
    content = create(client, "The bus", "twenty and twenty")
    result = send(client, content["id"], 'replace "twenty" with "thirty"')
    diff = client.get(f"/api/revisions/{result['revision']['id']}/diff").json()
    assert len(diff["changes"]) == 2
    rejected = client.post(
        f"/api/revisions/{result['revision']['id']}/reject",
        json={"change_ids": [diff["changes"][1]["id"]], "base_version": 2},
    )
    assert rejected.status_code == 200, rejected.text
    assert rejected.json()["body"] == "thirty and twenty"
    assert rejected.json()["version"] == 3
    kinds = [r["kind"] for r in client.get(f"/api/chat/revisions/{content['id']}").json()]
    assert kinds == ["rules", "manual"]


def test_streaming_send_emits_the_events_in_order(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(
        article("The bus", "We waited ages!", "The bus never came.", "So we walked home.")
    )
    response = llm_client.post(
        "/api/chat/send?stream=true",
        json={"content_id": content["id"], "message": "make it livelier"},
    )
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    events = [
        line.split(":", 1)[1].strip()
        for line in response.text.splitlines()
        if line.startswith("event:")
    ]
    assert events[0] == "user_message"
    assert "delta" in events
    assert events[-3:] == ["revision", "assistant_message", "done"]
    data = [line[5:].strip() for line in response.text.splitlines() if line.startswith("data:")]
    assert json.loads(data[-1])["content"]["version"] == 2


def test_streaming_send_to_unknown_content_is_a_plain_404(client: TestClient) -> None:
    response = client.post(
        "/api/chat/send?stream=true", json={"content_id": "cnope", "message": "hi"}
    )
    assert response.status_code == 404


def test_blocks_format_applies_search_replace_blocks(settings) -> None:
    from app.main import create_app

    settings.edit_format = "blocks"
    fake = FakeModel()
    with TestClient(app=create_app(settings, provider=fake)) as client:
        content = create(client, body=BODY)
        fake.enqueue(
            "<<<<<<< SEARCH\nThe bus never came.\n=======\nThe bus never, ever came.\n"
            ">>>>>>> REPLACE"
        )
        result = send(client, content["id"], "stress that the bus did not come")
        assert "SEARCH" in fake.history[0][0].content  # the system prompt asked for blocks
        assert result["content"]["body"] == BODY.replace("never came", "never, ever came")


def test_a_block_that_matches_nothing_is_asked_for_again_by_number(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue(
        "<<<<<<< SEARCH\nThis sentence is not in the article.\n=======\nNew.\n>>>>>>> REPLACE",
        article("The bus", "We waited ages.", "The bus never came.", "So we walked home."),
    )
    result = send(llm_client, content["id"], "make the first line punchier")
    assert len(fake_model.history) == 2
    # The follow-up names the block that failed; the model may answer with the whole article.
    assert "Block 1" in fake_model.history[1][-1].content
    assert result["content"]["body"].startswith("We waited ages.")
    call = llm_client.get(f"/api/chat/messages/{result['assistant_message']['id']}/prompt").json()
    assert len(call["messages"]) == len(fake_model.history[1])


def test_racing_sends_never_share_a_version(llm_client: TestClient, fake_model: FakeModel) -> None:
    import threading

    content = create(llm_client, body=BODY)
    for n in range(6):
        fake_model.enqueue(
            article(
                "The bus", f"We waited {n} minutes.", "The bus never came.", "So we walked home."
            )
        )
    results: list[dict] = []

    def one(n: int) -> None:
        results.append(send(llm_client, content["id"], f"change the wait to {n} minutes"))

    threads = [threading.Thread(target=one, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(20)
    assert len(results) == 6
    saved = [r for r in results if r["revision"]]
    moved_on = [r for r in results if not r["revision"]]
    # The lock is not held across the model call: a turn whose article moved on meanwhile
    # saves nothing and says so; the turns that did commit took consecutive, unique versions.
    assert saved
    assert sorted(r["revision"]["version"] for r in saved) == list(range(2, 2 + len(saved)))
    for r in moved_on:
        assert r["assistant_message"]["status"] == "error"
        assert "first while this message was being answered" in r["assistant_message"]["content"]
    session = llm_client.get(f"/api/chat/sessions/{content['id']}").json()
    said = {m["content"] for m in session["messages"] if m["role"] == "user"}
    assert said == {f"change the wait to {n} minutes" for n in range(6)}  # every message kept
    # Every suggestion has its answer in the tree: the lost ones as a failed reply to retry.
    stored = {m["id"]: m for m in session["messages"]}
    for r in moved_on:
        reply = stored[r["assistant_message"]["id"]]
        assert reply["parent_id"] == r["user_message"]["id"] and reply["status"] == "error"
    assert session["head_id"] == session["path"][-1]["id"]
    latest = llm_client.get(f"/api/contents/{content['id']}").json()
    assert latest["version"] == 1 + len(saved)


def test_no_change_from_the_model_is_an_answer_not_an_error(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, body=BODY)
    fake_model.enqueue("NO_CHANGE")
    result = send(llm_client, content["id"], "is the title fine as it is?")
    assert result["revision"] is None
    assert result["assistant_message"]["status"] == "ok"
    assert "nothing to change" in result["assistant_message"]["content"]
    call = llm_client.get(f"/api/chat/messages/{result['assistant_message']['id']}/prompt").json()
    assert call["outcome"] == "no_change"


def test_unknown_and_malformed_revision_and_message_ids_are_404(client: TestClient) -> None:
    for url in [
        "/api/revisions/bad.id",
        "/api/revisions/nodash",
        "/api/revisions/" + "a" * 70 + "/diff",
        "/api/chat/messages/x.y/prompt",
        "/api/chat/messages/cnone-mnone/prompt",
    ]:
        response = client.get(url)
        assert response.status_code == 404, url
        assert response.json()["detail"].startswith("No "), url
