"""Session 45 (out44rest): outside44's findings 4, 5, 8 and other observations, read by the
parts that judge them — a rule's words paired per sentence, a list's dropped item under a
lead-in line, a sign-off's surname, a time before a colon, a weekday named as its word, a
letter's lines kept, two 请核对 sentences joined."""

from __future__ import annotations

import pytest

from app.domain.cjk_words import widen_segments
from app.editing.elided import Refused
from app.editing.figures import restore_figures
from app.editing.left_out import check_left_out
from app.editing.modals import loosened_rules
from app.editing.reconcile import kept_lines
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

MULL = [
    "The ferry leaves Oban at 9am and reaches Mull an hour later.",
    "On the crossing you may spot seals near the lighthouse.",
    "Tobermory has a row of painted houses.",
    "The last ferry back leaves at 6pm, so plan your day carefully.",
]


def _scope(asked: str, body: str):  # type: ignore[no-untyped-def]
    return scope_of([asked], "Title", split_paragraphs(body))


def test_may_and_dont_in_different_paragraphs_are_no_rule_made_binding() -> None:
    lively = [
        "The ferry sets off from Oban at 9am and an hour later — Mull!",
        "On the crossing you might just spot seals near the lighthouse.",
        "Tobermory dazzles with its row of painted houses.",
        "The last ferry back leaves at 6pm — don't miss it!",
    ]
    assert loosened_rules("\n\n".join(MULL), "\n\n".join(lively)) == []


def test_may_and_dont_in_different_sentences_of_one_paragraph_are_none_either() -> None:
    before = "You may bring a friend. Doors open at 7pm."
    after = "Bring a friend along if you like. Doors open at 7pm — don't be late!"
    assert loosened_rules(before, after) == []


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("You may bring a guest.\n\nWe meet at 7pm.", "You must bring a guest!\n\nWe meet at 7pm!"),
        ("可以自带零食和水。\n\n下午3:00回校。", "必须自带零食和水。\n\n下午3:00回校啦。"),
    ],
)
def test_may_made_must_in_one_sentence_is_still_found(before: str, after: str) -> None:
    assert loosened_rules(before, after)


NOTICE = "各部门：\n\n请按时参加。\n\n附件：\n1. 自查表.docx\n2. 安排表.xlsx\n\n保卫处"


def test_an_attachment_dropped_by_a_tone_rewrite_is_refused() -> None:
    after = "各部门：\n\n烦请按时参加，谢谢。\n\n附件：\n1. 自查表.docx\n\n保卫处"
    with pytest.raises(Refused, match="安排表"):
        check_left_out(NOTICE, after, ["语气客气一些"], _scope("语气客气一些", NOTICE))


def test_an_item_kept_word_for_word_does_not_keep_a_dropped_one() -> None:
    before = "Hi,\n\nPlease bring:\n- your passport\n- two passport photos\n- the fee"
    after = "Hi there,\n\nPlease bring along:\n- your passport\n- the fee"
    with pytest.raises(Refused, match="two passport photos"):
        check_left_out(before, after, ["Make it warmer"], _scope("Make it warmer", before))


def test_a_list_given_back_whole_is_no_loss() -> None:
    after = "各部门：\n\n烦请按时参加，谢谢。\n\n附件：\n1、自查表.docx\n2、安排表.xlsx\n\n保卫处"
    check_left_out(NOTICE, after, ["语气客气一些"], _scope("语气客气一些", NOTICE))


LETTER = "Dear Ms. Patel,\n\nThank you for your help.\n\nWarm regards,\nTom Reyes"


def test_a_surname_cut_from_a_sign_off_is_refused() -> None:
    after = "Dear Ms. Patel,\n\nThank you for your help.\n\nWith warmest wishes,\nTom"
    with pytest.raises(Refused, match="Reyes"):
        check_left_out(LETTER, after, ["Make the sign-off warmer"], _scope("x", LETTER))


def test_a_sign_off_reworded_with_the_name_kept_is_no_loss() -> None:
    after = "Dear Ms. Patel,\n\nThank you for your help.\n\nWith warmest wishes,\nTom Reyes"
    check_left_out(LETTER, after, ["Make the sign-off warmer"], _scope("x", LETTER))


def test_a_sign_off_cut_to_a_first_name_as_asked_is_no_loss() -> None:
    after = "Dear Ms. Patel,\n\nThank you for your help.\n\nWarm regards,\nTom"
    asked = "Sign it with my first name only"
    check_left_out(LETTER, after, [asked], _scope(asked, LETTER))


def test_a_time_with_am_before_a_colon_is_put_back() -> None:
    before = "Day 2\n08:30 train. 10:00 park. 13:00 temple."
    after = "Day 2\n8:30am: hop on the train! By 10am the park, at 1pm the temple."
    assert restore_figures(before, after) == (
        "Day 2\n08:30: hop on the train! By 10:00 the park, at 13:00 the temple."
    )


def test_a_time_with_seconds_is_still_no_time_to_put_back() -> None:
    assert restore_figures("Starts 08:30.", "Starts 8:30:15.") == "Starts 8:30:15."


@pytest.mark.parametrize(
    ("before", "old", "new", "after", "word"),
    [
        ("本周", "六", "日", "上午", ("周六", "周日")),
        ("下星期", "三", "四", "下午", ("星期三", "星期四")),
    ],
)
def test_a_weekday_change_is_named_as_its_word(
    before: str, old: str, new: str, after: str, word: tuple[str, str]
) -> None:
    segments = [("equal", before, ""), ("change", old, new), ("equal", after, "")]
    changes = [s for s in widen_segments(segments) if s[0] == "change"]
    assert changes == [("change", *word)]


def test_a_count_a_week_keeps_its_numeral_alone() -> None:
    segments = [("equal", "每周", ""), ("change", "三", "四"), ("equal", "次", "")]
    assert ("change", "三", "四") in widen_segments(segments)


def test_a_letters_lines_joined_by_a_restyle_are_kept() -> None:
    body = "王老师：\n\n您好！\n\n此致\n敬礼"
    assert kept_lines("此致\n敬礼", "此致敬礼", _scope("把信写得更正式一些", body), 2)
    assert not kept_lines("此致\n敬礼", "此致敬礼", _scope("把此致和敬礼合并成一行", body), 2)
    assert not kept_lines("此致\n敬礼", "此致\n敬上", _scope("把信写得更正式一些", body), 2)
    assert not kept_lines("此致\n敬礼", "此致敬礼", _scope("把第三段写得更正式一些", body), 2)


def test_a_verse_line_ending_in_a_comma_is_no_sign_off() -> None:
    before = "Oh Danny Boy,\nThe Pipes Call\n\nFrom glen to glen."
    after = "Oh Danny Boy,\nthe pipes are calling\n\nFrom glen to glen."
    check_left_out(before, after, ["Make it livelier"], _scope("Make it livelier", before))
