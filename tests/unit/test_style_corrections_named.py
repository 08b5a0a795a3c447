"""Corrections that name the old value or both values, wishes and regrets in their frames, and
a bare degree after its topic: heard the right way round and as firm as "actually…", in English
and Chinese; the look-alikes (a limit, someone else's contrast, a question) are not."""

import pytest

from app.style.contrasts import contrasted
from app.style.earlier import reported_span, split_at_report
from app.style.extract import offline_observations


def _heard(text: str) -> list[tuple[str, str, bool]]:
    """(dimension, value, explicit) of what is filed firmly."""
    return [
        (o.dimension, o.value, o.explicit) for o in offline_observations(text) if not o.tentative
    ]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("I asked for longer sentences, not choppier ones.", {"sentence_length": "longer"}),
        ("prose, not bullet points, is what I want", {"structure": "prose"}),
        ("short titles rather than long descriptive ones", {"title_style": "short"}),
        ("Not more detail but less.", {"length": "concise"}),
        ("我要的是段落长一点，不是短一点。", {"paragraph_length": "longer"}),
        ("不是让你写短，是让你写详细", {"length": "detailed"}),
        ("标题要短，不要长。", {"title_style": "short"}),
        ("我是说长一点 不是短一点", {"length": "detailed"}),
        ("I asked for MORE detail last week, not less.", {"length": "detailed"}),
    ],
)
def test_a_value_said_against_its_named_opposite_is_the_one_meant(text, meant):
    assert contrasted(text) == meant


@pytest.mark.parametrize(
    "text",
    [
        "Keep it short, but not too short.",  # a limit bounds the wish
        "Formal, not stiff.",  # both sides the same way
        "I do not want long titles.",  # a plain negation, no contrast
        "段落短一点，别太碎。",
    ],
)
def test_a_limit_or_a_plain_negation_is_no_contrast(text):
    assert contrasted(text) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No no, I asked for longer sentences, not choppier ones.", ("sentence_length", "longer")),
        ("What I actually want is short titles rather than long ones.", ("title_style", "short")),
        ("你记岔了，我要的是段落长一点，不是短一点。", ("paragraph_length", "longer")),
        ("搞反了，我要短句，不是长句。", ("sentence_length", "shorter")),
    ],
)
def test_both_values_named_is_a_firm_correction(text, expected):
    assert (*expected, True) in _heard(text)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (
            "Earlier I told you to keep it formal. Changed my mind, casual works better for this "
            "crowd.",
            ("formality", "formal"),
            ("formality", "casual"),
        ),
        (
            "Let me undo my earlier request for a calm tone, I'd like it lively again.",
            ("tone", "calm"),
            ("tone", "lively"),
        ),
        ("之前说少用表情，现在改主意了，多加点。", ("emoji", "fewer"), ("emoji", "more")),
        ("上次说多放表情，我收回，以后一个都不要。", ("emoji", "more"), ("emoji", "none")),
        (
            "之前让你别分点，现在想通了，还是分点列出来清楚。",
            ("structure", "prose"),
            ("structure", "lists"),
        ),
        (
            "Somehow you've got me down as liking long paragraphs. I'm the opposite: short ones, "
            "please.",
            ("paragraph_length", "longer"),
            ("paragraph_length", "shorter"),
        ),
        (
            "你是不是记成我要口语化了？我要的是正式一点的。",
            ("formality", "casual"),
            ("formality", "formal"),
        ),
        (
            "I know I said no emoji before. Changed my mind - add a few more.",
            ("emoji", "none"),
            ("emoji", "more"),
        ),
    ],
)
def test_the_old_value_reported_is_never_filed_and_the_new_one_is_firm(text, old, new):
    heard = _heard(text)
    assert (*new, True) in heard
    assert all((d, v) != old for d, v, _ in heard)


def test_a_report_is_cut_at_its_pause_so_the_rest_is_read_on_its_own():
    said = split_at_report(["Let me undo my earlier request for a calm tone, I'd like it lively"])
    assert said == ["Let me undo my earlier request for a calm tone", "I'd like it lively"]
    assert reported_span("之前说少用表情") == (0, 7)
    assert reported_span("speech to text got it wrong earlier, i said LESS formal") is None


def test_an_earlier_wish_said_to_still_stand_is_said_again():
    assert ("emoji", "fewer", False) in _heard("之前说的少用表情还算数，继续这样。")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It would be so nice if the titles were shorter from now on.", ("title_style", "short")),
        ("I'd be thrilled if you cut the jargon.", ("vocabulary", "plain")),
        ("Would love it if these were a good bit tighter going forward.", ("length", "concise")),
        ("要是标题能写得具体点就好了。", ("title_style", "long")),
        ("真希望句子能利落点，读者都是在地铁上刷的。", ("sentence_length", "shorter")),
        ("巴不得每条推送开头就把事说清楚，别绕那么大圈子。", ("length", "concise")),
        ("后悔让你加表情了，以后不要了。", ("emoji", "none")),
        ("Regret asking for emoji. No more of them from now on.", ("emoji", "none")),
    ],
)
def test_wishes_and_regrets_in_their_frames_are_the_writers(text, expected):
    assert expected in [(d, v) for d, v, _ in _heard(text)]


@pytest.mark.parametrize(
    "text",
    [
        "If I were writing for kids I'd want it chattier, but I'm not.",
        "要是投给杂志，我会写得正式些，不过这只是朋友圈。",
        "用第二人称会不会更有代入感？还是第三人称好一点",
        "My editor wants short titles, not long ones.",
        "Did I say more or fewer emoji last time? I can't remember.",
    ],
)
def test_hypotheticals_questions_and_others_contrasts_file_nothing(text):
    assert _heard(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("forget what I said about emoji, my followers love them, use more", ("emoji", "more")),
        ("上回说少用术语，现在想法变了，多用点。", ("vocabulary", "technical")),
        ("前面说别分点，我收回，多分几点。", ("structure", "lists")),
        ("Ignore the earlier no-emoji thing; put plenty of emoji back in.", ("emoji", "more")),
    ],
)
def test_a_bare_degree_after_its_topic_asks_more_or_fewer_of_it(text, expected):
    assert expected in [(d, v) for d, v, _ in _heard(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No emoji in the show notes. Not one.", ("emoji", "none")),
        ("推送里一个表情都别放。", ("emoji", "none")),
        ("I really wish you'd stop adding emoji.", ("emoji", "none")),
    ],
)
def test_a_ban_with_no_room_left_is_firm(text, expected):
    assert (*expected, True) in _heard(text)


def test_a_text_only_likened_to_something_is_asked_not_filed():
    asked = offline_observations("满篇感叹号，像在菜市场喊话。")
    assert [(o.dimension, o.value, o.tentative) for o in asked] == [("tone", "calm", True)]
    # With a wish beside it, it is filed.
    assert ("formality", "casual") in [(d, v) for d, v, _ in _heard("读着像教科书，轻松点。")]
