"""Corrections of what was saved in any words, firm and hesitant reversals, negation whose scope
ends at a second verb, a list banned as a whole, and a pronoun sized by what was named before:
heard the right way round, in English and Chinese; the look-alikes file nothing or ask."""

import pytest

from app.style.extract import offline_observations


def _filed(text: str) -> set[tuple[str, str, str]]:
    """(dimension, value, how) of what is filed: firm (explicit), plain, or asked."""
    return {
        (o.dimension, o.value, "asked" if o.tentative else "firm" if o.explicit else "plain")
        for o in offline_observations(text)
    }


@pytest.mark.parametrize(
    ("text", "filed"),
    [
        # What was saved, said to be wrong, then the wish: as firm as "actually…".
        (
            "You saved the emoji thing the wrong way round. I want fewer of them.",
            ("emoji", "fewer", "firm"),
        ),
        (
            "You've saved the opposite of what I said. Keep it concise.",
            ("length", "concise", "firm"),
        ),
        (
            "Let me fix what I told you yesterday: titles should be short.",
            ("title_style", "short", "firm"),
        ),
        (
            "No, I think you misheard me earlier: relaxed and chatty is what I'm after.",
            ("formality", "casual", "firm"),
        ),
        (
            "New rule, dropping the old one: speak to the reader as 'you' in every post.",
            ("person", "second", "firm"),
        ),
        (
            "Forget the short-paragraphs rule. I want longer, fuller paragraphs now.",
            ("paragraph_length", "longer", "firm"),
        ),
        (
            "Scratch what I said about bullet points — I meant get rid of them and write full "
            "paragraphs.",
            ("structure", "prose", "firm"),
        ),
        ("存反了，我要的是标题短一点。", ("title_style", "short", "firm")),
        ("不是这个意思，我是说语气要活泼一点。", ("tone", "lively", "firm")),
        ("记错了，我是讲要写短点，伐是要写长。", ("length", "concise", "firm")),
    ],
)
def test_a_correction_of_what_was_saved_files_the_new_wish_firmly(text, filed):
    assert filed in _filed(text)


@pytest.mark.parametrize(
    ("text", "filed"),
    [
        (
            "I know I've always said no emoji, but honestly I'm starting to think a few might "
            "suit the newsletter... maybe.",
            ("emoji", "more", "asked"),
        ),
        (
            "We've always gone with the proper terminology, but I wonder if plainer words might "
            "be kinder. I'm on the fence.",
            ("vocabulary", "plain", "asked"),
        ),
        ("是不是可以稍微加一两个表情？我也拿不准。", ("emoji", "more", "asked")),
        (
            "之前一直让你多加表情，感觉以后少放一点可能会好些，不过我也不太确定",
            ("emoji", "fewer", "asked"),
        ),
    ],
)
def test_a_hesitant_reversal_is_asked_not_filed_or_missed(text, filed):
    assert _filed(text) == {filed}


@pytest.mark.parametrize(
    "text",
    [
        "是不是可以稍微加一两个表情？",  # asked out of curiosity, no doubt beside it
        "Correction to the draft: the conference is in Lisbon, not Porto.",  # a fact
        "This month's front page is Father Tom's obituary. Keep it quiet and gentle.",
    ],
)
def test_look_alikes_file_nothing_firm(text):
    assert not {f for f in _filed(text) if f[2] != "asked"}


def test_a_degree_of_the_same_wish_refines_and_is_not_a_firm_correction():
    # "no emoji" lifted for "a couple": fewer, the same way round, said plainly.
    assert _filed("Scrap the no-emoji rule — a couple per post is fine now.") == {
        ("emoji", "fewer", "plain")
    }


@pytest.mark.parametrize(
    ("text", "filed"),
    [
        # A negation's scope ends at "and" + a second verb.
        ("Drop the bullets and write full paragraphs.", ("structure", "prose")),
        # "Nothing with X" bans X; "I want it even and quiet" wishes calm.
        (
            "Nothing with exclamation marks and hype words, please — I want it even and quiet.",
            ("tone", "calm"),
        ),
        # A list closed by 这种 is banned as a whole; its quoted example is the tone named.
        ("感叹号和“家人们冲冲冲”这种别再堆了，太吵，语气平一点。", ("tone", "calm")),
        # A pronoun acted on is what was named before, not the next noun.
        (
            "These paragraphs are walls. Going forward I'd like them broken up, two or three "
            "sentences each.",
            ("paragraph_length", "shorter"),
        ),
    ],
)
def test_negation_and_reference_read_the_right_way_round(text, filed):
    assert {(d, v) for d, v, _ in _filed(text)} == {filed}


def test_make_it_even_shorter_is_no_wish_for_calm():
    assert ("tone", "calm") not in {(d, v) for d, v, _ in _filed("Make it even shorter.")}
