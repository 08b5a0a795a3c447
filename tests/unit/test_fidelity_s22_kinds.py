"""Session 22's lead kinds: a restyle that writes the same quantity another way — "every half
hour" as "every 30 minutes", "fifty percent" as "half", 三月份 as 3月 beside a figure only
brought in — wrote no other figure and is saved; other figures in place of the writer's are
still refused; so are a figure written for another period ("£240 a year" → "£240 a month",
每年 → 每月) and a trial made permanent, unless asked. A reply a serving stack escaped for
HTML ("Q&amp;A", "it&#39;s") is read as its characters, unless the article writes character
references itself."""

from __future__ import annotations

import dataclasses

import pytest

from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.formats.leaks import unescaped_entities
from app.editing.places import named_paragraphs
from app.editing.scope import Scope
from app.editing.units import fence_groups

SHORTEN = dataclasses.replace(Scope(), shorten=True)
PLAIN = Scope()


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "Buses run every half hour during the day and every hour in the evening.",
            "Buses run every 30 minutes by day and hourly in the evening.",
        ),
        (
            "About fifty percent of our visitors come on Saturdays.",
            "Half our visitors come on Saturdays.",
        ),
        (
            "今年新上架的图书超过一千册，这要感谢区政府三月份拨付的专项经费。",
            "感谢区政府3月拨付的专项经费，今年新书超过1000册。",
        ),
        ("The queue took half an hour.", "The queue took 30 minutes."),
    ],
)
def test_the_same_quantity_written_another_way_is_no_other_figure(before: str, after: str) -> None:
    for scope in (SHORTEN, PLAIN):
        assert "other figures" not in _said(before, after, scope)


@pytest.mark.parametrize(
    ("before", "after", "named"),
    [
        ("Buses run every half hour.", "Buses run every 20 minutes.", "“20”"),
        ("Doors open at 9 and close at 4.", "Doors open at 8 and close at 6.", "“8”"),
        (
            "About fifty percent of visitors come on Saturdays.",
            "About 40% come on Saturdays.",
            "“40",
        ),
        ("感谢区政府三月份拨付的经费。", "感谢区政府5月拨付的经费。", "“5”"),
    ],
)
def test_other_figures_in_place_of_the_writers_are_still_refused(
    before: str, after: str, named: str
) -> None:
    said = _said(before, after, SHORTEN)
    assert "other figures" in said and named in said


def _said(
    before: str, after: str, scope: Scope, asked: str = "Make it shorter and clearer."
) -> str:
    try:
        return restyle_facts(before, after, [asked], scope)
    except Refused as refused:
        return str(refused)


def test_a_reply_escaped_for_html_is_read_as_its_characters() -> None:
    article = "Q&A night: it's on Friday."
    reply = "Q&amp;A night: it&#39;s on Friday &mdash; bring &quot;questions&quot;."
    assert unescaped_entities(reply, article) == 'Q&A night: it\'s on Friday — bring "questions".'


def test_an_article_that_writes_character_references_keeps_the_models() -> None:
    article = "<p>Fish &amp; chips</p>"
    reply = "<p>Fish &amp; chips &amp; peas</p>"
    assert unescaped_entities(reply, article) == reply
    assert unescaped_entities("No entities here & none needed.", "") == (
        "No entities here & none needed."
    )


@pytest.mark.parametrize(
    ("before", "after", "named"),
    [
        (
            "Membership costs £240 a year, or £25 a month.",
            "Membership is just £240 a month, or £25 a week!",
            "“240 per year” → “240 per month”",
        ),
        ("Parking is $9/hr on weekdays.", "Parking: only $9 per day on weekdays.", "“9 per hour”"),
        ("年卡价格为每年1200元。", "年卡每月只要1200元！", "“1200 per year” → “1200 per month”"),
        ("会费1200元/年，按时缴纳。", "会费每月1200元，记得按时交哦。", "“1200 per year”"),
    ],
)
def test_a_figure_written_for_another_period_is_refused(
    before: str, after: str, named: str
) -> None:
    said = _said(before, after, PLAIN)
    assert "another period" in said and named in said


@pytest.mark.parametrize(
    ("before", "after", "asked"),
    [
        ("Membership costs £240 a year.", "Membership: just £240 a year!", "Make it livelier."),
        ("Membership costs £240 a year.", "Membership: £240 annually.", "Make it formal."),
        ("年卡价格为每年1200元。", "年卡每年只要1200元！", "写得活泼一点"),
        ("Membership costs £240 a year.", "Membership costs £240 a month.", "It's per month now."),
    ],
)
def test_the_same_period_or_an_asked_one_is_saved(before: str, after: str, asked: str) -> None:
    assert "another period" not in _said(before, after, PLAIN, asked)


def test_a_trial_made_permanent_is_refused_unless_asked() -> None:
    before = "The street is closed to cars on Saturdays as a three-month trial."
    after = "The street goes car-free every Saturday, for good!"
    assert "“trial” sound permanent" in _said(before, after, PLAIN)
    assert "permanent" not in _said(before, after, PLAIN, "Say the trial is now permanent.")
    assert "permanent" not in _said(before, "Car-free Saturdays: a three-month trial!", PLAIN)
    zh_before, zh_after = "步行街周六禁止机动车通行，试行三个月。", "步行街从此每个周六都不通车！"
    assert "“试行” sound permanent" in _said(zh_before, zh_after, PLAIN, "写得更有冲击力一点")


CODE_POST = [
    "Two helpers.",
    "Both take a path.",
    "```python\ndef load(path):\n    return open(path).read()",
    "def save(path, text):\n    open(path, 'w').write(text)\n```",
    "We keep them in utils.py.",
    "Next week: errors.",
]


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("Rewrite paragraph 4 to be clearer.", {4}),
        ("把第三段写得简洁些", {2, 3}),
        ("Shorten the last paragraph.", {5}),
        ("Tighten paragraphs 1 and 2.", {0, 1}),
        ("Cut the second-to-last paragraph.", {4}),
    ],
)
def test_a_code_block_with_blank_lines_counts_as_one_paragraph(said: str, named: set[int]) -> None:
    assert named_paragraphs(said, len(CODE_POST), CODE_POST) == named


def test_fence_groups_join_only_the_pieces_of_an_open_block() -> None:
    assert fence_groups(CODE_POST) == [[0], [1], [2, 3], [4], [5]]
    assert fence_groups(["a", "```\nx\n```", "b"]) == [[0], [1], [2]]
