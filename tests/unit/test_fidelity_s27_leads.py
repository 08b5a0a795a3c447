"""Session 27's kinds from blind set 27's README (fidelity_lead27): the model's words of several
paragraphs before the title line, a paragraph in a tag of the model's own, a paragraph made a
list as asked (formats/preambles.py); 改成一个… read as no stated count (mentions.py); an
article given back with the model saying it left it so (unchanged_said.py); an unasked heading
beside the target (inserts.py); the code block named as "the code" (beside.py)."""

from __future__ import annotations

import pytest

from app.domain.models import WithheldChange
from app.editing.beside import block_named
from app.editing.formats.full import read_reply
from app.editing.formats.preambles import list_block, title_after_preamble, untagged
from app.editing.inserts import allowed_inserts
from app.editing.mentions import stated_paragraphs
from app.editing.scope import scope_of
from app.editing.unchanged_said import says_left_unchanged
from app.editing.units import split_paragraphs

TITLE = "Harbour Swim Returns"
BODY = [
    "The harbour swim returns on Sunday after a two-year break.",
    "Entries close on Friday, and each swimmer pays £12.",
    "Volunteers are still needed at the finish line.",
]


def test_a_list_of_fixes_then_the_whole_article_is_the_models_note() -> None:
    body = [*BODY[:2], "Volunteers are still needed at the finsh line."]
    fixed = [*BODY[:2], "Volunteers are still needed at the finish line."]
    reply = (
        'I found one typo:\n\n1. "finsh" → "finish" (paragraph 3)\n\nHere\'s the article:\n\n'
        + TITLE
        + "\n\n"
        + "\n\n".join(fixed)
    )
    reading = read_reply(reply, title=TITLE, body_paragraphs=body, asked=["Fix the typos."])
    assert reading.title == TITLE
    assert reading.paragraphs == fixed
    assert reading.note[0] == "I found one typo:"


def test_the_title_line_under_the_articles_own_text_is_no_preamble() -> None:
    units = [BODY[0], TITLE, *BODY]
    assert title_after_preamble(units, TITLE, BODY) is None  # article text above it
    assert title_after_preamble(["Sure:", TITLE, "something else"], TITLE, BODY) is None
    assert title_after_preamble(["Sure:", "1. one", TITLE, *BODY], TITLE, BODY) == 2


@pytest.mark.parametrize(
    ("reply", "bare"),
    [
        ('<paragraph index="3">Volunteers wanted.</paragraph>', "Volunteers wanted."),
        ("<revised>\n需要志愿者。\n</revised>", "需要志愿者。"),
        ("<段落>需要志愿者。</段落>", "需要志愿者。"),
    ],
)
def test_a_tag_of_the_models_own_is_read_bare(reply: str, bare: str) -> None:
    assert untagged(reply, BODY) == bare


def test_a_tag_the_article_holds_is_the_writers() -> None:
    body = ["Use <text>…</text> for captions.", "<text>A caption</text>"]
    assert untagged("<text>A caption</text>", body) == "<text>A caption</text>"


def test_a_paragraph_made_a_list_as_asked_stays_one_paragraph() -> None:
    reply = "How to enter:\n- Online at swim.example.org\n- At the harbour office"
    asked = ["Turn the last paragraph into a bulleted list."]
    assert list_block(reply, asked)
    assert list_block("报名方式：\n- 网上报名\n- 到港务办公室", ["把最后一段改成列表。"])
    assert not list_block(reply, ["Make the last paragraph shorter."])  # no list asked
    assert not list_block("One.\nTwo.\nThree.", asked)  # lines, not items
    reading = read_reply(reply, title=TITLE, body_paragraphs=BODY, asked=asked)
    assert reading.paragraphs == [reply] and reading.title is None


def test_turning_a_paragraph_into_a_list_states_no_count() -> None:
    body = ["志愿者把坏的放在一个架子上。", "周日开赛。", "报名请到港务办公室。"]
    assert stated_paragraphs("把最后一段改成一个简短的列表。", body) == set()
    assert stated_paragraphs("名额改成三个。", ["名额有两个。", "周日开赛。"]) == {0}


@pytest.mark.parametrize(
    "note",
    [
        "I've left the article exactly as it was — the paragraph is already grammatical.",
        "No changes were needed.",
        "我没有做任何修改，第二段没有语病。",
        "原文保持原样。",
    ],
)
def test_the_model_saying_it_left_the_article_so(note: str) -> None:
    assert says_left_unchanged(note)


@pytest.mark.parametrize(
    "note", [None, "", "I've made the second paragraph livelier.", "第二段改得更生动了。"]
)
def test_a_note_claiming_an_edit_is_not_left_unchanged(note: str | None) -> None:
    assert not says_left_unchanged(note)


def _inserted(suggestion: str, heading: str) -> tuple[list[str], list[WithheldChange]]:
    scope = scope_of([suggestion], TITLE, split_paragraphs("\n\n".join(BODY)))
    givens: list[str | None] = [BODY[0], "Entries close on Friday; the fee is £12.", BODY[2]]
    withheld: list[WithheldChange] = []
    return allowed_inserts(1, [heading], scope, BODY, givens, withheld), withheld


def test_an_unasked_heading_beside_the_target_is_withheld() -> None:
    kept, withheld = _inserted("Make paragraph 2 livelier.", "## Entries and fees")
    assert kept == [] and len(withheld) == 1
    kept, withheld = _inserted("第二段写得生动一点。", "## 报名")
    assert kept == [] and len(withheld) == 1


def test_a_heading_asked_for_beside_the_target_is_kept() -> None:
    kept, _ = _inserted("Add a heading after paragraph 2.", "## Helping out")
    assert kept == ["## Helping out"]


GUIDE = [
    "Run the script each night.",
    "```bash\n# send the reminders\npython remind.py\n```",
    "It prints the members it could not reach.",
]


@pytest.mark.parametrize(
    "suggestion",
    [
        "Reword the comment in the code.",
        "Make the code comments clearer.",
        "把代码里的注释改清楚一点。",
    ],
)
def test_the_code_names_the_articles_one_code_block(suggestion: str) -> None:
    assert block_named(suggestion, GUIDE) == {1}


def test_a_code_of_another_kind_is_no_code_block() -> None:
    assert block_named("Mention the code of conduct.", GUIDE) is None
