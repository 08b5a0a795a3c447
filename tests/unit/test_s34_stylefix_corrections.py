"""Session 34 (style-fix): corrections in other words are filed as corrections ("I make
mistake", "round the wrong way", 搞颠倒了, 寻思错了); "scratch what I said about X - Y from here on"
names the new way after its dash; a count of sentences for one part of the piece ("cut the intro
down to two sentences") is no lasting sentence length."""

import pytest

from tests.unit.test_s34_stylefix_filing import _held, _right, _said


def test_a_count_of_sentences_for_one_part_is_no_sentence_length():
    assert _right(_said("Trim the opening down to two sentences and put the prices first.", []))


@pytest.mark.parametrize(
    ("text", "held", "new"),
    [
        ("sorry I make mistake last week, I want long sentences", "shorter", "longer"),
        ("ah I had it round the wrong way - long sentences, flowing ones", "shorter", "longer"),
        ("上次讲要短句，是我搞颠倒了，句子还是要写长一点", "shorter", "longer"),
        ("俺寻思错了，句子还是短一点好", "longer", "shorter"),
    ],
)
def test_a_correction_in_other_words_files_the_new_way(text, held, new):
    expected = {"dimension": "sentence_length", "value": new, "state": "active"}
    scenario = _said(text, _held("sentence_length", held), expected, True)
    scenario["kind"] = "correction"
    assert _right(scenario)


def test_scratching_a_wish_and_naming_the_new_way_after_a_dash_files_it():
    text = "scratch what I said about long titles - short and snappy ones from now on"
    expected = {"dimension": "title_style", "value": "short", "state": "active"}
    scenario = _said(text, _held("title_style", "long"), expected, True)
    scenario["kind"] = "correction"
    assert _right(scenario)


def test_a_verdict_taken_up_then_a_verb_on_them_files_the_wish():
    text = "My cousin says the posts read like a council minute, and he's right. Loosen them up."
    expected = {"dimension": "formality", "value": "casual", "state": "active"}
    scenario = _said(text, _held("formality", "formal", 0.5), expected, True)
    scenario["kind"] = "indirect"
    assert _right(scenario)


def test_a_rule_no_longer_minded_is_withdrawn_and_its_opposite_asked():
    text = "the rule about putting the menus in lists, don't mind that no more"
    expected = {"dimension": "structure", "value": "prose", "state": "pending_confirmation"}
    scenario = _said(text, _held("structure", "lists", 0.73), expected, True)
    scenario["kind"] = "correction"
    assert _right(scenario)
