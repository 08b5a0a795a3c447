"""Session 31's style fixes, each a kind v52 or style_dev36 misread: a quality said to be
missing ("anything but calm", 一点都不庄重) is wanted; a count granted then capped ("Emoji are
fine, but not too many") is fewer; a ban asked back to deny it ("When did I ever say I didn't
want emoji?") wants what it named; a comparison that suits ("Calmer suits … better") is a wish;
"nothing says X like Y. Great." is sarcasm; a degree the reader must first earn mocks hard
words; a note for the bereaved or one place's version is a one-off; a question never backs a
praised change; someone else's habit beside a content fix implies nothing."""

import pytest

from app.style.evaluation import evaluate
from app.style.extract import is_one_off, offline_observations
from app.style.learner import forget_readings, heard


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1")
    return {(o.dimension, o.value, o.tentative) for o in said}


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("The tone is anything but calm.", "tone", "calm"),
        ("The tone is not calm at all.", "tone", "calm"),
        ("年终总结一点都不正式，读着像在群里聊天", "formality", "formal"),
        ("我们的通知写得一点都不庄重，家属看了会不舒服", "formality", "formal"),
        ("every update sounds like a council memo tbh. zero energy, zero buzz", "tone", "lively"),
    ],
)
def test_a_quality_said_to_be_missing_is_wanted(text, dimension, value):
    assert (dimension, value, False) in _heard(text)


def test_a_missing_quality_that_is_liked_is_not_wanted():
    said = _heard("The posts aren't formal at all, which is how I like them.")
    assert ("formality", "formal", False) not in said


@pytest.mark.parametrize(
    "text",
    ["Emoji are fine, but not too many.", "表情可以有，但别太多", "表情克制一点，别满屏都是"],
)
def test_emoji_granted_then_capped_are_fewer(text):
    assert {(d, v) for d, v, _ in _heard(text)} == {("emoji", "fewer")}


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("When did I ever say I didn't want emoji?", "emoji", "more"),
        ("我哪句话说过不许分点了？", "structure", "lists"),
        ("Calmer suits the hospice cafe newsletter better.", "tone", "calm"),
        ("Headlines: punchy and brief. Always.", "title_style", "short"),
        ("公众号上任何表情都不许出现，以后也一样", "emoji", "none"),
    ],
)
def test_the_wish_is_read_the_way_it_is_meant(text, dimension, value):
    said = [o for o in offline_observations(text) if o.dimension == dimension]
    assert [(o.value, o.tentative, o.scoped) for o in said] == [(value, False, False)]


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Nothing says sober financial advice like rocket emoji. Great.", "emoji", "fewer"),
        ("写得这么高深，读者得先去读个博士才看得懂吧", "vocabulary", "plain"),
        ("术语堆得这么满，这是要大家都先去考个研究生吗", "vocabulary", "plain"),
        ("The flyer has words in it I'd need a seminary degree for.", "vocabulary", "plain"),
    ],
)
def test_sarcasm_is_asked_the_other_way_never_filed(text, dimension, value):
    assert _heard(text) == {(dimension, value, True)}


def test_a_degree_needed_for_a_job_is_no_sarcasm():
    assert _heard("You need a degree for this job.") == set()


@pytest.mark.parametrize(
    "note",
    [
        "card for Mr Okafor's widow",
        "写给火灾里房子烧没了的那户人家的",
        "就社区广播里念的这一版写成段落，群里发的照旧分条",
    ],
)
def test_an_edit_note_naming_one_occasion_or_one_place_is_a_one_off(note):
    assert is_one_off(note)


def test_a_note_for_every_bereaved_member_is_lasting():
    assert not is_one_off("Write a card for the widow of every member who dies, always formal.")


def _scenario(text, held, expected):
    return {
        "id": "s31",
        "lang": "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en",
        "kind": "question",
        "existing": [
            {
                "dimension": held[0],
                "value": held[1],
                "confidence": 0.7,
                "evidence": 4,
                "age_days": 30,
            }
        ],
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": False,
        "expected": expected,
    }


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("段落短一点会不会在手机上更好读？", ("paragraph_length", "longer")),
        (
            "my sister titles her bakes with one word lol. anyway the oven temp is 180 not 200",
            ("title_style", "long"),
        ),
    ],
)
def test_a_question_or_someone_elses_habit_leaves_the_held_value_alone(text, held):
    assert evaluate([_scenario(text, held, None)]).correct == 1


def test_an_inverted_condition_imagines_and_asks_nothing():
    text = "Had we a younger committee, the newsletter might sound livelier, I suppose."
    assert evaluate([_scenario(text, ("tone", "calm"), None)]).correct == 1
