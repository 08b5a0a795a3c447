"""Session 27's style readings from the held-out set's kinds (style_dev29): facts put into a
list are laid out, not fixed; "do u reckon…" asks without a "?"; an emoji wish closed by
"please"; "could ye…" and an interjection before a polite request; an earlier wish owned as not
thought through (我刚才没想清楚) or "going about it the wrong way" corrects; 甭 and someone's view
waved aside ("no matter what X says", 不管老板怎么说) before the writer's own ban; the text running
on, with readers as the reason, is the writer's complaint."""

import pytest

from app.style.extract import is_explicit_correction
from app.style.learner import _ruled


def _said(text):
    return {(o.dimension, o.value, o.tentative) for o in _ruled(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Put the delivery dates into a list.",
        "Could you put the ticket prices into bullet points from now on?",
        "把营业时间和价格都改成列表，以后也这样。",
    ],
)
def test_facts_put_into_a_list_are_laid_out_not_fixed(text):
    assert ("structure", "lists", False) in _said(text)


@pytest.mark.parametrize(
    "text",
    ["Fix the price in the list, it should be £4.", "Change the date in the bullet points to May."],
)
def test_a_fact_fixed_inside_a_list_is_still_no_wish(text):
    assert not _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "do u reckon shorter paragraphs would help the newsletter",
        "d'ya reckon a few emoji would brighten the match reports",
        "Do you suppose a livelier tone would suit the fete posts",
    ],
)
def test_an_opinion_asked_without_a_question_mark_asks_nothing(text):
    assert not _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "Loads of emoji on the allotment posts 🌱🥕 please, the members love them.",
        "Lots of emoji on the youth club updates please.",
    ],
)
def test_an_emoji_wish_closed_by_please_is_asked_for(text):
    assert ("emoji", "more", False) in _said(text)


def test_a_please_that_opens_another_request_is_no_emoji_wish():
    assert not _said("There are lots of emoji on the farm posts, please check the dates.")


@pytest.mark.parametrize(
    "text",
    [
        "Och, could ye make the sentences shorter in the walk notes?",
        "Right, can yous keep the paragraphs short on the club page?",
    ],
)
def test_dialect_you_and_an_interjection_keep_a_polite_request(text):
    said = _said(text)
    assert said and all(not tentative for _, _, tentative in said)


@pytest.mark.parametrize(
    "text",
    [
        "我刚才没想清楚，还是用第三人称写吧。",
        "之前是我没想清楚，段落还是写长一点。",
        "I've been going about it the wrong way, put the menu back into a list.",
    ],
)
def test_an_earlier_wish_owned_as_a_mistake_is_a_correction(text):
    assert is_explicit_correction(text)
    assert all(not tentative for _, _, tentative in _said(text))


def test_a_mind_not_yet_made_up_is_still_doubt():
    assert ("person", "third", True) in _said("我还没想清楚，要不用第三人称写？")


@pytest.mark.parametrize(
    "text",
    [
        "甭，不管是中秋的通知还是国庆的活动，也不管主任咋说，再把标题起得老长老长的了。",
        "不管老板怎么说，句子写短点。",
        "Never mind what my editor reckons, keep the sentences short.",
    ],
)
def test_a_view_waved_aside_leaves_the_writers_own_wish(text):
    filed = {d for d, _, tentative in _said(text) if not tentative}
    assert filed & {"sentence_length", "title_style"}


def test_text_running_on_with_readers_as_the_reason_is_the_writers_complaint():
    said = _said("The paragraphs in the shop updates run on for ages and my customers skip them.")
    assert ("paragraph_length", "shorter", False) in said


def test_a_sentence_told_by_where_it_ends_is_a_sentence():
    # Mocked: asked, the intended way round; a limit: filed.
    mocked = "Wonderful, thirty words before the first full stop again. A joy to read aloud."
    assert ("sentence_length", "shorter", True) in _said(mocked)
    limit = "From now on, no more than fifteen words before a full stop."
    assert ("sentence_length", "shorter", False) in _said(limit)
