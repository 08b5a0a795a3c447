"""What the learner hears in session 35's misread kinds (style_dev44, v56): readers puzzled by
quoted terms, 大段大段, withdrawals of a 規定, sarcasm never filed at face value, requests with a
tag or in dialect, a count complained of, a correction in non-native words, a ban carried on."""

import pytest

from app.style.evaluation import evaluate
from app.style.learner import heard


def _heard(text: str) -> list[tuple[str, str, bool]]:
    said = heard([text], revision_id=None, message_id=None, versions="V1")
    return [(o.dimension, o.value, o.tentative) for o in said]


def _one(text: str, held: tuple[str, str, float], expected: dict) -> dict:
    dimension, value, confidence = held
    return {
        "id": "t",
        "lang": "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en",
        "kind": "correction",
        "existing": [
            {"dimension": dimension, "value": value, "confidence": confidence}
            | {"evidence": 4, "age_days": 30}
        ],
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": True,
        "expected": expected,
    }


@pytest.mark.parametrize(
    "text",
    [
        "A couple of members rang the office asking what 'capitalisation rate' means.",
        "Most of the replies were readers asking what 'escrow' and 'lien' mean",
        "one client said the term 'anticoagulation' in the flyer left her feeling stupid",
        "家长群里有几个妈妈问我“双减”“课后延时”是啥意思",
    ],
)
def test_readers_puzzled_by_quoted_terms_file_plain_words(text) -> None:
    assert _heard(text) == [("vocabulary", "plain", False)]


def test_readers_puzzled_only_supposed_file_nothing() -> None:
    assert _heard("If readers ever asked what 'escrow' means, we'd change it.") == []


@pytest.mark.parametrize(
    "text", ["通知老是大段大段的，手机上根本翻不完", "你成日整段整段咁寫，啲人睇唔落"]
)
def test_text_in_great_slabs_asks_for_shorter_paragraphs(text) -> None:
    assert ("paragraph_length", "shorter") in {(d, v) for d, v, _ in _heard(text)}


@pytest.mark.parametrize(
    ("text", "held", "asked"),
    [
        ("之前叫你寫成一條一條的規定，取消", ("structure", "lists", 0.73), "prose"),
        ("之前定的每段都要分条的规则，作废", ("structure", "lists", 0.73), "prose"),
        (
            "That instruction about always writing to 'you' - kindly withdraw it.",
            ("person", "second", 0.73),
            "third",
        ),
    ],
)
def test_a_rule_withdrawn_asks_its_opposite(text, held, asked) -> None:
    expected = {"dimension": held[0], "value": asked, "state": "pending_confirmation"}
    report = evaluate([_one(text, held, expected)])
    assert report.correct == 1, report.failures


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("满屏「重磅」「必看」，卖个二手冰箱都这么隆重，可真有气势", ("tone", "calm")),
        ("行啊，体检提醒写得跟综艺节目一样，满屏哈哈哈，老人家肯定当回事", ("tone", "calm")),
        (
            "Wow, so much pep in the recap, I nodded off by the third paragraph. Gripping stuff.",
            (
                "tone",
                "lively",
            ),
        ),
    ],
)
def test_sarcasm_is_asked_the_way_it_means_never_filed_at_face_value(text, meant) -> None:
    assert _heard(text) == [(*meant, True)]


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        (
            "Right so. For the club notices from here out - keep the paragraphs short, would you?",
            ("paragraph_length", "shorter"),
        ),
        ("y'all mind writin the specials up as a list from now on?", ("structure", "lists")),
        ("please give the listings longer headings", ("title_style", "long")),
    ],
)
def test_plain_requests_in_everyday_words_are_filed(text, wish) -> None:
    assert _heard(text) == [(*wish, False)]


def test_a_count_complained_of_is_no_wish_for_that_count() -> None:
    text = "Please give the listings longer headings. Three words is not telling anyone anything."
    assert _heard(text) == [("title_style", "long", False)]


@pytest.mark.parametrize(
    "text",
    [
        "You took me too literally - I want the long winding paragraphs back.",
        "Excuse me, last week I explain bad. Short paragraph is not what I want, please longer.",
    ],
)
def test_a_correction_in_other_words_puts_the_wish_right(text) -> None:
    said = heard(
        [text],
        revision_id=None,
        message_id=None,
        versions="V1",
    )
    assert [(o.dimension, o.value, o.explicit) for o in said] == [
        ("paragraph_length", "longer", True)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "that no-emoji rule from back in May? forget it. throw plenty in for the fair",
        "The no-emoji rule from last winter? Scrapped. Chuck loads in.",
    ],
)
def test_a_ban_lifted_with_the_thing_wished_back_files_more(text) -> None:
    said = heard([text], revision_id=None, message_id=None, versions="V1")
    assert [(o.dimension, o.value, o.explicit) for o in said] == [("emoji", "more", True)]


def test_a_ban_carried_on_to_one_more_emoji_is_none() -> None:
    text = "No emoji in the tenders. Not one, also not the little smiley face at the bottom."
    assert _heard(text) == [("emoji", "none", False)]
