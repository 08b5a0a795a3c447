"""A paragraph named by its topic in words it only partly holds (app/editing/topic_words.py,
app/editing/mentions.py), the new row's label quoted beside a named table
(app/editing/quoted.py), and a changes list over a rule before a whole article
(app/editing/formats/full.py)."""

from __future__ import annotations

from app.editing.formats.full import read_reply
from app.editing.mentions import described_paragraphs
from app.editing.quoted import quoted_sentences
from app.editing.units import split_paragraphs

WIKI = [
    "Last spring our docs team moved its wiki from a hosted service to static pages.",
    "## Why we moved",
    "The hosted wiki cost us $1,140 a year and search had been broken since January.",
    "We wanted pages under version control and links that would not break.",
]
ZWIKI = [
    "去年春天，我们文档组把团队 Wiki 从托管服务搬到了静态站点。",
    "## 为什么要搬",
    "托管 Wiki 每年要花 7,800 元，而且搜索一直不能用。",
    "我们想要三样东西：版本控制、本地构建、不断的链接。",
    "| 项目 | 之前 | 之后 |\n|---|---|---|\n| 托管费用 | 7,800 元/年 | 0 元 |",
]
FUND = [
    "停办两年的河畔灯会将于6月14日回归。",
    "已有200多名志愿者报名制作和提灯。",
    "上一届灯会为河道救援队筹得92,000元。今年镇政府承诺等额配捐。",
    "工作坊名额可在网上预订。",
]


def test_a_possessive_topic_is_held_by_the_paragraph_that_opens_with_it() -> None:
    asked = "Smooth out the paragraph about the hosted wiki's problems."
    assert described_paragraphs(asked, WIKI) == {2}


def test_a_chinese_topic_with_a_latin_name_between_spaces() -> None:
    assert described_paragraphs("把讲托管 Wiki 问题的那段改顺一点。", ZWIKI) == {2}


def test_a_two_character_topic_by_the_one_character_only_one_paragraph_holds() -> None:
    assert described_paragraphs("把筹款那段写得更清楚。", FUND) == {2}
    # both characters held elsewhere, or a longer phrase: nothing is named
    assert described_paragraphs("把报名那段写得更清楚。", FUND) == {1}  # the word itself
    assert described_paragraphs("把提要求的那一段写得更清楚。", FUND) == set()


def test_a_table_named_by_what_it_lists_and_the_new_rows_label() -> None:
    asked = "在费用表里加一行“搜索”：之前不能用，之后正常。"
    assert described_paragraphs(asked, ZWIKI) == {4}
    assert described_paragraphs("这代表的意思要写清楚。", ZWIKI) != {4}
    assert quoted_sentences(asked, split_paragraphs("\n\n".join(ZWIKI))) == set()
    assert quoted_sentences("把“搜索”改成“检索”。", split_paragraphs("\n\n".join(ZWIKI)))


def test_a_changes_list_over_a_rule_is_the_models_note_not_the_article() -> None:
    title = "河畔灯会回归"
    reply = "**修改：**\n1. 第3段措辞更清楚。\n\n---\n\n" + title + "\n\n" + "\n\n".join(FUND)
    reading = read_reply(reply, title=title, body_paragraphs=FUND)
    assert reading.title == title
    assert reading.paragraphs == FUND
    assert "第3段措辞更清楚" in " ".join(reading.note)
    # the article's own rule under its first paragraph is its text
    ruled = [FUND[0], "---", *FUND[1:]]
    own = read_reply(title + "\n\n" + "\n\n".join(ruled), title=title, body_paragraphs=ruled)
    assert own.paragraphs == ruled
