"""Everyday asks that want no edit, a title asked for and a paragraph rewritten instead, and a
list of corrections after the article (session 26).

"Don't change anything — how many words is paragraph 4?" answered "Paragraph 4 has 39 words."
used to replace paragraph 4 with that sentence; a one-sentence summary of the article was refused
as a whole-article rewrite; "Corrections:" and its list after a typo-fixed article were saved as
three new paragraphs.
"""

from __future__ import annotations

import pytest

from app.domain.models import WithheldChange
from app.editing.notes import drop_trailing_notes
from app.editing.opinion import asks_opinion
from app.editing.scope import Scope
from app.editing.withheld_only import withheld_only
from app.testing.fidelity import run_all

NEWS = [
    "The harbour council voted 7–2 on Tuesday to run a six-month trial of a late-night ferry.",
    "Under the plan, the last boat would leave Quayside at 12:40 a.m. instead of 10:15 p.m.",
    "The trial will cost an estimated $410,000, paid from the transport reserve. Opponents "
    "argued the money would be better spent on the North Point pier.",
    "Ridership will be reviewed monthly, and the trial can end early.",
]
ZH = [
    "市交通局昨天宣布，从下月起在老城区试行三条夜间公交线路。",
    "据介绍，三条线路分别连接火车站、夜市和两所医院，发车间隔为二十分钟。",
    "试行期为六个月，预计投入资金约三百万元，其中一半由区财政承担。",
    "交通局表示，如果平均每班乘客少于十五人，将提前结束试行。",
]


@pytest.mark.parametrize(
    "message",
    [
        "Don't change anything — how many words is paragraph 3?",
        "No edits yet: which paragraph is the longest?",
        "Leave it as is and tell me who proposed the trial.",
        "How many paragraphs does it have?",
        "先别改，第三段大概多少字？",
        "一共有几段？",
        "这段为什么读起来别扭？",
        "Can you give me a one-sentence summary of this article?",
        "tl;dr?",
        "用一句话帮我概括一下这篇文章",
        "这篇的中心思想是什么",
    ],
)
def test_a_question_of_fact_or_a_summary_asks_for_no_edit(message: str) -> None:
    assert asks_opinion(message)


@pytest.mark.parametrize(
    "message",
    [
        "Don't change the facts, just tighten it.",
        "Fix paragraph 3, don't change anything else.",
        "Don't change it, just fix the typo in paragraph 2.",
        "不要改动原文，帮我把第二段缩短",
        "别改第一段，第二段缩短一点",
        "Summarise paragraph 3.",
        "把第三段概括成一句话",
        "Add a one-sentence summary at the top.",
        "Make paragraph 2 shorter. Why is it so long?",
        "第二段能不能短一点？",
        "开头再多说一句为什么喜欢",
        "开头多说几句",
        "What if paragraph 2 came first?",
        "Why not end on the quote?",
    ],
)
def test_an_edit_with_a_limit_or_a_question_beside_it_is_still_an_edit(message: str) -> None:
    assert not asks_opinion(message)


def test_a_paragraph_rewritten_when_the_title_was_asked_is_an_error() -> None:
    opening = NEWS[0]
    recast = "It was a 7–2 vote, and it changes the night for hundreds of workers."
    change = WithheldChange(paragraph=1, before=opening, after=recast, description="")
    status, message = withheld_only([change], Scope(title=True))
    assert status == "error"
    assert message.startswith("The model rewrote paragraph 1 instead of the title")
    tidied = WithheldChange(paragraph=1, before=opening, after=opening[:-1] + "!", description="")
    assert withheld_only([tidied], Scope(title=True))[0] == "ok"
    assert withheld_only([change], Scope(title=True, paragraphs=frozenset({0})))[0] == "ok"


@pytest.mark.parametrize(
    "heading", ["Corrections:", "Fixed:", "**Typos fixed:**", "Spelling fixes made:", "更正："]
)
def test_a_list_of_corrections_after_the_article_is_a_note(heading: str) -> None:
    units = [*NEWS, heading, '- "hospitalty" → "hospitality"\n- "Marhc" → "March"']
    notes: list[str] = []
    assert drop_trailing_notes(list(units), NEWS, notes) == NEWS
    assert notes[0] == heading


def _case(cid: str, lang: str, paras: list[str], suggestion: str, reply: str, expect: dict):
    article = {"title": "Night ferry" if lang == "en" else "夜间公交", "body": "\n\n".join(paras)}
    return {
        "id": cid,
        "lang": lang,
        "kind": cid,
        "source": "test",
        "edit_format": "full",
        "article": article,
        "suggestion": suggestion,
        "selected_text": None,
        "replies": [reply],
        "expect": expect,
    }


def test_the_asks_end_to_end_through_the_api() -> None:
    typo = [NEWS[0], NEWS[1].replace("instead", "insted"), *NEWS[2:]]
    cases = [
        _case(
            "count",
            "en",
            NEWS,
            "Don't change anything — how many words is paragraph 3?",
            "Paragraph 3 has 26 words.",
            {"outcome": "model_says", "contains": "Paragraph 3 has 26 words."},
        ),
        _case(
            "count-zh",
            "zh",
            ZH,
            "先别改，第三段大概多少字？",
            "第三段大约有三十个字。",
            {"outcome": "model_says", "contains": "第三段大约有三十个字"},
        ),
        _case(
            "summary",
            "en",
            NEWS,
            "Can you give me a one-sentence summary of this article?",
            "In one sentence: the harbour council voted 7–2 to run a six-month late-night "
            "ferry trial, costing $410,000.",
            {"outcome": "model_says", "contains": "six-month late-night ferry trial"},
        ),
        _case(
            "title",
            "en",
            NEWS,
            "Turn the title into a question.",
            "Here's a more engaging opening:\n\nIt was a 7–2 vote, and it changes the night "
            "for hundreds of workers: the council will trial a late-night ferry.",
            {"outcome": "refused", "because": "a paragraph rewritten instead of the title"},
        ),
        _case(
            "corrections",
            "en",
            typo,
            "Fix the typos.",
            "\n\n".join(NEWS) + '\n\nCorrections:\n- "insted" → "instead"',
            {"outcome": "applied", "title": "Night ferry", "body": "\n\n".join(NEWS)},
        ),
    ]
    results = {r.id: r for r in run_all(cases)}
    assert {cid: r.passed for cid, r in results.items()} == dict.fromkeys(results, True), [
        r.happened for r in results.values() if not r.passed
    ]
