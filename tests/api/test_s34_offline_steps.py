"""Session 34: offline, one message holding several mechanical steps is one edit, through the
API as a writer sends it — and noted wishes and the writer's own message count paragraphs in the
article the writer was looking at. (The rules themselves: tests/unit/test_s34_rules_steps.py.)"""

from typing import Any

from litestar.testing import TestClient

from tests.api.calls import create, send

ZH = "今天天气很好。\n\n我们去了公园，玩得很开心！😀\n\n晚上吃了火锅。\n\n回家早早睡了。"


def test_a_chinese_message_of_two_steps_is_one_revision(client: TestClient[Any]):
    article = create(client, "周末", ZH)
    done = send(client, article["id"], "第三段删掉，另外以后别用表情")
    assert done["content"]["version"] == 2
    assert (
        done["content"]["body"] == "今天天气很好。\n\n我们去了公园，玩得很开心！\n\n回家早早睡了。"
    )
    said = done["assistant_message"]["content"]
    assert "需要接入大模型" not in said


def test_noted_deletions_and_the_next_count_paragraphs_as_the_writer_saw_them(
    client: TestClient[Any],
):
    article = create(client, "Steps", "One.\n\nTwo.\n\nThree.\n\nFour.\n\nFive.")
    noted = send(client, article["id"], "delete paragraph 2", regenerate=False)
    assert noted["content"]["version"] == 1
    done = send(client, article["id"], "delete paragraph 3 and delete paragraph 5")
    assert done["content"]["version"] == 2
    assert done["content"]["body"] == "One.\n\nFour."


def test_a_step_that_needs_a_model_is_named_and_the_rest_made(client: TestClient[Any]):
    # Session 37 (offline_parts.py): the steps the rules can make are made, and the one that
    # needs a model is named as not done, rather than the whole message left undone.
    article = create(client, "周末", ZH)
    done = send(client, article["id"], "第三段删掉，语气再活泼一点")
    assert done["content"]["version"] == 2
    kept = "今天天气很好。\n\n我们去了公园，玩得很开心！😀\n\n回家早早睡了。"
    assert done["content"]["body"] == kept
    assert "没有改：“语气再活泼一点”" in done["assistant_message"]["content"]


def test_a_message_only_a_model_can_make_leaves_the_article_as_it_was(client: TestClient[Any]):
    article = create(client, "周末", ZH)
    done = send(client, article["id"], "语气再活泼一点")
    assert done["content"]["version"] == 1 and done["content"]["body"] == ZH
    assert "需要接入大模型" in done["assistant_message"]["content"]


def test_an_offline_undo_restores_the_version_before(client: TestClient[Any]):
    article = create(client, "周末", ZH)
    send(client, article["id"], "第三段删掉")
    done = send(client, article["id"], "撤销上一步")  # chat_undo.py, no model needed (s47)
    assert done["content"]["version"] == 3 and done["content"]["body"] == ZH
    said = done["assistant_message"]["content"]
    assert "已撤销" in said and "需要接入大模型" not in said
