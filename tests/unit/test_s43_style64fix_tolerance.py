"""Session 43 (style64fix): tolerance is not a wish (outside42 #2) — "X is fine", "I can live with
X", 「X我能接受」 file nothing on X, and no tone nobody spoke of; a wish beside it still stands."""

import pytest

from app.style.learner import forget_readings, heard
from app.style.tolerated import tolerated


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    return {(o.dimension, o.value, o.tentative) for o in said}


def _filed(text: str) -> set[tuple[str, str]]:
    return {(d, v) for d, v, tentative in _heard(text) if not tentative}


@pytest.mark.parametrize(
    "text",
    [
        "Exclamation points are fine.",
        "I can live with bullet points.",
        "I don't dislike emoji.",
        "Long titles are fine, whatever.",
        "Casual is fine by me.",
        "表情用着也没关系。",
        "长句子我能接受。",
        "短标题也行，无所谓。",
    ],
)
def test_a_thing_put_up_with_files_nothing(text: str) -> None:
    assert _filed(text) == set()


def test_tolerated_marks_file_neither_the_mark_nor_a_tone() -> None:
    filed = _filed("感叹号没问题，我受不了的是满屏表情。")
    assert not filed & {("exclamation", "more"), ("tone", "lively")}
    assert ("emoji", "fewer") in filed


@pytest.mark.parametrize(
    "text, wanted",
    [
        ("Emoji are fine, but not too many.", ("emoji", "fewer")),
        ("emoji is fine, put them back in", ("emoji", "more")),
        ("Emoji are fine again, by the way.", None),
        ("dumbing it down is kinda insulting tbh. use the real terms, jargon is fine", None),
        ("段落长一点没关系", ("paragraph_length", "longer")),
        ("Emoji I can live with; what I can't stand is jargon.", ("vocabulary", "plain")),
    ],
)
def test_a_wish_beside_the_tolerance_still_stands(
    text: str, wanted: tuple[str, str] | None
) -> None:
    if wanted is None:
        assert tolerated(text) == frozenset()  # asked back, or a ban lifted: no tolerance
    else:
        assert wanted in _filed(text)


def test_a_degree_named_is_not_tolerance() -> None:
    assert tolerated("longer paragraphs are fine") == frozenset()
    assert tolerated("感叹号多一点也没问题") == frozenset()
