"""Through the app: a model that answers an edit with an empty data value (`[]`, `null`,
`[deleted]`) saves nothing, keeps the writer's message and says why — in Chinese on a Chinese
article; one that answers `{"changes": []}` is told as finding nothing to change (outside46a F1,
where the brackets were saved in place of the writer's paragraph or selected sentence)."""

import pytest

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on

stub = model_stub.stub

EN_TITLE, EN_BODY = (
    "Lost cat",
    "Biscuit went missing on Friday.\n\nHe is shy and wears a blue collar.",
)
ZH_TITLE, ZH_BODY = "领养日", "本周六上午领养日。\n\n其中最小的“豆包”才三个月大。"


def _turn(
    settings: Settings, stub: OpenAIStub, title: str, body: str, ask: str, reply: str, **extra
):
    stub.enqueue(reply)
    with app_on(settings, stub, timeout=5, max_retries=0) as client:
        content_id = client.post("/api/contents", json={"title": title, "body": body}).json()["id"]
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": ask, **extra}
        )
        assert sent.status_code == 200, sent.text
        after = client.get(f"/api/contents/{content_id}").json()
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    assert after["version"] == 1 and after["body"] == body  # nothing saved
    assert path[-2]["content"] == ask  # the writer's message kept
    return path[-1]


@pytest.mark.parametrize("reply", ["[]", "null", "[deleted]", "```\n```"])
def test_an_empty_value_is_refused_in_plain_words(
    settings: Settings, stub: OpenAIStub, reply: str
) -> None:
    said = _turn(settings, stub, EN_TITLE, EN_BODY, "make paragraph 2 tidier", reply)
    assert said["status"] == "error"
    assert said["content"].startswith("The model's reply held no text for the article")
    assert "Retry" in said["content"]


def test_a_selection_answered_with_brackets_is_refused_in_chinese(
    settings: Settings, stub: OpenAIStub
) -> None:
    start = ZH_BODY.index("其中")
    said = _turn(
        settings, stub, ZH_TITLE, ZH_BODY, "这句改得生动点", "{}",
        selection={"start": start, "end": len(ZH_BODY)},
    )  # fmt: skip
    assert said["status"] == "error"
    assert said["content"].startswith("模型的回复里没有文章的文字，只有“{}”，所以什么都没保存。")


def test_an_empty_list_of_changes_is_the_model_finding_nothing(
    settings: Settings, stub: OpenAIStub
) -> None:
    said = _turn(settings, stub, EN_TITLE, EN_BODY, "make paragraph 2 tidier", '{"changes": []}')
    assert said["status"] == "ok"
    assert said["content"].startswith("The model found nothing to change for this suggestion")
