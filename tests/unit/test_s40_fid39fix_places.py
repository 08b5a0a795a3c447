"""Where a suggestion points (session 40, fidelity_blind39's shapes): a paragraph named by a
phrase whose tail another holds, by its contact details, by a label's word, by several labels
at once, 下雨那段 for 下起了小雨, "the checklist" for the one list."""

from __future__ import annotations

import pytest

from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

GYM = [
    "各位会员：星河健身房2月1日起新开了一间瑜伽教室，配有20张垫子。",
    "**会员福利一：**办卡即送两节私教体验课。",
    "**会员福利二：**每月可带一位朋友免费体验一次。",
    "**会员福利三：**生日当月赠送一份蛋白粉小样。",
    "**付款方式：**支持微信、支付宝和银行卡。",
    "**储物柜：**每次使用不超过4小时，储物柜在瑜伽室旁边。",
    "咨询请找前台小林，电话0571-8823 1180（每天9:00—21:00）。",
]
CLUB = [
    "Welcome to the spring term. Sessions start on Monday 12 April.",
    "**Term fee:** £60 for adults and £35 for juniors.",
    "**Joining bonus:** bring a friend twice and get a free swim cap.",
    "**Lane rules:** swim anticlockwise, no more than eight per lane.",
    "Any questions? Call Helen on 01632 960772 or email swim@millbrookclub.org.uk.",
]
TRIP = [
    "国庆假期，我们一家去了黄山。",
    "门票旺季190元，学生半价。",
    "下山时下起了小雨，雾里的松树特别好看。",
    "总之，这趟旅行很值得。",
]
PACKING = [
    "Before the trip, please check the following:",
    "- Pack a waterproof jacket\n- Bring a packed lunch\n- Wear sturdy boots",
    "We leave the school at 8am sharp.",
]


def _places(ask: str, paragraphs: list[str]) -> set[int]:
    scope = scope_of([ask], "标题", split_paragraphs("\n\n".join(paragraphs)))
    assert not scope.whole, ask
    return set(scope.paragraphs) | {p for p, _ in scope.sentences}


@pytest.mark.parametrize(
    ("ask", "paragraphs", "expected"),
    [
        ("新开瑜伽室那段写得热情一点", GYM, {0}),  # not the one saying 瑜伽室旁边
        ("联系方式那句写得亲切一点", GYM, {6}),  # not **付款方式：**
        ("Make the contact details friendlier.", CLUB, {4}),
        ("福利一和福利三写得更吸引人", GYM, {1, 3}),
        ("Make the fee and the lane rules easier to read.", CLUB, {1, 3}),
        ("Make the bonus more tempting.", CLUB, {2}),
        ("写下雨那段再细腻一点", TRIP, {2}),
        ("Make the checklist friendlier.", PACKING, {1}),
    ],
)
def test_the_part_named_is_found(ask: str, paragraphs: list[str], expected: set[int]) -> None:
    assert _places(ask, paragraphs) == expected


def test_a_fact_stated_about_a_labels_word_names_no_label() -> None:
    scope = scope_of(
        ["The bonus is a free cap now, and results go online by 8 pm."],
        "T",
        split_paragraphs("\n\n".join(CLUB)),
    )
    assert 2 not in scope.paragraphs or scope.whole


def test_a_speakers_name_on_many_paragraphs_does_not_unplace_a_topic() -> None:
    talk = [
        "记者：最难的是什么时候？",
        "林晓：是第二年冬天。",
        "记者：有什么建议？",
        "林晓：先想清楚。",
    ]
    scope = scope_of(
        ["林晓讲最难那段时间的回答，写得更具体一些。"], "T", split_paragraphs("\n\n".join(talk))
    )
    assert scope.paragraphs == {1}
