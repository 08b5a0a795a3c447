"""Session 23, style rules (blind v44's kinds, in words of their own): a piece for one place
beside the others said to go on as they are; a complaint word asked for ("make it hyped"); the
state named as its own fault ("it's dumbed down"); the version with something chosen; a
supposition in 假使 / 假若 / 若果; a slip owned in plain words; a firm excess; a count kept."""

import pytest

from app.style.extract import is_explicit_correction
from app.style.normalising import normalise
from app.style.occasions import frames_an_occasion, keeps_the_usual
from tests.unit.readings import heard, lasting


@pytest.mark.parametrize(
    "text",
    [
        "this one goes in the shop window, on the website we keep the bullet points",
        "these are for the printed menu; online we stick with no emoji",
        "这份只贴在前台，公众号那几篇照旧",
        "这张是印在传单上的，官网还按原来的来",
    ],
)
def test_a_piece_for_one_place_beside_the_others_kept_is_an_occasion(text):
    assert frames_an_occasion(normalise(text))
    assert keeps_the_usual(normalise(text))


def test_a_lasting_wish_is_no_occasion():
    for text in ("online, keep the posts short from now on", "以后网上的推文都写短一点"):
        assert not frames_an_occasion(normalise(text)), text


def test_a_complaint_word_asked_for_is_the_wish_itself():
    assert ("tone", "lively") in lasting("make it hyped, people love that")
    assert ("tone", "calm") not in heard("make it hyped, people love that")
    # Said of the text, or with "less", it still complains.
    assert ("tone", "calm") in heard("it sounds so hyped, calm it down")
    assert ("tone", "calm") in heard("make it less hyped")
    assert ("tone", "lively") in lasting("写得嗨一点，年轻人爱看")


def test_dumbed_down_said_of_the_text_wants_the_terms_back():
    assert ("vocabulary", "technical") in lasting("Honestly the guide is really dumbed down.")
    assert ("vocabulary", "plain") not in heard("Honestly the guide is really dumbed down.")
    # Asked for, it is plain words.
    assert ("vocabulary", "plain") in heard("plain words please, dumb it down for the parents")


def test_the_version_with_something_chosen_asks_for_it():
    assert ("structure", "lists") in lasting(
        "not the ones without bullets, the ones with bullet points were clearer, use those"
    )
    assert ("emoji", "more") in lasting("不是没表情的那篇，有表情的那篇好点，就用那篇")


@pytest.mark.parametrize(
    "text",
    [
        "假使以后要投行业期刊，再改正式也不迟，目前不用",
        "假若将来出纸质版，段落可以长点，现在先不动",
        "若果第日要做英文版，先至用第三人称，而家唔使",
    ],
)
def test_a_supposition_in_other_words_files_nothing(text):
    assert lasting(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Disregard what I told you about bullet points, should've said prose.",
        "I put it wrongly before, talk to the reader as 'you'.",
        "ok I take back the whole formal thing, keep it chatty",
        "我上次整拧了，语气平和点",
        "这事我想好了，以后标题写长点",
        "that no-jargon ban — bin it, technical terms are fine",
    ],
)
def test_a_slip_owned_in_plain_words_is_a_correction(text):
    assert is_explicit_correction(normalise(text))


def test_words_near_a_correction_correct_nothing():
    for text in ("I told the team about the new layout.", "我想好好写这一篇", "take back control"):
        assert not is_explicit_correction(normalise(text)), text


def test_an_excess_banned_firmly_wants_the_opposite():
    assert ("tone", "calm") in lasting("感叹号满天飞，以后别这样了")
    assert ("tone", "lively") not in heard("感叹号满天飞，以后别这样了")


def test_a_count_kept_is_fewer_not_none():
    assert ("emoji", "fewer") in lasting("still too many emoji, cut them down to two")
    assert ("emoji", "none") not in heard("still too many emoji, cut them down to two")
    assert ("length", "concise") not in heard("still too many emoji, cut them down to two")
    assert ("emoji", "none") in heard("表情全都拿掉")


def test_a_size_word_in_a_name_is_no_length():
    text = "Add that the walk is led by Sam Short and that we meet on Long Lane."
    assert heard(text) == set()
    assert ("length", "concise") in lasting("keep the walk notes short")
    assert ("paragraph_length", "shorter") in lasting("Keep The Paragraphs Short Please")
