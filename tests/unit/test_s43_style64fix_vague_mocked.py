"""Session 43 (style64fix): a vague line quoted from the text and mocked before the experts it
will "impress" asks for the precise terms, asked, never filed."""

import pytest

from app.style.learner import forget_readings, heard
from app.style.vague_mocked import vague_line_mocked


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    return {(o.dimension, o.value, o.tentative) for o in said}


@pytest.mark.parametrize(
    "text",
    [
        "Wonderful, the wiring guide now says 'connect the thing to the other thing'. "
        "Our electricians will be thrilled.",
        "“把那个亮的小东西插进去就行”，说明书写成这样，工程师们肯定很欣慰。",
    ],
)
def test_a_vague_line_mocked_before_experts_asks_for_precise_terms(text: str) -> None:
    said = _heard(text)
    assert ("vocabulary", "technical", True) in said
    assert not any(d == "vocabulary" and v == "plain" for d, v, _ in said)


@pytest.mark.parametrize(
    "text",
    [
        "Our engineers will be so impressed with the new layout.",
        "Don't call it 'the thing', please.",
        "The guide says 'tighten the bolt to 40 Nm'. Our mechanics will be pleased.",
    ],
)
def test_no_placeholder_mocked_no_question(text: str) -> None:
    assert not vague_line_mocked(text)
