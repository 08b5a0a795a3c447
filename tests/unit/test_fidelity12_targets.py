"""Session-12 fidelity, blind set 12's dev half, as kinds on new words: entries named by a
leading date or house number; "the pier paragraph" is not the next one that opens by passing
the pier; "the sanding step", 晾干那一步; a second instruction after a quoted change; a
refusal worded "I'm not able to"; 修改完成 with no text; banner lines around the article;
以上，祝… after it."""

from __future__ import annotations

from app.editing.judge import NoEdit
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge


def _scope(suggestion: str, paragraphs: list[str]) -> set[int]:
    found = scope_of([suggestion], "t", split_paragraphs("\n\n".join(paragraphs)))
    assert not found.whole, suggestion
    return set(found.paragraphs) | {p for p, _ in found.sentences}


DIARY = [
    f"{day} June. Rain {day % 7} mm; the beans {'need water' if day % 2 else 'are fine'}."
    for day in range(1, 13)
]
HOUSES = [f"No. {n}, Orchard Way. A brick cottage of {1850 + n}." for n in range(1, 13)]
ZH_DIARY = [
    f"6月{day}日，雨量{day % 7}毫米，豆苗{'要浇水' if day % 2 else '长势正常'}。"
    for day in range(1, 13)
]
ZH_HOUSES = [f"{n}号，果园路。{1850 + n}年的砖房。" for n in range(1, 13)]


def test_an_entry_named_by_its_leading_date_or_number() -> None:
    assert _scope("In the entry for 7 June, say the slugs were back.", DIARY) == {6}
    assert _scope("Add to June 7th's entry that the slugs were back.", DIARY) == {6}
    assert _scope("For No. 9, say the roof was thatched until 1920.", HOUSES) == {8}
    assert _scope("给6月7日的记录加一句：蛞蝓又来了。", ZH_DIARY) == {6}
    assert _scope("9号的屋顶1920年前是茅草顶，请补上。", ZH_HOUSES) == {8}
    # "2 marvellous days" is no date; an article whose paragraphs carry no labels has no entries
    prose = ["The garden had 2 marvellous days in June.", "No rain fell.", "We picked beans."]
    assert scope_of(["Make it livelier."], "t", split_paragraphs("\n\n".join(prose))).whole
    both = scope_of(
        ["Make the 2 marvellous days livelier."], "t", split_paragraphs("\n\n".join(DIARY))
    )
    assert 1 not in both.paragraphs


PIER = [
    "Saltby is a small resort with one long street and a lot of gulls.",
    "The pier, built in 1869, runs a quarter of a mile out over the mud at low tide.",
    "Past the pier the promenade turns into a shingle path towards the lifeboat station.",
    "The chip shop on the corner closes at eight.",
]


def test_the_paragraph_about_a_thing_is_not_the_one_that_passes_it() -> None:
    assert _scope("Make the pier paragraph more vivid.", PIER) == {1}
    zh = [
        "小镇只有一条长街。",
        "老栈桥建于1869年，退潮时伸进滩涂四百米。",
        "过了栈桥，海堤变成一条碎石小路。",
        "街角的炸鱼店八点关门。",
    ]
    assert _scope("栈桥那段写得生动一点。", zh) == {1}
    # a paragraph that opens with the thing itself is still the one named ("the Sunday paragraph")
    days = [
        "Saturday: markets.",
        "Sunday: a long walk, then a roast.",
        "On Monday, after Sunday's roast, we rest.",
    ]
    assert _scope("Make the Sunday paragraph shorter.", days) == {1}


def test_a_step_named_by_what_it_does() -> None:
    steps = ["Sand the shelf with fine paper.", "Wipe off the dust.", "Brush on two coats of oil."]
    assert _scope("Make the sanding step clearer.", steps) == {0}
    zh = ["先把木板打磨光滑。", "擦去木屑，放在通风处晾干一天。", "刷两遍木蜡油。"]
    assert _scope("晾干那一步写得具体一点。", zh) == {1}


def test_a_second_instruction_after_a_quoted_change() -> None:
    text = [
        "The fair opens at ten on the village green.",
        "Entry is a fairly modest £3 for adults.",
        "The tea tent by the church serves scones and cakes until four.",
    ]
    found = _scope('Change "a fairly modest" to "just", and say the tea tent also does soup.', text)
    assert found == {1, 2}
    # after a paragraph named by number, a further clause is more for that paragraph
    assert _scope("Make paragraph 2 firmer, and say the tea tent also does soup.", text) == {1}
    # a clause that points at nothing adds nothing
    assert _scope('Change "a fairly modest" to "just", and keep it short.', text) == {1}
    zh = [
        "集市十点在村头草坪开张。",
        "成人门票只要三元，算是很便宜。",
        "教堂旁的茶棚供应司康和蛋糕，开到四点。",
    ]
    assert _scope("把“算是很便宜”删掉，并注明教堂旁的茶棚也卖热汤。", zh) == {1, 2}


NOTE = [
    "Bins go out on Tuesday night.",
    "Recycling is collected every other week.",
    "Thank you all.",
]


def test_a_refusal_worded_not_able_to_is_the_models_word() -> None:
    reply = (
        "I'm not able to say the neighbours are lazy, since the note gives no grounds for it. "
        "I could make the reminder firmer instead."
    )
    verdict = judge(
        "Bins", "\n\n".join(NOTE), "Rewrite paragraph 2 to say the neighbours are lazy.", reply
    )
    assert isinstance(verdict, NoEdit) and verdict.status == "ok" and "not able" in verdict.reason


def test_the_model_saying_it_cannot_see_the_text_is_its_word() -> None:
    zh = ["周二晚上把垃圾桶放出来。", "可回收物隔周收一次。", "谢谢大家。"]
    for reply in (
        "我看不到您说的通知，麻烦把全文贴过来。",
        "我这边打不开你发的文件，可以直接粘贴给我吗",
    ):
        verdict = judge("倒垃圾", "\n\n".join(zh), "第二段改得清楚一些。", reply)
        assert isinstance(verdict, NoEdit) and verdict.status == "ok", reply
        assert verdict.reason == reply


def test_a_claim_of_an_edit_with_no_text_is_refused() -> None:
    zh = ["周二晚上把垃圾桶放出来。", "可回收物隔周收一次。", "谢谢大家。"]
    for reply in ("修改完成，第二段现在更清楚了。", "已按您的要求改好了第二段。"):
        verdict = judge("倒垃圾", "\n\n".join(zh), "第二段改得清楚一些。", reply)
        assert isinstance(verdict, NoEdit) and verdict.status == "error", reply
    for reply in ("All done! Paragraph 2 is now clearer.", "Paragraph 2 has been updated."):
        verdict = judge("Bins", "\n\n".join(NOTE), "Make paragraph 2 clearer.", reply)
        assert isinstance(verdict, NoEdit) and verdict.status == "error", reply
    # a remark that nothing needs doing is still no change, not a claim
    verdict = judge(
        "倒垃圾", "\n\n".join(zh), "第二段改得清楚一些。", "第二段已经很清楚了，不需要修改。"
    )
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
    # an article line that starts "已经…" is text, not a claim
    revised = applied(
        judge(
            "倒垃圾",
            "\n\n".join(zh),
            "第二段改得清楚一些。",
            "已经改为每两周收一次可回收物，单周周四。",
        )
    )
    assert "单周周四" in revised.body


def test_banner_lines_and_a_sign_off_are_no_text() -> None:
    body = "\n\n".join(NOTE)
    new = "Recycling is collected every other Wednesday."
    for top, bottom in (("=== REVISED NOTE ===", "=== END ==="), ("----- 修改后 -----", "")):
        reply = f"{top}\n\nBins\n\n{NOTE[0]}\n\n{new}\n\n{NOTE[2]}\n\n{bottom}".strip()
        revised = applied(judge("Bins", body, "Make paragraph 2 more precise.", reply))
        assert revised.body == "\n\n".join([NOTE[0], new, NOTE[2]]), top
    # the article's own banner line is text
    own = ["=== Monday ===", "Bins out.", "=== Friday ===", "Glass out."]
    reply = "Rota\n\n" + "\n\n".join([*own[:3], "Glass and paper out."])
    revised = applied(judge("Rota", "\n\n".join(own), "Make the last paragraph fuller.", reply))
    assert revised.body.startswith("=== Monday ===")
    zh = ["周二晚上把垃圾桶放出来。", "可回收物隔周收一次。", "以上事项，请各位邻居知悉。"]
    reply = "倒垃圾\n\n" + "\n\n".join(
        [zh[0], "可回收物隔周周三收一次。", zh[2], "以上，祝您生活愉快！"]
    )
    revised = applied(judge("倒垃圾", "\n\n".join(zh), "第二段写得具体一点。", reply))
    assert revised.body == "\n\n".join([zh[0], "可回收物隔周周三收一次。", zh[2]])
