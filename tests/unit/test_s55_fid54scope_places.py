"""An edit that names a place changes only there (outside54 F15, F16, F17, F22): the place of
an insertion is no target, a list's unnamed items come back, a move keeps every word."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.insert_place import place_only
from app.editing.kept_asides import without_kept
from app.editing.left_facts import left_out_facts
from app.editing.list_blocks import headed_list, lists_meant
from app.editing.list_items import list_items_kept
from app.editing.move_only import check_words_kept, moves_only
from app.editing.nth_kind import nth_of_kind
from app.editing.scope import Scope

EN = [
    "Ash Lane has 64 plots.",
    "## The water problem",
    "The council will switch the water off on 1 July.",
    "We do not object to the repairs.",
    "## What we propose",
    "1. Move the work to October.\n2. Leave one standpipe running.\n3. Tell us ten days ahead.",
    "## Things to bring",
    "- Your plot key\n- A water butt\n- Gloves",
    '> "My beans need water." — Priya Shah',
    '> "We could share butts." — Alan Reed, plot 40',
]
ZH = [
    "书香社区图书馆去年借出图书一万二千册。",
    "## 借阅规则",
    "1. 每人每次最多借五本书。\n2. 借期为三十天。\n3. 逾期不收罚款。",
    "- 儿童读物放在二楼\n- 报刊在一楼\n- 自习室需要提前预约",
    "> “孩子每个周末都来。”——刘女士",
    "> “我在这里备考了半年。”——周晨",
]


def body(blocks: list[str]) -> str:
    return "\n\n".join(blocks)


def test_an_insertions_place_is_no_target_but_a_paragraph_also_named_is() -> None:
    assert place_only("Add a paragraph after paragraph 2 saying it costs £4,000.", EN) == {2}
    assert place_only("在第一段后面加一段：食堂由街道合办。", ZH) == {0}
    both = "Add a paragraph after paragraph 2, and make paragraph 2 shorter."
    assert place_only(both, EN) == set()
    assert place_only("Make paragraph 2 shorter.", EN) == set()


def test_the_second_quote_in_chinese_is_the_quote_not_paragraph_two() -> None:
    assert nth_of_kind("删掉第二条引语。", ZH) == {5}
    assert nth_of_kind("删掉第一句引文", ZH) == {4}


def test_a_named_items_neighbour_comes_back_and_is_offered() -> None:
    asked = "In the list of what we propose, change item 2 to say two standpipes."
    reply = EN[:5] + [EN[5].replace("one standpipe", "two standpipes").replace("ten", "seven")]
    after, withheld = list_items_kept(body(EN), body(reply + EN[6:]), [asked], Scope(whole=True))
    assert "two standpipes" in after and "ten days" in after and "seven" not in after
    assert len(withheld) == 1 and "seven days" in withheld[0].after


def test_a_named_chinese_item_and_an_added_one() -> None:
    reply = list(ZH)
    reply[2] = ZH[2].replace("三十天", "二十一天").replace("逾期不收罚款", "逾期收取少量罚款")
    after, withheld = list_items_kept(
        body(ZH), body(reply), ["借阅规则的第2条改成：借期为二十一天。"], Scope(whole=True)
    )
    assert "二十一天" in after and "逾期不收罚款" in after and withheld
    reply = list(ZH)
    reply[3] = ZH[3].replace("- 自习室需要提前预约", "- 自习室不需要预约\n- 一楼有饮水机")
    scope = Scope(paragraphs=frozenset({3}))
    after, withheld = list_items_kept(
        body(ZH), body(reply), ["在第二个列表里加一条：一楼有饮水机。"], scope
    )
    assert "- 自习室需要提前预约\n- 一楼有饮水机" in after and len(withheld) == 1


def test_traps_the_whole_list_asked_and_both_named_items_changed_are_kept() -> None:
    reply = EN[:5] + [EN[5].replace("October", "November").replace("ten", "seven")] + EN[6:]
    for asked in ("Make the proposals list punchier.", "Change items 1 and 3 of our proposals."):
        assert list_items_kept(body(EN), body(reply), [asked], Scope(whole=True)) == (
            body(reply),
            [],
        )


def test_item_of_the_list_with_two_lists_keeps_the_other_lists_items() -> None:
    assert lists_meant("Change item 1 of the list: add the gate code.", EN, {5}) == {5, 7}
    assert lists_meant("项目符号列表第二条加上西葫芦。", ZH, {3}) == set()  # the bulleted one named
    reply = list(EN)
    reply[5] = EN[5].replace("ten days", "seven days")
    reply[7] = EN[7].replace("Your plot key", "Your plot key and gate code")
    scope = Scope(paragraphs=frozenset({5, 7}))
    asked = "Change item 1 of the list: add the gate code."
    after, withheld = list_items_kept(body(EN), body(reply), [asked], scope)
    assert "gate code" in after and "ten days" in after and len(withheld) == 1


def test_a_list_named_by_its_heading() -> None:
    assert headed_list("Add a last item to the 'Things to bring' list: a trowel.", EN) == {7}
    assert headed_list("Add a last item to the 'Opening hours' list.", EN) is None


def test_a_move_keeps_every_word() -> None:
    moved = [EN[9], *EN[:9]]
    scope = Scope(moves=True, paragraphs=frozenset({9}))
    asked = ["Move the Alan Reed quote to the very top."]
    assert moves_only(asked)
    check_words_kept(body(EN), body(moved), asked, scope)  # the move alone: no refusal
    changed = [EN[9].replace("plot 40", "plot 14"), *EN[:9]]
    with pytest.raises(Refused, match="“40” → “14”"):
        check_words_kept(body(EN), body(changed), asked, scope)
    zh_moved = [ZH[5].replace("半年", "三个月"), *ZH[:5]]
    with pytest.raises(Refused, match="挪动"):
        check_words_kept(body(ZH), body(zh_moved), ["把周晨那条引语挪到开头。"], scope)


def test_a_move_with_an_edit_asked_is_not_held_to_the_words() -> None:
    assert not moves_only(["Move the last paragraph to the top and make it shorter."])
    assert not moves_only(["把最后一段挪到开头，再改短一点。"])
    assert moves_only(["Move the 'Make it count' paragraph to the end."])  # a quoted name


def test_what_a_whole_rewrite_keeps_names_no_place() -> None:
    asked = "Make the whole piece warmer, but keep every fact and the references."
    assert "references" not in without_kept(asked) and "warmer" in without_kept(asked)
    assert "参考文献" not in without_kept("整篇写得亲切些，但参考文献都要保留。")


def test_a_month_moved_is_no_person_left_out() -> None:
    before = "- Phase 3: new wall, January to September next year"
    assert left_out_facts(before, before.replace("September", "August")) == []
    assert left_out_facts("Thanks to Ruth Okafor, parent.", "Thanks, parent.")


def test_traps_from_the_corpora_are_left_as_they_were() -> None:
    assert not moves_only(["Put a new paragraph right after the second one about the wedding."])
    assert not moves_only(["Swap the butter for olive oil (3 tbsp) in the table and the steps."])
    assert place_only("Add a line after paragraph 2 linking to https://example.org", EN) == set()
    assert (
        headed_list("“请勿带来”清单后面那段再简短些。", ["## 请勿带来", "- 电池\n- 油漆", "其他"])
        is None
    )
    labelled = "**安全提醒：**\n1. 吃好早饭。\n2. 不要带贵重物品。"
    assert lists_meant("列表第二条加上：带水杯。", [labelled, "- 一\n- 二"], {1}) == set()


def test_an_item_added_to_a_named_one_or_at_a_numbered_place_is_not_read_here() -> None:
    reply = EN[:7] + ["- Your plot key (the new one)\n- A water butt\n- Gloves"] + EN[8:]
    for asked in (
        "Add to the plot key item that it is the new one.",
        "Add a step after the first one: keys.",
    ):
        assert list_items_kept(body(EN), body(reply), [asked], Scope(whole=True)) == (
            body(reply),
            [],
        )


def test_a_renumbered_or_repunctuated_item_takes_the_replys_marks() -> None:
    before = ["## 提示", "1. 带证件；\n2. 禁止吸烟。"]
    after = ["## 提示", "1. 带证件；\n2. 禁止吸烟；\n3. 请勿投喂。"]
    kept, withheld = list_items_kept(
        body(before), body(after), ["提示里加一条：请勿投喂。"], Scope(whole=True)
    )
    assert kept == body(after) and withheld == []
