"""The writer's words: offline intent rules, attribution, corrections, LLM extraction."""

import pytest

from app.style.extract import (
    build_extraction_prompt,
    merge_extractions,
    offline_observations,
    parse_extraction,
)


def heard(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("太正式了，活泼点", {("formality", "casual"), ("tone", "lively")}),
        ("too formal — livelier", {("formality", "casual"), ("tone", "lively")}),
        ("不要表情", {("emoji", "none")}),
        ("no emoji", {("emoji", "none")}),
        ("表情少用点", {("emoji", "fewer")}),
        ("shorter sentences", {("sentence_length", "shorter")}),
        ("段落短一点", {("paragraph_length", "shorter")}),
        ("句子太长了", {("sentence_length", "shorter")}),
        ("Don't make the sentences shorter", {("sentence_length", "longer")}),
        ("标题太短了，说不清楚，长一点", {("title_style", "long")}),
        ("用大白话写，别堆术语", {("vocabulary", "plain")}),
        ("Use bullet points rather than long prose", {("structure", "lists")}),
        ("多跟读者对话，多用“你”", {("person", "second")}),
        ("补充一个例子", set()),
    ],
)
def test_offline_intent(text, expected):
    assert heard(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my mother likes big fonts",
        "读者喜欢轻松一点的风格",
        "老板说要多放点表情",
        "My editor wants it more formal",
        "Readers tend to like short sentences",
        "我同事的文章都很活泼",
    ],
)
def test_third_party_taste_is_not_filed(text):
    assert offline_observations(text) == []


def test_own_request_beside_a_third_party_one_is_kept():
    assert heard("我老板喜欢正式的，但我想活泼一点") == {("tone", "lively")}


@pytest.mark.parametrize(
    "text",
    [
        "其实还是正式一点好",
        "Actually, keep it casual",
        "I changed my mind — no emoji",
        "不要再把句子拆那么短了",
        "别再用“你”了",
        "Please no longer merge paragraphs",
    ],
)
def test_explicit_correction_markers(text):
    observations = offline_observations(text)
    assert observations and all(o.explicit for o in observations)


def test_still_is_not_a_correction():
    (o,) = offline_observations("还是太正式了，再口语一点")
    assert (o.dimension, o.value, o.explicit) == ("formality", "casual", False)


def test_one_place_or_one_time_is_scoped():
    for text in [
        "这一段稍微正式一点",
        "第三段太长了，缩短一点",
        "For this one, keep the tone sober",
    ]:
        observations = offline_observations(text)
        assert observations and all(o.scoped and not o.explicit for o in observations), text


def test_extraction_prompt_asks_for_quoted_json_pairs():
    messages = build_extraction_prompt(["太正式了"], "- 此外，成本较低。\n+ 成本挺低的。")
    assert [m.role for m in messages] == ["system", "user"]
    assert '"quote"' in messages[0].content and "formality: casual | formal" in messages[0].content
    assert "太正式了" in messages[1].content and "成本挺低的" in messages[1].content


def test_parse_extraction_checks_each_quote():
    answer = """```json
    [{"dimension": "formality", "value": "casual", "quote": "太正式了"},
     {"dimension": "emoji", "value": "none", "quote": "the writer hates emoji"},
     {"dimension": "tone", "value": "lively"},
     {"dimension": "font", "value": "big", "quote": "太正式了"},
     {"dimension": "sentence_length", "value": "shorter", "quote": "成本挺低的"}]
    ```"""
    found = {
        o.dimension: o
        for o in parse_extraction(answer, suggestions=["太正式了，活泼点"], diff="+ 成本挺低的。")
    }
    assert set(found) == {"formality", "emoji", "tone", "sentence_length"}
    assert found["formality"].by_writer and not found["formality"].inferred
    assert found["emoji"].inferred and found["tone"].inferred
    assert found["emoji"].strength < found["formality"].strength
    assert not found["sentence_length"].by_writer  # quotes a model-made change only


@pytest.mark.parametrize("text", ["not json", '{"dimension": "tone"}', "[{bad json}]", ""])
def test_invalid_json_is_dropped_not_guessed(text):
    assert parse_extraction(text, suggestions=["活泼点"]) == []


def test_rules_decide_where_the_model_disagrees():
    offline = offline_observations("太正式了")
    llm = parse_extraction(
        '[{"dimension": "formality", "value": "formal", "quote": "太正式了"},'
        ' {"dimension": "tone", "value": "lively", "quote": "太正式了"}]',
        suggestions=["太正式了"],
    )
    merged = {(o.dimension, o.value) for o in merge_extractions(offline, llm)}
    assert merged == {("formality", "casual"), ("tone", "lively")}
