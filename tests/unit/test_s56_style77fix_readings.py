"""Session 56, style77fix: the readings of v77's miss shapes (dev set tests/data/style_dev68a.jsonl)."""

import pytest

from app.style.wondered import wonders_how_readers_take_it


@pytest.mark.parametrize(
    "text",
    [
        "wondering whether folks really like the short sentences or just put up with them",
        "curious whether the long sentences actually get read or people bail halfway",
        "wonder if customers actually like the casual tone or think we're not serious",
        "在想读者到底喜欢那些表情，还是嫌烦直接跳过",
        "不知道大家是不是真的喜欢这么正式的口气，还是觉得有点端着",
    ],
)
def test_wondering_how_readers_take_it_wishes_nothing(text: str) -> None:
    assert wonders_how_readers_take_it(text)


@pytest.mark.parametrize(
    "text",
    [
        # the writer answers and asks: a wish
        "I was wondering whether people even read the long sentences. They don't. "
        "Shorter sentences in every post from now on.",
        "我一直在想大家到底看不看那些长句子。答案是不看。以后每篇都写短句。",
        "I wonder if people like emoji. Use more of them.",
        "wondering if people would like shorter sentences - maybe try it",
        # no readers' reception wondered about
        "I wonder whether the ferry runs on Sunday",
    ],
)
def test_wondering_with_a_proposal_or_an_answer_is_read_as_before(text: str) -> None:
    assert not wonders_how_readers_take_it(text)
