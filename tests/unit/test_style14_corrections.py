"""Session 14, style rules: kinds read in general ways rather than one wording each.

A correction said in any words for "I sent you the wrong way" or "my earlier wish was wrong"
replaces what is held; doubt about the wish put right is not doubt about the new one; what is
taken out after being named ("Leave them out") is removed; the words a writer uses for cutting
too hard, writing it out in full, the person written in (粤语 第三身) and a pastime's own terms;
readers who cannot tell the things of the field apart need plain words (asked)."""

import pytest

from app.style.extract import offline_observations
from tests.unit.readings import asked, heard, lasting


def _explicit(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text) if o.explicit}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I steered you wrong last week. Formal is what the council letters need.", "formality"),
        ("You understood me back to front. Shorter paragraphs, please.", "paragraph_length"),
        ("My last instruction about titles was confusing. Short titles, please.", "title_style"),
        ("I've confused you, sorry. Talk to the reader as 'you'.", "person"),
        ("之前那条要求有歧义，正文要写得正式一些。", "formality"),
        ("上次讲嘅嗰句唔作数，段落要短啲。", "paragraph_length"),
        ("上回提的那个要求欠考虑，还是用第三人称写。", "person"),
        ("是我脑子一热才让你加表情的，表情都去掉吧。", "emoji"),
    ],
)
def test_a_correction_in_other_words_replaces_what_is_held(text, expected):
    assert expected in {d for d, _ in _explicit(text)}
    # Words near a correction that correct nothing.
    for near in (
        "I gave up on the long version, shorter paragraphs please.",
        "The steering group wants the agenda as a list.",
        "那个要求很合理，段落短一点。",
    ):
        assert _explicit(near) == set(), near


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("那个要求是我没想清楚，标题要短。", ("title_style", "short")),
        ("之前那句是我没想好，段落写长一点。", ("paragraph_length", "longer")),
    ],
)
def test_doubt_about_the_wish_put_right_is_not_doubt_about_the_new_one(text, expected):
    assert expected in lasting(text)
    assert asked(text) == set()
    # Doubt of the writer's own, about the wish said now, is still asked.
    assert asked("标题是不是短一点好？我还没想好。") == {("title_style", "short")}


@pytest.mark.parametrize(
    "text",
    [
        "That note I gave you about emoji was off. Leave them out entirely.",
        "The emoji were cute at first. Leave them out.",
    ],
)
def test_emoji_named_then_taken_out_are_gone(text):
    assert lasting(text) == {("emoji", "none")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("活动说明删过头了，写全一点。", ("length", "detailed")),
        (
            "Please don't cut the recipes so far back, people want the whole method.",
            ("length", "detailed"),
        ),
        ("以后用第三身写。", ("person", "third")),
        ("以后用第二身写，好似同街坊倾偈咁。", ("person", "second")),
        ("Keep the climbing terms in.", ("vocabulary", "technical")),
        ("Leave the sailing lingo in.", ("vocabulary", "technical")),
    ],
)
def test_the_whole_family_of_words_is_read(text, expected):
    assert expected in lasting(text)
    # Names and idioms beside those words ask nothing.
    for name in (
        "标题按文件要求写全称，别的不动。",
        "Fix the payment terms in the footer: 30 days.",
        "In real terms the price went down.",
    ):
        assert heard(name) == set(), name


@pytest.mark.parametrize(
    "text",
    [
        "Half the new members couldn't tell a jib from a mainsail.",
        "而家啲会员好多系新手，连湿蝇同干蝇都分唔清。",
        "来的大多是刚入门的学员，很多术语都搞不清楚。",
    ],
)
def test_readers_who_cannot_tell_the_field_apart_need_plain_words_asked(text):
    assert asked(text) == {("vocabulary", "plain")}
    assert lasting(text) == set()
