"""A resumed stream is compared with what the writer saw by what the two attempts answer: a
reasoning model's thinking and the whitespace before the answer left out (outside48 F1)."""

from app.llm.resume_match import Resumption, resumed

SEEN_ZH = "我们在车站足足"
WHOLE_ZH = "我们在车站足足等了二十分钟。"


def test_the_same_reply_goes_on_after_the_text_seen() -> None:
    assert resumed(SEEN_ZH, WHOLE_ZH) == "等了二十分钟。"
    assert resumed("We waited", "We waited twenty minutes.") == " twenty minutes."


def test_a_think_block_before_the_new_attempt_is_left_out_of_the_comparison() -> None:
    assert (
        resumed(SEEN_ZH, "<think>\n用户希望更生动。\n</think>\n\n" + WHOLE_ZH) == "等了二十分钟。"
    )
    assert resumed("We waited", "<THINKING>vivid</THINKING>\nWe waited long.") == " long."


def test_both_attempts_thinking_differently_then_answering_the_same_go_on() -> None:
    seen = "<think>先想一想。</think>" + SEEN_ZH
    assert resumed(seen, "<think>再想一想，换个思路。</think>" + WHOLE_ZH) == "等了二十分钟。"


def test_leading_whitespace_of_either_attempt_is_left_out() -> None:
    assert resumed(SEEN_ZH, "\n\n" + WHOLE_ZH) == "等了二十分钟。"
    assert resumed("\n" + SEEN_ZH, WHOLE_ZH) == "等了二十分钟。"


def test_another_answer_is_refused_though_it_thinks_first() -> None:
    assert resumed(SEEN_ZH, "<think>嗯</think>今天的公交车又晚了。") is None
    assert resumed("We waited", "The bus was late.") is None
    # Thinking that holds the words seen is not an answer that says them.
    assert resumed(SEEN_ZH, "<think>" + WHOLE_ZH + "</think>别的回答。") is None


def test_deltas_are_held_until_they_cover_the_text_seen_then_the_rest_passes_on() -> None:
    resumption = Resumption("<think>a</think>We wai")
    pieces = ["<thi", "nk>other thoughts", "</think>\n", "We w", "aited long."]
    assert [resumption.feed(piece) for piece in pieces] == [None, None, None, None, "ted long."]
    assert not resumption.differs


def test_a_difference_is_told_as_soon_as_it_shows() -> None:
    resumption = Resumption(SEEN_ZH)
    assert resumption.feed("<think>想") is None and not resumption.differs
    assert resumption.feed("</think>我们在") is None and not resumption.differs
    assert resumption.feed("公交") is None and resumption.differs


def test_nothing_answered_yet_means_the_new_attempt_is_the_reply() -> None:
    # Cut while still thinking: the raw new attempt is passed on whole (its own think block
    # closes the unfinished one for the reply reader).
    assert resumed("<think>还在想", "<think>重新想</think>" + WHOLE_ZH) == (
        "<think>重新想</think>" + WHOLE_ZH
    )
