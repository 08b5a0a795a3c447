"""Session 19's reply shapes and places (blind sets 17 and 18): conflict markers labelled
original / revised, a setext heading's underline inside SEARCH or rewritten as #s, rules drawn
around chatter, a move or an entry named in the writer's words, the first quote (第一段引文)."""

from __future__ import annotations

from app.domain.models import WithheldChange
from app.editing.drift import restore_markup
from app.editing.formats.blocks import read_blocks
from app.editing.formats.full import read_reply
from app.editing.moves import moved_by_words
from app.editing.not_articles import resolved_conflicts
from app.editing.notes import drop_trailing_notes
from app.editing.nth_kind import nth_of_kind
from app.editing.numbered import numbered_entries
from app.editing.places import line_heading_level
from app.editing.scope import Scope
from app.editing.splice import line_spliced
from app.editing.withheld_only import withheld_only

CAFE = "The café will not open on Sundays at first."
LIVELY = "Coffee fans will have to wait: the café will not open on Sundays at first."
ARTICLE = f"The library opens on Sundays.\n\n{CAFE}\n\nComments until 30 November."


def test_a_conflict_labelled_original_and_revised_is_read_as_its_revised_side() -> None:
    reply = (
        f"The library opens on Sundays.\n\n<<<<<<< original\n{CAFE}\n=======\n{LIVELY}\n"
        ">>>>>>> revised\n\nComments until 30 November."
    )
    assert resolved_conflicts(reply, ARTICLE) == ARTICLE.replace(CAFE, LIVELY)
    zh = "图书馆周日开放。\n\n咖啡角暂不开放。\n\n意见截至11月30日。"
    reply = (
        "图书馆周日开放。\n\n<<<<<<< 原文\n咖啡角暂不开放。\n=======\n"
        "爱喝咖啡的还得等等：咖啡角暂不开放。\n"
        ">>>>>>> 修改后\n\n意见截至11月30日。"
    )
    assert "爱喝咖啡的还得等等" in resolved_conflicts(reply, zh)
    assert "<<<<<<<" not in resolved_conflicts(reply, zh)


def test_conflicts_without_a_side_named_or_blocks_alone_are_left_as_they_are() -> None:
    unnamed = (
        f"The library opens on Sundays.\n\n<<<<<<< HEAD\n{CAFE}\n=======\n{LIVELY}\n"
        ">>>>>>> branch\n\nComments until 30 November."
    )
    assert resolved_conflicts(unnamed, ARTICLE) == unnamed
    blocks = f"<<<<<<< ORIGINAL\n{CAFE}\n=======\n{LIVELY}\n>>>>>>> UPDATED"
    assert resolved_conflicts(blocks, ARTICLE) == blocks
    changed = ARTICLE.replace(CAFE, "The café opens.")  # the "original" side is not the text
    labelled = unnamed.replace("HEAD", "original").replace("branch", "revised")
    assert resolved_conflicts(labelled, changed) == labelled


SETEXT = (
    "Background\n==========\n\nA trial ran.\n\nResults\n=======\n\nThe trial ran for six weeks."
)


def test_a_setext_underline_inside_search_is_search_text_not_the_divider() -> None:
    reply = (
        "<<<<<<< SEARCH\nResults\n=======\n\nThe trial ran for six weeks.\n=======\n"
        "Results\n=======\n\nThe trial ran for six weeks in spring.\n>>>>>>> REPLACE"
    )
    (block,) = read_blocks(reply, SETEXT).blocks
    assert block.search == "Results\n=======\n\nThe trial ran for six weeks."
    assert block.replace.endswith("in spring.")
    zh = "结果\n=======\n\n试点进行了六周。"
    reply = (
        "<<<<<<< SEARCH\n结果\n=======\n\n试点进行了六周。\n=======\n"
        "结果\n=======\n\n试点于春季进行了六周。\n>>>>>>> REPLACE"
    )
    (block,) = read_blocks(reply, zh).blocks
    assert block.search == zh


def test_a_setext_heading_is_one_heading_kept_whole_or_rewritten_whole() -> None:
    assert line_heading_level("Results\n=======") == 1
    assert line_heading_level("What you need\n-------------") == 2
    assert line_heading_level("结果\n=======") == 1
    # an unasked "## What you need" gives the writer's underlined heading back, whole
    assert restore_markup("What you need\n-------------", "## What you need") == (
        "What you need\n-------------"
    )
    # and an asked one is no line of it: the underline is not kept under the new heading
    assert line_spliced("What you need\n-------------", "## What you need") == "## What you need"


def test_rules_drawn_around_chatter_are_not_article_text() -> None:
    body = ["Our session fixed 31 items.", "---", "Next month we need sewers.", "See you soon."]
    reply = (
        "Sure! Here’s the revised article:\n\n---\n\nRepair Café\n\nOur session fixed 31 items."
        "\n\n---\n\nCan you sew? We need you next month.\n\nSee you soon.\n\n---\n\n"
        "I changed only the paragraph about sewing."
    )
    reading = read_reply(reply, title="Repair Café", body_paragraphs=body)
    assert reading.title == "Repair Café"
    assert reading.paragraphs[0] == "Our session fixed 31 items."
    notes: list[str] = []
    kept = drop_trailing_notes(list(reading.paragraphs), body, notes)
    assert kept == [
        "Our session fixed 31 items.",
        "---",
        "Can you sew? We need you next month.",
        "See you soon.",
    ]
    # the writer's own closing rule stays
    assert drop_trailing_notes(["Text.", "---"], ["Text.", "---"], []) == ["Text.", "---"]


NEWSLETTER = [
    "Welcome to the March newsletter.",
    "The council will resurface Hartley Street.",
    "Thank you to everyone who donated to the food bank collection.",
    "The book swap shelf in the bus shelter is full again.",
]
NEWSLETTER_ZH = [
    "大家好，三月简报来了。",
    "感谢大家对旧衣回收活动的支持。",
    "快递柜旁边的图书角又满了。",
]


def test_a_paragraph_to_move_named_in_the_writers_words() -> None:
    suggestion = "Delete the book swap paragraph and move the food bank thank-you to the very top."
    assert moved_by_words(suggestion, NEWSLETTER) == {2}
    assert moved_by_words("删掉图书角那段，再把旧衣回收的感谢挪到最前面。", NEWSLETTER_ZH) == {1}
    # a number, or words several paragraphs hold, name none here
    assert moved_by_words("Move paragraph 3 to the top.", NEWSLETTER) == set()
    assert moved_by_words("Move the March bit to the end.", NEWSLETTER) == set()


def test_entries_that_carry_their_own_number() -> None:
    log = [f"Entry {n}, day {n}: the fridge was stocked." for n in range(1, 61)]
    log.insert(30, "A note between the entries.")
    suggestion = "In entry 12 write 'engineer', and in entry 57 say what the sign asks."
    assert numbered_entries(suggestion, log, lambda p: None) == {11, 57}


def test_the_first_quote_is_not_the_first_paragraph() -> None:
    diary = [
        "外公的日记本。",
        "> 一九六二年四月三日，晴。插秧。",
        "只有一页写得很长：",
        "> 下午三点。",
    ]
    assert nth_of_kind("第一段引文只保留日期和插秧两句。", diary) == {1}
    assert nth_of_kind("第二段引文改短。", diary) == {3}
    assert nth_of_kind("Shorten the second quote.", diary) == {3}
    assert nth_of_kind("第一段改短。", diary) is None
    assert nth_of_kind("Fix the first table.", diary) is None  # no table: named otherwise


FOURTH = "Bring a torch, warm gloves and shoes with a good grip. We do not walk on ice."


def _change(paragraph: int, before: str, after: str) -> WithheldChange:
    return WithheldChange(paragraph=paragraph, before=before, after=after, description="")


def test_another_paragraph_rewritten_instead_of_the_asked_one_is_an_error() -> None:
    rewritten = _change(4, FOURTH, "Pack a torch and shoes that really grip. Ice? We stay home.")
    status, message = withheld_only([rewritten], Scope(paragraphs=frozenset({2})))
    assert status == "error"
    assert "rewrote paragraph 4 instead of paragraph 3" in message
    zh = _change(
        3,
        "带上手电筒和手套。路上结冰就不走。",
        "记得带上手电筒、厚手套。路上一结冰，我们就不出门。",
    )
    assert withheld_only([zh], Scope(paragraphs=frozenset({1})))[0] == "error"


def test_a_tidy_up_elsewhere_or_an_unnamed_place_stays_a_quiet_no_change() -> None:
    tidied = _change(4, FOURTH, FOURTH.replace("ice.", "ice!"))
    assert withheld_only([tidied], Scope(paragraphs=frozenset({2})))[0] == "ok"
    rewritten = _change(4, FOURTH, "Pack a torch and shoes that really grip. Ice? We stay home.")
    assert withheld_only([rewritten], Scope(whole=True))[0] == "ok"
    assert withheld_only([rewritten], None)[0] == "ok"  # a selection
    title = _change(0, "Night Walks", "Night Walks Club: Winter")
    assert withheld_only([title], Scope(paragraphs=frozenset({0})))[0] == "ok"
