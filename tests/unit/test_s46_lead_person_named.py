"""Grammatical person named outright is the value meant (a regression found after style v67 was
released: the retrained classifier read "以后要不要直接用第二人称？就这么定了" as third person and
the arbiter turned the rules' reading round)."""

import pytest

from app.style.person_named import names_person


@pytest.mark.parametrize(
    ("text", "value"),
    [("以后要不要直接用第二人称？就这么定了", "second"),
     ("Write in the third person from now on.", "third"),
     ("Second-person, please, for every post.", "second")],
)  # fmt: skip
def test_a_person_named_outright_is_the_value(text: str, value: str) -> None:
    assert names_person(text, "person", value)
    assert not names_person(text, "person", {"second": "third", "third": "second"}[value])


def test_both_persons_named_or_another_dimension_are_not() -> None:
    assert not names_person("用第二人称会不会更有代入感？还是第三人称好一点", "person", "second")
    assert not names_person("以后用第二人称", "formality", "casual")
    assert not names_person("talk to the reader as you", "person", "second")  # not named so
