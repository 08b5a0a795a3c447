"""Chinese change lines quote whole words (app.domain.zh_quoted_words, outside45a F11)."""

import pytest

from app.domain.describe import describe_changes
from app.domain.zh_quoted_words import said_whole


def _line(old: str, new: str) -> str:
    lines = describe_changes("题", "开头。\n\n" + old, "题", "开头。\n\n" + new)
    assert len(lines) == 1, lines
    return lines[0]


@pytest.mark.parametrize(
    ("old", "new", "told", "not_told"),
    [
        (
            "第一天我们骑了自行车，风景很好。",
            "第一天我们骑车，风景很好。",
            "“骑了自行车”改为“骑车”",
            "了自行”",
        ),
        ("中午在草地上野餐。", "中午在草坪上野餐。", "“草地”改为“草坪”", "“地”"),
        ("第二天天气温和，人很多。", "第二天天气好，人很多。", "“温和”改为“好”", "气温和"),
        ("孩子们在操场上踢足球。", "孩子们在操场上踢球。", "“足球”改为“球”", "删了“足”"),
    ],
)
def test_a_change_line_quotes_whole_words(old: str, new: str, told: str, not_told: str) -> None:
    line = _line(old, new)
    assert told in line and not_told not in line, line


def test_a_cut_word_and_a_word_for_a_word_stay_as_they_are() -> None:
    assert "删了“书面”" in _line("请到服务中心书面反映。", "请到服务中心反映。")
    assert "“今天”改为“今日”" in _line("今天很冷。", "今日很冷。")
    assert "“周六”改为“周日”" in _line("活动在周六举行。", "活动在周日举行。")


def test_segments_still_rebuild_both_texts() -> None:
    segments = [("equal", "我们骑", ""), ("change", "了自行", ""), ("equal", "车去。", "")]
    whole = said_whole(segments)
    assert "".join(s[1] for s in whole) == "我们骑了自行车去。"
    assert "".join(s[1] if s[0] == "equal" else s[2] for s in whole) == "我们骑车去。"
    assert ("change", "骑了自行车", "骑车") in whole
