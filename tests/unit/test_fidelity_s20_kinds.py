"""Session 20's kinds of model reply (blind set 19): a restyle that prices in another
currency, drops a deputy's rank, moves a clock time written 点半 or makes an exact price a rough
one is refused with a sentence (also when the writer asked to shorten); NO_CHANGE under a label
or in a JSON record is no change. The same facts kept, or asked to change, pass. A paragraph
counted from the end, lone ⋮ lines standing for text, two paragraphs given as one word for
word (split back), letters typed at random (no edit), and one paragraph of a whole-article
edit translated unasked (offered, the writer's kept); the offline rules name the longer word
that holds the asked one."""

from __future__ import annotations

import dataclasses

import pytest

from app.editing.align import is_placeholder
from app.editing.currencies import changed_currency
from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.formats.common import says_no_change
from app.editing.inserts import unmerged
from app.editing.not_articles import mashed
from app.editing.places import named_paragraphs
from app.editing.ranks import dropped_ranks
from app.editing.rule_words import replace_words
from app.editing.scope import Scope
from app.editing.translated import translated, translated_unasked

SHORTEN = dataclasses.replace(Scope(), shorten=True)


def _refusal(before: str, after: str, suggestion: str, scope: Scope = SHORTEN) -> str:
    with pytest.raises(Refused) as refused:
        restyle_facts(before, after, [suggestion], scope)
    return str(refused.value)


def test_another_currency_in_place_of_the_writers_is_refused() -> None:
    before = "A swim costs £4.20 for adults and £2.10 for children."
    said = _refusal(before, "A swim: $4.20 for adults, $2.10 for children.", "More concise.")
    assert "GBP → USD" in said and "currency" in said
    assert changed_currency("摊位每天35元。", "摊位每天35美元。") == (["CNY"], ["USD"])


def test_the_same_currency_written_otherwise_or_asked_for_is_kept() -> None:
    assert changed_currency("票价42元，儿童21元。", "票价42块，儿童21块。") == ([], [])
    assert changed_currency("It costs 60 dollars.", "It costs $60.") == ([], [])
    # prices cut are no other currency
    assert changed_currency("£380,000 and £35 a day", "It cost £380,000.") == ([], [])
    before, after = "It costs £4.20.", "It costs about $5.30."
    figures = dataclasses.replace(Scope(), figures=True)  # "price" asks about figures
    assert restyle_facts(before, after, ["Give the price in dollars."], figures) == ""


def test_a_title_kept_without_its_rank_is_refused() -> None:
    before = "The council's deputy leader, Martin Cole, said the refit came in under budget."
    said = _refusal(
        before, "Council leader Martin Cole said the refit came in under budget.", "Shorten it."
    )
    assert "“deputy leader” → “leader”" in said
    assert dropped_ranks("副区长陈明说，改造省了钱。", "区长陈明说，改造省了钱。") == [
        ("副区长", "区长")
    ]
    assert dropped_ranks("代理校长林雅琴说", "校长林雅琴说") == [("代理校长", "校长")]


def test_a_rank_moved_or_a_title_cut_whole_is_kept() -> None:
    before = "The council's deputy leader, Martin Cole, said so."
    assert dropped_ranks(before, "Deputy council leader Martin Cole said so.") == []
    assert dropped_ranks(before, "Martin Cole said so.") == []
    assert dropped_ranks("副区长陈明说", "陈明说") == []
    # asked: the suggestion names the new title
    assert (
        restyle_facts(
            before, "Council leader Martin Cole said so.", ["Make him the leader"], Scope()
        )
        == ""
    )


def test_a_clock_time_written_dian_ban_is_one_figure() -> None:
    before = "女性专场每周四晚上7点半开始。"
    said = _refusal(before, "女性专场每周四晚上7点开始。", "改得清楚一些。", Scope())
    assert "“7点半” → “7点”" in said
    # kept, only reworded
    assert (
        restyle_facts(before, "每周四晚上7点半，女性专场开始。", ["改得清楚一些。"], Scope()) == ""
    )


def test_an_exact_price_made_rough_is_refused_even_when_the_scope_names_prices() -> None:
    before, after = "成人票价42元，儿童21元。", "成人四十来块，儿童二十来块。"
    said = _refusal(before, after, "票价那段改得简洁一些。")
    assert "rough" in said
    figures = dataclasses.replace(SHORTEN, figures=True)
    assert "rough" in _refusal("摊位每天35元。", "摊位一天三十来块。", "价格那段改短。", figures)
    assert restyle_facts(before, after, ["把票价改成约数"], SHORTEN) == ""


def test_a_cut_writes_no_other_figure() -> None:
    before = "The library reopens on Saturday 14 March at 10 a.m., with a ribbon cutting."
    said = _refusal(before, "The library reopens on Saturday 21 March.", "Make it shorter.")
    assert "“14”" in said and "→ “21”" in said
    # figures only left out are what a cut does: named for the writer, not refused (F19)
    assert restyle_facts(
        before, "The library reopens in March.", ["Make it shorter."], SHORTEN
    ).startswith("Check the facts: the model left out 14 March, 10 a.m.")


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (
            "Status: NO_CHANGE\n\nIt already uses British spelling.",
            "It already uses British spelling.",
        ),
        ("Result: NO_CHANGE", ""),
        ("结果：NO_CHANGE\n\n第七段已经都是简体字了。", "第七段已经都是简体字了。"),
        ('```json\n{"result": "NO_CHANGE", "reason": "Already says so."}\n```', "Already says so."),
        ('{"status": "NO_CHANGE", "explanation": "第一段已经写明。"}', "第一段已经写明。"),
    ],
)
def test_no_change_under_a_label_or_in_a_record(reply: str, reason: str) -> None:
    assert says_no_change(reply) == reason


def test_a_record_or_label_that_is_no_verdict_is_not_no_change() -> None:
    assert says_no_change('{"title": "NO_CHANGE", "body": "A new body."}') is None
    assert says_no_change('{"result": "The new paragraph."}') is None
    assert says_no_change("Result: the paragraph now reads better.") is None


@pytest.mark.parametrize(
    ("suggestion", "index"),
    [
        ("Make the third paragraph from the end livelier.", 11),
        ("Rewrite the second paragraph from the end.", 12),
        ("Make the fourth para from the bottom clearer.", 10),
        ("Tidy the third-to-last paragraph.", 11),
        ("Tidy the third from last paragraph.", 11),
        ("Make the third paragraph livelier.", 2),
    ],
)
def test_a_paragraph_counted_from_the_end(suggestion: str, index: int) -> None:
    assert named_paragraphs(suggestion, 14) == {index}


def test_lone_vertical_ellipses_stand_for_text() -> None:
    assert is_placeholder("⋮") and is_placeholder("︙")
    assert not is_placeholder("⋮ and then the rain came.")


def test_two_paragraphs_given_as_one_word_for_word_are_split_back() -> None:
    originals = ["First one.", "Second one.", "- a\n- b"]
    reply = ["First one. Second one.", "- a\n- b\n- c"]
    scope = Scope(whole=True)
    assert unmerged(list(reply), originals, scope, "add c to the list") == [
        "First one.",
        "Second one.",
        "- a\n- b\n- c",
    ]
    zh = ["第一段。", "第二段。"]
    assert unmerged(["第一段。第二段。"], zh, scope, "加一句") == zh
    # asked to join, or joined and reworded: left as the reply gives them
    assert unmerged(list(reply), originals, scope, "merge the first two paragraphs") == reply
    assert unmerged(["First one, then second."], originals, scope, "") == [
        "First one, then second."
    ]


def test_a_clock_time_on_a_24_hour_face_is_the_same_time() -> None:
    before = "作业时间为每天上午8点到下午5点，请住户关好窗户。"
    assert restyle_facts(before, "作业时间：每天8:00—17:00，请关窗。", ["缩短一点"], SHORTEN) == ""
    # a restyle may name the times written otherwise, but does not refuse them
    assert isinstance(
        restyle_facts(before, "每天8:00—17:00，请关好窗户。", ["更清楚"], Scope()), str
    )


@pytest.mark.parametrize(
    "reply",
    ["asdf qwer zxcv uiop hjkl", "asdf qwer zxcv uiop hjkl asdkj qwe.", "T\n\nqwerty sdfg xcvb"],
)
def test_letters_typed_at_random_are_no_edit(reply: str) -> None:
    assert mashed(reply, "The pool reopened on Monday after a refit.")


@pytest.mark.parametrize(
    "reply",
    [
        "The pool reopened on Monday after a £1.2m refit.",
        "Added HTML, CSS and SQL to the list of skills.",
        "泳池周一重新开放 asdf",
        "The sdk and npm steps stay as they were: run npm ci.",
    ],
)
def test_words_acronyms_and_the_articles_own_terms_are_no_random_letters(reply: str) -> None:
    assert not mashed(reply, "Install the sdk with npm ci, then run the tests.")


def test_a_paragraph_translated_unasked_in_a_whole_article_edit_is_offered_not_applied() -> None:
    scope = Scope(whole=True)
    before = "The district spent $212,000 on the field."
    assert translated_unasked(before, "学区为这块场地花了212,000美元。", scope)
    assert not translated_unasked(before, "The district spent $212,000 on it.", scope)
    asked = dataclasses.replace(scope, translate=True)
    assert not translated_unasked(before, "学区为这块场地花了212,000美元。", asked)
    offered = translated(1, before, "学区为这块场地花了212,000美元。")
    assert offered.paragraph == 2 and offered.before == before


def test_the_offline_rules_say_which_longer_word_holds_the_asked_one() -> None:
    edit = replace_words("笔记", "一共二十五人。", "把“十五”改成“十六”", True)
    assert edit is not None and not edit.changed and "“二十五”" in edit.summary
    edit = replace_words("Notes", "The cat sat.", 'replace "dog" with "cat"', False)
    assert edit is not None and edit.summary == 'Could not find "dog" in the article.'
