# ruff: noqa: E501  (a case reads best on one line)
"""Facts a whole-article restyle changed unasked (outside46a F3, F4, F19, F20, F21), read by
the pure pieces: an asked figure put back so the rest is checked, a restriction lifted, an
ordinal / count / handle / Chinese name written as another, what a cut left out, the
writer's Chinese numerals put back, and quotes after a negation read as no reversal."""

import pytest

from app.editing.asked_figures import asked_values, names_shape, put_back_asked, without_shape
from app.editing.cut_facts import cut_facts, cut_facts_line
from app.editing.negations import flipped
from app.editing.swapped_facts import swapped_facts
from app.editing.turned_limits import lifted_limit
from app.editing.turned_words import turned_round


def test_the_change_writing_the_asked_time_is_put_back_and_the_other_kept() -> None:
    before = "The coach leaves at 8:45 am. Two parent helpers will come."
    after = "The coach leaves at 9 am. Three parent helpers will come!"
    assert put_back_asked(before, after, "say the coach leaves at 9 am") == (
        "The coach leaves at 8:45 am. Three parent helpers will come!"
    )


def test_the_asked_chinese_time_is_read_with_the_measure_after_it() -> None:
    before = "本周六上午九点，需要两名志愿者。"
    after = "本周六上午十点，需要三名志愿者。"
    assert put_back_asked(before, after, "时间改成上午十点") == "本周六上午九点，需要三名志愿者。"


def test_a_weekday_the_ask_names_is_put_back_and_a_place_counts_no_parts() -> None:
    before = "新开的女性专场从每周四晚上7点半开始。"
    after = "新开的女性专场从每周三晚上7点半开始。"
    assert put_back_asked(before, after, "把女性专场改到每周三") == before
    assert not names_shape("最后一段写得生动些") and names_shape("压缩到两句话")


@pytest.mark.parametrize(
    "asked",
    ["make it livelier #3", "say it in three paragraphs", "under 100 words please", "压缩到两句话"],
)
def test_a_shape_count_or_a_tag_names_no_figure(asked: str) -> None:
    assert asked_values(without_shape(asked)) == set()


def test_a_negation_in_the_ask_names_no_figure() -> None:
    assert asked_values("don't touch the rest, just make it warmer") == set()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Only residents may use the car park.", "Residents and visitors may use the car park."),
        ("The talks are open to members only.", "The talks are open to everyone."),
        ("馆内设施仅限会员使用。", "馆内设施所有人都可以使用。"),
        ("凭会员卡入场。", "无需会员卡即可入场。"),
        ("攀岩时必须戴头盔。", "攀岩时可以不戴头盔。"),
        ("12岁以下儿童须由家长陪同。", "12岁以下儿童可以独自攀岩。"),
        ("Children under 8 must be accompanied by an adult.", "Children under 8 may swim alone."),
    ],
)
def test_a_lifted_limit_is_read(old: str, new: str) -> None:
    assert lifted_limit(old, new, "make it friendlier")


@pytest.mark.parametrize(
    ("old", "new", "asked"),
    [
        ("Only residents may park here.", "Parking here is for residents only.", "friendlier"),
        ("馆内设施仅限会员使用。", "馆内设施只有会员可以使用哦。", "亲切一点"),
        ("会员卡余额全部保留，无需换卡。", "会员卡余额全部保留，不用换卡。", "亲切一点"),
        ("婚姻不是比赛，不需要分出输赢。", "婚姻不是比赛，不必分输赢。", "润色"),
        (
            "The talks are for members only.",
            "The talks are open to everyone.",
            "open it to everyone",
        ),
        ("We need two volunteers.", "We'd love anyone to help.", "friendlier"),
    ],
)
def test_a_limit_kept_or_asked_to_lift_is_not(old: str, new: str, asked: str) -> None:
    assert not lifted_limit(old, new, asked)


def test_a_lifted_limit_turns_the_sentence_in_a_whole_restyle() -> None:
    before = "欢迎来到青山攀岩馆。\n\n馆内设施仅限会员使用。"
    after = "欢迎大家来到青山攀岩馆！\n\n馆内设施所有人都可以使用。"
    assert turned_round(before, after, "整篇须知写得亲切一点") == [
        ("馆内设施仅限会员使用。", "馆内设施所有人都可以使用。")
    ]


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        ("It was our sixth win.", "It was our seventh win!", ("sixth", "seventh")),
        ("and a designer in January.", "and two designers in January.", ("a designer", "two designers")),
        ("hiring one data analyst.", "hiring two data analysts.", ("one", "two")),
        ("Revenue grew 14% over the quarter.", "Revenue grew 14% over the year.", ("quarter", "year")),
        ("Ask Priya in #people-ops.", "Ask Priya in #people!", ("#people-ops", "#people")),
        ("Follow @carver_bakes for bread.", "Follow @carverbakes for bread!", ("@carver_bakes", "@carverbakes")),
        ("有问题请联系王丽娟，电话在公告栏上。", "有问题请联系王莉娟，电话在公告栏上。", ("王丽娟", "王莉娟")),
        ("有问题请在群里找普丽雅。", "有问题随时在群里找普莉雅！", ("普丽雅", "普莉雅")),
        ("主要来自和北风公司的合作。", "主要来自与北方公司的合作。", ("北风", "北方")),
        ("活动由红星超市举办。", "活动由红心超市举办！", ("红星", "红心")),
    ],
)  # fmt: skip
def test_a_fact_written_as_another_in_place_is_read(
    before: str, after: str, pair: tuple[str, str]
) -> None:
    assert swapped_facts(before, after) == [pair]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("and a designer in January.", "and the designer in January."),
        ("See you this week!", "See you this month!"),
        ("Use 1 lemon.", "Use 2 lemons."),  # digits: read by facts.py's figure checks
        ("和北风公司的合作。", "与北风公司的合作。"),
        ("合作的这家公司很好。", "合作的那家公司很好。"),
        ("她也聊了书店第三年的事。", "她也讲了书店第三年的事。"),
        ("Join #garden-club on Slack.", "Join #garden-club on Slack today!"),
    ],
)
def test_a_restyle_keeping_the_facts_reads_none(before: str, after: str) -> None:
    assert swapped_facts(before, after) == []


def test_a_cut_names_the_times_prices_and_phone_it_dropped() -> None:
    before = (
        "Doors open at 6:30 pm on 13 December. Tickets are $18, or call Ruth on 555-0142.\n\n"
        "Carols and mince pies."
    )
    after = "Doors open on 13 December.\n\nCarols!"
    assert cut_facts(before, after) == ["6:30 pm", "$18", "555-0142"]
    assert cut_facts_line(before, after, False).startswith(
        "Check the facts: the model left out 6:30 pm, $18, 555-0142"
    )


def test_a_cut_in_chinese_names_them_in_chinese() -> None:
    before = "开放时间为上午10点至下午4点。\n\n联系人：林晓雯 138-0013-5521"
    after = "欢迎来玩。"
    line = cut_facts_line(before, after, True)
    assert line.startswith("请核对事实：模型删去了 上午10点、下午4点、138-0013-5521")


def test_a_cut_keeping_every_figure_in_another_spelling_names_none() -> None:
    before = "Doors open at 6:30 pm. Call 555-0142."
    assert cut_facts(before, "Doors: 6.30pm. Call 555 0142.") == []


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("今天，他终于没有记错。", "今天，他终于没有「记错」。"),
        ("Today, he did not forget.", 'Today, he did not "forget."'),
        ("She did not complain once.", "She did not ‘complain’ once."),
    ],
)
def test_quotes_after_a_negation_are_no_reversal(before: str, after: str) -> None:
    assert flipped(before, after) == []


def test_a_negation_dropped_beside_added_quotes_is_still_read() -> None:
    assert flipped("他没有迟到。", "他「迟到」了。") == ["没有"]
