"""A paragraph labelled with a word of form (**Format:**, **Style:**) named as "the Format
paragraph" is that paragraph (quoted.without_models), not a model of a format to follow."""

from app.editing.quoted import without_models
from app.editing.scope import Scope, scope_of
from app.editing.units import Paragraphs

PARAGRAPHS = [
    "Welcome to the spring quiz league.",
    "**Format:** eight rounds of ten questions, so the most a team can score is 80.",
    "**Style:** questions are short and fair.",
    "Questions? E-mail the secretary.",
]


def _scope(asked: str) -> Scope:
    return scope_of([asked], "Quiz", Paragraphs(PARAGRAPHS, ["\n\n"] * (len(PARAGRAPHS) - 1)))


def test_the_format_paragraph_is_the_paragraph_labelled_format() -> None:
    scope = _scope("Make the Format paragraph snappier.")
    assert not scope.whole and scope.paragraphs == frozenset({1})


def test_the_style_paragraph_is_the_paragraph_labelled_style() -> None:
    scope = _scope("Make the style paragraph friendlier.")
    assert not scope.whole and scope.paragraphs == frozenset({2})


def test_a_paragraph_named_as_the_model_by_number_is_still_set_aside() -> None:
    assert "paragraph" not in without_models("Write every date the format of paragraph 3.")
    assert "paragraph" not in without_models("Write every date like paragraph two.")
