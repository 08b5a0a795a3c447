"""One "paragraph N" everywhere (app/domain/paragraph_places.py): a `##` heading is no
paragraph, a fenced code block is one however many blank lines it holds, a loose list's items
are paragraphs of their own, blank-line runs, CRLF and full-width spaces change nothing — and
every reader of "paragraph N" agrees: the change lines, "changed 1 of 4 paragraphs", the
offline rules ("删除第三段", "delete paragraph 3") and the judge's scope of a suggestion
("shorten the third paragraph", 第三段太长了，缩短一点), in English and Chinese. Each article
below lists, by hand, the paragraphs a writer reading it counts."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_changes
from app.domain.diff import diff_stats, scope_summary
from app.domain.paragraph_places import numbered_paragraphs, places
from app.domain.text import split_paragraphs as plain_split
from app.domain.tree import Tree
from app.editing.places import named_paragraphs
from app.editing.prompt import assemble_prompt
from app.editing.rules import apply_rules
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

FENCE = "```python\ndef greet():\n\n    return 'hi'\n\n\nprint(greet())\n```"
ZH_FENCE = "```\n# 这是注释，不是标题\n\n打印(你好)\n```"

# (body, the paragraphs the writer counts, in order, as written)
ARTICLES = {
    "en-headings": (
        "## Getting there\n\nThe 42 bus stops at the gate.\n\n## Prices\n\nAdults pay £8.\n\n"
        "Children go free.\n\n### Notes ##\n\nDogs are welcome.",
        [
            "The 42 bus stops at the gate.",
            "Adults pay £8.",
            "Children go free.",
            "Dogs are welcome.",
        ],
    ),
    "zh-headings": (
        "## 本周安排\n\n周一开会，讨论新版本。\n\n周三发布，请大家准时。\n\n## 注意事项\n\n"
        "带好工牌。\n\n食堂周五休息。",
        ["周一开会，讨论新版本。", "周三发布，请大家准时。", "带好工牌。", "食堂周五休息。"],
    ),
    "en-fence": (
        f"Install it first.\n\n{FENCE}\n\nThen run the script.\n\nIt prints a greeting.",
        ["Install it first.", FENCE, "Then run the script.", "It prints a greeting."],
    ),
    "zh-fence-heading-inside": (
        f"# 入门\n\n先安装。\n\n{ZH_FENCE}\n\n## 运行\n\n然后运行脚本。\n\n会打印问候语。",
        ["先安装。", ZH_FENCE, "然后运行脚本。", "会打印问候语。"],
    ),
    "en-lists": (
        "Bring these:\n\n- a hat\n- water\n- a map\n\n1. Meet at nine.\n\n2. Walk to the lake."
        "\n\nWe are back by four.",
        [
            "Bring these:",
            "- a hat\n- water\n- a map",
            "1. Meet at nine.",
            "2. Walk to the lake.",
            "We are back by four.",
        ],
    ),
    "zh-numbered": (
        "本周有三件事。\n\n一、周一上午开会。\n\n二、周三发布新版。\n\n三、周五聚餐。",
        ["本周有三件事。", "一、周一上午开会。", "二、周三发布新版。", "三、周五聚餐。"],
    ),
    "en-blank-runs-crlf": (
        "## Intro\r\n\r\n\r\n\r\nFirst paragraph.\r\n\r\nSecond one.\r\n \r\n\t\r\nThird one.\r\n"
        "\r\nFourth one.",
        ["First paragraph.", "Second one.", "Third one.", "Fourth one."],
    ),
    "zh-full-width": (
        "## 通知\n\n\u3000\u3000周一开会。\n\n\n\n\u3000\u3000周三发布。\n\n\u3000\u3000周五聚餐。"
        "\n\n\u3000\u3000下周放假。",
        [
            "\u3000\u3000周一开会。",
            "\u3000\u3000周三发布。",
            "\u3000\u3000周五聚餐。",
            "\u3000\u3000下周放假。",
        ],
    ),
    "zh-one-a-line": (
        "通知\n\u3000\u3000周一开会。\n\u3000\u3000周三发布。\n\u3000\u3000周五聚餐。",
        ["通知", "\u3000\u3000周一开会。", "\u3000\u3000周三发布。", "\u3000\u3000周五聚餐。"],
    ),
}

EN_ORDINALS = ("first", "second", "third", "fourth", "fifth")
ZH_NUMBERS = "一二三四五"
CASES = [(name, n) for name, (_, counted) in ARTICLES.items() for n in range(1, len(counted) + 1)]


def _lf(text: str) -> str:
    """The text as read: line ends alike, a code block's blank lines and indents aside
    (the plain splitter strips each piece)."""
    lines = text.replace("\r\n", "\n").strip().split("\n")
    return "\n".join(line.strip() for line in lines if line.strip())


def _named_text(body: str, ask: str) -> str:
    split = split_paragraphs(body)
    named = named_paragraphs(ask, len(split.texts), split.texts)
    return _lf("\n\n".join(split.texts[i] for i in sorted(named)))


@pytest.mark.parametrize(("name", "number"), CASES)
def test_a_suggestion_names_the_paragraph_the_writer_counts(name: str, number: int) -> None:
    body, counted = ARTICLES[name]
    wanted = _lf(counted[number - 1])
    assert _named_text(body, f"shorten the {EN_ORDINALS[number - 1]} paragraph") == wanted
    assert _named_text(body, f"paragraph {number} is too long") == wanted
    assert _named_text(body, f"第{ZH_NUMBERS[number - 1]}段太长了，缩短一点") == wanted
    assert _named_text(body, f"删除第{number}段") == wanted


@pytest.mark.parametrize(("name", "number"), CASES)
def test_the_judge_lets_change_the_paragraph_the_writer_counts(name: str, number: int) -> None:
    body, counted = ARTICLES[name]
    split = split_paragraphs(body)
    for ask in (
        f"Shorten the {EN_ORDINALS[number - 1]} paragraph.",
        f"第{number}段太长了，缩短一点",
    ):
        scope = scope_of([ask], "T", split)
        assert not scope.whole, ask
        shown = _lf("\n\n".join(split.texts[i] for i in sorted(scope.paragraphs)))
        assert shown == _lf(counted[number - 1]), ask


@pytest.mark.parametrize(("name", "number"), CASES)
def test_the_offline_rules_delete_the_paragraph_the_writer_counts(name: str, number: int) -> None:
    body, counted = ARTICLES[name]
    for ask in (f"delete paragraph {number}", f"删除第{ZH_NUMBERS[number - 1]}段"):
        edit = apply_rules("T", body, ask)
        assert edit is not None and edit.changed, ask
        assert _lf(counted[number - 1]) not in _lf(edit.body), ask
        assert all(_lf(kept) in _lf(edit.body) for kept in counted if kept != counted[number - 1])
        assert f"{len(counted)}" in edit.summary and f"{number}" in edit.summary


@pytest.mark.parametrize(("name", "number"), CASES)
def test_change_lines_and_counts_name_the_paragraph_the_writer_counts(
    name: str, number: int
) -> None:
    body, counted = ARTICLES[name]
    old = counted[number - 1]
    # an edit inside the paragraph: its last character doubled (a fence: a line added in it)
    new = old[:-3] + "done\n```" if "```" in old else old + old[-1]
    revised = (
        body.replace(old, new) if old in body else body.replace(old.replace("\n", "\r\n"), new)
    )
    assert revised != body
    lines = describe_changes("T", body, "T", revised)
    zh = any("\u4e00" <= ch <= "\u9fff" for ch in body)
    assert len(lines) == 1 and lines[0].startswith(f"第{number}段" if zh else f"paragraph {number}")
    stats = diff_stats(body, revised)
    assert (stats.paragraphs_changed, stats.paragraphs_total) == (1, len(counted))
    assert scope_summary(stats) == f"changed 1 of {len(counted)} paragraphs"


@pytest.mark.parametrize("name", ARTICLES)
def test_both_splitters_number_the_same_paragraphs(name: str) -> None:
    body, counted = ARTICLES[name]
    for blocks in (plain_split(body), split_paragraphs(body).texts):
        joined = ["\n\n".join(blocks[i] for i in group) for group in numbered_paragraphs(blocks)]
        assert [_lf(text) for text in joined] == [_lf(text) for text in counted]


def test_places_name_headings_by_their_words_and_share_a_fence_number() -> None:
    blocks = ["## Intro", "Hello.", "```\na", "b\n```", "### Notes ##", "Bye.", "\u3000\u3000"]
    assert places(blocks) == ["Intro", 1, 2, 2, "Notes", 3, 3]  # a blank block: the one before
    assert numbered_paragraphs(["## Only", "## Headings"]) == [[0], [1]]  # headings alone: blocks
    assert numbered_paragraphs(["#hashtag is text", "# "]) == [[0], [1]]


def test_an_article_of_headings_alone_is_read_block_by_block() -> None:
    blocks = ["## One", "## Two", "## Three"]
    assert named_paragraphs("the second paragraph", 3, blocks) == {1}


def test_a_heading_edited_alone_is_said_so_not_as_a_paragraph() -> None:
    body, counted = ARTICLES["en-headings"]
    revised = body.replace("## Prices", "## Tickets")
    stats = diff_stats(body, revised)
    assert (stats.paragraphs_changed, stats.paragraphs_total, stats.headings_changed) == (0, 4, 1)
    assert scope_summary(stats, hunks=[]) == "only a heading changed"


def test_deleting_every_paragraph_of_text_is_refused_though_headings_remain() -> None:
    body = "## A\n\nOne.\n\n## B\n\nTwo."
    edit = apply_rules("T", body, "delete paragraphs 1 and 2")
    assert edit is not None and not edit.changed and edit.body == body
    assert "empty" in edit.summary


def test_a_paragraph_past_the_text_is_named_as_missing_headings_not_counted() -> None:
    body, counted = ARTICLES["zh-headings"]
    edit = apply_rules("T", body, "删除第五段")
    assert edit is not None and not edit.changed
    assert edit.summary == "文章只有 4 段，没有第 5 段。"


def _final_prompt(body: str, ask: str) -> str:
    tree = Tree.build([])
    return assemble_prompt(path=[], tree=tree, title="T", body=body, suggestions=[ask])[-1].content


@pytest.mark.parametrize("ask", ["Shorten the third paragraph.", "第三段太长了，缩短一点"])
def test_the_model_is_told_which_paragraph_the_writer_counts_as_third(ask: str) -> None:
    body, counted = ARTICLES["en-headings"]
    assert "paragraph 3 is the one beginning “Children go free.”" in _final_prompt(body, ask)
    body, counted = ARTICLES["zh-fence-heading-inside"]
    assert "paragraph 3 is the one beginning “然后运行脚本。”" in _final_prompt(body, ask)


def test_the_model_is_told_nothing_more_where_blocks_and_paragraphs_agree() -> None:
    prompt = _final_prompt("One.\n\nTwo.\n\nThree.", "Shorten the third paragraph.")
    assert "counted as the writer" not in prompt
    body, counted = ARTICLES["en-headings"]
    assert "counted as the writer" not in _final_prompt(body, "Make it friendlier.")
