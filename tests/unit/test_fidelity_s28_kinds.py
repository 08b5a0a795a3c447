# ruff: noqa: E501 — article paragraphs, one a line
"""Session 28's kinds (fidelity_dev28 and the released blind set 27): a person's name a restyle
changed — a look-alike surname that the original's longer one merely contains (Natarajan →
Nataraj), the same first letters (Reyes → Reid), a Chinese name after a role followed by any
verb (负责人雷涛估计 → 负责人雷韬算过) — refused, also in a cut (fact_names.py, facts.py); a
paragraph named by what it says answered alone (lone_target.py); "How about this?" over a new
title (formats/preambles.py); emoji-led notes, words under a closing rule and a reason under a
lone rewrite (notes.py, reply_talk.py); a paragraph split as asked (inserts.resplit)."""

from __future__ import annotations

import pytest

from app.editing.align import is_placeholder
from app.editing.fact_names import changed_names
from app.editing.judge import NoEdit
from app.editing.mentions import described_paragraphs
from app.editing.negations import flipped
from app.editing.quoted_topic import quoted_topic_paragraph
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        (
            "said Councillor Priya Natarajan, who chairs the Friends.",
            "said Councillor Priya Nataraj, who chairs the Friends.",
            ("Priya Natarajan", "Priya Nataraj"),
        ),
        (
            "The council's waste officer, Tom Reyes, estimates the café saved 2.1 tonnes.",
            "Council waste officer Tom Reid reckons the café saved 2.1 tonnes.",
            ("Tom Reyes", "Tom Reid"),
        ),
        ("区环卫负责人雷涛估计，这一年", "区环卫负责人雷韬算过：一年来", ("雷涛", "雷韬")),
        ("协会会长陈晓梅回忆：“当时", "协会会长陈小梅回忆：“有人", ("陈晓梅", "陈小梅")),
    ],
)
def test_a_look_alike_name_in_place_of_the_writers_is_named(
    before: str, after: str, pair: tuple[str, str]
) -> None:
    assert changed_names(before, after) == [pair]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("They opened with 'Autumn Leaves', fast.", "They opened with a brisk 'Autumn Leaves'."),
        ("said Councillor Priya Natarajan.", "Councillor Priya Natarajan said."),
        ("协会会长陈晓梅回忆：“当时", "协会会长陈女士回忆：“当时"),  # a courtesy title
        ("会长陈晓梅回忆道", "会长陈晓梅说"),
        ("店长高兴地说", "店长高兴得直说"),  # no name: the same first characters
    ],
)
def test_the_same_name_or_no_name_is_no_change(before: str, after: str) -> None:
    assert changed_names(before, after) == []


# --- whole replies judged (tests/unit/judging.py) -------------------------------------------

TITLE = "Eastbrook Lido Reopens"
LIDO = [
    "Eastbrook Lido reopened on Saturday after a two-year repair, and the queue stretched past the bandstand.",
    "Adult tickets cost £5.50 and children swim for £2. Season tickets went on sale last week.",
    "The changing rooms have been rebuilt with heated floors. A vending machine by the entrance sells hot chocolate. The old café will reopen in June.",
    "The lido is open from 7am to 7pm every day until September.",
]
ZH_TITLE = "东河露天泳池重新开放"
ZH_LIDO = [
    "东河露天泳池周六重新开放，排队的泳客一直排到了音乐亭旁边。",
    "成人票每张25元，儿童10元。季卡上周开始在网上销售。",
    "更衣室全部重建，铺了地暖。入口处新添了一台卖热巧克力的自动售货机。老咖啡馆六月重新营业。",
    "泳池每天早上7点到晚上7点开放，一直开到九月。",
]


def _body(paragraphs: list[str], changes: dict[int, str]) -> str:
    return "\n\n".join(changes.get(i, p) for i, p in enumerate(paragraphs))


@pytest.mark.parametrize(
    ("title", "paragraphs", "suggestion", "lead", "index", "new"),
    [
        (
            TITLE,
            LIDO,
            "The adult ticket price is wrong — it should be £6.50. Please fix it.",
            "Good catch! Here's the corrected paragraph:",
            1,
            LIDO[1].replace("£5.50", "£6.50"),
        ),
        (
            TITLE,
            LIDO,
            "Remove the sentence about the vending machine.",
            "Done — here's that paragraph without it:",
            2,
            "The changing rooms have been rebuilt with heated floors. The old café will reopen in June.",
        ),
        (
            ZH_TITLE,
            ZH_LIDO,
            "成人票价写错了，应该是30元，麻烦改一下。",
            "感谢指正！改好的段落如下：",
            1,
            ZH_LIDO[1].replace("25元", "30元"),
        ),
    ],
)
def test_a_paragraph_named_by_what_it_says_answered_alone_is_spliced_in(
    title: str, paragraphs: list[str], suggestion: str, lead: str, index: int, new: str
) -> None:
    body = "\n\n".join(paragraphs)
    revised = applied(judge(title, body, suggestion, f"{lead}\n\n{new}"))
    assert revised.body == _body(paragraphs, {index: new})


@pytest.mark.parametrize(
    ("suggestion", "reply"),
    [
        (
            "Make it more casual.",
            "Adult tickets? £5.50. Kids swim for £2, and season tickets are on sale now.",
        ),
        (
            "Make the whole article friendlier.",
            "Adult tickets cost just £5.50 and children swim for £2. Season tickets went on sale last week.",
        ),
    ],
)
def test_a_whole_article_ask_answered_with_one_paragraph_is_still_refused(
    suggestion: str, reply: str
) -> None:
    verdict = judge(TITLE, "\n\n".join(LIDO), suggestion, reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


@pytest.mark.parametrize(
    ("title", "paragraphs", "suggestion", "question", "new_title"),
    [
        (TITLE, LIDO, "Give it a catchier title.", "How about this?", "Back in the Swim"),
        (ZH_TITLE, ZH_LIDO, "标题改得吸引人一点。", "这个标题怎么样？", "重新下水！东河泳池开放"),
    ],
)
def test_a_question_over_the_new_title_is_the_models_words(
    title: str, paragraphs: list[str], suggestion: str, question: str, new_title: str
) -> None:
    body = "\n\n".join(paragraphs)
    revised = applied(judge(title, body, suggestion, f"{question}\n\n{new_title}\n\n{body}"))
    assert (revised.title, revised.body) == (new_title, body)


def test_emoji_led_notes_under_a_lone_paragraph_are_the_models_note() -> None:
    new = (
        "Adult tickets cost £5.50 and kids swim for just £2. Season tickets went on sale last week!"
    )
    reply = f"✅ Done!\n\n{new}\n\n✏️ Added a playful touch\n✏️ Kept the prices"
    revised = applied(judge(TITLE, "\n\n".join(LIDO), "Make paragraph 2 more fun.", reply))
    assert revised.body == _body(LIDO, {1: new})
    assert "Kept the prices" in (revised.note or "")


def test_words_under_a_rule_after_the_whole_article_are_not_saved() -> None:
    new = "Eastbrook Lido is back! It reopened on Saturday after a two-year repair, and the queue stretched past the bandstand."
    body = _body(LIDO, {0: new})
    reply = f"{TITLE}\n\n{body}\n\n---\n\nI loosened up the tone but kept every figure."
    revised = applied(judge(TITLE, "\n\n".join(LIDO), "Make it more casual.", reply))
    assert revised.body == body


def test_a_reason_under_a_lone_rewrite_is_the_note_not_talk() -> None:
    new = "Saturday's queue stretched past the bandstand: after a two-year repair, I think Eastbrook Lido is finally back."
    reply = f"Here's a livelier intro:\n\n{new}\n\nThis version opens with the queue to pull readers in."
    revised = applied(judge(TITLE, "\n\n".join(LIDO), "Make the intro livelier.", reply))
    assert revised.body == _body(LIDO, {0: new})
    assert not revised.withheld


@pytest.mark.parametrize(
    ("title", "paragraphs", "suggestion", "parts"),
    [
        (
            TITLE,
            LIDO,
            "Split paragraph 3 into two paragraphs.",
            [
                "The changing rooms have been rebuilt with heated floors.",
                "A vending machine by the entrance sells hot chocolate. The old café will reopen in June.",
            ],
        ),
        (
            ZH_TITLE,
            ZH_LIDO,
            "把第三段拆成两段。",
            [
                "更衣室全部重建，铺了地暖。",
                "入口处新添了一台卖热巧克力的自动售货机。老咖啡馆六月重新营业。",
            ],
        ),
    ],
)
def test_a_paragraph_split_as_asked_given_alone_replaces_it(
    title: str, paragraphs: list[str], suggestion: str, parts: list[str]
) -> None:
    reply = "Here it is split in two:\n\n" + "\n\n".join(parts)
    revised = applied(judge(title, "\n\n".join(paragraphs), suggestion, reply))
    assert revised.body == _body(paragraphs, {2: "\n\n".join(parts)})
    assert not revised.withheld


@pytest.mark.parametrize(
    ("before", "after", "turned"),
    [
        ("只要出门前喂好，它就不会有事。", "放心，总会有人问我，只要出门前喂好，它就没事。", []),
        ("这里不能停车。", "这里可以停车。", ["不"]),
        ("周日不会收费。", "周日会收费。", ["不"]),
    ],
)
def test_a_negation_after_a_modal_denies_the_word_after_it(
    before: str, after: str, turned: list[str]
) -> None:
    assert flipped(before, after) == turned


def test_a_rewritten_html_paragraph_holding_a_placeholder_word_is_no_placeholder() -> None:
    assert not is_placeholder("<p>原有的52个摊位中有46个已经重新开张，其余6个变成了休息区。</p>")
    assert is_placeholder("<p>(rest unchanged)</p>")


@pytest.mark.parametrize(
    "label",
    [
        "**出过的问题——第一段**",
        "**What went wrong — first paragraph**",
        "**Paragraph 3 (revised):**",
    ],
)
def test_a_label_naming_the_section_and_the_paragraph_is_the_models(label: str) -> None:
    new = "In April a blackbird claimed the mast. We moved the rain gauge and left her in peace."
    paragraphs = [
        "## What went wrong",
        "A blackbird built a nest on the mast in April, and we moved the rain gauge.",
        "The SD card failed in August.",
    ]
    reply = f"{label}\n\n{new}\n\nEverything else stays the same."
    revised = applied(judge("Weather", "\n\n".join(paragraphs), "Make paragraph 2 lighter.", reply))
    assert revised.body == _body(paragraphs, {1: new})


def test_a_chinese_remark_on_what_the_edit_did_after_an_added_closing_is_not_saved() -> None:
    closing = "汽笛响了一声，灯光慢慢远了。"
    body = "\n\n".join(ZH_LIDO)
    reply = f"{ZH_TITLE}\n\n{body}\n\n{closing}\n\n只写了一句，让结尾保持安静。"
    revised = applied(judge(ZH_TITLE, body, "在最后加一段简短的结尾。", reply))
    assert revised.body == body + "\n\n" + closing


def test_the_paragraph_about_a_topic_in_other_words_answered_alone_is_spliced_in() -> None:
    paragraphs = [*LIDO[:3], "Items left behind are kept at the front desk for thirty days."]
    new = "Anything you leave behind is kept at the front desk for thirty days."
    suggestion = "Make the paragraph about lost property clearer."
    revised = applied(judge(TITLE, "\n\n".join(paragraphs), suggestion, new))
    assert revised.body == _body(paragraphs, {3: new})


@pytest.mark.parametrize(
    ("before", "after", "turned"),
    [
        ("The sun never came out, but nobody minded.", "The rain came down in sheets.", []),
        (
            "The sun never came out, but nobody minded.",
            "The sun came out, and nobody minded.",
            ["never"],
        ),
        ("We do not give up.", "We give up.", ["not"]),
        ("The café will not open on Sundays.", "The café will open at weekends too.", ["not"]),
    ],
)
def test_a_verb_denied_with_its_particle_is_the_phrase_denied(
    before: str, after: str, turned: list[str]
) -> None:
    assert flipped(before, after) == turned


def test_a_quoted_word_inside_a_paragraph_topic_names_that_paragraph() -> None:
    paragraphs = [
        "## 怎么设置",
        "先建一个名为「家庭」的日历，共享给每个大人。孩子只给查看的权限，免得有人把预约删掉。",
        "规矩是：周日晚上之前没进「家庭」日历的事，就当不存在。",
    ]
    scope = scope_of(
        ["把共享「家庭」日历那段写得亲切一点。"], "日历", split_paragraphs("\n\n".join(paragraphs))
    )
    assert scope.paragraphs == {1} and not scope.whole
    assert (
        quoted_topic_paragraph("把「家庭」那段写得亲切一点。", paragraphs) == set()
    )  # two hold it


def test_a_topic_verb_is_held_by_its_irregular_past() -> None:
    paragraphs = [
        "Everyone asks what happens to the starter on holiday. It is fine as long as you feed it.",
        "A starter kept this way will happily wait for three weeks.",
    ]
    text = "Make the paragraph about how long a starter keeps clearer."
    assert described_paragraphs(text, paragraphs) == {1}
