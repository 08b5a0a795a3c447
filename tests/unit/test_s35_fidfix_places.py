"""Session 35 (fid-fix): where a suggestion asks for a change — the title and the body named
together are the whole article; an entry's label line stays when only the rest is answered;
a pointing "here" is no negated word."""

from __future__ import annotations

from app.editing.label_lines import with_label_lines
from app.editing.negations import flipped
from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs

LISTING = "房子在杭州。\n\n## 房屋情况\n\n两间卧室。\n\n## 费用\n\n月租4200元。"


def test_the_title_and_the_body_named_together_are_the_whole_article() -> None:
    scope = scope_of(["请把标题和正文都改成繁体字。"], "出租", split_paragraphs(LISTING))
    assert scope.whole and scope.title


def test_the_title_alone_translated_keeps_the_body() -> None:
    scope = scope_of(["标题翻成英文，正文不动。"], "出租", split_paragraphs(LISTING))
    assert not scope.whole and scope.title


FAQ = [
    "Thank you for considering Larkspur Barn.",
    "**Do you allow confetti?**\nOnly biodegradable petal confetti, outside.",
    "We look forward to showing you around.",
]
CONFETTI = Scope(paragraphs=frozenset({1}))


def test_an_answer_alone_keeps_its_question_line() -> None:
    answer = "We only allow biodegradable petal confetti, and only outside, thank you!"
    assert with_label_lines([answer], FAQ, CONFETTI) == [f"**Do you allow confetti?**\n{answer}"]


def test_a_reply_with_its_own_question_line_is_left_as_it_is() -> None:
    reply = "**Is confetti allowed?**\nYes: petal confetti, outside."
    assert with_label_lines([reply], FAQ, CONFETTI) == [reply]


def test_a_whole_article_reply_is_left_as_it_is() -> None:
    units = ["Thanks!", "Only petals.", "See you."]
    assert with_label_lines(units, FAQ, CONFETTI) == units


def test_a_pointing_here_is_no_negation_turned_round() -> None:
    before = "Below are our questions. If yours is not here, call Hannah."
    after = "Here are our questions; for anything else, call Hannah."
    assert flipped(before, after) == []


def test_a_closing_turned_into_an_opening_is_still_a_flip() -> None:
    assert flipped("The café will not open on Sundays.", "The café will open on Sundays too.")
