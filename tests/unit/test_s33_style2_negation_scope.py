"""Negations that deny a harm, a ban or a leave are not negations of the wish: "wouldn't hurt to
have shorter paragraphs" asks for shorter ones, 「我可没说不能分点写」 for lists, and a leave
given then limited (「倒也不是不让用表情，就是别一段塞五六个」) for fewer (style_dev41)."""

import pytest

from app.style.learner import _ruled


def _read(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in _ruled(text)}


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("wouldn't hurt to have shorter paragraphs", ("paragraph_length", "shorter")),
        ("it wouldn't kill you to use a few emoji", ("emoji", "more")),
        ("It wouldn't hurt to tone it down a bit", ("tone", "calm")),
        (
            "I wouldn't say I never want a joke in there - a bit of cheek wouldn't hurt at all.",
            ("tone", "lively"),
        ),
    ],
)
def test_harm_denied_is_the_wish_not_its_opposite(text, meant) -> None:
    assert _read(text) == {meant}


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("倒也不是不让用表情，就是别一段塞五六个", ("emoji", "fewer")),
        ("表情可以用，但是别一段塞五六个", ("emoji", "fewer")),
        ("术语可以用，只是别满篇都是", ("vocabulary", "plain")),
    ],
)
def test_a_leave_given_then_limited_is_fewer_not_more(text, meant) -> None:
    assert _read(text) == {meant}


def test_leave_with_a_wish_for_more_is_still_more() -> None:
    assert _read("可以用表情，以后多放点") == {("emoji", "more")}


def test_a_ban_denied_in_other_words_is_the_wish_and_corrects() -> None:
    said = _ruled("我可没说不能分点写，步骤多的时候还是列出来吧")
    assert [(o.dimension, o.value, o.explicit) for o in said] == [("structure", "lists", True)]
