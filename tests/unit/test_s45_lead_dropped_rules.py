"""dropped_rules: reassurance is no rule, and a paragraph whose new words the suggestion
dictates is the writer's own change (lead's fix after session 45's fidelity sweep)."""

from app.editing.dropped_rules import dropped_rules


def test_reassurance_is_not_a_rule():
    before = "Biscuit naps after lunch. Don't worry if he snores loudly."
    after = "Biscuit naps after lunch, snoring away happily."
    assert dropped_rules(before, after) == []
    assert (
        dropped_rules("Do not hesitate to call the sitter again.", "Call the sitter any time.")
        == []
    )


def test_a_real_rule_dropped_is_still_found():
    before = "Walk him twice a day. Don't let him off the lead near the road."
    after = "Walk him twice a day and enjoy the park together."
    assert dropped_rules(before, after) == ["Don't let him off the lead near the road"]


def test_a_paragraph_the_suggestion_dictates_drops_no_rule():
    before = "第1条　访客车辆须登记。\n\n第2条　出租车夜间不得进入。\n\n第3条　校车不得鸣笛。"
    after = (
        "第1条　访客车辆须登记。\n\n第2条　本规定由业主委员会负责解释。\n\n第3条　校车不得鸣笛。"
    )
    asked = "倒数第二条改成：本规定由业主委员会负责解释。"
    assert dropped_rules(before, after, asked) == []
    assert dropped_rules(before, after) == ["第2条　出租车夜间不得进入"]


def test_one_english_word_the_suggestion_names_dictates_no_paragraph():
    before = "The pool opens at nine. Children must not swim without an adult."
    after = "The pool opens at nine on Saturday, so come along and splash about."
    asked = "Make it friendlier and mention Saturday"
    assert dropped_rules(before, after, asked) == ["Children must not swim without an adult"]
