"""Session 17's fidelity kinds, each checked on the judge directly (fidelity_dev17 runs them
through the HTTP API): a selection answered with a question and "tell me …, I'll …"; a
selection translated as asked; a placeholder that says the rest was changed alike, or that
stands for paragraphs holding the phrase to change; a heading the writer quoted, added as
asked; a line after the article saying what the edit does; control characters from the
model; ", " after hanzi re-widened; a lone `**`; an apology on the paragraph's own line; a
Chinese name in an English suggestion."""

from app.editing.judge import NoEdit
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge, judged, request_for

POND = [
    "The village pond was dug in 1820 to water the cattle.",
    "By the 1990s it had silted up and the ducks had left for the river.",
    "Last spring volunteers cleared the reeds and the water came back.",
    "Now the children feed the ducks again on Sundays.",
]
CHI = [
    "村里的池塘是1820年挖的，用来饮牛。",
    "到了九十年代，池塘淤塞，鸭子都飞到河边去了。",
    "去年春天，志愿者清理了芦苇，水又回来了。",
    "现在孩子们每个星期天都来喂鸭子。",
]


def _body(paragraphs: list[str]) -> str:
    return "\n\n".join(paragraphs)


def _swap(paragraphs: list[str], index: int, text: str) -> str:
    return _body([text if i == index else p for i, p in enumerate(paragraphs)])


def _said(title: str, paragraphs: list[str], suggestion: str, reply: str, selected: str) -> str:
    verdict, call = judged(request_for(title, _body(paragraphs), suggestion, selected), reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok", verdict
    assert call.outcome == "model_says"
    return verdict.reason


def test_a_question_then_tell_me_and_i_will_is_the_model_asking() -> None:
    said = _said(
        "池塘",
        CHI,
        "时间写准确一点。",
        "具体是哪一年挖的？告诉我确切的年份，我再帮您改。",
        "1820年",
    )
    assert "哪一年" in said
    said = _said(
        "池塘",
        CHI,
        "这句写具体。",
        "志愿者是去年春天几月清理的芦苇呢？你把月份发我，我马上帮你调整这一句。",
        "去年春天，志愿者清理了芦苇",
    )
    assert "几月" in said
    said = _said(
        "Pond",
        POND,
        "Make the date exact.",
        "Which month did the volunteers start? Let me know and I'll rewrite the sentence.",
        "Last spring volunteers cleared the reeds",
    )
    assert "Which month" in said


NOTICE = [
    "Dear members,",
    "The pool closes for two weeks in March.",
    "You do not need to do anything: your membership will be extended automatically.",
    "Thank you for your patience.",
]


def test_a_selection_translated_as_asked_is_saved() -> None:
    # a translation addressing the reader (您) read as the model's remark to the writer
    for ask in ("Translate this into Chinese.", "Put this sentence into Chinese."):
        verdict, _call = judged(
            request_for("Pool", _body(NOTICE), ask, NOTICE[2]),
            "您无需任何操作，会员资格将自动延长。",
        )
        assert applied(verdict).body == _swap(NOTICE, 2, "您无需任何操作，会员资格将自动延长。")


LOG = [f"Entry {i}: the lads mended {i % 4 + 2} bikes and swept the yard." for i in range(1, 21)]
ZLOG = [f"第{i}条：值班{i % 3 + 2}人，清理杂物{i % 4 + 1}袋。" for i in range(1, 21)]


def _refused(
    title: str, paragraphs: list[str], suggestion: str, shown: list[str], mark: str
) -> None:
    reply = title + "\n\n" + _body([*shown, mark])
    verdict = judge(title, _body(paragraphs), suggestion, reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    assert "never edited" in verdict.reason


def test_a_placeholder_saying_the_rest_was_changed_alike_is_refused() -> None:
    ask = "Every entry says 'the lads' — say 'our volunteers' instead, and keep it plain."
    new = [p.replace("the lads", "our volunteers") for p in LOG]
    _refused("Yard log", LOG, ask, new[:3], "[The remaining entries are changed the same way.]")
    zask = "“值班”都换成“轮值”，用词再正式一点。"
    znew = [p.replace("值班", "轮值") for p in ZLOG]
    _refused("值班记录", ZLOG, zask, znew[:3], "……（以下各条照此修改）")
    _refused("值班记录", ZLOG, zask, znew[:3], "（其余同上修改）")


def test_a_placeholder_over_paragraphs_holding_the_phrase_is_refused() -> None:
    ask = "Every entry says 'the lads' — say 'our volunteers' instead, and keep it plain."
    new = [p.replace("the lads", "our volunteers") for p in LOG]
    _refused("Yard log", LOG, ask, new[:2], "(rest unchanged)")
    znew = [p.replace("值班", "轮值") for p in ZLOG]
    _refused("值班记录", ZLOG, "“值班”都换成“轮值”，用词再正式一点。", znew[:4], "（其余不变）")


def test_a_placeholder_over_paragraphs_not_asked_about_is_still_filled() -> None:
    new = POND[1].replace("silted up", "choked with mud")
    reply = "Pond\n\n" + _body([POND[0], new, "(rest unchanged)"])
    verdict = judge("Pond", _body(POND), "Paragraph 2: say 'choked with mud'.", reply)
    assert applied(verdict).body == _swap(POND, 1, new)


def test_a_placeholder_after_the_named_paragraph_is_filled_though_the_phrase_recurs() -> None:
    # guard: the phrase is asked to change in paragraph 2 only, so "(rest unchanged)" over the
    # last paragraph, which holds it too, stands for text not asked about
    new = POND[1].replace("ducks", "geese")
    reply = "Pond\n\n" + _body([POND[0], new, "(rest unchanged)"])
    verdict = judge("Pond", _body(POND), 'In paragraph 2, change "ducks" to "geese".', reply)
    assert applied(verdict).body == _swap(POND, 1, new)


def test_a_placeholder_after_an_addition_to_the_whole_is_filled() -> None:
    # guard: "Add …" names no place, so the whole may change, but the rest is not asked to
    days = ["Work days this summer:", "Volunteer days:\nSaturday 3 May\nSaturday 17 May", *POND[2:]]
    added = days[1] + "\nSaturday 14 June"
    reply = "Pond\n\n" + _body([days[0], added, "..."])
    verdict = judge("Pond", _body(days), "Add another volunteer day: Saturday 14 June.", reply)
    assert applied(verdict).body == _swap(days, 1, added)


def test_a_heading_the_writer_quoted_is_added_where_the_model_put_it() -> None:
    heading = "## Back to life"
    reply = "Pond\n\n" + _body([*POND[:2], heading, *POND[2:]])
    ask = "Add a heading '## Back to life' just before the paragraph about the ducks."
    assert applied(judge("Pond", _body(POND), ask, reply)).body == _body(
        [*POND[:2], heading, *POND[2:]]
    )


def test_a_line_saying_what_the_edit_does_is_the_models_note() -> None:
    new = POND[0].replace("1820", "1821")
    reply = "Pond\n\n" + _swap(POND, 0, new) + "\n\nThat way the date matches the parish records."
    verdict = applied(judge("Pond", _body(POND), "The pond was dug in 1821, fix it.", reply))
    assert verdict.body == _swap(POND, 0, new) and "parish records" in (verdict.note or "")
    znew = CHI[0].replace("1820", "1821")
    zreply = "池塘\n\n" + _swap(CHI, 0, znew) + "\n\n这样一来，年份就和村志一致了。"
    zverdict = applied(judge("池塘", _body(CHI), "池塘是1821年挖的，改一下。", zreply))
    assert zverdict.body == _swap(CHI, 0, znew)


def test_a_closing_line_asked_for_is_kept() -> None:
    line = "That way, the pond will still be here for their children."
    reply = "Pond\n\n" + _body([*POND, line])
    verdict = judge("Pond", _body(POND), "Add a closing paragraph about the future.", reply)
    assert applied(verdict).body == _body([*POND, line])


def test_control_characters_are_not_saved_but_the_record_keeps_them() -> None:
    raw = "\x1b[1mBy the 1990s\x1b[0m it had silted\u200b up, and the ducks\x07 had flown off."
    reply = "Pond\n\n" + _swap(POND, 1, raw)
    verdict, call = judged(request_for("Pond", _body(POND), "Make paragraph 2 sadder."), reply)
    assert applied(verdict).body == _swap(
        POND, 1, "By the 1990s it had silted up, and the ducks had flown off."
    )
    assert call.response == reply and call.outcome == "applied"


def test_a_writers_own_zero_width_space_is_kept() -> None:
    from app.editing.controls import without_controls

    assert without_controls("a\u200bb\x1b[0m", "a\u200bb") == "a\u200bb"
    assert without_controls("第一\u200b段\x0c", "") == "第一段"


def test_a_halfwidth_comma_and_its_space_after_hanzi_are_one_fullwidth_comma() -> None:
    new = "到了九十年代，池塘彻底淤塞，鸭子一只只飞到河边去了。"
    reply = "池塘\n\n" + _swap(CHI, 1, new.replace("，", ", "))
    verdict = judge("池塘", _body(CHI), "第二段写得伤感一点。", reply)
    assert applied(verdict).body == _swap(CHI, 1, new)


def test_a_lone_bold_mark_is_dropped() -> None:
    new = "By the 1990s it had silted up, and the ducks had left for the river for good."
    for dressed in ("**" + new, new + "**"):
        verdict = judge(
            "Pond", _body(POND), "Make paragraph 2 sadder.", "Pond\n\n" + _swap(POND, 1, dressed)
        )
        assert applied(verdict).body == _swap(POND, 1, new)


def test_an_apology_on_the_paragraphs_own_line_is_no_text() -> None:
    new = POND[2].replace("cleared", "restored")
    reply = "Sorry, I changed too much before; here is just that paragraph: " + new
    verdict = judge("Pond", _body(POND), 'Use "restored" instead of "cleared".', reply)
    assert applied(verdict).body == _swap(POND, 2, new)
    znew = CHI[2].replace("清理了", "拔光了")
    zreply = "非常抱歉，上次改动太多，这次只改您说的那段：" + znew
    zverdict = judge("池塘", _body(CHI), "第三段换个更有力的动词。", zreply)
    assert applied(zverdict).body == _swap(CHI, 2, znew)


CHOIR = [
    "Our choir met on Tuesday for the first time this term.",
    "Zhang Wei sang the solo, and 王小明 played the piano.",
    "李娜 brought tea and cakes for everyone.",
    "We meet again next week.",
]


def test_a_chinese_name_in_an_english_suggestion_names_its_paragraph() -> None:
    paragraphs = split_paragraphs(_body(CHOIR))
    scope = scope_of(["Make the sentence about 李娜 warmer."], "Choir", paragraphs)
    assert not scope.whole and scope.paragraphs == {2}
    scope = scope_of(["Say more about 王小明's playing."], "Choir", paragraphs)
    assert not scope.whole and scope.paragraphs == {1}
    # spoken of everyone, it is still the whole article
    assert scope_of(["Make everyone warmer, 李娜 too."], "Choir", paragraphs).whole


def test_a_draft_is_saved_without_control_characters() -> None:
    from app.editing.generate import read_draft
    from app.llm.base import Completion

    reply = "\x1b[1mSunday Opening\x1b[0m\n\nThe library now opens\u200b on Sundays.\x07"
    draft = read_draft(Completion(text=reply, model="x"), None)
    assert (draft.title, draft.body) == ("Sunday Opening", "The library now opens on Sundays.")
