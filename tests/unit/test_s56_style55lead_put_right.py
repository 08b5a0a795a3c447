"""Session 56 (style55lead): the pure readings of a writer putting their own wish right —
a wish put back to its one piece, a degree put right, the part a size was for, subheadings,
a paragraph counted in sentences, how numbers are written, a sentence reworded — and the
model's reading kept off what the rules hear (outside55 F2, F4, F7, F9, F11, F14, F17)."""

import json
from datetime import UTC, datetime

import pytest

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation, statement_for
from app.style.filing import WITHDRAWN
from app.style.learner import _ruled, heard
from app.style.llm_extract import parse_extraction
from app.style.meant_part import part_meant
from app.style.measure_units import paragraph_measured
from app.style.model_overruled import model_overruled
from app.style.not_all import degree_put_right
from app.style.number_forms import numbers_only
from app.style.only_for_then import only_for_then_read, scoped_back
from app.style.reworded import rewords_one_sentence
from app.style.subheadings import names_subheadings_only

NOW = datetime(2026, 12, 8, tzinfo=UTC)


def _held(dimension: str, value: str) -> StyleAssertion:
    return StyleAssertion(
        id=f"a-{dimension}",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement=statement_for(dimension, value),
        category="PREFERENCE",
        confidence=0.75,
        state="active",
        created_at=NOW,
        updated_at=NOW,
    )


def _hears(text: str, *held: StyleAssertion) -> set[tuple[str, str, str]]:
    said = heard([text], revision_id=None, message_id=None, versions="", held=list(held))
    return {(o.dimension, o.value, o.reading) for o in said}


@pytest.mark.parametrize(
    ("text", "dimension"),
    [
        ("上次说不要感叹号是针对那篇讣告的，平时无所谓。", "exclamation"),
        (
            "That no-exclamation rule was just for the obituary. Normally I don't mind them.",
            "exclamation",
        ),
        ("短句子那个要求只是针对给小学生的那期通讯，别的文章无所谓。", "sentence_length"),
        ("The short paragraphs request was just for the kids' newsletter.", "paragraph_length"),
    ],
)
def test_a_wish_put_back_to_its_one_piece_names_its_dimension(text, dimension):
    found = scoped_back(text, lambda t: list(_ruled(t)))
    assert found is not None and found[0] == dimension


@pytest.mark.parametrize(
    "text",
    [
        "The no-exclamation rule isn't just for the obituary - it's for everything I write.",
        "不要表情不只是针对那篇讣告，所有文章都一样。",
        "以后针对老人写的文章，句子都短一点。",  # a lasting wish for a kind of piece
    ],
)
def test_a_wish_kept_for_everything_is_not_put_back(text):
    assert scoped_back(text, lambda t: list(_ruled(t))) is None


def test_a_wish_put_back_is_withdrawn_and_nothing_filed_in_its_place():
    held = _held("exclamation", "none")
    said = only_for_then_read(
        ["上次说不要感叹号是针对那篇讣告的，平时无所谓。"], [], [held], lambda t: list(_ruled(t))
    )
    assert [(o.dimension, o.value, o.reading) for o in said] == [("exclamation", "more", WITHDRAWN)]


def test_a_wish_put_back_with_its_replacement_files_the_replacement():
    heard_now = _hears(
        "Scratch the formal thing - that was only for the grant report. My blog is casual.",
        _held("formality", "formal"),
    )
    assert ("formality", "casual", "") in heard_now
    assert all(d != "formality" or v == "casual" for d, v, _ in heard_now)


@pytest.mark.parametrize(
    ("text", "held", "wanted"),
    [
        ("不是完全不要感叹号，是别用那么多，一篇一两个可以。", ("exclamation", "none"), "fewer"),
        ("I never meant no emoji at all, just don't overdo them.", ("emoji", "none"), "fewer"),
        ("I didn't mean fewer emoji, I meant none at all.", ("emoji", "fewer"), "none"),
    ],
)
def test_a_degree_put_right(text, held, wanted):
    assert degree_put_right(text, [_held(*held)]) == (held[0], wanted)
    assert _hears(text, _held(*held)) == {(held[0], wanted, "")}


def test_a_permission_with_nothing_held_is_not_a_narrowing():
    # (p11: "倒也不是不能加表情，加一两个就行" asks for some emoji where there were none.)
    assert degree_put_right("倒也不是不能加表情，加一两个就行", []) is None
    assert degree_put_right("不是少用感叹号，是一个都不要用。", []) is None


def test_the_part_a_size_was_for_is_confirmed_and_the_part_denied_left_alone():
    found = part_meant(
        "我之前说的“短一点”是指标题要短，不是说段落要短。", lambda t: list(_ruled(t))
    )
    assert found is not None
    meant, denied = found
    assert (meant.dimension, meant.value, denied) == ("title_style", "short", "paragraph_length")
    assert _hears(
        "When I said short, I meant the titles, not the paragraphs.", _held("title_style", "short")
    ) == {("title_style", "short", "")}


def test_a_size_misfiled_on_the_part_denied_is_withdrawn():
    said = _hears("我之前说的短一点是指标题，不是段落。", _held("paragraph_length", "shorter"))
    assert ("title_style", "short", "") in said
    assert ("paragraph_length", "longer", WITHDRAWN) in said


def test_subheadings_are_not_the_title():
    assert names_subheadings_only("以后多用小标题和列表，少用大段文字。")
    assert names_subheadings_only("More section headings from now on, please.")
    assert not names_subheadings_only("以后大标题写长一点，小标题照旧。")
    assert all(
        d != "title_style"
        for d, _, _ in _hears("以后每篇多分几个小标题。", _held("title_style", "short"))
    )


def test_sentences_counted_per_paragraph_are_the_paragraphs_measure():
    assert paragraph_measured(
        "From now on keep my paragraphs short, two or three sentences at most."
    )
    assert paragraph_measured("以后一段别超过四句话。")
    assert not paragraph_measured("以后段落短一点，每段三句，句子也要短。")
    assert _hears("以后一段别超过四句话。") == {("paragraph_length", "shorter", "")}
    assert _hears("From now on keep my paragraphs short, two or three sentences at most.") == {
        ("paragraph_length", "shorter", "")
    }


def test_how_numbers_are_written_is_no_size():
    assert numbers_only("Going forward, write numbers under ten as words.")
    assert not numbers_only("From now on, shorter posts, and numbers under ten as words.")
    assert (
        _hears("Going forward, write numbers under ten as words.", _held("length", "detailed"))
        == set()
    )


def test_a_sentence_reworded_asks_nothing_lasting():
    assert rewords_one_sentence('Reword "Nobody talked much." a little.')
    assert rewords_one_sentence("把“没有人说话。”这句稍微换个说法。")
    assert not rewords_one_sentence("From now on, reword everything more casually.")
    assert _hears('Reword "Nobody talked much." a little.', _held("formality", "formal")) == set()


@pytest.mark.parametrize(
    ("text", "pair", "wanted"),
    [
        (
            "以后别用感叹号。",
            {
                "dimension": "exclamation",
                "value": "more",
                "quote": "别用感叹号",
                "reading": "request",
            },
            ("exclamation", "none"),
        ),
        (
            "From now on, no emoji.",
            {"dimension": "emoji", "value": "more", "quote": "no emoji", "reading": "request"},
            ("emoji", "none"),
        ),
    ],
)
def test_the_models_wrong_way_reading_never_wins(text, pair, wanted):
    llm = parse_extraction(json.dumps([pair]), suggestions=[text])
    said = heard([text], llm, revision_id=None, message_id=None, versions="")
    assert {(o.dimension, o.value) for o in said} == {wanted}
    assert all(o.source != "llm" for o in said)


def test_the_model_still_adds_what_the_rules_do_not_hear():
    ours = Observation("exclamation", "none", "writer", 0.75, True)
    model = Observation("person", "second", "llm", 0.55, True)
    wrong = Observation("exclamation", "more", "llm", 0.55, True)
    assert model_overruled([wrong, model], lambda: [ours]) == [ours, model]
    # With nothing of the model's on a dimension the rules hear, the reading is left as it was.
    assert model_overruled([model], lambda: [ours]) == [model]


def test_parts_sized_say_nothing_of_the_whole_length():
    assert _hears("以后段落短一点，句子也要短一点。") == {
        ("paragraph_length", "shorter", ""),
        ("sentence_length", "shorter", ""),
    }
    # (The whole piece named beside a part keeps its length.)
    assert ("length", "concise", "") in _hears("以后句子短一点，篇幅也精简一些。")


def test_found_unserious_sets_the_lively_tone_aside_and_files_none():
    held = (_held("emoji", "more"), _held("tone", "lively"))
    said = _hears("表情别再加了，家长们觉得不严肃。以后不要了。", *held)
    assert ("tone", "lively", "") not in said
    assert ("tone", "calm", WITHDRAWN) in said
    assert ("emoji", "none", "") in said
    # "Don't be so serious" is a wish for a livelier tone, still heard.
    assert ("tone", "lively", "") in _hears("以后别写得那么严肃，活泼一点。")
