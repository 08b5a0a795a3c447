"""Facts changed inside the asked paragraph (fidelity_blind46, session 47): figures swapped
between their places, a count of the same thing changed, a name respelt — and near-misses."""

from __future__ import annotations

import pytest

from app.editing.counted_things import changed_counts, check_counted_things
from app.editing.elided import Refused
from app.editing.respelt_names import check_respelt_names, respelt_names
from app.editing.scope import Scope
from app.editing.swapped_places import check_swapped_places, swapped_places

TAIL = "\n\nThe rest."
ZH_TAIL = "\n\n其余不变。"


def _swaps(old: str, new: str, tail: str = TAIL) -> list[tuple[str, str]]:
    return swapped_places(old + tail, new + tail)


def test_figures_swapped_in_a_sentence() -> None:
    old = "Last month we mended 41 of the 57 items you brought, a success rate of 72 %."
    new = "We're proud that last month our fixers mended 57 of the 41 items you brought!"
    assert _swaps(old, new) == [("41", "57")]


def test_prices_swapped_between_who_pays_them() -> None:
    old = "Tickets cost £12 for adults and £6 for students, on sale at the door."
    new = "Tickets are just £6 for adults and £12 for students — grab yours at the door!"
    assert _swaps(old, new) == [("12", "6")]


def test_chinese_counts_swapped() -> None:
    old = "去年共有86户报名，到场73户，成交物品超过600件。"
    new = "去年共有73户报名，到场86户，成交物品超过600件，热闹极了！"
    assert _swaps(old, new, ZH_TAIL) == [("86", "73")]


def test_table_rows_traded_their_times() -> None:
    old = "| Time | What |\n|---|---|\n| 8.30 am | Wave 1 starts |\n| 8.45 am | Wave 2 starts |"
    new = (
        "| Time | What |\n|---|---|\n| 8.30 am | **Wave 2 starts** |\n"
        "| 8.45 am | **Wave 1 starts** |"
    )
    assert ("1", "2") in _swaps(old, new)


def test_chinese_table_counts_swapped_while_a_name_changed() -> None:
    old = "| 区域 | 户数 |\n|---|---|\n| 枫林苑1—6栋 | 420户 |\n| 枫林苑7—12栋 | 386户 |"
    new = "| 区域 | 户数 |\n|---|---|\n| 枫林苑小区1—6栋 | 386户 |\n| 枫林苑小区7—12栋 | 420户 |"
    assert _swaps(old, new, ZH_TAIL) == [("420", "386")]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the same pairs put another way
        (
            "Last year 420 of the 510 cakes sold before 2 pm.",
            "Last year we sold 420 cakes (out of 510) before 2 pm.",
        ),
        # rows moved whole, with their figures
        ("| A | 1 |\n| B | 2 |", "| B | 2 |\n| A | 1 |"),
        # a list reordered keeps its item numbers in place
        ("1. Label each pot.\n2. Hand them in.", "1. Hand them in.\n2. Label each pot."),
    ],
)
def test_no_swap(old: str, new: str) -> None:
    assert _swaps(old, new) == []


def test_a_swap_asked_for_is_saved() -> None:
    before = "Tickets cost £12 for adults and £6 for students." + TAIL
    after = "Tickets cost £6 for adults and £12 for students." + TAIL
    check_swapped_places(
        before, after, ["Swap the two prices, I had them the wrong way round"], Scope()
    )
    with pytest.raises(Refused, match="swapped"):
        check_swapped_places(before, after, ["Make it friendlier"], Scope())
    with pytest.raises(Refused, match="对调"):
        check_swapped_places(
            "报名86户，到场73户。" + ZH_TAIL, "报名73户，到场86户。" + ZH_TAIL, ["热闹点"], Scope()
        )


def test_counts_of_the_same_thing_changed() -> None:
    assert changed_counts(
        "2. Hand your plants in and get one token per pot." + TAIL,
        "2. Hand your plants in; for each pot you bring, you get two tokens." + TAIL,
    ) == [("token", "one", "two")]
    assert changed_counts(
        "每户限报一个摊位，报名时领一个号码牌。" + ZH_TAIL,
        "每户限报一个摊位，报名时可领两个号码牌。" + ZH_TAIL,
    ) == [("个号码", "一", "两")]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Each family gets one raffle ticket.", "Every family gets a raffle ticket."),
        ("Last year 420 of the 510 cakes sold.", "Last year 420 cakes (out of 510) sold."),
        ("报名时每人领一张阅读卡。", "报名时每位小朋友都能领到一张阅读卡哦。"),
    ],
)
def test_counts_kept(old: str, new: str) -> None:
    tail = ZH_TAIL if "报" in old else TAIL
    assert changed_counts(old + tail, new + tail) == []


def test_count_asked_is_saved() -> None:
    before, after = "Get one token per pot." + TAIL, "Get two tokens per pot." + TAIL
    check_counted_things(before, after, ["Make it two tokens per pot"], Scope())
    with pytest.raises(Refused, match="one token"):
        check_counted_things(before, after, ["Make step 2 clearer"], Scope())


def test_chinese_names_respelt_beside_an_address_or_after_a_role() -> None:
    assert respelt_names(
        "带插头的电器须先由贝建国师傅检测。" + ZH_TAIL,
        "带插头的电器须先请贝建军师傅检测一下。" + ZH_TAIL,
    ) == [("贝建国", "贝建军")]
    assert respelt_names(
        "报名请联系社区工作人员周德明，电话0571-8611-2045。" + ZH_TAIL,
        "想报名的邻居，欢迎联系社区工作人员周德民，电话0571-8611-2045。" + ZH_TAIL,
    ) == [("周德明", "周德民")]


def test_names_kept_or_renamed_as_asked() -> None:
    before = "活动由少儿部刘海波老师负责。" + ZH_TAIL
    assert respelt_names(before, "活动由少儿部的刘海波老师负责哦。" + ZH_TAIL) == []
    after = "活动由少儿部刘海涛老师负责。" + ZH_TAIL
    check_respelt_names(before, after, ["负责老师换成刘海涛了"], Scope())
    with pytest.raises(Refused, match="刘海涛"):
        check_respelt_names(before, after, ["讲“最多带2件”的那段语气友好一点"], Scope())
