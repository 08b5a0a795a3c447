"""Session 32's readings (style-fix): joined paragraphs, a chat likened for its layout, easing
off, a size cut to, a tag after an order, one-word titles that cannot be told apart, and an
approval judged by its own clause."""

import pytest

from app.style.approval import approving_words
from app.style.learner import _ruled


def _heard(text: str) -> set[tuple[str, str, bool]]:
    return {(o.dimension, o.value, o.tentative) for o in _ruled(text)}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Could you stitch the paragraphs back together from now on?",
            ("paragraph_length", "longer"),
        ),
        ("以后推文的段落合并一下吧，一行一段看着像聊天记录。", ("paragraph_length", "longer")),
        (
            "Join the paragraphs up, one line each looks like a WhatsApp chat.",
            ("paragraph_length", "longer"),
        ),
        ("表情符号悠着点用哈。", ("emoji", "fewer")),
        ("Go easy with the emoji in the diary posts, aye?", ("emoji", "fewer")),
        ("Ease off the jargon in the clinic leaflets, would you?", ("vocabulary", "plain")),
        ("Cut the paragraphs shorter.", ("paragraph_length", "shorter")),
        (
            "Can cut the paragraphs smaller? Two or three lines each enough already.",
            ("paragraph_length", "shorter"),
        ),
        (
            "Every headline is one word, 'Notice', 'Update'. Nobody can tell them apart.",
            ("title_style", "long"),
        ),
    ],
)
def test_the_wish_is_heard_the_right_way_round(text: str, wanted: tuple[str, str]) -> None:
    assert _heard(text) == {(*wanted, False)}


def test_a_chat_likened_for_its_layout_files_no_register() -> None:
    assert not any(d == "formality" for d, _, _ in _heard("一行一段看着像聊天记录，段落合并一下。"))


def test_someone_named_and_their_sentences_are_not_the_writers() -> None:
    said = "Pastor Dwayne's sentences run longer than his sermons. Anyhow, the potluck's at six."
    assert _heard(said) == set()


def test_a_question_without_a_question_mark_praises_nothing() -> None:
    assert _heard("段落再短一点会好看点吗") == set()


def test_an_approval_is_its_own_clause_not_the_request_after_it() -> None:
    assert approving_words("嗯 就这个量 挺好，加上营业时间") == "嗯 就这个量 挺好"
    assert approving_words("perfect") == "perfect"
