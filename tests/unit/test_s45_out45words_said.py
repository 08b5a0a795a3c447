"""outside45a's findings F9, F13, F16, F19 at the unit level: a person or a whole clause a
restyle or a list recast left out is named; another word for the same party is no reversal; a
restore a Regenerate leaves behind is named as a restore, with no bullet of its own."""

import pytest

from app.editing.elided import Refused
from app.editing.hand_edits_left import left_out_line as versions_left_out
from app.editing.left_facts import left_out_facts
from app.editing.liable_parties import check_liable_parties

ZH_BODY = "我们2019年开了这家店。\n\n一开始只有朋友来。"
EN_BODY = "We opened the shop in 2019.\n\nAt first only friends came."


def test_a_person_or_a_whole_clause_left_out_is_named() -> None:
    kin = "Frank lives with his wife, Carol, their two sons and his granddaughter, Isla."
    assert left_out_facts(kin, "Frank lives with his wife, Carol, and their two sons.") == [
        "his granddaughter, Isla"
    ]
    did = "She taught English for thirty years and never missed a school play."
    assert left_out_facts(did, "She taught English for thirty years.") == [
        "never missed a school play"
    ]
    items = (
        "Present: Ruth, Omar.\n\n"
        "Actions: Ruth to renew the insurance; Omar to email the newsletter to members."
    )
    listed = "Present: Ruth, Omar.\n\nActions:\n- Ruth: renew the insurance"
    assert left_out_facts(items, listed) == ["Omar to email the newsletter to members"]
    zh = "参会：刘洋、陈静。\n\n待办：刘洋订好场地；陈静把活动照片整理好发到群里。"
    assert left_out_facts(zh, "参会：刘洋、陈静。\n\n待办：\n- 刘洋：订好场地") == [
        "陈静把活动照片整理好发到群里"
    ]


def test_a_flourish_or_a_kept_clause_is_not_named() -> None:
    said = "Join us for cake at 4 pm on his last day, as always."
    assert left_out_facts(said, "Join us for cake at 4 pm on his last day.") == []
    kept = "He never once let a regular leave without a chat."
    assert left_out_facts(kept, "He never once let a regular leave without a friendly chat.") == []
    assert left_out_facts("欢迎大家来，热闹热闹。", "欢迎大家来。") == []
    listed = "Actions: Ruth to renew the insurance; Omar to email the newsletter."
    assert (
        left_out_facts(
            listed, "Actions:\n- Ruth: renew the insurance\n- Omar: email the newsletter"
        )
        == []
    )


def test_another_word_for_the_same_party_is_no_reversal() -> None:
    before = "Customs fees are paid by the buyer."
    check_liable_parties(before, "Customs fees are paid by the customer.", "make it friendlier")
    check_liable_parties("维修费用由房东承担。", "维修费用由出租方承担。", "客气一点")
    with pytest.raises(Refused, match="the seller"):
        check_liable_parties(before, "Customs fees are paid by the seller.", "make it friendlier")
    with pytest.raises(Refused, match="租客"):
        check_liable_parties("维修费用由房东承担。", "维修费用由租客承担。", "客气一点")


def test_a_restore_left_behind_is_named_as_a_restore() -> None:
    said = versions_left_out([], EN_BODY, {4: 1})
    assert said is not None and not said.startswith("•"), said
    assert "restore of V1 (V4)" in said and "hand edit" not in said, said
    both = versions_left_out([3], EN_BODY, {5: 1})
    assert both is not None and "hand edit (V3)" in both and "restore of V1 (V5)" in both
    zh = versions_left_out([], ZH_BODY, {4: 1})
    assert zh is not None and "恢复到 V1" in zh and "Restore" not in zh and "History" not in zh


def test_a_change_line_quotes_whole_words() -> None:
    from app.domain.diff import diff_text

    hunks = diff_text("Action points: Ruth to renew it", "Actions: Ruth renews it")
    changed = [(h.op, h.text) for h in hunks if h.op != "equal"]
    assert ("delete", "Action points") in changed and ("insert", "Actions") in changed, changed
    kept = diff_text("I was tired today", "I was proud today")
    assert [h.text for h in kept if h.op == "delete"] == ["tired"]


def test_a_translated_paragraph_is_told_as_translated() -> None:
    from app.domain.describe import describe_changes

    zh = "去年秋天。\n\n第一天我们在西湖边骑了自行车，风景很好。"
    en = "去年秋天。\n\nOn the first day we cycled along West Lake; the views were lovely."
    assert describe_changes("t", zh, "t", en) == ["第2段：译成英文"]
    reworded = "去年秋天。\n\n第一天我们在西湖边骑车兜风，风景特别好。"
    assert "译成" not in " ".join(describe_changes("t", zh, "t", reworded))


def test_a_never_that_tells_what_someone_did_is_no_rule() -> None:
    from app.editing.dropped_rules import dropped_rules

    did = "She taught for thirty years and never missed a school play."
    assert dropped_rules(did, "She taught for thirty years.") == []
    rule = "Bags are welcome. Never leave bags unattended."
    assert dropped_rules(rule, "Bags are welcome.") == ["Never leave bags unattended"]
