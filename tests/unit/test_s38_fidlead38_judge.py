"""Session 38 (fid-lead38): the readers fidelity_lead38 and its probes showed missing — a topic
named by a kind of figure, a selection's "You could say:", notes the model wrote under a rule or
after a second version, a "### Revised paragraph" label, 最后一句致歉的话, a section's heading
kept when only its text was given, and a rewrite that made a rule a wish or a time of day
another."""

from __future__ import annotations

import pytest

from app.editing.formats.label_lines import is_label_line
from app.editing.formats.selection_dress import unlabelled
from app.editing.mentions import described_paragraphs
from app.editing.modals import loosened_rules
from app.editing.moves import asks_to_move, moves_sentences
from app.editing.notes import drop_trailing_notes
from app.editing.places import counted_sentences
from app.editing.qualifiers import moved_days
from app.editing.scope import Scope
from app.editing.slots import Slot, heading_over_rewrite
from app.editing.units import split_paragraphs

QUOTE = [
    "Dear Ms Brennan,",
    "| Item | Cost |\n|---|---|\n| Labour | £960 |",
    "The price includes lifting the floorboards but not retiling.",
    "I can start on Monday 11 January and expect to finish by the Wednesday.",
    "This quote is valid for 30 days. A deposit of £300 secures the dates.",
    "Kind regards,\nDarren",
]


def test_the_paragraph_about_the_dates_is_the_one_giving_a_date() -> None:
    # "secures the dates" holds the word; the start date is what the paragraph is about
    found = described_paragraphs("Make the paragraph about the dates friendlier.", QUOTE)
    assert found == {3}


def test_a_paragraph_holding_the_word_and_giving_the_figure_is_named_alone() -> None:
    found = described_paragraphs("Make the paragraph about the deposit friendlier.", QUOTE)
    assert found == {4}


@pytest.mark.parametrize(
    "reply", ["You could say: “use the short lead”", "I'd suggest: use the short lead"]
)
def test_an_offering_verb_before_a_selection_is_its_label(reply: str) -> None:
    assert unlabelled(reply, "keep him on the lead").strip("“”") == "use the short lead"


def test_a_selection_starting_with_the_label_words_keeps_them() -> None:
    text = "You could say: anything"
    assert unlabelled(text, "You could say: nothing at all") == text


MINSU = ["欢迎入住！", "入住时需出示身份证原件，并交纳押金300元。", "早餐7:30供应。"]


def test_a_bracketed_remark_under_the_models_rule_is_a_note() -> None:
    notes: list[str] = []
    new = "办理入住时，麻烦您出示身份证原件，并交纳押金300元。"
    remark = "（押金金额和退还方式都保持原样，只是语气更客气了。）"
    assert drop_trailing_notes([new, "---", remark], MINSU, notes) == [new]
    assert remark in notes


@pytest.mark.parametrize(
    ("offer", "alt"),
    [
        ("如果想更短一些，也可以这样写：", "入住请出示身份证，押金300元。"),
        ("Or, if you'd like it shorter:", "Bring ID; the deposit is 300."),
    ],
)
def test_a_second_version_offered_after_the_edit_is_a_note(offer: str, alt: str) -> None:
    notes: list[str] = []
    new = "办理入住时，麻烦您出示身份证原件，并交纳押金300元。"
    assert drop_trailing_notes([new, offer, alt], MINSU, notes) == [new]
    assert notes == [offer, alt]


def test_a_heading_naming_the_revised_paragraph_is_a_label() -> None:
    assert is_label_line("### Revised paragraph", QUOTE)
    assert is_label_line("**修改后的段落**", MINSU)
    assert not is_label_line("### Prices", QUOTE)


WUYE = split_paragraphs(
    "各位业主：\n\n停水时间为上午9:00至下午17:00。\n\n"
    "由此给您带来的不便，敬请谅解。如有疑问，请致电物业。\n\n物业服务中心\n2026年11月8日"
)


def test_the_last_apology_sentence_is_the_apology_not_the_signature() -> None:
    found, _ = counted_sentences("最后一句致歉的话说得客气一点。", WUYE)
    assert found == {(2, 0)}


def test_the_last_sentence_alone_is_still_the_articles_last() -> None:
    found, _ = counted_sentences("最后一句说得客气一点。", WUYE)
    assert found and all(paragraph == 3 for paragraph, _ in found)


def _slots(texts: list[str | None]) -> list[Slot]:
    return [Slot(text=t) for t in texts]


def test_a_left_out_heading_over_a_rewritten_section_is_kept() -> None:
    slots = _slots(["intro", None, "the section's text, rewritten", "outro"])
    scope = Scope(paragraphs=frozenset({1, 2}), shorten=True)
    assert heading_over_rewrite(slots, 1, True, scope)
    assert not heading_over_rewrite(slots, 1, False, scope)  # no heading: may go


@pytest.mark.parametrize(
    "scope",
    [
        Scope(paragraphs=frozenset({1, 2}), shorten=True, removes=True),
        Scope(whole=True, shorten=True),
        Scope(whole=True, reshape=True),
    ],
)
def test_a_heading_may_go_when_something_is_asked_to_go_or_the_whole_recast(
    scope: Scope,
) -> None:
    slots = _slots(["intro", None, "the section's text, rewritten", "outro"])
    assert not heading_over_rewrite(slots, 1, True, scope)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("1. 院内全域禁烟，室内吸烟将扣除押金。", "1. 院内尽量不要吸烟，室内吸烟将扣除押金。"),
        ("Please don't let him off near the pond.", "Try not to let him off near the pond."),
        ("协商不成的，任何一方均可向法院提起诉讼。", "协商不成的，任何一方都必须向法院提起诉讼。"),
    ],
)
def test_a_rule_made_a_wish_or_a_permission_a_duty_is_found(before: str, after: str) -> None:
    assert loosened_rules(f"A\n\n{before}\n\nB", f"A\n\n{after}\n\nB")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("入住时需出示身份证原件。", "办理入住时，麻烦您出示身份证原件。"),
        ("请提前储备生活用水。", "最好提前储备一些生活用水。"),
        ("您可以随时申请查询。", "您随时可以申请查询。"),
    ],
)
def test_a_friendlier_rule_or_a_plain_wish_is_no_loosened_rule(before: str, after: str) -> None:
    assert not loosened_rules(f"A\n\n{before}\n\nB", f"A\n\n{after}\n\nB")


def test_a_part_of_the_day_moved_is_found_and_a_look_alike_is_not() -> None:
    assert moved_days("one tablet every morning", "one tablet every evening") == (
        ["morning"],
        ["evening"],
    )
    assert moved_days("晚上22:00以后请安静", "夜里十点以后请安静") == ([], [])


@pytest.mark.parametrize("ask", ["票价那段把季卡放到前面说。", "第三段里把日期放到前面。"])
def test_a_part_moved_inside_the_named_paragraph_moves_no_paragraph(ask: str) -> None:
    assert moves_sentences(ask) and not asks_to_move([ask])


@pytest.mark.parametrize("ask", ["把第三段放到前面。", "把季卡那段放到最前面。"])
def test_a_paragraph_moved_is_still_a_move(ask: str) -> None:
    assert asks_to_move([ask])


def test_a_paragraphs_own_words_quoted_name_it_though_they_hold_a_kind_of_figure() -> None:
    paragraphs = ["构建每天早上8点自动运行。", "唯一新增的成本是时间：得有人审合并请求。", "结语。"]
    found = described_paragraphs("把“唯一新增的成本是时间”那段精简一下。", paragraphs)
    assert found == {1}
