"""NO_CHANGE glued to the end of the check's sentence, then a line offering more
(formats/common.says_no_change): the verdict, the offer kept in what the model said."""

from app.editing.formats.common import says_no_change


def test_english_verdict_at_a_sentence_end_then_an_offer() -> None:
    reply = (
        "It already does: the kitchen serves until 7:30 pm. NO_CHANGE\n\n"
        "If you'd like, I can add the kitchen's phone number."
    )
    said = says_no_change(reply)
    assert said is not None and "NO_CHANGE" not in said and "7:30 pm." in said


def test_chinese_verdict_at_a_sentence_end_then_an_offer() -> None:
    said = says_no_change(
        "有的，写了电话0571-8662 1350。NO_CHANGE\n\n需要的话，我可以再加上办公时间。"
    )
    assert said is not None and "需要的话" in said and "NO_CHANGE" not in said


def test_an_offer_under_a_paragraph_without_the_token_is_no_verdict() -> None:
    assert (
        says_no_change("The kitchen serves until 8 pm.\n\nIf you'd like, I can add more.") is None
    )
