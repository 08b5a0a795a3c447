"""Change lines count paragraphs as the writer does, session 40: a `## heading` line is no
paragraph — a change to one is named as the heading it is, and the paragraphs after it keep
the numbers the writer reads them by — in Chinese and in English alike."""

import time

from app.domain.describe import describe_changes
from app.domain.paragraph_places import heading_words

ZH = "## 本周安排\n\n周一开会，讨论新版本。\n\n周三发布，请大家准时。\n\n## 注意事项\n\n带好工牌。"
EN = (
    "## This week\n\nMonday: a meeting about the new release.\n\n"
    "Wednesday: the release, on time please.\n\n## Notes\n\nBring your badge."
)


def test_a_chinese_paragraph_after_a_heading_is_numbered_without_it() -> None:
    revised = ZH.replace("准时", "按时")
    assert describe_changes("通知", ZH, "通知", revised) == ["第2段：“准时”改为“按时”"]


def test_an_english_paragraph_after_headings_is_numbered_without_them() -> None:
    revised = EN.replace("badge", "pass")
    assert describe_changes("Notice", EN, "Notice", revised) == ["paragraph 3: “badge” → “pass”"]


def test_a_heading_changed_is_named_as_a_heading() -> None:
    zh = describe_changes("通知", ZH, "通知", ZH.replace("## 注意事项", "## 提醒"))
    en = describe_changes("Notice", EN, "Notice", EN.replace("## Notes", "## Reminders"))
    assert zh == ["小标题“注意事项”改为“提醒”"]
    assert en == ["heading “Notes” → “Reminders”"]


def test_a_heading_added_or_deleted_is_named_and_moves_no_paragraph_number() -> None:
    added = ZH.replace("周三发布", "## 发布\n\n周三发布").replace("准时", "按时")
    assert describe_changes("通知", ZH, "通知", added) == [
        "新增小标题“发布”",
        "第2段：“准时”改为“按时”",
    ]
    gone = EN.replace("## Notes\n\n", "")
    assert describe_changes("Notice", EN, "Notice", gone) == ["heading “Notes” deleted"]


def test_paragraphs_without_headings_are_numbered_as_before() -> None:
    body = "第一段。\n\n第二段有十五只鸭子。"
    assert describe_changes("T", body, "T", body.replace("十五", "五十")) == [
        "第2段：“十五”改为“五十”"
    ]


def test_a_heading_holding_a_long_run_of_spaces_is_read_at_once() -> None:
    heading = "# Title" + " " * 40_000 + "word"
    started = time.process_time()
    assert heading_words(heading) == "Title" + " " * 40_000 + "word"
    assert time.process_time() - started < 1  # a backtracking pattern took a minute
    assert heading_words("### Notes ##") == "Notes"
    assert heading_words("## C#") == "C#"
    assert heading_words("#hashtag") is None
