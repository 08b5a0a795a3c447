"""Chinese change lines quote a number with what it counts and a place with its last
character (session 49: 第二段 → 最后一段 was “第二”改为“最后一”, 大会议室 → 大会议厅 “室”改为“厅”).

A change that turns a number into words that are not one (第二 → 最后一, 三 → 好几, 2024 → 去)
takes in the measure word after it — 段 / 条 / 个 / 年 / 分钟 — and the rest of the number; a
change of the word before a number (第 → 这) takes the number and its measure word too. A
change of a place's last character (室 → 厅, 馆 → 场) takes in the word before it, and a change
just before one (图书 → 博物 before 馆) takes that character in. A number for a number (“十五”改为
“五十”, “40”改为“四十”) is a whole word already, as the writer says it, and stays."""

import pytest

from app.domain.describe import describe_changes
from app.domain.zh_quoted_words import said_whole


def _line(old: str, new: str) -> str:
    lines = describe_changes("题", "开头。\n\n" + old, "题", "开头。\n\n" + new)
    assert len(lines) == 1, lines
    return lines[0].removeprefix("第2段：")


PAIRS = [
    # ordinals and places in the text named by them
    ("请看第二段的内容。", "请看最后一段的内容。", "“第二段”改为“最后一段”"),
    ("请看第2段的内容。", "请看最后一段的内容。", "“第2段”改为“最后一段”"),
    ("这是第二个问题。", "这是最后一个问题。", "“第二个”改为“最后一个”"),
    ("第三章讲的是历史。", "下一章讲的是历史。", "“第三章”改为“下一章”"),
    ("第一条规定很重要。", "这一条规定很重要。", "“第一条”改为“这一条”"),
    ("他排在第五名。", "他排在最后一名。", "“第五名”改为“最后一名”"),
    # counts with measure words turned into words
    ("我们来了两个人。", "我们来了好几个人。", "“两个”改为“好几个”"),
    ("他在这里住了三年。", "他在这里住了很多年。", "“三年”改为“很多年”"),
    ("一天吃三次药。", "一天吃好几次药。", "“三次”改为“好几次”"),
    ("这本书有三百页。", "这本书有好几百页。", "“三百页”改为“好几百页”"),
    ("我们等了二十分钟。", "我们等了好几分钟。", "“二十分钟”改为“好几分钟”"),
    # dates
    ("会议定在三月五日。", "会议定在四月十日。", "“三月五日”改为“四月十日”"),
    ("会议定在3月5日。", "会议定在4月10日。", "“3月5日”改为“4月10日”"),
    ("2024年的收入很好。", "去年的收入很好。", "“2024年”改为“去年”"),
    # places
    ("我们在大会议室开会。", "我们在大会议厅开会。", "“会议室”改为“会议厅”"),
    ("我们去体育馆跑步。", "我们去体育场跑步。", "“体育馆”改为“体育场”"),
    ("他在市图书馆看书。", "他在市博物馆看书。", "“图书馆”改为“博物馆”"),
    ("孩子们在学校门口。", "孩子们在党校门口。", "“学校”改为“党校”"),
    ("他住在海淀区。", "他住在朝阳区。", "“海淀区”改为“朝阳区”"),
    ("會議在大會議室舉行。", "會議在大會議廳舉行。", "“會議室”改为“會議廳”"),
]


@pytest.mark.parametrize(("old", "new", "told"), PAIRS)
def test_a_change_line_quotes_the_whole_count_date_or_place(old: str, new: str, told: str) -> None:
    assert _line(old, new) == told


# A number written for a number is whole already: the line says it as the writer asked it.
KEPT = [
    ("共有十五人参加。", "共有五十人参加。", "“十五”改为“五十”"),
    ("我们等了十五分钟。", "我们等了五十分钟。", "“十五”改为“五十”"),
    ("我是第40个冲过终点的。", "我是第四十个冲过终点的。", "“40”改为“四十”"),
    ("我们一共走了90公里。", "我们一共走了120公里。", "“90”改为“120”"),
    ("他买了三本书。", "他买了三个书。", "“本”改为“个”"),
    ("他买了三本书。", "他买了两本杂志。", "“三本书”改为“两本杂志”"),
    ("会议室在二楼。", "会议室在顶楼。", "“二楼”改为“顶楼”"),
    ("中午在草地上野餐。", "中午在草坪上野餐。", "“草地”改为“草坪”"),
    # a preposition before a date is no word of the date's
    ("请于2027年2月15日前反映。", "请在2027年2月15日前反映。", "“于”改为“在”"),
    # a place's last character that opens the next word is that word's (楼梯, 市场)
    ("他们换了木楼梯。", "他们换了铁楼梯。", "“木”改为“铁”"),
    ("我们去菜市场。", "我们去农贸市场。", "“菜”改为“农贸”"),
]


@pytest.mark.parametrize(("old", "new", "told"), KEPT)
def test_a_number_for_a_number_and_whole_words_stay_as_they_were(
    old: str, new: str, told: str
) -> None:
    assert _line(old, new) == told


@pytest.mark.parametrize(
    "segments",
    [
        [("equal", "请看", ""), ("change", "第二", "最后一"), ("equal", "段的内容。", "")],
        [("equal", "我们在大会议", ""), ("change", "室", "厅"), ("equal", "开会。", "")],
        [("equal", "他在市", ""), ("change", "图书", "博物"), ("equal", "馆看书。", "")],
        [("equal", "", ""), ("change", "2024", "去"), ("equal", "年", "")],
    ],
)
def test_segments_still_rebuild_both_texts(segments: list[tuple[str, str, str]]) -> None:
    whole = said_whole(segments)
    assert "".join(s[1] for s in whole) == "".join(s[1] for s in segments)
    assert "".join(s[1] if s[0] == "equal" else s[2] for s in whole) == "".join(
        s[1] if s[0] == "equal" else s[2] for s in segments
    )
    assert len([s for s in whole if s[0] == "change"]) == 1


def test_a_place_s_last_character_deleted_with_nothing_put_in_its_place_is_no_place_change():
    """A one-character deletion with no insertion (室 dropped) is no place changed for another:
    `place_left` answers 0 — it read the inserted text's last character and raised, a 500 for
    every turn whose withheld change deleted one character."""
    from app.domain.zh_counted_words import place_left

    assert place_left("室", "", "会议") == 0
    assert place_left("", "厅", "会议") == 0
    assert place_left("室", "厅", "会议") > 0
