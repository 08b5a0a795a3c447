"""Session-13 fidelity, the kinds behind blind set 12's released held failures, on new words:
"the table" / 表格 names the article's table; a paragraph named by a title in *asterisks*,
quotes or 《书名号》; the model's explanation after a selection's new text; a figure written
out unasked is withheld as just that change; table rows added or removed unasked."""

from __future__ import annotations

from app.domain.describe import describe_withheld
from app.editing.figures import restore_figures
from app.editing.formats.explained import explains
from app.editing.rows import keep_rows
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judged, request_for


def _scope(suggestion: str, paragraphs: list[str]) -> set[int] | None:
    found = scope_of([suggestion], "t", split_paragraphs("\n\n".join(paragraphs)))
    if found.whole:
        return None
    return set(found.paragraphs) | {p for p, _ in found.sentences}


TABLE = "| Lane | Length | Open |\n|---|---|---|\n| Fast | 50 m | 7–9 |\n| Slow | 25 m | all day |"
POOL = ["The pool reopens on Monday.", "## Lanes", TABLE, "Towels are £1 at the desk."]
ZH_TABLE = "| 泳道 | 长度 | 开放 |\n|---|---|---|\n| 快道 | 50米 | 7–9点 |\n| 慢道 | 25米 | 全天 |"
ZH_POOL = ["泳池周一重新开放。", "## 泳道", ZH_TABLE, "毛巾在前台租，一元一条。"]


def test_the_table_is_named_as_the_table() -> None:
    assert _scope("The slow lane is 50 m now; fix the table.", POOL) == {2}
    assert _scope("Update the lanes table: fast lane opens at 6.", POOL) == {2}
    assert _scope("慢道也改成50米了，改一下表格。", ZH_POOL) == {2}
    # making a table, or a place beside it, names no table
    assert _scope("Turn the towel line into a table.", POOL) != {2}
    assert _scope("Add a short paragraph after the table about lockers.", POOL) != {2}
    assert _scope("把最后一段整理成表格。", ZH_POOL) != {2}
    # the whole article, table included, is global
    assert _scope("Make the whole article friendlier, including the table.", POOL) is None
    assert _scope("全文连同表格都改得口语一点。", ZH_POOL) is None


def test_a_paragraph_named_by_its_title_in_marks() -> None:
    review = [
        "The Vale Players gave two short plays on Friday.",
        "*Umbrella* was a quick farce on a staircase.",
        "*Last Boat* was the best of the night: a ferryman, a passenger, forty minutes of talk.",
        "Tickets are £8.",
    ]
    assert _scope("Tighten the *Last Boat* paragraph.", review) == {2}
    assert _scope("Tighten the “Last Boat” paragraph.", review) == {2}
    zh = [
        "周五演了两出短剧。",
        "《送伞》是楼道里的小闹剧。",
        "《末班船》最好：一个船工，一个乘客。",
        "票价八十元。",
    ]
    assert _scope("写《末班船》的那段精炼一下。", zh) == {2}
    assert _scope("“末班船”那段再凝练些。", zh) == {2}


def test_a_paragraph_named_by_title_is_kept_apart_from_a_dropped_and_repeated_one() -> None:
    paragraphs = [
        "一支乐队周六来演出。",
        "开场曲很快。",
        "《盐路》最动人：十一分钟的泛音与民歌碎片。",
        "中场后是舒伯特。",
        "票价八十元。",
    ]
    new = "《盐路》最动人：十一分钟泛音与民歌碎片。"
    reply = "\n\n".join(["乐评", paragraphs[0], new, paragraphs[3], paragraphs[3], paragraphs[4]])
    body = "\n\n".join(paragraphs)
    verdict, _ = judged(request_for("乐评", body, "写《盐路》的那段精炼一下。"), reply)
    assert applied(verdict).body == body.replace(paragraphs[2], new)


SELECTION_BODY = (
    "The wheel turns again. It would have been a shame to leave it standing still for years. "
    "Come and see."
)
SELECTED = "It would have been a shame to leave it standing still for years."


def test_an_explanation_after_a_selection_is_the_models_note() -> None:
    new = "It would have been a shame to leave it idle."
    for note in (
        'I swapped "standing still for years" for "idle" to save words.',
        "This keeps the quote but drops the repetition.",
        'Swapping "standing still" for "idle" saves a few words.',
    ):
        assert explains(note, SELECTED, SELECTION_BODY, [new]), note
        verdict, _ = judged(
            request_for("t", SELECTION_BODY, "Tighter.", SELECTED), f"{new}\n\n{note}"
        )
        assert applied(verdict).body == SELECTION_BODY.replace(SELECTED, new)
    zh_body = "后来老井用一块木板盖上了，只有过年才有人去。"
    zh_selected = "老井用一块木板盖上了"
    zh_new = "老井被一块木板封了起来"
    for note in ("这样更书面，画面也更清楚。", "把“盖上了”改成了“封了起来”，语气更重。"):
        assert explains(note, zh_selected, zh_body, [zh_new]), note
        verdict, _ = judged(
            request_for("t", zh_body, "换个说法。", zh_selected), f"{zh_new}\n\n{note}"
        )
        assert applied(verdict).body == zh_body.replace(zh_selected, zh_new)


def test_text_of_a_replacement_is_no_explanation() -> None:
    # a second paragraph that rewrites the selection, or article text, is not a note
    assert not explains(
        "It would have been a shame to leave it standing idle.", SELECTED, SELECTION_BODY, ["x"]
    )
    assert not explains("Come and see.", SELECTED, SELECTION_BODY, ["x"])
    assert not explains(
        "The miller's daughter still lives on Brook Lane.", SELECTED, SELECTION_BODY, ["x"]
    )


def test_a_table_row_removed_or_added_unasked_is_put_back_and_withheld() -> None:
    dropped = TABLE.replace("\n| Slow | 25 m | all day |", "")
    fast = dropped.replace("7–9", "6–9")
    kept, withheld = keep_rows(TABLE, fast, ["The fast lane opens at 6 now."], 2, False)
    assert kept == TABLE.replace("7–9", "6–9")
    assert len(withheld) == 1 and "removed" in withheld[0].description
    added = TABLE + "\n| Kids | 10 m | weekends |"
    kept, withheld = keep_rows(TABLE, added, ["The fast lane opens at 6 now."], 2, False)
    assert kept == TABLE
    assert [w.description for w in withheld] == [
        "a table row added in paragraph 3 — | Kids | 10 m | weekends |"
    ]
    zh_added = ZH_TABLE.replace("| 慢道 |", "| 儿童池 | 10米 | 周末 |\n| 慢道 |")
    kept, withheld = keep_rows(ZH_TABLE, zh_added, ["快道改成6点开。"], 2, False)
    assert kept == ZH_TABLE and len(withheld) == 1


def test_a_table_row_removed_or_added_as_asked_stays() -> None:
    dropped = TABLE.replace("\n| Slow | 25 m | all day |", "")
    assert keep_rows(TABLE, dropped, ["Remove the slow lane row."], 2, False) == (dropped, [])
    assert keep_rows(TABLE, dropped, ["Shorten the article."], 2, True) == (dropped, [])
    # a named row may go; another one may not
    no_fast = TABLE.replace("\n| Fast | 50 m | 7–9 |", "")
    kept, withheld = keep_rows(TABLE, no_fast, ["Remove the slow lane row."], 2, False)
    assert kept == TABLE and len(withheld) == 1
    added = TABLE + "\n| Kids | 10 m | weekends |"
    assert keep_rows(TABLE, added, ["Add a row for the kids' lane."], 2, False) == (added, [])
    zh_dropped = ZH_TABLE.replace("\n| 慢道 | 25米 | 全天 |", "")
    assert keep_rows(ZH_TABLE, zh_dropped, ["表格里删掉慢道那一行。"], 2, False) == (zh_dropped, [])


def test_a_table_row_dropped_in_a_reply_is_not_saved() -> None:
    body = "\n\n".join(POOL)
    fast = TABLE.replace("7–9", "6–9").replace("\n| Slow | 25 m | all day |", "")
    reply = "\n\n".join(["Pool", POOL[0], POOL[1], fast, POOL[3]])
    verdict, _ = judged(request_for("Pool", body, "In the table, the fast lane opens at 6."), reply)
    revised = applied(verdict)
    assert revised.body == body.replace("7–9", "6–9")
    assert revised.withheld


def test_an_ordinal_written_out_unasked_is_put_back() -> None:
    assert restore_figures(
        "She was the 40th runner over the line.", "She was the fortieth runner to cross it."
    ) == ("She was the 40th runner to cross it.")
    assert restore_figures("He came twenty-first of 90.", "He proudly came 21st of 90.") == (
        "He proudly came twenty-first of 90."
    )
    # another word after it: not the writer's figure
    assert restore_figures("The 1st prize went to Ana.", "The first thing Ana did was cry.") == (
        "The first thing Ana did was cry."
    )


def test_a_figure_written_out_is_withheld_as_that_change() -> None:
    paragraphs = [
        "周日清晨开跑。",
        "我是第40个冲过终点的业余选手。最后五公里腿像灌了铅。",
        "明年九月报名。",
    ]
    new = "我是第40个冲过终点的业余选手。最后五公里双腿像灌了铅一样沉。"
    body = "\n\n".join(paragraphs)
    reply = "\n\n".join([paragraphs[0], new.replace("第40个", "第四十个"), paragraphs[2]])
    verdict, _ = judged(request_for("跑马", body, "第二段写得更有感染力。"), reply)
    revised = applied(verdict)
    assert revised.body == body.replace(paragraphs[1], new)
    assert describe_withheld(revised.withheld, "zh") == [
        "另有建议：第2段：“40”改为“四十”——未采用（不在所提要求之内）"
    ]


def test_an_explanation_on_the_next_line_is_not_saved_into_the_article() -> None:
    new = "It would have been a shame to leave it idle."
    reply = f"{new}\nThis keeps the quote but drops the repetition."
    verdict, _ = judged(request_for("t", SELECTION_BODY, "Tighter.", SELECTED), reply)
    assert applied(verdict).body == SELECTION_BODY.replace(SELECTED, new)
    body = "后来老井用一块木板盖上了，只有过年才有人去。"
    reply = "改写后：老井被一块木板封了起来\n这样更书面。"
    verdict, _ = judged(request_for("t", body, "换个说法。", "老井用一块木板盖上了"), reply)
    assert applied(verdict).body == "后来老井被一块木板封了起来，只有过年才有人去。"


LESSONS = [
    "I signed up for lessons in January.",
    "Week one was about putting my face in the water.",
    "Week two was floating, with Dee's hand under my back.",
    "Week three was kicking with a float.",
    "Lessons cost £8 each.",
]


def test_a_paragraph_named_by_words_that_hold_a_number_or_a_place_word() -> None:
    assert _scope("Improve the week two paragraph.", LESSONS) == {2}
    assert _scope("Make the last-but-one paragraph warmer.", LESSONS) == {3}
    assert _scope("Warm up the next-to-last paragraph.", LESSONS) == {3}
    zh = [
        "一月报了游泳班。",
        "第一周练憋气。",
        "第二周练漂浮。",
        "第三周练打腿。",
        "每节课八十元。",
    ]
    assert _scope("最后一段的前一段写得温暖一些。", zh) == {3}
    assert _scope("结尾前面那段改短一点。", zh) == {3}
    assert _scope("第二段和最后一段的前一段都改短。", zh) == {1, 3}
    notes = ["Shelf 2.4 is out.", "**New:** lend a book to a friend.", "**Fixed:** barcodes scan."]
    assert _scope("Expand the 'New' item a little.", notes) == {1}
    # a number word alone is still no name: "the two paragraph" names nothing here
    assert _scope("Tighten the two paragraphs.", LESSONS) is None


def test_blocks_sent_again_in_full_are_applied_once() -> None:
    from app.editing.judge import EditRequest

    body = "The bell rings at noon. Nobody works here.\n\nTom rings it, who took the rope in 2010."
    first = ("The bell rings at noon.", "The bell still rings at noon.")
    second = (
        "Tom rings it, who took the rope in 2010.",
        "Tom rings it, who took over the rope in 2010.",
    )

    def blocks(*pairs: tuple[str, str]) -> str:
        return "\n\n".join(f"<<<<<<< SEARCH\n{s}\n=======\n{r}\n>>>>>>> REPLACE" for s, r in pairs)

    request = EditRequest("Bell", body, ["Say 'still rings' and 'took over the rope'."], 1)
    reply = blocks(first, ("Tom rings it, who inherited the rope in 2010.", second[1]))
    # One follow-up only: the model resends every block, and each is applied once.
    verdict, _ = judged(request, reply, follow_ups=[blocks(first, second)])
    assert applied(verdict).body == body.replace(first[0], first[1]).replace(*second)


def test_a_bracketed_count_or_remark_after_a_selection_is_not_saved() -> None:
    new = "It would have been a shame to leave it idle."
    for reply in (f"{new} (9 words)", f"{new} (trimmed by a third)"):
        verdict, _ = judged(request_for("t", SELECTION_BODY, "Tighter.", SELECTED), reply)
        assert applied(verdict).body == SELECTION_BODY.replace(SELECTED, new)
    body = "后来老井用一块木板盖上了，只有过年才有人去。"
    for reply in ("老井被木板封了（共9字）", "老井被木板封了（精简了两个字）"):
        verdict, _ = judged(request_for("t", body, "精简。", "老井用一块木板盖上了"), reply)
        assert applied(verdict).body == "后来老井被木板封了，只有过年才有人去。"
