"""Session 35 (fid-fix): replies read for what they are — advice to keep the text, an edit
claimed with no text, and the article's own "tell us" that is no talk to the writer."""

from __future__ import annotations

import pytest

from app.editing.align import is_aside, is_talk
from app.editing.remarks import claims_edit


def test_advice_to_keep_the_text_is_talk() -> None:
    assert is_talk("I'd advise keeping them. Recall notices are expected to state injuries.")


def test_the_articles_own_tell_us_is_no_aside() -> None:
    body = "周六上午可以看房。请提前发短信给马蕾，并告诉我们几个人入住。"
    sentence = "提前给马蕾发条短信就行，写上您的姓名，再告诉我们打算几个人住。"
    assert not is_aside(sentence, body)


def test_the_model_asking_to_be_told_is_still_an_aside() -> None:
    assert is_aside("想换一种语气的话，再告诉我。", "周六上午可以看房。")


@pytest.mark.parametrize(
    "claim",
    [
        "I've made the accommodation answer more appealing: it now leads with the cosy feel "
        "of the Granary. Let me know if you'd like a different tone!",
        "Sure! I have tightened the intro as requested.",
    ],
)
def test_an_edit_claimed_with_no_text_is_a_claim(claim: str) -> None:
    assert claims_edit(claim)


def test_a_sentence_of_the_article_in_the_first_person_is_no_claim() -> None:
    assert not claims_edit("I've lived on Mill Lane for forty years and baked every morning.")


def test_a_first_person_line_of_the_article_is_no_claim() -> None:
    assert not claims_edit("I've made bread every morning for twenty years, and I still love it.")
