"""Session 47 (markup47): the writer's markup kept in the paragraphs an edit changes, and the
model's notes read as notes — the pure pieces (habits.py, heading_levels.py, the fence
unwrapping of formats/common.py, edit_remarks.py and align's bracketed asides)."""

from __future__ import annotations

from app.editing.align import is_aside, is_talk
from app.editing.drift import restore_markup
from app.editing.edit_remarks import remarks_on_edit
from app.editing.formats.common import peel
from app.editing.habits import (
    double_spaces_kept,
    emoji_swaps_kept,
    habits_kept,
    prose_unbulleted,
    quotes_kept,
)
from app.editing.heading_levels import heading_levels_kept

QUOTED = 'Our motto is "make it, break it."\n\nThe kiln is "Big Bertha".'


def test_curly_quotes_in_a_rewritten_paragraph_follow_the_writers_straight_ones() -> None:
    after = 'Our happy motto is “make it, break it.”\n\nThe kiln is "Big Bertha".'
    assert habits_kept(QUOTED, after, ["make it friendlier"]) == (
        'Our happy motto is "make it, break it."\n\nThe kiln is "Big Bertha".'
    )
    # asked for: kept as the model wrote them
    assert habits_kept(QUOTED, after, ["use curly quotes"]) == after


def test_straight_quotes_are_curled_for_a_writer_of_curly_ones() -> None:
    assert (
        quotes_kept('He said "go" and we went.', {"double": "curly"}) == "He said “go” and we went."
    )


def test_chinese_corner_quotes_kept() -> None:
    before = "我们的口号是「先观察」。\n\n大家叫它「老黑」。"
    after = "我们的口号是「先观察」。\n\n大家亲切地叫它“老黑”。"
    assert (
        habits_kept(before, after, ["第二段亲切一点"])
        == "我们的口号是「先观察」。\n\n大家亲切地叫它「老黑」。"
    )


def test_two_spaces_after_a_full_stop_kept_only_as_a_habit() -> None:
    before = "We open at 9.  Coffee is free.  The quiet room is upstairs."
    assert double_spaces_kept(before, "We open at 9. Coffee is on us. Mr. Lee is upstairs.") == (
        "We open at 9.  Coffee is on us.  Mr. Lee is upstairs."
    )
    # one double gap is no habit (a rewrite may tidy it); a single gap beside it neither
    assert double_spaces_kept("One.  Two.", "One. Two, three.") == "One. Two, three."
    assert double_spaces_kept("One.  Two. Three.  Four.", "One. Two.") == "One. Two."


def test_an_emoji_swapped_for_another_is_given_back_added_ones_stay() -> None:
    assert (
        emoji_swaps_kept("Party on the roof. 🎉", "Party up on the roof! 🥳")
        == "Party up on the roof! 🎉"
    )
    assert emoji_swaps_kept("领养日。🐾", "领养日，欢迎来！🐱") == "领养日，欢迎来！🐾"
    assert emoji_swaps_kept("Party. 🎉", "Party! 🎉🙌") == "Party! 🎉🙌"
    assert emoji_swaps_kept("Party. 🎉", "Party!") == "Party!"
    assert habits_kept("Party. 🎉", "Party! 🎈", ["swap the emoji for a balloon"]) == "Party! 🎈"


def test_a_bullet_put_before_prose_is_taken_off_a_list_keeps_its_marks() -> None:
    assert (
        prose_unbulleted("We open at 9.", "- We open at 9, come early!")
        == "We open at 9, come early!"
    )
    assert prose_unbulleted("- tea\n- cake", "* tea\n* cake and pie") == "* tea\n* cake and pie"
    # a number before a line may be the edit asked ("1. Bank Top." for "Stop 1 — Bank Top.")
    assert prose_unbulleted("Stop 1 — Bank Top.", "1. Bank Top.") == "1. Bank Top."
    assert (
        habits_kept("We open.", "- We open now.", ["turn it into a bullet list"])
        == "- We open now."
    )


def test_a_headings_level_and_case_are_the_writers_unless_asked() -> None:
    before = "## Summary\n\nText.\n\n## What was hard\n\nThe tank was late."
    after = "## Summary\n\nText.\n\n### What Was Hard\n\nOur tank arrived late."
    kept, withheld = heading_levels_kept(before, after, ["reword the 'What was hard' section"])
    assert kept == "## Summary\n\nText.\n\n## What was hard\n\nOur tank arrived late."
    assert [w.paragraph for w in withheld] == [3]
    # reworded words stay the model's, at the writer's level
    kept, _ = heading_levels_kept("## 困难\n\n文字。", "### 遇到的困难\n\n文字。", ["整篇润色"])
    assert kept == "## 遇到的困难\n\n文字。"
    for asked in ["make the headings smaller", "use title case", "把小标题改成三级标题"]:
        assert heading_levels_kept(before, after, [asked]) == (after, [])


def test_a_proofreads_retyped_list_marks_are_the_drift_restore_markup_puts_back() -> None:
    assert restore_markup("- tea\n- cake", "* tea\n* cake") == "- tea\n- cake"


def test_a_short_fenced_reply_is_unwrapped_its_fence_no_ones_words() -> None:
    peeled = peel(
        "好的，修改如下：\n\n```markdown\n秋天\n\n我们去了公园，很开心。\n\n叶子黄了。\n```"
    )
    assert peeled.text == "秋天\n\n我们去了公园，很开心。\n\n叶子黄了。"
    assert peeled.note == ["好的，修改如下："]
    assert peel("```markdown\n# 秋天三\n\n我们去了公园。\n```").text == "# 秋天三\n\n我们去了公园。"
    # a long explanation around a short fenced snippet: no wrapping
    said = "Here is how the command works, step by step, in detail for you:"
    assert peel(f"{said}\n\n```text\nmake setup\n```").text.startswith(said)


def test_a_first_person_chinese_remark_on_the_edit_is_the_models() -> None:
    article = ["本周六修理日照常举行。", "上午九点开门。", "欢迎大家来！"]
    assert remarks_on_edit("我把免费茶水放在了最后，这样开门时间仍然最先看到。", article)
    assert remarks_on_edit("我在结尾补了一句关于茶水的话。", article)
    # English, in the first person, of the text or where the addition went
    pots = ["Our studio opens this weekend.", "Visitors can try the wheel.", "See you there."]
    said = "I added the free tea right after the half-price seconds so the perks sit together."
    assert remarks_on_edit(said, pots)
    assert not remarks_on_edit("I put the kettle on and read until midnight.", pots)
    assert not remarks_on_edit(said, ["I added a pond at the end of the garden.", "x"])
    # the article's own first person is its text
    diary = ["我把钥匙放在了门口的花盆下。", "晚上才回家。"]
    assert not remarks_on_edit("我把钥匙放在了门口的花盆下，第二天才想起来。", diary)


def test_a_bracketed_note_on_the_wording_is_an_aside_the_writers_brackets_are_not() -> None:
    body = "We cannot take anything with a gas supply."
    for note in [
        "(Softened the tone.)",
        "(Sounds warmer now.)",
        "（语气已调整得更温和）",
        "（更口语化了）",
    ]:
        assert is_aside(note, body), note
    for own in ["(tickets at the door)", "(one item each, please)", "（免费入场）", "(free entry)"]:
        assert not is_aside(own, body), own


def test_an_apology_keeping_the_notices_own_words_is_the_notices() -> None:
    body = "燃气类电器恕不接收。"
    assert not is_talk("很抱歉，燃气类电器暂时无法接收，请大家谅解。", body)
    assert is_talk("很抱歉，我没能改好这一段。", body)
