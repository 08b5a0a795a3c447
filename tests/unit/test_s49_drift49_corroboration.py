"""One ask about this article is evidence, not a lasting rule (issue 11, outside48 F4).

Sequences of evidence in, whether the preference reaches prompts out: a plain ask seen on one
article stays below use ("seen once — not yet used in prompts") until it is corroborated — the
same wish on a second article, the writer's own hand edit the same way, or their yes on the
persona page — while a stated lasting wish is used at once. English and Chinese.
"""

from datetime import UTC, datetime, timedelta

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.corroboration import lasting_said, standing
from app.style.decay import applied_preferences, needs_review, status_line, style_lines
from app.style.decisions import confirm
from app.style.dimensions import Observation, statement_for
from app.style.memory import apply_observations

NOW = datetime(2026, 12, 7, 2, 0, tzinfo=UTC)


def ask(
    quote: str,
    article: str = "c1",
    n: int = 1,
    *,
    value: str = "concise",
    dimension: str = "length",
    scoped: bool = False,
    explicit: bool = False,
    source: str = "writer",
    tentative: bool = False,
) -> Observation:
    """The writer's words heard on message `n` of `article`, with the revision they made."""
    strength = 0.3 if scoped else 0.4 if tentative else 0.75 if explicit else 0.6
    return Observation(
        dimension,
        value,
        source,  # type: ignore[arg-type]
        strength,
        by_writer=True,
        quote=quote,
        scoped=scoped,
        explicit=explicit,
        tentative=tentative,
        reading="hesitant" if tentative else "",
        revision_id=f"{article}-r{n}",
        message_id=f"{article}-m{n}",
        versions=f"V{n}→V{n + 1}",
    )


def hand_edit(article: str, value: str = "concise", dimension: str = "length") -> Observation:
    return Observation(
        dimension,
        value,
        "manual",
        0.7,
        by_writer=True,
        revision_id=f"{article}-r9",
        message_id=f"{article}-m9",
        versions="V5→V6",
    )


def model_change(article: str, n: int = 1) -> Observation:
    return Observation(
        "length",
        "concise",
        "measured",
        0.2,
        by_writer=False,
        inferred=True,
        revision_id=f"{article}-r{n}",
        message_id=f"{article}-m{n}",
        versions=f"V{n}→V{n + 1}",
    )


def learned(*turns: list[Observation], at: datetime = NOW) -> list[StyleAssertion]:
    """The persona's preferences after each turn's observations, folded in one by one."""
    held: list[StyleAssertion] = []
    ids = iter(f"p1-a{i}" for i in range(100))
    for observations in turns:
        changed, _ = apply_observations(
            held, observations, now=at, new_id=lambda: next(ids), persona_id="p1"
        )
        held = [a for a in held if a.id not in {c.id for c in changed}] + changed
    return held


def in_prompts(held: list[StyleAssertion]) -> list[str]:
    return style_lines(held, NOW)


CONCISE = statement_for("length", "concise")


# -- one ask about this article --------------------------------------------------------------


@pytest.mark.parametrize("quote", ["tighten the article", "这篇文章精简一下", "cut it down a bit"])
def test_one_plain_ask_is_kept_as_evidence_but_not_used(quote):
    (pref,) = learned([ask(quote)])
    assert pref.state == "active" and pref.evidence[0].quote == quote  # kept, with its quote
    assert pref.confidence == pytest.approx(0.6)  # how sure we are of the wish is unchanged
    assert in_prompts([pref]) == [] and applied_preferences([pref], NOW) == []
    assert status_line(pref, NOW) == "60% confident · seen once — not yet used in prompts."
    assert needs_review(pref, NOW)  # the page offers it for the writer's yes
    assert standing(pref) == "seen once"


def test_the_same_ask_again_on_the_same_article_is_still_one_article():
    held = learned([ask("tighten the article", "c1", 1)], [ask("shorter please", "c1", 2)])
    (pref,) = held
    assert pref.confidence > 0.6  # supported, as before
    assert in_prompts(held) == []
    assert status_line(pref, NOW).endswith("· seen in one article only — not yet used in prompts.")


def test_f4_three_scoped_asks_and_one_whole_on_one_article_stay_out():
    vivid = dict(dimension="tone", value="lively")
    held = learned(
        [ask("more vivid", "c1", 1, **vivid)],
        [ask("make the first paragraph a bit more vivid", "c1", 2, scoped=True, **vivid)],
        [ask("第一段写得生动一点", "c1", 3, scoped=True, **vivid)],
        [ask("make the first paragraph a bit more vivid", "c1", 4, scoped=True, **vivid)],
    )
    (pref,) = held
    assert pref.confidence > 0.7  # well supported … on one article
    assert in_prompts(held) == []


# -- corroborated ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second"),
    [("tighten the article", "trim this down"), ("这篇文章精简一下", "这篇也精简一点")],
)
def test_the_same_wish_on_a_second_article_reaches_prompts(first, second):
    held = learned([ask(first, "c1")], [ask(second, "c2")])
    assert in_prompts(held) == [CONCISE]
    assert status_line(held[0], NOW).endswith("· used in prompts.")
    assert not needs_review(held[0], NOW)


def test_a_scoped_ask_counts_half_an_article():
    whole = ask("tighten the article", "c1")
    one_part = ask("make paragraph 2 shorter", "c2", scoped=True)
    held = learned([whole], [one_part])
    assert in_prompts(held) == []  # one article and a half
    assert status_line(held[0], NOW).endswith("· not enough evidence yet — used once seen again.")
    held = learned([whole], [one_part], [ask("第三段精简一点", "c3", scoped=True)])
    assert in_prompts(held) == [CONCISE]  # two articles' worth


def test_the_writers_own_hand_edit_the_same_way_corroborates():
    held = learned([ask("tighten the article", "c1")], [hand_edit("c1")])
    assert in_prompts(held) == [CONCISE]


def test_a_hand_edit_the_other_way_does_not():
    held = learned([ask("tighten the article", "c1")], [hand_edit("c1", value="detailed")])
    assert CONCISE not in in_prompts(held)


def test_the_models_own_change_is_no_corroboration():
    held = learned([ask("tighten the article", "c1"), model_change("c1")], [model_change("c2")])
    assert in_prompts(held) == []


def test_confirmed_on_the_persona_page_it_is_used():
    (pref,) = learned([ask("这篇文章精简一下")])
    yes, _ = confirm(pref, now=NOW)
    assert in_prompts([yes]) == [CONCISE]
    assert standing(yes) == ""


def test_a_confirmation_undone_holds_it_back_again():
    (pref,) = learned([ask("tighten the article")])
    yes, _ = confirm(pref, now=NOW)
    undone = yes.model_copy(deep=True)
    undone.evidence.append(
        Evidence(source="decision", intent="You undid your decision (confirmed)", at=NOW)
    )
    undone.confidence = pref.confidence
    assert in_prompts([undone]) == []


def test_the_writers_yes_to_a_question_put_to_them_is_their_confirmation():
    question = ask("maybe a bit tighter?", "c1", 1, tentative=True)
    answer = ask("yes, tighter", "c1", 2)
    held = learned([question], [answer])
    assert held[0].state == "active"
    assert in_prompts(held) == [CONCISE]


# -- a stated lasting wish --------------------------------------------------------------------


@pytest.mark.parametrize(
    "quote",
    [
        "From now on, keep it concise.",
        "以后都写简洁一点",
        "Always keep my posts short.",
        "Going forward, tighter please.",
        "今后的文章都精简一点",
        "每篇都写短一点",
        "keep every post this tight",
        "I prefer my articles short and to the point.",
        "我一向喜欢简洁的文字",
        "I hate long intros",
        "我不喜欢太长的开头",
        "make it punchy like my other posts",
        "跟我其他文章一样简洁点",
        "以後都寫簡潔一點",
    ],
)
def test_a_stated_lasting_wish_is_used_at_once(quote):
    assert lasting_said(quote)
    held = learned([ask(quote)])
    assert in_prompts(held) == [CONCISE]


@pytest.mark.parametrize(
    "quote",
    [
        "tighten the article",
        "这篇文章精简一下",
        "make it shorter",
        "第二段太长了，缩短一点",
        "shorter please, the editor wants 500 words",
        "I want this one shorter",
        "I hate this intro",
        "I prefer it shorter",
        "我不喜欢这段，缩短一点",
        "段落再短一点",
    ],
)
def test_an_ask_about_this_article_is_not_a_lasting_wish(quote):
    assert not lasting_said(quote)


def test_an_explicit_correction_of_what_was_held_is_used():
    held = learned(
        [ask("From now on, keep it concise.", "c1")],
        [ask("Actually, no — write it out in full", "c2", value="detailed", explicit=True)],
    )
    assert held[0].value == "detailed"
    assert in_prompts(held) == [statement_for("length", "detailed")]


# -- what the record keeps --------------------------------------------------------------------


def test_evidence_of_unknown_article_is_not_held_back():
    """Records written before evidence named its article: nothing says it was one article."""
    pref = StyleAssertion(
        id="p1-a1",
        persona_id="p1",
        dimension="length",
        value="concise",
        statement=CONCISE,
        confidence=0.6,
        evidence=[Evidence(source="writer", value="concise", quote="shorter", at=NOW)],
        created_at=NOW,
        updated_at=NOW,
    )
    assert in_prompts([pref]) == [CONCISE]


def test_an_older_ask_fades_as_before_and_still_needs_a_second_article():
    held = learned([ask("tighten the article", "c1")], at=NOW - timedelta(days=10))
    assert in_prompts(held) == []
    held = learned(
        [ask("tighten the article", "c1")],
        [ask("精简一下", "c2")],
        at=NOW - timedelta(days=10),
    )
    assert in_prompts(held) == [CONCISE]
