"""The core constructions of a stated preference (tests/unit/style_constructions.py), crossed with
every dimension and direction in English and Chinese: never heard the opposite way round, nearly
always heard; and the rewriting into plain forms leaves quoted words and other text alone."""

from collections import Counter

import pytest

from app.style.constructions import asks_for_the_complaint, canonical, puts_right
from app.style.extract import offline_observations
from tests.unit.style_constructions import statements
from tests.unit.style_grammar import judge

EVERY = statements()


@pytest.fixture(scope="module")
def verdicts():
    """Each statement and how the offline learner heard it, worked out when a test here runs:
    at import it ran at collection in every pytest-xdist worker, this file's or not."""
    return [(s, judge(s, offline_observations(s.text))) for s in EVERY]


def _heard(text: str) -> list[tuple[str, str]]:
    return [(o.dimension, o.value) for o in offline_observations(text) if not o.tentative]


def test_the_constructions_cover_every_dimension_in_both_languages():
    assert len(EVERY) >= 1000
    assert {s.lang for s in EVERY} == {"en", "zh"}
    assert {s.dimension for s in EVERY} >= {
        "sentence_length",
        "paragraph_length",
        "title_style",
        "tone",
        "formality",
        "vocabulary",
        "length",
        "emoji",
        "structure",
        "person",
    }


def test_no_construction_is_heard_the_opposite_way_round(verdicts):
    assert [s.text for s, verdict in verdicts if verdict == "inverted"] == []


def test_nothing_asked_in_a_construction_is_filed_firmly(verdicts):
    assert [s.text for s, verdict in verdicts if verdict == "too firm"] == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_nearly_every_construction_is_heard(lang, verdicts):
    judged = Counter(verdict for s, verdict in verdicts if s.lang == lang)
    assert judged["ok"] / sum(judged.values()) >= 0.98, judged


@pytest.mark.parametrize(
    ("text", "heard"),
    [
        ("段落短了好读多了。", [("paragraph_length", "shorter")]),
        ("句子短了确实好读多了，保持这样", [("sentence_length", "shorter")]),
        ("以后通知越短越好", [("length", "concise")]),
        ("标题最好长一点。", [("title_style", "long")]),
        ("I just wish they were calmer and more confident.", [("tone", "calm")]),
        (
            "Please don't put any of those little praying-hands emojis in again.",
            [("emoji", "none")],
        ),
        ("Never use any emojis again.", [("emoji", "none")]),
        ("I'd rather you didn't use emoji.", [("emoji", "none")]),
        ("It's not that I don't want hype in our posts. I do.", [("tone", "lively")]),
        ("i said no CRINGE emojis. we want more emojis in our posts", [("emoji", "more")]),
        ("can u make the captions hype-er?", [("tone", "lively")]),
        ("以后长句都要拆开写。", [("sentence_length", "shorter")]),
        ("不是不能写细，是家长没耐心看细的。以后通知越短越好", [("length", "concise")]),
        ("Emoji? No. Never.", [("emoji", "none")]),
        ("以后多点煽情。", [("tone", "lively")]),
        ("少点煽情。", [("tone", "calm")]),
        ("Exactly this many emoji, no more.", [("emoji", "fewer")]),
        ("表情就这么多，别再加了。", [("emoji", "fewer")]),
        ("Do we really need all these bullets?", [("structure", "prose")]),
        ("有必要写这么长吗？", [("length", "concise")]),
        ("Do we need more emoji, do you think?", []),
        ("A bit more casual, but not sloppy.", [("formality", "casual")]),
        ("Shorter sentences, but not choppy.", [("sentence_length", "shorter")]),
        ("正式一点，但别太死板。", [("formality", "formal")]),
        ("Plain words, but don't dumb it down.", [("vocabulary", "plain")]),
        ("Make it casual, but no emoji.", [("formality", "casual"), ("emoji", "none")]),
        ("Not too formal, not too casual.", []),
        ("别太正式，也别太随便。", []),
        ("I don't think the sentences are too long.", []),
        ("I don't think it needs to be more formal.", []),
        ("我不觉得句子太长。", []),
        ("I don't think we need emoji.", [("emoji", "none")]),
        ("Who asked for all these bullet points?", [("structure", "prose")]),
        ("谁让你加表情的？", [("emoji", "none")]),
        ("以前那样长一点的段落更好，改回去。", [("paragraph_length", "longer")]),
        ("I miss the emoji.", [("emoji", "more")]),
        ("It was better before you made it so casual.", [("formality", "formal")]),
        # What the model did, then turned down: the opposite, never what was done.
        ("You made it shorter and I don't like that.", [("length", "detailed")]),
        ("你给我改短了，我不喜欢", [("length", "detailed")]),
        ("宁可啰嗦点，也要把细节写清楚。", [("length", "detailed")]),
        ("比起列表，我更喜欢段落。", [("structure", "prose")]),
        ("Bullet points are a no from me.", [("structure", "prose")]),
        ("Shorter paragraphs? No.", []),
        ("Is this too formal? No, it's fine.", []),
        ("I don't want the sentences any shorter.", []),
        ("There's more hype than substance here.", [("tone", "calm"), ("length", "detailed")]),
    ],
)
def test_a_construction_is_heard_as_meant(text, heard):
    assert _heard(text) == heard


def test_a_complaint_word_asked_for_is_wanted_and_refused_or_compared_is_not():
    assert asks_for_the_complaint("I want ", " in our posts")
    assert asks_for_the_complaint("make it more ", "")
    assert not asks_for_the_complaint("I don't want ", "")
    assert not asks_for_the_complaint("no more ", "")
    assert not asks_for_the_complaint("there's more ", " than substance")


def test_quoted_words_and_plain_text_are_left_as_they_are():
    quoted = "Favourite line: 'Never use a long word where a short one will do.'"
    assert canonical(quoted) == quoted
    plain = "Keep the paragraphs short from now on. 以后段落短一点。"
    assert canonical(plain) == plain
    assert canonical("这个最好看") == "这个最好看"  # "the best-looking", not "had better"


def test_corrections_in_the_writers_own_words_are_heard_as_corrections():
    assert puts_right("Hmm no, you've got hold of the wrong end of the stick.")
    assert puts_right("nah that's not what i said")
    assert puts_right("我前面那句少打了个“不”")
    assert not puts_right("Keep the paragraphs short.")
