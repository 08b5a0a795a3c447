"""The stance reading (app/style/against_held.py): a held value turned against, whatever the
wording, read by a model of words rewritten relative to the held value."""

from dataclasses import dataclass

from app.style.against_held import (
    AGAINST,
    NOT_AGAINST,
    READING,
    against,
    delexicalised,
    names_field,
    stance_examples,
    turned_against,
)
from app.style.classifier import Model, dumps, featurise, loads, train_features
from app.style.classifier_linear import fit
from app.style.dimensions import Observation


def _stance(pairs: list[tuple[str, str]]) -> Model:
    return train_features([(featurise(text), label) for text, label in pairs], min_count=1)


# Withdrawals and complaints against a held value, on several dimensions, and messages that
# back it or speak of another dimension: what is learnt is the stance, not the dimension.
_TRAINING = [
    ("that 'keep it formal' rule, scrap it", "formality", "formal", AGAINST),
    ("the lists thing from before, forget it", "structure", "lists", AGAINST),
    ("上次说的标题要短那条，不作数了", "title_style", "short", AGAINST),
    ("the bullet lists are getting a bit much, scrap them", "structure", "lists", AGAINST),
    ("keep it formal please, like always", "formality", "formal", NOT_AGAINST),
    ("lists are great, keep using them", "structure", "lists", NOT_AGAINST),
    ("标题还是短的好，继续", "title_style", "short", NOT_AGAINST),
    ("fix the date in paragraph two", "structure", "lists", NOT_AGAINST),
]


@dataclass(frozen=True)
class _Reader:
    """The stance model beside a first reading that ranks `first` above everything."""

    against: Model
    first: str = "nothing"

    def predict(self, text: str) -> list[tuple[str, float]]:
        return [(self.first, 0.9), ("nothing", 0.1)]


def _model(first: str = "nothing") -> _Reader:
    pairs = [(delexicalised(t, d, v), label) for t, d, v, label in _TRAINING]
    return _Reader(_stance(pairs), first)


def test_style_words_are_rewritten_relative_to_the_held_value() -> None:
    text = "Scrap the bullet lists, more emoji please"
    assert "heldval" in delexicalised(text, "structure", "lists")
    assert "oppval" in delexicalised(text, "structure", "prose")
    rewritten = delexicalised(text, "structure", "lists")
    assert "bullet" not in rewritten and "otherdim" in rewritten  # emoji: another dimension


def test_a_dimension_is_named_by_its_words_or_a_pole() -> None:
    assert names_field("the headline thing, forget it", "title_style")
    assert names_field("上次講的一律用第三人稱那個，就不用了啦", "person")  # Traditional folded
    assert names_field("上次说的分条那个，算了", "structure")
    assert not names_field("fix the date in paragraph two", "emoji")


def test_examples_label_each_held_value_of_each_message() -> None:
    scenarios = [
        {
            "existing": [{"dimension": "formality", "value": "formal"}],
            "suggestion": "that formal rule, drop it",
            "conflict": True,
            "expected": {"dimension": "formality", "value": "casual", "state": "pending"},
        },
        {
            "existing": [{"dimension": "emoji", "value": "none"}],
            "turns": [
                {
                    "suggestion": "shorter titles",
                    "expect": {"dimension": "title_style", "value": "short"},
                },
                {
                    "suggestion": "long titles again",
                    "expect": {"dimension": "title_style", "value": "long", "conflict": True},
                },
            ],
        },
    ]
    labels = [label for _, label in stance_examples(scenarios)]
    # formal: against; turn 1: emoji held, not; turn 2: emoji not, short titles against.
    assert labels == [AGAINST, NOT_AGAINST, NOT_AGAINST, AGAINST]


def test_a_withdrawal_in_new_words_is_asked_the_other_way_round() -> None:
    reader = _model()
    text = "that 'always use lists' thing — forget it"
    assert against(reader.against, text, "structure", "lists") > 0.5
    found = turned_against([text], [], {"structure": "lists"}, reader, 0.5, 0.9)
    assert [(o.dimension, o.value, o.tentative, o.reading) for o in found] == [
        ("structure", "prose", True, READING)
    ]


def test_no_turn_on_a_question_someone_elses_taste_or_an_unnamed_dimension() -> None:
    reader = _model()
    holding = {"structure": "lists", "formality": "formal"}
    for text in (
        "should we scrap the lists thing?",
        "My boss says forget the lists rule, drives me mad.",
        "If it were for the journal, I'd scrap the lists thing.",
        "fix the date in paragraph two, scrap it",
    ):
        assert turned_against([text], [], holding, reader, 0.5, 0.9) == [], text


def test_a_conflict_the_rules_read_is_left_as_it_is() -> None:
    ruled = Observation("structure", "prose", "writer", 0.8, True, quote="lists thing, drop it")
    assert turned_against([ruled.quote], [ruled], {"structure": "lists"}, _model(), 0.5, 0.9) == [
        ruled
    ]


def test_a_change_the_rules_read_on_the_held_dimension_is_left_as_it_is() -> None:
    # Held fewer emoji, "I didn't mean fewer — I meant none": a change, not a turn to more.
    text = "I didn't mean fewer emoji, I meant none"
    ruled = Observation("emoji", "none", "writer", 0.8, True, quote=text)
    assert turned_against([text], [ruled], {"emoji": "fewer"}, _model(), 0.0, 0.0) == [ruled]


def test_the_rules_reading_of_the_held_value_gives_way_only_to_both_readings() -> None:
    text = "the lists thing from before, forget it"
    ruled = Observation("structure", "lists", "writer", 0.8, True, quote=text)
    holding = {"structure": "lists"}
    # The first reading ranks the held value above its opposite: the rules' reading stands.
    assert turned_against([text], [ruled], holding, _model("structure:lists"), 0.5, 1.01) == [ruled]
    turned = turned_against([text], [ruled], holding, _model("structure:prose"), 0.5, 1.01)
    assert [(o.value, o.tentative) for o in turned] == [("prose", True)]
    # ... or to the stance alone, when surer.
    alone = turned_against([text], [ruled], holding, _model("structure:lists"), 0.5, 0.5)
    assert [(o.value, o.tentative) for o in alone] == [("prose", True)]


def test_the_stance_reading_is_trained_and_kept_in_the_model_file() -> None:
    labelled = [(featurise("shorter titles"), "title_style:short"), (featurise("hi"), "nothing")]
    said = [(featurise("shorter titles"), "filed")]
    stance = [(featurise(delexicalised(t, d, v)), label) for t, d, v, label in _TRAINING]
    for kind in ("bayes", "mean"):
        m = fit(labelled, said, kind, stance)
        assert m.against is not None
        again = loads(dumps(m))
        assert again.against is not None
        text = "the lists thing from before, forget it"
        assert against(again.against, text, "structure", "lists") == against(
            m.against, text, "structure", "lists"
        )
