"""A message that is only a literal replacement ('Replace "…" with "…"', 把“…”改成“…”) is a
content edit: the quoted words are the article's and teach the persona nothing (an outside
tester's long URL "that never breaks" filed a lasting wish for concise text). Words around
it still speak."""

import pytest

from app.style.learner import heard


def _heard(text: str) -> list[tuple[str, str]]:
    return [
        (o.dimension, o.value)
        for o in heard([text], revision_id=None, message_id=None, versions="V1")
    ]


@pytest.mark.parametrize(
    "text",
    [
        'Replace "https://example.com/a/very/long/path/that/never/breaks/' + "x" * 80 + '" '
        'with "https://example.org/short"',
        "Change 'far too long and rambling' to 'brief'.",
        "Replace “so very excited!!!” with “glad” throughout",
        "把“冗长啰嗦的开场白”改成“开场白”",
        "请将「非常非常长的句子」替换为「短句」。",
    ],
)
def test_a_literal_replacement_alone_teaches_nothing(text: str) -> None:
    assert _heard(text) == []


def test_words_beside_a_literal_replacement_still_speak() -> None:
    assert _heard('Replace "utilise" with "use" — I hate jargon.') == [("vocabulary", "plain")]
