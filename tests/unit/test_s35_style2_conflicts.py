"""Conflicts said in a writer's own words (style_dev45): a piece packed solid lacks paragraph
breaks, a likeness the writer wants is no complaint, parts merged into one block ask for longer
paragraphs, a stiff drafter or the minutes it should move away from ask for a casual register,
short bursts are short sentences, items broken out line by line are a list, and emoji blamed
for a party look are too many."""

import pytest

from app.style.learner import _ruled, heard


def _read(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in _ruled(text)}


@pytest.mark.parametrize(
    "text",
    [
        "every newsletter is one solid slab now, nobody gets past the top",
        "the update is one huge block on my phone",
    ],
)
def test_a_piece_packed_solid_asks_for_shorter_paragraphs(text) -> None:
    said = _read(text)
    assert ("paragraph_length", "shorter") in said
    assert ("length", "concise") not in said


def test_a_likeness_the_writer_wants_is_not_read_as_a_complaint() -> None:
    assert _read("想要那种像脱口秀的感觉") == {("formality", "casual")}
    assert ("formality", "formal") in _read("不想要那种像脱口秀的感觉")


@pytest.mark.parametrize("text", ["以后都把小段并成一大段", "这几段连成一大段就好"])
def test_parts_merged_into_one_block_ask_for_longer_paragraphs(text) -> None:
    assert ("paragraph_length", "longer") in _read(text)


def test_a_block_complained_of_still_asks_for_shorter_paragraphs() -> None:
    assert ("paragraph_length", "shorter") in _read("每次发的都是一大段，看着累")


@pytest.mark.parametrize(
    "text",
    [
        "the club notices read like a lawyer drafted them",
        "our posts sound like some civil servant wrote them",
        "make the fixtures page read less like the minutes of a board meeting",
    ],
)
def test_a_stiff_drafter_or_document_asks_for_a_casual_register(text) -> None:
    assert ("formality", "casual") in _read(text)


def test_short_bursts_are_short_sentences() -> None:
    assert ("sentence_length", "shorter") in _read("write the trail notes in short bursts")


def test_items_broken_out_line_by_line_are_a_list() -> None:
    assert ("structure", "lists") in _read("set the opening times out line by line from now on")
    assert _read("please check the draft line by line for typos") == set()


def test_emoji_blamed_for_a_party_look_are_too_many() -> None:
    said = _read("the emoji make the surgery notices look like a kids' party invitation")
    assert ("emoji", "fewer") in said


def test_readers_who_stop_after_a_count_say_it_is_too_long() -> None:
    said = _read("the headlines, honestly: nobody reads past the first four words")
    assert ("title_style", "short") in said
    assert ("title_style", "long") not in said
    assert ("length", "detailed") not in _read("nobody gets past the first ten words of these")


def test_a_form_described_after_a_likeness_is_complained_of() -> None:
    assert _read("排得像价目表一样一条一条的，能不能串起来写") == {("structure", "prose")}
    assert ("structure", "lists") in _read("像课表一样一条一条列出来")


def test_readers_asking_what_the_words_mean_want_plain_words() -> None:
    said = heard(
        ["our members keep asking what half the jargon means"],
        revision_id=None,
        message_id=None,
        versions="V1",
    )
    assert [(o.dimension, o.value) for o in said] == [("vocabulary", "plain")]
