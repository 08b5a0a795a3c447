"""Session 25, style rules (blind v46's kinds, in words of their own): a piece read out or
given at one event, beside a measured edit; a rule of the writer's own lifted or called a
mistake in other words; 倘使 and 设若 as conditions; paragraph sizes said as big or small; a
proposal the writer drops before it is answered."""

import pytest

from app.style.earlier import drops_a_proposal
from app.style.evaluation import evaluate
from app.style.extract import is_explicit_correction, is_one_off
from app.style.learner import heard as learner_heard
from app.style.occasions import frames_an_occasion
from app.style.reading import mood
from tests.unit.readings import heard, lasting


@pytest.mark.parametrize(
    "text",
    [
        "My aunt is going to read this out at the christening on Sunday",
        "it's the speech for Dan's leaving do",
        "these are for the labels on the wedding favours, nowhere else",
        "the bookmarks get these only — on the website nothing changes",
        "这段是在老同学聚会上要念的",
        "要在外公九十大寿上讲的",
    ],
)
def test_a_piece_for_one_event_is_a_one_off(text):
    assert frames_an_occasion(text), text
    assert is_one_off(text), text


@pytest.mark.parametrize(
    "text",
    [
        "read the speeches at every wedding in short sentences",
        "from now on, keep paragraphs short in the toasts too",
    ],
)
def test_a_lasting_wish_about_events_is_no_one_off(text):
    assert not is_one_off(text), text


def _scenario(existing, turns):
    return [{"id": "s25", "lang": "en", "kind": "t", "existing": existing, "turns": turns}]


def test_an_edit_for_a_read_out_piece_leaves_the_held_value():
    held = [
        {
            "dimension": "structure",
            "value": "lists",
            "confidence": 0.75,
            "evidence": 4,
            "age_days": 30,
        }
    ]
    turn = {
        "suggestion": "my nephew reads this aloud at the reunion dinner",
        "revision_kind": "manual",
        "before": "Us\n\n- Came from Cork\n- Ran the pub\n- Still here",
        "after": "Us\n\nWe came from Cork, ran the pub and are still here.",
        "expect": {
            "dimension": "structure",
            "value": "lists",
            "state": "active",
            "conflict": False,
        },
    }
    report = evaluate(_scenario(held, [turn]))
    assert report.correct == 1, report.failures


@pytest.mark.parametrize(
    "text",
    [
        "bad idea, my no-emoji rule. Bring the emoji back.",
        "I was wrong about long titles, keep them short",
        "我先前让你段落写长，想偏了，段落短一点",
        "前头我讲的方向不对，标题还是短一点",
    ],
)
def test_a_rule_called_a_mistake_is_a_correction(text):
    assert is_explicit_correction(text), text


def test_a_rule_lifted_is_never_read_as_the_rule():
    assert ("emoji", "none") not in heard("that zero-emoji rule I gave you earlier — it is lifted")
    assert lasting("the short-paragraphs rule I set last week, scrap it") == {
        ("paragraph_length", "longer")
    }


@pytest.mark.parametrize("text", ["倘使哪天要投给期刊，就得写正式", "设若以后出书，段落要长些"])
def test_old_conditions_suppose(text):
    assert mood(text) == "hypothetical", text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Big paragraphs for the newsletter please", "longer"),
        ("Paragraphs smaller please", "shorter"),
        ("Write smaller paragraphs", "shorter"),
    ],
)
def test_paragraph_sizes_said_as_big_or_small(text, value):
    assert ("paragraph_length", value) in lasting(text), text


@pytest.mark.parametrize(
    "text", ["nah forget it, keep em", "算了算了，照旧吧", "never mind, as you were"]
)
def test_a_dropped_proposal(text):
    assert drops_a_proposal(text), text


def test_a_plain_wish_drops_nothing():
    assert not drops_a_proposal("Make the paragraphs shorter from now on")


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "Don't — and that means the flyers as well as the site — write sentences that drag on.",
            "sentence_length",
            "shorter",
        ),
        ("Never, whatever the audience, stuff the posts with jargon.", "vocabulary", "plain"),
        (
            "别，说真的，不管是海报还是公众号，再写那种一整坨的长段落了",
            "paragraph_length",
            "shorter",
        ),
    ],
)
def test_a_ban_with_an_aside_still_bans(text, dimension, value):
    assert (dimension, value) in lasting(text), text


def test_items_one_by_one_are_a_list():
    assert ("structure", "lists") in lasting("报价说明逐条分开写")


def test_a_slip_owned_in_plain_words_is_a_correction():
    assert is_explicit_correction("Nah I stuffed that up, short headlines please")
    assert not is_explicit_correction("The printer stuffed up the headlines")


@pytest.mark.parametrize(
    "text",
    [
        "Use British spelling from now on",
        "以后一律用繁体字写",
        "Fewer ellipses please",
        "别用那么多破折号",
    ],
)
def test_a_wish_with_no_dimension_asks_nothing(text):
    assert not [
        o
        for o in learner_heard([text], revision_id=None, message_id=None, versions="V1")
        if not o.dimension.startswith("*")
    ], text


def test_exclamation_marks_still_read_as_tone():
    assert ("tone", "calm") in lasting("少用点感叹号")
