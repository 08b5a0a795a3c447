"""A preference's tag on the persona page says what its status line says (session 49: 使用中
"in use" beside 还没用在修改里 "not yet used in edits"). `use_of` is the one word both are read
from: in use, waiting (seen once, on one article only, too little evidence yet) or faded."""

from datetime import timedelta

import pytest

from app.domain.models import StyleAssertion
from app.style.decay import FADED, IN_USE, WAITING, status_line, use_of
from app.style.decisions import confirm
from tests.unit.test_s49_drift49_corroboration import NOW, ask, hand_edit, learned


def only(held: list[StyleAssertion]) -> StyleAssertion:
    (pref,) = held
    return pref


@pytest.mark.parametrize(
    "quote", ["tighten the article", "这篇文章精简一下", "cut it down a bit", "这篇稿子删短一些"]
)
def test_one_plain_ask_waits_and_its_line_says_not_yet_used(quote):
    pref = only(learned([ask(quote)]))
    assert use_of(pref, NOW) == WAITING
    assert status_line(pref, NOW).endswith("· seen once — not yet used in prompts.")


def test_scoped_asks_short_of_two_articles_wait():
    pref = only(
        learned([ask("tighten the article", "c1", 1)], [ask("第二段短一点", "c2", 1, scoped=True)])
    )
    assert use_of(pref, NOW) == WAITING
    assert status_line(pref, NOW).endswith("not enough evidence yet — used once seen again.")


def test_asks_on_one_article_only_wait():
    pref = only(learned([ask("tighten the article", "c1", 1)], [ask("更简洁一些", "c1", 2)]))
    assert use_of(pref, NOW) == WAITING
    assert "seen in one article only" in status_line(pref, NOW)


@pytest.mark.parametrize(
    "lasting", ["From now on, keep it short.", "以后都写得简洁一点", "每篇文章都要精简"]
)
def test_a_lasting_wish_is_in_use_and_its_line_says_used(lasting):
    pref = only(learned([ask(lasting, explicit=True)]))
    assert use_of(pref, NOW) == IN_USE
    assert status_line(pref, NOW).endswith("· used in prompts.")


def test_the_same_ask_on_a_second_article_or_a_hand_edit_puts_it_in_use():
    twice = only(learned([ask("tighten the article", "c1")], [ask("这篇也精简一点", "c2")]))
    edited = only(learned([ask("这篇文章精简一下", "c1")], [hand_edit("c1")]))
    assert use_of(twice, NOW) == IN_USE and use_of(edited, NOW) == IN_USE


def test_the_writers_confirm_puts_a_waiting_one_in_use():
    pref = only(learned([ask("这篇文章精简一下")]))
    confirmed, _ = confirm(pref, now=NOW)
    assert use_of(confirmed, NOW) == IN_USE
    assert status_line(confirmed, NOW).endswith("· used in prompts.")


def test_a_preference_left_for_a_long_time_has_faded():
    pref = only(learned([ask("From now on, keep it short.", explicit=True)]))
    later = NOW + timedelta(days=3 * 365)
    assert use_of(pref, later) == FADED
    assert status_line(pref, later).endswith("faded — not used until renewed.")


def test_only_an_active_preference_has_a_use():
    pref = only(learned([ask("From now on, keep it short.", explicit=True)]))
    for state in ("pending_confirmation", "rejected", "superseded"):
        assert use_of(pref.model_copy(update={"state": state}), NOW) == ""
