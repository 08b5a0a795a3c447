"""Ceilings and bans read as the value they ask for, and the arbiter's value words on every
dimension (app/style/ceilings.py, app/style/arbiter.py)."""

import pytest

from app.style.arbiter import arbitrate
from app.style.ceilings import limits_set
from app.style.dimensions import Observation
from app.style.targets import stated_targets


@pytest.mark.parametrize(
    ("sentence", "dimension", "value"),
    [
        (
            "Nothing longer than a couple of sentences per paragraph please.",
            "paragraph_length",
            "shorter",
        ),
        ("No headline more than six words.", "title_style", "short"),
        ("Headlines: eight words max.", "title_style", "short"),
        ("Also, no sentence over twenty words from here on.", "sentence_length", "shorter"),
        ("Keep the whole piece under 300 words.", "length", "concise"),
        ("Keep every paragraph to three lines at most, please", "paragraph_length", "shorter"),
        ("标题不许超过十个字。", "title_style", "short"),
        ("以后标题控制在八个字以内。", "title_style", "short"),
        ("每段别超过四行，手机上一屏看不完就没人看了。", "paragraph_length", "shorter"),
        ("以后每句话最多二十个字。", "sentence_length", "shorter"),
        ("全文不要超过五百字", "length", "concise"),
        ("另外别再堆表情了😅 一个都不要，看着像广告", "emoji", "none"),
    ],
)
def test_a_ceiling_asks_for_the_smaller_size_of_what_it_counts(
    sentence: str, dimension: str, value: str
) -> None:
    assert [(d, v) for _, d, v in limits_set(sentence)] == [(dimension, value)]


@pytest.mark.parametrize(
    "sentence",
    [
        "The meeting is under two hours.",
        "No more than 3 people said that paragraph was long.",
        "We have up to five volunteers this week.",
        "这次活动最多来了三十个人。",
    ],
)
def test_a_number_that_counts_no_size_sets_no_ceiling(sentence: str) -> None:
    assert limits_set(sentence) == []


def _heard(dimension: str, value: str) -> Observation:
    return Observation(
        dimension=dimension, value=value, source="writer", strength=0.6, by_writer=True
    )


@pytest.mark.parametrize(
    ("text", "heard", "dimension", "value"),
    [
        (
            "No headline more than six words. That's the rule.",
            ("title_style", "long"),
            "title_style",
            "short",
        ),
        ("标题不许超过十个字。", ("title_style", "long"), "title_style", "short"),
        ("评论别搞那么多感叹号，一惊一乍的，语气平稳一点。", ("tone", "lively"), "tone", "calm"),
        ("评论要精简，不要写得那么详细。", ("length", "detailed"), "length", "concise"),
        ("别再一条一条列了，写成连贯的段落。", ("structure", "lists"), "structure", "prose"),
        ("don't NOT keep it casual lol", ("formality", "formal"), "formality", "casual"),
        ("不是不能用表情，是不要放那么多，一两个就好。", ("emoji", "more"), "emoji", "fewer"),
    ],
)
def test_the_value_asked_for_overrules_the_state_named_as_unwanted(
    text: str, heard: tuple[str, str], dimension: str, value: str
) -> None:
    kept = arbitrate(text, [_heard(*heard)])
    assert [(o.dimension, o.value) for o in kept] == [(dimension, value)]


def test_a_ceiling_with_nothing_heard_is_added_as_a_rule() -> None:
    text = "Nothing longer than a couple of sentences per paragraph please."
    assert [(o.dimension, o.value, o.tentative) for o in arbitrate(text, [])] == [
        ("paragraph_length", "shorter", False)
    ]


def test_a_double_negation_alone_asks_for_nothing() -> None:
    assert stated_targets("It's not that I hate bullet points.").wanted == {}
    assert stated_targets("I can't pretend I don't like the numbered lists.").unwanted == {}
    # …but what follows the turn is asked for.
    targets = stated_targets("It's not that I don't want any emoji — I just want fewer of them.")
    assert targets.wish("emoji") == "fewer"


def test_a_ban_reported_from_before_or_regretted_is_not_asked_now() -> None:
    assert stated_targets("真后悔让你全改成分点，读着像操作手册").wish("structure") is None
    assert (
        stated_targets("When I said 'keep the jargon' I meant the rigour.").wish("vocabulary")
        is None
    )


def test_a_degree_asked_of_one_piece_is_not_a_wish() -> None:
    assert stated_targets("开学这一期写详细些，家长问题多").wish("length") is None


def _said(dimension: str, value: str, tentative: bool) -> Observation:
    return Observation(
        dimension=dimension,
        value=value,
        source="writer",
        strength=0.3 if tentative else 0.6,
        by_writer=True,
        tentative=tentative,
    )


@pytest.mark.parametrize(
    "text",
    [
        "请问通知里称呼用“您”还是“居民朋友们”，哪个更规范一些？",
        "Which reads better for the bakery flyer, 'you' or 'customers'?",
        "开头用“各位业主”还是“亲爱的邻居们”，哪种更得体？",
    ],
)
def test_a_question_which_of_two_is_better_files_nothing(text: str) -> None:
    assert arbitrate(text, [_said("formality", "formal", False)]) == []


def test_a_hedged_request_framed_as_a_question_is_still_a_request() -> None:
    heard = [_said("person", "second", False)]
    # Asked for good ("以后都用…"), it is a request said firmly, not a question.
    [kept] = arbitrate("能不能以后都用第二人称？", heard)
    assert (kept.value, kept.tentative) == ("second", False)


def test_a_correction_in_any_words_is_firm() -> None:
    kept = arbitrate(
        "不好意思，之前讲错了。评论要精简，不要写得那么详细。", [_said("length", "concise", True)]
    )
    assert [(o.value, o.tentative) for o in kept] == [("concise", False)]
    kept = arbitrate(
        "Hang on, I had that back to front — fewer emoji, not more.",
        [_said("emoji", "fewer", False)],
    )
    assert [(o.value, o.explicit) for o in kept] == [("fewer", True)]
    kept = arbitrate(
        "ok correction: I never meant zero emoji, I meant MORE of them. bring em back",
        [_said("emoji", "none", False)],
    )
    assert [o.value for o in kept] == ["more"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Would you mind dropping most of the emoji from now on?", "fewer"),
        ("表情去掉一大半就行。", "fewer"),
        ("Take all the emoji out.", "none"),
        ("删掉一些段落，表情一个都不要", "none"),
    ],
)
def test_part_of_the_emoji_taken_out_is_fewer_not_none(text: str, value: str) -> None:
    kept = arbitrate(text, [_said("emoji", "none", False)])
    assert [o.value for o in kept] == [value]


def test_s50_style71fix_a_floor_asks_for_the_larger_size():
    assert [v[1:] for v in limits_set("At least three emoji per post from now on.")] == [
        ("emoji", "more")
    ]
    assert [v[1:] for v in limits_set("No sentence shorter than fifteen words from now on")] == [
        ("sentence_length", "longer")
    ]
    assert [v[1:] for v in limits_set("以后每段至少写五句话。")] == [("paragraph_length", "longer")]
    assert [v[1:] for v in limits_set("以后每句话不少于二十个字")] == [
        ("sentence_length", "longer")
    ]
    assert limits_set("At least the titles are fine now.") == []


def test_s50_style71fix_at_least_in_chinese_is_no_wish_for_fewer():
    from app.style.floors import floor_said_plainly

    assert floor_said_plainly("以后每条至少放两个表情。") == "以后每条起码放两个表情。"
    assert floor_said_plainly("至少别太长") == "至少别太长"
