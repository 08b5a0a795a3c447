"""An English "not" or "nobody" a restyle dropped is refused like "never" and 没有 (outside41
finding 4): "did not charge" → "charged" (the verb in another form), "Nobody was late" →
"Somebody was late", a title "Why I do not run" → "Why I Run"; the same said another way, or a
negation the writer asked to change, still applies (negations.py, facts.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.facts import check_title_negations
from app.editing.negations import flipped
from app.editing.rechecks import rechecked
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = (
    "We met at the gate at nine. Nobody was late, and the guide did not charge us.\n\n"
    "We walked round the lake."
)


def _check(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "The outing", split_paragraphs(before))
    return rechecked(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("old", "new", "word"),
    [
        ("Nobody was late, and the guide did not charge us.",
         "Nobody was late — and the guide charged us with a grin!", "not"),
        ("Nobody was late, and the guide did not charge us.",
         "Somebody was late, and the guide did not charge us!", "Nobody"),
    ],
)  # fmt: skip
def test_a_dropped_not_or_nobody_is_refused(old: str, new: str, word: str) -> None:
    with pytest.raises(Refused, match=word):
        _check(EN, EN.replace(old, new), "make paragraph 1 livelier")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Nobody was late, and the guide did not charge us.",
         "Everyone was on time, and the guide did not charge us!"),
        ("Nobody was late, and the guide did not charge us.",
         "Nobody was late, and the guide charged us nothing!"),
        ("Nobody was late, and the guide did not charge us.",
         "Not one of us was late, and the guide didn't charge a penny!"),
    ],
)  # fmt: skip
def test_the_same_said_another_way_is_saved(old: str, new: str) -> None:
    _check(EN, EN.replace(old, new), "make paragraph 1 livelier")  # no Refused


def test_verbs_are_read_in_their_forms() -> None:
    assert flipped("The bus did not stop here.", "The bus stopped here, wow.") == ["not"]
    assert flipped("They did not carry bags.", "They carried bags!") == ["not"]
    assert flipped("We did not win.", "We didn't win, sadly.") == []


def test_a_title_that_drops_its_not_is_refused() -> None:
    with pytest.raises(Refused, match="Why I Run"):
        check_title_negations("Why I do not run", "Why I Run", ["make the title punchier"])
    with pytest.raises(Refused):
        check_title_negations("我为什么不跑步", "我为什么跑步", ["标题改得有力一些"])


def test_a_title_keeping_its_not_or_asked_to_change_it_is_saved() -> None:
    check_title_negations("Why I do not run", "Why I Don't Run", ["make the title punchier"])
    check_title_negations("Why I do not run", "Why I Never Run", ["make the title punchier"])
    check_title_negations("Why I do not run", "Why I Run", ["make the title positive"])
    check_title_negations("Why I do not run", "Why I Run", ["drop the 'not' from the title"])


@pytest.mark.parametrize(
    ("suggestion", "new"),
    [
        ('change "did not charge us" to "charged us £5"', "charged us £5"),
        ("paragraph 1: the guide did charge us, fix that", "did charge us"),
    ],
)
def test_an_asked_negation_change_applies(suggestion: str, new: str) -> None:
    _check(EN, EN.replace("did not charge us", new), suggestion)  # no Refused
