"""Chinese change lines and inline markup say whole words, never half of one (outside47 F10):
三个苹果 → 三个红苹果 is 加了“红” (as English says added “red”), not “苹”改为“红苹”; 三个大苹果 →
三个红苹果 is “大”改为“红”, not “大苹”改为“红苹”. A change is widened only where the kept
characters around it say which neighbour completes its word (app.domain.cjk_words)."""

import pytest

from app.domain.describe import describe_changes
from app.domain.diff import Hunk, change_runs, diff_text


def _line(old: str, new: str) -> str:
    lines = describe_changes("题", "开头。\n\n" + old, "题", "开头。\n\n" + new)
    assert len(lines) == 1, lines
    return lines[0].removeprefix("第2段：")


def _rebuilds(hunks: list[Hunk], old: str, new: str) -> bool:
    return (
        "".join(h.text for h in hunks if h.op != "insert") == old
        and "".join(h.text for h in hunks if h.op != "delete") == new
    )


# (old, new, change lines accepted, inline changes (deleted, inserted) accepted)
CASES = [
    # a character added before a word, at the start, the middle and the end of the text
    (
        "三个苹果。",
        "三个红苹果。",
        ["加了“红”", "“苹果”改为“红苹果”"],
        [("", "红"), ("苹果", "红苹果")],
    ),
    (
        "苹果很甜。",
        "红苹果很甜。",
        ["加了“红”", "“苹果”改为“红苹果”"],
        [("", "红"), ("苹果", "红苹果")],
    ),
    (
        "他买了电脑。",
        "他买了新电脑。",
        ["加了“新”", "“电脑”改为“新电脑”"],
        [("", "新"), ("电脑", "新电脑")],
    ),
    ("超市里苹果很贵。", "超市里红苹果很贵。", ["加了“红”", "“苹果”改为“红苹果”"], [("", "红")]),
    # a character added after a word
    ("孩子在操场上玩。", "孩子们在操场上玩。", ["加了“们”", "“孩子”改为“孩子们”"], [("", "们")]),
    ("我住在北京。", "我住在北京市。", ["加了“市”", "“北京”改为“北京市”"], [("", "市")]),
    ("老师都来了。", "老师们都来了。", ["加了“们”", "“老师”改为“老师们”"], [("", "们")]),
    # a word of its own added inside a phrase
    ("今天天气好。", "今天天气很好。", ["加了“很”"], [("", "很")]),
    ("我们帮忙。", "我们帮个忙。", ["加了“个”", "“帮忙”改为“帮个忙”"], [("", "个")]),
    ("他们见面了。", "他们见过面了。", ["加了“过”", "“见面”改为“见过面”"], [("", "过")]),
    # a character removed
    ("三个红苹果。", "三个苹果。", ["删了“红”", "“红苹果”改为“苹果”"], [("红", "")]),
    ("他买了新电脑。", "他买了电脑。", ["删了“新”", "“新电脑”改为“电脑”"], [("新", "")]),
    ("老师们都来了。", "老师都来了。", ["删了“们”", "“老师们”改为“老师”"], [("们", "")]),
    # …and one whose word is plain from what is left beside it: 踢|足|球。
    (
        "孩子们在操场上踢足球。",
        "孩子们在操场上踢球。",
        ["“足球”改为“球”"],
        [("足", ""), ("足球", "球")],
    ),
    (
        "孩子们在操场上踢球。",
        "孩子们在操场上踢足球。",
        ["“球”改为“足球”"],
        [("", "足"), ("球", "足球")],
    ),
    (
        "中午在草地上野餐。",
        "中午在草上野餐。",
        ["“草地”改为“草”", "删了“地”"],
        [("地", ""), ("草地", "草")],
    ),
    # one character of a two-character word replaced: the word, or the character alone
    ("中午在草地上野餐。", "中午在草坪上野餐。", ["“草地”改为“草坪”"], [("草地", "草坪")]),
    ("三个大苹果。", "三个红苹果。", ["“大”改为“红”"], [("大", "红")]),
    ("超市里大苹果很贵。", "超市里红苹果很贵。", ["“大”改为“红”"], [("大", "红")]),
    ("我家的小狗很可爱。", "我家的小猫很可爱。", ["“小狗”改为“小猫”"], [("小狗", "小猫")]),
    ("我们去北京大学。", "我们去北京小学。", ["“大学”改为“小学”"], [("大学", "小学")]),
    # between two runs of characters that could each be words, nothing is guessed: 北京|大|学读书
    # could be 京大 as well as 大学 (喜欢喝|热|咖啡 is 热 alone) — the character alone cuts no word
    (
        "他在北京大学读书。",
        "他在北京小学读书。",
        ["“大”改为“小”", "“大学”改为“小学”"],
        [("大", "小"), ("大学", "小学")],
    ),
    ("他喜欢喝热咖啡。", "他喜欢喝冰咖啡。", ["“热”改为“冰”"], [("热", "冰")]),
    ("他喜欢喝咖啡。", "他喜欢喝热咖啡。", ["加了“热”"], [("", "热")]),
    ("他喜欢喝茶。", "他喜欢喝红茶。", ["“茶”改为“红茶”", "加了“红”"], [("", "红")]),
    ("我们吃饭。", "我们吃面。", ["“吃饭”改为“吃面”"], [("吃饭", "吃面")]),
    ("他买了三本书。", "他买了三个书。", ["“本”改为“个”"], [("本", "个")]),
    ("第二天天气温和。", "第二天天气暖和。", ["“温”改为“暖”", "“温和”改为“暖和”"], [("温", "暖")]),
    ("我们去公园散步。", "我们去花园散步。", ["“公园”改为“花园”"], [("公园", "花园")]),
    ("今天很冷。", "今日很冷。", ["“今天”改为“今日”"], [("今天", "今日")]),
    # Chinese beside Latin words and digits
    ("我用iPhone拍照。", "我用新iPhone拍照。", ["加了“新”"], [("", "新")]),
    ("我们的App很好用。", "我们的新App很好用。", ["加了“新”"], [("", "新")]),
    ("用Python写代码。", "用Rust写代码。", ["“Python”改为“Rust”"], [("Python", "Rust")]),
    ("在GitHub上发布。", "在GitHub上正式发布。", ["加了“正式”"], [("", "正式")]),
    ("我们一共走了90公里。", "我们一共走了120公里。", ["“90”改为“120”"], [("90", "120")]),
    # (a short paragraph with a figure in it was quoted whole, as if it were one figure)
    ("我们一共走了90公里。", "我们一共溜达了90公里。", ["“走”改为“溜达”"], [("走", "溜达")]),
    ("会议在3楼开。", "会议在13楼开。", ["“3”改为“13”"], [("3", "13")]),
    ("我们等了二十分钟。", "我们等了三十分钟。", ["“二十”改为“三十”"], [("二十", "三十")]),
    ("他买了三本书。", "他买了五本书。", ["“三”改为“五”"], [("三", "五")]),
    # 会 is a word of its own (会 = can) and opens one (会议): 会|议|室 is quoted with the whole
    # run, not as 议室 (session 49: the known limit this was)
    (
        "会议室在二楼。",
        "会议厅在二楼。",
        ["“室”改为“厅”", "“会议室”改为“会议厅”"],
        [("室", "厅"), ("会议室", "会议厅")],
    ),
]


@pytest.mark.parametrize(("old", "new", "lines", "marks"), CASES)
def test_a_chinese_change_line_quotes_whole_words(
    old: str, new: str, lines: list[str], marks: list[tuple[str, str]]
) -> None:
    line = _line(old, new)
    assert line in lines, line


@pytest.mark.parametrize(("old", "new", "lines", "marks"), CASES)
def test_the_inline_markup_marks_whole_words(
    old: str, new: str, lines: list[str], marks: list[tuple[str, str]]
) -> None:
    hunks = diff_text(old, new)
    assert _rebuilds(hunks, old, new)
    runs = change_runs(hunks)
    assert len(runs) == 1 and runs[0] in marks, runs


def test_the_f10_article_says_the_word_added() -> None:
    old, new = "第一段：三个苹果。\n\n第二段：四个梨。", "第一段：三个红苹果。\n\n第二段：四个梨。"
    assert describe_changes("Lines", old, "Lines", new) == ["第1段：加了“红”"]
    assert change_runs(diff_text(old, new)) == [("", "红")]


def test_english_says_the_word_added_alike() -> None:
    lines = describe_changes("L", "Three apples.", "L", "Three red apples.")
    assert lines == ["paragraph 1: added “red”"]
