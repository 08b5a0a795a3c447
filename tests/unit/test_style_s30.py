"""Session 30's style fixes, each a kind the learner misread in v51 or in style_probe30_dev:
the writer's own slip said in other words (讲差了, 说拧巴了, "I was mistaken", "I talk
nonsense") is a correction, filed firmly; a size with a degree between it and its noun ("make
the paragraphs wicked long") is asked for; "I'm curious whether X would…" only asks."""

import pytest

from app.style.evaluation import evaluate
from app.style.extract import is_explicit_correction


def _scenario(text, expected, existing=(), conflict=False):
    return {
        "id": "s30",
        "lang": "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en",
        "kind": "correction",
        "existing": list(existing),
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": conflict,
        "expected": expected,
    }


def _held(dimension, value):
    return [
        {"dimension": dimension, "value": value, "confidence": 0.7, "evidence": 3, "age_days": 20}
    ]


@pytest.mark.parametrize(
    "text",
    [
        "对不住，前头讲差了，标题还是短点的好。",
        "得，我那会儿说拧巴了，句子还是长点儿好。",
        "Sorry, I was mistaken there; a calmer voice suits us better.",
        "Aiyo sorry, just now I talk nonsense lah. Paragraphs should be longer one.",
    ],
)
def test_a_slip_owned_in_other_words_is_a_correction(text):
    assert is_explicit_correction(text)


def test_said_差不多_is_no_slip():
    assert not is_explicit_correction("标题说差不多就行。")


@pytest.mark.parametrize(
    ("text", "dimension", "value", "held"),
    [
        ("对不住，前头讲差了，标题还是短点的好。", "title_style", "short", "long"),
        ("得，我那会儿说拧巴了，句子还是长点儿好。", "sentence_length", "longer", "shorter"),
        (
            "Aiyo sorry, just now I talk nonsense lah. Paragraphs should be longer one.",
            "paragraph_length",
            "longer",
            "shorter",
        ),
    ],
)
def test_the_corrected_value_is_filed_against_the_held_one(text, dimension, value, held):
    scenario = _scenario(
        text,
        {"dimension": dimension, "value": value, "state": "active"},
        _held(dimension, held),
        True,
    )
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    "text",
    [
        "Make the paragraphs wicked long, like proper stories.",
        "Make the paragraphs good and long.",
        "Keep the sentences really long, I like them that way.",
    ],
)
def test_a_size_with_a_degree_before_it_is_asked_for(text):
    dimension = "sentence_length" if "sentences" in text else "paragraph_length"
    scenario = _scenario(text, {"dimension": dimension, "value": "longer", "state": "active"})
    assert evaluate([scenario]).correct == 1


def test_a_degree_before_a_size_keeps_its_negation():
    scenario = _scenario(
        "Don't make the paragraphs really long.",
        {"dimension": "paragraph_length", "value": "shorter", "state": "active"},
    )
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    "text",
    [
        "I'm curious whether bullet points would be easier to follow for the fixtures",
        "Curious if numbered steps would work better for the recipes.",
    ],
)
def test_curious_whether_a_change_would_do_better_only_asks(text):
    scenario = _scenario(text, None, _held("structure", "prose"))
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    "text",
    [
        "别再把每道菜的做法都写上一大段了，两三句就行。",
        "别再写一大段了，三两句就够。",
    ],
)
def test_sentences_counted_as_enough_size_the_piece(text):
    scenario = _scenario(
        text,
        {"dimension": "length", "value": "concise", "state": "active"},
        _held("length", "detailed"),
        True,
    )
    assert evaluate([scenario]).correct == 1


def test_sentences_counted_per_paragraph_still_size_the_paragraphs():
    scenario = _scenario(
        "段落短点，每段两三句就行。",
        {"dimension": "paragraph_length", "value": "shorter", "state": "active"},
    )
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    "note",
    [
        "这版是导游在大巴上拿话筒念的稿子。",
        "这是主持人在台上念的串词。",
        "This is the script the guide reads out on the coach.",
    ],
)
def test_a_note_calling_the_edit_a_script_read_aloud_places_the_piece(note):
    from app.style.edit_notes import places_the_piece

    assert places_the_piece(note)


def test_a_script_read_aloud_said_for_good_is_no_one_place():
    from app.style.edit_notes import places_the_piece

    assert not places_the_piece("以后都这样写，这是主持人念的稿子。")


def test_a_list_made_prose_for_a_script_read_aloud_keeps_the_held_lists():
    scenario = {
        "id": "s30-edit",
        "lang": "zh",
        "kind": "edit_mixed",
        "existing": [],
        "turns": [
            {
                "suggestion": "活动安排都分条列出来。",
                "expect": {"dimension": "structure", "value": "lists", "state": "active"},
            },
            {
                "suggestion": "这版是主持人在台上拿麦克风念的串词。",
                "revision_kind": "manual",
                "before": "年会流程\n\n- 六点入场\n- 六点半开场致辞\n- 七点抽奖",
                "after": "年会流程\n\n六点大家入场，六点半开场致辞，七点开始抽奖。",
                "days_later": 2,
                "expect": {
                    "dimension": "structure",
                    "value": "lists",
                    "state": "active",
                    "conflict": False,
                    "confidence": "same",
                    "evidence_count": 1,
                },
            },
        ],
    }
    assert evaluate([scenario]).correct == 1


def test_i_take_it_back_is_a_correction():
    assert is_explicit_correction("Nah, I take it back, I want 'em short.")


@pytest.mark.parametrize("text", ["标题弄长长的，这样才好看。", "标题起得长长的，这样才显眼。"])
def test_a_reason_said_with_这样才_is_no_praise_of_this_text(text):
    scenario = _scenario(text, {"dimension": "title_style", "value": "long", "state": "active"})
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "Nothing says welcome like a chatty note, so write the newsletters like you're "
            "talking to a friend.",
            "formality",
            "casual",
        ),
        (
            "Nothing says thank you like a short note, so keep the thank-you cards brief.",
            "length",
            "concise",
        ),
    ],
)
def test_nothing_says_followed_by_so_and_a_request_is_meant(text, dimension, value):
    from app.style.sarcasm import is_sarcastic

    assert not is_sarcastic(text)
    scenario = _scenario(text, {"dimension": dimension, "value": value, "state": "active"})
    assert evaluate([scenario]).correct == 1


def test_nothing_says_with_mock_assent_stays_sarcastic():
    from app.style.sarcasm import is_sarcastic

    assert is_sarcastic("Ah yes, bullet points everywhere. Nothing says cosy like a spreadsheet.")


@pytest.mark.parametrize(
    "text",
    [
        "Could all our posts sound less like a bank and more like a mate having a chat?",
        "Could the newsletters read less like a solicitor's letter and more like a neighbour "
        "leaning over the fence?",
    ],
)
def test_a_polite_request_with_its_direction_is_filed(text):
    scenario = _scenario(text, {"dimension": "formality", "value": "casual", "state": "active"})
    assert evaluate([scenario]).correct == 1


def test_a_genuine_question_is_still_not_filed():
    scenario = _scenario("Could the tone be too formal for the parents?", None)
    assert evaluate([scenario]).correct == 1


def test_an_editor_by_title_describing_their_own_writing_is_a_third_party():
    scenario = _scenario(
        "我们总编写东西一句话能写一百多字。顺便说下，截稿时间是周五。",
        None,
        _held("sentence_length", "shorter"),
    )
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "Real nice headline, took me three breaths to get through the whole thing.",
            "title_style",
            "short",
        ),
        (
            "Oh, wonderfully thorough. Three pages to say the bins go out on Tuesday now.",
            "length",
            "concise",
        ),
    ],
)
def test_praise_with_a_degree_beside_an_excess_is_sarcasm_asked(text, dimension, value):
    scenario = _scenario(
        text, {"dimension": dimension, "value": value, "state": "pending_confirmation"}
    )
    assert evaluate([scenario]).correct == 1


def test_one_sentence_capped_is_each_sentence_not_a_count():
    scenario = _scenario(
        "往后写短句，一句别超过二十个字",
        {"dimension": "sentence_length", "value": "shorter", "state": "active"},
    )
    assert evaluate([scenario]).correct == 1


def test_a_correction_with_the_readers_wish_as_its_reason_turns_the_held_value_round():
    scenario = _scenario(
        "I had it backwards asking for short programme notes. The audience wants the full "
        "story of each piece.",
        {"dimension": "length", "value": "detailed", "state": "active"},
        _held("length", "concise"),
        True,
    )
    assert evaluate([scenario]).correct == 1


def test_the_readers_wish_without_a_correction_still_files_nothing_against_the_held_value():
    scenario = _scenario(
        "The audience wants the full story of each piece.",
        None,
        _held("length", "concise"),
    )
    # Said of the readers alone, it moves nothing the writer holds.
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    ("text", "dimension", "held", "value"),
    [
        (
            "我有点拿不准……要不以后稍微口语一点试试？也可能还是现在这样好。",
            "formality",
            "formal",
            "casual",
        ),
        (
            "We've always kept a quiet, calm tone, but maybe a bit more life would help? Not sure.",
            "tone",
            "calm",
            "lively",
        ),
    ],
)
def test_a_hesitation_is_never_read_as_the_value_already_held(text, dimension, held, value):
    existing = [
        {"dimension": dimension, "value": held, "confidence": 0.93, "evidence": 8, "age_days": 20}
    ]
    scenario = _scenario(
        text,
        {"dimension": dimension, "value": value, "state": "pending_confirmation"},
        existing,
        True,
    )
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    "text", ["Shoots, yeah, keep da words simple, no fancy kine.", "Make de language plain, man."]
)
def test_words_asked_plain_after_a_dialect_article(text):
    scenario = _scenario(text, {"dimension": "vocabulary", "value": "plain", "state": "active"})
    assert evaluate([scenario]).correct == 1
