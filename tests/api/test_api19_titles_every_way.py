"""A title keeps the same rules whichever way it is made (session 19's fault tester): a rules
edit, a model's reply and a model's draft could make a title that shows nothing or holds a line
break, which the article then could not be saved or imported with. And a body sent with CRLF
line endings keeps no stray carriage return at its end."""

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel

BODY = "We waited twenty minutes.\n\nThe bus never came."


def _article(client: TestClient) -> str:
    made = client.post("/api/contents", json={"title": "The bus", "body": BODY})
    assert made.status_code == 201, made.text
    return made.json()["id"]


def _reply(client: TestClient, content_id: str, message: str) -> dict:
    sent = client.post("/api/chat/send", json={"content_id": content_id, "message": message})
    assert sent.status_code == 200, sent.text
    return sent.json()["assistant_message"]


@pytest.mark.parametrize(
    "message",
    [
        'change the title to "\u200b"',
        'change the title to "\u2800"',
        'change the title to "a\u2028b"',
        "标题改成「\u200b\u200b」",
    ],
)
def test_a_rules_edit_making_an_unusable_title_is_refused_in_a_sentence(
    client: TestClient, message: str
) -> None:
    content_id = _article(client)
    reply = _reply(client, content_id, message)
    assert reply["status"] == "error", reply
    assert "title" in reply["content"] and "not applied" in reply["content"]
    article = client.get(f"/api/contents/{content_id}").json()
    assert (article["version"], article["title"]) == (1, "The bus")


@pytest.mark.parametrize("title_line", ["\u2800", "New\u2028Title"])
def test_a_model_reply_with_an_unusable_title_line_is_refused(
    llm_client: TestClient, fake_model: FakeModel, title_line: str
) -> None:
    content_id = _article(llm_client)
    fake_model.enqueue(
        f"{title_line}\n\nWe waited twenty long, cold minutes.\n\nThe bus never came."
    )
    reply = _reply(llm_client, content_id, "Rewrite the first paragraph.")
    article = llm_client.get(f"/api/contents/{content_id}").json()
    assert article["title"] == "The bus"
    if article["version"] == 1:
        assert reply["status"] == "error" and "title" in reply["content"], reply
    # Whatever was saved can be saved again as it is.
    again = llm_client.put(
        f"/api/contents/{content_id}",
        json={
            "title": article["title"],
            "body": article["body"],
            "base_version": article["version"],
        },
    )
    assert again.status_code == 200, again.text


def test_a_draft_whose_title_line_shows_nothing_is_named_from_its_text(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    _article(llm_client)  # the default persona comes with the first article
    fake_model.enqueue(
        "\u2800\n\nThe shelter leaked all night.\n\nNobody spoke until the bus came."
    )
    made = llm_client.post(
        "/api/contents/generate", json={"brief": "a bus story", "persona_id": "pdefault"}
    )
    assert made.status_code == 201, made.text
    draft = made.json()
    assert draft["title"] == "The shelter leaked all night"
    assert draft["body"] == "The shelter leaked all night.\n\nNobody spoke until the bus came."


@pytest.mark.parametrize(
    ("sent", "kept"),
    [("Line one.\r\n\r\nLine two.\r\n", "Line one.\r\n\r\nLine two."), ("a \r\n\r\n", "a ")],
)
def test_a_crlf_body_keeps_no_stray_carriage_return_at_its_end(
    client: TestClient, sent: str, kept: str
) -> None:
    made = client.post("/api/contents", json={"title": "CRLF", "body": sent})
    assert made.status_code == 201, made.text
    assert made.json()["body"] == kept


def test_a_draft_over_the_size_limit_is_the_models_failure_not_the_briefs(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    # Faults tester: a 570,004-character draft answered 413 "The article is … characters",
    # which docs/api.md keeps for a brief too long — the writer would shorten their brief.
    _article(llm_client)
    fake_model.enqueue("Buses\n\n" + "The bus came late. " * 30000)
    made = llm_client.post(
        "/api/contents/generate", json={"brief": "a bus story", "persona_id": "pdefault"}
    )
    assert made.status_code == 502, made.text
    # Said as the model's failure (session 34: a draft past the size any article may have is
    # caught as the reply arrives), never as the brief's.
    said = made.json()["detail"]
    assert said.startswith("The model could not write the draft:"), said
    assert "longer than any article Redline keeps" in said, said
    assert len(llm_client.get("/api/contents").json()) == 1  # no article was made
