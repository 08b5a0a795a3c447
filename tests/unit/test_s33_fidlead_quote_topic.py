"""Session 33 (fid-lead33): "the paragraph with the quote" / 引语那段 names the paragraphs that
give words in quotation marks; asks about quotation marks themselves name none."""

from __future__ import annotations

from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

BODY = "\n\n".join(
    [
        "We opened in May.",
        'As Ann put it, "the best test is the one you never run twice."',
        "See you soon, everyone here.",
        "正如王工所说：“最快的测试，就是不用跑第二遍的测试。”",
    ]
)


def _named(asked: str) -> list[int]:
    return sorted(scope_of([asked], "T", split_paragraphs(BODY)).paragraphs)


def test_the_quote_paragraph_is_the_one_giving_a_quotation() -> None:
    assert _named("Make the paragraph with the quote read more naturally.") == [1, 3]
    assert _named("引语那段写得自然一点。") == [1, 3]


def test_asks_about_quotation_marks_name_no_paragraph() -> None:
    assert _named("Straighten the quotes.") == []
    assert _named("把引号改成直角引号。") == []


def test_the_paragraph_before_a_code_snippet_named_in_chinese() -> None:
    body = "\n\n".join(["开头。", "缓存键取锁文件的哈希值：", "```yaml\nkey: pip\n```", "结尾。"])
    scope = scope_of(["把代码片段前面那段换个说法。"], "T", split_paragraphs(body))
    assert sorted(scope.paragraphs) == [1]
