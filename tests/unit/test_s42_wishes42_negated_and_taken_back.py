"""Session 42 (wishes42): a refusal said in a frame is never filed as the wish it refuses, a
wish taken back in the same message is not filed, and the model's extraction is held to the
writer's own words (outside41 findings 6, 7, 8)."""

import json

import pytest

from app.style.learner import forget_readings, heard
from app.style.llm_extract import parse_extraction
from app.style.negated_frames import said_plainly
from app.style.taken_back import what_stands


def _filed(text: str) -> set[tuple[str, str]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id="m1", versions="V1")
    return {(o.dimension, o.value) for o in said if not o.dimension.startswith("*")}


@pytest.mark.parametrize(
    ("text", "meant", "opposite"),
    [
        (
            "I'd rather you didn't put any emoji in the swim club updates.",
            ("emoji", "none"),
            ("emoji", "more"),
        ),
        (
            "The last thing our race reports need is longer paragraphs.",
            ("paragraph_length", "shorter"),
            ("paragraph_length", "longer"),
        ),
        (
            "I've never liked bullet points in the choir newsletter.",
            ("structure", "prose"),
            ("structure", "lists"),
        ),
        (
            "I'd hate to see long titles on the market posts again.",
            ("title_style", "short"),
            ("title_style", "long"),
        ),
        ("术语我是真的一个都不想看见", ("vocabulary", "plain"), ("vocabulary", "technical")),
        ("以后段落别分得那么碎", ("paragraph_length", "longer"), ("paragraph_length", "shorter")),
        ("长标题我从来就不爱看", ("title_style", "short"), ("title_style", "long")),
    ],
)
def test_a_refusal_in_a_frame_is_filed_the_way_it_was_meant(text, meant, opposite):
    filed = _filed(text)
    assert meant in filed and opposite not in filed


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "I'd rather you didn't hold back on exclamation marks in the raffle posts.",
            ("exclamation", "more"),
        ),
        (
            "The last thing I want is for you to strip the detail out of the walking guides.",
            ("length", "detailed"),
        ),
        ("我可从没说过不让用感叹号啊，该用就用", ("exclamation", "more")),
    ],
)
def test_a_refused_refusal_stays_a_wish(text, meant):
    assert meant in _filed(text)


def test_the_frames_leave_content_requests_as_content():
    assert _filed("I'd rather you didn't change the date in paragraph 2.") == set()
    assert _filed("我从来不喜欢迟到，这句话帮我加到第二段末尾") == set()


def test_plain_wording_is_what_the_readers_already_know():
    assert said_plainly("I'd prefer it if you avoided jargon") == "avoid jargon"
    assert said_plainly("长句子我是一点都不想看到") == "我不想看到长句子"
    assert said_plainly("以后句子别写那么短") == "以后句子别那么短"


@pytest.mark.parametrize(
    ("text", "stands"),
    [
        ("Bullet points from now on. Hmm, never mind, forget I said that.", ""),
        (
            "Titles longer from now on. Actually, scratch that - keep them short.",
            "keep them short.",
        ),
        ("以后多分点条目吧。哎不对，当我没说", ""),
        ("以后句子写短点。不对不对，还是长句好", "还是长句好"),
    ],
)
def test_only_what_follows_a_taking_back_stands(text, stands):
    assert what_stands(text) == stands


@pytest.mark.parametrize(
    "text",
    [
        "Never mind the typo, I'll fix it. From now on keep the paragraphs short though.",
        "算了，错别字我自己改。以后段落都写短一点",
        "I said shorter titles last week. Never mind, forget it.",  # an earlier wish: withdrawals
        "上回说要分条写那个，算了，别管它了",
    ],
)
def test_a_taking_back_with_nothing_of_this_message_before_it_cuts_nothing(text):
    assert what_stands(text) == text


def test_a_wish_taken_back_in_the_same_message_is_not_filed():
    assert _filed("More emoji in the club posts please. On second thought, don't bother.") == set()
    assert _filed("以后标题都写长一点。算了算了，还是别改了") == set()
    assert _filed("Go casual from now on. Actually, scratch that — keep it formal.") == {
        ("formality", "formal")
    }


def test_the_models_pair_for_someone_elses_taste_is_dropped():
    answer = json.dumps(
        [{"dimension": "sentence_length", "value": "longer", "quote": "loves long sentences"}]
    )
    assert parse_extraction(answer, suggestions=["Our chair loves long sentences."]) == []


def test_the_writers_own_wish_beside_someone_elses_is_kept():
    answer = json.dumps(
        [{"dimension": "formality", "value": "casual", "quote": "I'd rather keep it casual"}]
    )
    found = parse_extraction(
        answer, suggestions=["My boss likes it formal, but I'd rather keep it casual from now on."]
    )
    assert [(o.dimension, o.value, o.by_writer) for o in found] == [("formality", "casual", True)]


def test_a_quote_the_writer_never_wrote_is_never_kept_as_theirs():
    answer = json.dumps([{"dimension": "emoji", "value": "more", "quote": "I love emoji"}])
    found = parse_extraction(answer, suggestions=["make paragraph 2 more vivid"])
    assert all(o.quote == "" and o.inferred and not o.by_writer for o in found)


def test_a_wish_spelt_out_after_the_thing_named_is_what_is_withdrawn():
    from app.style.learner import _read, _ruled
    from app.style.withdrawals import withdrawn

    words = "That thing I asked for, every post sounding plain and friendly — never mind that now."
    found = withdrawn(words, lambda text: list(_read(_ruled, text)))
    assert found is not None and found[0] == "formality"
