"""asked_marks.py: a paragraph that only ends on other marks, as asked, is no cut; a mark an
ask names, added inside a replaced word, is done (outside52 F4, F5). And the callers that use
it: asked_ending, cut.stops_short, elided's end-of-paragraph pause, undone_asks."""

import pytest

from app.editing.asked_ending import ends_on_asked_words
from app.editing.asked_marks import (
    ends_as_asked,
    mark_added,
    marks_asked,
    names_a_mark,
    only_ending_differs,
)
from app.editing.cut import stops_short
from app.editing.elided import Refused, check_no_elision
from app.editing.undone import undone_asks


@pytest.mark.parametrize(
    "wording",
    [
        "remove the full stop at the end of the article",
        "drop the period at the end of paragraph 2",
        "make paragraph 2 trail off with a dash",
        "end paragraph 2 with an ellipsis",
        "make it end on an em-dash",
        "去掉最后一段末尾的句号",
        "第二段结尾改成省略号",
        "第一段结尾换成破折号",
    ],
)
def test_asks_about_punctuation_are_read(wording: str) -> None:
    assert names_a_mark(wording)


@pytest.mark.parametrize(
    "wording", ["make paragraph 2 livelier", "第二段写得热情一点", "shorten the ending"]
)
def test_asks_without_a_mark_are_not(wording: str) -> None:
    assert not names_a_mark(wording)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("It was fine.", "It was fine"),
        ("It was fine.", "It was fine —"),
        ("It was fine.", "It was fine—"),
        ("It was fine.", "It was fine..."),
        ("It was fine.", "It was fine…"),
        ("一切都好。", "一切都好"),
        ("一切都好。", "一切都好……"),
        ("她慢慢推开门。", "她慢慢推开门——"),
        (
            "Figure 3: Water levels at the weir, 1990–2020.",
            "Figure 3: Water levels at the weir, 1990–2020",
        ),
    ],
)
def test_only_the_ending_differs(before: str, after: str) -> None:
    assert only_ending_differs(after, before)
    assert ends_as_asked(after, before, "change the punctuation at the end")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("It was fine.", "It was fine."),  # nothing differs
        ("She never found out who wrote it.", "She never found out who"),  # cut mid-sentence
        ("She never found out who wrote it.", "She never found out who —"),  # words lost
        ("The room was empty, except for a chair.", "The room was empty…"),  # ellipsis for words
        ("她始终不知道信是谁写的。", "她始终不知道信是"),
        ("请大家自带手套和水壶。", "请大家自带……"),
        ("It was fine.", "It was great"),  # another word
    ],
)
def test_words_lost_or_changed_are_more_than_the_ending(before: str, after: str) -> None:
    assert not only_ending_differs(after, before)
    assert not ends_as_asked(after, before, "remove the full stop at the end")


def test_the_ending_alone_needs_an_ask_about_marks() -> None:
    assert not ends_as_asked("It was fine —", "It was fine.", "make paragraph 2 warmer")
    assert not ends_as_asked("It was fine —", None, "end it with a dash")


def test_asked_ending_reads_the_original_when_given() -> None:
    assert ends_on_asked_words("一切都好", "去掉最后一段末尾的句号", "一切都好。")
    assert not ends_on_asked_words("一切都好", "去掉最后一段末尾的句号")
    assert not ends_on_asked_words("一切都", "去掉最后一段末尾的句号", "一切都好。")


def test_stops_short_lets_an_asked_dash_end_the_reply() -> None:
    originals = ["We met at noon.", "It was fine."]
    reply = ["We met at noon.", "It was fine —"]
    assert stops_short(reply, originals, [0], (), "make paragraph 2 trail off with a dash") is None
    assert stops_short(reply, originals, [0], (), "make paragraph 2 warmer") is not None
    cut = ["We met at noon.", "It was —"]
    assert stops_short(cut, originals, [0], (), "end paragraph 2 with a dash") is not None


def test_an_ellipsis_ending_the_paragraph_leaves_nothing_out() -> None:
    check_no_elision("It was fine…", "It was fine.")
    check_no_elision("一切都好……", "一切都好。")
    with pytest.raises(Refused):
        check_no_elision("It was fine…", "It was fine. We left at two.")
    with pytest.raises(Refused):
        check_no_elision("请大家自带……", "请大家自带手套和水壶。")


@pytest.mark.parametrize(
    ("ask", "marks"),
    [
        ("add an exclamation mark", ["!"]),
        ("end it with a question mark", ["?"]),
        ("put a comma after map", [","]),
        ("replace the full stop with an exclamation point", ["!", "."]),
        ("在句末加一个感叹号", ["!"]),
        ("在手套后面加个顿号", ["、"]),
        ("结尾改成省略号", ["…"]),
        ("add a semicolon", [";"]),
        ("capitalise noon", []),
    ],
)
def test_marks_asked(ask: str, marks: list[str]) -> None:
    assert marks_asked(ask) == marks


def test_a_mark_added_inside_a_replaced_word_is_added() -> None:
    assert mark_added("add an exclamation mark", "We met at noon.", "We met at NOON!")
    assert mark_added("在句末加一个感叹号", "一切都好。", "一切都很顺利！")
    assert mark_added("加个顿号", "请大家自带手套和水壶。", "请大家自带手套、帽子和水壶。")
    assert mark_added("add a comma before at", "We met at noon.", "We met, at noon, at the café.")
    assert mark_added("end it with an ellipsis", "It was fine.", "It was fine...")


def test_a_mark_not_added_is_not() -> None:
    assert not mark_added("add an exclamation mark", "We met at noon.", "We met at NOON.")
    assert not mark_added("在句末加一个感叹号", "一切都好！", "一切都很顺利！")  # there already
    assert not mark_added("capitalise noon", "We met at noon.", "We met at NOON!")


BODY = "We met at noon.\n\nIt was fine."


def test_undone_asks_does_not_name_a_mark_the_reply_added() -> None:
    ask = ["in paragraph 1 capitalise noon and add an exclamation mark"]
    done = undone_asks(ask, ("T", BODY), ("T", "We met at NOON!\n\nIt was fine."), chinese=False)
    assert done == []
    left = undone_asks(ask, ("T", BODY), ("T", "We met at NOON.\n\nIt was fine."), chinese=False)
    assert len(left) == 1 and "exclamation" in left[0]


def test_undone_asks_in_chinese() -> None:
    body = "我们中午见面。\n\n一切都好。"
    ask = ["第二段把“好”改成“很顺利”，并在句末加一个感叹号"]
    done = undone_asks(ask, ("T", body), ("T", "我们中午见面。\n\n一切都很顺利！"), chinese=True)
    assert done == []
    left = undone_asks(ask, ("T", body), ("T", "我们中午见面。\n\n一切都很顺利。"), chinese=True)
    assert len(left) == 1 and "感叹号" in left[0]
