"""Session 39 (fid-lead39): facts a restyle moves quietly — a bound dropped beside its figure,
an English count word changed in place, working days written as days — and the facts note in
the article's language."""

from __future__ import annotations

import pytest

from app.editing.count_words import swapped_counts
from app.editing.dropped_bounds import dropped_bounds
from app.editing.elided import Refused
from app.editing.facts import facts_line
from app.editing.measures import asks_units, switched_units
from app.editing.qualifiers import check_days


def test_a_bound_dropped_beside_its_kept_figure_is_found_in_both_languages() -> None:
    en = "Bring at least five packets of seeds and take home no more than ten."
    assert dropped_bounds(en, "Bring five packets of seeds and take home ten.") == [
        ("at least five packets", "five packets"),
        ("no more than ten", "ten"),
    ]
    zh = "每人最多借3本书，续借请至少提前一天预约。本次名额不超过40人。"
    found = dropped_bounds(zh, "每位书友可借3本书，续借请提前一天预约。本次名额40人。")
    assert [figure for _, figure in found] == ["3本", "一天", "40人"]


def test_a_bound_kept_reworded_or_cut_with_its_sentence_is_no_drop() -> None:
    assert dropped_bounds("at least five packets", "at least 5 packets") == []
    assert dropped_bounds("本次名额不超过40人，额满即止。", "名额有限，报满为止。") == []
    assert dropped_bounds("名额不超过40人。", "名额最多40人。") == []  # another ceiling word
    # "ten" inside "often" is not the figure kept
    assert dropped_bounds("Take no more than ten.", "Take them often.") == []
    # a rough figure made exact is the restyle's freedom
    assert dropped_bounds("大约四十分钟", "四十分钟") == []
    # the bound said another way, or 最多 / 不到 that are no bound of the figure
    assert dropped_bounds("More than 2,300 people came.", "Over 2,300 people came.") == []
    assert dropped_bounds("a lead (no more than 10 m).", "a lead (10 m at most).") == []
    assert dropped_bounds("人最多的一次", "最热闹的一次") == []
    assert dropped_bounds("赶不到下午5点半闭馆前", "下午5点半闭馆前赶不过来") == []
    assert dropped_bounds("24小时内不超过6片。", "任何24小时内都不要超过6片。") == []


def test_an_english_count_word_changed_in_place_is_found() -> None:
    text = "We draw the names once, at noon, and each household may enter a single time."
    assert swapped_counts(text, text.replace("once", "twice")) == [("once", "twice")]
    assert swapped_counts(text, text.replace("a single time", "up to two times")) == [
        ("a single time", "up to two times")
    ]
    old, new = (
        "a free bag of compost, one per household.",
        "a free bag of compost (two per household).",
    )
    assert swapped_counts(old, new) == [("one", "two")]


def test_a_reworded_count_or_one_as_a_pronoun_is_no_change() -> None:
    assert swapped_counts("one of the best days", "one of the finest days") == []
    assert swapped_counts("No one came once.", "Nobody came once.") == []
    text = "We draw the names once, at noon."
    assert swapped_counts(text, "We draw the names one time, at noon.") == []
    # an idiom reworded, "one by one"
    once = "Losing ten years of photos is a lesson you only want to learn once."
    assert (
        swapped_counts(once, "Losing ten years of photos is a lesson nobody wants to learn twice.")
        == []
    )
    prisms = "The lens was cleaned, every one of the prisms, over three days."
    assert swapped_counts(prisms, "The lens was cleaned, one by one, over three days.") == []


def test_working_days_written_as_days_is_another_unit() -> None:
    assert switched_units("借期为15个工作日，续借", "借期为15天，续借") == [("15个工作日", "15天")]
    assert switched_units("within 15 working days.", "within 15 days.") == [
        ("15 working days", "15 days")
    ]
    assert switched_units("借期为15个工作日", "借期是15个工作日") == []
    assert switched_units("3月15日开始，借期15个工作日", "3月15日开始，借期15个工作日内") == []


def test_the_facts_note_is_in_the_articles_language() -> None:
    zh = facts_line("7月6日（星期日）中午12点开始。", "7月6日中午12点开始！")
    assert zh.startswith("请核对事实：") and "“星期日”" in zh and "Check" not in zh
    en = facts_line("On Sunday 6 July at noon.", "On 6 July at noon!")
    assert en.startswith("Check the facts:") and "“Sunday”" in en


def test_working_days_asked_as_days_is_the_writers_change() -> None:
    pairs = switched_units("借期为15个工作日", "借期为15天")
    assert not asks_units("借书规则那段写得通顺一点", pairs)
    assert asks_units("借期改成15天", pairs)
    assert asks_units("Say 15 calendar days, not working days.", pairs)


def test_a_day_moved_beside_an_asked_figure_is_refused_unless_days_are_asked() -> None:
    before = "Put your name down by the Wednesday before the open day; we draw at noon."
    after = "Put your name down by the Thursday before the open day; we draw at 1pm."
    with pytest.raises(Refused, match="moved a day"):
        check_days(before, after, "In the lottery paragraph, change the draw to 1pm.")
    check_days(before, after, "Move the deadline to the Thursday and the draw to 1pm.")
    zh = "请在星期三之前到前台登记。本次名额不超过40人。"
    with pytest.raises(Refused, match="“星期三” → “星期四”"):
        check_days(zh, zh.replace("星期三", "星期四").replace("40", "50"), "把名额改成50人")
    check_days(zh, zh.replace("星期三", "星期四"), "把报名截止改到星期四")


def test_a_part_of_the_day_moved_with_an_asked_time_is_the_writers() -> None:
    before = "今年新增砍柴比赛，上午十点开始，报名请找村委会小刘。"
    check_days(before, before.replace("上午十点", "下午两点"), "砍柴比赛的时间推迟四个小时。")
    with pytest.raises(Refused, match="moved a day"):  # a weekday needs days asked
        check_days("星期三上午十点开始", "星期四下午两点开始", "时间推迟四个小时。")
