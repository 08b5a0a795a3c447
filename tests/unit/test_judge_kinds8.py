"""Reply kinds from blind fidelity set 8, each tested as a kind on new words: a bracketed
disclaimer or editor's note of the article's own (not a placeholder), the n-th answer of a
Q&A named as 答复 / reply / the last answer, and a pause ("……", "...") written into a line
(punctuation, not an elision)."""

from __future__ import annotations

import pytest

from app.editing.align import is_chatter, is_placeholder
from app.editing.elided import Refused, check_no_elision, filled
from app.editing.figures import restore_figures
from app.editing.mentions import stated_paragraphs
from app.editing.notes import drop_trailing_notes
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs


@pytest.mark.parametrize(
    "line",
    [
        "（以上内容仅供参考，不能替代医生面诊。）",
        "（以上信息截至2026年11月，其余政策以税务机关最新公告为准。）",
        "（本通知未尽事宜另行通知，其他问题请致电物业服务中心。）",
        "(The answers above are general information and remain subject to your lease.)",
        "[Editor's note: this story replaces the original text published on 3 May.]",
        "（各地规定略有不同，以当地为准。）",
    ],
)
def test_a_bracketed_line_of_the_articles_own_is_no_placeholder(line: str) -> None:
    assert not is_placeholder(line)


@pytest.mark.parametrize(
    "line",
    [
        "（以上内容不变）",
        "（前面内容不变）",
        "（其余段落同上）",
        "（后略）",
        "（原文第三段）",
        "[remaining paragraphs]",
        "[rest of the article]",
        "(paragraphs 3-5)",
        "<existing paragraphs>",
        "[the remaining entries, as before]",
        "[…]",
    ],
)
def test_a_bracket_that_says_text_is_left_out_is_a_placeholder(line: str) -> None:
    assert is_placeholder(line)


@pytest.mark.parametrize(
    ("line", "chatter"),
    [
        ("（以上，祝你做菜顺利！）", True),
        ("(That's all — enjoy the soup!)", True),
        ("（以上解答仅供参考，不构成正式法律意见。）", False),
        ("(The above is not legal advice.)", False),
    ],
)
def test_a_bracketed_sign_off_from_the_model_is_chatter(line: str, chatter: bool) -> None:
    assert is_chatter(line) is chatter


QA = (
    "问：公司拖欠工资两个月，我可以直接辞职吗？\n\n答：可以，并有权要求经济补偿。\n\n"
    "问：需要准备哪些证据？\n\n答：劳动合同、工资条、银行流水。\n\n（以上解答仅供参考。）"
)
QA_EN = (
    "Q: Can they keep my deposit?\n\nA: Only for damage beyond wear and tear.\n\n"
    "Q: No inventory?\n\nA: Then the landlord must prove it.\n\n(Not legal advice.)"
)


@pytest.mark.parametrize(
    ("body", "suggestion", "paragraph"),
    [
        (QA, "最后一个答复里补充一句。", 3),
        (QA, "第一个回复写得简洁一点。", 1),
        (QA, "第二个答复更有底气一些。", 3),
        (QA_EN, "In the last answer, mention photos.", 3),
        (QA_EN, "Make the first reply warmer.", 1),
        (QA_EN, "Make the final response shorter.", 3),
    ],
)
def test_an_answer_named_by_its_place_in_the_qa(body: str, suggestion: str, paragraph: int) -> None:
    scope = scope_of([suggestion], "答疑", split_paragraphs(body))
    assert not scope.whole and sorted(scope.paragraphs) == [paragraph]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("甲：明天就开始。", "甲：明天……明天就开始！"),
        ("乙：我这就去跑步。", "乙：我……我这就去跑步。"),
        ("天亮时风停了\n雨也停了", "天亮时风停了……\n雨也停了"),
        ("DEV: I'll start tomorrow.", "DEV: I'll start... tomorrow. Probably."),
        ("the chipped one, always that one,", "the chipped one… always that one,"),
    ],
)
def test_a_pause_that_skips_nothing_is_kept_as_written(before: str, after: str) -> None:
    check_no_elision(after, before)
    assert filled(after, before) == after


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "Traders like the stalls. The fish counter has moved north. Parking stays free.",
            "Traders love the stalls! [...] Parking stays free.",
        ),
        (
            "新到的三百多本童书已经上架。借书需要登记姓名，每人每次最多借三本，两周内归还。",
            "好消息！三百多本童书已经上架啦……两周内归还就好。",
        ),
    ],
)
def test_a_mark_that_skips_the_originals_words_is_still_refused(before: str, after: str) -> None:
    with pytest.raises(Refused):
        check_no_elision(after, before)


@pytest.mark.parametrize(
    ("before", "after", "kept"),
    [
        ("The last boat leaves at 11:40.", "The last boat now leaves at 11.40pm.", "at 11:40."),
        ("Doors open at 19:00 sharp.", "Doors swing open at 7 p.m. sharp.", "at 19:00 sharp"),
        ("Open 06:30 to 22:00.", "We open 6:30 to 22:00!", "06:30 to 22:00"),
        (
            "It opens on June 1 and ends July 14, 2027.",
            "It opens 1 June, ends 14 July 2027.",
            "June 1",
        ),
        (
            "It opens on June 1 and ends July 14, 2027.",
            "It opens 1 June, ends 14 July 2027.",
            "July 14, 2027",
        ),
        ("Kick-off on Saturday 14 March.", "Kick-off: March 14.", "14 March."),
        ("活动截止到2026年12月31日。", "活动截止到2026-12-31，抓紧！", "2026年12月31日"),
        ("40% of the stalls", "forty percent of the stalls", "40% of"),
        ("12.5% service charge", "12.5 per cent service charge", "12.5% service"),
        ("再减30%的私教课费用", "还能再减百分之三十", "减30%"),
    ],
)
def test_a_time_date_or_percentage_restyled_gets_the_writers_form(
    before: str, after: str, kept: str
) -> None:
    assert kept in restore_figures(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("The talk starts at 7 pm.", "The talk starts at 7 am."),  # another time: an edit
        ("The fair opens on June 1.", "The fair opens on June 8."),
        ("Fees rise by 40%.", "Fees rise by 45 percent."),
        ("Version 11.40 is out.", "Version 11.40 is out now."),  # a decimal, no time
    ],
)
def test_a_changed_value_is_left_as_the_model_wrote_it(before: str, after: str) -> None:
    assert restore_figures(before, after) == after


POEM = ["The tide goes out\nand takes the names", "A dog runs wide\nacross the flats"]


@pytest.mark.parametrize(
    "tail",
    [
        ["---", "*Changed:* the dog stanza only; the rest is as you wrote it."],
        ["---", "**改动：** 只改了第二节，其余保持原样。"],
        ["---", "Edited: stanza two."],
        ["*Changed:* stanza two only."],
    ],
)
def test_a_marked_note_on_the_change_after_the_article_goes_to_the_note(tail: list[str]) -> None:
    notes: list[str] = []
    assert drop_trailing_notes([*POEM, *tail], POEM, notes) == POEM
    assert notes


def test_a_changelogs_own_plain_changed_line_stays_article() -> None:
    originals = ["## 2.1.0", "Added: dark mode."]
    units = [*originals, "Changed: the export button moved to the toolbar."]
    assert drop_trailing_notes(list(units), originals, []) == units


def test_a_preamble_saying_what_was_modified_is_chatter() -> None:
    assert is_chatter("Certainly. Below is the full recipe with only the introduction modified.")


@pytest.mark.parametrize(
    ("paragraphs", "suggestion", "paragraph"),
    [
        (
            ["将于12月3日06:00至10:00停服更新。", "优化了技能冷却时间。", "停服期间发放补偿。"],
            "停服时间改为07:00至11:00。",
            0,
        ),
        (
            ["博物馆门票为每人40元。", "周三下午门票免费。", "禁止使用闪光灯。"],
            "门票改为每人50元。",
            0,
        ),
    ],
)
def test_a_changed_fact_beside_cjk_text_names_its_paragraph(
    paragraphs: list[str], suggestion: str, paragraph: int
) -> None:
    assert stated_paragraphs(suggestion, paragraphs) == {paragraph}


HAIKU = [
    "Three haiku from the canal path.",
    "grey heron, one leg\nthe whole canal holding still",
    "a coot's white forehead\nbobbing through the lock",
]
SHOP = [
    "感谢您在本店购物！",
    "退货：7天内可退。",
    "退款：原路退回。",
    "（以上内容仅供参考，不构成法律意见。）",
]


@pytest.mark.parametrize(
    ("paragraphs", "suggestion", "paragraph"),
    [
        (HAIKU, "Make the heron haiku quieter.", 1),
        (HAIKU, "Give the coot stanza a stronger last line.", 2),
        (SHOP, "退款段加一句：7个工作日内到账。", 2),
        (SHOP, "免责声明里加上：以当地规定为准。", 3),
        (["Rest and fluids help.", "This is not medical advice."], "Add to the disclaimer.", 1),
    ],
)
def test_a_part_named_by_its_kind_and_a_word_of_its_own(
    paragraphs: list[str], suggestion: str, paragraph: int
) -> None:
    scope = scope_of([suggestion], "t", split_paragraphs("\n\n".join(paragraphs)))
    assert not scope.whole and sorted(scope.paragraphs) == [paragraph]


@pytest.mark.parametrize("suggestion", ["这一段写得更生动一点。", "第二段写得更生动一点。"])
def test_a_place_word_before_duan_is_no_word_of_the_paragraphs(suggestion: str) -> None:
    scope = scope_of([suggestion], "t", split_paragraphs("\n\n".join(SHOP)))
    assert scope.whole or 1 in scope.paragraphs


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("By June it was down to 9.", "By June it was down to 9, and nobody minded."),
        ("Two courses £24. Three courses £29.", "Two courses £24, and three courses £29."),
    ],
)
def test_a_comma_after_a_number_is_the_sentences_not_the_figures(before: str, after: str) -> None:
    assert restore_figures(before, after) == after


def test_a_thousands_mark_is_still_the_writers() -> None:
    assert "36,000" in restore_figures("It cost 36,000 yuan.", "It cost 36000 yuan, sadly.")


@pytest.mark.parametrize(
    ("suggestion", "additive"),
    [
        ("Add a vegetarian main: Risotto aux cèpes (v).", True),
        ("加上一句：周日闭馆。", True),
        ("Please include the opening hours.", True),
        ("Make it livelier.", False),
        ("Add some humour.", False),
        ("增加一些细节。", False),
        ("Add a line and shorten the whole thing.", False),
    ],
)
def test_an_addition_with_no_place_named_leaves_the_rest_unasked(
    suggestion: str, additive: bool
) -> None:
    body = "Menu\n\nStarters: soup.\n\nMains: duck.\n\nDesserts: tart."
    assert scope_of([suggestion], "Menu", split_paragraphs(body)).additive is additive
