"""Session-32 fidelity fixes of the lead's known misses: a word renamed inside the article's own
repeated run is no loop, the asked paragraph answered in another language is refused as such,
and "the thank-you paragraph" / 感谢那段 is found when the opening and the closing thank too."""

from __future__ import annotations

from app.editing.judge import NoEdit
from app.editing.loops import looped
from app.editing.mentions import described_paragraphs
from app.editing.places import named_paragraphs
from app.editing.reply_talk import translated_target
from tests.unit.judging import applied, judge

SPEECH = [
    "Good evening, and thank you all for coming out in the rain.",
    "Two years ago the roof failed and we lost 4,000 books.",
    "I want to thank the volunteers, who moved every shelf twice, and the council.",
    "Please enjoy the evening, and thank you again.",
]
ZSPEECH = [
    "各位晚上好，感谢大家冒雨前来。",
    "两年前，屋顶漏水，我们损失了4000册图书。",
    "我要感谢搬了两次书架的志愿者们，也要感谢拨款的区政府。",
    "祝大家今晚愉快，再次感谢。",
]


def test_a_word_renamed_inside_the_articles_own_run_is_no_loop() -> None:
    article = "Drill\n\n" + "城市" * 200 + "\n\nDone."
    assert looped("Drill\n\n" + "乡村" * 200 + "\n\nDone.", article) is None
    drill = " ".join(["the quick fox"] * 80)
    assert looped(drill.replace("fox", "cat") + "\n\nDone.", drill + "\n\nDone.") is None


def test_a_loop_far_longer_than_the_articles_own_run_is_still_refused() -> None:
    article = "Drill\n\n" + "城市" * 30 + "\n\nDone."
    assert looped("Drill\n\n" + "乡村" * 600, article) is not None
    assert looped("乡村" * 200, "Drill\n\nNo repeated run here.") is not None


def test_the_thank_you_paragraph_is_the_one_holding_the_quoted_word() -> None:
    assert described_paragraphs("Change 'I' to 'we' in the thank-you paragraph.", SPEECH) == {2}
    assert described_paragraphs("感谢那段把“我”改成“我们”。", ZSPEECH) == {2}


def test_the_chinese_thanks_paragraph_is_the_one_that_thanks_most() -> None:
    assert described_paragraphs("感谢那段写得更真诚一些。", ZSPEECH) == {2}


def test_we_for_i_in_the_thank_you_paragraph_is_saved_there() -> None:
    new = SPEECH[2].replace("I want", "We want")
    whole = "Remarks\n\n" + "\n\n".join(new if i == 2 else p for i, p in enumerate(SPEECH))
    revised = applied(
        judge(
            "Remarks", "\n\n".join(SPEECH), "Change 'I' to 'we' in the thank-you paragraph.", whole
        )
    )
    assert revised.body == whole.split("\n\n", 1)[1]


def test_the_asked_paragraph_answered_in_english_is_refused_as_another_language() -> None:
    reply = "I want to warmly thank the volunteers, who moved every shelf twice, and the council."
    verdict = judge("讲话", "\n\n".join(ZSPEECH), "感谢那段写得更温暖一些。", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    assert "another language" in verdict.reason


def test_a_short_english_remark_on_a_chinese_paragraph_is_still_the_models_words() -> None:
    assert not translated_target("Looks fine.", ZSPEECH[2], "\n\n".join(ZSPEECH))
    assert not translated_target("可以吗？", SPEECH[2], "\n\n".join(SPEECH))


RECIPE = [
    "Grandma baked this every Sunday.",
    "## Method",
    "Heat the oven to 180°C and line a 20 cm tin.",
    "Whisk the eggs and sugar until pale.",
    "Bake for 40 minutes, until a skewer comes out clean. Cool in the tin.",
]


def test_a_paragraph_named_by_its_figure_answered_alone_after_a_lead_in() -> None:
    new = "Heat the oven to 180°C (350°F) and line a 20 cm tin."
    asked = "Add the Fahrenheit temperature in brackets after 180°C."
    revised = applied(judge("Cake", "\n\n".join(RECIPE), asked, f"Sure:\n\n{new}"))
    assert revised.body == "\n\n".join(new if i == 2 else p for i, p in enumerate(RECIPE))


def test_a_replacement_written_over_several_lines_is_applied() -> None:
    old = "Bake for 40 minutes, until a skewer comes out clean."
    new = "Bake for 40 minutes, until a skewer pushed into the centre comes out clean."
    reply = f'Replace:\n"{old}"\n\nWith:\n"{new}"'
    revised = applied(
        judge("Cake", "\n\n".join(RECIPE), "Make the skewer sentence clearer.", reply)
    )
    assert revised.body == "\n\n".join(RECIPE).replace(old, new)


def test_a_thing_closing_is_no_closing_paragraph() -> None:
    paragraphs = ["The pool opens at 6.", "The learner pool closes an hour earlier.", "Thanks!"]
    asked = "Make the sentence about the learner pool closing clearer."
    assert named_paragraphs(asked, 3, paragraphs) == set()
    assert named_paragraphs("Make the closing warmer.", 3, paragraphs) == {2}
