"""Sections and paragraphs named by their heading or label: 【】 subheadings, a song's
[Verse 2], "Day 2 — …", "小贴士：…" — and the scope such a name gives; an interview's answer
named by its question, the last stanza, a rewrite into another genre."""

import pytest

from app.editing.headings import heading_level, heading_text, labelled, named_section
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

POST = [
    "天气暖和了，小编整理了三条线路。",
    "【线路一：湖滨栈道】",
    "全程约5公里，几乎没有坡度。",
    "【线路二：青龙山环线】",
    "全程约9公里，累计爬升300米。",
    "欢迎留言。",
]
SONG = [
    "[Verse 1]\nWe hung a lantern on the gate",
    "[Chorus]\nOh Lantern Street",
    "[Verse 2]\nThe gate is rust, the lantern gone",
]
TRIP = [
    "Porto is small enough to walk.",
    "Day 1 — Ribeira. Walk down to the river.",
    "Day 2 — Port lodges. Book a tasting.",
    "Practical notes: the Andante card works on the metro.",
]
RECIPE = [
    "天一冷就想吃炖菜。",
    "用料：\n牛腩 500克",
    "步骤：\n1. 牛腩切块。",
    "小贴士：番茄分两次放。",
]


def test_bracketed_lines_are_headings() -> None:
    assert heading_level("【线路一：湖滨栈道】") == 7
    assert heading_text("【线路一：湖滨栈道】") == "线路一：湖滨栈道"
    assert heading_text("[Verse 2]\nThe gate is rust") == "Verse 2"
    assert heading_level("[^1]: The Lock Café opens at 7 am.") == 0


@pytest.mark.parametrize(
    ("suggestion", "paragraphs", "expected"),
    [
        ("线路一里加一句可以野餐。", POST, {1, 2}),
        ("Give verse 2 a warmer image.", SONG, {2}),
        ("Name a couple of lodges on day 2.", TRIP, {2}),
        ("Shorten the practical notes.", TRIP, {3}),
        ("小贴士里说一下冰糖能不能换。", RECIPE, {3}),
    ],
)
def test_a_heading_or_label_named_by_its_words(
    suggestion: str, paragraphs: list[str], expected: set[int]
) -> None:
    assert (named_section(suggestion, paragraphs) or labelled(suggestion, paragraphs)) == expected


@pytest.mark.parametrize(
    ("suggestion", "paragraphs"),
    [
        ("Make it livelier.", TRIP),
        ("Note that the metro is slow.", ["Note: bring cash.", "Second paragraph."]),
        ("记者的问题写得更短", ["记者：为什么？", "林晓：因为便宜。", "记者：最难的是？"]),
    ],
)
def test_no_label_or_a_repeated_one_names_nothing(suggestion: str, paragraphs: list[str]) -> None:
    assert labelled(suggestion, paragraphs) == set()


def test_section_n_names_the_labelled_paragraph_not_the_nth() -> None:
    body = "Intro.\n\nSection 1 — Charge. Charge it.\n\nSection 2 — Pair. Hold the button."
    scope = scope_of(["Make section 2 clearer."], "Guide", split_paragraphs(body))
    assert scope.paragraphs == frozenset({2})
    plain = scope_of(["Make paragraph 2 clearer."], "Guide", split_paragraphs(body))
    assert plain.paragraphs == frozenset({1})


def test_a_paragraph_about_a_bracketed_heading_is_its_section() -> None:
    scope = scope_of(["线路一那段再写得详细一点。"], "周末", split_paragraphs("\n\n".join(POST)))
    assert scope.paragraphs == frozenset({1, 2})


INTERVIEW = (
    "记者：为什么选菜市场楼上？\n\n林晓：因为房租便宜。\n\n记者：开业三年，最难的是什么时候？\n\n"
    "林晓：是第二年冬天。\n\n记者：有什么建议？\n\n林晓：先想清楚你要服务谁。"
)
QA = (
    "Interviewer: How did you start?\n\nRosa: My grandmother left me her press.\n\n"
    "Interviewer: What was the hardest year for the shop?\n\nRosa: 2019. The river came up."
)


@pytest.mark.parametrize(
    ("suggestion", "body", "expected"),
    [
        ("林晓讲最难那段时间的回答，写得更具体一些。", INTERVIEW, {3}),
        ("最难那个问题问得更尖锐一点。", INTERVIEW, {2}),
        ("Expand Rosa's answer about the hardest year.", QA, {3}),
    ],
)
def test_an_answer_named_by_its_question_is_the_paragraph_after_it(
    suggestion: str, body: str, expected: set[int]
) -> None:
    assert scope_of([suggestion], "Talk", split_paragraphs(body)).paragraphs == expected


@pytest.mark.parametrize(
    "suggestion", ["最后一节改得更有余味。", "末节换个说法。", "最后一小节再含蓄些"]
)
def test_the_last_stanza_in_chinese_is_the_last_paragraph(suggestion: str) -> None:
    poem = "清晨五点\n外婆的灶台先醒\n\n后来灶台拆了\n换成了煤气\n\n如今我在城里\n按下开关"
    scope = scope_of([suggestion], "灶台", split_paragraphs(poem))
    assert not scope.whole and scope.paragraphs == frozenset({2})


@pytest.mark.parametrize(
    "suggestion",
    [
        "改写成一篇第三人称的人物特写，不要问答形式。",
        "改写成一篇人物小传。",
        "把访谈改成新闻报道",
        "不要对话形式，改成叙述",
    ],
)
def test_a_rewrite_into_another_genre_is_a_recast(suggestion: str) -> None:
    assert scope_of([suggestion], "Talk", split_paragraphs(INTERVIEW)).reshape


def test_a_rewrite_of_a_phrase_is_no_recast() -> None:
    assert not scope_of(["把老车站改写成更生动的说法"], "车站", split_paragraphs(INTERVIEW)).reshape
