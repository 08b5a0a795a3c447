"""The rules editor on bodies the faults tester found it breaking (session 22): a fenced code
block with blank lines in it is one paragraph to delete or swap (half of it deleted left its
other fence behind and the rest of the article read as code), and a CRLF article keeps every
CR through a delete, a swap or an emoji removal (they were all turned into LF)."""

from __future__ import annotations

import pytest

from app.editing.rules import apply_all

CODE = "```python\ndef f():\n    return 1\n\n\ndef g():\n    return 2\n```"
BODY = f"Intro para.\n\n{CODE}\n\nAfter code para.\n\nLast para."


@pytest.mark.parametrize(
    ("said", "body"),
    [
        ("delete paragraph 2", "Intro para.\n\nAfter code para.\n\nLast para."),
        ("删除第二段", "Intro para.\n\nAfter code para.\n\nLast para."),
        ("delete paragraph 3", f"Intro para.\n\n{CODE}\n\nLast para."),
        ("swap paragraphs 2 and 3", f"Intro para.\n\nAfter code para.\n\n{CODE}\n\nLast para."),
        ("delete paragraph 4", f"Intro para.\n\n{CODE}\n\nAfter code para."),
    ],
)
def test_a_fenced_block_with_blank_lines_is_one_paragraph(said: str, body: str) -> None:
    edit = apply_all("T", BODY, [said])
    assert edit is not None and edit.changed
    assert edit.body == body
    assert edit.body.count("```") % 2 == 0  # no fence left open


def test_a_tilde_fence_is_one_paragraph_too() -> None:
    code = "~~~\nline one\n\nline two\n~~~"
    edit = apply_all("T", f"A.\n\n{code}\n\nB.", ["delete paragraph 3"])
    assert edit is not None and edit.body == f"A.\n\n{code}"


CRLF = "Line one.\r\nLine two.\r\n\r\nSecond twenty.\r\n\r\nThird 😀.\r\n\r\nFourth."


@pytest.mark.parametrize(
    ("said", "body"),
    [
        ("delete paragraph 2", "Line one.\r\nLine two.\r\n\r\nThird 😀.\r\n\r\nFourth."),
        (
            "swap paragraphs 1 and 4",
            "Fourth.\r\n\r\nSecond twenty.\r\n\r\nThird 😀.\r\n\r\nLine one.\r\nLine two.",
        ),
        ("remove emoji", CRLF.replace(" 😀", "")),
        ("去掉所有表情", CRLF.replace(" 😀", "")),
    ],
)
def test_a_crlf_article_keeps_its_line_endings(said: str, body: str) -> None:
    edit = apply_all("T", CRLF, [said])
    assert edit is not None and edit.changed
    assert edit.body == body
