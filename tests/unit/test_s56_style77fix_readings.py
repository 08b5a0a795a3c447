"""Session 56, style77fix: the readings of v77's miss shapes (dev set style_dev68a.jsonl)."""

import pytest

from app.style.count_caps import capped_read
from app.style.decided import decided_read
from app.style.dimensions import Observation
from app.style.spoken_forms import doubled_once, spoken_plainly
from app.style.typed_signs import signs_read
from app.style.wondered import wonders_how_readers_take_it


@pytest.mark.parametrize(
    "text",
    [
        "wondering whether folks really like the short sentences or just put up with them",
        "curious whether the long sentences actually get read or people bail halfway",
        "wonder if customers actually like the casual tone or think we're not serious",
        "在想读者到底喜欢那些表情，还是嫌烦直接跳过",
        "不知道大家是不是真的喜欢这么正式的口气，还是觉得有点端着",
    ],
)
def test_wondering_how_readers_take_it_wishes_nothing(text: str) -> None:
    assert wonders_how_readers_take_it(text)


@pytest.mark.parametrize(
    "text",
    [
        # the writer answers and asks: a wish
        "I was wondering whether people even read the long sentences. They don't. "
        "Shorter sentences in every post from now on.",
        "我一直在想大家到底看不看那些长句子。答案是不看。以后每篇都写短句。",
        "I wonder if people like emoji. Use more of them.",
        "wondering if people would like shorter sentences - maybe try it",
        # no readers' reception wondered about
        "I wonder whether the ferry runs on Sunday",
    ],
)
def test_wondering_with_a_proposal_or_an_answer_is_read_as_before(text: str) -> None:
    assert not wonders_how_readers_take_it(text)


# -- signs: arrows, equations, comparisons, a wrong and a right version ---------------------


def _signed(text: str, said: list[Observation] | None = None) -> list[tuple[str, str]]:
    return [(o.dimension, o.value) for o in signs_read([text], said or [])]


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("tone ⬇️⬇️ (calmer) in every post from now on.", ("tone", "calm")),
        ("正式程度⬇️⬇️，以后每条都这样。", ("formality", "casual")),
        ("emoji ⬇️⬇️⬇️ to none. every post. changed my mind.", ("emoji", "none")),
        ("表情⬇️⬇️，往后每条都是。", ("emoji", "fewer")),
        ("表情数 = 0，以后每条都这样。", ("emoji", "none")),
        ("plain English > jargon. every single post.", ("vocabulary", "plain")),
        ("正式 ≠ 我们。以后每篇都轻松随意点。", ("formality", "casual")),
        (
            "✗ 'Patrons are advised that'\n✓ 'Heads up:'\n"
            "That's the tone for every post from now on.",
            ("formality", "casual"),
        ),
        (
            "✘ 'facilitate' ✘ 'prior to' ✘ 'endeavour'\n✔ 'help' ✔ 'before' ✔ 'try'\n"
            "Every post, from here on.",
            ("vocabulary", "plain"),
        ),
        (
            "-本店位于老街东口，每天上午九点开门，欢迎各位朋友前来品尝我们的手工点心。\n"
            "+店在老街东口。九点开门。来尝尝。\n以后每篇都这么写。",
            ("sentence_length", "shorter"),
        ),
        (
            "-We are pleased to inform our valued guests that\n+Hey folks,\n"
            "that's the default now, every post - changed my mind.",
            ("formality", "casual"),
        ),
    ],
)
def test_a_lasting_wish_typed_in_signs_is_filed_firm(text: str, wanted: tuple[str, str]) -> None:
    said = signs_read([text], [])
    assert [(o.dimension, o.value) for o in said] == [wanted]
    assert said[0].explicit and not said[0].tentative


@pytest.mark.parametrize(
    "text",
    [
        "ticket price ⬆️ to $30 from May, sorry folks",
        "油价⬆️，船票从下月起涨到 60 元。",
        "3 nights + breakfast = $390 per couple. Put that in the offer line.",
        "一大一小 = 亲子票 90 元，加到票价那段。",
        "✗ Fri 9th ✓ Sat 10th - the market date, my bad. Every post about the market should say "
        "Sat 10th.",
        "-Adults $18\n+Adults $20\n(new season prices)",
        "-周二闭馆\n+周一闭馆\n改一下，写错了",
        # a sign with no word that it lasts: this draft's edit, left to the other readings
        "formality ⬆️⬆️",
    ],
)
def test_a_price_date_or_one_draft_typed_in_signs_files_nothing(text: str) -> None:
    held = Observation("tone", "calm", "writer", 0.6, True)
    assert _signed(text, [held]) == [("tone", "calm")]


# -- decisions and wishes taken back ---------------------------------------------------------


def _rules(text: str) -> list[Observation]:
    return [
        Observation("emoji", "none", "writer", 0.6, True)
        if "表情" in text
        else Observation("vocabulary", "technical", "writer", 0.6, True)
    ]


def test_a_decision_files_what_follows_it_firm() -> None:
    asked = Observation("emoji", "more", "writer", 0.4, True, tentative=True, reading="classifier")
    said = decided_read(["就这么定了：往后每条都不放表情。"], [asked], _rules)
    assert [(o.dimension, o.value, o.explicit) for o in said] == [("emoji", "none", True)]


def test_a_wish_taken_back_is_not_read_as_wanted_again() -> None:
    wrong = Observation("vocabulary", "plain", "writer", 0.75, True)
    text = "说要大白话那条我收回，看我们号的都是针灸师，以后该用的术语都用上。"
    said = decided_read([text], [wrong], _rules)
    assert [(o.dimension, o.value, o.explicit) for o in said] == [("vocabulary", "technical", True)]


def test_a_decision_about_the_market_day_changes_nothing() -> None:
    held = Observation("tone", "lively", "writer", 0.6, True)
    assert decided_read(["定了：集市改到周日上午。"], [held], _rules) == [held]


# -- caps, and words the lexicon does not hold ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "👎 way too many emoji. Cut them back from now on, please - two tops.",
        "too many emoji again. Trim them in every post from now on - three max.",
        "👎 表情太多了，以后每条最多两个。",
    ],
)
def test_a_cap_above_zero_is_fewer_not_none(text: str) -> None:
    none = Observation("emoji", "none", "writer", 0.75, True)
    assert [o.value for o in capped_read([text], [none])] == ["fewer"]


def test_not_a_single_one_stays_none() -> None:
    none = Observation("emoji", "none", "writer", 0.75, True)
    text = "Drop the emoji entirely from now on - not a single one, two tops was too many."
    assert [o.value for o in capped_read([text], [none])] == ["none"]


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Per favore, più calmo - every post from now on.", "calmer"),
        ("S'il vous plaît, plus calme - all our posts.", "calmer"),
        ("Bitte kürzere Sätze in every post.", "shorter sentences"),
        ("以后不搞那种热热闹闹的了", "不要那种热热闹闹的了"),
    ],
)
def test_words_outside_the_lexicon_are_said_in_words_it_holds(text: str, plain: str) -> None:
    assert plain in spoken_plainly(text)


def test_doubled_style_adjectives_are_said_once_where_a_decision_reads_them() -> None:
    # folded in every message they made 「写得安安静静、稳稳当当的嘛，要得不？」 a question (dev48)
    assert doubled_once("每篇都写得安安静静的") == "每篇都写得安静的"
