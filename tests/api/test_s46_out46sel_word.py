"""F22 (outside46a): a word selected and answered with a lead-in takes the word alone; several
words offered save nothing and are shown as the model's words."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id

EN = "Our cat Biscuit went missing.\n\nHe is shy, wears a blue collar, and answers to his name."
ZH = "各位爱心人士：\n\n我们的猫咪饼干周五走丢了。"


def _turn(client: TestClient[Any], article: str, word: str, ask: str) -> tuple[str, str, int]:
    content_id = create_id(client, "Lost cat", article)
    start = article.index(word)
    response = client.post(
        "/api/chat/send",
        json={
            "content_id": content_id,
            "message": ask,
            "selection": {"start": start, "end": start + len(word)},
        },
    )
    body = client.get(f"/api/contents/{content_id}").json()["body"]
    return body, response.text, response.status_code


@pytest.mark.parametrize(
    ("article", "word", "reply", "saved"),
    [
        (EN, "shy", "Here's a better word: timid", EN.replace("shy", "timid")),
        (EN, "shy", "I'd suggest “timid”.", EN.replace("shy", "timid")),
        (ZH, "爱心人士", "建议改为“朋友们”", ZH.replace("爱心人士", "朋友们")),
    ],
)
def test_word_after_lead_in_is_taken(
    llm_client: TestClient[Any],
    fake_model: FakeModel,
    article: str,
    word: str,
    reply: str,
    saved: str,
) -> None:
    fake_model.enqueue(reply)
    body, _, _ = _turn(llm_client, article, word, "give me a better word")
    assert body == saved


@pytest.mark.parametrize(
    ("article", "word", "reply", "shown"),
    [
        (EN, "shy", "Some options: timid, bashful, reserved.", "bashful"),
        (EN, "shy", "Try “timid” or “bashful”.", "bashful"),
        (ZH, "爱心人士", "可以换成：朋友们、街坊们、小伙伴们", "街坊们"),
    ],
)
def test_words_offered_are_shown_not_saved(
    llm_client: TestClient[Any],
    fake_model: FakeModel,
    article: str,
    word: str,
    reply: str,
    shown: str,
) -> None:
    fake_model.enqueue(reply)
    body, said, _ = _turn(llm_client, article, word, "换个更亲切的词")
    assert body == article
    assert shown in said


@pytest.mark.parametrize(
    ("article", "sentence", "new", "note"),
    [
        (
            EN,
            "He is shy, wears a blue collar, and answers to his name.",
            "He's a gentle, shy boy in a blue collar who comes when you call.",
            " (This makes him sound more approachable.)",
        ),
        (
            ZH,
            "我们的猫咪饼干周五走丢了。",
            "我们家的小猫饼干周五不见了。",
            "（这样读起来更亲切。）",
        ),
    ],
)
def test_bracketed_reason_after_selected_sentence_is_not_saved(
    llm_client: TestClient[Any],
    fake_model: FakeModel,
    article: str,
    sentence: str,
    new: str,
    note: str,
) -> None:
    fake_model.enqueue(new + note)
    body, _, _ = _turn(llm_client, article, sentence, "make this warmer")
    assert body == article.replace(sentence, new)
