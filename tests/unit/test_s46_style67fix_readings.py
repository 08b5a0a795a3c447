"""Session 46 (style67fix): the kinds of style v67's misses, in words no labelled set has, read
by the pure pieces and through the production learner (offline rules and classifier)."""

from datetime import UTC, datetime

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.denied_learned import denials_asked
from app.style.dimensions import Observation
from app.style.evaluation import run_scenario
from app.style.limits import without_limits
from app.style.normalising import normalise
from app.style.rhetorical import complains_rhetorically
from app.style.this_piece import says_one_off
from app.style.tolerated import permits_only

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def _held(dimension: str, value: str) -> StyleAssertion:
    return StyleAssertion(
        id="a1",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement="",
        confidence=0.45,
        evidence=[Evidence(source="writer", value=value, at=NOW)],
        created_at=NOW,
        updated_at=NOW,
    )


def _said(dimension: str, value: str) -> Observation:
    return Observation(
        dimension=dimension, value=value, source="writer", strength=0.6, by_writer=True
    )


def _outcome(text: str, expected: dict | None, held=()) -> tuple[list, list]:
    scenario = {
        "id": "s46",
        "lang": "en",
        "kind": "request",
        "existing": [
            {"dimension": d, "value": v, "confidence": c, "evidence": 2, "age_days": 12}
            for d, v, c in held
        ],
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": False,
        "expected": expected,
    }
    outcome = run_scenario(scenario)
    return outcome.problems, outcome.wrong_new


@pytest.mark.parametrize(
    "text",
    [
        "It's not like exclamation marks are illegal in the club notes, you know.",
        "Not that numbered lists are a sin or anything.",
        "Long paragraphs aren't forbidden, just saying.",
        "倒也不是说完全不能用列表嘛。",
        "感叹号倒也没说完全禁止啊。",
    ],
)
def test_a_litotes_that_only_permits_is_no_wish(text: str) -> None:
    assert permits_only(text)


@pytest.mark.parametrize(
    "text",
    ["Emoji aren't banned any more, use a few.", "以后表情也不是不能用，放两三个挺好"],
)
def test_a_litotes_with_a_wish_beside_it_is_not_a_permission_alone(text: str) -> None:
    assert not permits_only(text)


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("It's not as though bullet points are banned in the minutes, mind.", "prose"),
        ("也不是说分点一点都不能用嘛。", "prose"),
    ],
)
def test_the_held_value_stays_beside_a_permission(text: str, held: str) -> None:
    problems, wrong = _outcome(text, None, held=[("structure", held, 0.6)])
    assert problems == [] and wrong == []


@pytest.mark.parametrize(
    "text",
    [
        "This one goes out as a text message, keep it under 50 words.",
        "这条要发短信，压到六十个字以内。",
        "这份要印在书签上，三十个字就够。",
    ],
)
def test_the_medium_one_piece_goes_out_on_scopes_its_size(text: str) -> None:
    assert says_one_off(text)


@pytest.mark.parametrize(
    "text",
    [
        "Who even writes 'going forward' in a bakery post any more?",
        "Who's reading a nine-line paragraph on a phone, seriously?",
        "现在谁还用“赋能”这种词啊？",
        "每段都写一大坨，谁看得下去啊？",
    ],
)
def test_a_rhetorical_question_that_complains_is_no_question(text: str) -> None:
    assert complains_rhetorically(text)


@pytest.mark.parametrize(
    "text",
    [
        "Who said I wanted bullets?",
        "谁说我要长句子的？",
        "Who reads the newsletter, do you know?",
        "Who is the audience for this one?",
        "谁来写下周的稿子？",
    ],
)
def test_denials_and_real_questions_are_not_rhetorical(text: str) -> None:
    assert not complains_rhetorically(text)


def test_a_held_wish_denied_alone_is_asked_the_other_way() -> None:
    said = denials_asked(
        ["Since when did I ask for bullet points? Never."],
        [_said("structure", "prose")],
        [_held("structure", "lists")],
        lambda text: [],
    )
    assert [(o.value, o.tentative) for o in said] == [("prose", True)]


def test_a_held_wish_denied_with_the_replacement_stays_filed() -> None:
    said = denials_asked(
        ["我什么时候说过要列表了？我要的是成段的文字。"],
        [_said("structure", "prose")],
        [_held("structure", "lists")],
        lambda text: [],
    )
    assert [(o.value, o.tentative) for o in said] == [("prose", False)]


def test_a_denial_with_nothing_held_is_read_as_ever() -> None:
    said = denials_asked(["谁说我要加表情的？"], [_said("emoji", "none")], [], lambda text: [])
    assert [(o.value, o.tentative) for o in said] == [("none", False)]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("以后活泼一点——也别太活泼。", "以后活泼一点"),
        ("以后口语一点，也别太口语，别弄得跟聊天记录一样。", "以后口语一点"),
    ],
)
def test_a_softener_after_a_dash_or_with_ye_only_bounds_the_wish(text: str, kept: str) -> None:
    assert without_limits(text).rstrip("。") == kept


def test_a_mind_told_then_agreement_asked_is_no_question() -> None:
    assert "你看呢" not in normalise("以后标题还是短一点吧，我是这么想的，你看呢。")
    assert "你觉得呢" in normalise("以后标题短一点，你觉得呢？")


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Settle the newsletter down from here on, it reads like a game show.", "tone", "calm"),
        ("以后周报里就不用再加表情了。", "emoji", "none"),
        ("That no-emoji rule is history, bring a couple back 🙂", "emoji", "more"),
        ("以后段落写长一点——也别太长。", "paragraph_length", "longer"),
    ],
)
def test_v67_kinds_in_other_words_are_filed(text: str, dimension: str, value: str) -> None:
    held = [("emoji", "none", 0.7)] if "rule" in text else []
    problems, wrong = _outcome(
        text, {"dimension": dimension, "value": value, "state": "active"}, held=held
    )
    assert problems == [] and wrong == []
