"""致谢那段 where the article writes 感谢 in three paragraphs is the one that thanks most; an
answer in English with ", which gave…" in it is that paragraph translated, not a question."""

from app.editing.reply_talk import translated_target
from app.editing.topic_words import holding_characters

SPEECH = [
    "各位晚上好，感谢大家冒雨前来。",
    "两年前，屋顶漏水，我们损失了4000册图书。",
    "我要感谢搬了两次书架的志愿者们，也要感谢拨款31万元的区政府。",
    "祝大家今晚愉快，再次感谢。",
]


def test_a_topic_by_a_character_is_the_paragraph_writing_it_most() -> None:
    assert holding_characters("致谢", SPEECH) == {2}


def test_no_paragraph_is_picked_when_two_write_the_character_as_often() -> None:
    assert holding_characters("致谢", [*SPEECH[:2], "感谢你们。", "再次感谢。"]) == set()


def test_a_relative_which_is_no_question_to_the_writer() -> None:
    words = (
        "I sincerely thank the volunteers, who moved every shelf twice, and the district "
        "government, which gave 310,000 yuan."
    )
    assert translated_target(words, SPEECH[2], "\n\n".join(SPEECH))
