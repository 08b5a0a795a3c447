"""Session 25's kinds from blind set 24: a link whose address changed under the same shown
text (addresses.py), a selection answered with what the model cannot work out and a question
back (formats/selection_talk.py), a named character's line given to the other one where the
tag was "she said" (dialogue_turns.py), a sentence answered alone under a label
(formats/full.py), a typography request (scope.py, notes.py)."""

from __future__ import annotations

import pytest

from app.editing.addresses import changed_addresses, check_addresses
from app.editing.dialogue_turns import check_turns
from app.editing.elided import Refused
from app.editing.formats.full import _unlabelled
from app.editing.formats.selection import SelectionTalk, read_selection
from app.editing.formats.selection_talk import lacks_then_asks
from app.editing.notes import drop_effect_line
from app.editing.scope import Scope, scope_of
from app.editing.units import sentences, split_paragraphs

HREF = '<p>The form is at <a href="https://x.example.org/book">x.example.org/book</a>.</p>'


@pytest.mark.parametrize(
    ("before", "after", "came"),
    [
        (HREF, HREF.replace('book">', 'apply">'), "https://x.example.org/apply"),
        (
            "Sign up at [w.example.org/join](https://w.example.org/join).",
            "Join us at [w.example.org/join](https://w.example.org/signup)!",
            "https://w.example.org/signup",
        ),
        (
            '<a href="mailto:hall@x.example.org">hall@x.example.org</a>',
            '<a href="mailto:hello@x.example.org">hall@x.example.org</a>',
            "hello@x.example.org",
        ),
    ],
)
def test_a_link_pointed_elsewhere_under_the_same_shown_text_is_refused(
    before: str, after: str, came: str
) -> None:
    gone, new = changed_addresses(before, after)
    assert new == [came] and gone
    with pytest.raises(Refused, match="changed an address"):
        check_addresses(before, after, ["Make paragraph 3 friendlier."], Scope())


def test_a_link_kept_or_asked_to_change_is_not_refused() -> None:
    kept = HREF.replace("The form is at", "It’s yours to book: the form is at")
    check_addresses(HREF, kept, ["Make paragraph 3 friendlier."], Scope())
    moved = HREF.replace('book">', 'apply">')
    check_addresses(HREF, moved, ["Point the link to the apply page."], Scope())
    # one of two mentions dropped, nothing new written: not a changed address
    twice = "See x.example.org/book or x.example.org/book."
    assert changed_addresses(twice, "See x.example.org/book.") == ([], [])


BODY = (
    "Visits on Thursday evenings rose by roughly a third compared with the old closing time.\n\n"
    "The trial will be reviewed in March."
)


@pytest.mark.parametrize(
    "reply",
    [
        "I can’t work out the exact figure from the article: it says visits rose, not from "
        "what. How many visits were there before?",
        "I don’t have the old count, so I can’t turn that into a number. What was it?",
    ],
)
def test_what_the_model_cannot_work_out_then_a_question_is_the_model_asking(reply: str) -> None:
    start = BODY.index("roughly a third")
    with pytest.raises(SelectionTalk):
        read_selection(reply, BODY, start, start + len("roughly a third"))


def test_a_chinese_lack_then_question_is_talk_and_a_rewrite_as_a_question_is_text() -> None:
    zh = "与原来相比，周四晚上的到馆人数增加了大约三分之一。"
    said = sentences("文章里只说人数增加了，我算不出准确的数字。原来周四晚上有多少人？")
    assert lacks_then_asks(said, "大约三分之一", zh)
    # the selection rewritten as a question (asked): no lack, so the text of the selection
    start = BODY.index("The trial")
    new, _ = read_selection("Will the trial survive the review in March?", BODY, start, len(BODY))
    assert new == "Will the trial survive the review in March?"


FERRY = (
    "Nell had five minutes to decide. “You’re staying, then,” Ben said.\n\n"
    "“Fine,” she said. “But if the crossing is rough, you’re carrying the bags.”\n\n"
    "“Done,” said Ben."
)


def test_the_asked_characters_line_given_to_the_other_one_is_refused() -> None:
    after = FERRY.replace("“Fine,” she said. “But if the crossing", "“Fine,” said Ben. “If it")
    with pytest.raises(Refused, match="other speaker"):
        check_turns(FERRY, after, ["Tighten Nell’s line in paragraph 2."], Scope())
    zh = "“那你是不走了。”小斌说。\n\n“行，”她说，“不过要是浪大，行李归你拿。”\n\n阿兰点点头。"
    zh_after = zh.replace("“行，”她说，“不过要是浪大", "“行，”小斌说，“浪大的话")
    with pytest.raises(Refused):
        check_turns(zh, zh_after, ["精简第二段阿兰说的话。"], Scope())


def test_she_said_made_the_asked_name_or_no_name_asked_is_saved() -> None:
    named = FERRY.replace("“Fine,” she said.", "“Fine,” Nell said.")
    check_turns(FERRY, named, ["Tighten Nell’s line in paragraph 2."], Scope())
    other = FERRY.replace("“Fine,” she said.", "“Fine,” said Ben.")
    check_turns(FERRY, other, ["Tighten paragraph 2."], Scope())  # whose line: not known
    check_turns(FERRY, other, ["Let’s tighten paragraph 2."], Scope())


@pytest.mark.parametrize(
    "label",
    [
        "**Sentence 3 (shortened):** ",
        "Sentence 3: ",
        "**第3句（缩短后）：**",
        "第3句：",
        "第二段（精简后）：",
    ],
)
def test_a_sentence_or_paragraph_label_before_the_answer_is_not_text(label: str) -> None:
    assert _unlabelled(label + "Solar power keeps it charged.", ["A paragraph."]) == (
        "Solar power keeps it charged."
    )
    # an article that starts its own paragraphs so keeps the label
    own = [label + "Wind does the rest."]
    assert _unlabelled(label + "Solar power.", own) == label + "Solar power."


@pytest.mark.parametrize(
    ("asked", "typography"),
    [
        ("Use curly quotes and apostrophes throughout.", True),
        ("Replace the double hyphens with em dashes.", True),
        ("把半角逗号都改成全角。", True),
        ("引号统一改成中文引号。", True),
        ("Make the headings bold.", False),
        ("Tighten paragraph 3.", False),
    ],
)
def test_a_suggestion_about_typography_is_read_as_such(asked: str, typography: bool) -> None:
    paragraphs = split_paragraphs("One.\n\nTwo.\n\nThree.")
    assert scope_of([asked], "Title", paragraphs).typography is typography


def test_a_line_saying_which_paragraphs_were_retypeset_is_a_note() -> None:
    originals = ["第一段。", "第二段，有半角,逗号。"]
    units = ["第一段。", "第二段，有半角，逗号。", "第2段的半角逗号已改成全角，其余没有改动。"]
    notes: list[str] = []
    assert drop_effect_line(units, originals, notes, asks_new=False) == units[:2]
    assert notes == [units[2]]
    # a paragraph of the article that starts with a paragraph number is no such line
    own = ["第一段。", "第二段。", "第3段的内容和前面不同。"]
    assert drop_effect_line(own, own, [], asks_new=False) == own
