"""Draft from a brief, through the HTTP API: the model's reply is read as carefully as an edit —
every paragraph kept when a title is given, chatter peeled at both ends, and a refusal, a
question or a cut-off reply answered 502 with a sentence, no article created."""

import pytest
from litestar.testing import TestClient

from app.llm.base import Completion
from app.testing.fake_model import FakeModel


def _persona(client: TestClient) -> None:
    client.post("/api/contents", json={"title": "seed", "body": "Seed text."})


def _articles(client: TestClient) -> int:
    return len(client.get("/api/contents").json())


def _generate(client: TestClient, brief: str, title: str | None = None) -> tuple[int, dict]:
    payload = {"brief": brief, "persona_id": "pdefault"}
    if title is not None:
        payload["title"] = title
    response = client.post("/api/contents/generate", json=payload)
    return response.status_code, response.json()


@pytest.mark.parametrize(
    ("title", "reply", "body"),
    [
        (
            "等车",
            "雨一直下。我们站在漏雨的候车亭下，谁也没说话。\n\n公交车始终没来，我们便走回了家。",
            "雨一直下。我们站在漏雨的候车亭下，谁也没说话。\n\n公交车始终没来，我们便走回了家。",
        ),
        (
            "The Night Bus",
            "The rain never stopped. We stood under the leaking shelter.\n\nThe bus never came.",
            "The rain never stopped. We stood under the leaking shelter.\n\nThe bus never came.",
        ),
        (
            "The Night Bus",
            "# The Night Bus\n\nThe rain never stopped.\n\nThe bus never came.",
            "The rain never stopped.\n\nThe bus never came.",
        ),
    ],
)
def test_with_a_title_given_every_paragraph_of_the_draft_is_kept(
    llm_client: TestClient, fake_model: FakeModel, title: str, reply: str, body: str
) -> None:
    _persona(llm_client)
    fake_model.enqueue(reply)
    status, draft = _generate(llm_client, "a story about waiting for a bus", title)
    assert status == 201, draft
    assert (draft["title"], draft["body"]) == (title, body)


def test_chatter_around_the_draft_is_peeled_at_both_ends(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    _persona(llm_client)
    fake_model.enqueue(
        "Sure! Here's a draft:\n\nWaiting for the 42\n\nThe shelter leaked.\n\n"
        "Nobody spoke until the bus came.\n\nHope you like it!"
    )
    status, draft = _generate(llm_client, "a bus story")
    assert status == 201, draft
    assert draft["title"] == "Waiting for the 42"
    assert draft["body"] == "The shelter leaked.\n\nNobody spoke until the bus came."


def test_a_chinese_sign_off_is_not_saved_as_a_paragraph(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    _persona(llm_client)
    fake_model.enqueue("标题：等车\n\n雨一直下。\n\n车终于来了。\n\n希望你喜欢这篇短文！")
    status, draft = _generate(llm_client, "等车的故事")
    assert status == 201, draft
    assert (draft["title"], draft["body"]) == ("等车", "雨一直下。\n\n车终于来了。")


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("I'm sorry, I can't help with that.", "I'm sorry"),
        ("What topic would you like the article to cover?", "What topic"),
        ("抱歉，我无法根据这个简介写文章。", "抱歉"),
        ("请问您希望这篇文章面向哪些读者？", "请问"),
        ("Could you tell me a bit more about the audience first?", "audience"),
    ],
)
def test_a_refusal_or_question_is_502_in_the_models_words_and_no_article(
    llm_client: TestClient, fake_model: FakeModel, reply: str, words: str
) -> None:
    _persona(llm_client)
    before = _articles(llm_client)
    fake_model.enqueue(reply)
    status, answer = _generate(llm_client, "a story", "Title given")
    assert status == 502, answer
    assert words in answer["detail"] and "No article was created" in answer["detail"]
    assert _articles(llm_client) == before


@pytest.mark.parametrize(
    "reply",
    [
        Completion(text="Title\n\nThe rain came and we", model="x", finish_reason="length"),
        Completion(text="标题\n\n雨一直下，我们", model="x", cut=True),
    ],
)
def test_a_cut_off_draft_is_502_and_no_article(
    llm_client: TestClient, fake_model: FakeModel, reply: Completion
) -> None:
    _persona(llm_client)
    before = _articles(llm_client)
    fake_model.enqueue(reply)
    status, answer = _generate(llm_client, "a story")
    assert status == 502, answer
    assert "cut off" in answer["detail"]
    assert _articles(llm_client) == before


def test_a_draft_ending_mid_sentence_is_502(llm_client: TestClient, fake_model: FakeModel) -> None:
    _persona(llm_client)
    fake_model.enqueue(
        "The Long Wait\n\nWe stood at the stop on Elm Street while the rain kept falling and the"
    )
    status, answer = _generate(llm_client, "a story")
    assert status == 502, answer
    assert "middle of a sentence" in answer["detail"]
