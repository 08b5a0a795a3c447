"""NO_CHANGE between an explanation's sentences, its reason after a dash or colon: read as the
verdict with the explanation kept whole (the protocol's token never shown to the writer)."""

import pytest

from app.editing.formats.common import says_no_change


@pytest.mark.parametrize(
    ("reply", "said"),
    [
        (
            "6 March, 3 April and 1 May 2027 are all Saturdays, and each is the first Saturday of"
            " its month. NO_CHANGE — the dates are right.",
            "6 March, 3 April and 1 May 2027 are all Saturdays, and each is the first Saturday of"
            " its month. The dates are right.",
        ),
        ("日期都对。NO_CHANGE：三个都是第一个周六。", "日期都对。三个都是第一个周六。"),
        ("The fee is right. **NO_CHANGE** - it says £5.", "The fee is right. It says £5."),
    ],
)
def test_the_verdict_between_sentences_is_read_with_its_reason(reply: str, said: str) -> None:
    assert says_no_change(reply) == said


@pytest.mark.parametrize(
    "reply",
    [
        "The NO_CHANGE flag - what is it?",  # no sentence ends before it
        "Set NO_CHANGE: true in the config.",
        "The club meets on Saturdays. NO_CHANGE - as the notes say. " + "More. " * 70,  # long
    ],
)
def test_a_token_inside_a_sentence_or_a_long_text_is_no_verdict(reply: str) -> None:
    assert says_no_change(reply) is None
