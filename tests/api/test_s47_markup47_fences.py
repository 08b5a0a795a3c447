"""outside46b F6 and F7: a short reply wrapped in a ```markdown / ```text fence is unwrapped —
a draft from a brief is titled from inside the fence (not "```markdown"), and a Chinese
article's preface + fenced reply shows no fence as the model's note and offers no phantom new
paragraph. The fence lines are no one's words: they no longer outweigh a short text inside."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.testing.fake_model import FakeModel


def _draft(client: TestClient, model: FakeModel, reply: str) -> dict:
    made = client.post("/api/contents", json={"title": "占位", "body": "占位。"})
    assert made.status_code == 201, made.text
    model.enqueue(reply)
    drafted = client.post(
        "/api/contents/generate", json={"brief": "写一篇秋天的短文", "persona_id": "pdefault"}
    )
    assert drafted.status_code == 201, drafted.text
    return drafted.json()


@pytest.mark.parametrize(
    ("reply", "title", "body"),
    [
        ("```markdown\n# 秋天三\n\n我们去了公园。\n```", "秋天三", "我们去了公园。"),
        ("```text\n秋天\n\n我们去了公园。\n```", "秋天", "我们去了公园。"),
        ("Here you go:\n\n```markdown\n# Autumn\n\nWe went.\n```", "Autumn", "We went."),
        (
            "好的：\n\n```markdown\n冬天\n\n下雪了。\n\n我们堆了雪人。\n```",
            "冬天",
            "下雪了。\n\n我们堆了雪人。",
        ),
        # already unwrapped before: a longer text, ```md
        ("```md\n# 秋天\n\n我们去了公园。\n```", "秋天", "我们去了公园。"),
    ],
)
def test_a_fenced_short_draft_is_unwrapped(
    llm_client: TestClient, fake_model: FakeModel, reply: str, title: str, body: str
) -> None:
    draft = _draft(llm_client, fake_model, reply)
    assert (draft["title"], draft["body"]) == (title, body)


@pytest.mark.parametrize(
    "reply",
    [
        "好的，修改如下：\n\n```markdown\n秋天\n\n我们去了公园，很开心。\n\n叶子黄了。\n```",
        "Here you go:\n\n```text\n秋天\n\n我们去了公园，很开心。\n\n叶子黄了。\n```",
    ],
)
def test_a_chinese_preface_and_fence_is_no_note_and_no_suggestion(
    llm_client: TestClient, fake_model: FakeModel, reply: str
) -> None:
    made = llm_client.post(
        "/api/contents", json={"title": "秋天", "body": "我们去了公园。\n\n叶子黄了。"}
    )
    fake_model.enqueue(reply)
    sent = llm_client.post(
        "/api/chat/send", json={"content_id": made.json()["id"], "message": "第一段加一点心情"}
    ).json()
    assert sent["content"]["body"] == "我们去了公园，很开心。\n\n叶子黄了。"
    assert "```" not in sent["assistant_message"]["content"]
    assert sent["revision"]["withheld"] == []


def test_a_fence_around_a_code_block_of_the_reply_is_still_the_articles(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    # near-miss: a long preface and a short fenced snippet — the fence is no wrapping
    body = "Run this first.\n\n```bash\nmake setup\n```"
    made = llm_client.post("/api/contents", json={"title": "Setup", "body": body})
    fake_model.enqueue(
        "Setup\n\nRun this command before anything else.\n\n```bash\nmake setup\n```"
    )
    sent = llm_client.post(
        "/api/chat/send",
        json={"content_id": made.json()["id"], "message": "make paragraph 1 clearer"},
    ).json()
    assert (
        sent["content"]["body"]
        == "Run this command before anything else.\n\n```bash\nmake setup\n```"
    )
