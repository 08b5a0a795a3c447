"""A hand edit its note marks as a one-off (app/style/one_off_edits.py) and a firm change
against a held value the classifier agrees on (app/style/firm_changes.py), with a stub
classifier: the readings are structural, not the wording of any set."""

from datetime import UTC, datetime

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.firm_changes import corrects_held
from app.style.one_off_edits import for_this_piece


class Ranked:
    def __init__(self, *ranked: tuple[str, float]) -> None:
        self.ranked = list(ranked)

    def predict(self, text: str) -> list[tuple[str, float]]:
        return self.ranked

    def __call__(self) -> "Ranked":  # loaded, as app.style.classifier.model
        return self


def _never_loaded() -> Ranked:
    raise AssertionError("the classifier was loaded for an edit without a note")


def _edit(dimension: str, value: str) -> Observation:
    return Observation(dimension, value, "manual", 0.6, True)


def _said(dimension: str, value: str, **kw: object) -> Observation:
    return Observation(dimension, value, "writer", 0.6, True, quote="note", **kw)  # type: ignore[arg-type]


def _held(dimension: str, value: str, confidence: float) -> StyleAssertion:
    now = datetime(2026, 12, 5, tzinfo=UTC)
    return StyleAssertion(
        id="a",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement="",
        confidence=confidence,
        created_at=now,
        updated_at=now,
    )


def test_an_edit_whose_note_teaches_nothing_is_for_this_piece_only():
    read = Ranked(("nothing", 0.56), ("emoji:none", 0.2))
    [edit] = for_this_piece(
        ["for the Kowalski family, their boy drowned at the lake"], [_edit("emoji", "none")], read
    )
    assert edit.scoped and edit.value == "none"


def test_an_edit_with_a_note_read_as_a_wish_stays_lasting():
    read = Ranked(("title_style:short", 0.7), ("nothing", 0.05))
    [edit] = for_this_piece(["标题我动了一下"], [_edit("title_style", "short")], read)
    assert not edit.scoped


def test_an_edit_without_a_note_is_untouched_and_the_classifier_not_loaded():
    # Loading the model for a bare hand edit held a queue's first revisions back (the style
    # queue's restart test: learning batched with a revision that never finished).
    [edit] = for_this_piece([], [_edit("structure", "prose")], _never_loaded)
    assert not edit.scoped
    said = _said("tone", "calm")
    assert for_this_piece(["Calmer, please."], [said], _never_loaded) == [said]


def test_a_note_keeping_the_usual_way_elsewhere_scopes_the_edit_and_is_no_new_evidence():
    read = Ranked(("structure:lists", 0.9), ("nothing", 0.1))
    kept = for_this_piece(
        ["这是镇长开幕式上拿着话筒念的，微信群那版还是分条"],
        [_said("structure", "lists"), _edit("structure", "prose"), _said("tone", "calm")],
        read,
    )
    assert [(o.dimension, o.value, o.scoped) for o in kept] == [
        ("structure", "prose", True),
        ("tone", "calm", False),
    ]


CORRECTION = "nah man ye've took me completely wrong, I divvent want it posh. make it chatty"


def test_a_firm_change_against_a_moderately_held_value_is_a_correction():
    said = _said("formality", "casual")
    ranked = [("formality:casual", 0.76), ("nothing", 0.1)]
    assert corrects_held(said, ranked, [_held("formality", "formal", 0.7)], CORRECTION)
    assert corrects_held(
        said, ranked, [_held("formality", "formal", 0.7)], "前日讲要随意，是我搞颠倒了"
    )


def test_a_new_wish_that_speaks_of_no_earlier_words_stays_a_close_call():
    # "正式一点" the day "口语化一点" was filed: the writer changed their mind, and is asked.
    held = [_held("formality", "casual", 0.7)]
    ranked = [("formality:formal", 0.95)]
    assert not corrects_held(_said("formality", "formal"), ranked, held, "正式一点")
    assert not corrects_held(_said("formality", "formal"), ranked, held, "正式一点，这样不错")
    held = [_held("sentence_length", "shorter", 0.6)]
    ranked = [("sentence_length:longer", 0.82)]
    said = _said("sentence_length", "longer")
    assert not corrects_held(said, ranked, held, "Longer, flowing sentences please")
    assert corrects_held(said, ranked, held, "Longer sentences, I had it backwards yesterday")


def test_against_a_firmly_held_value_it_stays_a_close_call():
    said = _said("tone", "calm")
    ranked = [("tone:calm", 0.9)]
    assert not corrects_held(said, ranked, [_held("tone", "lively", 0.9)], "I was wrong, calmer")


def test_the_classifier_must_agree_on_the_value():
    said = _said("title_style", "short")
    text = "I got it wrong earlier: short titles"
    assert not corrects_held(
        said, [("title_style:long", 0.67)], [_held("title_style", "long", 0.7)], text
    )
    assert not corrects_held(
        said, [("title_style:short", 0.3)], [_held("title_style", "long", 0.7)], text
    )


def test_a_hesitation_or_the_held_value_itself_is_no_correction():
    ranked = [("formality:casual", 0.8)]
    held = [_held("formality", "formal", 0.7)]
    said = _said("formality", "casual", tentative=True)
    assert not corrects_held(said, ranked, held, CORRECTION)
    assert not corrects_held(
        _said("formality", "formal"), [("formality:formal", 0.8)], held, CORRECTION
    )
    assert not corrects_held(_said("formality", "casual"), ranked, [], CORRECTION)


def test_a_models_edit_measured_beside_the_writers_request_is_left_as_it_is():
    measured = Observation("length", "concise", "measured", 0.3, False)
    kept = for_this_piece(
        ["Is the tone too casual for LinkedIn?"], [measured], Ranked(("nothing", 0.9))
    )
    assert kept == [measured]
