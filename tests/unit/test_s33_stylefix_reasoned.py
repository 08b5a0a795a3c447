"""Session 33's reasoned complaints beside the classifier (style-fix): a described fault with the
readers' trouble beside it is filed by the classifier's reading at REASONED_STRENGTH — the
fault's opposite, even against a held value — and a fault with no harm said stays a question."""

from app.style.classifier_combine import combine
from app.style.dimensions import Observation
from app.style.filing import REASONED_STRENGTH


class _Sure:
    """A classifier sure of one label, saying the wish outright."""

    def __init__(self, label: str, prob: float) -> None:
        self.label, self.prob = label, prob

    def predict(self, text: str) -> list[tuple[str, float]]:
        return [(self.label, self.prob), ("nothing", 0.01)]

    def filed(self, text: str) -> float:
        return 0.95


def _heard(dimension: str, value: str, text: str) -> Observation:
    return Observation(dimension, value, "writer", 0.7, True, quote=text)


HARMED = "我们医院发的检查提醒写得像聊天，又是'宝子'又是'哈哈哈'，老人家还以为是骗子发的"


def test_a_fault_heard_the_wrong_way_with_its_harm_is_filed_the_other_way() -> None:
    said = combine(
        [HARMED], [_heard("formality", "casual", HARMED)], using=_Sure("formality:formal", 0.99)
    )
    assert [(o.dimension, o.value, o.tentative, o.strength) for o in said] == [
        ("formality", "formal", False, REASONED_STRENGTH)
    ]


def test_a_fault_heard_the_wrong_way_without_harm_is_asked() -> None:
    text = "我们医院发的检查提醒写得像聊天，又是'宝子'又是'哈哈哈'"
    said = combine(
        [text], [_heard("formality", "casual", text)], using=_Sure("formality:formal", 0.99)
    )
    assert [(o.dimension, o.value, o.tentative) for o in said] == [("formality", "formal", True)]


def test_a_silent_fault_with_its_harm_is_filed_at_a_lower_certainty() -> None:
    text = (
        "My club notices are stuffed with 'handicap index' and 'slope rating', and the new "
        "members keep asking me what it all means."
    )
    said = combine([text], [], using=_Sure("vocabulary:plain", 0.7))
    assert [(o.value, o.tentative, o.strength) for o in said] == [
        ("plain", False, REASONED_STRENGTH)
    ]


class _Idle:
    """A classifier sure the message teaches nothing."""

    def predict(self, text: str) -> list[tuple[str, float]]:
        return [("nothing", 0.95)]

    def filed(self, text: str) -> float:
        return 0.0


def _asked(text: str) -> Observation:
    return Observation(
        "paragraph_length",
        "shorter",
        "writer",
        0.4,
        True,
        quote=text,
        tentative=True,
        reading="hesitant",
    )


def test_a_change_put_forward_with_doubt_is_still_asked_when_the_classifier_hears_nothing() -> None:
    text = "maybe shorter paragraphs? not sure tho, what do you think"
    assert [o.value for o in combine([text], [_asked(text)], using=_Idle())] == ["shorter"]


def test_a_question_not_put_forward_is_vetoed_when_the_classifier_hears_nothing() -> None:
    text = "are shorter paragraphs better? not sure tho, what do you think"
    assert combine([text], [_asked(text)], using=_Idle()) == []
