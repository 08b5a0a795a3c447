"""Relative steps and voice-typing slips said plainly before the style rules read a message."""

from app.style.misheard import keywords_respelt
from app.style.relative_steps import steps_said_plainly


def test_a_share_cut_from_a_thing_is_fewer_of_it_not_none():
    assert steps_said_plainly("Cut the emoji by half in future posts.") == (
        "use fewer emoji in future posts."
    )
    assert steps_said_plainly("Halve the exclamation marks") == "use fewer exclamation marks"
    assert steps_said_plainly("以后表情砍掉一半。") == "以后表情少一点。"
    assert steps_said_plainly("以后专业术语减个三分之一") == "以后专业术语少一点"


def test_a_quality_lowered_by_a_share_is_less_of_that_quality():
    assert steps_said_plainly("以后正式程度降个一半吧。") == "以后不要那么正式吧。"
    assert steps_said_plainly("口语化程度减一半") == "不要那么口语"


def test_a_cut_with_no_share_is_left_to_the_rules():
    assert steps_said_plainly("Cut the emoji from now on.") == "Cut the emoji from now on."
    assert steps_said_plainly("预算砍掉一半") == "预算砍掉一半"


def test_a_voice_typed_style_word_is_read_as_meant_only_before_a_degree():
    assert keywords_respelt("以后语气正事一点") == "以后语气正式一点"
    assert keywords_respelt("写得口语花些") == "写得口语化些"
    assert keywords_respelt("语气活婆一点") == "语气活泼一点"
    assert keywords_respelt("先说正事，周六改到周日") == "先说正事，周六改到周日"
    assert keywords_respelt("写个简介") == "写个简介"


def test_a_checklist_is_read_as_its_items():
    from app.style.checklists import checklist_said_plainly

    assert checklist_said_plainly(
        "Checklist for every post:\n- [x] no emoji\n- [ ] short titles"
    ) == ("Checklist for every post:\nno emoji.\nshort titles.")
    assert checklist_said_plainly("每篇发前检查：\n- [x] 不放表情") == "每篇发前检查：\n不放表情。"
    assert checklist_said_plainly("Tick [x] if done") == "Tick [x] if done"


def test_a_part_named_after_the_whole_adds_a_place_and_keeps_the_wish_lasting():
    from app.style.extract import offline_observations

    (emoji,) = offline_observations("No emoji. No emoji in the title either.")
    assert (emoji.value, emoji.scoped) == ("none", False)
