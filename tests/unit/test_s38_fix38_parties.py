"""Who bears a clause's cost moved to another party (liable_parties.py), an hour's count changed
by a cut (facts.py), and a quote reworded in a part named by words no paragraph shows
(misquotes.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.facts import changed_facts
from app.editing.formats.full import clean_title
from app.editing.liable_parties import check_liable_parties
from app.editing.misquotes import quotes_note
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

CLAUSE = "医疗费用由甲方承担；因乙方照顾不周造成的伤病，费用由乙方承担。"


def test_party_swapped_is_refused() -> None:
    swapped = "医疗费用由甲方承担。因乙方照顾不周造成宠物伤病的，相关费用亦由甲方承担。"
    with pytest.raises(Refused, match="甲方"):
        check_liable_parties(CLAUSE, swapped, "第五条写得更清楚。")


def test_parties_kept_or_asked_pass() -> None:
    kept = "医疗费用由甲方承担。因乙方照顾不周造成宠物伤病的，相关费用亦由乙方承担。"
    check_liable_parties(CLAUSE, kept, "第五条写得更清楚。")
    swapped = "医疗费用由甲方承担；伤病费用一律由甲方承担。"
    check_liable_parties(CLAUSE, swapped, "伤病费用都改由甲方承担。")


def test_english_party_swapped_is_refused() -> None:
    before = "Repairs to the boiler are borne by the Landlord."
    after = "The Tenant shall pay for boiler repairs."
    with pytest.raises(Refused, match="the tenant bear what another party bore"):
        check_liable_parties(before, after, "Make clause 4 plainer.")


def test_hours_count_is_a_fact() -> None:
    dropped, added = changed_facts("退潮后大约两个小时最好看。", "退潮后约一小时最好。")
    assert (dropped, added) == (["两"], ["一"])
    assert changed_facts("等一个小时。", "等一小时。") == ([], [])


def test_quote_reworded_in_unplaced_part_is_refused() -> None:
    before = (
        "老陈带我下到滩涂边。\n\n“我们这里看的不是海，是潮水。”老陈一边整理竹竿一边说。"
        "他在这片海上讨生活已经三十一年了。\n\n老陈说明年再来。"
    )
    after = before.replace("我们这里看的不是海，是潮水。", "我们这儿啊，看的不是海，看的是潮。")
    suggestion = "老陈那段写得更生动些。"
    scope = scope_of([suggestion], "霞浦", split_paragraphs(before))
    assert scope.unplaced
    with pytest.raises(Refused, match="改写了引号里别人说的原话"):
        quotes_note(before, after, [suggestion], scope)


def test_every_hour_is_no_count() -> None:
    assert changed_facts("晚上每一个小时一班。", "晚上每小时一班。") == ([], [])


def test_title_after_label_in_bold_loses_both_marks() -> None:
    assert clean_title("标题：**霞浦四点半：等一场退潮**", "在霞浦，等一场退潮") == (
        "霞浦四点半：等一场退潮",
        True,
    )
