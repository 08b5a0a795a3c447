"""Session 40 (fid-outside40): a reply that left out a paragraph nobody asked about and gave
the asked one back as it was saves nothing, and the writer is told so — a paragraph was left
out — not that the model returned the article unchanged."""

from __future__ import annotations

from app.domain.models import WithheldChange
from app.editing.scope import Scope
from app.editing.withheld_only import withheld_only

SECOND = Scope(paragraphs=frozenset({1}))


def _dropped(paragraph: int, before: str) -> WithheldChange:
    return WithheldChange(
        paragraph=paragraph, before=before, after="", description=f"paragraph {paragraph} left out"
    )


def test_a_paragraph_left_out_beside_an_asked_one_unchanged_is_said_in_english() -> None:
    drop = _dropped(4, "Anna says the best part of the job is the regulars.")
    status, said = withheld_only([drop], SECOND)
    assert status == "error"
    assert "left out paragraph 4" in said
    assert "Anna says the best part" in said
    assert "paragraph 2" in said
    assert "nothing was saved" in said.lower()
    assert "unchanged" not in said


def test_a_paragraph_left_out_is_said_in_chinese_for_a_chinese_article() -> None:
    drop = _dropped(4, "张伟说，最开心的是看到老顾客带着孙子来买豆腐。")
    status, said = withheld_only([drop], SECOND, chinese=True)
    assert status == "error"
    assert "漏掉了第 4 段" in said
    assert "张伟说" in said
    assert "第 2 段" in said
    assert "没有保存" in said


def test_a_tidy_up_elsewhere_keeps_its_message() -> None:
    tidy = WithheldChange(paragraph=4, before="a , b", after="a, b", description="comma")
    status, said = withheld_only([tidy], SECOND)
    assert status == "ok"
    assert "left out" not in said
