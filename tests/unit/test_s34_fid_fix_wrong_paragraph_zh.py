"""The model rewrote another paragraph than the asked one (or than the title): a Chinese
article's writer is told so in Chinese, as the other refusals of a reply tell them; an English
article's writer in English, as before."""

from app.domain.models import WithheldChange
from app.editing.scope import Scope
from app.editing.withheld_only import withheld_only

BEFORE = "问题修复：每月31天时，周期性账目会重复记两次（#1482）。"
AFTER = "已修复：在有31天的月份里，周期性账目有时会被记两次，现在只记一次（#1482）。"


def _change(paragraph: int = 5) -> WithheldChange:
    return WithheldChange(paragraph=paragraph, before=BEFORE, after=AFTER, description="改写")


def test_another_paragraph_rewritten_is_said_in_chinese_for_a_chinese_article() -> None:
    status, message = withheld_only([_change()], Scope(paragraphs=frozenset({2})), chinese=True)
    assert status == "error"
    assert message == (
        "模型改写的是第 5 段，而不是你问的第 3 段，所以什么都没保存。请按“重试”。"
        "另有建议：第 5 段 1 处改动——未采用，因为建议并没有要求。"
    )


def test_a_paragraph_rewritten_for_the_title_is_said_in_chinese() -> None:
    scope = Scope(title=True)
    status, message = withheld_only([_change(1)], scope, chinese=True)
    assert status == "error"
    assert message.startswith("模型改写的是第 1 段，而不是你问的标题，")


def test_nothing_asked_changed_is_said_in_chinese() -> None:
    typo = BEFORE.replace("两次", "两次 ")
    change = WithheldChange(paragraph=4, before=BEFORE, after=typo, description="")
    status, message = withheld_only([change], Scope(paragraphs=frozenset({2})), chinese=True)
    assert status == "ok"
    assert message.startswith("模型没有改建议所问的地方，所以没有保存新版本。另有建议：第 4 段")


def test_an_english_article_keeps_the_english_sentence() -> None:
    status, message = withheld_only([_change()], Scope(paragraphs=frozenset({2})))
    assert status == "error"
    assert message.startswith("The model rewrote paragraph 5 instead of paragraph 3, which you")
    assert message.endswith(
        "Also suggested: 1 change in paragraph 5 — not applied, since the "
        "suggestion did not ask for them."
    )
