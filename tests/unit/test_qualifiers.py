"""Days, bounds on figures, deals and speakers a restyle must keep (app/editing/qualifiers.py)."""

import pytest

from app.editing.elided import Refused
from app.editing.qualifiers import (
    changed_bounds,
    changed_deals,
    check_qualifiers,
    moved_days,
    reattributed,
)


def test_a_day_moved_is_named_in_both_languages():
    assert moved_days("Our concert is on Saturday.", "Our concert is on Sunday!") == (
        ["Saturday"],
        ["Sunday"],
    )
    # a Chinese article's days named as it names them (session 39)
    assert moved_days("阅读会每个星期二开始。", "阅读会每周三开讲！") == (
        ["星期二"],
        ["星期三"],
    )
    assert moved_days("周日开放", "星期天开放") == ([], [])  # 周日 and 星期天 are one day


def test_a_day_dropped_or_added_is_no_move():
    assert moved_days("Open Monday to Friday.", "Open from Monday.") == ([], [])
    assert moved_days("Open daily.", "Open daily, even on Sunday.") == ([], [])


@pytest.mark.parametrize(
    ("before", "after", "changed"),
    [
        ("More than 200 volunteers came.", "Nearly 200 volunteers came.", True),
        ("At least 40 families signed up.", "Around 40 families signed up.", True),
        ("Up to 30 children may join.", "Over 30 children may join.", True),
        ("两百多名志愿者参加了活动。", "近两百名志愿者参加了活动。", True),
        ("至少有40户家庭报名。", "大约40户家庭报名。", True),
        ("不到三十人到场。", "三十多人到场。", True),
        ("三十来块一份。", "不到三十块一份。", True),
        (
            "这两年来，店里换了三次菜单。",
            "这两年多，店里换了三次菜单。",
            False,
        ),  # 来: "for", no bound
        ("About 200 people came.", "Around 200 people came.", False),  # one kind of bound
        ("Over 200 people came.", "More than 200 people came.", False),
        ("More than 200 volunteers came.", "200 volunteers came.", False),  # a bound dropped
        ("Nearly 200 came, and 50 stayed.", "Nearly 200 came, and over 50 stayed.", False),
    ],
)
def test_the_bound_on_a_figure(before: str, after: str, changed: bool):
    assert bool(changed_bounds(before, after)) is changed


def test_a_deal_replaced_by_another_is_named():
    assert changed_deals(
        "The council will match every donation.", "The council will double every donation!"
    ) == [("match", "double")]
    assert changed_deals("会员享受半价优惠。", "会员全部免费！") == [("半价", "免费")]
    # colours that match are no deal; a deal kept in other words is none changed
    assert changed_deals("The colours match the logo.", "The colours double as the logo.") == []
    assert changed_deals("Entry is free.", "Entry is free of charge!") == []


def test_a_quotation_given_to_someone_else():
    before = '"It finally joins the two halves of the town," said Mayor Elena Ortiz.'
    assert reattributed(before, before.replace("Mayor Elena Ortiz", "engineer Tom Reyes")) == [
        ("Mayor Elena Ortiz", "engineer Tom Reyes")
    ]
    assert reattributed(before, before.replace("Mayor Elena Ortiz", "the mayor")) == []
    zh = "“它终于把城市的两半连在了一起。”王市长说。"
    assert reattributed(zh, zh.replace("王市长", "工程师李工")) == [("王市长", "工程师李工")]
    assert reattributed(zh, zh.replace("王市长", "王明市长")) == []


def test_the_check_refuses_unless_the_suggestion_asks():
    before, after = "The fair is on Saturday.", "The fair is on Sunday!"
    with pytest.raises(Refused, match="moved a day"):
        check_qualifiers(before, after, "Make it livelier.")
    check_qualifiers(before, after, "Move it to Sunday and make it livelier.")
    check_qualifiers(before, after, "Fix the date.")
    with pytest.raises(Refused, match="offer"):
        check_qualifiers("Half-price for members.", "Free for members!", "punchier")
    check_qualifiers(
        "Half-price for members.", "Free for members!", "Entry is now free for members"
    )


@pytest.mark.parametrize(
    ("text", "who", "other"),
    [
        (
            "Mayor Elena Ortiz said: “It finally joins the two halves of the town.”",
            "Mayor Elena Ortiz",
            "Engineer Tom Reyes",
        ),
        (
            "“It finally joins the two halves of the town.” — Mayor Elena Ortiz",
            "Mayor Elena Ortiz",
            "engineer Tom Reyes",
        ),
        (
            "It opened. As Mayor Ortiz put it, “It finally joins the two halves of the town.”",
            "Mayor Ortiz",
            "engineer Reyes",
        ),
        ("王市长说：“它终于把城市的两半连在了一起。”", "王市长", "工程师李工"),
    ],
)
def test_a_speaker_named_before_the_quotation_or_after_a_dash(text: str, who: str, other: str):
    assert reattributed(text, text.replace(who, other))
    assert not reattributed(text, text.replace("finally", "at last"))  # the quote reworded


def test_match_funding_doubled_is_another_offer():
    assert changed_deals("It offers match funding.", "It offers double funding!") == [
        ("match", "double")
    ]
    assert changed_deals("Projects are match-funded.", "Projects are match-funded, gladly.") == []


def test_naming_the_quote_paragraph_does_not_ask_for_another_speaker():
    before = "“We were not sure people would come back,” said organiser Priya Natarajan."
    after = before.replace("organiser Priya Natarajan", "a council spokesperson")
    for asked in ("Make the quote paragraph flow better.", "Give the quotation more punch."):
        with pytest.raises(Refused, match="quotation to someone else"):
            check_qualifiers(before, after, asked)
    for asked in (
        "Attribute the quote to the council instead.",
        "Say it was said by a council spokesperson.",
        "Make it a council spokesperson's words.",
    ):
        check_qualifiers(before, after, asked)
    zh = "“我们原本不确定大家还会不会回来，”组织者林思远说，“结果一天就报满了。”"
    with pytest.raises(Refused, match="quotation to someone else"):
        check_qualifiers(
            zh, zh.replace("组织者林思远", "镇政府一位发言人"), "让引语那段读起来更顺。"
        )
    check_qualifiers(zh, zh.replace("组织者林思远", "镇政府发言人"), "把引语改成镇政府发言人说的。")


def test_one_chinese_character_in_common_is_not_the_same_speaker():
    zh = "“每一块菜畦都是孩子们自己种的，”校长王建华说。"
    assert reattributed(zh, zh.replace("校长王建华", "学校一位老师")) == [
        ("校长王建华", "学校一位老师")
    ]
    assert reattributed(zh, zh.replace("校长王建华", "王校长")) == []
