"""The writer's words: offline intent rules, attribution, corrections, LLM extraction."""

import json

import pytest

from app.style.extract import offline_observations
from app.style.llm_extract import build_extraction_prompt, merge_extractions, parse_extraction
from tests.unit.readings import heard


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
        "老板说要多放点表情",
        "My editor wants it more formal",
        "我同事的文章都很活泼",
        "My boss writes everything in the third person. Drives me a little mad.",
        "我们主编特别爱用长句，一句话能写半页",
        "A colleague said 'way too many emoji'. Whatever.",
        "My co-author likes long paragraphs. Just fyi.",
    ],
)
def test_third_party_taste_is_not_filed(text):
    assert offline_observations(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("读者喜欢轻松一点的风格", ("formality", "casual")),
        ("Readers tend to like short sentences", ("sentence_length", "shorter")),
        ("My readers are mostly retirees.", ("vocabulary", "plain")),
        ("我的读者大多是医生", ("vocabulary", "technical")),
        ("They're accountants at big firms, not students.", None),
        ("看我文章的基本都是上班路上用手机刷的", ("length", "concise")),
        ("This newsletter goes to investors now.", ("formality", "formal")),
    ],
)
def test_who_the_readers_are_is_put_to_the_writer_not_filed(text, expected):
    observations = offline_observations(text)
    assert all(o.tentative and o.reading.startswith("audience") for o in observations)
    assert {(o.dimension, o.value) for o in observations} == ({expected} if expected else set())
    assert all(o.quote == text for o in observations)


@pytest.mark.parametrize(
    "text",
    [
        "Is the intro too formal, do you think?",
        "用列表会不会更清楚一些？",
        "Would bullet points work better here? Just wondering.",
        "If this were for a newspaper I'd cut every sentence in half.",
        "要是给孩子看的话，我会多放点表情。",
        "Were I writing for engineers, I'd keep the jargon.",
        "It's a condolence note, so no emoji and keep it calm.",
        "这篇是讣告，语气庄重一点",
        "就这篇用第二人称吧",
        "Just this once, bullet points — it's a handout.",
    ],
)
def test_questions_hypotheticals_and_one_offs_file_nothing_lasting(text):
    assert all(o.scoped for o in offline_observations(text)), offline_observations(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Take the emoji out.", ("emoji", "none")),
        ("Get rid of the emoji, every one of them", ("emoji", "none")),
        ("一个表情都不要", ("emoji", "none")),
        ("感叹号能不能少用点", ("tone", "calm")),
        ("不要那么一本正经", ("formality", "casual")),
        ("I don't want long titles any more", ("title_style", "short")),
        ("还行，就是表情有点多", ("emoji", "fewer")),
        ("不是不能用表情，别太多就行", ("emoji", "fewer")),
        ("Not that I don't like the formal register — keep it.", ("formality", "formal")),
        ("Would you mind dropping the bullet points?", ("structure", "prose")),
        ("pls make the sentances shorter", ("sentence_length", "shorter")),
    ],
)
def test_negation_scope(text, expected):
    assert heard(text) == {expected}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Love how the recipe now reads like a tax form. So fun.", ("formality", "casual")),
        ("Oh great, another 50-word sentence.", ("sentence_length", "shorter")),
        ("好一个标题，长得像一段话", ("title_style", "short")),
        ("真是专业啊，术语多到我妈都看不懂", ("vocabulary", "plain")),
    ],
)
def test_sarcasm_is_read_for_what_it_means_and_put_to_the_writer(text, expected):
    observations = offline_observations(text)
    assert {(o.dimension, o.value) for o in observations} == {expected}
    assert all(o.tentative and o.reading == "sarcasm" for o in observations)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Scratch what I said about bullet points — prose, please.", ("structure", "prose")),
        ("说反了，我要的是短句，不是长句", ("sentence_length", "shorter")),
        ("纠正一下：标题要长，不是要短", ("title_style", "long")),
        ("You've got me wrong. I want it MORE formal, not less.", ("formality", "formal")),
        ("上回说用第三人称是口误，用“你”", ("person", "second")),
        ("I know I said calm last week; I've changed my mind. Livelier.", ("tone", "lively")),
        ("Whoever told you I like emoji, it wasn't me.", ("emoji", "fewer")),
    ],
)
def test_corrections_in_varied_phrasing(text, expected):
    observations = offline_observations(text)
    assert {(o.dimension, o.value) for o in observations} == {expected}
    assert all(o.explicit for o in observations)


def test_hesitant_requests_are_asked_not_filed():
    for text in ["maybe a few emoji wouldn't hurt?", "要不语气收一收？我也说不好"]:
        observations = offline_observations(text)
        assert observations and all(o.tentative for o in observations), text
    (polite,) = offline_observations("Could you maybe make the paragraphs shorter?")
    assert not polite.tentative


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


def test_extraction_prompt_names_the_readings():
    system = build_extraction_prompt(["x"], "")[0].content
    for reading in ("one_off", "question", "hypothetical", "third_party", "sarcasm", "audience"):
        assert f'"{reading}"' in system


def _answer(dimension: str, value: str, quote: str, reading: str) -> str:
    return json.dumps(
        [{"dimension": dimension, "value": value, "quote": quote, "reading": reading}]
    )


def _pairs(answer: str, said: str):
    return {
        (o.dimension, o.value): o for o in parse_extraction(answer, suggestions=[said], diff="")
    }


def test_model_pairs_pass_the_same_readings_as_the_writers_words():
    # The model calls a question a request: the rules still read it as a question.
    said = "Is the tone too casual for LinkedIn, do you think?"
    answer = f'[{{"dimension": "formality", "value": "formal", "quote": "{said}"}}]'
    assert _pairs(answer, said) == {}
    # The model's own label drops a hypothetical, even where the rules would not see it.
    said = "For a journal I'd want it far more formal."
    answer = (
        f'[{{"dimension": "formality", "value": "formal", "quote": "{said}", '
        '"reading": "hypothetical"}]'
    )
    assert _pairs(answer, said) == {}


def test_model_sarcasm_audience_and_one_offs_are_asked_or_scoped():
    said = "Love how my travel blog now reads like a rental contract."
    answer = _answer("formality", "casual", said, "sarcasm")
    (o,) = _pairs(answer, said).values()
    assert o.tentative and o.reading == "sarcasm" and not o.explicit
    said = "我的读者基本都是初中生"
    answer = _answer("vocabulary", "plain", said, "audience")
    (o,) = _pairs(answer, said).values()
    assert o.tentative and o.reading == "audience"
    said = "这篇是讣告，别放表情"
    answer = _answer("emoji", "none", "别放表情", "request")
    (o,) = _pairs(answer, said).values()
    assert o.scoped and not o.tentative


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Is it possible to drop the emoji?", {("emoji", "none")}),
        ("Can we lose the bullet points?", {("structure", "prose")}),
        ("Why so many emoji? Remove them.", {("emoji", "none")}),
        ("为什么全是列表？", {("structure", "prose")}),
        ("麻烦把标题改短", {("title_style", "short")}),
        ("I love all the emoji", {("emoji", "more")}),
        ("有没有可能把列表改成段落？", {("structure", "prose")}),
        ("Turn the bullet points into prose", {("structure", "prose")}),
        ("少来点感叹号", {("tone", "calm")}),
        ("要是能再活泼点就好了", {("tone", "lively")}),
        ("I wish it were more casual", {("formality", "casual")}),
        ("Go easy on the exclamation marks.", {("tone", "calm")}),
        ("Skip the emoji.", {("emoji", "none")}),
        ("Nix the bullet points.", {("structure", "prose")}),
        ("I am not a fan of emoji.", {("emoji", "fewer")}),
        ("Emoji are fine, just not so many.", {("emoji", "fewer")}),
        ("No more than two emoji.", {("emoji", "fewer")}),
        ("Not a single emoji", {("emoji", "none")}),
        ("Honestly, I find the long sentences hard to follow.", {("sentence_length", "shorter")}),
        ("I like long sentences", {("sentence_length", "longer")}),
        ("Cut the fluff.", {("length", "concise")}),
        ("Why do you think readers skim?", set()),
    ],
)
def test_polite_and_rhetorical_questions_are_requests(text, expected):
    assert heard(text) == expected
