"""What a restyle of the asked paragraph commits to (session 40, fidelity_blind39's shapes): a
condition dropped or a duty made negotiable is refused, a cut or a gentler tone too
(commitments.py); a list item whose words the others share is still dropped (dropped_lines.py);
a bound or a negation said another way is no change (qualifiers.py, negations.py)."""

from __future__ import annotations

import pytest

from app.editing.commitments import dropped_conditions, made_negotiable
from app.editing.elided import Refused
from app.editing.negations import flipped
from app.editing.qualifiers import changed_bounds
from app.editing.rechecks import rechecked
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

LEASE = (
    "第二条 押金：乙方于签约当日支付押金人民币6400元。\n\n"
    "第三条 提前退租：乙方无故提前退租的，押金不予退还；甲方无故提前收房的，应向乙方双倍返还押金。"
)
TENANCY = (
    "Clause 2. Deposit: the Tenant pays a deposit of £1,100.\n\n"
    "Clause 3. Early exit: if the Tenant leaves early without good reason, one month's rent is "
    "kept; the Landlord shall refund two months' rent if he ends it early."
)
RULES = (
    "入场须知如下。\n\n**入场须知：**\n"
    "- 进入器械区请穿运动鞋\n- 器械用后请放回原处\n- 进入泳池请戴泳帽"
)


def _check(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "标题", split_paragraphs(before))
    return rechecked(before, after, [suggestion], scope)


def test_a_cut_that_drops_both_conditions_is_refused() -> None:
    after = LEASE.replace("乙方无故提前退租的", "乙方提前退租的").replace("甲方无故", "甲方")
    with pytest.raises(Refused, match="无故"):
        _check(LEASE, after, "第三条精简一下")


def test_a_cut_that_keeps_the_conditions_is_saved() -> None:
    after = LEASE.replace("押金不予退还", "押金不退")
    assert dropped_conditions(LEASE, after) == []
    _check(LEASE, after, "第三条精简一下")


def test_an_english_condition_dropped_while_its_clause_stays_is_found() -> None:
    after = TENANCY.replace(" without good reason", "")
    assert dropped_conditions(TENANCY, after) == ["without good reason"]
    with pytest.raises(Refused, match="without good reason"):
        _check(TENANCY, after, "Tighten clause 3.")


def test_a_condition_the_writer_asks_about_may_go() -> None:
    after = LEASE.replace("乙方无故提前退租的", "乙方提前退租的").replace("甲方无故", "甲方")
    _check(LEASE, after, "第三条去掉“无故”这个条件")


def test_a_gentler_tone_that_makes_a_duty_negotiable_is_refused() -> None:
    after = LEASE.replace("应向乙方双倍返还押金", "双方可协商退还押金")
    assert made_negotiable(LEASE, after) == [("应", "协商")]
    with pytest.raises(Refused, match="协商"):
        _check(LEASE, after, "第三条语气缓和一点")


def test_a_gentler_tone_that_keeps_the_duty_is_saved() -> None:
    after = LEASE.replace("应向乙方双倍返还押金", "需向乙方双倍返还押金")
    assert made_negotiable(LEASE, after) == []


def test_an_english_duty_made_negotiable_is_found() -> None:
    after = TENANCY.replace("the Landlord shall refund", "the Landlord can negotiate a refund of")
    assert made_negotiable(TENANCY, after) == [("shall", "negotiate")]


def test_a_simpler_list_that_drops_an_item_sharing_words_is_refused() -> None:
    after = RULES.replace(
        "- 进入器械区请穿运动鞋\n- 器械用后请放回原处\n- 进入泳池请戴泳帽",
        "- 进入器械区请穿运动鞋\n- 器械用完请放回原处",
    )
    with pytest.raises(Refused, match="泳帽"):
        _check(RULES, after, "入场须知写简单点")


def test_a_simpler_list_that_keeps_every_item_is_saved() -> None:
    after = RULES.replace("进入泳池请戴泳帽", "泳池戴泳帽").replace("进入器械区请", "器械区")
    _check(RULES, after, "入场须知写简单点")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("每次使用不超过4小时。", "每次使用不能超过4小时。"),
        ("no more than 8 swimmers per lane.", "there must not be more than 8 swimmers in a lane."),
    ],
)
def test_a_ceiling_said_with_a_negated_bound_is_the_same_ceiling(before: str, after: str) -> None:
    assert changed_bounds(before, after) == []


def test_a_ceiling_made_a_floor_is_still_a_change() -> None:
    assert changed_bounds("每次使用不超过4小时。", "每次使用超过4小时。") != []


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("乙方无正当理由不购买的，定金不予退还。", "乙方无正当理由拒绝购买的，已付定金不予退还。"),
        (
            "If the Tenant does not allow access, the days start again.",
            "If the Tenant refuses to allow access, the days start again.",
        ),
    ],
)
def test_a_negation_said_as_refusing_is_kept(before: str, after: str) -> None:
    assert flipped(before, after) == []


def test_a_negation_dropped_is_still_a_flip() -> None:
    assert flipped("乙方不配合维修的，损失自行承担。", "乙方配合维修的，损失自行承担。") == ["不"]
