"""A lasting wish put as a question (app/style/lasting_asks.py) and an audience asked on the
dimension the classifier is sure of (app/style/classifier_combine.py: `_asked_elsewhere`)."""

from datetime import UTC, datetime

from app.domain.models import StyleAssertion
from app.style.classifier_combine import THRESHOLDS, combine
from app.style.dimensions import Observation
from app.style.lasting_asks import asks_for_lasting


def test_a_question_asking_for_every_piece_to_come_is_a_request():
    assert asks_for_lasting("Can the crew notices be listed out, one line per item, from here on?")
    assert asks_for_lasting("以后的周报能不能都分条写？")


def test_a_question_about_what_will_be_or_with_doubt_or_for_now_is_not():
    assert not asks_for_lasting("will u keep writing them this short from now on?")
    assert not asks_for_lasting("以后的周报都会写得这么详细吗？")
    assert not asks_for_lasting("Could the notices be shorter from now on? Not sure, to be honest.")
    assert not asks_for_lasting("Can the crew notices be listed out?")


class Sure:
    """A classifier sure of one label, reading every message as asked, not said outright."""

    def __init__(self, label: str, prob: float) -> None:
        self.ranked = [(label, prob), ("nothing", 0.01)]

    def predict(self, text: str) -> list[tuple[str, float]]:
        return self.ranked

    def filed(self, text: str) -> float:
        return 0.0


def _audience(dimension: str, value: str, text: str) -> Observation:
    return Observation(
        dimension, value, "writer", 0.4, True, quote=text, tentative=True, reading="audience"
    )


def test_readers_asked_on_another_dimension_are_asked_on_the_one_the_classifier_is_sure_of():
    text = "订阅我们律所周刊的基本都是企业法务和合规负责人。"
    [kept] = combine(
        [text], [_audience("formality", "formal", text)], using=Sure("vocabulary:technical", 0.95)
    )
    assert (kept.dimension, kept.value, kept.tentative) == ("vocabulary", "technical", True)


def test_an_unsure_classifier_leaves_the_rules_question_alone():
    text = "Our readers are mostly retired teachers."
    unsure = Sure("vocabulary:plain", THRESHOLDS.arbiter - 0.1)
    [kept] = combine([text], [_audience("formality", "formal", text)], using=unsure)
    assert (kept.dimension, kept.value) == ("formality", "formal")


def _held(dimension: str, value: str) -> StyleAssertion:
    now = datetime(2026, 12, 5, tzinfo=UTC)
    return StyleAssertion(
        id="a",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement="",
        confidence=0.6,
        created_at=now,
        updated_at=now,
    )


def test_sarcasm_read_as_the_held_value_is_asked_the_other_way_round():
    text = "Wow, di post dem nice an' quiet now, like a library. Real hype fi a boxing gym, eeh?"
    mocked = Observation(
        "tone", "calm", "writer", 0.4, True, quote=text, tentative=True, reading="sarcasm"
    )
    unsure = Sure("tone:lively", 0.3)
    [kept] = combine([text], [mocked], using=unsure, held=[_held("tone", "calm")])
    assert (kept.dimension, kept.value, kept.tentative) == ("tone", "lively", True)
    [kept] = combine([text], [mocked], using=unsure, held=[_held("tone", "lively")])
    assert kept.value == "calm"  # not what is held: the rules' question stands
