"""A Chinese number changed is quoted whole (outside53 F1): 三月二十日 → 三月二十二日 was told
“十”改为“十二” — read alone, "ten became twelve", a change that did not happen. The rule that
gives a shared first character back to the word before it (天|气温和 → 天|气好: “温和”改为“好”)
must not cut a number: 二十 is one word, its 二 no piece of 月."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_changes


def _line(old: str, new: str) -> str:
    (line,) = describe_changes("标题", old, "标题", new)
    return line


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("听证会改到三月二十日举行。", "听证会改到三月二十二日举行。", "“二十”改为“二十二”"),
        ("共有一百二十人报名。", "共有一百二十五人报名。", "“一百二十”改为“一百二十五”"),
        ("活动在十二月三十日结束。", "活动在十二月三十一日结束。", "“三十”改为“三十一”"),
        ("我们等了二十分钟。", "我们等了二十五分钟。", "“二十”改为“二十五”"),
        # an undo of the date change (outside53 F4 showed “十二”改为“十”)
        ("听证会改到三月二十二日举行。", "听证会改到三月二十日举行。", "“二十二”改为“二十”"),
        ("会议在三楼开。", "会议在十三楼开。", "“三”改为“十三”"),
        ("我们等了十五分钟。", "我们等了二十五分钟。", "“十五”改为“二十五”"),
    ],
)
def test_a_chinese_number_changed_is_quoted_whole(old: str, new: str, said: str) -> None:
    line = _line(old, new)
    assert said in line, line


def test_a_shared_character_of_words_is_still_given_back() -> None:
    # the rule the number exception sits beside: 天气温和 → 天气好 is about 温和, not 气温和
    line = _line("今天天气温和，适合散步。", "今天天气好，适合散步。")
    assert "“温和”改为“好”" in line, line
