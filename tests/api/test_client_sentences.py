"""What an API client is told when it asks for something impossible: a sentence that names
the right thing (a brief, not a message; the welcome line, not "an system message") and
suggests only what would work. Found by a client written from docs/api.md alone."""

from __future__ import annotations

import re

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id
from tests.conftest import article

BODY = "We waited twenty minutes.\n\nThe bus never came."
ZH_BODY = "公园里有十五棵树。\n\n我们在长椅上坐了很久。"


def nodes_by_role(client: TestClient, content_id: str) -> dict[str, dict]:
    """The first message of each role in the conversation (system, event, user, assistant)."""
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    found: dict[str, dict] = {}
    for node in session["messages"]:
        found.setdefault(node["role"], node)
    return found


def conversation_with_every_role(client: TestClient) -> dict[str, dict]:
    content_id = create_id(client, body=BODY)
    edited = client.put(
        f"/api/contents/{content_id}",
        json={"body": BODY.replace("twenty", "twenty-five"), "base_version": 1},
    )
    assert edited.status_code == 200, edited.text
    sent = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": 'Replace "twenty-five" with "thirty"'},
    )
    assert sent.status_code == 200, sent.text
    nodes = nodes_by_role(client, content_id)
    assert set(nodes) == {"system", "event", "user", "assistant"}, nodes
    return nodes


def test_editing_a_message_that_is_not_the_writers_says_what_it_is(client: TestClient) -> None:
    nodes = conversation_with_every_role(client)
    for role in ("system", "event", "assistant"):
        answer = client.post(f"/api/chat/messages/{nodes[role]['id']}/edit", json={"message": "x"})
        assert answer.status_code == 400, answer.text
        detail = answer.json()["detail"]
        assert "an system" not in detail and "an event message" not in detail, detail
        assert detail.startswith("Only your own messages can be edited"), detail
        # Regenerating is offered only where it works: on an assistant reply.
        assert ("regenerate" in detail) == (role == "assistant"), detail


def test_regenerating_what_is_not_a_reply_says_what_it_is(client: TestClient) -> None:
    nodes = conversation_with_every_role(client)
    for role in ("system", "event", "user"):
        answer = client.post(f"/api/chat/messages/{nodes[role]['id']}/regenerate")
        assert answer.status_code == 400, answer.text
        detail = answer.json()["detail"]
        assert "a event" not in detail and "a system message" not in detail, detail
        assert detail.startswith("Only assistant replies can be regenerated"), detail
        # Editing is offered only where it works: on the writer's own message.
        assert ("edit it instead" in detail) == (role == "user"), detail


def test_stopping_the_welcome_line_or_an_event_says_what_it_is(client: TestClient) -> None:
    nodes = conversation_with_every_role(client)
    for role in ("system", "event", "assistant"):
        answer = client.post(f"/api/chat/messages/{nodes[role]['id']}/stop")
        assert answer.status_code == 400, answer.text
        detail = answer.json()["detail"]
        assert "an system" not in detail and "an event message" not in detail, detail
        # Naming the writer's message it answers only makes sense for a reply.
        assert ("naming the writer's message" in detail) == (role == "assistant"), detail


def test_an_empty_selection_is_called_empty_not_outside_the_body(client: TestClient) -> None:
    for title, body, start in (("The bus", BODY, 3), ("秋天的公园", ZH_BODY, 4)):
        content_id = create_id(client, title, body)
        answer = client.post(
            "/api/chat/send",
            json={
                "content_id": content_id,
                "message": 'Replace "twenty" with "thirty"',
                "selection": {"start": start, "end": start},
            },
        )
        assert answer.status_code == 400, answer.text
        detail = answer.json()["detail"]
        assert "outside" not in detail and "empty" in detail, detail
        outside = client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": "x", "selection": {"start": 0, "end": 999}},
        )
        assert outside.status_code == 400 and "outside" in outside.json()["detail"]
        # Nothing was saved for either refusal.
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def test_an_empty_or_long_brief_is_called_a_brief(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    made = llm_client.post("/api/personas", json={"name": "新闻腔"})
    assert made.status_code == 201, made.text
    persona_id = made.json()["id"]
    for brief in ("", "   \n "):
        answer = llm_client.post(
            "/api/contents/generate", json={"brief": brief, "persona_id": persona_id}
        )
        assert answer.status_code == 400, answer.text
        detail = answer.json()["detail"]
        assert detail.startswith("The brief is empty"), detail
    long = llm_client.post(
        "/api/contents/generate", json={"brief": "写" * 20_001, "persona_id": persona_id}
    )
    assert long.status_code == 413, long.text
    assert long.json()["detail"].startswith("The brief is 20,001 characters"), long.text
    assert fake_model.history == []  # the model was never asked
    # A good brief still makes a draft.
    fake_model.enqueue(article("秋天的公园", "公园里有五十棵树。"))
    made = llm_client.post(
        "/api/contents/generate", json={"brief": "写公园的秋天", "persona_id": persona_id}
    )
    assert made.status_code == 201, made.text
    assert made.json()["body"] == "公园里有五十棵树。"


def test_a_path_or_method_nothing_answers_gets_a_sentence(client: TestClient) -> None:
    content_id = create_id(client, body=BODY)
    # A version that is no number names the parameter (400, test_s28_faults_whole_numbers).
    wrong = client.get(f"/api/contents/{content_id}/versions/abc")
    assert wrong.status_code == 400, wrong.text
    assert (
        wrong.json()["detail"] == "Invalid request — version: must be a whole number (got 'abc')."
    )
    for path in ("/api/nothing", "/api/秋天"):
        answer = client.get(path)
        assert answer.status_code == 404, answer.text
        detail = answer.json()["detail"]
        assert detail != "Not Found" and "docs/api.md" in detail, detail
    for method, path in (("PUT", "/api/contents"), ("GET", "/api/chat/send")):
        answer = client.request(method, path)
        assert answer.status_code == 405, answer.text
        detail = answer.json()["detail"]
        assert detail.startswith(f"{path} does not answer {method}; it answers "), detail
        allowed = {m.strip() for m in answer.headers["allow"].split(",")}
        assert allowed and all(m in detail for m in allowed), (detail, allowed)
    # An unknown id on a real path is still the domain's own sentence.
    assert client.get("/api/contents/nope").json()["detail"] == "No content with id 'nope'."


def test_a_blank_persona_name_gets_one_sentence_empty_or_spaces(client: TestClient) -> None:
    made = client.post("/api/personas", json={"name": "新闻腔"})
    assert made.status_code == 201, made.text
    persona_id = made.json()["id"]
    for name in ("", "   ", "\u3000", "\u200b", "\u3164"):
        created = client.post("/api/personas", json={"name": name})
        assert created.status_code == 400, created.text
        assert created.json()["detail"] == "A persona needs a name.", created.text
        renamed = client.patch(f"/api/personas/{persona_id}", json={"name": name})
        assert renamed.status_code == 400, renamed.text
        assert renamed.json()["detail"].startswith("A persona needs a name"), renamed.text
    assert client.get(f"/api/personas/{persona_id}").json()["name"] == "新闻腔"
    schema = client.get("/schema/openapi.json").json()["components"]["schemas"]
    pattern = re.compile(schema["CreatePersona"]["properties"]["name"]["pattern"])
    assert pattern.search("新闻腔") and pattern.search(" a ")
    assert not any(pattern.search(name) for name in ("", "   ", "\u3000", "\u200b", "\u3164"))


def test_selection_offsets_count_code_points_so_an_emoji_is_one(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    """docs/api.md: offsets are Unicode code points (a JavaScript client counts [...body])."""
    body = "😀😀 第一句不变。第二句要改。\n\nThe end 🎉."
    content = llm_client.post("/api/contents", json={"title": "表情", "body": body}).json()
    start = body.index("第二句")  # Python counts code points: each emoji is one
    end = start + len("第二句要改。")
    assert len(body[:start].encode("utf-16-le")) // 2 == start + 2  # UTF-16 would be 2 more
    fake_model.enqueue("<replacement>第二句改好了。</replacement>")
    result = llm_client.post(
        "/api/chat/send",
        json={
            "content_id": content["id"],
            "message": "改一下",
            "selection": {"start": start, "end": end},
        },
    )
    assert result.status_code == 200, result.text
    assert result.json()["content"]["body"] == "😀😀 第一句不变。第二句改好了。\n\nThe end 🎉."
    assert "<selection>第二句要改。</selection>" in fake_model.history[0][-1].content
