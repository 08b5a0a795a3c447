"""Editors' shorthand and spoken dialect are said plainly before the style rules read them,
and look-alike words that name no style are left as they are."""

import pytest

from app.style.extract import offline_observations
from app.style.shorthand import plainly


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("Shorter pars.", "Shorter paragraphs."),
        ("Every par is a wall of grey.", "Every paragraph is a wall of grey."),
        ("Hed's too long.", "headline's too long."),
        ("Keep heds short.", "Keep headlines short."),
        ("Give it some pulse.", "Give it some energy."),
        ("这段忒长了", "这段太长了"),
        ("别整那么多表情", "别用那么多表情"),
        ("公告里一个表情都不能有。", "公告里不要表情。"),
        ("表情就别加了，一个都不要", "表情就别加了，不要表情"),
        ("老规矩，标题一律短。", "以后标题一律短一点。"),
        ("keep it plain", "use plain language"),
    ],
)
def test_shorthand_is_said_plainly(said: str, plain: str) -> None:
    assert plainly(said) == plain


@pytest.mark.parametrize(
    "said",
    [
        "Sales are on par with last year.",
        "That's par for the course.",
        "Check the pulse figures in the health piece.",
        "咋整的 这日期不对啊",
        "一个都不要紧",  # "not a single one matters" names nothing
        "Send it as plain text please.",
    ],
)
def test_look_alikes_are_left_alone(said: str) -> None:
    assert plainly(said) == said


@pytest.mark.parametrize(
    ("said", "dimension", "value"),
    [
        ("Shorter pars from now on.", "paragraph_length", "shorter"),
        ("Keep heds short from now on.", "title_style", "short"),
        ("This reads like a press release. Give it some pulse.", "tone", "lively"),
        ("Don't give me 900 words on a 2-0 league game.", "length", "concise"),
        ("公告里一个表情都不能有。", "emoji", "none"),
        ("不整那些文绉绉的了 以后就随便点", "formality", "casual"),
        ("Might want it a bit plainer.", "vocabulary", "plain"),
        ("Maybe the jargon isn't landing anymore?", "vocabulary", "plain"),
        ("stop making my notes sound like a school essay", "formality", "casual"),
        ("改成一段一段的，不再一条一条，以后都这样写", "structure", "prose"),
    ],
)
def test_shorthand_is_heard_the_right_way_round(said: str, dimension: str, value: str) -> None:
    heard = {(o.dimension, o.value) for o in offline_observations(said)}
    assert (dimension, value) in heard
    assert all(d != dimension or v == value for d, v in heard)


@pytest.mark.parametrize(
    "said",
    [
        "Can you check the par about the stadium? The date's wrong.",
        "He gave me 900 words on a 2-0 league game, classic Dave.",
        "老规矩，周五发。",
        "隔壁老王整的公告全是表情",
        "The subs desk wants shorter pars, but I'm not sure I agree.",
        "the voice to text keeps messing up my grocery list lol",
    ],
)
def test_shorthand_that_asks_nothing_files_nothing(said: str) -> None:
    assert offline_observations(said) == []
