"""An article too short to tell its language ("你好。", "Hi.") is edited by the model like any
other — never refused as "another language" — while a long article answered in another
language is still refused and left as it was."""

import pytest
from litestar.testing import TestClient

from app.editing.reconcile import rebuild
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send
from tests.conftest import article


@pytest.mark.parametrize(
    ("title", "body", "suggestion", "reply_body"),
    [
        ("问候", "你好。", "写得热情一点", "你好呀，欢迎来到我的小天地！"),
        ("通知", "明天放假。", "说得正式一点", "兹通知：明天全体放假一天。"),
        ("路", "走吧", "加个句号", "走吧。"),
        ("Hi", "Hi.", "make it warmer", "Hello there, and a warm welcome to my blog!"),
        ("Note", "Back at 5.", "make it politer", "I will be back at five; thank you for waiting."),
    ],
)
def test_a_short_article_is_edited_not_refused_for_its_language(
    llm_client: TestClient,
    fake_model: FakeModel,
    title: str,
    body: str,
    suggestion: str,
    reply_body: str,
) -> None:
    content = create(llm_client, title, body)
    fake_model.enqueue(article(title, reply_body))
    result = send(llm_client, content["id"], suggestion)
    assert "another language" not in result["assistant_message"]["content"]
    assert result["revision"] is not None, result["assistant_message"]["content"]
    assert result["content"]["body"] == reply_body
    saved = llm_client.get(f"/api/contents/{content['id']}").json()
    assert saved["body"] == reply_body


@pytest.mark.parametrize(
    ("title", "body", "suggestion", "reply_body"),
    [
        (
            "春天",
            "今年的春天来得特别早，公园里的花已经开了一大半。",
            "写得生动一点",
            "Spring came early this year, and half the flowers in the park are already out.",
        ),
        (
            "Spring",
            "Spring came early this year, and half the flowers in the park are already out.",
            "make it livelier",
            "今年的春天来得特别早，公园里的花已经开了一大半，到处都是人。",
        ),
    ],
)
def test_a_long_article_answered_in_another_language_is_still_refused(
    llm_client: TestClient,
    fake_model: FakeModel,
    title: str,
    body: str,
    suggestion: str,
    reply_body: str,
) -> None:
    content = create(llm_client, title, body)
    fake_model.enqueue(article(title, reply_body))
    result = send(llm_client, content["id"], suggestion)
    assert result["revision"] is None
    # said in the article's language: Chinese to the Chinese article
    said = result["assistant_message"]["content"]
    assert "another language" in said or "模型用了和文章不同的语言回答" in said
    assert ("模型" in said) == ("今年" in body)
    assert llm_client.get(f"/api/contents/{content['id']}").json()["body"] == body


@pytest.mark.parametrize(
    ("body", "reply"),
    [
        ("你好。", "你好呀，欢迎来到我的博客！"),
        ("好", "非常好，谢谢大家的支持！"),
        ("Hi.", "Hello, and welcome!"),
    ],
)
def test_rebuild_keeps_a_short_articles_edit(body: str, reply: str) -> None:
    scope = scope_of(["改一下"], "T", split_paragraphs(body))
    assert rebuild("T", body, None, [reply], scope).body == reply
