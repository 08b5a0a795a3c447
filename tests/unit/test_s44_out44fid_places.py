"""outside44's findings 2, 7, 9 and 11 at the unit level: a speaker's Nth turn of a transcript,
a section named by its heading's ordinal, a duration and a half written in words, a speaker
label cut down, and a withheld change's description counted as the writer counts."""

from app.domain.describe import in_writers_count
from app.domain.models import WithheldChange
from app.editing.half_durations import restore_half_durations
from app.editing.nth_kind import nth_of_kind
from app.editing.speaker_turns import restore_speaker, speaker_turn

TRANSCRIPT = [
    "**Maya Lin:** What first drew you to soil science?",
    "**Dr. Kwame Osei:** My grandmother farmed cassava.",
    "**Maya Lin:** And what does the ground tell you now?",
    "**Dr. Kwame Osei:** About forty harvests left.",
    "**Maya Lin:** Thank you.",
]
ZH = [
    "**记者：** 您是什么时候开始的？",
    "**王芳：** 2008年。",
    "**记者：** 最难的是什么？",
    "**王芳：** 坚持。",
]


def test_a_speakers_nth_turn_is_counted_among_that_speakers_turns() -> None:
    assert speaker_turn("Make Dr. Osei's second answer more concise", TRANSCRIPT) == {3}
    assert speaker_turn("Shorten Kwame's last answer", TRANSCRIPT) == {3}
    assert speaker_turn("Make Maya's second question friendlier", TRANSCRIPT) == {2}
    assert speaker_turn("把王芳的第二个回答精简一下", ZH) == {3}
    assert speaker_turn("记者的第一个问题改得客气一点", ZH) == {0}


def test_no_speaker_turn_without_a_transcript_or_a_speaker_named() -> None:
    assert speaker_turn("Make the second answer shorter", TRANSCRIPT) is None
    assert speaker_turn("第三段改得客气一点", ZH) is None
    assert (
        speaker_turn("Make Maya's second question friendlier", ["Maya: hi", "Plain text."]) is None
    )
    assert speaker_turn("Make Dr. Osei's fifth answer shorter", TRANSCRIPT) is None


def test_a_heading_named_by_its_ordinal_with_under_is_its_section() -> None:
    paras = [
        "引子。",
        "## 一、甲",
        "甲一。",
        "## 二、乙",
        "乙一。",
        "乙二。",
        "## 三、丙",
        "丙一。",
    ]
    assert nth_of_kind("第二个小标题下面的内容写得更口语化", paras) == {4, 5}
    assert nth_of_kind("第二个小标题改得更吸引人", paras) == {3}
    assert nth_of_kind("Make the part under the second heading casual", paras) == {4, 5}


def test_a_speaker_label_cut_down_is_put_back() -> None:
    before = "**Dr. Kwame Osei:** About forty harvests left."
    assert restore_speaker(before, "**Osei:** Forty harvests left.") == (
        "**Dr. Kwame Osei:** Forty harvests left."
    )
    assert restore_speaker(before, "**Maya Lin:** Forty.") == "**Maya Lin:** Forty."
    assert restore_speaker("**王芳：** 坚持。", "**王：** 坚持。") == "**王芳：** 坚持。"
    assert restore_speaker("**Tip for beginners:** Go slow.", "**Tip:** Go slow.") == (
        "**Tip:** Go slow."
    )


def test_a_duration_and_a_half_in_words_takes_the_writers_form() -> None:
    assert (
        restore_half_durations("约1.5小时。", "约一个半小时，穿过田野。") == "约1.5小时，穿过田野。"
    )
    assert restore_half_durations("(about 1.5 hours)", "(about an hour and a half)") == (
        "(about 1.5 hours)"
    )
    assert restore_half_durations("约1.5小时。", "约两个半小时。") == "约两个半小时。"


def test_a_withheld_description_numbers_the_paragraph_as_the_writer_counts() -> None:
    body = "Hi.\n\n## News\n\nA.\n\n## Lost\n\nA child's bike."
    change = WithheldChange(
        paragraph=5,
        before="A child's bike.",
        after="A children's bike.",
        description="a change in paragraph 5 — A children's bike.",
    )
    (out,) = in_writers_count([change], body)
    assert out.paragraph == 3
    assert out.description.startswith("a change in paragraph 3 ")
